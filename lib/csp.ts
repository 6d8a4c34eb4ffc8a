/**
 * The Content-Security-Policy of the web app (JWT-5): only our own origin, plus Google's sign-in client when
 * a client id is configured, the uploads bucket for presigned POSTs, and the Asaas checkout as a form
 * target. No inline scripts, no plugins, no framing; the only inline style is the prerendered home page's
 * stylesheet, allowed by its hash (frontend/src/prerender.tsx inlines it).
 */
import { createHash } from 'node:crypto';

/** What Google Identity Services needs (developers.google.com/identity/gsi/web/guides/get-google-api-clientid). */
export const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
} as const;

export interface CspOptions {
  googleSignIn: boolean;
  /** Origin of the presigned-POST endpoint, e.g. `https://bucket.s3.us-east-1.amazonaws.com`. */
  uploadOrigin: string;
  /** Origins of the payment provider's hosted checkout. */
  checkoutOrigins: readonly string[];
  /** Hash sources of the `<style>` elements the built pages carry (`inlineStyleHashes`). */
  styleHashes?: readonly string[];
}

/** The CSP hash source (`'sha256-…'`) of each `<style>` element's content in `html`. */
export const inlineStyleHashes = (html: string): string[] =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] as string, 'utf8')
        .digest('base64')}'`,
  );

export function contentSecurityPolicy(o: CspOptions): string {
  const google = (src: string) => (o.googleSignIn ? [src] : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...google(GOOGLE_SIGN_IN.script)]],
    ['style-src', ["'self'", ...(o.styleHashes ?? []), ...google(GOOGLE_SIGN_IN.style)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", o.uploadOrigin, ...google(GOOGLE_SIGN_IN.connect)]],
    ['frame-src', o.googleSignIn ? [GOOGLE_SIGN_IN.frame] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...o.checkoutOrigins]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}
