import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { maskPersonalData, serializeError } from "./log-redaction.ts";

describe("serializeError", () => {
  it("keeps a failed query's SQL and drops its parameters, from the message and the stack", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      detail: "Key (phone)=(4075550102)",
      severity: "ERROR",
    });
    const error = new DrizzleQueryError('insert into "quotes" ("name", "phone") values ($1, $2)', ["Maria Lopez", "4075550102"], cause);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"quotes\\"');
    expect(logged).toContain("22021");
    expect(logged).not.toContain("Maria");
    expect(logged).not.toContain("4075550102");
    expect(logged).not.toContain("Key (phone)");
  });
});

describe("maskPersonalData", () => {
  it("masks e-mail addresses and phone numbers however written", () => {
    expect(maskPersonalData("to maria.lopez@example.com and maria%40example.com")).toBe("to [email] and [email]");
    for (const phone of ["(407) 555-0199", "4075550102", "+1 407 555 0199", "407.555.0199"])
      expect(maskPersonalData(`call ${phone} now`)).toBe("call [phone] now");
  });

  it("leaves dates, ids and durations alone", () => {
    const text = "2026-05-01 req-12 3f2a1b9c-1234-4cde-8f00-0123456789ab 1715600000000 12.5";
    expect(maskPersonalData(text)).toBe(text);
  });
});
