/** What other modules may use of `saved` (import from here, never from its files). */
export { watchSavedItems } from './watch';
