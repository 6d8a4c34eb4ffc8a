export * from './file-type';
export * from './types';
export * from './layout';
export * from './rejections';
