import { describe, expect, it } from "vitest";
import { reviewerName } from "./reviewer-name.ts";

describe("reviewerName (decision 0119)", () => {
  it("shows the first name and the last name's initial", () => {
    expect(reviewerName("Grace Holloway")).toBe("Grace H.");
    expect(reviewerName("  maria   de la Cruz ")).toBe("Maria C.");
    expect(reviewerName("José Álvarez-Núñez")).toBe("José Á.");
  });
  it("gives the seeded short form the same shape", () => {
    expect(reviewerName("Hannah J.")).toBe("Hannah J.");
    expect(reviewerName("Cher")).toBe("Cher");
  });
  it("never shows an e-mail address or its local part", () => {
    expect(reviewerName("grace.holloway")).toBe("Grace H.");
    expect(reviewerName("grace.holloway@example.com")).toBe("Grace H.");
    expect(reviewerName("jdoe42@example.com")).toBe("Jdoe");
  });
  it("has a word for a review with no name", () => {
    expect(reviewerName("")).toBe("A customer");
    expect(reviewerName(null)).toBe("A customer");
    expect(reviewerName("@example.com")).toBe("A customer");
  });
});
