import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Its prerender is ours (entry-server.tsx), not the preset's.
    preact({ prerender: { enabled: false } }),
    tailwindcss(),
    preloadWebFont(/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/),
    preloads.plugin,
  ],
  resolve: { alias: preactAliases },
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
