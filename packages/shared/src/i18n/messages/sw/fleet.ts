/** Swahili texts of the catalog's `fleet` section (assembled in ../sw.ts): a transporter's vehicles,
 * drivers and their documents, and the administrator's review of those documents. */
export default {
  vehicleNotFound: 'Hatukuweza kupata gari hilo.',
  driverNotFound: 'Hatukuweza kumpata dereva huyo.',
  documentNotFound: 'Hatukuweza kupata hati hiyo.',
  photoNotFound: 'Hatukuweza kupata picha hiyo.',
  // Sale gates (trip planning answers with these)
  vehicleRetired: 'Gari {{plate}} limeondolewa kazini na haliwezi kuwa kwenye safari inayouzwa',
  driverRetired: '{{name}} ameondolewa kazini na hawezi kuendesha safari inayouzwa',
  // Vehicles
  plateTaken: 'Gari lenye namba ya usajili {{plate}} tayari limesajiliwa',
  makeRequired: 'Andika aina ya gari',
  makeTooLong: 'Aina ya gari isizidi herufi 60',
  modelRequired: 'Andika modeli',
  modelTooLong: 'Modeli isizidi herufi 60',
  yearInvalid: 'Andika mwaka wa modeli, kuanzia 1950 hadi mwaka ujao',
  classInvalid: 'Chagua daraja la gari',
  amenityInvalid: 'Chagua huduma kutoka kwenye orodha',
  layoutTooLarge: 'Mpangilio huu wa viti ni mkubwa mno',
  vehicleOnTrips_one:
    'Gari {{plate}} lina safari au ratiba moja ijayo: ihamishie gari jingine au ighairi kwanza',
  vehicleOnTrips_other:
    'Gari {{plate}} lina safari au ratiba {{count}} zijazo: zihamishie gari jingine au zighairi kwanza',
  vehicleAlreadyRetired: 'Gari hili tayari limeondolewa kazini',
  // Photos
  photoRequired: 'Chagua picha ya kupakia',
  photoTooLarge: 'Picha zisizidi MB 8',
  photoTypeNotAllowed: 'Pakia picha ya JPEG, PNG au WebP',
  photoDamaged: 'Faili hili limeharibika au si picha kweli',
  photoTooSmall: 'Picha lazima ziwe angalau pikseli {{width}} × {{height}}',
  tooManyPhotos: 'Gari lisizidi picha {{max}}',
  // Drivers
  driverNameRequired: 'Andika jina kamili la dereva',
  driverNameTooLong: 'Jina lisizidi herufi 120',
  driverPhoneRequired: 'Andika namba ya simu ya dereva',
  licenceNumberInvalid: 'Andika namba ya leseni ya udereva (herufi na tarakimu 4 hadi 30)',
  licenceNumberTaken: 'Dereva wako mwingine ana leseni namba {{number}}',
  licenceClassInvalid: 'Andika daraja la leseni, kama C au C1',
  driverOnTrips_one: '{{name}} ana safari au ratiba moja ijayo: ipe dereva mwingine au ighairi kwanza',
  driverOnTrips_other:
    '{{name}} ana safari au ratiba {{count}} zijazo: zipe dereva mwingine au zighairi kwanza',
  driverAlreadyRetired: 'Dereva huyu tayari ameondolewa kazini',
  // Documents
  documentKindInvalid: 'Chagua aina ya hati inayohusu gari au dereva huyu',
  documentFileRequired: 'Chagua faili la hati la kupakia',
  documentTooLarge: 'Hati zisizidi MB 10',
  documentTypeNotAllowed: 'Pakia faili la PDF, JPEG, PNG au WebP',
  documentExpiryRequired: 'Andika siku ya mwisho ambayo hati ni halali',
  documentExpiryPast: 'Muda wa hati hii umeshakwisha: pakia hati iliyo halali sasa',
  holderRetired: 'Gari hili au dereva huyu ameondolewa kazini',
  // Admin review
  rejectionReasonRequired: 'Eleza kwa nini hati imekataliwa',
  rejectionReasonTooLong: 'Sababu isizidi herufi 1000',
  documentApprovedTitle: 'Hati imeidhinishwa',
  documentApproved: 'Hati ya {{holder}} ({{document}}) imeidhinishwa.',
  documentRejectedTitle: 'Hati imekataliwa',
  documentRejected:
    'Hati ya {{holder}} ({{document}}) imekataliwa: {{reason}}. Pakia nyingine mpya kwenye ukurasa wa Hati.',
  documentToReviewTitle: 'Hati ya usafirishaji ya kukagua',
  documentToReview: '{{company}} imepakia hati ya {{holder}} ({{document}}).',
};
