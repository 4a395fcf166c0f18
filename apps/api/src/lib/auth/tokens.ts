import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_LIFETIME_S,
  type AccessTokenClaims,
  type OperatorTypeChoice,
  type UserType,
} from '@dala/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'dala-rides';
const AUDIENCE = 'dala-rides-api';
const ALGORITHM = 'HS256';

const keys = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export interface AccessTokenSubject {
  userId: string;
  sessionId: string;
  type: UserType;
  operatorType: OperatorTypeChoice | null;
}

/** A signed access token (JWT, HS256) valid for ACCESS_TOKEN_LIFETIME_S (15 minutes). */
export function signAccessToken(
  secret: string,
  subject: AccessTokenSubject,
  lifetimeS = ACCESS_TOKEN_LIFETIME_S,
) {
  return new SignJWT({ sid: subject.sessionId, type: subject.type, operator_type: subject.operatorType })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeS)
    .sign(keyFor(secret));
}

export type VerifyResult =
  { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks signature, issuer, audience and expiry; never throws. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: payload as unknown as AccessTokenClaims };
  } catch (err) {
    return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** An opaque random secret (256 bits) for refresh and mailed tokens; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
