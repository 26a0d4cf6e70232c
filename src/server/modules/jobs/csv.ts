// RFC 4180 CSV that opens cleanly in a spreadsheet (Export): every field quoted, quotes
// doubled, rows ended by CRLF, and the file starts with a UTF-8 byte order mark so Excel reads
// accents and other non-ASCII text as UTF-8.

export const CSV_BOM = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, even inside quotes
 * (OWASP, CSV Injection): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** One field: quoted, its quotes doubled, and a leading single quote when it would run as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  // Written for speed as well as clarity: an export calls this some 20 times per job.
  let text = typeof value === "string" ? value : String(value);
  if (FORMULA_START.has(text.charAt(0))) text = `'${text}`;
  if (text.includes('"')) text = text.replaceAll('"', '""');
  return `"${text}"`;
}

/** One record, ended by CRLF. */
export const csvRow = (values: readonly (string | number | null | undefined)[]) => `${values.map(csvCell).join(",")}\r\n`;
