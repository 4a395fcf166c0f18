/**
 * The platform's commission (issue 14): a share of every payment an operator receives, in basis points
 * (1 000 = 10 %), per segment of the marketplace. The rate in force when a booking is made is stored on
 * the booking; a later change of the rate never touches it.
 */
export const COMMISSION_SEGMENTS = ['safaris', 'transport'] as const;
export type CommissionSegment = (typeof COMMISSION_SEGMENTS)[number];

/** Defaults of the issue: safaris 10 %, transport 8 % (the admin changes them on the finance page). */
export const DEFAULT_COMMISSION_BASIS_POINTS: Record<CommissionSegment, number> = {
  safaris: 1000,
  transport: 800,
};
/** The admin may set 0 %–50 %. */
export const MAX_COMMISSION_BASIS_POINTS = 5000;

/** The segment a booking kind belongs to. */
export function commissionSegmentOf(bookingKind: string): CommissionSegment {
  return bookingKind === 'safari' ? 'safaris' : 'transport';
}

/** Commission on an amount, rounded half up to a minor unit. */
export function commissionOf(amountMinor: number, basisPoints: number): number {
  return Math.floor((amountMinor * basisPoints) / 10_000 + 0.5);
}

/**
 * The commission a refund gives back: the same share of the commission taken so far as the refund is of
 * the money kept so far (a refund of half of what was paid reverses half of the commission). Never more
 * than the commission still held; all of it when everything kept goes back.
 */
export function commissionReversalOf(
  refundMinor: number,
  keptMinor: number,
  commissionHeldMinor: number,
): number {
  if (refundMinor <= 0 || keptMinor <= 0 || commissionHeldMinor <= 0) return 0;
  if (refundMinor >= keptMinor) return commissionHeldMinor;
  return Math.min(commissionHeldMinor, Math.floor((commissionHeldMinor * refundMinor) / keptMinor + 0.5));
}

/** '10 %' ↔ 1000: basis points as the percent an admin types (up to two decimals). */
export function basisPointsFromPercent(percent: number): number {
  return Math.round(percent * 100);
}
export function percentFromBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}
