import { describe, expect, it } from "vitest";
import type { TPublicService } from "../../../shared/schemas/catalogue.ts";
import { serviceDescription, serviceJsonLd, servicePath } from "./service-json-ld.ts";

const SERVICE = {
  id: "9b2f5c1e-6a0d-4f7e-9a51-2f3c8d1e4b70",
  name: "Water Heater Repair",
  subtitle: "Hot water back today",
  description: "Diagnosis and repair of gas and electric water heaters.",
  category: "Plumbing",
  base_price: 8500,
  pricing_type: "hourly",
  image_url: "/uploads/abc.jpg",
  service_areas: ["Orlando", "Tampa"],
} as unknown as TPublicService;

const SETTINGS = { name: "HomeFix", phone: "(407) 555-0142" };

describe("serviceJsonLd", () => {
  it("describes the service with its offer, provider, areas and absolute URLs", () => {
    const data = serviceJsonLd(SERVICE, SETTINGS, "https://homefix.test");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Water Heater Repair",
      serviceType: "Plumbing",
      url: "https://homefix.test/services/9b2f5c1e-6a0d-4f7e-9a51-2f3c8d1e4b70",
      image: "https://homefix.test/uploads/abc.jpg",
      provider: { "@type": "HomeAndConstructionBusiness", name: "HomeFix", telephone: "(407) 555-0142" },
      areaServed: [
        { "@type": "City", name: "Orlando" },
        { "@type": "City", name: "Tampa" },
      ],
      offers: {
        "@type": "Offer",
        price: "85.00",
        priceCurrency: "USD",
        priceSpecification: { "@type": "UnitPriceSpecification", price: "85.00", unitText: "hour" },
      },
    });
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("adds the rating only when there are reviews, and a flat price has no unit", () => {
    const flat = { ...SERVICE, pricing_type: "flat", image_url: null } as TPublicService;
    const data = serviceJsonLd(flat, SETTINGS, "https://homefix.test", { average: 4.666, count: 3 });
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3 });
    expect(data.offers).not.toHaveProperty("priceSpecification");
    expect(data).not.toHaveProperty("image");
    expect(serviceJsonLd(flat, SETTINGS, "https://homefix.test", { average: 0, count: 0 })).not.toHaveProperty("aggregateRating");
  });
});

describe("servicePath and serviceDescription", () => {
  it("gives each service its own address", () => {
    expect(servicePath(SERVICE)).toBe("/services/9b2f5c1e-6a0d-4f7e-9a51-2f3c8d1e4b70");
  });

  it("uses the description, cut at a word below 160 characters", () => {
    expect(serviceDescription(SERVICE)).toBe("Diagnosis and repair of gas and electric water heaters.");
    const long = serviceDescription({ ...SERVICE, description: "word ".repeat(60) });
    expect(long.length).toBeLessThanOrEqual(158);
    expect(long.endsWith("word…")).toBe(true);
    expect(serviceDescription({ ...SERVICE, description: null, subtitle: null })).toBe("Water Heater Repair: Plumbing by HomeFix in Central Florida.");
  });
});
