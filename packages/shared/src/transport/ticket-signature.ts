import { decodeTicketQr, encodeTicketQr, ticketPayloadBytes, type TicketPayload } from './tickets';

/**
 * Signing and checking a ticket's QR with the Web Crypto API, which Node (globalThis.crypto.subtle, and
 * node:crypto's webcrypto) and every browser share: one implementation for the server that signs and
 * the conductor's phone that verifies offline with the public key. ECDSA over P-256 with SHA-256:
 * verifiable by WebCrypto in every browser a conductor's phone runs (Ed25519 reached Chrome only in
 * 2025), a 64-byte signature (r ‖ s, IEEE P1363 — WebCrypto's own format; node:crypto's sign() gives it
 * with dsaEncoding 'ieee-p1363'). The keys are the caller's: the private key never leaves the server.
 */
/** The runtime's SubtleCrypto and key types, named through globalThis so the same code compiles against
 * the DOM's types (web) and Node's (API, whose tsconfig has no DOM lib). */
export type TicketSubtle = typeof globalThis.crypto.subtle;
export type TicketKey = Parameters<TicketSubtle['sign']>[1];

export const TICKET_SIGNATURE_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

const params = { name: TICKET_SIGNATURE_ALGORITHM.name, hash: TICKET_SIGNATURE_ALGORITHM.hash };

/** The QR's text for a ticket, signed with the server's private key. */
export async function signTicketQr(
  payload: TicketPayload,
  privateKey: TicketKey,
  subtle: TicketSubtle = globalThis.crypto.subtle,
): Promise<string> {
  const signature = await subtle.sign(params, privateKey, ticketPayloadBytes(payload));
  return encodeTicketQr(payload, new Uint8Array(signature));
}

/** The ticket a scanned QR carries when its signature is the server's; null for a tampered, foreign
 * or malformed QR (a conductor's phone then says the ticket is not valid). */
export async function verifyTicketQr(
  text: string,
  publicKey: TicketKey,
  subtle: TicketSubtle = globalThis.crypto.subtle,
): Promise<TicketPayload | null> {
  const decoded = decodeTicketQr(text);
  if (!decoded) return null;
  try {
    const valid = await subtle.verify(params, publicKey, decoded.signature, decoded.signed);
    return valid ? decoded.payload : null;
  } catch {
    return null;
  }
}
