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

  const plumbing = { service_name: "Plumbing Repair", service_name_es: null };
  const tv = { service_name: "TV Mounting", service_name_es: "Instalación de televisores" };
  const emergency = { service_name: "Emergency Service", service_name_es: null };
  const line = (item: Parameters<typeof activityDetail>[0]) => {
    const { before, service, after } = activityDetail(item);
    return `${before}${service ? (service.lang ? `[${service.lang}:${service.name}]` : service.name) : ""}${after}`;
  };

  it("writes the details' days in words, and their other words in the page's language", () => {
    expect(line({ ...plumbing, detail: "Plumbing Repair on 2026-11-25 at 9:00 AM" })).toBe("Plumbing Repair on Wed, Nov 25, 2026 at 9:00 AM");
    expect(line({ ...emergency, detail: "Emergency Service on 2026-11-25 — a technician within 4 hours" })).toBe(
      "Emergency Service on Wed, Nov 25, 2026 — a technician within 4 hours",
    );
    expect(line({ ...tv, detail: "$129.00 for TV Mounting" })).toBe("$129.00 for TV Mounting");
    expect(line({ ...tv, detail: "TV Mounting" })).toBe("TV Mounting");
    withLocale("es", () => {
      expect(line({ ...plumbing, detail: "Plumbing Repair on 2026-11-25 at 9:00 AM" })).toMatch(
        /^\[en:Plumbing Repair\], mié, 25 de nov de 2026, 9:00\sa\.m\.$/,
      );
      expect(line({ ...emergency, detail: "Emergency Service on 2026-11-25 — a technician within 4 hours" })).toBe(
        "[en:Emergency Service], mié, 25 de nov de 2026 — un técnico en menos de 4 horas",
      );
    });
  });

  it("names the service in the business's Spanish where it wrote one, as My Bookings does", () => {
    withLocale("es", () => {
      expect(line({ ...tv, detail: "$129.00 for TV Mounting" })).toBe("$129.00 por Instalación de televisores");
      expect(line({ ...tv, detail: "TV Mounting" })).toBe("Instalación de televisores");
      expect(line({ ...tv, detail: "TV Mounting on 2026-11-25 at 2:00 PM" })).toMatch(/^Instalación de televisores, mié, 25 de nov de 2026, 2:00\sp\.m\.$/);
      // A service whose name holds " on " is still found whole.
      const hook = { service_name: "Hang on Wall", service_name_es: "Colgar en la pared" };
      expect(line({ ...hook, detail: "Hang on Wall on 2026-11-25 at 2:00 PM" })).toMatch(/^Colgar en la pared, mié/);
    });
  });

  it("leaves a line it does not know as it came, its days in words", () => {
    expect(line({ ...tv, detail: "Something on 2026-11-25" })).toBe("Something on Wed, Nov 25, 2026");
  });
});
