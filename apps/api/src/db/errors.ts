/** A database that could not be opened or migrated, told to the operator as one line. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}
