import './styles/font-fallback.css';
import './styles/fonts.css';
import './styles/global.css';
import './styles/screens.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { isPrerenderedFor } from './app/prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');
// index.html carries the home page rendered at build time: adopt it rather than paint it again.
const prerendered = isPrerenderedFor(root, window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App prerendered={prerendered} />
    </BrowserRouter>
  </StrictMode>
);
// As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is adopted (the work comes after the first paint).
if (prerendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
