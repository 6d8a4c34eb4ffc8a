/** The user area's screens (one lazy chunk). */
export { AccountPage } from '../account/AccountPage';
export { SupportPage } from '../support/SupportPage';
export { DashboardPage } from './DashboardPage';
export { FinesPage } from './FinesPage';
export { SuspensionPage } from './SuspensionPage';
