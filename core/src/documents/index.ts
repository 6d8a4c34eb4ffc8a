export * from './file-type';
export * from './types';
