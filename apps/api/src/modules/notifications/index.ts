/** What other modules may use of notifications. */
export { notify } from './notify';
