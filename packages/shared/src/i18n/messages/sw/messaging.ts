/** Swahili texts of the catalog's `messaging` section (assembled in ../sw.ts). */
export default {
  // Request errors
  bodyRequired: 'Andika ujumbe',
  bodyTooLong: 'Ujumbe usizidi herufi 2000',
  conversationNotFound: 'Mazungumzo hayakupatikana',
  subjectRequired: 'Chagua ujumbe unahusu nini: uhifadhi, safari ya utalii au safari ya basi',
  bookingNotFound: 'Uhifadhi haukupatikana',
  listingNotFound: 'Safari hii haikupatikana',
  travelersOnly:
    'Ni wasafiri tu wanaoweza kumuuliza mtoa huduma kabla ya kuweka nafasi. Mtumie mteja ujumbe kutoka kwenye mojawapo ya uhifadhi wake.',
  filterInvalid: 'Kichujio hiki si sahihi',
  // In-app notification (once per unread burst)
  newMessageTitle: 'Ujumbe mpya',
  newMessage: '{{name}} amekutumia ujumbe kuhusu {{subject}}.',
  // Email (once per unread burst, after some minutes)
  unreadMailSubject: 'Ujumbe ambao hujasoma kutoka kwa {{name}} kuhusu {{subject}}',
  unreadMailText:
    '{{name}} amekutumia ujumbe kuhusu {{subject}} ambao bado hujausoma:\n\n{{excerpt}}\n\nUsome na uujibu kwenye Dala Rides: {{link}}\n\nTunakutumia barua pepe mara moja kwa kila mazungumzo hadi utakapousoma, si kwa kila ujumbe.',
  unreadMailIntro: '{{name}} amekutumia ujumbe kuhusu {{subject}} ambao bado hujausoma:',
  unreadMailAction: 'Usome na uujibu kwenye Dala Rides',
  unreadMailFooter:
    'Tunakutumia barua pepe mara moja kwa kila mazungumzo hadi utakapousoma, si kwa kila ujumbe.',
  bookingSubject: 'uhifadhi {{reference}} ({{title}})',
};
