/** Swahili texts of the catalog's `payouts` section (assembled in ../sw.ts). */
export default {
  notFound: 'Malipo hayajapatikana',
  methodNotFound: 'Njia ya kupokea malipo haijapatikana',
  unknownReference: 'Namba ya kumbukumbu ya malipo haijulikani',
  // Field messages of the earnings contracts (payments/earnings-contracts.ts)
  monthInvalid: 'Chagua mwezi kwa muundo YYYY-MM',
  passwordRequired: 'Weka nenosiri lako la sasa',
  networkInvalid: 'Chagua M-Pesa, Mixx by Yas, Airtel Money au HaloPesa',
  phoneInvalid: 'Weka namba ya simu ya Tanzania, mfano 0712 345 678',
  bankNameInvalid: 'Weka jina la benki',
  accountNameInvalid: 'Weka jina la mwenye akaunti',
  accountNumberInvalid: 'Weka namba ya akaunti: herufi au tarakimu 6 hadi 34',
  kindInvalid: 'Chagua pesa kwa simu au akaunti ya benki',
  codeFormat: 'Weka msimbo wa tarakimu 6',
  currencyInvalid: 'Chagua TZS au USD',
  amountInvalid: 'Weka kiasi kamili bila desimali',
  reasonRequired: 'Eleza sababu, kwa herufi 3 hadi 500',
  // Payout methods
  methodLimit: 'Unaweza kuwa na njia zisizozidi {{count}} za kupokea malipo: ondoa moja kwanza',
  methodDuplicate: 'Njia hii ya kupokea malipo tayari iko kwenye akaunti yako',
  codeWrong: 'Msimbo huo si sahihi: umebakiwa na majaribio {{count}}',
  codeExpired: 'Muda wa msimbo umekwisha: omba mpya',
  codeNoTriesLeft: 'Umekosea msimbo mara nyingi mno: omba mpya',
  methodAlreadyVerified: 'Njia hii ya kupokea malipo imeshathibitishwa',
  methodVerified: 'Njia ya kupokea malipo imethibitishwa',
  methodRemoved: 'Njia ya kupokea malipo imeondolewa',
  methodInUse: 'Njia hii inatumiwa na malipo yanayoendelea: subiri hadi yalipwe au yashindikane',
  resendTooOften: 'Umeomba misimbo mingi mno: jaribu tena baada ya dakika {{minutes}}',
  // Payout requests
  methodUnverified: 'Thibitisha njia hii ya kupokea malipo kwanza: weka msimbo tuliokutumia kwa barua pepe',
  belowMinimum: 'Malipo ya chini kabisa ni {{minimum}}',
  overAvailable: 'Unaweza kuomba hadi {{available}} tu',
  nothingAvailable: 'Bado hakuna kiasi kinachoweza kulipwa kwa {{currency}}',
  alreadyOpen: 'Tayari una malipo yanayoendelea: subiri hadi yalipwe au yashindikane',
  notRequested:
    'Malipo yaliyoombwa tu ndiyo yanaweza kuidhinishwa au kukataliwa (haya yana hali: {{status}})',
  noProvider: 'Hakuna kampuni ya kutuma malipo iliyowekwa kwenye seva hii',
  // Failure reasons kept on a payout (shown to the operator)
  failedByProvider: 'Kampuni ya malipo haikuweza kutuma malipo ({{state}})',
  reversedByProvider: 'Kampuni ya malipo imerudisha malipo ({{state}})',
  // Notifications (the bell) and mails to the operator
  paidTitle: 'Malipo yametumwa',
  paid: 'Malipo yako {{reference}} ya {{amount}} yametumwa kwa {{method}}.',
  failedTitle: 'Malipo yameshindikana',
  failed:
    'Malipo yako {{reference}} ya {{amount}} hayakuweza kutumwa: {{reason}} Kiasi hicho kinapatikana tena.',
  rejectedTitle: 'Malipo hayakuidhinishwa',
  rejected:
    'Malipo yako {{reference}} ya {{amount}} hayakuidhinishwa: {{reason}} Kiasi hicho kinapatikana tena.',
  codeMailSubject: 'Msimbo wa njia yako ya kupokea malipo ya Dala Rides',
  codeMailBody:
    'Weka msimbo huu ili kuthibitisha njia ya kupokea malipo {{method}} kwenye akaunti yako ya Dala Rides: {{code}}\n\nUnafanya kazi kwa dakika 30. Kama hukuongeza njia hii ya kupokea malipo, badilisha nenosiri lako sasa na uwasiliane nasi.',
  paidMailSubject: 'Malipo {{reference}} yametumwa',
  failedMailSubject: 'Malipo {{reference}} yameshindikana',
  // What a payout method is called in texts
  methodMobile: 'namba ya {{network}} inayoishia {{last4}}',
  methodBank: 'akaunti ya {{bank}} inayoishia {{last4}}',
  // Statement CSV columns and movements
  csvDate: 'Tarehe',
  csvMovement: 'Muamala',
  csvAccount: 'Salio',
  csvBooking: 'Uhifadhi',
  csvPayout: 'Malipo',
  csvAmount: 'Kiasi',
  csvCurrency: 'Sarafu',
  movement: {
    payment_received: 'Malipo yamepokelewa (baada ya kamisheni)',
    provider_fee: 'Ada ya kampuni ya malipo',
    refund: 'Marejesho ya pesa',
    earnings_released: 'Yametolewa baada ya safari',
    payout_requested: 'Malipo yameombwa',
    payout_sent: 'Malipo yametumwa',
    payout_reversed: 'Malipo yamerudishwa',
  },
  account: {
    pending: 'Yanayosubiri',
    available: 'Yanayopatikana',
    in_flight: 'Malipo yanayoendelea',
  },
};
