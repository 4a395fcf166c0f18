import { messageKeys } from '../i18n/message-keys';

/**
 * The transport section's message keys (`TRANSPORT_MESSAGES.layoutNoSeats === 'transport.layoutNoSeats'`);
 * the English texts are the catalog's (packages/shared/src/i18n/messages/en/transport.ts).
 */
export const TRANSPORT_MESSAGES = messageKeys('transport');

export type TransportMessageName = keyof typeof TRANSPORT_MESSAGES;
export type TransportMessageKey = (typeof TRANSPORT_MESSAGES)[TransportMessageName];
