/** Swahili texts of the catalog's `mail` section (assembled in ../sw.ts). */
export default {
  // Mails, in the recipient's preferred_language. Bodies are plain text; `\n` is a line break.
  hello: 'Habari {{name}},',
  openLink: 'Au fungua kiungo hiki: {{link}}',
  signature: '— Dala Rides',
  hours_one: 'saa {{count}}',
  hours_other: 'saa {{count}}',
  auth: {
    verifySubject: 'Thibitisha barua pepe yako kwa Dala Rides',
    verifyIntro: 'Karibu Dala Rides! Tafadhali thibitisha kwamba hii ni barua pepe yako.',
    verifyButton: 'Thibitisha barua pepe',
    verifyFooter:
      'Kiungo kinafanya kazi mara moja tu na muda wake unaisha baada ya {{hours}}. Kama hukufungua akaunti, puuza barua pepe hii.',
    resetSubject: 'Weka nenosiri jipya la Dala Rides',
    resetIntro:
      'Mtu fulani (tunatumaini ni wewe) ameomba kuweka nenosiri jipya la akaunti yako ya Dala Rides.',
    resetButton: 'Weka nenosiri jipya',
    resetFooter:
      'Kiungo kinafanya kazi mara moja tu na muda wake unaisha baada ya {{hours}}. Kama hukuomba hili, puuza barua pepe hii: nenosiri lako linabaki kama lilivyo.',
  },
  booking: {
    // The booking summary every booking mail ends with
    safari: 'Safari: {{title}} ({{location}})',
    dates: 'Tarehe: {{start}} hadi {{end}}',
    travelers: 'Wasafiri: {{travelers}}',
    adults_one: 'mtu mzima {{count}}',
    adults_other: 'watu wazima {{count}}',
    children_one: 'mtoto {{count}}',
    children_other: 'watoto {{count}}',
    infants_one: 'mtoto mchanga {{count}}',
    infants_other: 'watoto wachanga {{count}}',
    leadTraveler: 'Msafiri mkuu: {{name}}, {{email}}, {{phone}}',
    total: 'Jumla: {{total}}; imelipwa: {{paid}}{{refunded}}{{balance}}',
    refunded: '; imerejeshwa: {{amount}}',
    balance: '; salio {{amount}} (mwisho wa kulipa: {{due}})',
    beforeDeparture: 'kabla ya kuondoka',
    refund: 'Marejesho ya pesa: {{amount}} (yanachukua siku 5-10 za kazi).',
    noRefund: 'Marejesho ya pesa: hakuna, kwa mujibu wa sera ya kughairi.',
    confirmedSubject: 'Uhifadhi umethibitishwa: {{safari}} ({{reference}})',
    confirmedText:
      'Uhifadhi wako {{reference}} umethibitishwa.\n\n{{summary}}\n\nUangalie wakati wowote: {{link}}\n\nDala Rides',
    newBookingSubject: 'Uhifadhi mpya {{reference}}: {{safari}} tarehe {{date}}',
    newBookingText:
      'Una uhifadhi mpya uliothibitishwa.\n\n{{summary}}\n\nSimamia uhifadhi wako: {{link}}\n\nDala Rides',
    balanceReceivedSubject: 'Malipo yamepokelewa kwa {{reference}}',
    balanceReceivedText:
      'Asante: malipo yako ya salio kwa {{reference}} yamepokelewa.\n\n{{summary}}\n\n{{link}}\n\nDala Rides',
    balancePaidSubject: 'Salio limelipwa kwa {{reference}}',
    balancePaidText: 'Salio la uhifadhi {{reference}} limelipwa.\n\n{{summary}}\n\nDala Rides',
    refundedSubject: 'Malipo yamerejeshwa kwa {{reference}}',
    refundedText: '{{reason}}\n{{refund}}\n\n{{summary}}\n\n{{link}}\n\nDala Rides',
    refundedReason: 'Malipo ya uhifadhi {{reference}} yanarejeshwa.',
    cancelledSubject: 'Uhifadhi umeghairiwa: {{reference}}',
    cancelledText: 'Uhifadhi wako {{reference}} umeghairiwa.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
    travelerCancelledSubject: 'Uhifadhi {{reference}} umeghairiwa na msafiri',
    travelerCancelledText:
      '{{name}} ameghairi uhifadhi {{reference}}; viti viko wazi tena.\n\n{{summary}}\n\nDala Rides',
    cancelledByOperatorSubject: 'Uhifadhi wako {{reference}} umeghairiwa na mtoa huduma',
    cancelledByOperatorText:
      '{{company}} imeghairi uhifadhi wako {{reference}}.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
    cancelledByOperatorWithReasonText:
      '{{company}} imeghairi uhifadhi wako {{reference}}: {{reason}}.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
    operatorCancelledSubject: 'Umeghairi uhifadhi {{reference}}',
    operatorCancelledText:
      'Uhifadhi {{reference}} umeghairiwa na msafiri anarejeshewa pesa zake zote.\n\n{{summary}}\n\nDala Rides',
    operatorCancelledWithReasonText:
      'Uhifadhi {{reference}} umeghairiwa na msafiri anarejeshewa pesa zake zote.\nSababu uliyotoa: {{reason}}\n\n{{summary}}\n\nDala Rides',
  },
  newsletter: {
    welcomeSubject: 'Karibu kwenye jarida la Dala Rides',
    welcomeText:
      'Karibu! Sasa umejiunga na jarida la Dala Rides.\n\nMara moja au mbili kwa mwezi tunatuma hadithi za safari, ushauri wa misimu ya Tanzania na ofa kutoka kwa watoa huduma\nwa ndani waliothibitishwa. Hakuna kingine, na hatumpi mtu yeyote anwani yako.\n\nKama hukujisajili, jibu barua pepe hii au andika kwa {{supportEmail}} nasi tutakuondoa.',
  },
  contact: {
    // To the support inbox (English, the default language)
    subject: '[Mawasiliano] {{subject}} — {{name}}',
    text: 'Ujumbe mpya kutoka kwenye fomu ya mawasiliano (namba ya kumbukumbu {{reference}}).\n\nJina: {{name}}\nBarua pepe: {{email}}\nMada: {{subject}}\n\n{{message}}\n\nJibu barua pepe hii ili kumjibu mtumaji moja kwa moja.',
  },
};
