/**
 * What other modules may use of tickets: issuing and cancelling a booking's tickets (the booking core's
 * trip kind; the seed), and checking a scanned QR against this server's key (the manifest's check-in).
 */
export { signTicketPayload, ticketKeys, verifyTicketQrText } from './ticket-keys';
export { cancelTickets, issueTickets, travelerTicket } from './tickets.service';
