/** Swahili texts of the catalog's `providers` section (assembled in ../sw.ts). */
export default {
  unreachable: 'Imeshindikana kuifikia kampuni ya malipo. Tafadhali jaribu tena baada ya muda mfupi.',
  notConfigured: 'Kampuni hii ya malipo haijawekwa kwenye seva hii.',
  sandboxCheckout: {
    documentTitle: 'Malipo ya majaribio · Dala Rides',
    badge: 'SANDBOX · hakuna pesa halisi inayolipwa',
    heading: {
      mobile_money: 'Malipo kwa pesa kwa simu',
      card: 'Malipo kwa kadi',
    },
    payTo: 'Anayelipwa',
    payToValue: '{{company}} kupitia Dala Rides',
    for: 'Kwa ajili ya',
    booking: 'Namba ya uhifadhi',
    bookingValue: '{{reference}} ({{kind}})',
    kind: {
      deposit: 'malipo ya awali',
      balance: 'salio',
      full: 'malipo kamili',
    },
    phone: 'Namba ya simu',
    heldUntil: 'Nafasi imeshikiliwa hadi',
    alreadyFinal: {
      succeeded: 'Malipo haya yameshakamilika.',
      failed: 'Malipo haya yameshindikana tayari.',
    },
    holdExpired: 'Muda wa kushikilia nafasi za uhifadhi huu umekwisha. Rudi nyuma uanze kuweka nafasi upya.',
    decline: 'Kataa',
    approve: 'Idhinisha malipo',
    note: 'Kwenye mfumo halisi, hatua hii ni ombi la namba ya siri ya pesa kwa simu kwenye simu yako au ukurasa wa kadi wa benki yako.',
  },
};
