import { TZS_PER_USD_DEFAULT } from '@dala/shared';

/**
 * Shillings per US dollar for the "≈ $" beside fares: TZS_PER_USD from the environment when it is a
 * number from 100 to 100 000, else TZS_PER_USD_DEFAULT. (Read here rather than in config.ts, which
 * another slice owns; it belongs there, where a bad value would stop the server.)
 */
export function tzsPerUsd(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TZS_PER_USD?.trim();
  if (!raw) return TZS_PER_USD_DEFAULT;
  const rate = Number(raw);
  return Number.isFinite(rate) && rate >= 100 && rate <= 100_000 ? rate : TZS_PER_USD_DEFAULT;
}
