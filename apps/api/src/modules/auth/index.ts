/** What other modules use of the auth module: the password rules of a password change. */
export { assertNotCommonPassword, checkCurrentPassword } from './auth.service';
