import { describe, expect, it } from 'vitest';
import { TICKET_SIGNATURE_ALGORITHM, signTicketQr, verifyTicketQr } from './ticket-signature';
import {
  TICKET_ALPHABET,
  canonicalTicketPayload,
  decodeTicketQr,
  formatTicketNumber,
  fromBase64Url,
  isValidTicketNumber,
  normaliseTicketNumber,
  parseTicketPayload,
  ticketNumberFromBytes,
  ticketPayloadBytes,
  toBase64Url,
  type TicketPayload,
} from './tickets';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('ticket numbers', () => {
  it('uses 32 symbols without 0, O, 1 or I', () => {
    expect(TICKET_ALPHABET).toHaveLength(32);
    expect(new Set(TICKET_ALPHABET).size).toBe(32);
    for (const c of '01IO') expect(TICKET_ALPHABET).not.toContain(c);
  });
  it('builds nine characters from eight random bytes, the last a check character', () => {
    const number = ticketNumberFromBytes(bytes(0, 1, 2, 3, 31, 32, 255, 100));
    expect(number).toMatch(/^2345Z2Z6.$/); // 31 → Z, 32 → 0 → 2, 255 → 31 → Z, 100 → 4 → 6
    expect(number).toHaveLength(9);
    expect(isValidTicketNumber(number)).toBe(true);
    expect(() => ticketNumberFromBytes(bytes(1, 2, 3))).toThrow(RangeError);
  });
  it('is the same for the same bytes and spreads over the alphabet', () => {
    const a = ticketNumberFromBytes(bytes(9, 8, 7, 6, 5, 4, 3, 2));
    expect(ticketNumberFromBytes(bytes(9, 8, 7, 6, 5, 4, 3, 2))).toBe(a);
    const seen = new Set<string>();
    for (let b = 0; b < 256; b += 1) seen.add(ticketNumberFromBytes(bytes(b, b, b, b, b, b, b, b))[0]!);
    expect(seen.size).toBe(32);
  });
  it('refuses every number with one wrong character', () => {
    for (const seed of [0, 7, 123, 200]) {
      const number = ticketNumberFromBytes(
        Uint8Array.from({ length: 8 }, (_, i) => (seed * 31 + i * 57) % 256),
      );
      for (let i = 0; i < number.length; i += 1) {
        for (const c of TICKET_ALPHABET) {
          if (c === number[i]) continue;
          const typo = number.slice(0, i) + c + number.slice(i + 1);
          expect(isValidTicketNumber(typo), typo).toBe(false);
        }
      }
    }
  });
  it('refuses most swaps of two neighbouring characters', () => {
    let swaps = 0;
    let caught = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const number = ticketNumberFromBytes(
        Uint8Array.from({ length: 8 }, (_, i) => (seed * 97 + i * 41) % 256),
      );
      for (let i = 0; i + 1 < number.length; i += 1) {
        if (number[i] === number[i + 1]) continue;
        swaps += 1;
        const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
        if (!isValidTicketNumber(swapped)) caught += 1;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.9);
  });
  it('forgives case, spaces and hyphens, not look-alike digits', () => {
    const number = ticketNumberFromBytes(bytes(10, 20, 30, 40, 50, 60, 70, 80));
    const shown = formatTicketNumber(number);
    expect(shown).toMatch(/^.{3}-.{3}-.{3}$/);
    expect(normaliseTicketNumber(shown.toLowerCase())).toBe(number);
    expect(normaliseTicketNumber(` ${shown.replace(/-/g, ' ')} `)).toBe(number);
    expect(normaliseTicketNumber(number.slice(0, 8))).toBeNull();
    expect(normaliseTicketNumber(`${number}2`)).toBeNull();
    expect(normaliseTicketNumber('0OI1AAAAA')).toBeNull();
    expect(normaliseTicketNumber('')).toBeNull();
  });
});

const payload: TicketPayload = {
  ticket_no: ticketNumberFromBytes(bytes(1, 2, 3, 4, 5, 6, 7, 8)),
  trip_id: '0b6a7c1e-5d2f-4b8e-9a31-2f6c8d9e0a11',
  seat: '7A',
  passenger_name: 'Neema  Mushi',
  board: { position: 0, name: 'Dar es Salaam — Magufuli terminal' },
  alight: { position: 4, name: 'Moshi bus terminal' },
  departure_at: '2026-12-24T06:00:00+03:00',
};

describe('the ticket payload', () => {
  it('serialises to one exact string, whatever the key order or spacing', () => {
    const canonical = canonicalTicketPayload(payload);
    expect(canonical).toBe(
      `["DR1","${payload.ticket_no}","0b6a7c1e-5d2f-4b8e-9a31-2f6c8d9e0a11","7A","Neema Mushi",0,"Dar es Salaam — Magufuli terminal",4,"Moshi bus terminal","2026-12-24T03:00:00.000Z"]`,
    );
    const reordered: TicketPayload = {
      departure_at: '2026-12-24T03:00:00Z',
      alight: { name: 'Moshi bus terminal ', position: 4 },
      board: payload.board,
      passenger_name: 'Neema Mushi',
      seat: payload.seat,
      trip_id: payload.trip_id,
      ticket_no: payload.ticket_no,
    };
    expect(canonicalTicketPayload(reordered)).toBe(canonical);
    expect(new TextDecoder().decode(ticketPayloadBytes(payload))).toBe(canonical);
  });
  it('normalises Unicode so the same name always gives the same bytes', () => {
    const composed = canonicalTicketPayload({ ...payload, passenger_name: 'Zoë' });
    const decomposed = canonicalTicketPayload({ ...payload, passenger_name: 'Zoe\u0308' });
    expect(decomposed).toBe(composed);
  });
  it('reads back only the canonical form', () => {
    const canonical = canonicalTicketPayload(payload);
    expect(parseTicketPayload(canonical)).toEqual({
      ...payload,
      passenger_name: 'Neema Mushi',
      departure_at: '2026-12-24T03:00:00.000Z',
    });
    expect(parseTicketPayload(canonical.replace(',', ', '))).toBeNull();
    expect(parseTicketPayload(canonical.replace('.000Z', 'Z'))).toBeNull();
    expect(parseTicketPayload(canonical.replace('"DR1"', '"DR2"'))).toBeNull();
    expect(parseTicketPayload(canonical.replace(',4,', ',0,'))).toBeNull(); // alighting before boarding
    expect(parseTicketPayload(canonical.replace(payload.ticket_no, 'AAAAAAAAA'))).toBeNull();
    expect(parseTicketPayload('{"ticket_no":"x"}')).toBeNull();
    expect(parseTicketPayload('not json')).toBeNull();
  });
});

describe('base64url', () => {
  it('round-trips any bytes without padding', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const n of [0, 1, 2, 3, 64, 256])
      expect(fromBase64Url(toBase64Url(all.slice(0, n)))).toEqual(all.slice(0, n));
    expect(toBase64Url(bytes(251, 255))).toBe('-_8');
    expect(fromBase64Url('a+b=')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});

describe('signing and verifying the QR (ECDSA P-256, SHA-256, WebCrypto)', () => {
  const keys = () =>
    crypto.subtle.generateKey(TICKET_SIGNATURE_ALGORITHM, false, [
      'sign',
      'verify',
    ]) as Promise<CryptoKeyPair>;

  it('accepts the ticket the server signed', async () => {
    const { privateKey, publicKey } = await keys();
    const qr = await signTicketQr(payload, privateKey);
    expect(qr.startsWith(canonicalTicketPayload(payload))).toBe(true);
    expect(decodeTicketQr(qr)?.signature).toHaveLength(64);
    expect(await verifyTicketQr(qr, publicKey)).toEqual(parseTicketPayload(canonicalTicketPayload(payload)));
  });
  it('refuses a tampered payload, a changed signature, a foreign key and garbage', async () => {
    const { privateKey, publicKey } = await keys();
    const qr = await signTicketQr(payload, privateKey);
    expect(await verifyTicketQr(qr.replace('"7A"', '"7B"'), publicKey)).toBeNull();
    expect(await verifyTicketQr(qr.replace('Neema Mushi', 'Neema Mushy'), publicKey)).toBeNull();
    const dot = qr.lastIndexOf('.');
    const sig = fromBase64Url(qr.slice(dot + 1))!;
    sig[10] = sig[10]! ^ 1;
    expect(await verifyTicketQr(`${qr.slice(0, dot)}.${toBase64Url(sig)}`, publicKey)).toBeNull();
    expect(
      await verifyTicketQr(`${qr.slice(0, dot)}.${toBase64Url(sig.slice(0, 10))}`, publicKey),
    ).toBeNull();
    const foreign = await keys();
    expect(await verifyTicketQr(await signTicketQr(payload, foreign.privateKey), publicKey)).toBeNull();
    expect(await verifyTicketQr('https://example.com', publicKey)).toBeNull();
    expect(await verifyTicketQr('', publicKey)).toBeNull();
  });
});
