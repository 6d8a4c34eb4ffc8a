/** Naming the real driver (indicação do condutor, CTB art. 257 § 7º). See docs/follow-up.md. */
export * from './cnpj';
export * from './eligibility';
export * from './form';
export * from './kind';
export * from './messages';
export * from './ports';
export * from './schemas';
export * from './use-cases';
