import { sql } from 'drizzle-orm';
import type { Database } from '../client';

const TRAVELER_EMAIL = 'traveler@demo.dalarides.co.tz';

/**
 * The demo traveler's hearts (issue 15): two group safaris and the next trip on sale, so /saved and the
 * dashboard show something on a fresh demo. The first safari was saved when it cost $150 more than it
 * does now, so its price drop shows. Idempotent: nothing is added once the traveler has saved anything
 * (what they removed stays removed on a second run). Prices are read as modules/saved reads them: a
 * safari's from-price per adult, a trip's whole-route fare.
 */
export async function seedDemoSaved(db: Database): Promise<void> {
  const traveler = await db.execute(sql`
    select u.id, exists (select 1 from saved_items s where s.user_id = u.id) as has_saved
    from users u where u.email = ${TRAVELER_EMAIL}`);
  const row = traveler.rows[0];
  if (!row || row.has_saved === true) return;
  const userId = String(row.id);

  await db.execute(sql`
    insert into saved_items (user_id, package_id, saved_price_minor, currency, created_at)
    select ${userId}, p.id, p.from_price_cents + case when rn = 1 then 15000 else 0 end, 'USD',
           now() - make_interval(days => (3 - rn)::int)
    from (
      select p.id, p.from_price_cents, row_number() over (order by p.recommended_score desc, p.id) as rn
      from safari_packages p join users o on o.id = p.operator_id
      where p.status = 'published' and o.is_verified and not p.is_private
    ) p
    where rn <= 2
    on conflict do nothing`);

  await db.execute(sql`
    insert into saved_items (user_id, trip_id, saved_price_minor, currency)
    select ${userId}, t.id, f.fare_tzs * 100, 'TZS'
    from trips t
      join users o on o.id = t.transporter_id and o.is_verified
      join route_fares f on f.route_id = t.route_id
        and f.board_pos = (select min(b.position) from route_stops b where b.route_id = t.route_id and b.can_board)
        and f.alight_pos = (select max(a.position) from route_stops a where a.route_id = t.route_id)
    where t.status = 'on_sale' and t.sales_close_at > now() + interval '1 day'
    order by t.departs_at, t.id
    limit 1
    on conflict do nothing`);
}
