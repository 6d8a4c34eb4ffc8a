export * from './login';
export * from './messages';
export * from './password-reset';
export * from './policy';
export * from './ports';
export * from './register';
export * from './session';
export * from './user-admin';
