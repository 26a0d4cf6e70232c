import { describe, expect, it } from "vitest";
import { bookingReference, canCancel, canRate, canReschedule, customerStatus } from "./booking-status.ts";

describe("customerStatus", () => {
  it("follows the job's progress", () => {
    expect(customerStatus("pending", null)).toBe("pending");
    expect(customerStatus("pending", "pending")).toBe("pending");
    expect(customerStatus("pending", "scheduled")).toBe("scheduled");
    expect(customerStatus("pending", "in_progress")).toBe("in_progress");
    expect(customerStatus("pending", "completed")).toBe("completed");
  });
  it("shows a job on hold as still scheduled, and any cancellation as cancelled", () => {
    expect(customerStatus("pending", "on_hold")).toBe("scheduled");
    expect(customerStatus("cancelled", "pending")).toBe("cancelled");
    expect(customerStatus("pending", "cancelled")).toBe("cancelled");
  });
});

describe("what a customer may do", () => {
  it("reschedules until the work starts", () => {
    expect(canReschedule("pending")).toBe(true);
    expect(canReschedule("scheduled")).toBe(true);
    expect(canReschedule("in_progress")).toBe(false);
    expect(canReschedule("completed")).toBe(false);
    expect(canReschedule("cancelled")).toBe(false);
  });
  it("cancels only while pending", () => {
    expect(canCancel("pending")).toBe(true);
    expect(canCancel("scheduled")).toBe(false);
  });
  it("rates a completed booking once", () => {
    expect(canRate("completed", false)).toBe(true);
    expect(canRate("completed", true)).toBe(false);
    expect(canRate("in_progress", false)).toBe(false);
  });
});

describe("bookingReference", () => {
  it("names a booking by the first eight characters of its id, in the language asked", () => {
    const id = "3f43997c-1111-4222-8333-444455556666";
    expect(bookingReference(id, "en")).toBe("Booking #3F43997C");
    expect(bookingReference(id, "es")).toBe("Reserva #3F43997C");
  });
});
