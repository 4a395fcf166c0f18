// `npm run bench:bundle`: first-load JavaScript per route a guest can open (spec §2), gzipped, from the
// production build (apps/web/dist; run `npm run build` first, or pass another build's directory as the
// first argument). First load = what the browser downloads before the page can render or hydrate: the
// entry script (src/boot.ts, and the app it starts after the first paint: src/main.tsx) and every chunk
// they import statically, the route's page chunk with its static imports,
// and the chunks of the texts the route's `lazyPage` loads with it (its i18n namespaces). Chunks loaded
// later on demand (below-the-fold sections, the date picker, the toaster, signed-in pieces) are not
// counted. Budgets (issue 12, README "Speed"): 110 KiB on search and detail pages, 90 KiB on every other
// page. Prints every route with its budget and exits 1 when any route is over.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
const assets = join(dist, 'assets');

const PAGE_BUDGET_KIB = 90;
const SEARCH_DETAIL_BUDGET_KIB = 110;

/** The message catalog's sections the public safari pages load (features/safaris/routes.tsx). */
const SAFARI_PUBLIC_MESSAGES = [
  'messages:safaris',
  'messages:bookings',
  'messages:search',
  'messages:common',
];

/** The message catalog's sections a guest form page loads (features/auth/routes.tsx). */
const GUEST_FORM_MESSAGES = ['messages:auth', 'messages:common'];
/** The sections the traveler's public trip pages load (features/transport/routes.tsx). */
const TRAVEL_MESSAGES = ['messages:travel', 'messages:common'];

/**
 * Route → the module its lazy route loads (under apps/web/src; features/*\/routes.tsx), the
 * namespaces `lazyPage` loads with it, and its budget. Keep in step with the route files: a module
 * that no longer exists, or is in no chunk, stops the script.
 */
const ROUTES = [
  ['/', 'features/home/home-page.tsx', ['home', 'search'], PAGE_BUDGET_KIB],
  ['/about', 'features/content/about-page.tsx', ['content'], PAGE_BUDGET_KIB],
  [
    '/contact',
    'features/contact/contact-page.tsx',
    ['contact', 'messages:contact', 'messages:auth', 'messages:newsletter', 'messages:common'],
    PAGE_BUDGET_KIB,
  ],
  ['/blog', 'features/blog/blog-page.tsx', ['blog'], PAGE_BUDGET_KIB],
  ['/blog/{slug}', 'features/blog/article-page.tsx', ['blog'], PAGE_BUDGET_KIB],
  ['/faq', 'features/faq/faq-page.tsx', ['faq'], PAGE_BUDGET_KIB],
  ['/terms', 'features/policies/terms-page.tsx', ['policies'], PAGE_BUDGET_KIB],
  ['/privacy', 'features/policies/privacy-page.tsx', ['policies'], PAGE_BUDGET_KIB],
  ['/cancellation', 'features/policies/cancellation-page.tsx', ['policies'], PAGE_BUDGET_KIB],
  ['/destinations', 'features/destinations/destinations-page.tsx', ['destinations'], PAGE_BUDGET_KIB],
  ['/help', 'features/help/help-page.tsx', ['help', 'faq'], PAGE_BUDGET_KIB],
  ['/unauthorized', 'app/errors/unauthorized-page.tsx', ['errors'], PAGE_BUDGET_KIB],
  [
    '/safaris-search',
    'features/safaris/search/safaris-search-page.tsx',
    ['safaris', ...SAFARI_PUBLIC_MESSAGES],
    SEARCH_DETAIL_BUDGET_KIB,
  ],
  [
    '/safaris/{id}',
    'features/safaris/detail/safari-detail-page.tsx',
    ['safaris', 'bookings', ...SAFARI_PUBLIC_MESSAGES],
    SEARCH_DETAIL_BUDGET_KIB,
  ],
  [
    '/transport-search',
    'features/transport/travel/transport-search-page.tsx',
    ['transport', ...TRAVEL_MESSAGES],
    SEARCH_DETAIL_BUDGET_KIB,
  ],
  [
    '/trips-discovery',
    'features/transport/travel/trips-discovery-page.tsx',
    ['transport', 'messages:common'],
    PAGE_BUDGET_KIB,
  ],
  [
    '/trips/{id}',
    'features/transport/travel/trip-detail-page.tsx',
    ['transport', ...TRAVEL_MESSAGES, 'messages:transport'],
    SEARCH_DETAIL_BUDGET_KIB,
  ],
  ['/login', 'features/auth/login-page.tsx', ['auth', ...GUEST_FORM_MESSAGES], PAGE_BUDGET_KIB],
  ['/register', 'features/auth/register-page.tsx', ['auth', ...GUEST_FORM_MESSAGES], PAGE_BUDGET_KIB],
  [
    '/forgot-password',
    'features/auth/forgot-password-page.tsx',
    ['auth', ...GUEST_FORM_MESSAGES],
    PAGE_BUDGET_KIB,
  ],
  [
    '/reset-password',
    'features/auth/reset-password-page.tsx',
    ['auth', ...GUEST_FORM_MESSAGES],
    PAGE_BUDGET_KIB,
  ],
];

const catalogDir = 'packages/shared/src/i18n/messages/en';
/**
 * Where a namespace's English texts live: `messages:<section>` is one section of the shared package's
 * catalog, `messages` every section (`lazyPage` loads the sections one chunk each).
 */
const namespaceSources = (ns) => {
  if (ns === 'messages') return readdirSync(join(root, catalogDir)).map((file) => `${catalogDir}/${file}`);
  if (ns.startsWith('messages:')) return [`${catalogDir}/${ns.slice('messages:'.length)}.ts`];
  return [`apps/web/src/locales/en/${ns}.json`];
};

function fail(message) {
  console.error(`bench:bundle: ${message}`);
  process.exit(2);
}

if (!existsSync(join(dist, 'index.html')))
  fail(`${dist}/index.html is missing; run \`npm run build\` first.`);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) fail('no module entry script found in index.html');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));

/**
 * Source module (path from the repo root) → the chunk holding it, from the build's source maps. JSON
 * chunks have no sources in their maps: a locale file's chunk is named after it (`home-<hash>.js`).
 */
const chunkOf = new Map();
const withSources = new Set();
for (const file of files) {
  const mapFile = join(assets, `${file}.map`);
  if (!existsSync(mapFile)) continue;
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8'));
  if (sources.length) withSources.add(file);
  for (const source of sources) {
    const path = resolve(assets, source);
    if (path.startsWith(root + '/')) chunkOf.set(path.slice(root.length + 1), file);
  }
}
function chunkFor(source) {
  const found = chunkOf.get(source);
  if (found) return found;
  const json = /^apps\/web\/src\/locales\/en\/([\w-]+)\.json$/.exec(source)?.[1];
  if (json) {
    const named = files.filter((f) => !withSources.has(f) && new RegExp(`^${json}-[\\w-]{8}\\.js$`).test(f));
    if (named.length === 1) return named[0];
  }
  return fail(`no chunk holds ${source} (is the route table above still right?)`);
}

/** Chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(file) {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = new Set();
  const pattern = /(?:^|[;\n}])\s*import\s*(?:[\w$\s{},*]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;
  for (const m of code.matchAll(pattern)) found.add(m[1]);
  return [...found];
}

function closure(start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const content = readFileSync(join(assets, file));
    gzipCache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
// The HTML's script (src/boot.ts) starts the app (src/main.tsx) right after the first paint: both load
// with every page.
const entryChunks = new Set([...closure(entry), ...closure(chunkFor('apps/web/src/main.tsx'))]);
const rows = [];
for (const [route, page, namespaces, budget] of ROUTES) {
  if (!existsSync(join(root, 'apps/web/src', page))) fail(`${page} (route ${route}) does not exist`);
  const chunks = new Set([...entryChunks, ...closure(chunkFor(`apps/web/src/${page}`))]);
  for (const ns of namespaces)
    for (const source of namespaceSources(ns)) for (const f of closure(chunkFor(source))) chunks.add(f);
  let raw = 0;
  let gzip = 0;
  for (const f of chunks) {
    raw += sizes(f).raw;
    gzip += sizes(f).gzip;
  }
  rows.push({ route, chunks: chunks.size, raw, gzip, budget, over: gzip / 1024 > budget });
}

let entryGzip = 0;
for (const f of entryChunks) entryGzip += sizes(f).gzip;
console.log(`First-load JavaScript per route (gzip -9; KiB) from ${dist}`);
console.log(`entry + its static imports (every route): ${entryChunks.size} chunks, ${kib(entryGzip)} KiB\n`);
console.log(
  `${'route'.padEnd(18)} ${'chunks'.padStart(6)} ${'raw'.padStart(8)} ${'gzip'.padStart(7)} ${'budget'.padStart(7)}  result`,
);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(18)} ${String(r.chunks).padStart(6)} ${kib(r.raw).padStart(8)} ${kib(r.gzip).padStart(7)} ${String(r.budget).padStart(7)}  ${r.over ? 'OVER' : 'ok'}`,
  );
}
const over = rows.filter((r) => r.over);
console.log(
  over.length ? `\n${over.length} of ${rows.length} routes over budget` : '\nevery route within budget',
);
process.exit(over.length ? 1 : 0);
