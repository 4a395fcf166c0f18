/**
 * USD → TZS for a safari paid by mobile money (issue 14). The rate is the admin's, written with two
 * decimals and kept as an integer number of hundredths of a shilling per dollar (2 585.50 → 258 550),
 * so that no money is ever a float. Both currencies count in hundredths (money.ts): a USD amount in
 * cents times the rate in shillings gives TZS hundredths.
 */

/** The rate as entered ('2585.5', 2585.5) → hundredths (258 550); null when it is not a positive rate with at most two decimals. */
export function parseTzsPerUsd(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths > 0 ? hundredths : null;
}

/** Hundredths → the rate as written (258 550 → '2585.50'). */
export function formatTzsPerUsd(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * A USD amount in cents → the TZS amount (in hundredths) a mobile-money payer is charged: the exact
 * product rounded UP to a whole shilling, because providers take whole shillings and the operator must
 * never receive less than the dollar price.
 */
export function usdCentsToTzsMinor(usdCents: number, tzsPerUsdHundredths: number): number {
  if (!Number.isSafeInteger(usdCents) || usdCents < 0)
    throw new RangeError('usdCents must be a whole amount');
  if (!Number.isSafeInteger(tzsPerUsdHundredths) || tzsPerUsdHundredths <= 0) {
    throw new RangeError('the rate must be a positive whole number of hundredths');
  }
  // cents × (hundredths of TZS per USD) / 100 = hundredths of TZS; × 100 = 1 shilling.
  const exactTimes100 = BigInt(usdCents) * BigInt(tzsPerUsdHundredths);
  const perShilling = 100n * 100n;
  const shillings = (exactTimes100 + perShilling - 1n) / perShilling;
  return Number(shillings) * 100;
}

/** A TZS amount in hundredths → whole shillings, as providers take it (rounded up: never charge less). */
export function tzsMinorToShillings(tzsMinor: number): number {
  return Math.ceil(tzsMinor / 100);
}
