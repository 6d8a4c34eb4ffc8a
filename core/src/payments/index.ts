/** The payments area (Asaas): use cases and the ports they need. See docs/payments.md. */
export * from './check-status';
export * from './create-checkout';
export * from './expire-checkouts';
export * from './in-process-queue';
export * from './messages';
export * from './ports';
export * from './process-event';
export * from './receive-webhook';
export * from './responses';
export * from './settle';
export * from './webhook-token';
