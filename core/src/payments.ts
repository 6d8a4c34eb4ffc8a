/** `@recurso/core/payments`: the payments area's use cases and ports (core/src/payments/). */
export * from './payments/index';
