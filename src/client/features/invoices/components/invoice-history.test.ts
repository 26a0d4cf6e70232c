import { describe, expect, it } from "vitest";
import { invoiceHistory } from "./invoice-history.ts";

const invoice = {
  issued_at: "2026-11-20T14:00:00.000Z",
  issued_by_name: "Ada Admin",
  lines_from: "job_amount" as const,
  payment: { id: "6f1c0b7e-0c7a-4f51-9a39-5b8f0e6d1a01", amount: 5000, created_at: "2026-11-20T16:00:00.000Z" },
  paid_at: "2026-11-20T16:00:00.000Z",
  paid_by_name: "Ada Admin",
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
      "paid",
      "mail-2026-11-21T09:00:00.000Z-second@example.com",
    ]);
    expect(invoiceHistory(invoice)[1]!.text).toBe("E-mailed to first@example.com Nov 20, 2026, 10:00 AM ET by Ada Admin.");
  });

  it("keeps the flow's order for equal times", () => {
    const same = "2026-11-20T14:00:00.000Z";
    const entries = invoiceHistory({
      ...invoice,
      payment: { ...invoice.payment, created_at: same },
      emails: [{ to: "a@example.com", sent_by_name: null, created_at: same }],
    });
    expect(entries.map((entry) => entry.key)).toEqual(["issued", "paid", `mail-${same}-a@example.com`]);
  });
});
