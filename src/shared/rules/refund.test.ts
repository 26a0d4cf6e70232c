import { describe, expect, it } from "vitest";
import { fullRefundUntil, refundEndedBeforeMove, refundOnCancel, refundPolicyText } from "./refund.ts";

const visit = { scheduled_date: "2026-07-10", scheduled_time: "10:00 AM", full_refund_ended_at: null }; // 14:00 UTC
const booking = { ...visit, paid: 17000 };
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
  it("refunds nothing for a visit that is not a clock time (an emergency's response window)", () => {
    expect(refundOnCancel({ ...booking, scheduled_time: "Within 2 hours" }, policy, new Date("2026-07-01T00:00:00Z")).amount).toBe(0);
  });
});

describe("a moved visit keeps a refund that had ended (decision 0131)", () => {
  const insideWindow = new Date("2026-07-09T20:00:00Z"); // 18 hours before the visit
  it("keeps the cut-off when the visit moves after it, so next month's visit is still not refunded", () => {
    const ended = refundEndedBeforeMove(visit, policy, insideWindow);
    expect(ended?.toISOString()).toBe("2026-07-09T14:00:00.000Z");
    const moved = { scheduled_date: "2026-08-10", scheduled_time: "10:00 AM", full_refund_ended_at: ended };
    expect(fullRefundUntil(moved, policy)?.toISOString()).toBe("2026-07-09T14:00:00.000Z");
    expect(refundOnCancel({ ...moved, paid: 17000 }, policy, new Date("2026-07-09T21:00:00Z")).amount).toBe(0);
  });
  it("keeps nothing when the visit moves while the refund still holds: the new visit's cut-off applies", () => {
    const early = new Date("2026-07-01T12:00:00Z");
    expect(refundEndedBeforeMove(visit, policy, early)).toBeNull();
    const moved = { scheduled_date: "2026-08-10", scheduled_time: "10:00 AM", full_refund_ended_at: null };
    expect(refundOnCancel({ ...moved, paid: 17000 }, policy, new Date("2026-07-20T12:00:00Z")).amount).toBe(17000);
  });
  it("a kept cut-off outlasts any later move", () => {
    const kept = new Date("2026-07-09T14:00:00Z");
    const later = { scheduled_date: "2026-09-01", scheduled_time: "1:00 PM", full_refund_ended_at: kept };
    expect(refundEndedBeforeMove(later, policy, new Date("2026-07-15T00:00:00Z"))?.toISOString()).toBe(kept.toISOString());
  });
});

describe("refundPolicyText", () => {
  it("states the hours and that a move does not bring the refund back", () => {
    expect(refundPolicyText(policy)).toBe(
      "Refund policy: your deposit is refunded in full if you cancel at least 24 hours before your visit. After that, it is not refunded, and moving the visit does not change that.",
    );
  });
});
