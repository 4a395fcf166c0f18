/**
 * The request model of the fuzz run (an operation's path values, query pairs, headers and body, all
 * already URL-encoded where they go in the URL), and the valid base request of every operation: real
 * ids from the fixtures, bodies built from the schema with named hints and per-route overrides.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@dala/shared';
import type { InjectOptions } from 'fastify';
import { inDays, packageInput } from '../safaris/helpers';
import type { Fixtures, Role } from './fixtures';
import { LEAD_TRAVELER, PDF_BYTES } from './fixtures';
import {
  exampleValue,
  kindOf,
  opKey,
  type Hint,
  type JsonSchema,
  type Operation,
  type Param,
} from './openapi';

export interface MultipartFile {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}
export interface MultipartForm {
  fields: [string, string | Buffer][];
  files: MultipartFile[];
}

export type RequestBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string | Buffer; contentType?: string }
  | { kind: 'multipart'; form: MultipartForm };

export interface RequestSpec {
  method: string;
  /** Raw (already percent-encoded) value of each `{param}`. */
  pathValues: Record<string, string>;
  /** Raw (already percent-encoded) pairs. */
  query: [string, string][];
  headers: Record<string, string>;
  body?: RequestBody;
}

/** An operation as fuzzed: an OpenAPI operation, sometimes in one of several set-ups (private tour…). */
export interface Target {
  op: Operation;
  /** `POST /api/safaris/{id}/quote`, plus ` [private]` for a variant. */
  label: string;
  variant?: string;
  /** Only these roles (default: guest and the four signed-in roles). */
  roles?: Role[];
}

/** Replaced at send time by a fresh Idempotency-Key, so each request is a new one. */
export const FRESH_KEY = '<fresh-idempotency-key>';
export const NEW_PASSWORD = 'Kilimanjaro-Sunset-2026';
export const MULTIPART_BOUNDARY = '----dalaFuzzBoundary7MA4YWxkTrZu0gW';

/** Routes that end the session they are called with: each request gets a throwaway user. */
export function endsSession(op: Operation): boolean {
  return /\/auth\/(logout|logout-all|token\/refresh)$/.test(op.path);
}

export function urlOf(target: Target, spec: RequestSpec): string {
  const path = target.op.path.replace(/\{(\w+)\}/g, (_, name: string) => spec.pathValues[name] ?? '');
  const query = spec.query.map(([k, v]) => `${k}=${v}`).join('&');
  return query ? `${path}?${query}` : path;
}

export function encodeMultipart(form: MultipartForm, boundary = MULTIPART_BOUNDARY): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of form.fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from('\r\n'));
  }
  for (const file of form.files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export function injectOptionsOf(target: Target, spec: RequestSpec): InjectOptions {
  const headers: Record<string, string> = { ...spec.headers };
  let payload: string | Buffer | undefined;
  const body = spec.body;
  if (body?.kind === 'json') {
    payload = JSON.stringify(body.value);
    headers['content-type'] ??= 'application/json';
  } else if (body?.kind === 'raw') {
    payload = body.payload;
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  } else if (body?.kind === 'multipart') {
    payload = encodeMultipart(body.form);
    headers['content-type'] ??= `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
  }
  return {
    method: spec.method as InjectOptions['method'],
    url: urlOf(target, spec),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

export const clone = <T>(value: T): T => structuredClone(value);

/** Sets `path` in `root` (creating objects/arrays on the way); returns the new root. */
export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> =
    root && typeof root === 'object'
      ? (clone(root) as Record<string | number, unknown>)
      : typeof head === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  container[head!] = setAt(container[head!], rest, value);
  return container;
}

export function getAt(root: unknown, path: (string | number)[]): unknown {
  let current = root;
  for (const key of path) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** Deep merge of overrides into a generated body; an `undefined` override removes the key. */
function merge(base: unknown, override: unknown): unknown {
  if (!override || typeof override !== 'object' || Array.isArray(override)) return override;
  if (!base || typeof base !== 'object' || Array.isArray(base)) return override;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) delete out[key];
    else out[key] = merge(out[key], value);
  }
  return out;
}

/** Field names that are calendar dates (their slots also get 9999-12-31, 2026-02-30, …). */
export function isDateLike(name: string, schema?: JsonSchema): boolean {
  return (
    /(^|_)(date|dates|from|to)$/.test(name) || schema?.format === 'date' || schema?.format === 'date-time'
  );
}

function fieldHint(fx: Fixtures): Hint {
  return (name) => {
    switch (name) {
      case 'email':
        return 'fuzz.user@example.com';
      case 'phone':
      case 'phone_number':
        return '+255712345678';
      case 'password':
      case 'password2':
        return NEW_PASSWORD;
      case 'current_password':
        return 'not-the-current-password';
      case 'date':
      case 'start_date':
      case 'from':
        return inDays(60);
      case 'end_date':
      case 'to':
        return inDays(150);
      case 'dates':
        return [inDays(100)];
      case 'return_path':
        return '/booking/success';
      case 'q':
      case 'location':
        return 'serengeti';
      case 'destination':
        return 'serengeti-national-park';
      case 'tier':
        return 'mid-range';
      case 'safari_id':
      case 'package_id':
        return fx.main.id;
      case 'departure_id':
        return fx.main.departureId;
      case 'page':
        return 1;
      case 'page_size':
        return 10;
      case 'guests':
      case 'adults':
        return 1;
      case 'max_price':
        return 100000;
      case 'max_days':
        return 30;
      case 'name':
        return 'Neema Mushi';
      case 'first_name':
        return 'Fuzz';
      case 'last_name':
        return 'Tester';
      case 'company_name':
        return 'Fuzz Safaris Ltd';
      case 'token':
        return 'x'.repeat(43);
      case 'credential':
        return fx.googleCredential;
      case 'reason':
        return 'Fuzzing the reason field';
      case 'message':
        return 'Hello, this is a message from the fuzz test.';
      case 'title':
        return 'Fuzz title';
      case 'nonce':
        return undefined;
      case 'idempotency-key':
        return FRESH_KEY;
      default:
        return undefined;
    }
  };
}

/** Path values with real ids: which row a route gets depends on what it does to it. */
function pathValue(fx: Fixtures, target: Target, param: Param, role: Role): string | undefined {
  const { method, path } = target.op;
  const { name } = param;
  const signedIn = role === 'guest' || role === 'unverified_operator' ? 'traveler' : role;
  if (path.startsWith('/api/safaris/{id}')) {
    return String(target.variant === 'private' ? fx.privatePackageId : fx.main.id);
  }
  if (path === '/api/safaris/art/{name}') return 'savannah-dusk.svg';
  if (path === '/api/safaris/images/{file}') return fx.main.imageFile;
  if (path.startsWith('/api/operator/safaris/{id}')) {
    if (name === 'id') {
      if (path === '/api/operator/safaris/{id}' && method === 'DELETE') return String(fx.doomedPackageId);
      if (path.includes('/blocked-dates')) return String(fx.privatePackageId);
      return String(fx.scratch.id);
    }
    if (name === 'departureId') {
      return String(method === 'DELETE' ? fx.scratch.doomedDepartureId : fx.scratch.departureId);
    }
    if (name === 'imageId') return String(fx.scratch.doomedImageId);
  }
  if (path.startsWith('/api/bookings/{id}')) {
    return path.endsWith('/cancel') ? fx.bookings.travelerCancel : fx.bookings.main;
  }
  if (path.startsWith('/api/operator/bookings/{id}')) {
    return path.endsWith('/cancel') ? fx.bookings.operatorCancel : fx.bookings.main;
  }
  if (path.startsWith('/api/notifications/{id}')) return fx.notificationIds[signedIn];
  if (path.startsWith('/api/admin/operators/{id}')) return fx.targetOperator.user.id;
  if (path === '/api/admin/documents/{id}' || path === '/api/users/me/documents/{id}') return fx.documentId;
  if (path.startsWith('/api/payments/sandbox/checkout/{reference}')) {
    return path.endsWith('/decline') ? fx.checkout.decline : fx.checkout.approve;
  }
  return undefined;
}

/** Bodies the schema alone cannot make valid (cross-field rules, real ids). */
function bodyOverride(fx: Fixtures, target: Target): unknown {
  const lead = LEAD_TRAVELER;
  switch (target.variant ? `${opKey(target.op)} [${target.variant}]` : opKey(target.op)) {
    case 'POST /api/operator/safaris':
      return packageInput({ title: 'Fuzz Created Safari' });
    case 'PUT /api/operator/safaris/{id}':
      return { ...packageInput(), status: 'published' };
    case 'POST /api/operator/safaris/{id}/departures':
      return { start_date: inDays(200), capacity: 10, adult_price_usd: 900, child_price_usd: 400 };
    case 'PUT /api/operator/safaris/{id}/departures/{departureId}':
      return {
        start_date: fx.scratch.departureDate,
        capacity: 10,
        adult_price_usd: null,
        child_price_usd: null,
      };
    case 'PUT /api/operator/safaris/{id}/images':
      return { image_ids: fx.scratch.imageIds, cover_image_id: fx.scratch.imageIds[0] };
    case 'POST /api/operator/safaris/{id}/blocked-dates':
    case 'DELETE /api/operator/safaris/{id}/blocked-dates':
      return { dates: [inDays(100)], reason: 'Fuzz maintenance' };
    case 'POST /api/safaris/{id}/quote':
      return { departure_id: fx.main.departureId, adults: 1, children: 0, infants: 0, date: undefined };
    case 'POST /api/safaris/{id}/quote [private]':
      return { date: inDays(120), adults: 2, children: 0, infants: 0, departure_id: undefined };
    case 'POST /api/bookings':
      return {
        safari_id: fx.main.id,
        departure_id: fx.main.departureId,
        date: undefined,
        adults: 1,
        children: 0,
        infants: 0,
        lead_traveler: lead,
        special_requests: 'Vegetarian meals, please.',
        accept_terms: true,
      };
    case 'POST /api/bookings [private]':
      return {
        safari_id: fx.privatePackageId,
        departure_id: undefined,
        date: inDays(130),
        adults: 2,
        children: 0,
        infants: 0,
        lead_traveler: lead,
        special_requests: '',
        accept_terms: true,
      };
    case 'POST /api/bookings/{id}/payments':
      return {
        kind: 'deposit',
        method: 'mobile_money',
        phone: '+255712345678',
        return_path: '/booking/success',
      };
    case 'POST /api/bookings/{id}/cancel':
      return { reason: 'Change of plans' };
    case 'POST /api/operator/bookings/{id}/cancel':
      return { reason: 'Vehicle breakdown' };
    case 'POST /api/auth/register':
      return {
        type: 'traveler',
        first_name: 'Fuzz',
        last_name: 'Register',
        email: 'fuzz.register@example.com',
        password: NEW_PASSWORD,
        password2: NEW_PASSWORD,
        phone_number: '+255712345678',
        company_name: undefined,
        operator_type: undefined,
      };
    case 'POST /api/auth/login':
      return {
        email: fx.users.traveler.user.email,
        password: fx.users.traveler.password,
        remember_me: false,
      };
    case 'POST /api/auth/password/forgot':
      return { email: fx.users.traveler.user.email };
    case 'POST /api/auth/google':
      return { credential: fx.googleCredential, nonce: undefined, remember_me: false };
    case 'PUT /api/users/me':
      return { first_name: 'Fuzz', last_name: 'Tester', phone_number: '+255712000000' };
    case 'POST /api/contact':
      return {
        name: 'Neema Mushi',
        email: 'neema@example.com',
        message: 'Karibu! A question from the fuzz test.',
      };
    default:
      return undefined;
  }
}

/**
 * Query parameters left out of the valid request (mutations add them): with them, the answer would be
 * empty (min_rating=0 leaves out packages nobody has rated yet).
 */
const OMITTED_QUERY = new Set(['GET /api/safaris?min_rating']);

/** Query values: every declared parameter, valid (so each can be mutated in place). */
function queryValue(fx: Fixtures, target: Target, param: Param): string {
  const { path } = target.op;
  if (path === '/api/safaris/{id}/availability') {
    if (param.name === 'from') return inDays(1);
    if (param.name === 'to') return inDays(200);
  }
  if (path === '/api/operator/bookings') {
    if (param.name === 'from') return inDays(-400);
    if (param.name === 'to') return inDays(400);
  }
  if (path === '/api/auth/register' && param.name === 'operator_type') return '';
  const value = exampleValue(param.schema, fieldHint(fx), param.name);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Multipart routes (the OpenAPI document does not describe them): a valid form for each. */
export function multipartBase(target: Target, png: Buffer): MultipartForm | undefined {
  switch (opKey(target.op)) {
    case 'POST /api/operator/safaris/{id}/images':
      return {
        fields: [
          ['alt', 'A lioness resting in the grass'],
          ['is_cover', 'false'],
        ],
        files: [{ name: 'file', filename: 'lioness.png', type: 'image/png', data: png }],
      };
    case 'POST /api/auth/verify':
      return {
        fields: [
          ['company_name', 'Fuzz Safaris Ltd'],
          ['phone_number', '+255712000002'],
        ],
        files: [
          { name: 'business_license', filename: 'licence.pdf', type: 'application/pdf', data: PDF_BYTES },
        ],
      };
    default:
      return undefined;
  }
}

/** Several set-ups of one operation: group and private tours price and book differently. */
export function targetsOf(ops: Operation[]): Target[] {
  const out: Target[] = [];
  for (const op of ops) {
    out.push({ op, label: opKey(op) });
    const key = opKey(op);
    if (key === 'GET /api/users/me/documents/{id}') {
      out.push({ op, label: `${key} [owner]`, variant: 'owner', roles: ['unverified_operator'] });
    }
    if (key === 'POST /api/auth/verify') {
      out.push({
        op,
        label: `${key} [unverified operator]`,
        variant: 'unverified',
        roles: ['unverified_operator'],
      });
    }
    if (
      key === 'POST /api/safaris/{id}/quote' ||
      key === 'POST /api/bookings' ||
      key === 'GET /api/safaris/{id}/availability'
    ) {
      out.push({ op, label: `${key} [private]`, variant: 'private' });
    }
  }
  return out;
}

/** The valid request of `target` for `role`, without its credentials (added at send time). */
export function baseRequest(fx: Fixtures, target: Target, role: Role, png: Buffer): RequestSpec {
  const { op } = target;
  const hint = fieldHint(fx);
  const pathValues: Record<string, string> = {};
  for (const param of op.pathParams) {
    const value = pathValue(fx, target, param, role) ?? String(exampleValue(param.schema, hint, param.name));
    pathValues[param.name] = encodeURIComponent(value);
  }
  const query: [string, string][] = op.queryParams
    .filter((param) => !OMITTED_QUERY.has(`${opKey(op)}?${param.name}`))
    .map((param) => [encodeURIComponent(param.name), encodeURIComponent(queryValue(fx, target, param))]);
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  for (const param of op.headerParams) {
    const value = exampleValue(param.schema, hint, param.name.toLowerCase());
    headers[param.name.toLowerCase()] = String(
      value === FRESH_KEY || /idempotency/i.test(param.name) ? FRESH_KEY : value,
    );
  }
  let body: RequestBody | undefined;
  if (op.jsonBody) {
    const generated = exampleValue(op.jsonBody, hint);
    const override = bodyOverride(fx, target);
    body = { kind: 'json', value: override === undefined ? generated : merge(generated, override) };
  } else {
    const form = multipartBase(target, png);
    if (form) body = { kind: 'multipart', form };
  }
  return { method: op.method, pathValues, query, headers, body };
}

/** Whether the schema is (mainly) a number, for picking the malformed values of a URL parameter. */
export const isNumeric = (schema: JsonSchema) => ['integer', 'number'].includes(kindOf(schema));
