import type { APIRequestContext } from "@playwright/test";
import { bookThroughApi, completeBookedJob, firstServiceFor, officeApi } from "./api-setups.ts";
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  latestMailTo,
  newCustomer,
  query,
  test,
  waitingForStart,
  openWeekday,
} from "./fixtures.ts";

// Decision 0142: a customer with an issued invoice pays the rest online from the invoice's page,
// in test mode as booking step 1 pays its deposit, and sees it paid with nothing left; a receipt
// goes to their mail.

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A test-mode booking for this e-mail (sent with `request`: signed in or a guest's), its job
 * completed by the office (which issues the invoice), and the office still signed in.
 */
async function invoicedBooking(request: APIRequestContext, email: string, name: string) {
  const service = await firstServiceFor(request, "Faucet");
  const bookingId = await bookThroughApi(request, {
    serviceId: service.id,
    date: openWeekday(10),
    time: "2:00 PM",
    name,
    email,
    phone: "(407) 555-0177",
    address: { street: "9 Lake Dr", city: "Orlando", zip: "32801" },
  });
  const office = await officeApi();
  const { invoice } = await completeBookedJob(office, bookingId);
  expect(invoice.balance).toBeGreaterThan(1);
  return { invoice, number: invoice.number, office };
}

test("a customer pays the rest of their invoice online and sees it paid, with nothing left", async ({ page }) => {
  test.slow();
  const email = await newCustomer(page, "pays-online");
  // The office completes the job (which issues the invoice) and takes part of it in cash.
  const { invoice, number, office } = await invoicedBooking(page.request, email, "Omar Online");
  const part = Math.floor(invoice.balance / 2);
  const cash = await office.post(`/api/admin/invoices/${invoice.id}/payments`, {
    data: { amount: part, method: "cash", reference: "", idempotency_key: crypto.randomUUID() },
  });
  expect(cash.status(), await cash.text()).toBe(200);
  await office.dispose();
  const rest = invoice.balance - part;

  // The invoice's page offers to pay what is left, in test mode.
  await page.goto(`/dashboard/invoices/${invoice.id}`);
  const bill = page.getByRole("article", { name: `Invoice ${number}` });
  await expect(bill.getByLabel("Totals")).toContainText(`Balance due${dollars(rest)}`);
  const payBox = page.getByRole("region", { name: "Pay your balance" });
  await expect(payBox).toContainText(`Balance due ${dollars(rest)}`);
  await expect(payBox.getByRole("switch", { name: "Test mode" })).toBeChecked();
  await expect(payBox).toContainText("No real charges will be made");
  await expectNoSeriousAxeViolations(page);

  // On a phone it fits, and the customer pays there.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalOverflow(page);
  await payBox.getByRole("button", { name: `Pay ${dollars(rest)} (Test)` }).click();
  await expect(page.getByText("Test payment successful")).toBeVisible();
  await expect(page.getByText(`Payment of ${dollars(rest)} received`)).toBeVisible();

  // Paid, with nothing left, and nothing more to pay.
  await expect(bill.locator("header")).toContainText("Paid");
  await expect(bill.getByLabel("Totals")).toContainText("Balance due$0.00");
  await expect(payBox).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The list agrees after a reload, and a receipt went to the customer with the invoice's link.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Back to my invoices" }).click();
  const row = page.getByRole("list", { name: "Invoices" }).getByRole("link").filter({ hasText: number });
  await expect(row).toContainText("Paid");
  await expect(row).not.toContainText("Balance due");
  const receipts = await query<{ subject: string; text: string }>(
    `select subject, text from mail_outbox where kind = 'payment-receipt' and "to" = $1 and subject like $2 order by created_at`,
    [email, `%on invoice ${number}`],
  );
  expect(receipts.map((mail) => mail.subject)).toEqual([
    `Receipt for your payment of ${dollars(part)} on invoice ${number}`,
    `Receipt for your payment of ${dollars(rest)} on invoice ${number}`,
  ]);
  expect(receipts[1]!.text).toContain("Method: Card");
  expect(receipts[1]!.text).toContain("Still due: $0.00 (paid in full, thank you)");
  expect(receipts[1]!.text).toContain(`/dashboard/invoices/${invoice.id}`);
});

// Decision 0151: a guest who booked without an account pays from the invoice mail's signed link,
// in a browser signed in nowhere, with the same panel the account's invoice page has.
test("a guest pays the invoice's balance from the mail's link, on a phone, and sees it paid", async ({ browser }) => {
  test.slow();
  const baseURL = test.info().project.use.baseURL!;
  const email = `guest-pays-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const guestContext = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const { invoice, number, office } = await invoicedBooking(guestContext.request, email, "Gina Guest");
  await guestContext.close();
  const mailed = await office.post(`/api/admin/invoices/${invoice.id}/email`, { data: { idempotency_key: crypto.randomUUID() } });
  expect(mailed.status(), await mailed.text()).toBe(200);
  await office.dispose();
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("invoice");
  const link = new URL((await latestMailTo(email))!.text.match(/https?:\/\/\S+\/documents\/invoice#token=\S+/)![0]);

  // The mail's reader, on a phone, signed in nowhere.
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = waitingForStart(await context.newPage());
  await page.goto(link.pathname + link.hash);
  const bill = page.getByRole("article", { name: `Invoice ${number}` });
  await expect(bill).toBeVisible({ timeout: 30_000 });
  await expect(bill.getByLabel("Totals")).toContainText(`Balance due${dollars(invoice.balance)}`);
  const payBox = page.getByRole("region", { name: "Pay your balance" });
  await expect(payBox).toContainText(`Balance due ${dollars(invoice.balance)}`);
  await expect(payBox.getByRole("switch", { name: "Test mode" })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await payBox.getByRole("button", { name: `Pay ${dollars(invoice.balance)} (Test)` }).click();
  await expect(page.getByText("Test payment successful")).toBeVisible();
  await expect(page.getByText(`Payment of ${dollars(invoice.balance)} received`)).toBeVisible();
  await expect(bill.locator("header")).toContainText("Paid");
  await expect(bill.getByLabel("Totals")).toContainText("Balance due$0.00");
  await expect(payBox).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The receipt carries the signed link again. The stored payment (one card payment of the
  // balance, no account's) is proven by tests/invoice-online-payments.test.ts ("pays the balance
  // without an account").
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("payment-receipt");
  expect((await latestMailTo(email))!.text).toContain("/documents/invoice#token=");
  await context.close();
});

// A live-mode invoice (the office's own jobs are billed live) while no live card provider is set
// up: the panel says how to pay instead of offering a button that could only fail.
test("a live invoice without a live card provider says how to pay instead of offering a card", async ({ page }) => {
  test.slow();
  const email = await newCustomer(page, "pays-live");
  const { invoice, office } = await invoicedBooking(page.request, email, "Lena Live");
  await office.dispose();
  // What no screen makes for a booked job: its invoice billed live, as an office-made job's is.
  await query("update invoices set is_test = false where id = $1", [invoice.id]);

  await page.goto(`/dashboard/invoices/${invoice.id}`);
  const payBox = page.getByRole("region", { name: "Pay your balance" });
  await expect(payBox).toContainText(`Balance due ${dollars(invoice.balance)}`);
  await expect(payBox).toContainText("Online card payment is not available for this invoice yet. Please pay by cash or check, or call us.");
  await expect(payBox.getByRole("button")).toHaveCount(0);
  await expect(payBox.getByRole("switch")).toHaveCount(0);
});
