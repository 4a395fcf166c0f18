import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

const apiPort = process.env.API_PORT ?? '3001';

const reactRouterProductionBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The browser's theme colour: index.html's `<meta name="theme-color">`, the one place it is written. */
const THEME_COLOR = (() => {
  const html = readFileSync(fileURLToPath(new URL('./index.html', import.meta.url)), 'utf8');
  const colour = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(html)?.[1];
  if (!colour) throw new Error('index.html has no <meta name="theme-color">');
  return colour;
})();

/**
 * The UI runs on Preact through its React compatibility layer (docs/decisions/007-preact-compat.md):
 * the code, its types and every React library stay as they are; the runtime is ~10 KiB instead of
 * React DOM's ~60 KiB. Exact-match aliases, so `react-dom/client` and friends map one to one.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's CommonJS shim require()s React; preact/compat has useSyncExternalStore itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * A preload of the web font's Latin file in index.html, so it downloads with the stylesheet instead of
 * after it (its hashed name is known only once the bundle is written).
 */
function preloadWebFont(pattern: RegExp): Plugin {
  return {
    name: 'dala:preload-web-font',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => pattern.test(file));
        if (!font) return html;
        return {
          html,
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * Vite writes, beside every lazy import, the chunks to preload with it: the whole static closure of the
 * imported chunk, including the chunks the importing chunk already loaded (the entry's runtime, i18n,
 * the router…). Those repeats cost every page ~4 KiB gzip of file lists for nothing. This keeps only
 * what the importer does not already have: the closure of each chunk's static imports is read from the
 * bundle before Vite writes the lists, and `resolveDependencies` (below) drops its members.
 */
function preloadOnlyWhatIsMissing() {
  const loadedWith = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'dala:preload-only-what-is-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWith.clear();
        const importsOf = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? chunk.imports : [];
        };
        for (const file of Object.keys(bundle)) {
          const seen = new Set<string>();
          const stack = [...importsOf(file)];
          while (stack.length) {
            const next = stack.pop()!;
            if (seen.has(next)) continue;
            seen.add(next);
            stack.push(...importsOf(next));
          }
          loadedWith.set(file, seen);
        }
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string }) => {
    const loaded = loadedWith.get(context.hostId);
    return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyWhatIsMissing();

/**
 * What the service worker precaches: not the whole build (~280 chunks, most of them screens a
 * traveler never opens), but what must open with no network on the first offline visit —
 *
 * - the entry chunks (boot, the app) and everything they import, the stylesheet and the fonts;
 * - the screens of issue 16's offline promise with their imports: a traveler's ticket, trips and
 *   bookings, a transporter's trips and a trip's manifest, and the sign-in page (where a signed-out
 *   visitor lands);
 * - their texts in every language: the locale files of their namespaces and the API message catalog.
 *
 * Other chunks are cached by the worker as they are loaded (cache first: their names are hashed).
 */
const OFFLINE_SCREENS = [
  /\/features\/transport\/travel\/tickets\/ticket-page\.tsx$/,
  /\/features\/transport\/trips-page\.tsx$/,
  /\/features\/transport\/operations\/trip-manage-page\.tsx$/,
  /\/features\/bookings\/booking-detail-page\.tsx$/,
  /\/features\/bookings\/bookings-page\.tsx$/,
  /\/features\/auth\/login-page\.tsx$/,
];
/** The namespaces those screens show (their routes' lazyPage lists), and the app's common texts. */
const OFFLINE_NAMESPACES = [
  'common',
  'errors',
  'transport',
  'tickets',
  'operations',
  'bookings',
  'payments',
  'auth',
];
const LOCALE_FILE = new RegExp(`/locales/[a-z]{2}/(${OFFLINE_NAMESPACES.join('|')})\\.json$`);
/** The API's message catalog sections (every language): small, and the trip screens load it whole. */
const MESSAGE_SECTION = /\/packages\/shared\/src\/i18n\/messages\/[a-z]{2}\/[\w-]+\.ts$/;

const isOfflineRoot = (moduleId: string | null | undefined, isEntry: boolean) =>
  isEntry ||
  (!!moduleId &&
    (/\/src\/main\.tsx$/.test(moduleId) ||
      OFFLINE_SCREENS.some((screen) => screen.test(moduleId)) ||
      LOCALE_FILE.test(moduleId) ||
      MESSAGE_SECTION.test(moduleId)));

/**
 * Collects, from the client build's bundle, the files to precache (the roots above and the closure
 * of their static imports and stylesheets); `keep` filters vite-plugin-pwa's list by it.
 */
function offlinePrecache() {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'dala:offline-precache',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        files.clear();
        const stack: string[] = [];
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type === 'chunk' && isOfflineRoot(output.facadeModuleId, output.isEntry)) {
            stack.push(fileName);
          }
        }
        while (stack.length) {
          const fileName = stack.pop()!;
          if (files.has(fileName)) continue;
          files.add(fileName);
          const output = bundle[fileName];
          if (output?.type !== 'chunk') continue;
          stack.push(...output.imports);
          const css = output.viteMetadata?.importedCss;
          if (css) stack.push(...css);
        }
      },
    },
  };
  /** vite-plugin-pwa's manifest transform: the shell, icons and fonts, and the collected files. */
  const keep: ManifestTransform = async (entries) => {
    if (files.size === 0) throw new Error('offline-precache: the client bundle was not seen');
    return {
      manifest: entries.filter(
        (entry) => !entry.url.startsWith('assets/') || entry.url.endsWith('.woff2') || files.has(entry.url),
      ),
      warnings: [],
    };
  };
  return { plugin, keep };
}

/**
 * The installable app (issue 16): the web manifest and the service worker (src/sw/sw.ts, Workbox),
 * built with the client bundle only. The page registers the worker itself, once it is idle
 * (src/lib/offline/register-service-worker.ts), so nothing is injected into index.html but the
 * manifest link.
 */
function installableApp(): Plugin[] {
  const precache = offlinePrecache();
  return [
    precache.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Dala Rides',
        short_name: 'Dala Rides',
        description: 'Book safaris and road trips across Tanzania from verified local operators.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The brand's primary colour (the mark's background, index.html's theme-color) and the page's
        // sand background.
        theme_color: THEME_COLOR,
        background_color: '#fcfaf6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css,woff2}'],
        manifestTransforms: [precache.keep],
        // The largest chunks (charts, the QR scanner) are not precached anyway; the limit only guards.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // Its prerender is ours (entry-server.tsx), not the preset's.
    preact({ prerender: { enabled: false } }),
    tailwindcss(),
    preloadWebFont(/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/),
    preloads.plugin,
    ...(command === 'build' && !isSsrBuild ? installableApp() : []),
  ],
  resolve: {
    alias: [
      ...preactAliases,
      // React Router's package names only its development build (dev warnings on); the build ships
      // its production build, which the package carries beside it.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }] : []),
    ],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // The server renderer (src/entry-server.tsx) is one self-contained file: the API process loads it
  // without apps/web's dependencies or the shared package's TypeScript.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        assetsInlineLimit: 2048,
        modulePreload: { polyfill: true, resolveDependencies: preloads.resolveDependencies },
      },
}));
