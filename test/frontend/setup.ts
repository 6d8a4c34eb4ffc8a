/** jsdom lacks a few browser APIs the SPA uses; Node provides the same ones. */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
// React 19 act() environment flag, so Testing Library's waits see every update.
g.IS_REACT_ACT_ENVIRONMENT = true;
window.scrollTo = () => {};
