import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@dala/shared';
import { AppError } from '../../lib/errors';

/** An Idempotency-Key and the fingerprint of the request that carries it. */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** sha256 of the canonical JSON (keys sorted at every level) of a validated request body. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** Rows stored before fingerprints existed (null) are taken as the same request. */
export function assertSameRequest(storedFingerprint: string | null, fingerprint: string): void {
  if (storedFingerprint != null && storedFingerprint !== fingerprint) {
    throw new AppError(422, ERROR_CODES.idempotencyKeyReused, 'bookings.idempotencyKeyReused');
  }
}
