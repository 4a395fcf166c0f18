/** Swahili texts of the catalog's `notifications` section (assembled in ../sw.ts). */
export default {
  // In-app notifications (notify(), the bell): title and message of each, in the recipient's language
  welcomeTitle: 'Karibu Dala Rides!',
  welcomeOperator:
    'Akaunti yako ya mtoa huduma iko tayari. Thibitisha barua pepe yako, kisha wasilisha hati za biashara yako ili tuithibitishe kampuni yako.',
  welcomeTraveler:
    'Akaunti yako iko tayari. Thibitisha barua pepe yako na uanze kugundua safari za utalii na za basi kote Tanzania.',
  welcomeGoogle: 'Akaunti yako iko tayari. Anza kugundua safari za utalii na za basi kote Tanzania.',
  passwordChangedTitle: 'Nenosiri limebadilishwa',
  passwordChanged:
    'Nenosiri lako limebadilishwa na vifaa vyako vingine vimetolewa nje. Kama si wewe, weka nenosiri jipya sasa.',
  verificationSubmittedTitle: 'Uthibitisho umewasilishwa',
  verificationSubmitted: 'Tumepokea maombi ya uthibitisho ya {{company}}. Tutayakagua na kukujulisha.',
  verificationToReviewTitle: 'Uthibitisho wa mtoa huduma wa kukagua',
  verificationToReview: '{{company}} imewasilisha hati za uthibitisho.',
  verificationApprovedTitle: 'Uthibitisho umeidhinishwa',
  verificationApproved: '{{company}} sasa imethibitishwa. Unaweza kutumia zana zote za mtoa huduma.',
  verificationRejectedTitle: 'Uthibitisho haukuidhinishwa',
  verificationRejected:
    'Hatukuweza kuthibitisha {{company}}: {{reason}} Tafadhali sasisha hati zako na uwasilishe tena.',
  bookingConfirmedTitle: 'Uhifadhi umethibitishwa',
  bookingConfirmed: 'Uhifadhi wako wa {{safari}} {{reference}} umethibitishwa kwa tarehe {{date}}.',
  newBookingTitle: 'Uhifadhi mpya',
  newBooking_one:
    '{{name}} ameweka nafasi ya {{safari}} tarehe {{date}} (kiti {{count}}), namba ya uhifadhi {{reference}}.',
  newBooking_other:
    '{{name}} ameweka nafasi ya {{safari}} tarehe {{date}} (viti {{count}}), namba ya uhifadhi {{reference}}.',
  paymentReceivedTitle: 'Malipo yamepokelewa',
  paymentReceived: 'Tumepokea malipo yako ya salio kwa uhifadhi {{reference}}.',
  balancePaidTitle: 'Salio limelipwa',
  balancePaid: 'Salio la uhifadhi {{reference}} limelipwa.',
  paymentDeclinedTitle: 'Malipo yamekataliwa',
  paymentDeclined:
    'Malipo yako ya uhifadhi {{reference}} yamekataliwa. Unaweza kujaribu tena wakati viti vyako bado vimeshikiliwa.',
  paymentRefundedTitle: 'Malipo yamerejeshwa',
  refundHoldExpired:
    'Muda wa kushikilia viti vya uhifadhi {{reference}} ulikwisha na viti vimechukuliwa, kwa hiyo malipo yako yanarejeshwa yote.',
  refundAmountMismatch:
    'Malipo ya uhifadhi {{reference}} hayakulingana na kiasi kinachodaiwa, kwa hiyo yanarejeshwa yote.',
  refundDuplicate:
    'Uhifadhi {{reference}} ulishalipwa kwa malipo mengine, kwa hiyo malipo haya yaliyojirudia yanarejeshwa yote.',
  refundInactive:
    'Uhifadhi {{reference}} una hali "{{status}}", kwa hiyo malipo yaliyofika sasa hivi yanarejeshwa yote.',
  bookingCancelledTitle: 'Uhifadhi umeghairiwa',
  // {{refund}}: refundOnItsWay (with its leading space) or nothing
  cancelledByOperator: '{{company}} imeghairi uhifadhi wako {{reference}}.{{refund}}',
  cancelledByOperatorWithReason: '{{company}} imeghairi uhifadhi wako {{reference}}: {{reason}}.{{refund}}',
  cancelledByTraveler: 'Uhifadhi wako {{reference}} umeghairiwa.{{refund}}',
  refundOnItsWay: ' Marejesho ya pesa ya {{amount}} yako njiani.',
  operatorCancelled: 'Umeghairi uhifadhi {{reference}}; msafiri anarejeshewa pesa zake zote.',
  travelerCancelled: '{{name}} ameghairi uhifadhi {{reference}} ({{safari}}, {{date}}).',
  // Answers of the notification routes
  notFound: 'Arifa haijapatikana',
  markedRead: 'Arifa imewekwa kuwa imesomwa',
  allMarkedRead: 'Arifa zote zimewekwa kuwa zimesomwa',
  deleted: 'Arifa imefutwa',
};
