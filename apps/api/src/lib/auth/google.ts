import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys Google signs ID tokens with; tests decorate their own (locally generated) key set. */
    googleKeys?: JWTVerifyGetKey;
  }
}

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

let remoteKeys: JWTVerifyGetKey | undefined;
/** Google's published keys, fetched on first use and cached (jose refreshes them on unknown kids). */
export function googleKeys(): JWTVerifyGetKey {
  remoteKeys ??= createRemoteJWKSet(new URL(GOOGLE_CERTS_URL));
  return remoteKeys;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Verifies a Google ID token (the "credential" of Google Identity Services): RS256 signature against
 * Google's keys, issuer, audience = our client id, expiry, a verified email, and the nonce when one
 * is given. Returns undefined
 * for anything that does not pass.
 */
export async function verifyGoogleIdToken(
  credential: string,
  options: { clientId: string; keys: JWTVerifyGetKey; nonce?: string },
): Promise<GoogleIdentity | undefined> {
  try {
    const { payload } = await jwtVerify(credential, options.keys, {
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
      algorithms: ['RS256'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!payload.sub || !email || payload.email_verified !== true) return undefined;
    if (options.nonce !== undefined && payload.nonce !== options.nonce) return undefined;
    const given = typeof payload.given_name === 'string' ? payload.given_name : '';
    const family = typeof payload.family_name === 'string' ? payload.family_name : '';
    const name = typeof payload.name === 'string' ? payload.name : '';
    return {
      subject: payload.sub,
      email,
      firstName: (given || name.split(' ')[0] || email.split('@')[0] || 'Traveler').slice(0, 100),
      lastName: (family || name.split(' ').slice(1).join(' ') || '-').slice(0, 100),
    };
  } catch {
    return undefined;
  }
}
