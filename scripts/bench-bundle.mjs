// `npm run bench:bundle`: first-load JavaScript per public route, gzipped, from the production build
// (apps/web/dist; run `npm run build` first). First load = the entry script, every chunk it imports
// statically, and the route's page chunk with its static imports — what the browser must download before
// the page can render. Chunks loaded later on demand (below-the-fold sections, the date picker) are not
// counted. Fails (exit 1) when the home page exceeds its budget of 150 KB gzipped.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const assets = join(dist, 'assets');
const HOME_BUDGET_KB = 150;

/** Route → the page module its lazy route loads (chunk names follow the file names). */
const ROUTES = [
  ['/', 'home-page'],
  ['/about', 'about-page'],
  ['/contact', 'contact-page'],
  ['/blog', 'blog-page'],
  ['/blog/{slug}', 'article-page'],
  ['/faq', 'faq-page'],
  ['/terms', 'terms-page'],
  ['/privacy', 'privacy-page'],
  ['/cancellation', 'cancellation-page'],
  ['/destinations', 'destinations-page'],
  ['/help', 'help-page'],
];

if (!existsSync(join(dist, 'index.html'))) {
  console.error('bench:bundle: apps/web/dist/index.html is missing; run `npm run build` first.');
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) {
  console.error('bench:bundle: no module entry script found in index.html');
  process.exit(2);
}
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));

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

const kb = (bytes) => (bytes / 1024).toFixed(1);
const entryChunks = closure(entry);
const rows = [];
let failed = false;
for (const [route, page] of ROUTES) {
  const pageFile = files.find((f) => f.startsWith(`${page}-`));
  if (!pageFile) {
    rows.push({ route, note: `no chunk named ${page}-*.js` });
    continue;
  }
  const chunks = new Set([...entryChunks, ...closure(pageFile)]);
  let raw = 0;
  let gzip = 0;
  for (const f of chunks) {
    raw += sizes(f).raw;
    gzip += sizes(f).gzip;
  }
  const overBudget = route === '/' && gzip / 1024 > HOME_BUDGET_KB;
  if (overBudget) failed = true;
  rows.push({ route, chunks: chunks.size, raw, gzip, overBudget });
}

console.log('First-load JavaScript per route (gzip -9; entry + page chunk + their static imports)\n');
console.log(`${'route'.padEnd(16)} ${'chunks'.padStart(6)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`);
for (const r of rows) {
  if (r.note) {
    console.log(`${r.route.padEnd(16)} ${r.note}`);
    continue;
  }
  const flag =
    r.route === '/'
      ? r.overBudget
        ? `  OVER the ${HOME_BUDGET_KB} KB budget`
        : `  (budget ${HOME_BUDGET_KB} KB)`
      : '';
  console.log(
    `${r.route.padEnd(16)} ${String(r.chunks).padStart(6)} ${kb(r.raw).padStart(9)} ${kb(r.gzip).padStart(9)}${flag}`,
  );
}
process.exit(failed ? 1 : 0);
