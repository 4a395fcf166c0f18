/**
 * CSV for spreadsheets (RFC 4180), as trip-sales/csv.ts writes the manifest (modules reach each other only
 * through their index, which does not export it): every cell quoted, quotes doubled, CRLF, a UTF-8
 * byte-order mark; a cell a spreadsheet would run as a formula is prefixed with an apostrophe (a listing
 * titled "=HYPERLINK(…)" stays text).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
