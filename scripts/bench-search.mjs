// `npm run bench:search`: search latency of GET /api/safaris over a 100 000-package catalog, through the
// real server. PostgreSQL by default (BENCH_DATABASE_URL, else the local socket server; a throwaway
// database is created and dropped); `-- --pglite` runs on the embedded database instead.
// Options: --packages N (default 100000), --requests N (default 1500), --keep (keep the database),
// --reuse NAME (PostgreSQL: measure again on a database kept by --keep, migrated but not regenerated).
// Figures are printed, never asserted. Runs under tsx (the npm script adds it) to reuse the API code.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const { openPglite, openPostgres } = await import('../apps/api/src/db/client.ts');
const { migrate } = await import('../apps/api/src/db/migrate.ts');
const { seedDemoData } = await import('../apps/api/src/db/seed/index.ts');
const { searchSafaris } = await import('../apps/api/src/modules/safaris/search.service.ts');
const { indexSearchWords } = await import('../apps/api/src/modules/safaris/search-words.ts');
const { safariSearchQuerySchema, addDays, todayInTanzania } = await import('@dala/shared');

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const usePglite = flag('pglite');
const reuse = args.includes('--reuse') ? args[args.indexOf('--reuse') + 1] : undefined;
if (reuse !== undefined && !/^dala_bench_[a-z0-9]+$/.test(reuse)) {
  throw new Error('--reuse takes the name of a database kept by --keep (dala_bench_…)');
}
const PACKAGES = option('packages', 100_000);
const REQUESTS = option('requests', 1_500);
const WARMUP = Math.min(200, Math.floor(REQUESTS / 5));
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgresql://root@localhost/postgres?host=/var/run/postgresql';

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const dataDir = mkdtempSync(join(tmpdir(), 'dala-bench-'));
const benchDb = reuse ?? `dala_bench_${Date.now().toString(36)}`;
let databaseUrl;
let admin;
let handle;
if (usePglite) {
  handle = await openPglite(join(dataDir, 'db'));
} else {
  admin = await openPostgres(serverUrl, 1);
  if (!reuse) await admin.db.execute(sql.raw(`create database ${benchDb}`));
  databaseUrl = withDatabase(serverUrl, benchDb);
  handle = await openPostgres(databaseUrl, 4);
}
const db = handle.db;
const t0 = Date.now();
console.log(`Database: ${usePglite ? 'PGlite (embedded)' : `PostgreSQL, database ${benchDb}`}`);
await migrate(db);
const today = todayInTanzania();
if (!reuse) {
  await seedDemoData(db); // operators, destinations and the 26 demo packages

  // ── The catalog: PACKAGES published packages with destinations, departures and a cover image ─────────
  console.log(`Generating ${PACKAGES.toLocaleString('en')} packages…`);
  // Each package visits two destinations, chosen by its number; location, places and destination_ids
  // are written in the same insert (as the service keeps them), then the destinations link.
  await db.execute(sql`
  with d as (select id, name, region, (row_number() over (order by sort_order, slug) - 1)::int as n from destinations),
       total as (select count(*)::int as c from destinations),
       ops as (select array_agg(id order by email) as ids from users where type = 'operator' and operator_type = 'tour_operator')
  insert into safari_packages (operator_id, slug, title, summary, description, duration_days, itinerary, inclusions,
    exclusions, tier, is_private, max_group_size, adult_price_cents, child_price_cents, from_price_cents, deposit_percent,
    balance_due_days, min_notice_days, status, rating_avg, review_count, published_at, location, search_places, destination_ids)
  select ops.ids[1 + g % array_length(ops.ids, 1)],
    'bench-' || g,
    (array['Classic','Wild','Hidden','Grand','Family','Luxury','Budget','Photographic','Walking','Migration'])[1 + g % 10]
      || ' ' || d1.name || ' ' || (array['Safari','Adventure','Escape','Expedition','Trek','Journey','Tour'])[1 + (g / 120) % 7] || ' ' || g,
    'A generated benchmark package with game drives, local guides and comfortable camps across Tanzania.',
    'Generated for the search benchmark.', 1 + g % 12, '[]'::jsonb, '["Park fees"]'::jsonb, '[]'::jsonb,
    (array['budget','mid-range','luxury'])[1 + g % 3]::safari_tier, g % 5 = 0, 4 + g % 9,
    (300 + (g * 37) % 5000) * 100, (200 + (g * 37) % 3000) * 100, (300 + (g * 37) % 5000) * 100, 30, 45, 2,
    'published', 3.5 + ((g * 7) % 16) / 10.0, (g * 13) % 120, now(),
    d1.name, d1.name || ' ' || d1.region || ' ' || d2.name || ' ' || d2.region, array[d1.id, d2.id]
  from generate_series(1, ${PACKAGES}) g cross join total cross join ops
  join d d1 on d1.n = (g * 7) % total.c
  join d d2 on d2.n = (g * 7 + 1 + g % 5) % total.c`);
  console.log('Linking destinations…');
  await db.execute(sql`
  insert into safari_package_destinations (package_id, destination_id, position)
  select p.id, x.id, x.pos - 1 from safari_packages p, unnest(p.destination_ids) with ordinality x(id, pos)
  where p.slug like 'bench-%'
  on conflict do nothing`);
  await indexSearchWords(db);
  console.log('Departures and images…');
  await db.execute(sql`
  insert into safari_departures (package_id, start_date, capacity)
  select p.id, ${today}::date + (7 + (p.id % 20) + k * 30), p.max_group_size
  from safari_packages p cross join generate_series(0, 11) k
  where p.slug like 'bench-%' and not p.is_private`);
  await db.execute(sql`
  insert into safari_images (package_id, position, is_cover, kind, art_name, width, height, alt)
  select id, 0, true, 'art', (array['savannah-day','crater-dawn','mountain-dusk','beach-day'])[1 + id % 4], 800, 500, 'Illustration'
  from safari_packages where slug like 'bench-%'`);
  await db.execute(sql`vacuum analyze`); // as autovacuum would: the triggers rewrote every search entry
  const counts = await db.execute(sql`select (select count(*) from safari_packages)::int as packages,
  (select count(*) from safari_departures)::int as departures`);
  console.log(
    `Catalog ready in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${counts.rows[0].packages} packages, ${counts.rows[0].departures} departures`,
  );
}

// ── A realistic mix of searches ───────────────────────────────────────────────────────────────────
const places = (await db.execute(sql`select name from destinations order by sort_order, slug`)).rows.map(
  (r) => r.name,
);
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(rand() * list.length)];
const sorts = ['recommended', 'recommended', 'price_asc', 'price_desc', 'rating', 'duration'];
function randomQuery() {
  const q = new URLSearchParams();
  const kind = rand();
  if (kind < 0.45) {
    // The home search panel: location + dates + guests.
    q.set('location', pick(places));
    const start = addDays(today, 3 + Math.floor(rand() * 300));
    q.set('start_date', start);
    if (rand() < 0.7) q.set('end_date', addDays(start, 3 + Math.floor(rand() * 25)));
    q.set('guests', String(1 + Math.floor(rand() * 6)));
  } else if (kind < 0.65) {
    q.set(
      'q',
      pick([
        'serengeti',
        'serengti',
        'kilimanjaro trek',
        'zanzibar beach',
        'ngorongoro crater',
        'migration',
        'ruaha',
        'family safari',
      ]),
    );
  } else if (kind < 0.85) {
    q.set('location', pick(places));
  }
  if (rand() < 0.35) {
    const min = Math.floor(rand() * 20) * 100;
    q.set('min_price', String(min));
    q.set('max_price', String(min + 500 + Math.floor(rand() * 30) * 100));
  }
  if (rand() < 0.25) q.set('min_days', String(1 + Math.floor(rand() * 4)));
  if (rand() < 0.25) q.set('max_days', String(5 + Math.floor(rand() * 8)));
  if (rand() < 0.2) q.set('tier', pick(['budget', 'mid-range', 'luxury', 'mid-range,luxury']));
  if (rand() < 0.1) q.set('private', pick(['true', 'false']));
  if (rand() < 0.15) q.set('min_rating', pick(['4', '4.5']));
  q.set('sort', pick(sorts));
  q.set('page', String(1 + Math.floor(rand() * 3)));
  q.set('page_size', '12');
  return q.toString();
}

// ── Query plans: the service's own SQL, explained ─────────────────────────────────────────────────
const dialect = new PgDialect({ casing: 'snake_case' });
function inline(text, values) {
  return text.replace(/\$(\d+)/g, (_, n) => {
    const v = values[Number(n) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}

await handle.close();

// ── The real server, then the requests ────────────────────────────────────────────────────────────
async function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_ALLOW_SANDBOX: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: usePglite ? join(dataDir, 'db') : join(dataDir, 'server'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // starting
  }
  if (i > 300) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const timings = [];
let totalResults = 0;
const samples = [];
for (let i = 0; i < WARMUP + REQUESTS; i++) {
  const query = randomQuery();
  const started = process.hrtime.bigint();
  // As a browser asks: compressed, brotli first (the server compresses every page of results).
  const res = await fetch(`${base}/api/safaris?${query}`, {
    headers: { 'accept-encoding': 'br, gzip, deflate' },
  });
  const body = await res.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.status !== 200)
    throw new Error(`GET /api/safaris?${query} → ${res.status} ${JSON.stringify(body)}`);
  if (i >= WARMUP) {
    timings.push(ms);
    totalResults += body.total;
    if (samples.length < 3 && query.includes('start_date')) samples.push(query);
  }
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

timings.sort((a, b) => a - b);
const pct = (p) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)];
console.log(
  `\nGET /api/safaris over ${PACKAGES.toLocaleString('en')} packages (${usePglite ? 'PGlite' : 'PostgreSQL'}), ${REQUESTS} requests after ${WARMUP} warm-up, one at a time:`,
);
console.log(
  `  p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${timings[timings.length - 1].toFixed(1)} ms`,
);
console.log(
  `  mean ${(timings.reduce((a, b) => a + b, 0) / timings.length).toFixed(1)} ms; mean matches per search ${Math.round(totalResults / timings.length)}`,
);
console.log(
  `  machine load average during the run: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1/5/15 min) on 2 cores: figures grow with it`,
);

if (!usePglite) {
  handle = await openPostgres(databaseUrl, 1);
  const db2 = handle.db;
  const showPlans = async (query) => {
    console.log(`\nPlans for GET /api/safaris?${query}`);
    const planDb = db2;
    const params = safariSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    // The service's own database with `execute` spied on (prepared card and word lookups pass through).
    const spy = new Proxy(planDb, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (q) => {
          const { sql: text, params: values } = dialect.sqlToQuery(q);
          if (/from safari_search_entries s/.test(text)) {
            const explained = await planDb.execute(
              sql.raw(`explain (analyze, costs off, timing off, summary on) ${inline(text, values)}`),
            );
            console.log(explained.rows.map((r) => '    ' + Object.values(r)[0]).join('\n'));
          }
          return planDb.execute(q);
        };
      },
    });
    await searchSafaris(spy, params);
  };
  await showPlans(samples[0] ?? 'location=Serengeti%20National%20Park&guests=2');
  await showPlans('q=serengti&sort=recommended&page=1&page_size=12');
  await handle.close();
  if (!flag('keep') && !reuse)
    await admin.db.execute(sql.raw(`drop database if exists ${benchDb} with (force)`));
  await admin.close();
}
rmSync(dataDir, { recursive: true, force: true });
