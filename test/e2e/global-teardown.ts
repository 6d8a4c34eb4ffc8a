// jest globalTeardown of the e2e project (./shared-app.ts).
import { stopSharedApp } from './shared-app';

export default stopSharedApp;
