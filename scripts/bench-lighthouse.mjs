// `npm run bench:lighthouse`: Lighthouse mobile performance of the built product (issue 12's targets).
// Starts the production server (apps/api/dist/main.js serving apps/web/dist; run `npm run build` first) on a
// free port with a fresh data folder (migrated and seeded with the demo data), then runs Lighthouse's default
// mobile configuration (Moto G Power screen, simulated Slow 4G, 4× CPU slowdown), performance category only,
// in a fresh headless Chromium per run (a fresh profile: nothing cached), and prints the medians per page.
// A measurement, not a gate: exits 0 whatever the figures, non-zero only when it could not measure.
//
//   npm run bench:lighthouse -- [--runs 3] [--pages /,/login] [--json /tmp/lighthouse.json]
//
// In --pages, `/safaris/{id}` stands for a seeded published safari; `/safaris-search` with no query gets the
// query the home page's search panel builds for that safari's destination (today, 5 days, 2 guests).
// Chromium: CHROME_PATH or /usr/bin/chromium. Simulated throttling scales the CPU time observed on this
// machine, so other work on it (tests, builds) worsens TBT and the score: measure on a quiet machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps/web/dist/index.html');
const serverMain = join(root, 'apps/api/dist/main.js');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
const DEFAULT_PAGES = [
  '/',
  '/safaris-search',
  '/safaris/{id}',
  '/transport-search',
  '/trips/1',
  '/login',
  '/blog',
];
/** Issue 12's targets. */
const TARGETS = { performance: 95, lcpSeconds: 2.0, cls: 0.05 };
const HEALTH_TIMEOUT_MS = 90_000;

function fail(message, code = 2) {
  console.error(`bench:lighthouse: ${message}`);
  process.exitCode = code;
  return cleanup().finally(() => process.exit(code));
}

// ---------- options ----------
let options;
try {
  options = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  console.error(`bench:lighthouse: ${error.message}`);
  process.exit(2);
}
if (options.help) {
  console.log('usage: npm run bench:lighthouse -- [--runs N] [--pages /a,/b] [--json file]');
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('bench:lighthouse: --runs must be a whole number from 1 to 20');
  process.exit(2);
}
const pagePatterns = options.pages
  ? options.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : DEFAULT_PAGES;
if (pagePatterns.length === 0 || pagePatterns.some((p) => !p.startsWith('/'))) {
  console.error('bench:lighthouse: --pages takes paths starting with /, separated by commas');
  process.exit(2);
}
for (const [file, what] of [
  [webIndex, 'apps/web/dist/index.html'],
  [serverMain, 'apps/api/dist/main.js'],
]) {
  if (!existsSync(file)) {
    console.error(`bench:lighthouse: ${what} is missing; run \`npm run build\` first.`);
    process.exit(2);
  }
}
if (!existsSync(CHROME_PATH)) {
  console.error(`bench:lighthouse: no Chromium at ${CHROME_PATH}; set CHROME_PATH.`);
  process.exit(2);
}

// ---------- cleanup: the server and Chrome go away on every exit ----------
let server;
let serverStderr = '';
let chrome;
/** Scratch folder: the server's data folder and the snapshot of the web build it serves. */
let workDir;
/** index.html's modification time in the build that was copied. */
let snapshotMtimeMs;

async function cleanup() {
  const launched = chrome;
  chrome = undefined;
  if (launched) await Promise.resolve(launched.kill()).catch(() => {});
  const running = server;
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
    await exited.catch(() => {});
    clearTimeout(timer);
  }
  server = undefined;
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
}

// Last resort when the process ends without cleanup() having finished (synchronous work only).
process.on('exit', () => {
  if (chrome?.pid) {
    try {
      process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (server && server.exitCode === null) server.kill('SIGKILL');
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    console.error(`\nbench:lighthouse: ${signal}, stopping the server and Chrome`);
    void cleanup().finally(() => process.exit(code));
  });
}

// ---------- server ----------
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Copies the web build (dist and, when built, dist-server beside it, as the server expects) to the scratch
 * folder and serves that: others may rebuild apps/web/dist meanwhile, and one run must measure one build.
 * Retries while a build is being written (index.html changes during the copy or names missing assets).
 */
async function snapshotBuild() {
  for (let attempt = 1; attempt <= 10; attempt++) {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    workDir = mkdtempSync(join(tmpdir(), 'dala-lighthouse-'));
    const before = buildFingerprint();
    snapshotMtimeMs = statSync(webIndex).mtimeMs;
    for (const name of ['dist', 'dist-server']) {
      const from = join(root, 'apps/web', name);
      if (!existsSync(from)) continue;
      cpSync(from, join(workDir, 'web', name), { recursive: true, filter: (src) => !src.endsWith('.map') });
    }
    const webDist = join(workDir, 'web', 'dist');
    const html = readFileSync(join(webDist, 'index.html'), 'utf8');
    const complete = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].every((m) =>
      existsSync(join(webDist, m[1])),
    );
    if (complete && buildFingerprint() === before) return webDist;
    console.log('bench:lighthouse: apps/web/dist is being rebuilt; waiting for it to settle…');
    await new Promise((r) => setTimeout(r, 3_000));
  }
  throw new Error('apps/web/dist kept changing; could not take a consistent copy of the build');
}

async function startServer() {
  const port = await freePort();
  const webDist = await snapshotBuild();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    PAYMENTS_ALLOW_SANDBOX: 'true',
  };
  // The embedded database in the fresh folder, whatever the shell points at.
  delete env.DATABASE_URL;
  server = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (chunk) => {
    serverStderr = (serverStderr + chunk).slice(-32_000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the server exited (${server.exitCode ?? server.signalCode}):\n${serverStderr.slice(-4_000)}`,
      );
    }
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the server did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${serverStderr.slice(-4_000)}`,
  );
}

/** A failed run because the server is gone is the end of the measurement, not a figure. */
async function assertServerUp(base) {
  const exited = server.exitCode !== null || server.signalCode !== null;
  const healthy =
    !exited &&
    (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    ));
  if (!healthy) {
    const how = exited ? `exited (${server.exitCode ?? server.signalCode})` : 'stopped answering /api/health';
    throw new Error(`the server ${how} during the run:\n${serverStderr.slice(-4_000)}`);
  }
}

/** The distinct errors in the server's JSON log (pino, level ≥ 50), latest last. */
function serverErrors() {
  const found = new Set();
  for (const line of serverStderr.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 50) {
        found.add(entry.err ? `${entry.msg}: ${entry.err.type}: ${entry.err.message}` : String(entry.msg));
      }
    } catch {
      // a line cut by the buffer's limit
    }
  }
  return [...found].slice(-5);
}

const isoDate = (d) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The seeded safari to open and the search the home page's panel makes for its destination. */
async function seededTargets(base) {
  const res = await fetch(`${base}/api/safaris`);
  if (!res.ok) throw new Error(`GET /api/safaris answered ${res.status}`);
  const { items } = await res.json();
  const safari = items?.[0];
  if (!safari) throw new Error('GET /api/safaris listed no published safari (is the demo data seeded?)');
  // As SearchPanel/buildSearchUrl: a destination picked from the suggestions (its name), the default
  // dates (today, DEFAULT_STAY_DAYS = 5 later) and the default travelers (2 adults).
  const start = new Date();
  const end = new Date(start);
  end.setDate(end.getDate() + 5);
  const query = new URLSearchParams({
    location: safari.destinations?.[0]?.name ?? safari.location,
    start_date: isoDate(start),
    guests: '2',
    end_date: isoDate(end),
  });
  return { safariId: safari.id, searchQuery: query.toString() };
}

function resolvePage(pattern, { safariId, searchQuery }) {
  if (pattern === '/safaris-search') return `/safaris-search?${searchQuery}`;
  return pattern.replace('{id}', String(safariId));
}

// ---------- Lighthouse ----------
async function measure(url) {
  const launched = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  chrome = launched;
  try {
    // No config: Lighthouse's default, mobile with simulated throttling.
    const result = await lighthouse(url, {
      port: launched.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned no result' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const audit = (id) => lhr.audits[id]?.numericValue;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
    const score = lhr.categories.performance?.score;
    return {
      performance: score == null ? null : Math.round(score * 100),
      lcpSeconds: audit('largest-contentful-paint') / 1000,
      cls: audit('cumulative-layout-shift'),
      fcpSeconds: audit('first-contentful-paint') / 1000,
      tbtMs: audit('total-blocking-time'),
      jsKiB: scripts ? scripts.transferSize / 1024 : 0,
      warnings: lhr.runWarnings ?? [],
      environment: {
        lighthouse: lhr.lighthouseVersion,
        userAgent: lhr.environment?.hostUserAgent,
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        formFactor: lhr.configSettings?.formFactor,
        throttlingMethod: lhr.configSettings?.throttlingMethod,
        throttling: lhr.configSettings?.throttling,
      },
    };
  } finally {
    if (chrome === launched) chrome = undefined;
    await Promise.resolve(launched.kill()).catch(() => {});
  }
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const METRICS = ['performance', 'lcpSeconds', 'cls', 'fcpSeconds', 'tbtMs', 'jsKiB'];

function buildFingerprint() {
  const s = statSync(webIndex);
  return `${s.mtimeMs}:${readFileSync(webIndex, 'utf8').length}`;
}

// ---------- main ----------
async function main() {
  const loadStart = loadavg()[0];
  console.log('bench:lighthouse: starting the production server (fresh demo data, a copy of the web build)…');
  const base = await startServer();
  const seeded = await seededTargets(base);
  const pages = pagePatterns.map((pattern) => ({ pattern, path: resolvePage(pattern, seeded), runs: [] }));
  console.log(`server at ${base}; ${pages.length} pages × ${runs} runs, Chromium ${CHROME_PATH}\n`);

  // Warm the server (first queries, file reads) so run 1 is not the cold start.
  for (const page of pages) await fetch(base + page.path).catch(() => {});

  let environment;
  // Round robin (every page once, then again) spreads passing machine load over all pages.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const started = Date.now();
      let result;
      // Up to two retries: Lighthouse now and then loses a trace (NO_NAVSTART), twice in a row at times.
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          result = await measure(base + page.path);
        } catch (error) {
          result = { error: error instanceof Error ? error.message : String(error) };
        }
        if (!result.error) break;
        await assertServerUp(base);
      }
      page.runs.push(result);
      const took = ((Date.now() - started) / 1000).toFixed(0);
      if (result.error) {
        console.log(`run ${run}/${runs} ${page.pattern}: ERROR ${result.error} (${took} s)`);
        continue;
      }
      environment ??= result.environment;
      console.log(
        `run ${run}/${runs} ${page.pattern}: performance ${result.performance}, LCP ${result.lcpSeconds.toFixed(2)} s, ` +
          `CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms (${took} s)`,
      );
      for (const w of result.warnings) console.log(`  warning: ${w}`);
    }
  }

  const rows = pages.map((page) => {
    const ok = page.runs.filter((r) => !r.error);
    const medians = Object.fromEntries(METRICS.map((m) => [m, median(ok.map((r) => r[m]))]));
    const pass =
      ok.length === 0
        ? null
        : {
            performance: medians.performance >= TARGETS.performance,
            lcp: medians.lcpSeconds <= TARGETS.lcpSeconds,
            cls: medians.cls <= TARGETS.cls,
          };
    return {
      page: page.pattern,
      path: page.path,
      runs: ok.length,
      errors: page.runs.filter((r) => r.error).map((r) => r.error),
      median: medians,
      pass,
      perRun: ok.map((r) => Object.fromEntries(METRICS.map((m) => [m, r[m]]))),
    };
  });

  printTable(rows);
  const load = loadavg()[0];
  const cores = availableParallelism();
  console.log(
    `\nload average ${loadStart.toFixed(1)} at the start, ${load.toFixed(1)} at the end, ${cores} cores` +
      (Math.max(load, loadStart) > cores ? ': a busy machine inflates TBT and lowers the score' : ''),
  );
  console.log(
    `measured the web build of ${new Date(snapshotMtimeMs).toISOString()} (apps/web/dist/index.html)`,
  );
  if (statSync(webIndex).mtimeMs !== snapshotMtimeMs) {
    console.log(
      'note: apps/web/dist has been rebuilt since; these figures are for the copy taken at the start.',
    );
  }
  if (options.json) {
    const report = {
      date: new Date().toISOString(),
      runsPerPage: runs,
      loadAverage: { start: loadStart, end: load, cores },
      targets: TARGETS,
      environment,
      pages: rows,
    };
    writeFileSync(resolve(process.cwd(), options.json), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote ${options.json}`);
  }
  await cleanup();
  // Could not measure anything at all: that is a failure to run, not a figure.
  return rows.every((r) => r.runs === 0) ? 1 : 0;
}

function printTable(rows) {
  const mark = (ok) => (ok ? 'pass' : 'MISS');
  const fmt = (v, digits) => (v == null ? '–' : v.toFixed(digits));
  const header = ['page', 'performance', 'LCP s', 'CLS', 'FCP s', 'TBT ms', 'JS KiB'];
  const lines = rows.map((r) => {
    if (r.runs === 0) return [r.page, `no run succeeded: ${r.errors[0] ?? '?'}`];
    const m = r.median;
    return [
      r.page,
      `${fmt(m.performance, 0)} ${mark(r.pass.performance)}`,
      `${fmt(m.lcpSeconds, 2)} ${mark(r.pass.lcp)}`,
      `${fmt(m.cls, 3)} ${mark(r.pass.cls)}`,
      fmt(m.fcpSeconds, 2),
      fmt(m.tbtMs, 0),
      fmt(m.jsKiB, 1),
    ];
  });
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => (l.length > 2 ? l[i].length : 0))),
  );
  const row = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\nLighthouse mobile (simulated Slow 4G, 4× CPU), performance only, median of ${runs} run(s); ` +
      `targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpSeconds.toFixed(1)} s, CLS ≤ ${TARGETS.cls}\n`,
  );
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(l.length > 2 ? row(l) : `| ${l[0].padEnd(widths[0])} | ${l[1]}`);
  const partial = rows.filter((r) => r.runs > 0 && r.errors.length > 0);
  for (const r of partial) console.log(`${r.page}: ${r.errors.length} run(s) failed: ${r.errors[0]}`);
  for (const r of rows) if (r.path !== r.page) console.log(`${r.page} = ${r.path}`);
  // A failed page load is usually a server error (a 500): show what the server logged.
  if (rows.some((r) => r.errors.length > 0)) {
    const errors = serverErrors();
    if (errors.length) console.log(`\nthe server logged:\n${errors.map((e) => `  ${e}`).join('\n')}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => fail(error instanceof Error ? error.message : String(error), 1),
);
