import { DatabaseBusyError } from './errors';

/**
 * One operation at a time, in arrival order, with at most `maxWaiting` waiting: what stands in front of
 * the embedded database's single connection. PGlite's own lock also runs one at a time but waits without
 * bound; this one refuses (DatabaseBusyError → 503 with Retry-After) when the line is full, so under
 * overload a request fails fast instead of waiting for ever, and every admitted one is served in turn.
 */
export class SerialQueue {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly maxWaiting: number) {}

  /** Operations waiting behind the running one. */
  get length(): number {
    return this.waiting.length;
  }

  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.waiting.length >= this.maxWaiting) throw new DatabaseBusyError();
      // The finishing operation hands its turn straight to the first in line (busy stays true).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.busy = true;
    }
    try {
      return await operation();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
