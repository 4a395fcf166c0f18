/** Swahili texts of the catalog's `finance` section (assembled in ../sw.ts). */
export default {
  rateInvalid: 'Weka kiwango kwa shilingi kwa dola (100 hadi 100,000), desimali zisizozidi mbili',
  commissionInvalid: 'Weka kamisheni kati ya asilimia 0 na 50, desimali zisizozidi mbili',
  segmentInvalid: 'Chagua safari za utalii au usafiri',
  problemInvalid: 'Aina ya tatizo haijulikani',
  paymentNotFound: 'Malipo hayajapatikana',
};
