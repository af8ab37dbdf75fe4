// CSV for exports (issue 25 point 1): RFC 4180 quoting, and formula escaping — a cell a spreadsheet would run as
// a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so an exported player
// name like "=HYPERLINK(…)" stays text. Rows are written as they are read (a stream), never held all at once.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
