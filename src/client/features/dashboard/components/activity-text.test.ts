import { describe, expect, it } from "vitest";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { activityDetail, activityTitle } from "./activity-text.ts";

// The server's wording (src/server/modules/account/activity.ts and its test).
const TITLES = [
  "Emergency call placed",
  "Booking requested",
  "Booking confirmed",
  "Job started",
  "Booking cancelled",
  "Deposit paid",
  "Emergency fee paid",
  "Balance paid",
  "Refund issued",
  "Payment made",
  "Job completed",
];

describe("Recent Activity in the page's language", () => {
  it("says the server's titles word for word on an English page, and each in Spanish on a Spanish page", () => {
    for (const title of TITLES) expect(activityTitle(title)).toBe(title);
    withLocale("es", () => {
      for (const title of TITLES) expect(activityTitle(title), title).not.toBe(title);
      expect(activityTitle("Booking requested")).toBe("Reserva solicitada");
      expect(activityTitle("Something new")).toBe("Something new");
    });
  });

  it("writes the details' days in words, and their other words in the page's language", () => {
    expect(activityDetail("Plumbing Repair on 2026-11-25 at 9:00 AM")).toBe("Plumbing Repair on Wed, Nov 25, 2026 at 9:00 AM");
    expect(activityDetail("Emergency Service on 2026-11-25 — a technician within 4 hours")).toBe(
      "Emergency Service on Wed, Nov 25, 2026 — a technician within 4 hours",
    );
    expect(activityDetail("$129.00 for TV Mounting")).toBe("$129.00 for TV Mounting");
    expect(activityDetail("TV Mounting")).toBe("TV Mounting");
    withLocale("es", () => {
      expect(activityDetail("Plumbing Repair on 2026-11-25 at 9:00 AM")).toBe("Plumbing Repair, mié, 25 de nov de 2026, 9:00 AM");
      expect(activityDetail("Emergency Service on 2026-11-25 — a technician within 4 hours")).toBe(
        "Emergency Service, mié, 25 de nov de 2026 — un técnico en menos de 4 horas",
      );
      expect(activityDetail("$129.00 for TV Mounting")).toBe("$129.00 por TV Mounting");
    });
  });
});
