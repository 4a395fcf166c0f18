import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every answer: only our own origin. The SPA is module scripts and
 * one stylesheet from /assets and talks only to /api; images are ours, data: (the logo) and blob:
 * (downloads); fonts are ours and data: (Vite inlines the smallest subset of the web font).
 *
 * - No inline script, no script attributes, no eval (`script-src 'self'`, `script-src-attr 'none'`).
 * - Inline styles are allowed: react-hot-toast (through goober) writes its CSS into a <style> element
 *   at run time (refused, every toast would lose its look), and the server-rendered sandbox checkout
 *   page has a <style> block and style attributes. CSS cannot run code; a nonce instead would mean
 *   templating index.html per response.
 * - Google sign-in needs nothing here: it is a top-level redirect to Google's OAuth page and back
 *   (no Google script, frame or fetch: apps/web/src/features/auth/google-sign-in.ts), and CSP does not
 *   govern top-level navigation.
 */
export function contentSecurityPolicyDirectives(config: Pick<Config, 'publicUrl'>): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The admin console shows an uploaded PDF inline: fetched with the bearer token, framed as a blob.
    'frame-src': ["'self'", 'blob:'],
    'img-src': ["'self'", 'data:', 'blob:'],
    // The installable app: its web manifest and service worker (/sw.js), both from this origin.
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    // 'report-sample': a refusal names the start of the refused code (browser console, e2e fixture).
    'script-src': ["'self'", "'report-sample'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'worker-src': ["'self'"],
    // Over plain http (local runs) this would send the browser to an https port nobody listens on.
    ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const isHttps = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.startsWith('https:');

/** The helmet options of every answer (the plugin and answers given before any hook runs share them). */
function helmetOptions(config: Pick<Config, 'publicUrl' | 'corsOrigin'>) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    // HSTS only where the site is served over https: it would pin a plain-http host to https.
    strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // A web app on another origin (CORS_ORIGIN) shows our images: they must not be blocked there.
    crossOriginResourcePolicy: {
      policy: config.corsOrigin ? ('cross-origin' as const) : ('same-origin' as const),
    },
    // Google sign-in is a redirect, not a popup, so the page needs no opener across origins.
    crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  };
}

/**
 * Security headers on every answer, site and API, errors included (set in onRequest, so register this
 * before any plugin whose onRequest hook may answer first, e.g. CORS). helmet's middleware is built
 * once per app: @fastify/helmet built it again for every request (the policy parsed, every header's
 * value checked), a few per cent of a cached catalog answer's cost (issue 12, docs/performance.md).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const setHeaders = headerSetterOf(app.config);
    app.addHook('onRequest', (request, reply, done) =>
      setHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      ),
    );
  },
  { name: 'dala-security-headers' },
);

const headerSetters = new WeakMap<object, ReturnType<typeof helmet>>();
function headerSetterOf(config: Config): ReturnType<typeof helmet> {
  let setHeaders = headerSetters.get(config);
  if (!setHeaders) headerSetters.set(config, (setHeaders = helmet(helmetOptions(config))));
  return setHeaders;
}

/**
 * Sets the same headers on an answer that no hook will see: the router's own errors (a URL that does
 * not decode, a parameter over the limit) are answered before onRequest runs.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  headerSetterOf(reply.server.config)(reply.request.raw, reply.raw, () => {});
}
