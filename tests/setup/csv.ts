import { expect } from "vitest";

/** A CSV file's records, read as a spreadsheet would (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const pattern = /"((?:[^"]|"")*)"(,|\r\n)/g;
  let record: string[] = [];
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = pattern.exec(text))) {
    expect(match.index, "every field is quoted").toBe(end);
    end = pattern.lastIndex;
    record.push(match[1].replaceAll('""', '"'));
    if (match[2] === "\r\n") {
      records.push(record);
      record = [];
    }
  }
  expect(end).toBe(text.length);
  return records;
}
