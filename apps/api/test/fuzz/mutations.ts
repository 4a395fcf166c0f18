/**
 * The malformed values, one at a time: for every path parameter, query parameter, header, JSON body
 * field (nested ones too), cookie, authorization header, whole body and multipart form of an operation,
 * a list of mutations that each change exactly one thing in the operation's valid base request.
 */
import { kindOf, mainAlternative, type JsonSchema, type Operation } from './openapi';
import type { Rng } from './prng';
import {
  encodeMultipart,
  getAt,
  isDateLike,
  isNumeric,
  MULTIPART_BOUNDARY,
  setAt,
  type MultipartForm,
  type RequestSpec,
} from './requests';

export type Kind =
  | 'valid'
  | 'nul'
  | 'surrogate'
  | 'bad-utf8'
  | 'int-overflow'
  | 'negative'
  | 'fraction'
  | 'nan-like'
  | 'date'
  | 'long-string'
  | 'wrong-type'
  | 'bad-encoding'
  | 'long-path-param'
  | 'multipart'
  | 'body-shape'
  | 'bad-auth'
  | 'raw-http';

export interface Mutation {
  kind: Kind;
  /** Where: `path:id`, `query:from`, `body:lead_traveler.email`, `header:idempotency-key`, `body`, … */
  slot: string;
  /** What, briefly: `2147483648`, `NUL`, `10 000 chars`. */
  label: string;
  apply(spec: RequestSpec): RequestSpec;
  /** Raw URL text the answer must not echo back. */
  echo?: string[];
}

export const VALID: Mutation = { kind: 'valid', slot: '-', label: 'valid request', apply: (s) => s };

export const LONG = 10_000;
export const LONG_PARAM = 600;

/** `length` characters of letters and digits, seeded. */
export function longText(
  rng: Rng,
  length: number,
  alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789',
): string {
  let out = '';
  while (out.length < length) out += alphabet[rng.int(alphabet.length)];
  return out;
}

const insertMiddle = (text: string, insert: string) => {
  const at = Math.max(1, Math.floor(text.length / 2));
  return text.slice(0, at) + insert + text.slice(at);
};

// ── URL values (path and query): raw, already percent-encoded ──────────────────────────────────────

interface UrlValue {
  kind: Kind;
  label: string;
  raw: (current: string) => string;
  /** The part of the raw value an answer must not echo. */
  echo?: (raw: string) => string | undefined;
}

function urlValues(where: 'path' | 'query', name: string, schema: JsonSchema, rng: Rng): UrlValue[] {
  const values: UrlValue[] = [
    { kind: 'nul', label: '%00 inside', raw: (c) => `${c || 'a'}%00x`, echo: () => '%00x' },
    {
      kind: 'surrogate',
      label: 'lone surrogate %ED%A0%80',
      raw: (c) => `${c}%ED%A0%80`,
      echo: () => '%ED%A0%80',
    },
    { kind: 'bad-encoding', label: '%E0%A4%A', raw: () => '%E0%A4%A', echo: () => '%E0%A4%A' },
    { kind: 'bad-encoding', label: 'lone %', raw: () => '%' },
    { kind: 'int-overflow', label: '2147483648', raw: () => '2147483648' },
    { kind: 'int-overflow', label: '1e20', raw: () => '1e20' },
    { kind: 'negative', label: '-1', raw: () => '-1' },
    { kind: 'fraction', label: '1.5', raw: () => '1.5' },
    { kind: 'nan-like', label: 'NaN', raw: () => 'NaN' },
  ];
  if (where === 'path') {
    const long = isNumeric(schema) ? longText(rng, LONG_PARAM, '0123456789') : longText(rng, LONG_PARAM);
    values.push({ kind: 'long-path-param', label: `${LONG_PARAM} chars`, raw: () => long, echo: (r) => r });
  } else {
    const long = longText(rng, LONG);
    values.push(
      { kind: 'long-string', label: `${LONG} chars`, raw: () => long, echo: (r) => r },
      { kind: 'wrong-type', label: 'empty value', raw: () => '' },
    );
    if (isNumeric(schema)) {
      values.push(
        { kind: 'int-overflow', label: '99999999999999999999', raw: () => '99999999999999999999' },
        { kind: 'nan-like', label: 'Infinity', raw: () => 'Infinity' },
        { kind: 'nan-like', label: '0x10', raw: () => '0x10' },
      );
    }
  }
  if (isDateLike(name, schema)) {
    for (const date of ['9999-12-31', '0000-01-01', '2026-02-30', '']) {
      values.push({ kind: 'date', label: date || "''", raw: () => date });
    }
    values.push({ kind: 'date', label: '+275760-09-13', raw: () => '%2B275760-09-13' });
  }
  return values;
}

function pathMutations(op: Operation, rng: Rng): Mutation[] {
  return op.pathParams.flatMap((param) =>
    urlValues('path', param.name, param.schema, rng).map((v) => ({
      kind: v.kind,
      slot: `path:${param.name}`,
      label: v.label,
      apply: (spec: RequestSpec) => ({
        ...spec,
        pathValues: { ...spec.pathValues, [param.name]: v.raw(spec.pathValues[param.name] ?? '') },
      }),
      echo: [v.echo?.(v.raw('a'))].filter((x): x is string => !!x && x.length >= 3),
    })),
  );
}

function queryMutations(op: Operation, rng: Rng): Mutation[] {
  const out: Mutation[] = [];
  const required = new Set(op.queryParams.filter((p) => p.required).map((p) => encodeURIComponent(p.name)));
  for (const param of op.queryParams) {
    const key = encodeURIComponent(param.name);
    const replace = (spec: RequestSpec, raw: (c: string) => string): RequestSpec => {
      const has = spec.query.some(([k]) => k === key);
      return {
        ...spec,
        query: has
          ? spec.query.map(([k, v]) => [k, k === key ? raw(v) : v])
          : [...spec.query, [key, raw('')]],
      };
    };
    for (const v of urlValues('query', param.name, param.schema, rng)) {
      out.push({
        kind: v.kind,
        slot: `query:${param.name}`,
        label: v.label,
        apply: (spec) => replace(spec, v.raw),
        echo: [v.echo?.(v.raw('a'))].filter((x): x is string => !!x && x.length >= 3),
      });
    }
    // Dates also alone: with the other parameters valid, a far date is refused against them
    // (from 9999-12-31 is after to), and never reaches what the route computes from it alone.
    if (isDateLike(param.name, param.schema)) {
      for (const date of ['9999-12-31', '0000-01-01', '0001-01-01']) {
        out.push({
          kind: 'date',
          slot: `query:${param.name}`,
          label: `${date} alone`,
          apply: (spec) => ({
            ...spec,
            query: [...spec.query.filter(([k]) => k !== key && required.has(k)), [key, date]],
          }),
        });
      }
    }
    out.push({
      kind: 'wrong-type',
      slot: `query:${param.name}`,
      label: 'repeated key (array)',
      apply: (spec) => {
        const current = spec.query.find(([k]) => k === key)?.[1] ?? 'a';
        return { ...spec, query: [...spec.query, [key, current]] };
      },
    });
  }
  return out;
}

// ── JSON body fields ─────────────────────────────────────────────────────────────────────────────

interface BodyValue {
  kind: Kind;
  label: string;
  value: (current: unknown) => unknown;
}

function bodyValues(name: string, schema: JsonSchema, rng: Rng): BodyValue[] {
  const s = mainAlternative(schema);
  const kind = kindOf(s);
  const text = (c: unknown) => (typeof c === 'string' && c.length > 0 ? c : 'fuzz');
  const long = longText(rng, LONG);
  switch (kind) {
    case 'string': {
      const values: BodyValue[] = [
        { kind: 'nul', label: 'NUL inside', value: (c) => insertMiddle(text(c), '\u0000') },
        { kind: 'surrogate', label: 'lone \\ud800', value: (c) => `${text(c)}\ud800` },
        { kind: 'surrogate', label: 'lone \\udc00 first', value: (c) => `\udc00${text(c)}` },
        { kind: 'long-string', label: `${LONG} chars`, value: () => long },
        { kind: 'wrong-type', label: 'object', value: () => ({ a: 1 }) },
        { kind: 'wrong-type', label: 'array', value: () => ['a'] },
        { kind: 'wrong-type', label: 'null', value: () => null },
        { kind: 'wrong-type', label: 'number', value: () => 12345 },
      ];
      if (isDateLike(name, s)) {
        for (const date of ['9999-12-31', '0000-01-01', '2026-02-30', '']) {
          values.push({ kind: 'date', label: date || "''", value: () => date });
        }
      }
      return values;
    }
    case 'integer':
    case 'number':
      return [
        { kind: 'int-overflow', label: '2147483648', value: () => 2147483648 },
        { kind: 'int-overflow', label: '1e20', value: () => 1e20 },
        { kind: 'negative', label: '-1', value: () => -1 },
        { kind: 'fraction', label: '1.5', value: () => 1.5 },
        { kind: 'nan-like', label: "'NaN'", value: () => 'NaN' },
        { kind: 'nan-like', label: "'2147483648' (string)", value: () => '2147483648' },
        { kind: 'wrong-type', label: 'null', value: () => null },
        { kind: 'wrong-type', label: 'object', value: () => ({}) },
        { kind: 'wrong-type', label: 'boolean', value: () => true },
      ];
    case 'boolean':
      return [
        { kind: 'wrong-type', label: "'true' (string)", value: () => 'true' },
        { kind: 'wrong-type', label: 'number', value: () => 1 },
        { kind: 'wrong-type', label: 'null', value: () => null },
      ];
    case 'array':
      return [
        { kind: 'wrong-type', label: 'object', value: () => ({}) },
        { kind: 'wrong-type', label: 'string', value: () => 'a' },
        { kind: 'wrong-type', label: 'null', value: () => null },
      ];
    case 'object':
      return [
        { kind: 'wrong-type', label: 'array', value: () => [] },
        { kind: 'wrong-type', label: 'string', value: () => 'a' },
        { kind: 'wrong-type', label: 'null', value: () => null },
      ];
    default:
      return [
        { kind: 'nul', label: 'NUL inside', value: (c) => insertMiddle(text(c), '\u0000') },
        { kind: 'wrong-type', label: 'object', value: () => ({ a: 1 }) },
      ];
  }
}

/** Every field of a body schema (nested objects, first array element), depth first. */
function bodySlots(
  schema: JsonSchema,
  path: (string | number)[] = [],
  depth = 0,
): { path: (string | number)[]; schema: JsonSchema }[] {
  if (depth > 6) return [];
  const s = mainAlternative(schema);
  const out: { path: (string | number)[]; schema: JsonSchema }[] = [];
  const kind = kindOf(s);
  if (kind === 'object') {
    for (const [key, prop] of Object.entries(s.properties ?? {})) {
      out.push({ path: [...path, key], schema: prop });
      out.push(
        ...bodySlots(prop, [...path, key], depth + 1).filter((slot) => slot.path.length > path.length + 1),
      );
    }
  } else if (kind === 'array' && s.items) {
    out.push({ path: [...path, 0], schema: s.items });
    out.push(
      ...bodySlots(s.items, [...path, 0], depth + 1).filter((slot) => slot.path.length > path.length + 1),
    );
  }
  return out;
}

function bodyFieldMutations(op: Operation, rng: Rng): Mutation[] {
  if (!op.jsonBody) return [];
  const out: Mutation[] = [];
  for (const slot of bodySlots(op.jsonBody)) {
    const name = String([...slot.path].reverse().find((p) => typeof p === 'string') ?? '');
    for (const v of bodyValues(name, slot.schema, rng)) {
      out.push({
        kind: v.kind,
        slot: `body:${slot.path.join('.')}`,
        label: v.label,
        apply: (spec) => {
          if (spec.body?.kind !== 'json') return spec;
          const current = getAt(spec.body.value, slot.path);
          return {
            ...spec,
            body: { kind: 'json', value: setAt(spec.body.value, slot.path, v.value(current)) },
          };
        },
      });
    }
  }
  return out;
}

// ── Headers ──────────────────────────────────────────────────────────────────────────────────────

function headerMutations(op: Operation, rng: Rng): Mutation[] {
  const long = longText(rng, LONG);
  return op.headerParams.flatMap((param) => {
    const name = param.name.toLowerCase();
    const set = (value: string | undefined) => (spec: RequestSpec) => {
      const headers = { ...spec.headers };
      if (value === undefined) delete headers[name];
      else headers[name] = value;
      return { ...spec, headers };
    };
    const values: [Kind, string, string | undefined][] = [
      ['nul', 'NUL inside', 'fuzz-key\u0000-0001'],
      ['surrogate', 'lone \\ud800', 'fuzz-key-\ud800-0001'],
      ['long-string', `${LONG} chars`, long],
      ['wrong-type', 'empty', ''],
      ['wrong-type', 'missing', undefined],
      ['int-overflow', '2147483648', '2147483648'],
    ];
    return values.map(([kind, label, value]) => ({ kind, slot: `header:${name}`, label, apply: set(value) }));
  });
}

/** Malformed refresh cookies, for the cookie-authenticated routes (refresh, logout). */
export function cookieMutations(rng: Rng): Mutation[] {
  const long = longText(rng, LONG);
  const values: [Kind, string, string][] = [
    ['bad-encoding', '%E0%A4%A', 'dala_refresh=%E0%A4%A'],
    ['bad-encoding', 'lone %', 'dala_refresh=%'],
    ['nul', '%00 inside', 'dala_refresh=abc%00def'],
    ['surrogate', '%ED%A0%80', 'dala_refresh=%ED%A0%80'],
    ['long-string', `${LONG} chars`, `dala_refresh=${long}`],
    ['wrong-type', 'repeated cookie', 'dala_refresh=a; dala_refresh=b'],
    ['wrong-type', 'unterminated quote', 'dala_refresh="abc'],
  ];
  return values.map(([kind, label, cookie]) => ({
    kind,
    slot: 'cookie:dala_refresh',
    label,
    apply: (spec) => ({ ...spec, headers: { ...spec.headers, cookie } }),
  }));
}

/** Broken bearer tokens (never validly signed ones: only the server can make those). */
export function authMutations(rng: Rng): Mutation[] {
  const values: [string, string][] = [
    [`${LONG} chars`, `Bearer ${longText(rng, LONG)}`],
    ['a.b.c', 'Bearer a.b.c'],
    ['alg none', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoiMiJ9.'],
    ['Basic scheme', 'Basic Zm9vOmJhcg=='],
    ['NUL inside', 'Bearer abc\u0000def'],
    ['empty bearer', 'Bearer '],
    ['non-latin1', 'Bearer \u00e9\u00ff\u20ac'],
  ];
  return values.map(([label, value]) => ({
    kind: 'bad-auth',
    slot: 'header:authorization',
    label,
    apply: (spec) => ({ ...spec, headers: { ...spec.headers, authorization: value } }),
  }));
}

// ── Whole bodies ─────────────────────────────────────────────────────────────────────────────────

function bodyShapeMutations(op: Operation): Mutation[] {
  const raw = (
    label: string,
    kind: Kind,
    payload: (spec: RequestSpec) => string | Buffer,
    contentType = 'application/json',
  ): Mutation => ({
    kind,
    slot: 'body',
    label,
    apply: (spec) => ({ ...spec, body: { kind: 'raw', payload: payload(spec), contentType } }),
  });
  const baseText = (spec: RequestSpec) =>
    spec.body?.kind === 'json' ? JSON.stringify(spec.body.value) : '{"a":"b"}';
  const out = [
    raw('[]', 'body-shape', () => '[]'),
    raw('"fuzz" (string)', 'body-shape', () => '"fuzz"'),
    raw('null', 'body-shape', () => 'null'),
    raw('12345', 'body-shape', () => '12345'),
    raw('malformed {"a":', 'body-shape', () => '{"a":'),
    raw('empty with JSON type', 'body-shape', () => ''),
    raw('nested 5000 deep', 'body-shape', () => `${'['.repeat(5000)}${']'.repeat(5000)}`),
    raw('__proto__ key', 'body-shape', (spec) =>
      baseText(spec).replace(/^\{/, '{"__proto__":{"polluted":true},'),
    ),
    raw('text/plain', 'body-shape', (spec) => baseText(spec), 'text/plain'),
    raw('invalid UTF-8 bytes in a string', 'bad-utf8', (spec) => {
      const text = baseText(spec);
      const at = text.indexOf('":"');
      const [head, tail] = at >= 0 ? [text.slice(0, at + 3), text.slice(at + 3)] : ['{"a":"', 'b"}'];
      return Buffer.concat([
        Buffer.from(head),
        Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from(tail),
      ]);
    }),
    raw('raw JSON "\\ud800"', 'surrogate', (spec) => baseText(spec).replace(/":"/, '":"\\ud800')),
  ];
  return op.jsonBody ? out : out.slice(0, 6);
}

const copyForm = (form: MultipartForm): MultipartForm => ({
  fields: form.fields.map(([name, value]): [string, string | Buffer] => [name, value]),
  files: form.files.map((file) => ({ ...file })),
});

function multipartMutations(base: MultipartForm | undefined, rng: Rng): Mutation[] {
  const form: MultipartForm = base ?? {
    fields: [['note', 'fuzz']],
    files: [{ name: 'file', filename: 'fuzz.txt', type: 'text/plain', data: Buffer.from('fuzz') }],
  };
  const valid = encodeMultipart(form);
  const type = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
  const raw = (label: string, payload: Buffer | string, contentType: string): Mutation => ({
    kind: 'multipart',
    slot: 'multipart',
    label,
    apply: (spec) => ({ ...spec, body: { kind: 'raw', payload, contentType } }),
  });
  const out: Mutation[] = [
    raw('no boundary', valid, 'multipart/form-data'),
    raw('wrong boundary', valid, 'multipart/form-data; boundary=SomethingElse42'),
    raw('truncated body', valid.subarray(0, Math.floor(valid.length / 2)), type),
    raw('empty body', Buffer.alloc(0), type),
    raw('no closing delimiter', valid.subarray(0, valid.length - (MULTIPART_BOUNDARY.length + 6)), type),
    raw('only the closing delimiter', `--${MULTIPART_BOUNDARY}--\r\n`, type),
    raw(
      'boundary over 70 chars',
      encodeMultipart(form, 'b'.repeat(200)),
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
    ),
  ];
  if (!base) return out;
  const withForm = (label: string, kind: Kind, change: (f: MultipartForm) => MultipartForm): Mutation => ({
    kind,
    slot: 'multipart',
    label,
    apply: (spec) => ({ ...spec, body: { kind: 'multipart', form: change(copyForm(form)) } }),
  });
  for (const [name] of base.fields) {
    const set = (value: string | Buffer) => (f: MultipartForm) => ({
      ...f,
      fields: f.fields.map(([n, v]): [string, string | Buffer] => [n, n === name ? value : v]),
    });
    out.push(
      withForm(`field ${name}: NUL inside`, 'nul', set('fuzz\u0000value')),
      withForm(`field ${name}: bytes ED A0 80`, 'surrogate', set(Buffer.from([0x66, 0xed, 0xa0, 0x80]))),
      withForm(`field ${name}: ${LONG} chars`, 'long-string', set(longText(rng, LONG))),
    );
  }
  out.push(
    withForm('filename with NUL', 'nul', (f) => ({
      ...f,
      files: f.files.map((file) => ({ ...file, filename: 'a\u0000b.png' })),
    })),
    withForm('no file part', 'multipart', (f) => ({ ...f, files: [] })),
    withForm('empty file', 'multipart', (f) => ({
      ...f,
      files: f.files.map((file) => ({ ...file, data: Buffer.alloc(0) })),
    })),
  );
  return out;
}

/** All single-change mutations of an operation (bad-auth ones apart: see authMutations). */
export function mutationsOf(
  op: Operation,
  rng: Rng,
  options: { multipartForm?: MultipartForm; cookies?: boolean } = {},
): Mutation[] {
  const out = [
    ...pathMutations(op, rng),
    ...queryMutations(op, rng),
    ...headerMutations(op, rng),
    ...bodyFieldMutations(op, rng),
  ];
  if (!op.jsonBody && ['POST', 'PUT', 'PATCH'].includes(op.method)) {
    out.push(...multipartMutations(options.multipartForm, rng));
  }
  if (op.method !== 'GET') out.push(...bodyShapeMutations(op));
  if (options.cookies) out.push(...cookieMutations(rng));
  return out;
}

/** About `share` of `mutations` (seeded), keeping at least one of each slot and kind, in their order. */
export function thin(mutations: Mutation[], share: number, rng: Rng): Mutation[] {
  const keep = new Set<Mutation>();
  const seen = new Set<string>();
  for (const m of mutations) {
    const key = `${m.slot} ${m.kind}`;
    if (!seen.has(key)) {
      seen.add(key);
      keep.add(m);
    }
  }
  const target = Math.ceil(mutations.length * Math.max(0, share));
  for (const m of rng.sample(mutations, mutations.length)) {
    if (keep.size >= target) break;
    keep.add(m);
  }
  return mutations.filter((m) => keep.has(m));
}
