import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Recomputes the figures a review feeds, from the visible reviews, in the caller's transaction (call
 * it after every insert, rating change, hide or restore). The subject's row is locked first, so two
 * reviews written at once each recompute after the other's commit: the UPDATE runs in a statement
 * that starts once the lock is granted (READ COMMITTED takes a fresh snapshot per statement).
 *  - safari: safari_packages.rating_avg / review_count (its update refreshes the search entry by the
 *    triggers of migration 0003, in the same transaction);
 *  - trip: transporter_ratings of the transporter (trip cards and pages).
 */
export async function recomputeRatings(
  tx: Database,
  subject: { kind: 'safari' | 'trip'; packageId: number | null; operatorId: string },
): Promise<void> {
  if (subject.kind === 'safari' && subject.packageId !== null) {
    const id = subject.packageId;
    await tx.execute(sql`select 1 from safari_packages where id = ${id} for no key update`);
    await tx.execute(sql`
      update safari_packages p set rating_avg = s.avg, review_count = s.n
      from (select coalesce(avg(rating), 0)::real as avg, count(*)::int as n
            from reviews where package_id = ${id} and hidden_at is null) s
      where p.id = ${id} and (p.rating_avg <> s.avg or p.review_count <> s.n)`);
    return;
  }
  const transporterId = subject.operatorId;
  await tx.execute(sql`insert into transporter_ratings (transporter_id) values (${transporterId})
    on conflict do nothing`);
  await tx.execute(sql`select 1 from transporter_ratings where transporter_id = ${transporterId} for update`);
  await tx.execute(sql`
    update transporter_ratings t set rating_avg = s.avg, review_count = s.n
    from (select coalesce(avg(rating), 0)::real as avg, count(*)::int as n
          from reviews where kind = 'trip' and operator_id = ${transporterId} and hidden_at is null) s
    where t.transporter_id = ${transporterId}`);
}
