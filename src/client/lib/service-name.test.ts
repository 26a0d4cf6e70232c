import { describe, expect, it } from "vitest";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { bookedService } from "./service-name.ts";

describe("bookedService", () => {
  const faucet = { service_name: "Faucet Repair", service_name_es: "Reparación de grifos" };

  it("says the office's name on an English page", () => {
    expect(withLocale("en", () => bookedService(faucet))).toEqual({ name: "Faucet Repair", lang: undefined });
  });

  it("says the business's Spanish on a Spanish page", () => {
    expect(withLocale("es", () => bookedService(faucet))).toEqual({ name: "Reparación de grifos", lang: undefined });
  });

  it("marks the English name where the business wrote no Spanish", () => {
    expect(withLocale("es", () => bookedService({ ...faucet, service_name_es: null }))).toEqual({ name: "Faucet Repair", lang: "en" });
  });
});
