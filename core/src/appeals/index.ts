/**
 * The appeal lifecycle: API use cases, the pipeline steps and their ports. See docs/pipelines.md.
 */
export * from './access';
export * from './delivery';
export * from './deps';
export * from './download';
export * from './edits';
export * from './errors';
export * from './facts-review';
export * from './files';
export * from './malware';
export * from './generate';
export * from './holes';
export * from './pipeline';
export * from './pipeline-review';
export * from './preview';
export * from './provisional-code';
export * from './ports';
export * from './queries';
export * from './recovery';
export * from './review-schemas';
export * from './stopped-executions';
export * from './schemas';
export * from './second-instance';
export * from './uploads';
export * from './view';
export * from './workflow-inputs';
export * from './counters';
export * from './idempotency';
export * from './responses';
