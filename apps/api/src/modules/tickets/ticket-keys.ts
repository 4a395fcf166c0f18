import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import {
  decodeTicketQr,
  encodeTicketQr,
  ticketPayloadBytes,
  type TicketPayload,
  type TicketPublicKey,
} from '@dala/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * The server's ticket signing key (config.ticketSigningKey, PKCS#8 PEM of an ECDSA P-256 key) and what
 * it signs. Signatures are ECDSA P-256 over SHA-256 in IEEE P1363 form (r ‖ s, 64 bytes), exactly
 * what WebCrypto produces and verifies, so a conductor's phone checks a QR offline with the public key
 * (packages/shared ticket-signature.ts verifyTicketQr) and the server checks it here with node:crypto.
 */
interface TicketKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  published: TicketPublicKey;
}

// Per configuration (tests run several apps in one process, each with its own key).
const keysByConfig = new WeakMap<Config, TicketKeys>();

export function ticketKeys(config: Config): TicketKeys {
  let keys = keysByConfig.get(config);
  if (!keys) {
    const privateKey = createPrivateKey({ key: config.ticketSigningKey, format: 'pem' });
    const publicKey = createPublicKey(privateKey);
    const jwk = publicKey.export({ format: 'jwk' });
    const spki = publicKey.export({ format: 'der', type: 'spki' });
    keys = {
      privateKey,
      publicKey,
      published: {
        algorithm: 'ECDSA-P256-SHA256',
        jwk: { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) },
        spki: spki.toString('base64'),
        key_id: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
      },
    };
    keysByConfig.set(config, keys);
  }
  return keys;
}

/** The QR text of a ticket: its canonical payload and the server's signature over exactly those bytes. */
export function signTicketPayload(config: Config, payload: TicketPayload): string {
  const signature = sign('sha256', ticketPayloadBytes(payload), {
    key: ticketKeys(config).privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return encodeTicketQr(payload, new Uint8Array(signature));
}

/**
 * The ticket a scanned QR text carries when this server signed it; null for anything else (a tampered
 * payload or signature, another key's signature, garbage). What the manifest's check-in calls.
 */
export function verifyTicketQrText(target: FastifyInstance | Config, text: string): TicketPayload | null {
  const config = 'config' in target ? target.config : target;
  const decoded = decodeTicketQr(text);
  if (!decoded || decoded.signature.length !== 64) return null;
  try {
    const valid = verify(
      'sha256',
      decoded.signed,
      { key: ticketKeys(config).publicKey, dsaEncoding: 'ieee-p1363' },
      decoded.signature,
    );
    return valid ? decoded.payload : null;
  } catch {
    return null;
  }
}
