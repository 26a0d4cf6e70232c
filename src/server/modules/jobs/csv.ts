// RFC 4180 CSV that opens cleanly in a spreadsheet (issue 10, Export): every field quoted, quotes
// doubled, rows ended by CRLF, and the file starts with a UTF-8 byte order mark so Excel reads
// accents and other non-ASCII text as UTF-8.

export const CSV_BOM = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, even inside quotes
 * (OWASP, CSV Injection): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: quoted, its quotes doubled, and a leading single quote when it would run as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** One record, ended by CRLF. */
export const csvRow = (values: readonly (string | number | null | undefined)[]) => `${values.map(csvCell).join(",")}\r\n`;
