/** What other features may use of `admin` (import from here, never from its files). */
/** The console's tabs and page frame, for console pages other features own (/admin/reviews, /admin/finance). */
export { AdminNav, AdminPage } from './admin-layout';
