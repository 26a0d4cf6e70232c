import { describe, expect, it } from "vitest";
import { ZPhone } from "../schemas/common.ts";
import { phoneKind, storedPhone } from "./phone.ts";

describe("phoneKind", () => {
  it("takes US numbers as before: 10 digits, a leading 1 or +1 allowed", () => {
    for (const phone of ["(407) 555-0199", "407.555.0199", "1 407 555 0199", "+1 407-555-0199"]) expect(phoneKind(phone), phone).toBe("us");
  });

  it("takes an international number with its country code after +", () => {
    for (const phone of ["+52 55 1234 5678", "+34 612 34 56 78", "+44 20 7946 0958", "+57 (1) 234-5678"]) expect(phoneKind(phone), phone).toBe("international");
  });

  it("refuses what is no phone number", () => {
    for (const phone of [
      "555-0199",
      "407 555 01999",
      "+1 555 0199",
      "+52 123",
      "+52 1234 5678 9012 3456",
      "52 55 1234 5678",
      "+52+55 1234",
      "call me",
      "+0 123 456 789",
    ]) {
      expect(phoneKind(phone), phone).toBeNull();
    }
  });
});

describe("storedPhone", () => {
  it("keeps a US number as typed and writes an international one as E.164", () => {
    expect(storedPhone(" (407) 555-0199 ")).toBe("(407) 555-0199");
    expect(storedPhone("+52 55 1234 5678")).toBe("+525512345678");
  });
});

describe("ZPhone", () => {
  it("stores what phoneKind accepts, and says why it refuses the rest", () => {
    expect(ZPhone.parse("+34 612 34 56 78")).toBe("+34612345678");
    expect(ZPhone.parse("(407) 555-0199")).toBe("(407) 555-0199");
    expect(ZPhone.safeParse("+52 123").error?.issues[0]?.message).toBe("must be a valid phone number");
    expect(ZPhone.safeParse("").error?.issues[0]?.message).toBe("is required");
  });
});
