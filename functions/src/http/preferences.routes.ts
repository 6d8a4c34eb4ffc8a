/**
 * 'Minha conta' preferences (operations: ./preferences.ts), served by the me area: deadline reminders
 * on or off (issue 15). Part of the one route table, functions/src/routes.ts.
 */
export const PREFERENCES_ROUTES = [
  {
    method: 'GET',
    path: '/me/preferences',
    area: 'me',
    operation: 'getPreferences',
    policy: 'user',
    summary: 'My preferences: deadline reminders by e-mail on or off',
  },
  {
    method: 'POST',
    path: '/me/preferences',
    area: 'me',
    operation: 'updatePreferences',
    policy: 'user',
    summary: 'Turn deadline reminders by e-mail on or off',
  },
] as const;
