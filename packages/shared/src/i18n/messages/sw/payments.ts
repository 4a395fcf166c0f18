/** Swahili texts of the catalog's `payments` section (assembled in ../sw.ts). */
export default {
  depositFirst: 'Lipa malipo ya awali kwanza',
  payFullAmount: 'Tarehe hii ya kuondoka iko ndani ya kipindi cha salio: lipa kiasi chote',
  payBalance: 'Malipo ya awali yamelipwa: lipa salio',
  paidInFull: 'Uhifadhi huu umelipwa wote',
  cannotPayStatus: 'Uhifadhi wenye hali "{{status}}" hauwezi kulipiwa',
  mobileNumberRequired: 'Weka namba ya pesa kwa simu pamoja na msimbo wa nchi',
  mobileNumberInvalid: 'Weka namba ya simu ya Tanzania, mfano 0712 345 678',
  unknownChannel: 'Chagua M-Pesa, Mixx by Yas, Airtel Money, HaloPesa au kadi',
  channelUnavailable: 'Njia hii ya kulipa haipatikani kwa sasa: chagua nyingine',
  belowMinimum: 'Malipo ya pesa kwa simu yanaanzia TSh 1,000: lipa kwa kadi',
  providerUnavailable: 'Imeshindikana kuifikia kampuni ya malipo. Tafadhali jaribu tena baada ya muda mfupi.',
  noAnswer: 'Hakuna jibu la mwisho kutoka kwa kampuni ya malipo',
  unknownReference: 'Namba ya kumbukumbu ya malipo haijulikani',
  amountMismatch: 'Kiasi hakilingani na malipo',
  unknownPayment: 'Malipo hayajulikani',
  alreadyFinal: 'Malipo haya tayari {{status}}',
  couldNotComplete: 'Malipo hayakuweza kukamilika. Tafadhali jaribu tena.',
  webhookSignatureMissing: 'Sahihi ya webhook haipo',
  webhookSignatureMalformed: 'Sahihi ya webhook ina muundo mbaya',
  webhookSignatureTooOld: 'Muda wa sahihi ya webhook ni wa zamani mno',
  webhookSignatureInvalid: 'Sahihi ya webhook si sahihi',
  webhookBodyMalformed: 'Maudhui ya webhook yana muundo mbaya',
  // Who is paid on the checkout page when the operator has no company profile
  unnamedOperator: 'Mtoa huduma wa Dala Rides',
  // Field messages of the payment schemas (payments/payments.ts)
  kindInvalid: 'Chagua malipo ya awali, salio au malipo kamili',
  returnPathInvalid: 'Njia ya kurudi lazima iwe ukurasa wa tovuti hii',
  amountInvalid: 'Kiasi si sahihi',
  // Payment statuses as words inside other texts (alreadyFinal's {{status}}: "Malipo haya tayari …")
  statusName: {
    pending: 'yanasubiri',
    succeeded: 'yamefanikiwa',
    failed: 'yameshindikana',
  },
  // Why a payment attempt failed: kept on the payment (in English for staff, as a message for the
  // traveler, who reads it in their language)
  failureReason: {
    replaced: 'Yamebadilishwa na jaribio jipya la malipo',
    providerUnreachable: 'Imeshindikana kuifikia kampuni ya malipo',
    declined: 'Mlipaji amekataa malipo',
    superseded: 'Malipo mengine yamekamilika badala yake',
    bookingCancelled: 'Uhifadhi umeghairiwa',
    noAnswer: 'Hakuna jibu la mwisho kutoka kwa kampuni ya malipo',
  },
  // Why money went back: kept on the refund, like failureReason
  refundReason: {
    operatorCancelled: 'Imeghairiwa na mtoa huduma: marejesho ya pesa yote',
    travelerCancelledDays_one:
      'Imeghairiwa na msafiri siku {{count}} kabla ya kuondoka: marejesho ya {{percent}}%',
    travelerCancelledDays_other:
      'Imeghairiwa na msafiri siku {{count}} kabla ya kuondoka: marejesho ya {{percent}}%',
    travelerCancelledDaysLessFee_one:
      'Imeghairiwa na msafiri siku {{count}} kabla ya kuondoka: marejesho ya {{percent}}% ukiondoa ada ya uchakataji',
    travelerCancelledDaysLessFee_other:
      'Imeghairiwa na msafiri siku {{count}} kabla ya kuondoka: marejesho ya {{percent}}% ukiondoa ada ya uchakataji',
    transporterCancelled: 'Safari imeghairiwa na msafirishaji: marejesho ya pesa yote',
    seatDisplaced: 'Kiti chako hakipo kwenye gari jipya: marejesho ya pesa yote',
    travelerCancelledHours_one:
      'Imeghairiwa na msafiri saa {{count}} kabla ya kuondoka: marejesho ya {{percent}}%',
    travelerCancelledHours_other:
      'Imeghairiwa na msafiri saa {{count}} kabla ya kuondoka: marejesho ya {{percent}}%',
    bookingInactive: 'Malipo yamefika baada ya uhifadhi kughairiwa, kuisha muda au kukamilika',
    amountMismatch: 'Kiasi cha malipo hakikulingana na kinachodaiwa kwenye uhifadhi',
    duplicate: 'Malipo yaliyojirudia: uhifadhi ulishalipwa kwa jaribio jingine la malipo',
  },
};
