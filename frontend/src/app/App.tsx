import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The app below the router: the browser entry (main.tsx) puts it under BrowserRouter, the build-time
 * prerender (prerender.tsx) under StaticRouter, so hydration meets the very tree the server rendered.
 */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <AppProviders prerendered={prerendered}>
      <AppRoutes />
    </AppProviders>
  );
}
