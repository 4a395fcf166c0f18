import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SitemapEntry } from './sitemap';

/** How far ahead trip pages are listed: departures on sale in the next weeks (older ones are gone). */
export const SITEMAP_TRIP_DAYS = 30;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/**
 * The listings' pages, from the database as they are now: every published safari (by slug, its
 * canonical address), every verified operator's page, the pages of trips on sale that leave in the
 * next SITEMAP_TRIP_DAYS days (a trip page is bookable only until its sales close), and every
 * destination's page. `lastmod` is the row's last change; a destination's page changes with the place
 * and with the published safaris that visit it (the trips it lists come and go by the hour: not counted).
 */
export async function listingEntries(db: Database): Promise<SitemapEntry[]> {
  const [safaris, operators, trips, places] = await Promise.all([
    db.execute(sql`
      select slug, updated_at from safari_packages where status = 'published' order by id`),
    db.execute(sql`
      select op.slug, greatest(op.created_at, op.reviewed_at, op.profile_updated_at) as updated_at
      from operator_profiles op join users u on u.id = op.user_id
      where u.is_verified and u.disabled_at is null and op.slug <> ''
      order by op.slug`),
    db.execute(sql`
      select t.id, t.updated_at from trips t join users u on u.id = t.transporter_id
      where t.status = 'on_sale' and t.sales_close_at > now()
        and t.departs_at < now() + make_interval(days => ${SITEMAP_TRIP_DAYS})
        and u.is_verified
      order by t.departs_at, t.id`),
    db.execute(sql`
      select d.slug, greatest(d.created_at, max(p.updated_at)) as updated_at
      from destinations d
      left join safari_package_destinations pd on pd.destination_id = d.id
      left join safari_packages p on p.id = pd.package_id and p.status = 'published'
      group by d.id
      order by d.sort_order, d.name`),
  ]);
  return [
    ...safaris.rows.map((r) => ({ path: `/safaris/${String(r.slug)}`, lastmod: iso(r.updated_at) })),
    ...operators.rows.map((r) => ({ path: `/operators/${String(r.slug)}`, lastmod: iso(r.updated_at) })),
    ...trips.rows.map((r) => ({ path: `/trips/${Number(r.id)}`, lastmod: iso(r.updated_at) })),
    ...places.rows.map((r) => ({ path: `/destinations/${String(r.slug)}`, lastmod: iso(r.updated_at) })),
  ];
}

/** When the destinations (the /destinations page's content) last changed. */
export async function destinationsChangedAt(db: Database): Promise<string | undefined> {
  const result = await db.execute(sql`select max(created_at) as changed from destinations`);
  const changed = result.rows[0]?.changed;
  return changed ? iso(changed) : undefined;
}

/** The web app's own public pages (home, static pages, blog articles …), as its server entry lists them. */
interface WebSitemap {
  sitemapPages(): SitemapEntry[];
}

/**
 * The web build's list of its public pages (apps/web/src/app/seo/sitemap-pages.ts, exported by the
 * server entry the page renderer loads too); none without a web build (API-only use: no pages).
 */
export async function loadWebPages(webDistDir: string): Promise<() => SitemapEntry[]> {
  const entryFile = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryFile) || !existsSync(join(webDistDir, 'index.html'))) return () => [];
  const entry = (await import(pathToFileURL(entryFile).href)) as Partial<WebSitemap>;
  return entry.sitemapPages ?? (() => []);
}
