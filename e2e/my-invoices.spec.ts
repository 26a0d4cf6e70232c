import { bookThroughApi, completeBookedJob, firstServiceFor, officeApi } from "./api-setups.ts";
import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, newCustomer, openWeekday, test } from "./fixtures.ts";

// The customer's side of the ledger (decision 0135): the invoice of their completed job in
// their dashboard, printable, with what is left to pay as the office records payments.

test("a customer finds their invoice, prints it, and sees what is left once the office records a payment", async ({ page }) => {
  test.slow();
  const email = await newCustomer(page, "invoices");
  const service = await firstServiceFor(page.request, "Faucet");
  const bookingId = await bookThroughApi(page.request, {
    serviceId: service.id,
    date: openWeekday(9),
    time: "11:00 AM",
    name: "Rosa Invoice",
    email,
    phone: "(407) 555-0163",
    address: { street: "14 Orange Ave", city: "Orlando", zip: "32801" },
  });

  // The office works the job to completion with its quick actions; completing it issues the invoice.
  const office = await officeApi();
  const { invoice } = await completeBookedJob(office, bookingId);
  const number = invoice.number;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  // The booking's details lead to it.
  await page.goto("/dashboard/bookings");
  await page.getByRole("article", { name: service.name }).getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "View invoice" })).toHaveAttribute("href", `/dashboard/invoices/${invoice.id}`);
  await page.keyboard.press("Escape");

  // From the dashboard, as a person goes: the Invoices link, the list, the invoice.
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Invoices" })).toBeVisible();
  const row = page.getByRole("list", { name: "Invoices" }).getByRole("link").filter({ hasText: number });
  await expect(row).toContainText(`${number} · ${service.name}`);
  await expect(row).toContainText(`Total ${dollars(invoice.total)}`);
  await expect(row).toContainText(`Balance due ${dollars(invoice.balance)}`);
  await expect(row).toContainText("Unpaid");
  await expectNoSeriousAxeViolations(page);

  await row.click();
  const bill = page.getByRole("article", { name: `Invoice ${number}` });
  await expect(bill.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
  await expect(bill.getByLabel("Totals")).toContainText(`Balance due${dollars(invoice.balance)}`);
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  // axe judges this page (an invoice with a balance and its Pay panel) in pay-invoice.spec.ts.

  // The office takes half of it in cash at the door: the open invoice says what is left at once,
  // without a reload (decision 0170), and the list too.
  expect(invoice.balance).toBeGreaterThan(1);
  const part = Math.floor(invoice.balance / 2);
  const paid = await office.post(`/api/admin/invoices/${invoice.id}/payments`, {
    data: { amount: part, method: "cash", reference: "", idempotency_key: crypto.randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await office.dispose();
  await expect(bill.getByLabel("Totals")).toContainText(`Balance due${dollars(invoice.balance - part)}`);
  await page.getByRole("link", { name: "Back to my invoices" }).click();
  await expect(page.getByRole("list", { name: "Invoices" }).getByRole("link").filter({ hasText: number })).toContainText(
    `Balance due ${dollars(invoice.balance - part)}`,
  );

  // On a phone: the list and the invoice fit the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalOverflow(page);
  // The status badge goes under the row's text, which keeps the text's width.
  const phoneRow = page.getByRole("list", { name: "Invoices" }).getByRole("link").filter({ hasText: number });
  const text = (await phoneRow.getByText(`${number} · ${service.name}`).boundingBox())!;
  const badge = (await phoneRow.getByText("Unpaid", { exact: true }).boundingBox())!;
  expect(badge.y).toBeGreaterThanOrEqual(text.y + text.height);
  await page.getByRole("list", { name: "Invoices" }).getByRole("link").filter({ hasText: number }).click();
  await expect(bill).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // Another customer is not shown it.
  const invoiceUrl = page.url();
  await page.context().clearCookies();
  await newCustomer(page, "invoices-other");
  await page.goto(invoiceUrl);
  await expect(page.getByRole("alert").filter({ hasText: "This invoice could not be loaded" })).toBeVisible();
});

test("a customer with no invoices is told where they will appear", async ({ page }) => {
  await newCustomer(page, "invoices-empty");
  await page.goto("/dashboard/invoices");
  await expect(page.getByText("No invoices yet. A job's invoice appears here once it is completed.")).toBeVisible();
});
