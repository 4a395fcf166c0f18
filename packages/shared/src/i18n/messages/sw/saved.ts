/** Swahili texts of the catalog's `saved` section (assembled in ../sw.ts). */
export default {
  // Requests
  kindInvalid: 'Chagua safari ya utalii au safari ya basi.',
  listingInvalid: 'Hii si safari ya utalii wala ya basi tunayoifahamu.',
  filterInvalid: 'Chagua vyote vilivyohifadhiwa au bei zilizoshuka.',
  listingNotFound: 'Safari hii haikupatikana.',
  tripGone: 'Safari hii ya basi imeshaondoka au imeghairiwa, kwa hiyo haiwezi kuhifadhiwa.',
  limitReached: 'Unaweza kuhifadhi hadi safari 200 za utalii na za basi. Ondoa baadhi ili uhifadhi nyingine.',
  // In-app notifications of the watch job
  priceDropTitle: 'Bei imeshuka',
  priceDropSafari: '{{title}} sasa inaanzia {{to}} kwa kila mtu mzima (ilikuwa {{from}} ulipoihifadhi).',
  priceDropTrip:
    'Safari yako ya basi uliyohifadhi {{title}} tarehe {{date}} sasa inagharimu {{to}} (ilikuwa {{from}} ulipoihifadhi).',
  soldOutTitle: 'Imejaa',
  soldOutSafari: 'Safari zote zijazo za {{title}} zimejaa. Endelea kuihifadhi ili uone tarehe mpya.',
  soldOutTrip: 'Safari yako ya basi uliyohifadhi {{title}} tarehe {{date}} imejaa. Tafuta safari nyingine.',
};
