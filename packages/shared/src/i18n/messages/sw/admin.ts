/** Swahili texts of the catalog's `admin` section: the admin console (assembled in ../sw.ts). */
export default {
  documentsMissing:
    'Mtoa huduma anaweza kuidhinishwa tu akiwa na leseni ya biashara na kitambulisho vilivyopakiwa',
  operatorDisabled: 'Akaunti hii ya mtoa huduma imezimwa: iwashe kabla ya kuiidhinisha',
  userNotFound: 'Mtumiaji hakupatikana',
  cannotDisableSelf: 'Huwezi kuzima akaunti yako mwenyewe',
  alreadyDisabled: 'Akaunti hii tayari imezimwa',
  notDisabled: 'Akaunti hii haijazimwa',
  disableReasonRequired: 'Toa sababu ya kuzima akaunti hii',
  reasonTooLong: 'Sababu iwe chini ya herufi 500',
  searchTooLong: 'Tafuta kwa herufi zisizozidi 100',
  auditActionInvalid: 'Kitendo hakijulikani',
  auditActorInvalid: 'Msimamizi hajulikani',
  /** Sign-in, token refresh and every request of a disabled account. */
  accountDisabled:
    'Akaunti hii imezimwa. Ikiwa unadhani hili ni kosa, tafadhali wasiliana na huduma kwa wateja ya Dala Rides.',
  mail: {
    approvedSubject: 'Akaunti yako ya mtoa huduma ya Dala Rides imethibitishwa',
    approvedText:
      'Habari {{name}},\n\nHabari njema: {{company}} sasa imethibitishwa kwenye Dala Rides. Zana zote za mtoa huduma ziko wazi kwako, na wasafiri wanaweza kuweka nafasi kwa kile unachochapisha.\n\nIngia ili uanze: {{link}}\n\nTimu ya Dala Rides',
    rejectedSubject: 'Uthibitisho wako wa Dala Rides unahitaji kuangaliwa tena',
    rejectedText:
      'Habari {{name}},\n\nBado hatukuweza kuidhinisha uthibitisho wa {{company}}. Mkaguzi aliandika:\n\n{{reason}}\n\nRekebisha kinachohitajika kisha uwasilishe tena: {{link}}\n\nTimu ya Dala Rides',
  },
};
