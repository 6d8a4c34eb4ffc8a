export * from './messages';
export * from './ports';
export * from './schemas';
export * from './send-message';
