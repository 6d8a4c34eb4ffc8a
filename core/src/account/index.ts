export * from './messages';
export * from './my-account';
export * from './ports';
export * from './schemas';
