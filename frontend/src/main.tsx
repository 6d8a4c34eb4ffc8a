import './styles/font-fallback.css';
import './styles/fonts.css';
import './styles/global.css';
import './styles/screens.css';
import { StrictMode } from 'react';
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
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
