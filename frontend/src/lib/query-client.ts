/** The one TanStack Query client of the app; loaded with the first screen that reads server state. */
import { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from './cache-reset';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } },
  });
}

export const queryClient = makeQueryClient();
// Appeals and user lists belong to the session that loaded them (SPEC §4: logout clears them).
onSessionChange(() => queryClient.clear());
