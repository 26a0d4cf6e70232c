import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, test } from "./fixtures.ts";
import { firstCustomerId, toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// Invoices and Payments: a job completed by an admin gets its invoice; the admin
// prints it, e-mails it, marks it paid and finds the payment in Payments with the totals. Every
// test makes its own jobs (unique titles) and deletes them after; their invoices stay, as invoices do.

const made = new Set<string>();

/** A job through the admin API (src/shared/schemas/jobs.ts), with an amount so it has something to bill. */
async function createBillableJob(page: Page, title: string, status: string, totalAmount: number | null) {
  const response = await page.request.post("/api/admin/jobs", {
    data: {
      title,
      customer_id: await firstCustomerId(page),
      status,
      service_address: "12 Test Lane",
      service_city: "Orlando",
      service_state: "FL",
      service_zip: "32801",
      total_amount: totalAmount,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  made.add(id);
  return id;
}

/** Today in the business's time zone (the browser runs there too: playwright.config.ts). */
const businessToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

const invoiceNumber = (n: number) => `INV-${String(n).padStart(5, "0")}`;

test.describe("Invoices and Payments", () => {
  // Each test is a whole flow with axe checks; a busy machine needs the room.
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ page }) => {
    for (const id of made) await page.request.post("/api/admin/jobs/bulk/delete", { data: { ids: [id] } });
    made.clear();
  });

  test("a job completed by the admin gets its invoice: print it, e-mail it, mark it paid, see the payment", async ({ asAdmin: page }) => {
    test.slow();
    const title = `Billing ${uniqueTag("B")}`;
    const jobId = await createBillableJob(page, title, "in_progress", 12550);

    // Complete the job with its quick action, as an admin does.
    await page.goto(`/admin/jobs?job=${jobId}`);
    await page.getByRole("dialog").getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "Complete Job" }).click();
    await expect(toast(page, "Job status updated to Completed")).toBeVisible();

    // Its invoice: $125.50 plus 7.5% tax, nothing paid yet.
    await page.getByRole("link", { name: "Invoices" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search invoices" }).fill(title);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(title);
    const row = page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("$134.91");
    await expect(row).toContainText("Unpaid");
    const { items } = (await (await page.request.get(`/api/admin/invoices?q=${encodeURIComponent(title)}`)).json()) as { items: { number: number }[] };
    const number = invoiceNumber(items[0].number);
    await row.getByRole("button", { name: number }).click();

    const dialog = page.getByRole("dialog", { name: `Invoice ${number}` });
    await expect(dialog).toContainText(title);
    await expect(dialog.getByRole("region", { name: "Bill to" })).toBeVisible();
    await expect(dialog.getByLabel("Totals")).toContainText("Tax (7.5%)$9.41");
    await expect(dialog.getByLabel("Totals")).toContainText("Balance due$134.91");
    await expectNoSeriousAxeViolations(page);

    // E-mailed to the customer through the mail outbox.
    await dialog.getByRole("button", { name: "E-mail to customer" }).click();
    await expect(toast(page, "Invoice e-mailed")).toBeVisible();
    await expect(dialog.getByRole("region", { name: "History" })).toContainText("E-mailed to");
    const [mail] = await query<{ subject: string; text: string }>(
      "select subject, text from mail_outbox where kind = 'invoice' and subject like $1 order by created_at desc",
      [`Invoice ${number} %`],
    );
    expect(mail.text).toContain(`Here is your invoice for ${title}.`);
    expect(mail.text).toContain("Balance due: $134.91");

    // Mark as paid asks first, then records the payment.
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Mark as paid" });
    await expect(confirm).toContainText(`Record a payment of $134.91`);
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole("button", { name: "Mark as paid" }).click();
    await expect(toast(page, "Invoice marked as paid")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByText("Paid", { exact: true })).toBeVisible();
    // The totals read the job's ledger (decision 0135): the payment is counted, nothing is left.
    await expect(dialog.getByLabel("Totals")).toContainText("Payments received−$134.91");
    await expect(dialog.getByLabel("Totals")).toContainText("Balance due$0.00");
    await expect(dialog.getByRole("button", { name: "Mark as paid" })).toHaveCount(0);
    await expect(dialog.getByRole("region", { name: "History" })).toContainText("Payment of $134.91 recorded");
    // In the order it happened: the e-mail came before the payment.
    await expect(dialog.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveText([
      /^Issued /,
      /^E-mailed to /,
      /^Payment of \$134\.91 recorded /,
    ]);

    // The printable page: the business's letterhead from the settings, the bill, a Print button the printout leaves out.
    await dialog.getByRole("link", { name: "Printable page" }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]+\/print$/);
    const business = (await (await page.request.get("/api/settings/public")).json()) as { name: string; phone: string; email: string };
    const printed = page.getByRole("article", { name: `Invoice ${number}` });
    await expect(page.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
    for (const text of [business.name, business.phone, business.email, title, "Subtotal$125.50", "Total$134.91", "Balance due$0.00"]) {
      await expect(printed).toContainText(text);
    }
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(printed).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The payment in Payments, filtered to today's invoice payments, with the filter's totals.
    await page.goto("/admin/payments");
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    const filters = page.getByRole("search", { name: "Filter payments" });
    await filters.getByLabel("Kind").selectOption({ label: "Invoice payments" });
    await filters.getByLabel("From").fill(businessToday());
    await filters.getByLabel("To").fill(businessToday());
    await expect.poll(() => new URL(page.url()).search).toContain("kind=balance");
    await expect.poll(() => new URL(page.url()).searchParams.get("to")).toBe(businessToday());
    const payment = page.getByRole("table", { name: "Payments" }).getByRole("row").filter({ hasText: title });
    await expect(payment).toContainText("Invoice payment");
    await expect(payment).toContainText("$134.91");
    await expect(payment.getByRole("link", { name: number })).toBeVisible();
    const totals = page.getByRole("region", { name: "Totals for this filter" });
    const figure = (label: string) =>
      totals
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd");
    // Only invoice payments are selected: the net is what they brought in, and no deposit counts.
    await expect(figure("Deposits")).toHaveText("$0.00");
    await expect.poll(async () => (await figure("Invoice payments").textContent()) === (await figure("Net").textContent())).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // The invoice link leads back to the invoice.
    await payment.getByRole("link", { name: number }).click();
    await expect(page.getByRole("dialog", { name: `Invoice ${number}` })).toContainText("Paid");
  });

  test("records a part payment, then the rest: the balance, the history and the receipts follow", async ({ asAdmin: page }) => {
    const title = `Part pay ${uniqueTag("P")}`;
    // $100.00 plus 7.5% tax: $107.50 to pay.
    await createBillableJob(page, title, "completed", 10000);
    const { items } = (await (await page.request.get(`/api/admin/invoices?q=${encodeURIComponent(title)}`)).json()) as {
      items: { id: string; number: number }[];
    };
    expect(items).toHaveLength(1);
    const number = invoiceNumber(items[0].number);

    await page.goto(`/admin/invoices?invoice=${items[0].id}`);
    const dialog = page.getByRole("dialog", { name: `Invoice ${number}` });
    // A first visit downloads the page's code; on a busy machine that alone can take a while.
    await expect(dialog.getByLabel("Totals")).toContainText("Balance due$107.50", { timeout: 30_000 });

    // The dialog offers the balance; the office takes $40 in cash now.
    await dialog.getByRole("button", { name: "Record Payment" }).click();
    const form = page.getByRole("dialog", { name: "Record Payment" });
    await expect(form).toContainText(`invoice ${number}. Balance due: $107.50.`);
    const amount = form.getByRole("textbox", { name: "Amount" });
    await expect(amount).toHaveValue("107.50");
    await expectNoSeriousAxeViolations(page);

    // More than the balance: the server's 409 is shown on the amount, and nothing is recorded.
    await amount.fill("200");
    await form.getByRole("button", { name: "Record Payment" }).click();
    await expect(form.getByText("Amount must not be more than the balance of $107.50")).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    // Bad input is caught by the shared schema before it is sent.
    await amount.fill("12.345");
    await form.getByRole("button", { name: "Record Payment" }).click();
    await expect(form.getByText("Amount must be whole cents")).toBeVisible();

    await amount.fill("40");
    await form.getByLabel("Method").selectOption({ label: "Cash" });
    await form.getByRole("textbox", { name: "Reference" }).fill("Receipt 17");
    await form.getByRole("button", { name: "Record Payment" }).click();
    // Each payment's own toast, by its amount: the first may still be on screen when the second comes.
    await expect(toast(page, "$40.00 on")).toContainText("Payment recorded");
    await expect(form).toBeHidden();
    await expect(dialog.getByLabel("Totals")).toContainText("Payments received−$40.00");
    await expect(dialog.getByLabel("Totals")).toContainText("Balance due$67.50");
    await expect(dialog.getByText("Unpaid", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("region", { name: "History" })).toContainText(/Payment of \$40\.00 recorded .* \(Cash, Receipt 17\)\./);

    // The rest, by check, at 375 px: the dialog fits and works on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await dialog.getByRole("button", { name: "Record Payment" }).click();
    await expect(amount).toHaveValue("67.50");
    await expectNoHorizontalOverflow(page);
    await form.getByLabel("Method").selectOption({ label: "Check" });
    await form.getByRole("textbox", { name: "Reference" }).fill("Check 2041");
    await form.getByRole("button", { name: "Record Payment" }).click();
    await expect(toast(page, "$67.50 on")).toContainText("Payment recorded");
    await expect(form).toBeHidden();
    await expect(dialog.getByText("Paid", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Totals")).toContainText("Balance due$0.00");
    await expect(dialog.getByRole("button", { name: "Record Payment" })).toHaveCount(0);
    await expect(dialog.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveText([
      /^Issued /,
      /^Payment of \$40\.00 recorded .*\(Cash, Receipt 17\)\.$/,
      /^Payment of \$67\.50 recorded .*\(Check, Check 2041\)\.$/,
    ]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The customer got a receipt for each payment, saying what is still due.
    const receipts = await query<{ text: string }>("select text from mail_outbox where kind = 'payment-receipt' and subject like $1 order by created_at", [
      `% on invoice ${number}`,
    ]);
    expect(receipts.map((mail) => mail.text.match(/Still due: [^\n]*/)?.[0])).toEqual(["Still due: $67.50", "Still due: $0.00 (paid in full, thank you)"]);
  });

  test("voids an invoice with a reason, then bills the job again with a new number (decision 0143)", async ({ asAdmin: page }) => {
    const title = `Void me ${uniqueTag("V")}`;
    // $100.00 plus 7.5% tax: $107.50 to pay.
    await createBillableJob(page, title, "completed", 10000);
    const { items } = (await (await page.request.get(`/api/admin/invoices?q=${encodeURIComponent(title)}`)).json()) as {
      items: { id: string; number: number }[];
    };
    const number = invoiceNumber(items[0].number);
    await page.goto(`/admin/invoices?invoice=${items[0].id}`);
    const dialog = page.getByRole("dialog", { name: `Invoice ${number}` });
    await expect(dialog.getByLabel("Totals")).toContainText("Balance due$107.50", { timeout: 30_000 });

    await dialog.getByRole("button", { name: "Void invoice" }).click();
    const form = page.getByRole("dialog", { name: `Void invoice ${number}` });
    await expect(form).toContainText("A void invoice bills nothing and cannot be paid.");
    // The reason is required, checked before anything is sent.
    await form.getByRole("button", { name: "Void invoice" }).click();
    await expect(form.getByText("Reason is required")).toBeVisible();
    await form.getByRole("textbox", { name: "Reason" }).fill("Billed the wrong hours");
    await expectNoSeriousAxeViolations(page);
    await form.getByRole("button", { name: "Void invoice" }).click();
    await expect(toast(page, "Invoice voided")).toBeVisible();
    await expect(form).toBeHidden();

    // Kept as issued, marked void with its reason; it takes no payment and no mail.
    await expect(dialog.getByRole("note")).toContainText("Billed the wrong hours. This invoice bills nothing and cannot be paid.");
    // The status badge says Void, as the note does.
    await expect(dialog.getByText("Void", { exact: true })).toHaveCount(2);
    await expect(dialog.getByLabel("Totals")).toContainText("Balance due$0.00");
    await expect(dialog.getByRole("button", { name: "Record Payment" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "E-mail to customer" })).toHaveCount(0);
    await expect(dialog.getByRole("region", { name: "History" })).toContainText("Billed the wrong hours.");

    // The job is billed again: the new invoice opens in its place, with the next number.
    await dialog.getByRole("button", { name: "Issue a new invoice" }).click();
    await expect(toast(page, "Invoice issued")).toBeVisible();
    const fresh = page.getByRole("dialog", { name: /^Invoice INV-/ });
    await expect(fresh).not.toHaveAccessibleName(`Invoice ${number}`);
    await expect(fresh.getByLabel("Totals")).toContainText("Balance due$107.50");
    await expect(fresh.getByRole("button", { name: "Record Payment" })).toBeVisible();
    await page.keyboard.press("Escape");

    // The Void filter finds the old one.
    await page.getByRole("group", { name: "Show invoices" }).getByRole("button", { name: /^Void/ }).click();
    await page.getByRole("searchbox", { name: "Search invoices" }).fill(title);
    const rows = page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: title });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(number);
  });

  test("lists invoices by status and search, and issues the invoice of an older completed job", async ({ asAdmin: page }) => {
    const tag = uniqueTag("Old");
    // A job completed before invoices existed: written as older data is, with no invoice.
    const older = await createBillableJob(page, `Older ${tag}`, "pending", 20000);
    await query("update jobs set status = 'completed', started_at = now() - interval '30 days', completed_at = now() - interval '30 days' where id = $1", [
      older,
    ]);
    // A job completed with nothing to bill: it waits until it gets an amount.
    await createBillableJob(page, `No amount ${tag}`, "completed", null);

    await page.goto("/admin/invoices");
    await page.getByRole("tab", { name: /Jobs to invoice/ }).click();
    await expect(page).toHaveURL(/tab=to-invoice/);
    const waiting = page.getByRole("list", { name: "Completed jobs without an invoice" });
    const noAmount = waiting.getByRole("article", { name: `No amount ${tag}` });
    await expect(noAmount).toContainText("Nothing to bill yet");
    await expect(noAmount.getByRole("button", { name: "Issue invoice" })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    const issued = page.waitForResponse((response) => response.url().endsWith("/api/admin/invoices") && response.request().method() === "POST");
    await waiting
      .getByRole("article", { name: `Older ${tag}` })
      .getByRole("button", { name: "Issue invoice" })
      .click();
    expect((await issued).status()).toBe(201);
    await expect(toast(page, "Invoice issued")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: /^Invoice INV-\d+$/ });
    await expect(dialog).toContainText(`Older ${tag}`);
    await expect(dialog.getByLabel("Totals")).toContainText("Total$215.00");
    await page.keyboard.press("Escape");
    await expect(waiting.getByRole("article", { name: `Older ${tag}` })).toHaveCount(0);

    // The list: the filter and the search are the server's, kept in the address.
    await page.getByRole("tab", { name: "Invoices" }).click();
    const show = page.getByRole("group", { name: "Show invoices" });
    await show.getByRole("button", { name: /^Paid/ }).click();
    await expect(page).toHaveURL(/status=paid/);
    const rows = page.getByRole("table", { name: "Invoices" }).locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row.getByRole("cell").nth(6)).toContainText("Paid");
    await show.getByRole("button", { name: /^Unpaid/ }).click();
    await page.getByRole("searchbox", { name: "Search invoices" }).fill(`Older ${tag}`);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Unpaid");
    await expectNoSeriousAxeViolations(page);
  });

  test("at 375 px: Invoices, an invoice and Payments fit without sideways scroll", async ({ asAdmin: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/invoices");
    const first = page.getByRole("list", { name: "Invoices" }).getByRole("listitem").first();
    // A first visit downloads the page's code; on a busy machine that alone can take a while.
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalOverflow(page);
    await first.getByRole("button", { name: /^INV-\d+$/ }).click();
    await expect(page.getByRole("dialog", { name: /^Invoice INV-\d+$/ }).getByLabel("Totals")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.goto("/admin/payments");
    await expect(page.getByRole("list", { name: "Payments" }).getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });
});
