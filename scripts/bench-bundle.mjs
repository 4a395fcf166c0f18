// `npm run bench:bundle`: first-load JavaScript per route a guest can open (spec §2), gzipped, from the
// production build (apps/web/dist; run `npm run build` first, or pass another build's directory as the
// first argument). First load = what the browser downloads before the page can render or hydrate: the
// entry script (src/boot.ts, and the app it starts after the first paint: src/main.tsx) and every chunk
// they import statically, the route's page chunk with its static imports,
// and the chunks of the texts the route's `lazyPage` loads with it (its i18n namespaces). Chunks loaded
// later on demand (below-the-fold sections, the date picker, the toaster, signed-in pieces) are not
// counted. The namespaces a route loads come from the route files' `lazyPage(...)` calls themselves. Budgets (issue 12, README "Speed"): 110 KiB on search and detail pages, 90 KiB on every other
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

/**
 * Route → the module its lazy route loads (under apps/web/src) and its budget. The namespaces and
 * message sections each route loads with its page are NOT listed here: they are read from the
 * route files' `lazyPage(...)` calls (`readLazyPages` below), so the figures cannot drift from what
 * the pages really load. The script stops when a page below has no `lazyPage` call, when a public
 * route (`handle: publicPage(...)`) of a route file is missing below, or when a call's lists are not
 * literal arrays or `const` arrays of the same file.
 */
const ROUTES = [
  ['/', 'features/home/home-page.tsx', PAGE_BUDGET_KIB],
  ['/about', 'features/content/about-page.tsx', PAGE_BUDGET_KIB],
  ['/contact', 'features/contact/contact-page.tsx', PAGE_BUDGET_KIB],
  ['/blog', 'features/blog/blog-page.tsx', PAGE_BUDGET_KIB],
  ['/blog/{slug}', 'features/blog/article-page.tsx', PAGE_BUDGET_KIB],
  ['/faq', 'features/faq/faq-page.tsx', PAGE_BUDGET_KIB],
  ['/terms', 'features/policies/terms-page.tsx', PAGE_BUDGET_KIB],
  ['/privacy', 'features/policies/privacy-page.tsx', PAGE_BUDGET_KIB],
  ['/cancellation', 'features/policies/cancellation-page.tsx', PAGE_BUDGET_KIB],
  ['/destinations', 'features/destinations/destinations-page.tsx', PAGE_BUDGET_KIB],
  // A destination's page is a detail page (issue 16): the safaris there as the search shows them.
  ['/destinations/{slug}', 'features/destinations/destination-page.tsx', SEARCH_DETAIL_BUDGET_KIB],
  ['/help', 'features/help/help-page.tsx', PAGE_BUDGET_KIB],
  // A company's page is its detail page (issue 15): its safaris as the search shows them.
  ['/operators/{slug}', 'features/company/public-company-page.tsx', SEARCH_DETAIL_BUDGET_KIB],
  ['/unauthorized', 'app/errors/unauthorized-page.tsx', PAGE_BUDGET_KIB],
  ['/{unknown} (404)', 'app/not-found-page.tsx', PAGE_BUDGET_KIB],
  ['/safaris-search', 'features/safaris/search/safaris-search-page.tsx', SEARCH_DETAIL_BUDGET_KIB],
  ['/safaris/{id}', 'features/safaris/detail/safari-detail-page.tsx', SEARCH_DETAIL_BUDGET_KIB],
  ['/transport-search', 'features/transport/travel/transport-search-page.tsx', SEARCH_DETAIL_BUDGET_KIB],
  ['/trips-discovery', 'features/transport/travel/trips-discovery-page.tsx', PAGE_BUDGET_KIB],
  ['/trips/{id}', 'features/transport/travel/trip-detail-page.tsx', SEARCH_DETAIL_BUDGET_KIB],
  ['/login', 'features/auth/login-page.tsx', PAGE_BUDGET_KIB],
  ['/register', 'features/auth/register-page.tsx', PAGE_BUDGET_KIB],
  ['/forgot-password', 'features/auth/forgot-password-page.tsx', PAGE_BUDGET_KIB],
  ['/reset-password', 'features/auth/reset-password-page.tsx', PAGE_BUDGET_KIB],
];

function fail(message) {
  console.error(`bench:bundle: ${message}`);
  process.exit(2);
}

const webSrc = join(root, 'apps/web/src');
/** The route files: the app's own table and every feature's routes.tsx. */
const routeFiles = [
  'app/routes.tsx',
  ...readdirSync(join(webSrc, 'features'))
    .map((feature) => `features/${feature}/routes.tsx`)
    .filter((file) => existsSync(join(webSrc, file))),
];

/** The text between the parenthesis at `open` and its match (strings and nesting respected). */
function balancedArgs(code, open, file) {
  let depth = 0;
  let quote = null;
  for (let i = open; i < code.length; i += 1) {
    const c = code[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      depth -= 1;
      if (depth === 0) return code.slice(open + 1, i);
    }
  }
  return fail(`${file}: unbalanced lazyPage( call`);
}

/** Splits call arguments at top-level commas. */
function splitArgs(args) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let from = 0;
  for (let i = 0; i < args.length; i += 1) {
    const c = args[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(args.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(args.slice(from).trim());
  return parts.filter(Boolean);
}

/**
 * A `lazyPage` list argument: an array of string literals (and `...CONST` spreads), or a `const` of
 * the same file holding one.
 */
function stringList(arg, code, file) {
  let literal = arg.replace(/\s+as\s+const$/, '');
  if (/^[A-Za-z_$][\w$]*$/.test(literal)) {
    const declared = new RegExp(`\\bconst\\s+${literal}\\s*(?::[^=]+)?=\\s*(\\[[^\\]]*\\])`).exec(code);
    if (!declared)
      fail(`${file}: cannot read the list ${arg} of a lazyPage call (not a const array of this file)`);
    literal = declared[1];
  }
  if (!/^\[[\s\S]*\]$/.test(literal)) fail(`${file}: cannot read the lazyPage argument ${arg}`);
  const body = literal.slice(1, -1).trim().replace(/,$/, '');
  if (!body) return [];
  return body.split(',').flatMap((item) => {
    const spread = /^\s*\.\.\.([A-Za-z_$][\w$]*)\s*$/.exec(item)?.[1];
    if (spread) return stringList(spread, code, file);
    const m = /^\s*['"]([\w-]+)['"]\s*$/.exec(item);
    if (!m) fail(`${file}: lazyPage list ${arg} holds ${item.trim()}, not a string literal`);
    return [m[1]];
  });
}

/**
 * Page module (under apps/web/src) → the namespaces its route's `lazyPage` loads: i18next namespaces
 * as they are, and the message catalog's sections as `messages:<section>` (`lazyPage` loads every
 * section when the namespaces name `messages`, else the sections of its third argument); and the set
 * of page modules of public routes (`handle: publicPage(...)`).
 */
function readLazyPages() {
  const pages = new Map();
  const publicPages = new Set();
  for (const file of routeFiles) {
    // Comments out (they may mention lazyPage); the route files hold no '//' in strings.
    const code = readFileSync(join(webSrc, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    const calls = [];
    for (const m of code.matchAll(/\blazyPage\(/g)) {
      if (/import\s*\{[^}]*$/.test(code.slice(Math.max(0, m.index - 200), m.index))) continue;
      const open = m.index + 'lazyPage'.length;
      const [load, namespacesArg, sectionsArg, ...rest] = splitArgs(balancedArgs(code, open, file));
      const target = /^\(\)\s*=>\s*import\(\s*['"](\.{1,2}\/[\w./-]+)['"]\s*\)$/.exec(load ?? '')?.[1];
      if (!target || !namespacesArg || rest.length)
        fail(
          `${file}: cannot read lazyPage(${load ?? ''}, …): expected lazyPage(() => import('./page'), [...], [...]?)`,
        );
      const base = join(dirname(join(webSrc, file)), target);
      const module = ['.tsx', '.ts'].map((ext) => base + ext).find((p) => existsSync(p));
      if (!module) fail(`${file}: ${target} does not exist`);
      const page = module.slice(webSrc.length + 1);
      const namespaces = stringList(namespacesArg, code, file);
      const sections = namespaces.includes('messages')
        ? ['messages']
        : (sectionsArg ? stringList(sectionsArg, code, file) : []).map((s) => `messages:${s}`);
      const loaded = [...namespaces.filter((ns) => ns !== 'messages'), ...sections];
      const known = pages.get(page);
      if (known && known.join() !== loaded.join())
        fail(`${page} is loaded by two lazyPage calls with different namespaces`);
      pages.set(page, loaded);
      calls.push({ index: m.index, page });
    }
    // A public route: its `handle: publicPage(` is followed, in the same route object, by its lazy.
    for (const m of code.matchAll(/\bhandle:\s*publicPage\(/g)) {
      const next = calls.find((call) => call.index > m.index);
      const between = next ? code.slice(m.index, next.index) : '';
      if (!next || /\b(path|index|lazy):/.test(between.replace(/^handle:/, '').replace(/lazy:\s*$/, '')))
        fail(`${file}: a public route (handle: publicPage) whose lazyPage call cannot be found`);
      publicPages.add(next.page);
    }
  }
  return { pages, publicPages };
}

const lazyPages = readLazyPages();
for (const page of lazyPages.publicPages)
  if (!ROUTES.some(([, listed]) => listed === page))
    fail(`the public page ${page} is missing from the ROUTES table of scripts/bench-bundle.mjs`);

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
    // Other languages' files have the same name (locales/sw/home.json): the English one holds its texts.
    const english = englishMarker(source);
    const holding = english
      ? named.filter((f) => readFileSync(join(assets, f), 'utf8').includes(english))
      : [];
    if (holding.length === 1) return holding[0];
  }
  return fail(`no chunk holds ${source} (is the route table above still right?)`);
}

/** A plain-worded English text of a locale file (as a minifier keeps it), to tell its chunk apart. */
function englishMarker(source) {
  const texts = [];
  const walk = (node) => {
    if (typeof node === 'string') texts.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(JSON.parse(readFileSync(join(root, source), 'utf8')));
  return texts.filter((text) => /^[A-Za-z ]{12,}$/.test(text)).sort((a, b) => b.length - a.length)[0];
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
for (const [route, page, budget] of ROUTES) {
  if (!existsSync(join(root, 'apps/web/src', page))) fail(`${page} (route ${route}) does not exist`);
  const namespaces = lazyPages.pages.get(page);
  if (!namespaces) fail(`no lazyPage call of the route files loads ${page} (route ${route})`);
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
  // BENCH_BUNDLE_SHOW=/register: that route's chunks beyond the entry's, largest first (to find cuts).
  if (process.env.BENCH_BUNDLE_SHOW === route)
    for (const f of [...chunks]
      .filter((c) => !entryChunks.has(c))
      .sort((a, b) => sizes(b).gzip - sizes(a).gzip))
      console.log(`  ${route}: ${f} ${kib(sizes(f).gzip)} KiB`);
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
