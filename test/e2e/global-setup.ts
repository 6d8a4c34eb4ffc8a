// jest globalSetup of the e2e project: the one app and browser every e2e file shares (./shared-app.ts).
import { startSharedApp } from './shared-app';

export default startSharedApp;
