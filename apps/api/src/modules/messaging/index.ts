/** What other modules may use of `messaging` (import from here, never from its files). */
export { unreadTotal } from './messaging.service';
