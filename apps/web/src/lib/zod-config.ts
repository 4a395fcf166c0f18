/**
 * Imported first by main.tsx, before any schema exists: zod then validates without compiling
 * functions at run time, so it never probes `new Function` — which the site's Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') refuses and reports. An object schema decides this when it is
 * built (a shared schema module's top level), so the setting must come before zod's first use.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its configuration in
 * `globalThis.__zod_globalConfig` (created there if missing, so it reads what is set here), and the
 * entry no longer bundles zod for one call (~3 KiB gzip); zod loads with the pages that validate.
 * zod-config.test.ts checks that zod sees the setting.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
