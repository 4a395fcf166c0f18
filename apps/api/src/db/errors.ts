/** A database that could not be opened or migrated, told to the operator as one line. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/**
 * The embedded database's queue is full (db/serial-queue.ts): the request is refused at once with a
 * 503 and Retry-After (lib/error-handler.ts) rather than left waiting behind hundreds of others.
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  constructor() {
    super('the embedded database queue is full');
  }
}

/** Drizzle wraps a driver's error (DrizzleQueryError, the original as `cause`): look through it. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DatabaseBusyError) return true;
  }
  return false;
}
