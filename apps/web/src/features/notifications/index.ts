/** The notifications feature's public entry: what other features and app/ may use of it (lint rule). */
export { NotificationBell } from './notification-bell';
