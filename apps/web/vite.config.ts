import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadWebFont(/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/)],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // The server renderer (src/entry-server.tsx) is one self-contained file: the API process loads it
  // without apps/web's dependencies or the shared package's TypeScript.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { outDir: 'dist', emptyOutDir: true, sourcemap: true, assetsInlineLimit: 2048 },
}));
