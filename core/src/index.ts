export * from './appeal';
export * from './brand';
export * from './errors';
export * from './ports';
export * from './table';
export * from './user';
