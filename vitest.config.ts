import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: pure rules, API integration (real database), web components.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          pool: 'forks',
          // Vitest's default is one worker per CPU minus one: a single worker on a 2-core machine, which ran
          // the files one after another. The files spend much of their time waiting (the database server,
          // timers, child processes), and each has its own database, so two at a time at least.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        // The web's tests run on the runtime that ships (Preact through its React aliases, vite.config.ts).
        resolve: {
          // react-router's "node" export is CommonJS (it would require the real React): its ESM build.
          conditions: ['module', 'development'],
          // Testing Library's CommonJS main requires react-dom past the aliases; its ESM build imports it.
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Libraries that import react/react-dom go through Vite's resolver, so the aliases reach them
          // (one Preact copy, no real React).
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /\/node_modules\/preact\//,
                /preact-render-to-string/,
                /react-router/,
                /react-i18next/,
                /react-hook-form/,
                /@hookform\/resolvers/,
                /react-day-picker/,
                /react-hot-toast/,
                /@tanstack\/react-query/,
              ],
            },
          },
          // Form journeys type and wait in jsdom; on a loaded 2-core machine 5 s is not enough.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
