/** `@recurso/core/audit`: the audit trail of staff and admin actions. */
export * from './responses';
export * from './trail';
