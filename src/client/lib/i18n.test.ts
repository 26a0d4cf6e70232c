import { afterEach, describe, expect, it, vi } from "vitest";
import { pageLocale } from "./i18n.ts";

// Decision 0179: the customer's and the technician's own pages speak the language chosen with the
// cookie; every other page its address's. The global `document` is restored after each test
// (the unit project shares one module graph per worker).
describe("pageLocale", () => {
  afterEach(() => vi.unstubAllGlobals());

  const withCookie = (cookie: string) => vi.stubGlobal("document", { cookie });

  it("follows the cookie on sign-in, /book, the checkout summary, the dashboard, the technician's app and an emergency's timeline", () => {
    withCookie("other=1; homefix_locale=es");
    for (const path of [
      "/auth",
      "/book",
      "/booking/checkout",
      "/auth/forgot-password",
      "/dashboard",
      "/dashboard/bookings",
      "/technician",
      "/emergency/3f2a0c1e-0000-4000-8000-000000000000",
    ]) {
      expect(pageLocale(path)).toBe("es");
    }
  });

  it("is English on those pages without the cookie, or with English chosen", () => {
    expect(pageLocale("/emergency/3f2a0c1e-0000-4000-8000-000000000000")).toBe("en");
    expect(pageLocale("/book")).toBe("en");
    withCookie("homefix_locale=en");
    expect(pageLocale("/book")).toBe("en");
    expect(pageLocale("/emergency/3f2a0c1e-0000-4000-8000-000000000000")).toBe("en");
  });

  it("keeps every other page to its address's language, whatever the cookie says", () => {
    withCookie("homefix_locale=es");
    expect(pageLocale("/services")).toBe("en");
    expect(pageLocale("/emergency-help")).toBe("en");
    expect(pageLocale("/authors")).toBe("en");
    expect(pageLocale("/bookings")).toBe("en");
    expect(pageLocale("/admin/jobs")).toBe("en");
    expect(pageLocale("/es/services")).toBe("es");
  });
});
