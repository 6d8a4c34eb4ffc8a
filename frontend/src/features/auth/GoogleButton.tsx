/**
 * Google sign-in (SPEC §2): rendered only when a client id is configured; the identity script is the one
 * external request the app makes besides the checkout redirect. Button: 'signin_with', outline, rectangular;
 * the one-tap prompt too.
 */
import { useEffect, useRef } from 'react';
import { env } from '../../lib/env';

interface GoogleId {
  initialize(opts: { client_id: string; callback(r: { credential?: string }): void }): void;
  renderButton(el: HTMLElement, opts: Record<string, string | number>): void;
  prompt(): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

function loadScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT_SRC;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('gsi'));
    document.head.appendChild(s);
  });
}

export function GoogleButton({ onCredential, onError }: { onCredential(c: string): void; onError(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Build-time constant: the effect runs once.
  const handlers = useRef({ onCredential, onError });
  handlers.current = { onCredential, onError };

  useEffect(() => {
    const clientId = env.googleClientId;
    if (!clientId) return;
    let cancelled = false;
    loadScript()
      .then(() => {
        const id = window.google?.accounts.id;
        if (cancelled || !id || !ref.current) return;
        id.initialize({
          client_id: clientId,
          callback: (r) =>
            r.credential ? handlers.current.onCredential(r.credential) : handlers.current.onError(),
        });
        id.renderButton(ref.current, {
          text: 'signin_with',
          theme: 'outline',
          shape: 'rectangular',
          size: 'large',
          width: 320,
        });
        id.prompt();
      })
      .catch(() => handlers.current.onError());
    return () => {
      cancelled = true;
    };
  }, []);

  if (!env.googleClientId) return null;
  return <div ref={ref} className="google-btn" />;
}

export const googleEnabled = (): boolean => Boolean(env.googleClientId);
