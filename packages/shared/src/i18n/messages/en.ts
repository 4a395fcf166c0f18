/**
 * English texts of the API's user-facing messages (error details, field messages, emails,
 * notifications), keyed `domain.key`. The web loads the same file as its `messages` namespace, so a
 * field message reads the same whichever side found the problem.
 *
 * i18next format: `{{name}}` interpolation, plurals as `key_one` / `key_other` chosen by `count`.
 * Numbers that mirror a limit in code are written out (this file is a plain resource that a
 * translator copies to `sw.ts`); the catalog tests check they still match the constants.
 */
const en = {
  auth: {
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
  },
  safaris: {
    notEnoughSeats: 'Not enough seats left',
    dateUnavailable: 'This date is not available for this safari',
    holdExpired: 'Your seat hold has expired. Please start the booking again.',
    emptyCatalog: 'No safaris available at the moment!',
    unverifiedPublish:
      'Your operator account must be verified before you can publish safaris. Submit your documents on the verification page.',
    notTourOperator: 'Only tour operators can manage safari packages',
    safariNotFound: 'Safari not found',
    notAvailable: 'This safari is not available',
    noSuchImage: 'No such image',
    imageNotFound: 'Image not found',
    imageTooLarge: 'Images must be at most 8 MB',
    imageTypeNotAllowed: 'Upload a JPEG, PNG or WebP image',
    imageDamaged: 'This image file is damaged or not really an image',
    imageTooSmall: 'Images must be at least 400 × 250 pixels',
    imageRequired: 'Choose an image to upload',
    tooManyImages: 'A safari has at most {{max}} images',
    imageOrderIncomplete: 'Send every image of this safari exactly once',
    coverNotOwnImage: 'The cover must be one of this safari’s images',
    publishedNeedsImage: 'A published safari needs at least one image',
    unknownDestination: 'Unknown destination: {{destinations}}',
    newSafariIsDraft: 'A new safari starts as a draft',
    kindLocked: 'This safari has bookings: it cannot switch between private and group',
    cannotPublishYet: 'This safari cannot be published yet: {{reason}}',
    dateInPast: 'Choose a date in the future',
    dateTooFarAhead: 'This date is too far ahead',
    dateTooFarAheadToBook: 'This date is too far ahead to book',
    dateRequired: 'Choose a date',
    noticeRequired: "This safari needs {{days}} days' notice: the first date is {{date}}",
    privateHasNoDepartures: 'Private safaris have no departures: travelers pick any open date',
    departureExists: 'There is already a departure on this date',
    departureNotFound: 'Departure not found',
    departureRequired: 'Choose a departure',
    unknownDeparture: 'Unknown departure',
    departureLeft: 'This departure has already left',
    seatsTaken: '{{taken}} seats are already booked or held on this departure',
    capacityBelowTaken: 'Capacity cannot be below the {{taken}} seats already booked or held',
    departureDateLocked: 'This departure has bookings: its date cannot change',
    departureHasBookings: 'This departure has bookings: cancel them before removing it',
    groupCannotBlockDates:
      'Group safaris run on their departures: remove a departure instead of blocking a date',
    dateHasBookingCancelFirst: 'There is a booking on {{date}}: cancel it before blocking the date',
    dateHasBooking: 'There is a booking on {{date}}',
    tooManyTravelers: 'This safari takes at most {{max}} travelers per booking',
    availabilityTooLong: 'Ask for at most {{max}} days at a time',
    // What a package still lacks before it can be published (safaris/publishing.ts)
    publishTitle: 'Give the safari a title of at least 10 characters',
    publishSummary: 'Write a summary of at least 30 characters',
    publishDescription: 'Write a description of at least 80 characters',
    publishDestinations: 'Choose at least one destination',
    publishItinerary:
      'Describe every day of the itinerary ({{itineraryDays}} of {{durationDays}} days so far)',
    publishInclusions: 'List at least one thing the price includes',
    publishPrice: 'Set a price per adult',
    publishImages: 'Upload at least one image',
    publishCover: 'Choose a cover image',
    publishDepartures: 'Add at least one upcoming departure',
  },
  newsletter: {
    subscribed: "You're subscribed! Look out for safari stories and travel tips in your inbox.",
    already_subscribed: "You're already on the list — thanks for travelling with us!",
    emailTooLong: 'Email is too long',
    tooManySignups: 'Too many sign-ups from your connection. Please try again later.',
  },
  contact: {
    nameRequired: 'Full name is required',
    nameTooLong: 'Name must be at most 120 characters',
    subjectRequired: 'Please choose a subject',
    messageRequired: 'Message is required',
    messageTooLong: 'Message must be at most 5000 characters',
    tooManyMessages:
      'You have sent several messages in a short time. Please wait a while before sending another.',
  },
  bookings: {
    notFound: 'Booking not found',
    ownSafari: 'You cannot book your own safari',
    changedMeanwhile: 'This booking changed in the meantime: reload it and try again',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
    transitionNotAllowed: 'A {{from}} booking cannot become {{to}}',
    // Booking statuses as words inside other texts (values of {{status}}, {{from}}, {{to}})
    statusName: {
      pending_payment: 'pending payment',
      confirmed: 'confirmed',
      cancelled: 'cancelled',
      expired: 'expired',
      completed: 'completed',
    },
  },
  payments: {
    depositFirst: 'Pay the deposit first',
    payFullAmount: 'This departure is inside the balance window: pay the full amount',
    payBalance: 'The deposit is paid: pay the balance',
    paidInFull: 'This booking is paid in full',
    cannotPayStatus: 'A {{status}} booking cannot be paid',
    mobileNumberRequired: 'Enter the mobile money number with its country code',
    unknownReference: 'Unknown payment reference',
    amountMismatch: 'The amount does not match the payment',
    unknownPayment: 'Unknown payment',
    alreadyFinal: 'This payment is already {{status}}',
    couldNotComplete: 'The payment could not be completed. Please try again.',
    webhookSignatureMissing: 'Missing webhook signature',
    webhookSignatureMalformed: 'Malformed webhook signature',
    webhookSignatureTooOld: 'Webhook signature timestamp is too old',
    webhookSignatureInvalid: 'Invalid webhook signature',
    webhookBodyMalformed: 'Malformed webhook body',
  },
  common: {
    // Fixed texts of the error handler (apps/api/src/lib/error-handler.ts)
    invalidInput: 'Invalid input',
    invalidValue: 'Invalid value',
    notFound: 'Not found',
    noApiRoute: 'No API route matches this path',
    methodNotAllowed: 'Method {{method}} is not allowed here; use {{allowed}}',
    badRequest: 'Bad request',
    unsupportedJson: 'Unsupported content type: send JSON (application/json)',
    contentLengthMismatch: 'The request body does not match its Content-Length',
    bodyTooLarge: 'The request body is too large',
    emptyJsonBody: 'The JSON body is empty',
    malformedJson: 'Malformed JSON in the request body',
    malformedUrl: 'Malformed URL',
    malformedRequest: 'Malformed request',
    uploadTooLarge: 'The uploaded file is too large',
    tooManyFiles: 'Too many files',
    tooManyParts: 'Too many form parts',
    sendMultipart: 'Send the form as multipart/form-data',
    malformedMultipart: 'The form data is malformed or incomplete',
    requestTimeout: 'The request took too long to arrive',
    urlTooLong: 'The address is too long',
    unsupportedContentType: 'Unsupported content type',
    headersTooLarge: 'The request headers are too large',
    internal: 'Something went wrong on our side. Please try again.',
    // Input building blocks (packages/shared/src/input.ts)
    unsafeCharacters: 'Contains characters that are not allowed',
    atMost100Characters: 'Must be at most 100 characters',
    atMost200Characters: 'Must be at most 200 characters',
    fileNotFound: 'File not found',
  },
  mail: {
    // Mails, in the recipient's preferred_language. Bodies are plain text; `\n` is a line break.
    hello: 'Hello {{name}},',
    openLink: 'Or open this link: {{link}}',
    signature: '— Dala Rides',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    auth: {
      verifySubject: 'Verify your email address for Dala Rides',
      verifyIntro: 'Welcome to Dala Rides! Please confirm that this is your email address.',
      verifyButton: 'Verify Email',
      verifyFooter:
        'The link works once and expires in {{hours}}. If you did not create an account, ignore this email.',
      resetSubject: 'Reset your Dala Rides password',
      resetIntro: 'Someone (hopefully you) asked to reset the password of your Dala Rides account.',
      resetButton: 'Reset Password',
      resetFooter:
        'The link works once and expires in {{hours}}. If you did not ask for this, ignore this email: your password stays as it is.',
    },
    booking: {
      // The booking summary every booking mail ends with
      safari: 'Safari: {{title}} ({{location}})',
      dates: 'Dates: {{start}} to {{end}}',
      travelers: 'Travelers: {{travelers}}',
      adults: '{{count}} adult(s)',
      children: '{{count}} child(ren)',
      infants: '{{count}} infant(s)',
      leadTraveler: 'Lead traveler: {{name}}, {{email}}, {{phone}}',
      total: 'Total: {{total}}; paid: {{paid}}{{refunded}}{{balance}}',
      refunded: '; refunded: {{amount}}',
      balance: '; balance {{amount}} due {{due}}',
      beforeDeparture: 'before departure',
      refund: 'Refund: {{amount}} (processing takes 5-10 business days).',
      noRefund: 'Refund: none under the cancellation policy.',
      confirmedSubject: 'Booking confirmed: {{safari}} ({{reference}})',
      confirmedText:
        'Your booking {{reference}} is confirmed.\n\n{{summary}}\n\nSee it any time: {{link}}\n\nDala Rides',
      newBookingSubject: 'New booking {{reference}}: {{safari}} on {{date}}',
      newBookingText:
        'You have a new confirmed booking.\n\n{{summary}}\n\nManage your bookings: {{link}}\n\nDala Rides',
      balanceReceivedSubject: 'Payment received for {{reference}}',
      balanceReceivedText:
        'Thank you: your balance payment for {{reference}} was received.\n\n{{summary}}\n\n{{link}}\n\nDala Rides',
      balancePaidSubject: 'Balance paid for {{reference}}',
      balancePaidText: 'The balance of booking {{reference}} has been paid.\n\n{{summary}}\n\nDala Rides',
      refundedSubject: 'Payment refunded for {{reference}}',
      refundedText: '{{reason}}\n{{refund}}\n\n{{summary}}\n\n{{link}}\n\nDala Rides',
      refundedReason: 'A payment for booking {{reference}} is being refunded.',
      cancelledSubject: 'Booking cancelled: {{reference}}',
      cancelledText: 'Your booking {{reference}} is cancelled.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
      travelerCancelledSubject: 'Booking {{reference}} was cancelled by the traveler',
      travelerCancelledText:
        '{{name}} cancelled booking {{reference}}; the seats are free again.\n\n{{summary}}\n\nDala Rides',
      cancelledByOperatorSubject: 'Your booking {{reference}} was cancelled by the operator',
      cancelledByOperatorText:
        '{{company}} cancelled your booking {{reference}}.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
      cancelledByOperatorWithReasonText:
        '{{company}} cancelled your booking {{reference}}: {{reason}}.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
      operatorCancelledSubject: 'You cancelled booking {{reference}}',
      operatorCancelledText:
        'Booking {{reference}} is cancelled and the traveler is refunded in full.\n\n{{summary}}\n\nDala Rides',
      operatorCancelledWithReasonText:
        'Booking {{reference}} is cancelled and the traveler is refunded in full.\nReason given: {{reason}}\n\n{{summary}}\n\nDala Rides',
    },
    newsletter: {
      welcomeSubject: 'Welcome to the Dala Rides newsletter',
      welcomeText:
        'Karibu! You are now subscribed to the Dala Rides newsletter.\n\nOnce or twice a month we send safari stories, seasonal tips for Tanzania and offers from verified\nlocal operators. Nothing else, and never your address to anyone.\n\nIf you did not sign up, reply to this email or write to {{supportEmail}} and we will remove you.',
    },
    contact: {
      // To the support inbox (English, the default language)
      subject: '[Contact] {{subject}} — {{name}}',
      text: 'New message from the contact form (reference {{reference}}).\n\nName: {{name}}\nEmail: {{email}}\nSubject: {{subject}}\n\n{{message}}\n\nReply to this email to answer the sender directly.',
    },
  },
  notifications: {
    // In-app notifications (notify(), the bell): title and message of each, in the recipient's language
    welcomeTitle: 'Welcome to Dala Rides!',
    welcomeOperator:
      'Your operator account is ready. Verify your email, then submit your business documents so we can verify your company.',
    welcomeTraveler:
      'Your account is ready. Verify your email and start exploring safaris and trips across Tanzania.',
    welcomeGoogle: 'Your account is ready. Start exploring safaris and trips across Tanzania.',
    passwordChangedTitle: 'Password changed',
    passwordChanged:
      'Your password was changed and your other devices were signed out. If this was not you, reset your password now.',
    verificationSubmittedTitle: 'Verification submitted',
    verificationSubmitted:
      'We received your verification for {{company}}. We will review it and let you know.',
    verificationToReviewTitle: 'Operator verification to review',
    verificationToReview: '{{company}} submitted verification documents.',
    verificationApprovedTitle: 'Verification approved',
    verificationApproved: '{{company}} is now verified. You have full access to your operator tools.',
    verificationRejectedTitle: 'Verification not approved',
    verificationRejected:
      'We could not verify {{company}}: {{reason}} Please update your documents and submit again.',
    bookingConfirmedTitle: 'Booking confirmed',
    bookingConfirmed: 'Your {{safari}} booking {{reference}} is confirmed for {{date}}.',
    newBookingTitle: 'New booking',
    newBooking: '{{name}} booked {{safari}} for {{date}} ({{seats}} seat(s)), reference {{reference}}.',
    paymentReceivedTitle: 'Payment received',
    paymentReceived: 'We received your balance payment for booking {{reference}}.',
    balancePaidTitle: 'Balance paid',
    balancePaid: 'The balance of booking {{reference}} has been paid.',
    paymentDeclinedTitle: 'Payment declined',
    paymentDeclined:
      'Your payment for booking {{reference}} was declined. You can try again while your seats are held.',
    paymentRefundedTitle: 'Payment refunded',
    refundHoldExpired:
      'Your seat hold for booking {{reference}} had expired and the seats were taken, so your payment is being refunded in full.',
    refundAmountMismatch:
      'A payment for booking {{reference}} did not match the amount due, so it is being refunded in full.',
    refundDuplicate:
      'Booking {{reference}} was already paid by another payment, so this duplicate payment is being refunded in full.',
    refundInactive:
      'Booking {{reference}} is {{status}}, so the payment that just arrived is being refunded in full.',
    bookingCancelledTitle: 'Booking cancelled',
    // {{refund}}: refundOnItsWay (with its leading space) or nothing
    cancelledByOperator: '{{company}} cancelled your booking {{reference}}.{{refund}}',
    cancelledByOperatorWithReason: '{{company}} cancelled your booking {{reference}}: {{reason}}.{{refund}}',
    cancelledByTraveler: 'Your booking {{reference}} is cancelled.{{refund}}',
    refundOnItsWay: ' A refund of {{amount}} is on its way.',
    operatorCancelled: 'You cancelled booking {{reference}}; the traveler is refunded in full.',
    travelerCancelled: '{{name}} cancelled booking {{reference}} ({{safari}}, {{date}}).',
    // Answers of the notification routes
    notFound: 'Notification not found',
    markedRead: 'Notification marked as read',
    allMarkedRead: 'All notifications marked as read',
    deleted: 'Notification deleted',
  },
};

export default en;
