import { describe, expect, it } from "vitest";
import { bookingTemplates, invoiceTemplates } from "./templates.ts";

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
      ledger: { tax_rate_percent: 7.5, tax: 1118, total: 16018, due: 1118 },
    });
    // Decision 0146: the tax as its own line, beside the spec's pre-tax remaining balance, and what the deposit covers.
    expect(mail.text).toContain(
      "\nRemaining balance: $0.00\nTax (7.5%): $11.18\nRemaining balance with tax: $11.18\nTotal with tax: $160.18\nPrices are before tax: tax at 7.5% is added to your total.",
    );
    expect(mail.text).toContain("\nFriday, December 13, 2030 at 1:00 PM ET\n");
    // Decision 0131: the policy in the words the booking dialog and the receipt use.
    expect(mail.text).toContain("\nRefund policy: your deposit is refunded in full if you cancel at least 24 hours before your visit.");
    expect(mail.text).not.toContain("2030-12-13");
  });
});

describe("the payment receipt", () => {
  const business = { name: "HomeFix", phone: "(407) 555-0100", email: "office@example.com" };
  const receipt = {
    number: 42,
    customer_name: "Ada Lovelace",
    job_title: "Faucet repair",
    amount: 1000,
    method: "check",
    reference: "Check 2041",
    received_at: new Date("2026-11-20T15:00:00Z"),
    still_due: 1325,
    is_test: false,
  };

  it("names the amount, the method, the invoice and what is still due", () => {
    const mail = invoiceTemplates.paymentReceipt("ada@example.com", receipt, business);
    expect(mail).toMatchObject({ to: "ada@example.com", kind: "payment-receipt", subject: "Receipt for your payment of $10.00 on invoice INV-00042" });
    for (const line of [
      "Amount paid: $10.00",
      "Method: Check",
      "Reference: Check 2041",
      "Invoice: INV-00042",
      "Received: Nov 20, 2026, 10:00 AM ET",
      "Still due: $13.25",
    ]) {
      expect(mail.text).toContain(`\n${line}\n`);
    }
  });

  it("writes thousands as people read them", () => {
    const mail = invoiceTemplates.paymentReceipt("ada@example.com", { ...receipt, amount: 123_450, still_due: 1_000_000 }, business);
    expect(mail.subject).toBe("Receipt for your payment of $1,234.50 on invoice INV-00042");
    expect(mail.text).toContain("\nStill due: $10,000.00\n");
  });

  it("says when the invoice is paid in full, and leaves out what it does not know", () => {
    const mail = invoiceTemplates.paymentReceipt("ada@example.com", { ...receipt, method: null, reference: null, still_due: 0 }, business);
    expect(mail.text).toContain("\nStill due: $0.00 (paid in full, thank you)\n");
    expect(mail.text).not.toMatch(/Method:|Reference:/);
  });
});

describe("the receipt of a booking's payment", () => {
  const business = { name: "HomeFix", phone: "(407) 555-0100", email: "office@example.com" };
  const receipt = {
    customer_name: "Ada Lovelace",
    paid_for: "Deposit for Faucet Repair",
    amount: 14900,
    method: "card",
    received_at: new Date("2026-11-20T15:00:00Z"),
    still_due: 1118,
    is_test: true,
    url: "http://localhost:3000/dashboard/bookings",
  };

  it("names the amount, what it paid for, the method, what is still due and the booking's link", () => {
    const mail = invoiceTemplates.bookingPaymentReceipt("ada@example.com", receipt, business);
    expect(mail).toMatchObject({ to: "ada@example.com", kind: "payment-receipt", subject: "Receipt for your payment of $149.00: Deposit for Faucet Repair" });
    for (const line of ["Amount paid: $149.00", "For: Deposit for Faucet Repair", "Method: Card", "Received: Nov 20, 2026, 10:00 AM ET", "Still due: $11.18"]) {
      expect(mail.text).toContain(`\n${line}\n`);
    }
    expect(mail.text).toContain("(Test payment: no real charges.)");
    expect(mail.text).toContain("\nSee your booking here:\nhttp://localhost:3000/dashboard/bookings\n");
  });

  it("says when nothing is left, and when the price is not set yet (a deposit paid before its booking)", () => {
    expect(invoiceTemplates.bookingPaymentReceipt("ada@example.com", { ...receipt, still_due: 0 }, business).text).toContain(
      "\nStill due: $0.00 (paid in full, thank you)\n",
    );
    expect(invoiceTemplates.bookingPaymentReceipt("ada@example.com", { ...receipt, still_due: null }, business).text).toContain(
      "\nStill due: the rest of the price is set when you finish your booking; this payment counts toward it\n",
    );
  });

  it("links an invoice's receipt to the invoice when given its address", () => {
    const mail = invoiceTemplates.paymentReceipt(
      "ada@example.com",
      {
        number: 42,
        customer_name: "Ada",
        job_title: "Faucet repair",
        amount: 1000,
        method: "card",
        reference: null,
        received_at: new Date("2026-11-20T15:00:00Z"),
        still_due: 0,
        is_test: false,
        url: "http://localhost:3000/dashboard/invoices/abc",
      },
      business,
    );
    expect(mail.text).toContain("\nSee the invoice here:\nhttp://localhost:3000/dashboard/invoices/abc\n");
  });
});
