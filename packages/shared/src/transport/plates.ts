/**
 * Tanzanian registration plates (mainland, since 2004): the letter T, three digits and three letters,
 * written 'T 123 ABC'. People type them as 't123abc', 'T-123-ABC' or 'T 123ABC'; we store and show the
 * written form, so one vehicle is never registered twice under two spellings.
 */
const PLATE_PATTERN = /^T(\d{3})([A-Z]{3})$/;

/** The plate in its written form ('T 123 ABC'), or null when it is not a Tanzanian plate. */
export function normalisePlate(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s.\-_]/g, '');
  const match = PLATE_PATTERN.exec(compact);
  return match ? `T ${match[1]} ${match[2]}` : null;
}

export function isValidPlate(input: string): boolean {
  return normalisePlate(input) !== null;
}
