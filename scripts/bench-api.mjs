// `npm run bench:api`: requests/s and latency of the catalog API under load, next to a plain Fastify
// hello-world in the same run (issue 12's yardstick: ≥ 20 % of hello-world's requests/s on PostgreSQL,
// p99 < 100 ms at 50 concurrent clients; on the embedded database no request over 1 s).
// Builds nothing: the servers run as child processes, ours from the sources through tsx (the same code
// `npm start` bundles), on the embedded database in a temp folder and, when BENCH_DATABASE_URL (else
// TEST_DATABASE_URL) is set, on a throwaway PostgreSQL database it creates and drops. Demo data is
// seeded by the server's own first start.
// Each target runs twice: as served (a hot answer is kept by the process for CATALOG_CACHE_MS, the
// default 10 s) and with CATALOG_CACHE_MS=0, every request reaching the database.
// Options: --duration S (per target, default 10), --connections N (default 50), --only pglite|postgres,
// --profile DIR (write a V8 CPU profile of our server per database into DIR).
// Figures are printed, never asserted: the exit code is non-zero only when the run could not happen.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '50'));
const only = option('only', undefined);
const WARMUP = 3;
const profileDir = option('profile', undefined);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const tmp = mkdtempSync(join(tmpdir(), 'dala-bench-api-'));
const children = new Set();
let dropDatabase;

async function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

function startChild(nodeArgs, env) {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(url, child, seconds = 120) {
  for (let i = 0; i < seconds * 5; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const HELLO = `
  import Fastify from 'fastify';
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startHello() {
  const port = await freePort();
  const child = startChild(['--input-type=module', '-e', HELLO], { PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child);
  return { child, base };
}

async function startApp(label, databaseUrl, catalogCacheMs) {
  const port = await freePort();
  const dataDir = join(tmp, label);
  const nodeArgs = ['--import', 'tsx'];
  if (profileDir) {
    // One folder per database: tsx's loader thread writes a profile of its own next to the server's.
    const dir = resolve(profileDir, `${label}-cache-${catalogCacheMs}`);
    mkdirSync(dir, { recursive: true });
    nodeArgs.push('--cpu-prof', '--cpu-prof-dir', dir);
  }
  nodeArgs.push('apps/api/src/main.ts');
  const child = startChild(nodeArgs, {
    NODE_ENV: 'production',
    PAYMENTS_ALLOW_SANDBOX: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    CATALOG_CACHE_MS: String(catalogCacheMs),
    WEB_DIST_DIR: join(tmp, 'no-web'),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, 300);
  return { child, base };
}

function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The home search panel's query: a place, a week starting in a month, two travelers. */
function typicalSearch() {
  const start = addDays(new Date().toISOString().slice(0, 10), 30);
  return new URLSearchParams({
    location: 'Serengeti',
    start_date: start,
    end_date: addDays(start, 7),
    guests: '2',
  }).toString();
}

async function load(url, duration = DURATION) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // As a browser asks (the API compresses answers over 1 KiB).
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const rows = [];
function report(database, target, r, hello) {
  rows.push({
    database,
    target,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'max ms': r.max,
    'non-2xx': r.non2xx,
    'vs hello': hello ? `${((r.rps / hello.rps) * 100).toFixed(1)} %` : '',
  });
  console.log(
    `  ${target.padEnd(45)} ${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  non-2xx ${r.non2xx}` +
      (hello ? `  (${((r.rps / hello.rps) * 100).toFixed(1)} % of hello-world)` : ''),
  );
}

async function benchDatabase(label, databaseUrl) {
  console.log(`\n${label}: starting the API (its first start seeds the demo data)…`);
  let app = await startApp(label, databaseUrl, 10_000);
  const popular = await (await fetch(`${app.base}/api/safaris/popular?limit=1`)).json();
  const id = popular.items?.[0]?.id;
  if (!id) throw new Error('the demo seed gave no published safari');
  const search = typicalSearch();
  const check = await fetch(`${app.base}/api/safaris?${search}`);
  if (!check.ok) throw new Error(`GET /api/safaris?${search} → ${check.status}`);
  const { total } = await check.json();
  console.log(`  GET /api/safaris?${search} matches ${total} packages`);

  // Hello-world runs in the same phase, right before, so both see the same machine.
  const hello = await startHello();
  const helloResult = await load(`${hello.base}/`);
  await stop(hello.child);
  report(label, 'hello-world GET /', helloResult);
  const targets = [
    [`GET /api/safaris/${id}`, `/api/safaris/${id}`],
    ['GET /api/safaris?{home search}', `/api/safaris?${search}`],
  ];
  // As served (answers kept CATALOG_CACHE_MS = 10 s, the default), then every request computed
  // (CATALOG_CACHE_MS=0: the database, the serializer and the compressor each time).
  for (const cacheMs of [10_000, 0]) {
    if (cacheMs === 0) {
      await stop(app.child);
      app = await startApp(label, databaseUrl, 0);
    }
    const suffix = cacheMs === 0 ? ' (not kept)' : '';
    for (const [name, path] of targets) {
      await load(`${app.base}${path}`, WARMUP); // JIT, plan caches, pool connections
      report(label, `${name}${suffix}`, await load(`${app.base}${path}`), helloResult);
    }
  }
  await stop(app.child);
}

async function cleanup() {
  for (const child of children) await stop(child).catch(() => {});
  if (dropDatabase) await dropDatabase().catch(() => {});
  rmSync(tmp, { recursive: true, force: true });
}

let failed = false;
try {
  console.log(
    `Load: ${CONNECTIONS} connections, ${DURATION} s per target (autocannon); load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  if (only !== 'postgres') await benchDatabase('pglite', undefined);
  if (only !== 'pglite') {
    if (!serverUrl) {
      console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
    } else {
      const name = `dala_bench_api_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      dropDatabase = async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await benchDatabase('postgres', url.toString());
    }
  }
  console.log('');
  console.table(rows);
  console.log(
    `Load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min) on a machine with the bench client and the server sharing its cores.`,
  );
} catch (err) {
  failed = true;
  console.error(`bench:api could not run: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
