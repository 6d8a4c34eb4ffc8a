import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React adopts prerendered HTML, true right after (and at once when a
 * screen renders in the browser from scratch). A control that is typed into before its handlers exist
 * would lose what was typed, so prerendered controls stay disabled until then.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
