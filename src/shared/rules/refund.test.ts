import { describe, expect, it } from "vitest";
import { refundOnCancel } from "./refund.ts";

const booking = { paid: 17000, scheduled_date: "2026-07-10", scheduled_time: "10:00 AM" }; // 14:00 UTC
const policy = { full_refund_hours_before: 24 };

describe("refundOnCancel (docs/decisions/0008)", () => {
  it("refunds the whole deposit up to 24 hours before the slot", () => {
    expect(refundOnCancel(booking, policy, new Date("2026-07-08T14:00:00Z")).amount).toBe(17000);
    expect(refundOnCancel(booking, policy, new Date("2026-07-09T14:00:00Z")).amount).toBe(17000);
  });
  it("refunds nothing within 24 hours of the slot", () => {
    expect(refundOnCancel(booking, policy, new Date("2026-07-09T14:00:01Z")).amount).toBe(0);
    expect(refundOnCancel(booking, policy, new Date("2026-07-10T13:00:00Z")).amount).toBe(0);
  });
  it("says until when the full refund holds", () => {
    expect(refundOnCancel(booking, policy).full_refund_until.toISOString()).toBe("2026-07-09T14:00:00.000Z");
  });
  it("follows the setting", () => {
    expect(refundOnCancel(booking, { full_refund_hours_before: 48 }, new Date("2026-07-09T00:00:00Z")).amount).toBe(0);
    expect(refundOnCancel(booking, { full_refund_hours_before: 0 }, new Date("2026-07-10T13:59:00Z")).amount).toBe(17000);
  });
});
