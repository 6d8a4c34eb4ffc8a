/**
 * `@recurso/core/my-account`: 'Minha conta' (LGPD Art. 18): the signed-in user sees their data, changes
 * their password, exports everything about them and erases their account. Signing in, sessions and the
 * second factor are `@recurso/core/identity`.
 */
export * from './messages';
export * from './my-account';
export * from './ports';
export * from './responses';
export * from './schemas';
export * from './preferences';
