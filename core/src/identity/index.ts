/**
 * `@recurso/core/identity`: the product's accounts and how their owners prove who they are: register
 * (password or Google), login and sessions, password reset, the staff second factor (TOTP and recovery
 * codes), the password policy and rate limits, and the staff/admin operations on users. Schemas and
 * messages of the auth and users APIs. The signed-in user's own data is `@recurso/core/my-account`.
 */
export * from './login';
export * from './messages';
export * from './password-reset';
export * from './policy';
export * from './ports';
export * from './register';
export * from './responses';
export * from './schemas';
export * from './second-factor';
export * from './second-factor-codes';
export * from './session';
export * from './totp';
export * from './user-admin';
export * from './user-admin-schemas';
