import { expect, test } from "./fixtures.ts";
import { firstCustomerId, toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// Decision 0138: the office gives part of an invoice back with a credit note; the bill stays as
// issued, lists the credit note, and its balance due drops by it.
test("an admin issues a credit note from the invoice and sees the balance drop", async ({ asAdmin: page }) => {
  const title = `Credit me ${uniqueTag("C")}`;
  // $100.00 plus 7.5% tax: $107.50 to pay.
  const made = await page.request.post("/api/admin/jobs", {
    data: {
      title,
      customer_id: await firstCustomerId(page),
      status: "completed",
      service_address: "12 Test Lane",
      service_city: "Orlando",
      service_state: "FL",
      service_zip: "32801",
      total_amount: 10000,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { items } = (await (await page.request.get(`/api/admin/invoices?q=${encodeURIComponent(title)}`)).json()) as {
    items: { id: string; number: number }[];
  };
  const number = `INV-${String(items[0].number).padStart(5, "0")}`;

  await page.goto(`/admin/invoices?invoice=${items[0].id}`);
  const dialog = page.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(dialog.getByLabel("Totals")).toContainText("Balance due$107.50", { timeout: 30_000 });

  await dialog.getByRole("button", { name: "Credit note" }).click();
  const form = page.getByRole("dialog", { name: `Credit note on ${number}` });
  await expect(form).toContainText("Up to $107.50 can still be credited.");
  await form.getByRole("textbox", { name: "Amount" }).fill("25");
  await form.getByRole("textbox", { name: "Reason" }).fill("Arrived late");
  await form.getByRole("button", { name: "Issue credit note" }).click();
  await expect(toast(page, "Credit note issued")).toBeVisible();
  await expect(form).toBeHidden();

  const totals = dialog.getByLabel("Totals");
  await expect(totals).toContainText("Credit notes−$25.00");
  await expect(totals).toContainText("Balance due$82.50");
  await expect(dialog.getByRole("region", { name: "Credit notes" })).toContainText(/CN-\d{5}.*Arrived late.*−\$25\.00/s);
});
