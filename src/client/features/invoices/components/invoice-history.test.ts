import { describe, expect, it } from "vitest";
import { invoiceHistory } from "./invoice-history.ts";

const invoice = {
  issued_at: "2026-11-20T14:00:00.000Z",
  issued_by_name: "Ada Admin",
  lines_from: "job_amount" as const,
  payments: [
    {
      id: "6f1c0b7e-0c7a-4f51-9a39-5b8f0e6d1a01",
      amount: 5000,
      method: "other",
      reference: null,
      recorded_by_name: "Ada Admin",
      created_at: "2026-11-20T16:00:00.000Z",
    },
  ],
  paid_at: "2026-11-20T16:00:00.000Z",
  emails: [
    { to: "second@example.com", sent_by_name: null, created_at: "2026-11-21T09:00:00.000Z" },
    { to: "first@example.com", sent_by_name: "Ada Admin", created_at: "2026-11-20T15:00:00.000Z" },
  ],
};

describe("invoiceHistory", () => {
  it("lists what happened in the order it happened: the e-mail before the payment recorded after it", () => {
    expect(invoiceHistory(invoice).map((entry) => entry.key)).toEqual([
      "issued",
      "mail-2026-11-20T15:00:00.000Z-first@example.com",
      "payment-6f1c0b7e-0c7a-4f51-9a39-5b8f0e6d1a01",
      "mail-2026-11-21T09:00:00.000Z-second@example.com",
    ]);
    expect(invoiceHistory(invoice)[1]!.text).toBe("E-mailed to first@example.com Nov 20, 2026, 10:00 AM ET by Ada Admin.");
  });

  it("keeps the flow's order for equal times", () => {
    const same = "2026-11-20T14:00:00.000Z";
    const entries = invoiceHistory({
      ...invoice,
      payments: [{ ...invoice.payments[0]!, created_at: same }],
      emails: [{ to: "a@example.com", sent_by_name: null, created_at: same }],
    });
    expect(entries.map((entry) => entry.key)).toEqual(["issued", "payment-6f1c0b7e-0c7a-4f51-9a39-5b8f0e6d1a01", `mail-${same}-a@example.com`]);
  });

  it("lists each part payment with its method and reference", () => {
    const part = { id: "0b9d2a5e-1111-4c2b-8f00-000000000001", amount: 1000, method: "cash", reference: "Receipt 17", recorded_by_name: "Ada Admin" };
    const entries = invoiceHistory({
      ...invoice,
      paid_at: null,
      emails: [],
      payments: [
        { ...part, created_at: "2026-11-20T15:00:00.000Z" },
        { ...part, id: "0b9d2a5e-1111-4c2b-8f00-000000000002", amount: 250, method: "check", reference: null, created_at: "2026-11-20T17:30:00.000Z" },
      ],
    });
    expect(entries.map((entry) => entry.text)).toEqual([
      expect.stringMatching(/^Issued /),
      "Payment of $10.00 recorded Nov 20, 2026, 10:00 AM ET by Ada Admin (Cash, Receipt 17).",
      "Payment of $2.50 recorded Nov 20, 2026, 12:30 PM ET by Ada Admin (Check).",
    ]);
  });

  it("says a paid invoice with no payment was paid by the deposit", () => {
    const entries = invoiceHistory({ ...invoice, payments: [], emails: [] });
    expect(entries.map((entry) => entry.key)).toEqual(["issued", "paid"]);
  });
});
