/**
 * Real rows for the fuzz run, so requests get past "not found" and into the handlers: a user of every
 * role, published packages (group and private) with departures and images, bookings, a payment
 * checkout, a verification document, a notification per user. Routes that destroy what they touch
 * (DELETE, cancel, approve, admin verdicts) get rows of their own ("doomed"), so the rest of the run
 * keeps working whatever they do.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';
import { notify } from '../../src/modules/notifications/notify';
import { createUser, type TestUser } from '../identity/auth-helpers';
import {
  inDays,
  multipart,
  packageInput,
  pngImage,
  publishedGroupSafari,
  seedDestinations,
} from '../safaris/helpers';

export const ROLES = ['guest', 'traveler', 'tour_operator', 'transporter', 'admin'] as const;
/** The five roles, plus an operator still waiting for verification (for the verification form only). */
export type Role = (typeof ROLES)[number] | 'unverified_operator';
export type SignedInRole = Exclude<(typeof ROLES)[number], 'guest'>;

export const GOOGLE_CLIENT_ID = 'dala-fuzz.apps.googleusercontent.com';

export const LEAD_TRAVELER = { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255712345678' };
/** A PDF by its magic bytes: enough for the verification upload. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface GoogleSigner {
  keys: JWTVerifyGetKey;
  idToken(claims?: Record<string, unknown>): Promise<string>;
}

/** Locally generated keys stand in for Google's published ones (as in identity/google.test.ts). */
export async function googleSigner(): Promise<GoogleSigner> {
  const pair = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'fuzz-key', alg: 'RS256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    idToken: (claims = {}) =>
      new SignJWT({ email_verified: true, given_name: 'Rehema', family_name: 'Msuya', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'fuzz-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(GOOGLE_CLIENT_ID)
        .setSubject(String(claims.sub ?? 'fuzz-google-subject'))
        .setIssuedAt()
        .setExpirationTime('30m')
        .sign(pair.privateKey),
  };
}

export interface Fixtures {
  users: Record<SignedInRole, TestUser>;
  /** An unverified transporter who submitted a document: the admin routes' target. */
  targetOperator: TestUser;
  documentId: string;
  main: { id: number; departureId: number; departureDate: string; imageFile: string };
  scratch: {
    id: number;
    departureId: number;
    departureDate: string;
    doomedDepartureId: number;
    imageIds: number[];
    doomedImageId: number;
  };
  privatePackageId: number;
  doomedPackageId: number;
  bookings: {
    main: string;
    travelerCancel: string;
    operatorCancel: string;
    approve: string;
    decline: string;
  };
  /** Sandbox payment references: one to approve, one to decline. */
  checkout: { approve: string; decline: string };
  notificationIds: Record<SignedInRole, string>;
  googleCredential: string;
}

async function ok(app: FastifyInstance, what: string, request: InjectOptions, status = [200, 201]) {
  const res = await app.inject(request);
  if (!status.includes(res.statusCode)) {
    throw new Error(`fuzz fixtures: ${what} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  }
  return res;
}

async function uploadImage(app: FastifyInstance, operator: TestUser, packageId: number): Promise<void> {
  const upload = multipart(await pngImage(400, 250));
  await ok(app, 'image upload', {
    method: 'POST',
    url: `/api/operator/safaris/${packageId}/images`,
    headers: { ...operator.authHeader, ...upload.headers },
    payload: upload.payload,
  });
}

let bookingKey = 0;
async function book(app: FastifyInstance, traveler: TestUser, safariId: number, departureId: number) {
  const res = await ok(app, 'booking', {
    method: 'POST',
    url: '/api/bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': `fuzz-fixture-${++bookingKey}-${Date.now()}` },
    payload: {
      safari_id: safariId,
      departure_id: departureId,
      adults: 1,
      children: 0,
      infants: 0,
      lead_traveler: LEAD_TRAVELER,
      accept_terms: true,
    },
  });
  return res.json<{ id: string }>().id;
}

export async function setupFixtures(app: FastifyInstance, google: GoogleSigner): Promise<Fixtures> {
  await seedDestinations(app.db);
  const traveler = await createUser(app, { first_name: 'Fuzz' });
  const tourOperator = await createUser(app, {
    type: 'operator',
    operator_type: 'tour_operator',
    is_verified: true,
  });
  const transporter = await createUser(app, {
    type: 'operator',
    operator_type: 'transporter',
    is_verified: true,
  });
  const admin = await createUser(app, { type: 'admin' });
  const targetOperator = await createUser(app, {
    type: 'operator',
    operator_type: 'transporter',
    is_verified: false,
  });

  // The target operator submits a document: admin and owner download routes have a real id.
  const boundary = '----dalaFuzzFixture';
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="company_name"\r\n\r\nFuzz Coaches Ltd\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="phone_number"\r\n\r\n+255712000001\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="business_license"; filename="licence.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF_BYTES,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await ok(app, 'verification submission', {
    method: 'POST',
    url: '/api/auth/verify',
    headers: { ...targetOperator.authHeader, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: form,
  });
  const docs = await ok(app, 'document list', {
    method: 'GET',
    url: '/api/users/me/documents',
    headers: targetOperator.authHeader,
  });
  const documentId = docs.json<{ items: { id: string }[] }>().items[0]!.id;

  // Packages: the main one (read and booked), a scratch one (edited), a private one (blocked dates).
  const main = await publishedGroupSafari(app, tourOperator, { capacity: 60, departureInDays: 90 });
  const mainDetail = await ok(app, 'safari detail', { method: 'GET', url: `/api/safaris/${main.id}` });
  const imageFile = /\/api\/safaris\/images\/([\w.-]+)/.exec(mainDetail.body)?.[1] ?? 'missing.webp';

  const scratch = await publishedGroupSafari(app, tourOperator, { capacity: 10, departureInDays: 95 });
  const doomedDeparture = await ok(app, 'departure', {
    method: 'POST',
    url: `/api/operator/safaris/${scratch.id}/departures`,
    headers: tourOperator.authHeader,
    payload: { start_date: inDays(97), capacity: 5 },
  });
  await uploadImage(app, tourOperator, scratch.id);
  const scratchDetail = await ok(app, 'operator safari', {
    method: 'GET',
    url: `/api/operator/safaris/${scratch.id}`,
    headers: tourOperator.authHeader,
  });
  const imageIds = scratchDetail.json<{ images: { id: number }[] }>().images.map((i) => i.id);

  const privatePackage = await publishedGroupSafari(app, tourOperator, {
    input: { is_private: true, title: 'Private Ngorongoro Fuzz Tour' },
  });
  const doomed = await ok(app, 'draft package', {
    method: 'POST',
    url: '/api/operator/safaris',
    headers: tourOperator.authHeader,
    payload: packageInput({ title: 'Doomed Fuzz Package' }),
  });

  const bookings = {
    main: await book(app, traveler, main.id, main.departureId!),
    travelerCancel: await book(app, traveler, main.id, main.departureId!),
    operatorCancel: await book(app, traveler, main.id, main.departureId!),
    approve: await book(app, traveler, main.id, main.departureId!),
    decline: await book(app, traveler, main.id, main.departureId!),
  };
  const checkoutReference = async (bookingId: string) => {
    const payment = await ok(app, 'payment', {
      method: 'POST',
      url: `/api/bookings/${bookingId}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': `fuzz-fixture-payment-${bookingId}` },
      payload: { method: 'mobile_money', phone: '+255712345678', return_path: '/booking/success' },
    });
    const url = payment.json<{ checkout_url: string }>().checkout_url;
    const reference = /(sbx_[0-9a-f]{32})/.exec(url)?.[1];
    if (!reference) throw new Error(`fuzz fixtures: no sandbox reference in ${url}`);
    return reference;
  };
  const checkout = {
    approve: await checkoutReference(bookings.approve),
    decline: await checkoutReference(bookings.decline),
  };

  const users: Record<SignedInRole, TestUser> = {
    traveler,
    tour_operator: tourOperator,
    transporter,
    admin,
  };
  const notificationIds = {} as Record<SignedInRole, string>;
  for (const [role, user] of Object.entries(users) as [SignedInRole, TestUser][]) {
    notificationIds[role] = (
      await notify(app.db, user.user.id, 'info', 'notifications.welcomeTitle', 'notifications.welcomeGoogle')
    ).id;
  }

  return {
    users,
    targetOperator,
    documentId,
    main: {
      id: main.id,
      departureId: main.departureId!,
      departureDate: inDays(90),
      imageFile,
    },
    scratch: {
      id: scratch.id,
      departureId: scratch.departureId!,
      departureDate: inDays(95),
      doomedDepartureId: doomedDeparture.json<{ id: number }>().id,
      imageIds,
      doomedImageId: imageIds[imageIds.length - 1]!,
    },
    privatePackageId: privatePackage.id,
    doomedPackageId: doomed.json<{ id: number }>().id,
    bookings,
    checkout,
    notificationIds,
    googleCredential: await google.idToken({ sub: 'fuzz-google-1', email: 'fuzz.google@example.com' }),
  };
}

/** Brings the fixtures up to date before a target whose valid request depends on earlier ones. */
export async function refreshFixtures(app: FastifyInstance, fx: Fixtures, label: string): Promise<void> {
  if (label === 'PUT /api/operator/safaris/{id}/images') {
    // Earlier uploads added images: a reorder must list every one of them.
    const res = await ok(app, 'operator safari', {
      method: 'GET',
      url: `/api/operator/safaris/${fx.scratch.id}`,
      headers: fx.users.tour_operator.authHeader,
    });
    fx.scratch.imageIds = res.json<{ images: { id: number }[] }>().images.map((i) => i.id);
  }
}
