/** English texts of the catalog's `auth` section (assembled in ../en.ts). */
export default {
  // Registration, spec §5
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  password2Required: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  companyNameRequired: 'Company name is required for operators',
  phoneRequired: 'Phone number is required for operators',
  operatorTypeRequired: 'Please select an operator type',
  // Registration, ours
  passwordTooLong: 'Password must be at most 256 characters long',
  passwordTooCommon:
    'This password is one of the most commonly used passwords and is easy to guess. Please choose another one.',
  phoneInvalid: 'Please enter a valid phone number (country code and digits)',
  travelAgentComingSoon: 'Travel agent accounts are coming soon',
  emailTaken: 'An account with this email address already exists',
  registrationSuccessful: 'Registration Successful!',
  registrationFailed: 'Registration failed. Please try again.',
  registered: 'Account created. Check your email to verify your address.',
  languageInvalid: 'Choose a supported language',

  // Login and session, spec §4 / §8
  invalidCredentials: 'Invalid email or password',
  loginNoUserData: 'Login failed: No user data received',
  noRefreshToken: 'No refresh token found.',
  signInRequired: 'Please sign in to access this page',
  googleUnavailable: 'Google Sign-In is not available. Please try again.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  // Login and session, ours
  sessionExpired: 'Your session has expired. Please sign in again.',
  authenticationRequired: 'Authentication required',
  csrfRejected: 'This request must be sent by the Dala Rides app (missing X-Requested-With header).',
  loggedOut: 'Signed out.',
  loggedOutEverywhere: 'Signed out on every device.',
  googleAccountNotAllowed: 'This Google account cannot be used to sign in.',
  googleCredentialMissing: 'Missing Google credential',
  tooManyLoginAttempts_one: 'Too many failed sign-in attempts. Please try again in {{count}} minute.',
  tooManyLoginAttempts_other: 'Too many failed sign-in attempts. Please try again in {{count}} minutes.',
  tooManyRequests_one: 'Too many requests. Please try again in {{count}} minute.',
  tooManyRequests_other: 'Too many requests. Please try again in {{count}} minutes.',
  tooManyPasswordAttempts_one: 'Too many wrong passwords. Please try again in {{count}} minute.',
  tooManyPasswordAttempts_other: 'Too many wrong passwords. Please try again in {{count}} minutes.',

  // Email and password, ours
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  tokenRequired: 'The link is missing its token',
  tokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your email address is verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationEmailSent: 'We sent you a new verification email.',
  passwordResetRequested: 'If an account exists for that email, we sent a link to reset the password.',
  passwordResetDone: 'Your password has been reset. Please sign in.',

  // Operator verification (spec §5: required fields; the texts are ours)
  verificationCompanyNameRequired: 'Company name is required',
  verificationPhoneRequired: 'Phone number is required',
  verificationOperatorsOnly: 'Only operator accounts can submit verification documents',
  verificationRequired:
    'Your operator account must be verified before you can use this. Submit your documents on the Verification page.',
  alreadyVerified: 'Your account is already verified',
  fileTooLarge: 'The file is too large: the maximum is 10 MB',
  fileTypeNotAllowed: 'The file must be a PDF, JPEG, PNG or WebP document',
  fileEmpty: 'The file is empty',

  // Roles
  forbidden: "You don't have permission to do this",
  operatorsOnly: 'This is only available to operator accounts',
  tourOperatorsOnly: 'This is only available to tour operators',
  transportersOnly: 'This is only available to transporters',
  adminsOnly: 'This is only available to administrators',

  // Admin review
  rejectionReasonRequired: 'Please give a reason for the rejection',
  operatorNotFound: 'Operator not found',
  documentNotFound: 'Document not found',
  userNotFound: 'User not found',
};
