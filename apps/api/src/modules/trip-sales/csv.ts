/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF line ends, a UTF-8 byte-order
 * mark so spreadsheet programs read names with accents correctly. A cell that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return that hides one) is prefixed with an
 * apostrophe (OWASP's CSV injection advice): a passenger named "=HYPERLINK(…)" stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
