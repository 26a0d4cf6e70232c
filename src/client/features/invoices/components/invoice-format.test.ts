import { describe, expect, it } from "vitest";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { formatIssued, invoiceStatusLabel } from "./invoice-format.ts";

const STATUSES = ["unpaid", "paid", "void"] as const;

// Decision 0179 (amended): the office's invoice pages speak English, the customer's their chosen language.
describe("an invoice's status and day", () => {
  it("says them as the office has always read them in English", () => {
    expect(STATUSES.map(invoiceStatusLabel)).toEqual(["Unpaid", "Paid", "Void"]);
    // 03:30 UTC is still the 23rd on the business's clock.
    expect(formatIssued("2026-11-24T03:30:00Z")).toBe("Nov 23, 2026");
  });

  it("says them in Spanish on a Spanish page", () => {
    withLocale("es", () => {
      expect(STATUSES.map(invoiceStatusLabel)).toEqual(["Sin pagar", "Pagada", "Anulada"]);
      expect(formatIssued("2026-11-24T15:00:00Z")).toBe("24 nov 2026");
    });
  });
});
