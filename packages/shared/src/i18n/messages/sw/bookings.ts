/** Swahili texts of the catalog's `bookings` section (assembled in ../sw.ts). */
export default {
  notFound: 'Uhifadhi haujapatikana',
  ownSafari: 'Huwezi kuweka nafasi ya safari yako mwenyewe',
  changedMeanwhile: 'Uhifadhi huu umebadilika wakati huohuo: upakie upya kisha ujaribu tena',
  idempotencyKeyReused: 'Idempotency-Key hii tayari imetumika kwa ombi tofauti',
  transitionNotAllowed: 'Uhifadhi wenye hali "{{from}}" hauwezi kubadilika kuwa "{{to}}"',
  // Booking statuses as words inside other texts (values of {{status}}, {{from}}, {{to}})
  statusName: {
    pending_payment: 'inasubiri malipo',
    confirmed: 'imethibitishwa',
    cancelled: 'imeghairiwa',
    expired: 'muda umeisha',
    completed: 'imekamilika',
  },
  // Field messages of the booking schemas (bookings/bookings.ts)
  leadNameRequired: 'Jina la msafiri mkuu linahitajika',
  leadNameTooLong: 'Jina lisizidi herufi 120',
  leadPhoneRequired: 'Namba ya simu inahitajika',
  leadPhoneInvalid: 'Weka namba ya simu pamoja na msimbo wa nchi (k.m. +255712345678)',
  safariRequired: 'Chagua safari',
  specialRequestsTooLong: 'Maombi maalum yasizidi herufi 2000',
  acceptTerms: 'Tafadhali kubali masharti ya matumizi na sera ya kughairi',
  idempotencyKeyRequired: 'Tuma kichwa cha Idempotency-Key',
  idempotencyKeyInvalid: 'Kichwa cha Idempotency-Key lazima kiwe na alama 8–100: herufi, tarakimu au - _ . :',
  unknownBooking: 'Uhifadhi haujulikani',
  reasonTooLong: 'Sababu isizidi herufi 500',
  reasonRequired: 'Mpe msafiri sababu',
  unknownPackage: 'Kifurushi hakijulikani',
  // The cancellation reason kept on a booking the balance reminders cancel (shown to the traveler)
  unpaidBalanceReason: 'Salio halikulipwa kufikia tarehe ya mwisho ya kulipa',
  // Trip bookings in booking mails (the summary's first lines)
  mailTrip: 'Safari ya basi: {{from}} → {{to}}, inaondoka {{departs}} (saa za Tanzania) na {{company}}',
  mailSeats: 'Viti: {{seats}}',
};
