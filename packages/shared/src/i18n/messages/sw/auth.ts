/** Swahili texts of the catalog's `auth` section (assembled in ../sw.ts). */
export default {
  // Registration, spec §5
  firstNameRequired: 'Jina la kwanza linahitajika',
  lastNameRequired: 'Jina la ukoo linahitajika',
  emailRequired: 'Barua pepe inahitajika',
  emailInvalid: 'Tafadhali weka barua pepe sahihi',
  passwordRequired: 'Nenosiri linahitajika',
  passwordTooShort: 'Nenosiri lazima liwe na angalau herufi 8',
  password2Required: 'Tafadhali thibitisha nenosiri lako',
  passwordsDoNotMatch: 'Manenosiri hayalingani',
  companyNameRequired: 'Jina la kampuni linahitajika kwa watoa huduma',
  phoneRequired: 'Namba ya simu inahitajika kwa watoa huduma',
  operatorTypeRequired: 'Tafadhali chagua aina ya mtoa huduma',
  // Registration, ours
  passwordTooLong: 'Nenosiri lisizidi herufi 256',
  passwordTooCommon:
    'Nenosiri hili ni mojawapo ya yanayotumika sana na ni rahisi kukisiwa. Tafadhali chagua jingine.',
  phoneInvalid: 'Tafadhali weka namba ya simu sahihi (msimbo wa nchi na tarakimu)',
  travelAgentComingSoon: 'Akaunti za mawakala wa safari zinakuja karibuni',
  emailTaken: 'Tayari kuna akaunti yenye barua pepe hii',
  registrationSuccessful: 'Usajili umefanikiwa!',
  registrationFailed: 'Usajili umeshindikana. Tafadhali jaribu tena.',
  registered: 'Akaunti imefunguliwa. Angalia barua pepe yako ili kuthibitisha anwani yako.',
  languageInvalid: 'Chagua lugha inayotumika hapa',

  // Login and session, spec §4 / §8
  invalidCredentials: 'Barua pepe au nenosiri si sahihi',
  loginNoUserData: 'Kuingia kumeshindikana: hakuna taarifa za mtumiaji zilizopokelewa',
  noRefreshToken: 'Tokeni ya kuhuisha kipindi cha kuingia haijapatikana.',
  signInRequired: 'Tafadhali ingia ili kufungua ukurasa huu',
  googleUnavailable: 'Kuingia kwa Google hakupatikani kwa sasa. Tafadhali jaribu tena.',
  useAuthOutsideProvider: 'useAuth lazima itumike ndani ya AuthProvider',
  // Login and session, ours
  sessionExpired: 'Muda wa kipindi chako cha kuingia umekwisha. Tafadhali ingia tena.',
  authenticationRequired: 'Unahitaji kuingia',
  csrfRejected: 'Ombi hili lazima litumwe na programu ya Dala Rides (kichwa X-Requested-With hakipo).',
  loggedOut: 'Umetoka.',
  loggedOutEverywhere: 'Umetoka kwenye vifaa vyote.',
  googleAccountNotAllowed: 'Akaunti hii ya Google haiwezi kutumika kuingia.',
  googleCredentialMissing: 'Uthibitisho wa Google haupo',
  tooManyLoginAttempts_one:
    'Majaribio mengi ya kuingia yameshindikana. Tafadhali jaribu tena baada ya dakika {{count}}.',
  tooManyLoginAttempts_other:
    'Majaribio mengi ya kuingia yameshindikana. Tafadhali jaribu tena baada ya dakika {{count}}.',
  tooManyRequests_one: 'Maombi ni mengi mno. Tafadhali jaribu tena baada ya dakika {{count}}.',
  tooManyRequests_other: 'Maombi ni mengi mno. Tafadhali jaribu tena baada ya dakika {{count}}.',
  tooManyPasswordAttempts_one:
    'Umekosea nenosiri mara nyingi mno. Tafadhali jaribu tena baada ya dakika {{count}}.',
  tooManyPasswordAttempts_other:
    'Umekosea nenosiri mara nyingi mno. Tafadhali jaribu tena baada ya dakika {{count}}.',

  // Email and password, ours
  currentPasswordRequired: 'Nenosiri la sasa linahitajika',
  currentPasswordIncorrect: 'Nenosiri la sasa si sahihi',
  passwordChanged: 'Nenosiri limebadilishwa. Vifaa vingine vimetolewa nje.',
  tokenRequired: 'Kiungo hiki hakina tokeni yake',
  tokenInvalid: 'Kiungo hiki si sahihi au muda wake umekwisha. Tafadhali omba kipya.',
  emailVerified: 'Barua pepe yako imethibitishwa.',
  emailAlreadyVerified: 'Barua pepe yako ilishathibitishwa.',
  verificationEmailSent: 'Tumekutumia barua pepe mpya ya uthibitisho.',
  passwordResetRequested:
    'Kama kuna akaunti yenye barua pepe hiyo, tumetuma kiungo cha kuweka nenosiri jipya.',
  passwordResetDone: 'Nenosiri lako limewekwa upya. Tafadhali ingia.',

  // Operator verification (spec §5: required fields; the texts are ours)
  verificationCompanyNameRequired: 'Jina la kampuni linahitajika',
  verificationPhoneRequired: 'Namba ya simu inahitajika',
  verificationOperatorsOnly: 'Ni akaunti za watoa huduma tu zinazoweza kuwasilisha hati za uthibitisho',
  verificationRequired:
    'Akaunti yako ya mtoa huduma lazima ithibitishwe kabla ya kutumia huduma hii. Wasilisha hati zako kwenye ukurasa wa Uthibitisho.',
  alreadyVerified: 'Akaunti yako imeshathibitishwa',
  fileTooLarge: 'Faili ni kubwa mno: kiwango cha juu ni 10 MB',
  fileTypeNotAllowed: 'Faili lazima liwe hati ya PDF, JPEG, PNG au WebP',
  fileEmpty: 'Faili ni tupu',

  // Roles
  forbidden: 'Huna ruhusa ya kufanya hivi',
  operatorsOnly: 'Hii inapatikana kwa akaunti za watoa huduma tu',
  tourOperatorsOnly: 'Hii inapatikana kwa kampuni za utalii tu',
  transportersOnly: 'Hii inapatikana kwa wasafirishaji tu',
  adminsOnly: 'Hii inapatikana kwa wasimamizi tu',

  // Admin review
  rejectionReasonRequired: 'Tafadhali toa sababu ya kukataa',
  operatorNotFound: 'Mtoa huduma hajapatikana',
  documentNotFound: 'Hati haijapatikana',
  userNotFound: 'Mtumiaji hajapatikana',
};
