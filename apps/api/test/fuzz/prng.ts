/** A small seeded PRNG (mulberry32), so a fuzz run is reproduced by its seed. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (all of them when there are fewer), in a seeded order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export const DEFAULT_FUZZ_SEED = 20260214;

/** The run's seed: FUZZ_SEED (decimal or 0x…) when set, otherwise the fixed default. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FUZZ_SEED?.trim();
  if (!raw) return DEFAULT_FUZZ_SEED;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`FUZZ_SEED must be an integer, got ${raw}`);
  return value >>> 0;
}

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)]!;
    },
    sample: <T>(items: readonly T[], count: number) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.max(0, count));
    },
  };
}
