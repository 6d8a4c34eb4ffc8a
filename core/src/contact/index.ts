export * from './messages';
export * from './ports';
export * from './responses';
export * from './schemas';
export * from './send-message';
