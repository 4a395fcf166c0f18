import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web and API import boundaries (import-x/no-restricted-paths resolves every import to a file, so a
// relative path cannot sneak around a rule). Web: a feature of apps/web/src/features uses its own
// files, components/, lib/, assets/ and @dala/shared, and another feature only through that feature's
// index.ts (its public entry); app/ (router, shell) also uses a feature only through its index.ts, and
// mounts its routes.tsx (kept out of index.ts so that the lazy pages stay out of other features' graph);
// no feature imports app/, and components/ and lib/ import neither features nor app/. API: db/ never
// imports modules/. apps/web/src/test/lint-boundaries.test.ts shows each rule failing on a violation.
const webSrc = 'apps/web/src';
const webFeatures = fs
  .readdirSync(path.join(import.meta.dirname, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureEntry = path.join(import.meta.dirname, webSrc, 'features/*/index.{ts,tsx}');
const featureRoutes = path.join(import.meta.dirname, webSrc, 'features/*/routes.tsx');
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}/**`,
    from: `${webSrc}/features/!(${feature})/**`,
    except: [featureEntry],
    message: "Import another feature through its index.ts (e.g. '../auth'), not its files.",
  })),
  {
    target: `${webSrc}/app/**`,
    from: `${webSrc}/features/**`,
    except: [featureEntry, featureRoutes],
    message: 'app/ imports a feature through its index.ts or mounts its routes.tsx, nothing else.',
  },
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'A feature never imports app/: move what it needs into the feature, components/ or lib/.',
  },
  {
    target: [`${webSrc}/components`, `${webSrc}/lib`],
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'components/ and lib/ are shared by every feature: they never import features/ or app/.',
  },
  {
    target: 'apps/api/src/db',
    from: 'apps/api/src/modules',
    message: 'db/ never imports modules/: move what both need into db/ or lib/.',
  },
];

// No hard-coded user-visible text in JSX (ARCHITECTURE §8): text between tags, string expressions in
// JSX and the attributes people read or hear (aria-label, title, placeholder, alt, label …) go through
// i18next. Markup-only strings (class names, SVG paths, hrefs, ids) are not checked.
// And one typed client: only a feature's data hooks (features/<f>/api/) call the API (callApi, or
// apiRequest/apiUpload for what no contract describes); pages and components use the hooks.
const visibleAttributes =
  '^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label|description|heading|message|text|caption|emptyText|hint|confirmLabel|cancelLabel)$';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One way to title a page, on the server and in the browser (a <title> element's fate depends on
      // the UI runtime): components/document-head.tsx.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='title']",
          message: 'Title a page with <DocumentTitle> (components/document-head.tsx), not <title>.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: [visibleAttributes] },
          callees: { exclude: ['t', 'i18n(ext)?\\.t', 'cn', 'clsx', 'messageText', 'Error'] },
          message: 'User-visible text goes through i18next (t(…))',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/lib/**',
      'apps/web/src/features/*/api/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['callApi', 'apiRequest', 'apiUpload', 'apiDownload'],
              message: "Call the API from a data hook in the feature's api/ folder (features/<f>/api/…).",
            },
          ],
        },
      ],
    },
  },
  // Import boundaries (see boundaryZones above) and, on the web, no import cycles.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // API module boundaries: a module of apps/api/src/modules reaches another only through that module's
  // index.ts (`../bookings`, never `../bookings/bookings.service`); its own files import each other freely.
  {
    files: ['apps/api/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$).+',
              message: "Import another API module through its index.ts (e.g. '../safaris'), not its files.",
            },
          ],
        },
      ],
    },
  },
);
