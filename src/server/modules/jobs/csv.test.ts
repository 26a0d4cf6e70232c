import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow } from "./csv.ts";

describe("csvCell", () => {
  it("quotes every field and doubles the quotes inside it", () => {
    expect(csvCell("Faucet Repair")).toBe('"Faucet Repair"');
    expect(csvCell('O"Brien, Jr.')).toBe('"O""Brien, Jr."');
    expect(csvCell('say "hi"\nthen leave')).toBe('"say ""hi""\nthen leave"');
  });

  it("writes empty and missing values as an empty quoted field, numbers as they are", () => {
    expect(csvCell("")).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(2.5)).toBe('"2.5"');
    expect(csvCell("125.00")).toBe('"125.00"');
  });

  it("keeps a spreadsheet from running a cell as a formula (OWASP: = + - @ tab CR)", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell("+1 407 555 0100")).toBe('"\'+1 407 555 0100"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1:A2)")).toBe('"\'@SUM(A1:A2)"');
    expect(csvCell("\t=1")).toBe('"\'\t=1"');
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
  });

  it("leaves a formula character that is not the first one alone", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("Smith-Jones")).toBe('"Smith-Jones"');
    expect(csvCell("2026-03-02 10:00")).toBe('"2026-03-02 10:00"');
  });

  it("keeps non-ASCII text as it is", () => {
    expect(csvCell("Zoë Peña — Müller")).toBe('"Zoë Peña — Müller"');
  });
});

describe("csvRow", () => {
  it("joins the fields with commas and ends the record with CRLF", () => {
    expect(csvRow(["a", 'b"c', null, "=1"])).toBe('"a","b""c","","\'=1"\r\n');
  });

  it("names the byte order mark that makes spreadsheets read UTF-8", () => {
    expect(CSV_BOM).toBe("\uFEFF");
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
