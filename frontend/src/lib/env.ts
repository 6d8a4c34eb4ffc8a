/**
 * Build-time configuration, injected by vite.config.ts `define` (a plain global keeps this file loadable
 * under jest, where `import.meta` does not exist). Without a Google client id the Google button is hidden.
 */
declare const __GOOGLE_CLIENT_ID__: string | undefined;

export const env = {
  googleClientId: (typeof __GOOGLE_CLIENT_ID__ === 'string' && __GOOGLE_CLIENT_ID__.trim()) || undefined,
};
