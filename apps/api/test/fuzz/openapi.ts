/**
 * Reads the OpenAPI document the API serves (GET /api/docs) into a list of operations, and builds a
 * valid example value from a request schema (enums' first value, strings within their length and
 * pattern, numbers within their bounds), with named hints for values the schema cannot tell.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** Upper case: GET, POST, … */
  method: string;
  /** The OpenAPI path, with `{name}` placeholders: `/api/safaris/{id}`. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  headerParams: Param[];
  /** Schema of an application/json body, when the operation declares one. */
  jsonBody?: JsonSchema;
  bodyRequired: boolean;
  /** Declared multipart/form-data (the document does not list our multipart routes; see fixtures). */
  multipart: boolean;
}

export const opKey = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required ?? p.in === 'path',
        schema: resolveSchema(doc, p.schema ?? { type: 'string' }),
      }));
      const content = op.requestBody?.content ?? {};
      const json = Object.entries(content).find(([type]) => /json/i.test(type))?.[1]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        jsonBody: json ? resolveSchema(doc, json) : undefined,
        bodyRequired: op.requestBody?.required ?? false,
        multipart: Object.keys(content).some((type) => /multipart\/form-data/i.test(type)),
      });
    }
  }
  return ops;
}

/** Inlines $ref and allOf, recursively (anyOf/oneOf alternatives are kept, each resolved). */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  let s = schema;
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/components\/schemas\//, '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${s.$ref}`);
    const { $ref: _ref, ...rest } = s;
    s = { ...target, ...rest };
  }
  if (s.allOf) {
    const { allOf, ...rest } = s;
    s = allOf.reduce<JsonSchema>((acc, part) => {
      const r = resolveSchema(doc, part, depth + 1);
      return {
        ...acc,
        ...r,
        properties: { ...acc.properties, ...r.properties },
        required: [...(acc.required ?? []), ...(r.required ?? [])],
      };
    }, rest);
  }
  const out: JsonSchema = { ...s };
  if (s.properties) {
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, resolveSchema(doc, v, depth + 1)]),
    );
  }
  if (s.items) out.items = resolveSchema(doc, s.items, depth + 1);
  if (s.anyOf) out.anyOf = s.anyOf.map((v) => resolveSchema(doc, v, depth + 1));
  if (s.oneOf) out.oneOf = s.oneOf.map((v) => resolveSchema(doc, v, depth + 1));
  return out;
}

/** The alternative used for examples: the first that is not just `null`. */
export function mainAlternative(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  const chosen = alternatives.find((a) => a.type !== 'null') ?? alternatives[0] ?? {};
  return { ...rest, ...mainAlternative(chosen) };
}

export type SchemaKind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';

export function kindOf(schema: JsonSchema): SchemaKind {
  const s = mainAlternative(schema);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean') return type;
  if (type === 'array' || s.items) return 'array';
  if (type === 'object' || s.properties) return 'object';
  if (s.enum?.length) {
    const first = s.enum[0];
    if (typeof first === 'string') return 'string';
    if (typeof first === 'boolean') return 'boolean';
    if (typeof first === 'number') return Number.isInteger(first) ? 'integer' : 'number';
  }
  return 'unknown';
}

/** A named value for a field the schema cannot describe well enough (ids, dates, emails…). */
export type Hint = (name: string, schema: JsonSchema) => unknown;

function matches(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return new RegExp(pattern).test(value);
  }
}

const STRING_CANDIDATES = [
  'fuzz',
  'fuzz@example.com',
  '+255712345678',
  '/booking/success',
  'fuzz-key-0001',
  '2026-06-01',
  'savannah-dusk',
  '1',
];

/** A string the schema accepts (format, pattern, lengths), preferring the hint's. */
export function exampleString(schema: JsonSchema, hinted?: unknown): string {
  const s = mainAlternative(schema);
  if (s.enum?.length) return String(s.enum[0]);
  if (typeof s.const === 'string') return s.const;
  const candidates = [
    ...(typeof hinted === 'string' ? [hinted] : []),
    ...(typeof s.default === 'string' ? [s.default] : []),
    ...(s.format === 'email' ? ['fuzz@example.com'] : []),
    ...(s.format === 'date' ? ['2026-06-01'] : []),
    ...(s.format === 'date-time' ? ['2026-06-01T10:00:00.000Z'] : []),
    ...(s.format === 'uuid' ? ['00000000-0000-4000-8000-000000000000'] : []),
    ...STRING_CANDIDATES,
  ];
  for (const candidate of candidates) {
    let value = candidate;
    if (s.minLength && value.length < s.minLength) value = value.padEnd(s.minLength, 'x');
    if (s.maxLength !== undefined && value.length > s.maxLength) value = value.slice(0, s.maxLength);
    if (matches(s.pattern, value)) return value;
  }
  return 'fuzz'.padEnd(s.minLength ?? 0, 'x');
}

function exampleNumber(schema: JsonSchema, integer: boolean, hinted?: unknown): number {
  const s = mainAlternative(schema);
  if (s.enum?.length) return Number(s.enum[0]);
  let min = s.minimum ?? -Infinity;
  let max = s.maximum ?? Infinity;
  if (typeof s.exclusiveMinimum === 'number') min = Math.max(min, s.exclusiveMinimum + (integer ? 1 : 0.5));
  if (typeof s.exclusiveMaximum === 'number') max = Math.min(max, s.exclusiveMaximum - (integer ? 1 : 0.5));
  const within = (v: unknown): v is number =>
    typeof v === 'number' && v >= min && v <= max && (!integer || Number.isInteger(v));
  if (within(hinted)) return hinted;
  if (within(s.default)) return s.default;
  if (within(1)) return 1;
  return Number.isFinite(min) ? min : Number.isFinite(max) ? max : 1;
}

/**
 * A valid example of `schema`. Optional object properties are included (so each one can be mutated),
 * arrays get max(minItems, 1) items. `hint(name)` may answer any field by name; `undefined` = no hint.
 */
export function exampleValue(schema: JsonSchema, hint: Hint, name = '', depth = 0): unknown {
  const s = mainAlternative(schema);
  const hinted = hint(name, s);
  if (depth > 8) return null;
  switch (kindOf(s)) {
    case 'string':
      return exampleString(s, hinted);
    case 'integer':
      return exampleNumber(s, true, hinted);
    case 'number':
      return exampleNumber(s, false, hinted);
    case 'boolean':
      if (s.enum?.length) return s.enum[0];
      return typeof hinted === 'boolean' ? hinted : typeof s.default === 'boolean' ? s.default : false;
    case 'array': {
      if (Array.isArray(hinted)) return hinted;
      const count = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: count }, () => exampleValue(s.items ?? {}, hint, name, depth + 1));
    }
    case 'object': {
      if (hinted && typeof hinted === 'object') return hinted;
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        out[key] = exampleValue(prop, hint, key, depth + 1);
      }
      return out;
    }
    default:
      return hinted ?? 'fuzz';
  }
}
