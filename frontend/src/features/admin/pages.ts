/** The admin area (its own lazy chunk). */
export { AdminDashboardPage } from './AdminDashboardPage';
export { AdminMessagesPage } from './AdminMessagesPage';
export { AdminUsersPage } from './AdminUsersPage';
