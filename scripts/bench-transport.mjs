// `npm run bench:transport`: trip search and seat-map latency through the real server over a generated
// transport network on PostgreSQL: ≥ 300 routes along Tanzania's bus corridors, ≥ 200 000 trips on sale
// over 90 days with seats sold per segment (fuller the sooner they leave). A throwaway database is
// created on BENCH_DATABASE_URL (else TEST_DATABASE_URL's server, else the local socket server) and
// dropped. Sends a realistic mix of GET /api/trips/search (origin + destination + date + passengers,
// partial segments, filters, sorts, pages) and, for results, the seat map GET /api/trips/:id?board=&alight=,
// one at a time, and prints p50/p95/p99 of each and the EXPLAIN ANALYZE plans of sample searches.
// Targets (issue 13): search p95 ≤ 30 ms, seat map p95 ≤ 10 ms — printed, never asserted.
// Options: --routes N (default 330), --days N (default 90), --requests N (default 1500 of each),
// --keep (keep the database), --reuse NAME (measure again on a kept database, not regenerated).
// Runs under tsx (the npm script adds it) to reuse the API code.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const { openPostgres } = await import('../apps/api/src/db/client.ts');
const { migrate } = await import('../apps/api/src/db/migrate.ts');
const { seedDemoData } = await import('../apps/api/src/db/seed/index.ts');
const { searchCandidatesSql, searchWindow } =
  await import('../apps/api/src/modules/trip-sales/search.service.ts');
const { addDays, todayInTanzania, seatLayoutTemplate, seatLabels, seatCount } = await import('@dala/shared');

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const reuse = args.includes('--reuse') ? args[args.indexOf('--reuse') + 1] : undefined;
if (reuse !== undefined && !/^dala_bench_t[a-z0-9_]+$/.test(reuse)) {
  throw new Error('--reuse takes the name of a database kept by --keep (dala_bench_t…)');
}
const ROUTES = option('routes', 330);
const DAYS = option('days', 90);
const REQUESTS = option('requests', 1_500);
const WARMUP = Math.min(200, Math.floor(REQUESTS / 5));
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://root@localhost/postgres?host=/var/run/postgresql';

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// ── The network: corridors of real towns (km from the corridor's first town) ──────────────────────
const CORRIDORS = [
  [
    ['Dar es Salaam', 'Dar es Salaam', 0],
    ['Chalinze', 'Pwani', 105],
    ['Segera', 'Tanga', 250],
    ['Korogwe', 'Tanga', 300],
    ['Mombo', 'Tanga', 340],
    ['Same', 'Kilimanjaro', 440],
    ['Mwanga', 'Kilimanjaro', 490],
    ['Moshi', 'Kilimanjaro', 545],
    ['Arusha', 'Arusha', 625],
    ['Namanga', 'Arusha', 735],
  ],
  [
    ['Dar es Salaam', 'Dar es Salaam', 0],
    ['Chalinze', 'Pwani', 105],
    ['Morogoro', 'Morogoro', 195],
    ['Gairo', 'Morogoro', 305],
    ['Dodoma', 'Dodoma', 450],
    ['Manyoni', 'Singida', 575],
    ['Singida', 'Singida', 695],
    ['Nzega', 'Tabora', 920],
    ['Shinyanga', 'Shinyanga', 1030],
    ['Mwanza', 'Mwanza', 1195],
  ],
  [
    ['Dar es Salaam', 'Dar es Salaam', 0],
    ['Morogoro', 'Morogoro', 195],
    ['Mikumi', 'Morogoro', 300],
    ['Iringa', 'Iringa', 500],
    ['Mafinga', 'Iringa', 580],
    ['Makambako', 'Njombe', 660],
    ['Mbeya', 'Mbeya', 850],
    ['Tunduma', 'Songwe', 960],
  ],
  [
    ['Dar es Salaam', 'Dar es Salaam', 0],
    ['Kibiti', 'Pwani', 150],
    ['Nangurukuru', 'Lindi', 330],
    ['Lindi', 'Lindi', 450],
    ['Mtwara', 'Mtwara', 560],
  ],
  [
    ['Arusha', 'Arusha', 0],
    ['Makuyuni', 'Arusha', 80],
    ['Mto wa Mbu', 'Arusha', 115],
    ['Karatu', 'Arusha', 145],
  ],
  [
    ['Arusha', 'Arusha', 0],
    ['Babati', 'Manyara', 170],
    ['Kondoa', 'Dodoma', 330],
    ['Dodoma', 'Dodoma', 430],
  ],
  [
    ['Mwanza', 'Mwanza', 0],
    ['Bunda', 'Mara', 140],
    ['Musoma', 'Mara', 220],
    ['Tarime', 'Mara', 300],
    ['Sirari', 'Mara', 320],
  ],
  [
    ['Makambako', 'Njombe', 0],
    ['Njombe', 'Njombe', 60],
    ['Songea', 'Ruvuma', 290],
  ],
  [
    ['Mwanza', 'Mwanza', 0],
    ['Geita', 'Geita', 110],
    ['Kahama', 'Shinyanga', 250],
    ['Nyakanazi', 'Kagera', 370],
    ['Kibondo', 'Kigoma', 520],
    ['Kigoma', 'Kigoma', 700],
  ],
  [
    ['Arusha', 'Arusha', 0],
    ['Usa River', 'Arusha', 22],
    ['Kilimanjaro Airport', 'Kilimanjaro', 48],
    ['Moshi', 'Kilimanjaro', 80],
  ],
  [
    ['Tanga', 'Tanga', 0],
    ['Segera', 'Tanga', 75],
    ['Chalinze', 'Pwani', 220],
    ['Dar es Salaam', 'Dar es Salaam', 330],
  ],
  [
    ['Dodoma', 'Dodoma', 0],
    ['Iringa', 'Iringa', 260],
    ['Mbeya', 'Mbeya', 610],
  ],
];
const TEMPLATES = [
  {
    template: 'two_one',
    vehicleClass: 'luxury',
    rate: 72,
    amenities: ['air_conditioning', 'charging', 'wifi', 'toilet', 'reclining_seats'],
  },
  {
    template: 'two_two',
    vehicleClass: 'semi_luxury',
    rate: 56,
    amenities: ['air_conditioning', 'charging', 'reclining_seats'],
  },
  { template: 'three_two', vehicleClass: 'ordinary', rate: 46, amenities: ['luggage_space'] },
  {
    template: 'coaster',
    vehicleClass: 'coaster',
    rate: 60,
    amenities: ['air_conditioning', 'luggage_space'],
  },
  {
    template: 'two_two',
    vehicleClass: 'semi_luxury',
    rate: 58,
    amenities: ['air_conditioning', 'charging', 'entertainment'],
  },
  {
    template: 'four_by_four',
    vehicleClass: 'four_by_four',
    rate: 150,
    amenities: ['charging', 'seat_belts'],
  },
];
const TRANSPORTERS = 40;

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(rand() * list.length)];

/** ROUTES routes: a stretch of 3–8 towns of a corridor, either way, with minutes and fares. */
function planRoutes() {
  const routes = [];
  for (let n = 0; n < ROUTES; n++) {
    const corridor = CORRIDORS[n % CORRIDORS.length];
    const length = Math.min(corridor.length, 3 + Math.floor(rand() * 6));
    const start = Math.floor(rand() * (corridor.length - length + 1));
    let towns = corridor.slice(start, start + length);
    if (rand() < 0.5) towns = [...towns].reverse();
    const type = TEMPLATES[n % TEMPLATES.length];
    const km0 = towns[0][2];
    let minutes = 0;
    const stops = towns.map(([place, region, km], i) => {
      if (i > 0) minutes += Math.round((Math.abs(km - towns[i - 1][2]) / 62) * 60) + 10;
      return {
        place,
        region,
        point: `${place} bus stand`,
        minutes,
        km: Math.abs(km - km0),
        board: i < towns.length - 1,
        alight: i > 0,
      };
    });
    const fares = [];
    for (let b = 0; b < stops.length - 1; b++) {
      for (let a = b + 1; a < stops.length; a++) {
        const fare = Math.max(
          3_000,
          Math.round((2_000 + type.rate * (stops[a].km - stops[b].km)) / 500) * 500,
        );
        fares.push({ board: b, alight: a, fare });
      }
    }
    routes.push({
      n,
      transporter: n % TRANSPORTERS,
      type: n % TEMPLATES.length,
      stops,
      fares,
      perDay: 4 + (n % 7),
      firstMinute: 5 * 60 + Math.floor(rand() * 120),
    });
  }
  return routes;
}

const dataDir = mkdtempSync(join(tmpdir(), 'dala-bench-transport-'));
const benchDb = reuse ?? `dala_bench_t${Date.now().toString(36)}`;
const admin = await openPostgres(serverUrl, 1);
if (!reuse) await admin.db.execute(sql.raw(`create database ${benchDb}`));
const databaseUrl = withDatabase(serverUrl, benchDb);
let handle = await openPostgres(databaseUrl, 4);
const db = handle.db;
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
console.log(`Database: PostgreSQL, database ${benchDb}`);
await migrate(db);
const today = todayInTanzania();
const routes = planRoutes();

if (!reuse) {
  await seedDemoData(db); // demo accounts, destinations and the demo network
  console.log(`Generating ${TRANSPORTERS} transporters, ${ROUTES} routes…`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone_number, type, operator_type, is_verified, email_verified_at)
    select 'bench-transporter-' || g || '@bench.invalid', 'not-a-hash', 'Bench', 'Transporter ' || g,
      '+2557' || lpad(g::text, 8, '0'), 'operator', 'transporter', g % 10 <> 0, now()
    from generate_series(1, ${TRANSPORTERS}) g`);
  await db.execute(sql`
    insert into operator_profiles (user_id, company_name, verification_status, submitted_at, reviewed_at)
    select id, 'Bench Coaches ' || split_part(split_part(email, '@', 1), '-', 3), 'approved', now(), now()
    from users where email like 'bench-transporter-%'`);
  await db.execute(sql`create table bench_vehicle_types (type int primary key, vehicle_class text, amenities text[],
    layout jsonb, seats int, labels text[])`);
  for (const [i, t] of TEMPLATES.entries()) {
    const layout = seatLayoutTemplate(t.template);
    await db.execute(sql`insert into bench_vehicle_types values (${i}, ${t.vehicleClass},
      string_to_array(${t.amenities.join(',')}, ','), ${JSON.stringify(layout)}::jsonb, ${seatCount(layout)},
      string_to_array(${seatLabels(layout).join(',')}, ','))`);
  }
  // One vehicle per route, of the route's type.
  await db.execute(sql`create table bench_route_plan (n int primary key, route_id int, vehicle_id int,
    transporter_id uuid, type int, stops int, per_day int, first_minute int, duration int)`);
  await db.execute(sql`
    with input as (select * from json_to_recordset(${JSON.stringify(
      routes.map((r) => ({
        n: r.n,
        transporter: r.transporter,
        type: r.type,
        stops: r.stops.length,
        per_day: r.perDay,
        first_minute: r.firstMinute,
        duration: r.stops.at(-1).minutes,
      })),
    )}::json) as x(n int, transporter int, type int, stops int, per_day int, first_minute int, duration int)),
    owners as (select id, (row_number() over (order by email) - 1)::int as k from users where email like 'bench-transporter-%')
    insert into bench_route_plan (n, transporter_id, type, stops, per_day, first_minute, duration)
    select i.n, o.id, i.type, i.stops, i.per_day, i.first_minute, i.duration from input i join owners o on o.k = i.transporter`);
  await db.execute(sql`
    with v as (
      insert into vehicles (transporter_id, plate, make, model, year, vehicle_class, amenities, seat_layout, seat_count)
      select p.transporter_id, 'T ' || (100 + p.n % 900) || ' B' || chr(65 + (p.n / 900) % 26) || chr(65 + p.n % 26),
        'Bench', 'Coach ' || p.n, 2022, t.vehicle_class, t.amenities, t.layout, t.seats
      from bench_route_plan p join bench_vehicle_types t on t.type = p.type
      returning id, model)
    update bench_route_plan p set vehicle_id = v.id from v where v.model = 'Coach ' || p.n`);
  for (const r of routes) {
    const [row] = (
      await db.execute(sql`insert into transport_routes (transporter_id, name, refund_bands)
        select transporter_id, ${`${r.stops[0].place} → ${r.stops.at(-1).place}`},
          '[{"min_hours_before":24,"percent":90},{"min_hours_before":6,"percent":50},{"min_hours_before":0,"percent":0}]'::jsonb
        from bench_route_plan where n = ${r.n} returning id`)
    ).rows;
    await db.execute(sql`update bench_route_plan set route_id = ${row.id} where n = ${r.n}`);
  }
  await db.execute(sql`
    insert into route_stops (route_id, position, place, region, point, minutes_from_departure, can_board, can_alight)
    select p.route_id, s.position, s.place, s.region, s.point, s.minutes, s.board, s.alight
    from json_to_recordset(${JSON.stringify(
      routes.flatMap((r) => r.stops.map((s, position) => ({ n: r.n, position, ...s }))),
    )}::json) as s(n int, position int, place text, region text, point text, minutes int, board boolean, alight boolean)
    join bench_route_plan p on p.n = s.n`);
  await db.execute(sql`
    insert into route_fares (route_id, board_pos, alight_pos, fare_tzs)
    select p.route_id, f.board, f.alight, f.fare
    from json_to_recordset(${JSON.stringify(
      routes.flatMap((r) => r.fares.map((f) => ({ n: r.n, ...f }))),
    )}::json) as f(n int, board int, alight int, fare int)
    join bench_route_plan p on p.n = f.n`);

  console.log(`Generating trips for ${DAYS} days… (${elapsed()})`);
  await db.execute(sql`
    insert into trips (transporter_id, route_id, vehicle_id, departs_at, arrives_at, sales_cutoff_minutes,
      sales_close_at, seat_layout, capacity, vehicle_class, amenities, status)
    select p.transporter_id, p.route_id, v.id, x.dep, x.dep + p.duration * interval '1 minute', 120,
      x.dep - interval '120 minutes', v.seat_layout, v.seat_count, v.vehicle_class, v.amenities, 'on_sale'
    from bench_route_plan p
    join vehicles v on v.id = p.vehicle_id
    cross join generate_series(0, ${DAYS - 1}) d
    cross join lateral generate_series(0, p.per_day - 1) k
    cross join lateral (select ((${today}::date + d)::timestamp at time zone 'Africa/Dar_es_Salaam')
      + (p.first_minute + k * (960 / p.per_day)) * interval '1 minute' as dep) x`);

  // Sold seats per segment: the whole route, the first half and the second half (the same seats: a
  // seat sold to the middle town is sold again from there), fuller the sooner the trip leaves.
  console.log(`Selling seats… (${elapsed()})`);
  await db.execute(sql`
    create table bench_sales as
    with shares as (
      select t.id as trip_id, t.route_id, t.capacity, t.departs_at, p.stops, p.type,
        greatest(0, (t.departs_at at time zone 'Africa/Dar_es_Salaam')::date - ${today}::date) as day,
        (hashtext(t.id::text) & 1023) / 1023.0 as r
      from trips t join bench_route_plan p on p.route_id = t.route_id),
    sized as (
      select *, case when day < 7 then 0.65 - day * 0.06 when day < 30 then 0.22 else 0.06 end * (0.4 + r) as share
      from shares)
    select gen_random_uuid() as booking_id, s.trip_id, s.route_id, s.type, s.departs_at, g.grp,
      case g.grp when 2 then s.stops / 2 else 0 end as board_pos,
      case g.grp when 1 then s.stops / 2 else s.stops - 1 end as alight_pos,
      case g.grp when 0 then 1 else 1 + floor(s.capacity * s.share * 0.5)::int end as first_idx,
      floor(s.capacity * s.share * case g.grp when 0 then 0.5 else 0.3 end)::int as seats
    from sized s cross join (values (0), (1), (2)) g(grp)
    where floor(s.capacity * s.share * case g.grp when 0 then 0.5 else 0.3 end) >= 1`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone_number, type, email_verified_at)
    select 'bench-traveler-' || g || '@bench.invalid', 'not-a-hash', 'Bench', 'Traveler ' || g,
      '+2556' || lpad(g::text, 8, '0'), 'traveler', now()
    from generate_series(1, 200) g`);
  await db.execute(sql`
    with travelers as (select id, (row_number() over (order by email) - 1)::int as k from users where email like 'bench-traveler-%')
    insert into bookings (id, reference, kind, traveler_id, start_date, end_date, adults, seats, lead_name, lead_email,
      lead_phone, currency, subtotal_cents, total_cents, deposit_percent, deposit_cents, pay_in_full,
      processing_fee_percent, paid_cents, status, confirmed_at, idempotency_key)
    select s.booking_id, 'DR-' || upper(substr(md5(s.booking_id::text), 1, 12)), 'trip', tr.id,
      (s.departs_at at time zone 'Africa/Dar_es_Salaam')::date, (s.departs_at at time zone 'Africa/Dar_es_Salaam')::date,
      s.seats, s.seats, 'Bench Traveler', 'traveler@bench.invalid', '+255600000000', 'TZS',
      f.fare_tzs * s.seats * 100, f.fare_tzs * s.seats * 100, 100, f.fare_tzs * s.seats * 100, true, 0,
      f.fare_tzs * s.seats * 100, 'confirmed', now(), s.booking_id::text
    from bench_sales s
    join route_fares f on f.route_id = s.route_id and f.board_pos = s.board_pos and f.alight_pos = s.alight_pos
    join travelers tr on tr.k = abs(hashtext(s.booking_id::text)) % 200`);
  await db.execute(sql`
    insert into trip_bookings (booking_id, trip_id, board_pos, alight_pos, fare_tzs, refund_bands)
    select s.booking_id, s.trip_id, s.board_pos, s.alight_pos, f.fare_tzs,
      '[{"min_hours_before":24,"percent":90},{"min_hours_before":6,"percent":50},{"min_hours_before":0,"percent":0}]'::jsonb
    from bench_sales s
    join route_fares f on f.route_id = s.route_id and f.board_pos = s.board_pos and f.alight_pos = s.alight_pos`);
  console.log(`Seat reservations… (${elapsed()})`);
  await db.execute(sql`
    insert into trip_seat_reservations (trip_id, booking_id, seat_label, board_pos, alight_pos, status, blocks_until,
      passenger_name, passenger_phone)
    select s.trip_id, s.booking_id, t.labels[i], s.board_pos, s.alight_pos, 'confirmed', 'infinity',
      'Bench passenger', '+255600000000'
    from bench_sales s
    join bench_vehicle_types t on t.type = s.type
    cross join lateral generate_series(s.first_idx, s.first_idx + s.seats - 1) i
    order by s.trip_id, t.labels[i]`);
  console.log(`Analyzing… (${elapsed()})`);
  await db.execute(sql`vacuum analyze`);
}
const counts = (
  await db.execute(sql`select (select count(*) from transport_routes)::int as routes,
    (select count(*) from trips where status = 'on_sale')::int as trips,
    (select count(*) from trip_seat_reservations)::int as reservations,
    (select count(*) from bookings where kind = 'trip')::int as bookings`)
).rows[0];
console.log(
  `Network ready in ${elapsed()}: ${counts.routes} routes, ${counts.trips.toLocaleString('en')} trips on sale, ` +
    `${counts.reservations.toLocaleString('en')} seats sold in ${counts.bookings.toLocaleString('en')} bookings`,
);
await handle.close();

// ── A realistic mix of searches, and the seat maps of results ────────────────────────────────────
const towns = [...new Set(CORRIDORS.flat().map(([place]) => place))];
function randomSearch() {
  const q = new URLSearchParams();
  const kind = rand();
  if (kind < 0.85) {
    // A pair a route serves: often a partial segment of a longer route.
    const r = pick(routes);
    const board = Math.floor(rand() * (r.stops.length - 1));
    const alight = board + 1 + Math.floor(rand() * (r.stops.length - 1 - board));
    q.set('from', r.stops[board].place);
    q.set('location', r.stops[alight].place);
  } else if (kind < 0.95) {
    // Any two towns (the landing panel lets people type anything): often no trip at all.
    q.set('from', pick(towns));
    q.set('location', pick(towns));
  } else {
    q.set('location', pick(towns));
  }
  // Mostly the next days, sometimes weeks ahead; sometimes a range (a flexible traveler).
  const ahead = rand() < 0.7 ? Math.floor(rand() * 7) : Math.floor(rand() * (DAYS - 3));
  const start = addDays(today, ahead);
  q.set('start_date', start);
  if (rand() < 0.1) q.set('end_date', addDays(start, 1 + Math.floor(rand() * 3)));
  q.set('guests', String(rand() < 0.6 ? 1 : 2 + Math.floor(rand() * 3)));
  if (rand() < 0.15) q.set('class', pick(['luxury', 'semi_luxury', 'ordinary', 'luxury,semi_luxury']));
  if (rand() < 0.1) q.set('time_of_day', pick(['morning', 'afternoon', 'morning,afternoon']));
  if (rand() < 0.1) q.set('max_price', String(20_000 + Math.floor(rand() * 40) * 1_000));
  if (rand() < 0.05) q.set('amenities', pick(['air_conditioning', 'charging', 'wifi,toilet']));
  q.set('sort', pick(['earliest', 'earliest', 'earliest', 'cheapest', 'cheapest', 'fastest']));
  if (rand() < 0.1) q.set('page', '2');
  return q.toString();
}

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
    DATA_DIR: join(dataDir, 'server'),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // Every answer from the database: no answer kept in memory between identical requests.
    CATALOG_CACHE_MS: '0',
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

async function timed(path) {
  const started = process.hrtime.bigint();
  // As a browser asks: compressed, brotli first.
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip, deflate' } });
  const body = await res.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.status !== 200) throw new Error(`GET ${path} → ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

const searchTimes = [];
const seatMapTimes = [];
let results = 0;
let empty = 0;
const samples = [];
for (let i = 0; searchTimes.length < REQUESTS || seatMapTimes.length < REQUESTS; i++) {
  const query = randomSearch();
  const { ms, body } = await timed(`/api/trips/search?${query}`);
  const measured = i >= WARMUP;
  if (measured && searchTimes.length < REQUESTS) {
    searchTimes.push(ms);
    results += body.total;
    if (body.total === 0) empty++;
    if (samples.length < 2 && body.total > 5 && query.includes('from=')) samples.push(query);
  }
  // A traveler opens one of the results (the seat map of their segment), now and then two.
  for (const item of body.items.slice(0, rand() < 0.3 ? 2 : 1)) {
    const seat = await timed(
      `/api/trips/${item.trip_id}?board=${item.board.position}&alight=${item.alight.position}`,
    );
    if (measured && seatMapTimes.length < REQUESTS) seatMapTimes.push(seat.ms);
  }
  if (i > 20 * (WARMUP + REQUESTS)) throw new Error('too few searches find trips to read seat maps');
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

const pct = (list, p) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)];
function report(name, list, target) {
  list.sort((a, b) => a - b);
  const p95 = pct(list, 95);
  console.log(`${name} (${list.length} requests after warm-up, one at a time):`);
  console.log(
    `  p50 ${pct(list, 50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${pct(list, 99).toFixed(1)} ms   ` +
      `max ${list.at(-1).toFixed(1)} ms   (target p95 ≤ ${target} ms: ${p95 <= target ? 'met' : 'NOT met'})`,
  );
}
console.log(
  `\nOver ${counts.routes} routes and ${counts.trips.toLocaleString('en')} trips on sale (PostgreSQL), through the server:`,
);
report('GET /api/trips/search', searchTimes, 30);
console.log(
  `  mean trips per search ${(results / searchTimes.length).toFixed(1)}; searches with none ${((100 * empty) / searchTimes.length).toFixed(0)} %`,
);
report('GET /api/trips/:id?board=&alight= (seat map)', seatMapTimes, 10);
console.log(
  `  machine load average during the run: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1/5/15 min): figures grow with it`,
);

// ── Query plans: the service's own search statement, explained ───────────────────────────────────
const dialect = new PgDialect({ casing: 'snake_case' });
function inline(text, values) {
  return text.replace(/\$(\d+)/g, (_, n) => {
    const v = values[Number(n) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}
handle = await openPostgres(databaseUrl, 1);
const explain = async (title, query) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const plan = await handle.db.execute(
    sql.raw(`explain (analyze, costs off, timing off, summary on) ${inline(text, params)}`),
  );
  console.log(`\n${title}`);
  console.log(plan.rows.map((r) => '    ' + Object.values(r)[0]).join('\n'));
};
for (const query of [
  ...samples,
  `from=Dar+es+Salaam&location=Moshi&start_date=${addDays(today, 1)}&guests=2`,
]) {
  const q = Object.fromEntries(new URLSearchParams(query));
  await explain(
    `Plan of the search statement for GET /api/trips/search?${query}`,
    searchCandidatesSql(q.from, q.location, searchWindow(q, today)),
  );
}
const [busy] = (
  await handle.db.execute(sql`select trip_id, count(*)::int as n from trip_seat_reservations
    group by trip_id order by count(*) desc limit 1`)
).rows;
await explain(
  `Plan of the seat map's reservations read (trip ${busy.trip_id}, ${busy.n} reservations, whole route)`,
  sql`select seat_label, board_pos, alight_pos from trip_seat_reservations
    where trip_id = ${busy.trip_id} and status in ('held', 'confirmed') and blocks_until > now()
      and board_pos < 30 and alight_pos > 0`,
);
await handle.close();
if (!flag('keep') && !reuse)
  await admin.db.execute(sql.raw(`drop database if exists ${benchDb} with (force)`));
else console.log(`\nKept database ${benchDb} (--reuse ${benchDb} measures again)`);
await admin.close();
rmSync(dataDir, { recursive: true, force: true });
