/** Swahili texts of the catalog's `trips` section (assembled in ../sw.ts): a transporter's routes, fares,
 * schedules and trips, and the changes and cancellations of trips after sale. */
export default {
  routeNotFound: 'Hatukuweza kupata njia hiyo.',
  tripNotFound: 'Hatukuweza kupata safari hiyo.',
  scheduleNotFound: 'Hatukuweza kupata ratiba hiyo.',
  vehicleNotFound: 'Hatukuweza kupata gari hilo.',
  driverNotFound: 'Hatukuweza kumpata dereva huyo.',
  // Routes
  routeNameTooLong: 'Jina la njia lisizidi herufi 120',
  stopsRequired: 'Ongeza vituo vya njia',
  faresRequired: 'Ongeza nauli za njia',
  stopPlaceNotText: 'Kila kituo kinahitaji mji',
  stopMinutesNotNumber: 'Dakika baada ya kuondoka lazima ziwe namba',
  stopFlagInvalid: 'Taja kama abiria wanaweza kupanda na kushuka hapa',
  fareNotNumber: 'Nauli lazima iwe namba ya shilingi',
  farePairInvalid: 'Nauli ni ya jozi ya vituo vya njia',
  refundBandInvalid: 'Kiwango cha marejesho kina saa kabla ya kuondoka na asilimia',
  routeStopsLocked:
    'Njia hii ina safari zinazouzwa au zenye abiria, hivyo vituo vyake haviwezi kubadilika. Bado unaweza kuibadilisha jina na kubadilisha nauli zake (nauli mpya zinatumika kwa mauzo mapya tu); kwa vituo vingine, unda njia mpya.',
  routeArchived: 'Njia hii imewekwa kando: haipokei safari wala ratiba mpya.',
  routeHasUpcomingTrips_one:
    'Njia hii bado ina safari moja ijayo au ratiba moja inayotumika: ighairi au uimalize kabla ya kuiweka njia kando.',
  routeHasUpcomingTrips_other:
    'Njia hii bado ina safari zijazo au ratiba zinazotumika {{count}} kwa jumla: zighairi au uzimalize kabla ya kuiweka kando.',
  // Trips
  departureTimeInvalid: 'Andika muda wa kuondoka kwa mfumo wa HH:MM',
  departureInPast: 'Chagua muda wa kuondoka ulio mbele',
  departureTaken: 'Safari nyingine ya ratiba hiyo hiyo tayari inaondoka wakati huo: chagua muda mwingine',
  salesCutoffInvalid: 'Mauzo yanafungwa dakika 0 hadi 4320 (saa 72) kabla ya kuondoka, kwa dakika kamili',
  driverRequiredOnSale: 'Mpangie dereva kabla safari haijawekwa sokoni',
  vehicleBusy: 'Gari hili tayari liko kwenye safari nyingine wakati huo ({{trip}})',
  vehicleTooSmall_one:
    'Gari {{plate}} lina viti {{seats}} lakini kiti {{count}} tayari kimechukuliwa kwenye safari hii: chagua gari kubwa zaidi',
  vehicleTooSmall_other:
    'Gari {{plate}} lina viti {{seats}} lakini viti {{count}} tayari vimechukuliwa kwenye safari hii: chagua gari kubwa zaidi',
  tripNotChangeable: 'Safari hii {{status}}: haiwezi kubadilishwa tena',
  tripCannotPublish: 'Safari hii {{status}}: haiwezi kuwekwa sokoni',
  tripSalesWouldBeClosed:
    'Mauzo ya mtandaoni ya safari hii yangekuwa yameshafungwa: chagua muda wa kuondoka wa baadaye au muda mfupi zaidi wa kufunga mauzo',
  publishNeedsVerification: 'Kampuni yako lazima ithibitishwe kabla safari hazijawekwa sokoni',
  nothingToChange: 'Badilisha gari, dereva, muda wa kuondoka au muda wa kufunga mauzo',
  cancelReasonRequired: 'Waeleze abiria kwa nini safari imeghairiwa',
  cancelReasonTooLong: 'Sababu isizidi herufi 500',
  tripAlreadyCancelled: 'Safari hii tayari imeghairiwa',
  statusScheduled: 'imepangwa',
  statusOnSale: 'inauzwa',
  statusDeparted: 'imeondoka',
  statusCompleted: 'imekamilika',
  statusCancelled: 'imeghairiwa',
  // Schedules
  weekdaysRequired: 'Chagua angalau siku moja ya wiki',
  scheduleEnded: 'Ratiba hii tayari imekwisha',
  scheduleEndedReason: 'Ratiba ambayo safari hii ilikuwa sehemu yake imekwisha',
  // Changes after sale: notifications and mails to passengers
  tripChangedTitle: 'Safari yako imebadilika',
  vehicleChangedMessage:
    'Safari yako {{route}} ya {{departure}} ({{reference}}) sasa itatumia gari {{plate}}. Kiti chako {{seats}} kinabaki.',
  vehicleChangedSeatLostMessage:
    'Safari yako {{route}} ya {{departure}} ({{reference}}) sasa itatumia gari {{plate}}, ambalo halina kiti {{seats}}. Unaweza kughairi uhifadhi huu na kurejeshewa pesa yote, au kusafiri na kupewa kiti ndani ya gari.',
  departureChangedMessage:
    'Safari yako {{route}} ({{reference}}) sasa inaondoka {{departure}} badala ya {{previous}}.',
  changeMailSubject: 'Safari yako {{route}} imebadilika ({{reference}})',
  changeMailText: 'Habari,\n\n{{message}}\n\nUhifadhi wako: {{link}}\n\nDala Rides',
};
