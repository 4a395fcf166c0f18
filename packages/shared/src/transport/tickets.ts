/**
 * Tickets (issue 13, TRANSPORT.md: what LATRA expects a ticket to show). A ticket number is short,
 * read aloud and typed by a conductor: nine characters from an alphabet without 0/O and 1/I, the last a
 * check character, so a number with one wrong character (or most swaps of two neighbours) is refused
 * instead of finding someone else's ticket. The QR carries the ticket's payload in one canonical form
 * (deterministic bytes to sign) and the server's signature over exactly those bytes.
 */

/** 32 symbols (5 bits each): digits 2–9 and the letters without I and O. */
export const TICKET_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Random characters before the check character: 32^8 ≈ 1.1 × 10^12 numbers; the database's unique
 * index catches the rare collision and the server draws again. */
export const TICKET_NUMBER_RANDOM_LENGTH = 8;
export const TICKET_NUMBER_LENGTH = TICKET_NUMBER_RANDOM_LENGTH + 1;

const BASE = TICKET_ALPHABET.length;

/** Luhn mod 32 over the characters' values: detects every single substituted character and most
 * swaps of adjacent ones; `withCheck` says whether `code` already ends in its check character. */
function luhnSum(code: string, withCheck: boolean): number {
  let factor = withCheck ? 1 : 2;
  let sum = 0;
  for (let i = code.length - 1; i >= 0; i -= 1) {
    let addend = factor * TICKET_ALPHABET.indexOf(code[i]!);
    addend = Math.floor(addend / BASE) + (addend % BASE);
    sum += addend;
    factor = factor === 2 ? 1 : 2;
  }
  return sum % BASE;
}

export function ticketCheckCharacter(code: string): string {
  return TICKET_ALPHABET[(BASE - luhnSum(code, false)) % BASE]!;
}

/**
 * A ticket number from random bytes the caller draws (crypto.getRandomValues or node:crypto's
 * randomBytes), so this stays pure and testable: one character per byte (256 is a multiple of 32, so
 * every character is equally likely), then the check character. Canonical form, without separators.
 */
export function ticketNumberFromBytes(bytes: Uint8Array): string {
  if (bytes.length < TICKET_NUMBER_RANDOM_LENGTH) {
    throw new RangeError(`A ticket number needs ${TICKET_NUMBER_RANDOM_LENGTH} random bytes`);
  }
  let code = '';
  for (let i = 0; i < TICKET_NUMBER_RANDOM_LENGTH; i += 1) code += TICKET_ALPHABET[bytes[i]! % BASE];
  return code + ticketCheckCharacter(code);
}

/**
 * A typed or scanned ticket number in canonical form ('K7M3Q9XPR'), or null when it is not one: case,
 * spaces and hyphens are forgiven; a character outside the alphabet, a wrong length or a wrong check
 * character is not (a 0 or 1 is never silently read as O or I).
 */
export function normaliseTicketNumber(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== TICKET_NUMBER_LENGTH) return null;
  for (const char of code) if (!TICKET_ALPHABET.includes(char)) return null;
  return luhnSum(code, true) === 0 ? code : null;
}

export function isValidTicketNumber(input: string): boolean {
  return normaliseTicketNumber(input) !== null;
}

/** How a ticket number is printed and read out: three groups of three ('K7M-3Q9-XPR'). */
export function formatTicketNumber(canonical: string): string {
  return canonical.match(/.{1,3}/g)?.join('-') ?? canonical;
}

// ── The QR's payload ─────────────────────────────────────────────────────────────────────────────

/** What a conductor's phone shows and checks offline; the rest of LATRA's list (vehicle, fare,
 * the operator's address and phones) is on the printed ticket, looked up by ticket number. */
export interface TicketPayload {
  /** Canonical ticket number. */
  ticket_no: string;
  trip_id: string;
  seat: string;
  passenger_name: string;
  board: { position: number; name: string };
  alight: { position: number; name: string };
  /** Departure from the first stop of the route, ISO 8601 in UTC ('2026-12-24T03:00:00.000Z'). */
  departure_at: string;
}

/** Identifies the format inside the signed bytes, so a future format can never be mistaken for this one. */
export const TICKET_PAYLOAD_VERSION = 'DR1';
const TEXT_MAX = 200;

function clean(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * The payload as one exact string: a JSON array in a fixed order (no keys to reorder, no whitespace),
 * texts NFC-normalised with runs of spaces collapsed. The same payload always gives the same bytes
 * (UTF-8 of this string), which is what the server signs and the conductor's phone verifies.
 */
export function canonicalTicketPayload(payload: TicketPayload): string {
  return JSON.stringify([
    TICKET_PAYLOAD_VERSION,
    payload.ticket_no,
    clean(payload.trip_id),
    clean(payload.seat),
    clean(payload.passenger_name),
    payload.board.position,
    clean(payload.board.name),
    payload.alight.position,
    clean(payload.alight.name),
    new Date(payload.departure_at).toISOString(),
  ]);
}

export function ticketPayloadBytes(payload: TicketPayload): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(canonicalTicketPayload(payload));
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= TEXT_MAX && clean(value) === value;
}

function isPosition(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Reads a canonical payload back; null for anything else (another shape, a non-canonical spelling of
 * the same data, an invalid ticket number), so only the exact signed form is ever accepted. */
export function parseTicketPayload(canonical: string): TicketPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(canonical);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 10 || parsed[0] !== TICKET_PAYLOAD_VERSION) return null;
  const [, ticketNo, tripId, seat, name, boardAt, boardName, alightAt, alightName, departure] =
    parsed as unknown[];
  if (typeof ticketNo !== 'string' || normaliseTicketNumber(ticketNo) !== ticketNo) return null;
  if (!isText(tripId) || !isText(seat) || !isText(name) || !isText(boardName) || !isText(alightName))
    return null;
  if (!isPosition(boardAt) || !isPosition(alightAt) || boardAt >= alightAt) return null;
  if (typeof departure !== 'string' || Number.isNaN(Date.parse(departure))) return null;
  const payload: TicketPayload = {
    ticket_no: ticketNo,
    trip_id: tripId,
    seat,
    passenger_name: name,
    board: { position: boardAt, name: boardName },
    alight: { position: alightAt, name: alightName },
    departure_at: departure,
  };
  return canonicalTicketPayload(payload) === canonical ? payload : null;
}

// ── The QR's text ────────────────────────────────────────────────────────────────────────────────

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The QR's text: the canonical payload (readable by any scanner app), a dot, the signature in base64url. */
export function encodeTicketQr(payload: TicketPayload, signature: Uint8Array): string {
  return `${canonicalTicketPayload(payload)}.${toBase64Url(signature)}`;
}

/** Splits a scanned QR into its payload, the exact bytes that were signed and the signature; null when
 * it is not one of our tickets. The signature still has to be verified (ticket-signature.ts). */
export function decodeTicketQr(
  text: string,
): { payload: TicketPayload; signed: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> } | null {
  const dot = text.lastIndexOf('.');
  if (dot <= 0) return null;
  const canonical = text.slice(0, dot);
  const payload = parseTicketPayload(canonical);
  const signature = fromBase64Url(text.slice(dot + 1));
  if (!payload || !signature || signature.length === 0) return null;
  return { payload, signed: new TextEncoder().encode(canonical), signature };
}
