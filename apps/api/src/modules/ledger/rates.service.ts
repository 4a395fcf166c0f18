import {
  DEFAULT_COMMISSION_BASIS_POINTS,
  commissionSegmentOf,
  parseTzsPerUsd,
  type CommissionSegment,
} from '@dala/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { commissionRates, exchangeRates } from '../../db/schema';

/**
 * The platform's rates, as the admin set them over time (the latest row is in force; every row stays
 * as history): the commission per segment and the USD→TZS rate. Until an admin sets one, the defaults
 * apply: safaris 10 %, transport 8 %, and TZS_PER_USD from the configuration.
 */

/** The commission in force for a segment, in basis points. */
export async function currentCommissionBasisPoints(
  db: Database,
  segment: CommissionSegment,
): Promise<number> {
  const [row] = await db
    .select({ basisPoints: commissionRates.basisPoints })
    .from(commissionRates)
    .where(eq(commissionRates.segment, segment))
    .orderBy(desc(commissionRates.createdAt), desc(commissionRates.id))
    .limit(1);
  return row?.basisPoints ?? DEFAULT_COMMISSION_BASIS_POINTS[segment];
}

/** The commission in force for a booking of this kind (stored on the booking when it is made). */
export function commissionForBookingKind(db: Database, bookingKind: string): Promise<number> {
  return currentCommissionBasisPoints(db, commissionSegmentOf(bookingKind));
}

/** The USD→TZS rate in force, in hundredths of a shilling per dollar. */
export async function currentTzsPerUsd(db: Database, configuredTzsPerUsd: number): Promise<number> {
  const [row] = await db
    .select({ rate: exchangeRates.tzsPerUsdHundredths })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
    .limit(1);
  return row?.rate ?? parseTzsPerUsd(configuredTzsPerUsd.toFixed(2)) ?? 250_000;
}

export async function setCommission(
  db: Database,
  segment: CommissionSegment,
  basisPoints: number,
  adminId: string,
): Promise<void> {
  await db.insert(commissionRates).values({ segment, basisPoints, setBy: adminId });
}

export async function setTzsPerUsd(db: Database, hundredths: number, adminId: string): Promise<void> {
  await db.insert(exchangeRates).values({ tzsPerUsdHundredths: hundredths, setBy: adminId });
}
