/** English texts of the catalog's `admin` section: the admin console (assembled in ../en.ts). */
export default {
  documentsMissing:
    'An operator can be approved only with a business licence and an identification document on file',
  operatorDisabled: 'This operator account is disabled: enable it before approving it',
  userNotFound: 'User not found',
  cannotDisableSelf: 'You cannot disable your own account',
  alreadyDisabled: 'This account is already disabled',
  notDisabled: 'This account is not disabled',
  disableReasonRequired: 'Give the reason for disabling this account',
  reasonTooLong: 'Keep the reason under 500 characters',
  searchTooLong: 'Search with at most 100 characters',
  auditActionInvalid: 'Unknown action',
  auditActorInvalid: 'Unknown administrator',
  /** Sign-in, token refresh and every request of a disabled account. */
  accountDisabled:
    'This account has been disabled. If you think this is a mistake, please contact Dala Rides support.',
  mail: {
    approvedSubject: 'Your Dala Rides operator account is verified',
    approvedText:
      'Hello {{name}},\n\nGood news: {{company}} is now verified on Dala Rides. Every operator tool is open to you, and travelers can book what you publish.\n\nSign in to get started: {{link}}\n\nThe Dala Rides team',
    rejectedSubject: 'Your Dala Rides verification needs another look',
    rejectedText:
      'Hello {{name}},\n\nWe could not approve the verification of {{company}} yet. The reviewer wrote:\n\n{{reason}}\n\nCorrect what is needed and submit again: {{link}}\n\nThe Dala Rides team',
  },
};
