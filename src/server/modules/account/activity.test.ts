import { describe, expect, it } from "vitest";
import { responsePhrase } from "../../../shared/rules/emergency-promise.ts";
import { bookingEvents, completedEvent, paymentEvent, type TBookingEvents } from "./activity.ts";

const base: TBookingEvents = {
  name: "Plumbing Repair",
  name_es: "Reparación de plomería",
  date: "2026-11-25",
  time: "9:00 AM",
  is_emergency: false,
  booking_status: "pending",
  job_status: "pending",
  created_at: new Date("2026-11-20T10:00:00Z"),
  booking_updated_at: new Date("2026-11-20T10:00:00Z"),
  job_updated_at: new Date("2026-11-21T10:00:00Z"),
  started_at: null,
};
const titles = (b: Partial<TBookingEvents>) => bookingEvents({ ...base, ...b }).map((e) => e.title);

describe("recent activity says what truly happened", () => {
  it("a pending booking is requested, not confirmed", () => {
    expect(titles({})).toEqual(["Booking requested"]);
  });
  it("a booking is confirmed once its job is scheduled, at that time", () => {
    const [, confirmed] = bookingEvents({ ...base, job_status: "scheduled" });
    expect(confirmed).toMatchObject({ title: "Booking confirmed", at: base.job_updated_at });
  });
  it("started, cancelled and completed", () => {
    expect(titles({ job_status: "in_progress" })).toEqual(["Booking requested", "Job started"]);
    expect(titles({ booking_status: "cancelled" })).toEqual(["Booking requested", "Booking cancelled"]);
    expect(titles({ job_status: "completed" })).toEqual(["Booking requested"]);
  });
  it("each entry names its service, in the office's English and the business's Spanish", () => {
    for (const event of bookingEvents({ ...base, booking_status: "cancelled" })) {
      expect(event).toMatchObject({ service_name: "Plumbing Repair", service_name_es: "Reparación de plomería" });
    }
    const paid = paymentEvent({ kind: "deposit", amount: 14900, name: "Plumbing Repair", name_es: null, at: base.created_at });
    expect(paid).toMatchObject({ detail: "$149.00 for Plumbing Repair", service_name: "Plumbing Repair", service_name_es: null });
    expect(completedEvent({ name: "Plumbing Repair", name_es: "Reparación de plomería", at: base.created_at })).toMatchObject({
      detail: "Plumbing Repair",
      service_name_es: "Reparación de plomería",
    });
  });
  it("an emergency is a call placed, with a response window that reads well", () => {
    const [placed] = bookingEvents({ ...base, name: "Emergency Service", is_emergency: true, time: "Within 4 hours" });
    expect(placed).toMatchObject({
      kind: "emergency",
      title: "Emergency call placed",
      detail: "Emergency Service on 2026-11-25 — a technician within 4 hours",
    });
    expect(placed.detail).not.toMatch(/ at Within/);
  });
  it.each([
    ["ASAP (Within 2 hours)", "a technician as soon as possible (within 2 hours)"],
    ["Within 6 hours", "a technician within 6 hours"],
    ["Today - Morning (8AM-12PM)", "a technician in the morning (8AM-12PM)"],
  ])("%s reads as %s", (time, phrase) => {
    expect(responsePhrase(time)).toBe(phrase);
  });
});
