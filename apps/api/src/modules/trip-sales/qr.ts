import { badRequest } from '../../lib/errors';

/**
 * The ticket number a scanned QR carries, once its signature is checked with the server's key (the
 * tickets module's verifyTicketQrText). A tampered, foreign or unreadable QR is a 400.
 */
export async function ticketNumberFromQr(qr: string): Promise<string> {
  // Wired to the tickets module's verifier when it lands; until then no QR can be trusted.
  void qr;
  throw badRequest('travel.ticketQrInvalid', { qr: ['travel.ticketQrInvalid'] });
}
