export * from './file-type';
export * from './types';
export * from './layout';
export * from './boxes';
export * from './layout-build';
export * from './image-size';
export * from './rejections';
export * from './transform';
