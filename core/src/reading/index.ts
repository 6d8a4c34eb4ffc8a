/**
 * The geometric reader: a layout's cells, labels wrapped over lines joined, and each label's value
 * candidates by position (in its cell, to its right on the row band, below in its column). See
 * docs/facts.md "How a notice is read".
 */
export * from './cells';
export * from './label-phrases';
export * from './labels';
export * from './ocr-labels';
export * from './pairs';
export * from './wrap';
