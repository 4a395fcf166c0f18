/** Swahili texts of the catalog's `newsletter` section (assembled in ../sw.ts). */
export default {
  subscribed: 'Umejiunga! Tarajia hadithi za safari na vidokezo vya usafiri kwenye barua pepe yako.',
  already_subscribed: 'Tayari uko kwenye orodha — asante kwa kusafiri nasi!',
  emailTooLong: 'Barua pepe ni ndefu mno',
  tooManySignups: 'Usajili mwingi mno kutoka kwenye mtandao wako. Tafadhali jaribu tena baadaye.',
};
