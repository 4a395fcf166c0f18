/** What other features may use of `messaging` (import from here, never from its files). */
export { AskOperatorButton } from './ask-operator-button';
export { MessageBookingLink } from './message-booking-link';
export { MessagesLink } from './messages-link';
export { UnreadMessagesCard } from './unread-messages-card';
