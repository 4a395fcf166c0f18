/** Swahili texts of the catalog's `contact` section (assembled in ../sw.ts). */
export default {
  nameRequired: 'Jina kamili linahitajika',
  nameTooLong: 'Jina lisizidi herufi 120',
  subjectRequired: 'Tafadhali chagua mada',
  messageRequired: 'Ujumbe unahitajika',
  messageTooLong: 'Ujumbe usizidi herufi 5000',
  tooManyMessages:
    'Umetuma jumbe kadhaa kwa muda mfupi. Tafadhali subiri kidogo kabla ya kutuma ujumbe mwingine.',
};
