import { describe, expect, it } from "vitest";
import { EMPTY_JOB_FORM, centsToDollars, dollarsToCents, jobFormSchema, toJobRequest } from "./job-form-schema.ts";

const CUSTOMER = "5b0c6a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21";
const filled = {
  ...EMPTY_JOB_FORM,
  title: "  Fix the faucet ",
  customer_id: CUSTOMER,
  service_address: "1 Main St",
  service_city: "Orlando",
  service_zip: "32801",
};

describe("dollarsToCents", () => {
  it("takes dollars with cents exactly, without float rounding", () => {
    expect(dollarsToCents("149.50")).toBe(14950);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("$1,200.5")).toBe(120050);
    expect(dollarsToCents("7")).toBe(700);
    expect(dollarsToCents("7.")).toBe(700);
  });

  it("is null when empty and refused by the schema when not dollars and cents", () => {
    expect(dollarsToCents("  ")).toBeNull();
    expect(jobFormSchema.shape.total_amount.safeParse(dollarsToCents("1.005")).error?.issues[0]?.message).toBe("must be whole cents");
    expect(jobFormSchema.shape.total_amount.safeParse(dollarsToCents("-5")).error?.issues[0]?.message).toBe("must not be negative");
    expect(jobFormSchema.shape.total_amount.safeParse(dollarsToCents("abc")).error?.issues[0]?.message).toBe("must be a number");
  });

  it("writes cents back as dollars", () => {
    expect(centsToDollars(14950)).toBe("149.50");
    expect(centsToDollars(null)).toBe("");
  });
});

describe("the job form (staff-side.md §5)", () => {
  it("requires a customer with the spec's message", () => {
    const result = jobFormSchema.safeParse(toJobRequest({ ...filled, customer_id: "" }));
    expect(result.error?.issues.find((issue) => issue.path[0] === "customer_id")?.message).toBe("Please select a customer");
  });

  it("trims text and turns empties and technician 'none' into null", () => {
    const parsed = jobFormSchema.parse(toJobRequest({ ...filled, description: "   " }));
    expect(parsed).toMatchObject({
      title: "Fix the faucet",
      description: null,
      technician_id: null,
      scheduled_date: null,
      scheduled_time: null,
      estimated_hours: null,
      total_amount: null,
      priority: "low",
      status: "pending",
    });
  });

  it("takes hours in steps of 0.5", () => {
    expect(jobFormSchema.parse(toJobRequest({ ...filled, estimated_hours: "2.5" })).estimated_hours).toBe(2.5);
    expect(jobFormSchema.safeParse(toJobRequest({ ...filled, estimated_hours: "2.25" })).error?.issues[0]?.message).toBe("must be in steps of 0.5");
  });
});
