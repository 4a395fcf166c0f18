/** Swahili texts of the catalog's `deals` section (assembled in ../sw.ts). */
export default {
  notFound: 'Ofa haikupatikana',
  listingRequired: 'Chagua mojawapo ya vifurushi au njia zako',
  listingNotFound: 'Chagua mojawapo ya vifurushi au njia zako mwenyewe',
  titleRequired: 'Ipe ofa kichwa cha herufi 3 hadi 80',
  titleTooLong: 'Kichwa kisizidi herufi 80',
  discountKindInvalid: 'Chagua asilimia au kiasi maalum',
  percentInvalid: 'Weka asilimia kamili kuanzia 1 hadi 90',
  amountInvalid: 'Weka kiasi kamili cha angalau 1',
  validToBeforeFrom: 'Tarehe ya mwisho iwe sawa na tarehe ya kuanza au baada yake',
  travelToBeforeFrom: 'Tarehe ya mwisho ya safari iwe sawa na ya kwanza au baada yake',
  codeFormat: 'Tumia herufi, tarakimu au vistari 3 hadi 20',
  codeTaken: 'Tayari una ofa yenye msimbo huu',
  maxUsesInvalid: 'Weka idadi kamili ya matumizi kuanzia 1 hadi 100000',
  // A code typed at checkout
  codeUnknown: 'Msimbo huu si halali kwa uhifadhi huu',
  codeExpired: 'Muda wa msimbo huu umeisha',
  codeNotYetValid: 'Msimbo huu bado haujaanza kutumika',
  codePaused: 'Msimbo huu haupatikani kwa sasa',
  codeTravelDateOutside: 'Msimbo huu si halali kwa tarehe hizi za safari',
  codeUsedUp: 'Msimbo huu umetumika idadi ya juu ya mara zinazoruhusiwa',
  codePriceTooLow: 'Msimbo huu hauwezi kutumika kwa bei ya chini hivi',
};
