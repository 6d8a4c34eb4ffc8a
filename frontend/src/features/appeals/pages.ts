/** The user area's screens (one lazy chunk). */
export { MyAccountPage } from '../my-account/MyAccountPage';
export { SupportPage } from '../support/SupportPage';
export { DashboardPage } from './DashboardPage';
export { FinesPage } from './FinesPage';
export { SuspensionPage } from './SuspensionPage';
