/** CSV (RFC 4180) for the downloads the office opens in a spreadsheet. */

/**
 * One CSV cell, always quoted: a spreadsheet that splits lines at ";" (the list separator in much of
 * Europe) then finds every ";" inside quotes. A cell a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return, or with spaces before = + - @) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^(?:[=+\-@\t\r]| +[=+\-@])/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, ended with CR LF. */
export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;
