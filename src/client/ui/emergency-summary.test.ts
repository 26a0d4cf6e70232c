import { describe, expect, it } from "vitest";
import { responsePhrase } from "@/shared/rules/emergency-promise.ts";
import { RESPONSE_TIMES } from "@/shared/rules/emergency-promise.ts";
import { feeText, localizedResponsePhrase } from "./emergency-summary.tsx";

// Outside a page the messages speak English: the staff's screens must read exactly what the shared rule says.
describe("localizedResponsePhrase", () => {
  it("says every response window in English as the shared rule does", () => {
    for (const window of RESPONSE_TIMES) expect(localizedResponsePhrase(window)).toBe(responsePhrase(window));
  });

  it("says a window it does not know as the shared rule does", () => {
    expect(localizedResponsePhrase("Tomorrow morning")).toBe(responsePhrase("Tomorrow morning"));
  });
});

describe("feeText", () => {
  it("is the fee and whether it was paid", () => {
    expect(feeText({ fee: 2500, fee_paid: true })).toBe("$25.00 paid");
    expect(feeText({ fee: 2500, fee_paid: false })).toBe("$25.00 due");
  });
});
