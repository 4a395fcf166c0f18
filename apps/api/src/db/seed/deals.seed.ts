import { addDays, todayInTanzania } from '@dala/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { deals, safariPackages, users } from '../schema';

/**
 * Demo deals (issue 15) on Kilele Safaris' packages (operator@demo…): one live without a code, one with
 * the public code KILELE10. Valid from the seeding day for 90 days. Idempotent: a deal of that title on
 * that package is not inserted twice.
 */
export async function seedDemoDeals(db: Database): Promise<void> {
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'operator@demo.dalarides.co.tz'));
  if (!operator) return;
  const packages = await db
    .select({ id: safariPackages.id })
    .from(safariPackages)
    .where(and(eq(safariPackages.operatorId, operator.id), eq(safariPackages.status, 'published')))
    .orderBy(asc(safariPackages.id))
    .limit(2);
  if (packages.length === 0) return;
  const today = todayInTanzania();
  const wanted = [
    { packageId: packages[0]!.id, title: 'Green season: 15% off', percentOff: 15, code: null },
    {
      packageId: (packages[1] ?? packages[0]!).id,
      title: 'Kilele welcome: 10% off with a code',
      percentOff: 10,
      code: 'KILELE10',
    },
  ];
  for (const deal of wanted) {
    const [existing] = await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.packageId, deal.packageId), eq(deals.title, deal.title), isNull(deals.deletedAt)));
    if (existing) continue;
    await db.insert(deals).values({
      operatorId: operator.id,
      listingKind: 'safari',
      packageId: deal.packageId,
      title: deal.title,
      discountKind: 'percent',
      percentOff: deal.percentOff,
      currency: 'USD',
      validFrom: today,
      validTo: addDays(today, 90),
      code: deal.code,
      codePublic: deal.code !== null,
    });
  }
}
