/** English texts of the catalog's `messaging` section (assembled in ../en.ts). */
export default {
  // Request errors
  bodyRequired: 'Write a message',
  bodyTooLong: 'A message can be at most 2000 characters',
  conversationNotFound: 'Conversation not found',
  subjectRequired: 'Choose what the message is about: a booking, a safari or a trip',
  bookingNotFound: 'Booking not found',
  listingNotFound: 'This safari or trip was not found',
  travelersOnly:
    'Only travelers can ask an operator before booking. Message a customer from one of their bookings.',
  filterInvalid: 'This filter is not valid',
  // In-app notification (once per unread burst)
  newMessageTitle: 'New message',
  newMessage: '{{name}} sent you a message about {{subject}}.',
  // Email (once per unread burst, after some minutes)
  unreadMailSubject: 'Unread message from {{name}} about {{subject}}',
  unreadMailText:
    '{{name}} sent you a message about {{subject}} that you have not read yet:\n\n{{excerpt}}\n\nRead and answer it on Dala Rides: {{link}}\n\nWe email you once per conversation until you read it, never for every message.',
  unreadMailIntro: '{{name}} sent you a message about {{subject}} that you have not read yet:',
  unreadMailAction: 'Read and answer it on Dala Rides',
  unreadMailFooter: 'We email you once per conversation until you read it, never for every message.',
  bookingSubject: 'booking {{reference}} ({{title}})',
};
