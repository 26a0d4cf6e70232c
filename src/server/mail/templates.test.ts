import { describe, expect, it } from "vitest";
import { bookingTemplates } from "./templates.ts";

describe("the booking mail", () => {
  it("writes the visit as a person reads it, with the business's zone", () => {
    const mail = bookingTemplates.bookingReceived("casey@example.com", {
      service_name: "Faucet Repair",
      scheduled_date: "2030-12-13",
      scheduled_time: "1:00 PM",
      subtotal: 14900,
      discount_amount: 0,
      discount_percent: 0,
      initial_payment_amount: 14900,
      remaining_balance: 0,
      is_test: true,
      refund_policy: { full_refund_hours_before: 24 },
    });
    expect(mail.text).toContain("\nFriday, December 13, 2030 at 1:00 PM ET\n");
    // Decision 0131: the policy in the words the booking dialog and the receipt use.
    expect(mail.text).toContain("\nRefund policy: your deposit is refunded in full if you cancel at least 24 hours before your visit.");
    expect(mail.text).not.toContain("2030-12-13");
  });
});
