/** Swahili texts of the catalog's `providers` section (assembled in ../sw.ts). */
export default {
  unreachable: 'Imeshindikana kuifikia kampuni ya malipo. Tafadhali jaribu tena baada ya muda mfupi.',
  notConfigured: 'Kampuni hii ya malipo haijawekwa kwenye seva hii.',
};
