import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { verifyTicketQrText } from '../tickets';

/**
 * The ticket number a scanned QR carries, once its signature is this server's (the tickets module's
 * verifyTicketQrText). A tampered, foreign or unreadable QR is a 400; whether the ticket belongs to the
 * trip, is valid and not cancelled is then checked against the database like a typed number.
 */
export function ticketNumberFromQr(app: FastifyInstance, qr: string): string {
  const payload = verifyTicketQrText(app, qr);
  if (!payload) throw badRequest('travel.ticketQrInvalid', { qr: ['travel.ticketQrInvalid'] });
  return payload.ticket_no;
}
