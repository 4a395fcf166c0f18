import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Cacheable public answers (the catalog): `Cache-Control`, a weak `ETag` and 304 on `If-None-Match`,
 * and a short-lived copy in this process, serialized and compressed once, so that a hot listing is
 * answered without the database, the response schema or the compressor.
 *
 * The process copy is a cache like any HTTP cache in front of us: a copy lives CATALOG_CACHE_MS
 * (10 s by default, less than the answers' max-age), and every successful change made through this
 * process's API (a write outside the ones below that cannot touch the catalog) drops them all, so
 * this process never serves a listing older than its own last change. Another process's change shows
 * after at most CATALOG_CACHE_MS, as it would through a shared cache. Only 200 answers are kept; errors never.
 * Nothing here reads the socket, so `app.inject` (server-side rendering) is served the same way.
 */

export interface CachePolicy {
  /** The `Cache-Control` header of the 200 answer (and of its 304). */
  cacheControl: string;
  /**
   * Whether this process keeps a copy (for CATALOG_CACHE_MS, at most the answer's max-age); otherwise it
   * is computed each time and the ETag only saves sending the body.
   */
  keep: boolean;
}

/** Public catalog data: a browser or CDN reuses it briefly and may show it while it revalidates. */
export const CATALOG_CACHE: CachePolicy = {
  cacheControl: 'public, max-age=30, stale-while-revalidate=120',
  keep: true,
};
/** Seats change with every booking: always revalidated (a 304 when unchanged), never kept. */
export const REVALIDATE_ALWAYS: CachePolicy = { cacheControl: 'public, no-cache', keep: false };

/** Writes that cannot change a catalog answer: they leave the process copies in place. */
const WRITES_THAT_KEEP = [/^\/api\/auth\//, /^\/api\/contact/, /^\/api\/newsletter/, /\/quote$/];
const MAX_ENTRIES = 500;
/** Larger answers are still served with an ETag, just not kept. */
const MAX_KEPT_BYTES = 512 * 1024;
/** As @fastify/compress is configured in app.ts: answers under 1 KiB go uncompressed. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_PARAMS = {
  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
};

interface Entry {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  expires: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a client takes (q > 0), brotli first, as @fastify/compress chooses. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/** Does `If-None-Match` name this ETag (weak comparison, RFC 9110 §13.1.2)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers being computed: concurrent misses of one key share one computation. */
  private readonly pending = new Map<string, Promise<Entry>>();
  /** Bumped by every clear: a computation that began before it is not kept. */
  private generation = 0;
  private readonly serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

  constructor(
    /** How long a kept answer lives, in ms (CATALOG_CACHE_MS); 0 keeps nothing. */
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Answers a GET with `produce()`'s value, serialized by the route's 200 schema (exactly as the
   * route's own serializer would), with ETag and Cache-Control; 304 when the client has it.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    policy: CachePolicy,
    schema: z.ZodType,
    produce: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const key = request.url;
    const entry = await this.entry(key, policy, schema, produce);
    reply
      .header('cache-control', policy.cacheControl)
      .header('etag', entry.etag)
      .header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body = encoding === 'identity' ? undefined : this.encoded(entry, encoding);
    if (body) return reply.header('content-encoding', encoding).send(body);
    return reply.send(entry.identity);
  }

  private async entry(
    key: string,
    policy: CachePolicy,
    schema: z.ZodType,
    produce: () => Promise<unknown>,
  ): Promise<Entry> {
    if (!policy.keep || this.keepMs <= 0) return this.build(schema, await produce(), 0);
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now()) return kept;
    if (kept) this.entries.delete(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const computing = (async () => this.build(schema, await produce(), this.now() + this.keepMs))();
    this.pending.set(key, computing);
    try {
      const entry = await computing;
      if (generation === this.generation && entry.identity.length <= MAX_KEPT_BYTES) {
        this.entries.set(key, entry);
        // Oldest first: Map keeps insertion order.
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      }
      return entry;
    } finally {
      if (this.pending.get(key) === computing) this.pending.delete(key);
    }
  }

  private build(schema: z.ZodType, value: unknown, expires: number): Entry {
    const identity = Buffer.from(this.serializer(schema)(value));
    const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
    return { etag: `W/"${hash}"`, identity, expires };
  }

  /** The body in an encoding, compressed once per entry (small bodies are sent as they are). */
  private encoded(entry: Entry, encoding: 'br' | 'gzip'): Buffer | undefined {
    if (entry.identity.length < COMPRESS_THRESHOLD) return undefined;
    if (encoding === 'br') {
      return (entry.br ??= brotliCompressSync(entry.identity, { params: BROTLI_PARAMS }));
    }
    return (entry.gzip ??= gzipSync(entry.identity));
  }

  private serializer(schema: z.ZodType): (data: unknown) => string {
    let serialize = this.serializers.get(schema);
    if (!serialize) {
      // The route's own serializer: the answer is checked against the contract as before.
      serialize = serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' }) as (
        data: unknown,
      ) => string;
      this.serializers.set(schema, serialize);
    }
    return serialize;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cacheable public answers of this app (lib/http-cache.ts). */
    responseCache: ResponseCache;
  }
}

/** One cache per app, dropped after every successful write that may change the catalog. */
export const responseCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new ResponseCache(app.config.catalogCacheMs);
    app.decorate('responseCache', cache);
    // Before the answer leaves (onSend): a client that reads right after its write sees the change.
    app.addHook('onSend', async (request, reply) => {
      const method = request.method;
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || reply.statusCode >= 400) return;
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || WRITES_THAT_KEEP.some((re) => re.test(path))) return;
      cache.clear();
    });
  },
  { name: 'dala-response-cache' },
);
