/** English texts of the catalog's `mail` section (assembled in ../en.ts). */
export default {
  // Mails, in the recipient's preferred_language. Bodies are plain text; `\n` is a line break.
  hello: 'Hello {{name}},',
  openLink: 'Or open this link: {{link}}',
  signature: '— Dala Rides',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  auth: {
    verifySubject: 'Verify your email address for Dala Rides',
    verifyIntro: 'Welcome to Dala Rides! Please confirm that this is your email address.',
    verifyButton: 'Verify Email',
    verifyFooter:
      'The link works once and expires in {{hours}}. If you did not create an account, ignore this email.',
    resetSubject: 'Reset your Dala Rides password',
    resetIntro: 'Someone (hopefully you) asked to reset the password of your Dala Rides account.',
    resetButton: 'Reset Password',
    resetFooter:
      'The link works once and expires in {{hours}}. If you did not ask for this, ignore this email: your password stays as it is.',
  },
  booking: {
    // The booking summary every booking mail ends with
    safari: 'Safari: {{title}} ({{location}})',
    dates: 'Dates: {{start}} to {{end}}',
    travelers: 'Travelers: {{travelers}}',
    adults_one: '{{count}} adult',
    adults_other: '{{count}} adults',
    children_one: '{{count}} child',
    children_other: '{{count}} children',
    infants_one: '{{count}} infant',
    infants_other: '{{count}} infants',
    leadTraveler: 'Lead traveler: {{name}}, {{email}}, {{phone}}',
    total: 'Total: {{total}}; paid: {{paid}}{{refunded}}{{balance}}',
    refunded: '; refunded: {{amount}}',
    balance: '; balance {{amount}} due {{due}}',
    beforeDeparture: 'before departure',
    refund: 'Refund: {{amount}} (processing takes 5-10 business days).',
    noRefund: 'Refund: none under the cancellation policy.',
    confirmedSubject: 'Booking confirmed: {{safari}} ({{reference}})',
    confirmedText:
      'Your booking {{reference}} is confirmed.\n\n{{summary}}\n\nSee it any time: {{link}}\n\nDala Rides',
    newBookingSubject: 'New booking {{reference}}: {{safari}} on {{date}}',
    newBookingText:
      'You have a new confirmed booking.\n\n{{summary}}\n\nManage your bookings: {{link}}\n\nDala Rides',
    balanceReceivedSubject: 'Payment received for {{reference}}',
    balanceReceivedText:
      'Thank you: your balance payment for {{reference}} was received.\n\n{{summary}}\n\n{{link}}\n\nDala Rides',
    balancePaidSubject: 'Balance paid for {{reference}}',
    balancePaidText: 'The balance of booking {{reference}} has been paid.\n\n{{summary}}\n\nDala Rides',
    refundedSubject: 'Payment refunded for {{reference}}',
    refundedText: '{{reason}}\n{{refund}}\n\n{{summary}}\n\n{{link}}\n\nDala Rides',
    refundedReason: 'A payment for booking {{reference}} is being refunded.',
    cancelledSubject: 'Booking cancelled: {{reference}}',
    cancelledText: 'Your booking {{reference}} is cancelled.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
    travelerCancelledSubject: 'Booking {{reference}} was cancelled by the traveler',
    travelerCancelledText:
      '{{name}} cancelled booking {{reference}}; the seats are free again.\n\n{{summary}}\n\nDala Rides',
    cancelledByOperatorSubject: 'Your booking {{reference}} was cancelled by the operator',
    cancelledByOperatorText:
      '{{company}} cancelled your booking {{reference}}.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
    cancelledByOperatorWithReasonText:
      '{{company}} cancelled your booking {{reference}}: {{reason}}.\n{{refund}}\n\n{{summary}}\n\nDala Rides',
    operatorCancelledSubject: 'You cancelled booking {{reference}}',
    operatorCancelledText:
      'Booking {{reference}} is cancelled and the traveler is refunded in full.\n\n{{summary}}\n\nDala Rides',
    operatorCancelledWithReasonText:
      'Booking {{reference}} is cancelled and the traveler is refunded in full.\nReason given: {{reason}}\n\n{{summary}}\n\nDala Rides',
  },
  newsletter: {
    welcomeSubject: 'Welcome to the Dala Rides newsletter',
    welcomeText:
      'Karibu! You are now subscribed to the Dala Rides newsletter.\n\nOnce or twice a month we send safari stories, seasonal tips for Tanzania and offers from verified\nlocal operators. Nothing else, and never your address to anyone.\n\nIf you did not sign up, reply to this email or write to {{supportEmail}} and we will remove you.',
  },
  contact: {
    // To the support inbox (English, the default language)
    subject: '[Contact] {{subject}} — {{name}}',
    text: 'New message from the contact form (reference {{reference}}).\n\nName: {{name}}\nEmail: {{email}}\nSubject: {{subject}}\n\n{{message}}\n\nReply to this email to answer the sender directly.',
  },
};
