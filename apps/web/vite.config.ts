import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
