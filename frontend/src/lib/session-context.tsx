/** The session state every screen reads (SPEC §3, §4): user, authenticated and initialised flags. */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { resetSessionCaches } from './cache-reset';
import { clearToken, restoreSession, type SessionUser, storeToken, userFromToken } from './session';

export interface Session {
  user: SessionUser | null;
  authenticated: boolean;
  initialised: boolean;
  /** Stores the token and reads its claims; returns the user or null (the token is then dropped). */
  login(token: string): SessionUser | null;
  logout(): void;
  /** A message for the login screen: the API said the account is blocked, or the account was erased. */
  blockedNotice: string | null;
  setBlockedNotice(message: string | null): void;
}

/** Exported so tests can render a screen in a given session state (e.g. not yet initialised). */
export const SessionContext = createContext<Session | null>(null);

/**
 * `prerendered`: the tree adopts HTML rendered at build time, signed-out. The first render must match it,
 * so the stored session is read in an effect as usual, but the session counts as initialised from the
 * start (only the home page is prerendered, and it has no guard): for a visitor nothing then changes, and
 * no context update reaches the parts still waiting for their code, which React would otherwise throw
 * away and render again from scratch.
 */
export function SessionProvider({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  prerendered?: boolean;
}) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [initialised, setInitialised] = useState(prerendered);
  const [blockedNotice, setBlockedNotice] = useState<string | null>(null);

  useEffect(() => {
    setUser(restoreSession());
    setInitialised(true);
  }, []);

  const logout = useCallback(() => {
    clearToken();
    setUser(null);
    // Cached appeals and user lists belong to the old session.
    resetSessionCaches();
  }, []);

  const login = useCallback((token: string) => {
    const next = userFromToken(token);
    if (!next) {
      clearToken();
      setUser(null);
      return null;
    }
    storeToken(token);
    resetSessionCaches();
    setBlockedNotice(null);
    setUser(next);
    return next;
  }, []);

  const value = useMemo<Session>(
    () => ({
      user,
      authenticated: user !== null,
      initialised,
      login,
      logout,
      blockedNotice,
      setBlockedNotice,
    }),
    [user, initialised, login, logout, blockedNotice],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
