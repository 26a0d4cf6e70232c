import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { amount, DEMO, expect, latestMailTo, newCustomer, openWeekday, pickDate, signInQuickly, test, waitingForStart } from "./fixtures.ts";
import { fillContact, openBooking, payDeposit } from "./booking-fixtures.ts";
import { toast, uniqueTag } from "./admin-jobs-fixtures.ts";
import { formatVisit } from "../src/shared/rules/business-time.ts";

// Issue 23: one business day of one job, seen at once by the customer, the office (desktop) and
// the technician (a 375 px phone). The customer books and pays the deposit, the office moves the
// visit and assigns it, the technician writes an estimate, the customer approves it from the
// mail's signed link without signing in, the technician completes the job (which issues the
// invoice), the office takes part of it in cash and the customer pays the rest online. After each
// step every screen that shows the job says the same time, total, tax and balance: the job owns
// the appointment (decision 0130) and one ledger computes the money (decision 0135).
//
// Its own customer, on a day no other spec books (openWeekday(70)), at a time of day chosen by
// the test, not by the clock: whichever hour it runs, the visit is weeks ahead.

test.describe.configure({ timeout: 360_000 });

const SERVICE = "TV Mounting";
const DAY = 70;
const BOOKED_AT = "11:00 AM";
const MOVED_TO = "9:00 AM";

/** A job's money as every screen writes it. */
type TFigures = { subtotal: string; tax: string; total: string; paid: string; due: string };

/** The business's day as the product writes it ("Mon, Mar 8, 2027"), whatever the browser's clock. */
const serviceDate = (date: Date) => new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(date);

/** The contexts this file opens beside the test's own page: closed after the test, as the page's is, so their live streams end with it. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

async function browserAs(browser: Browser, width: number, email: string | null): Promise<Page> {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 812 : 800 },
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  opened.push(context);
  const page = waitingForStart(await context.newPage());
  if (email) await signInQuickly(page, email);
  return page;
}

/** The ledger block (ui/ledger-summary.tsx) of the customer's booking, the admin's job and the work order. */
async function expectLedger(scope: Locator, figures: TFigures) {
  await expect(amount(scope, "Subtotal")).toHaveText(figures.subtotal);
  await expect(amount(scope, "Tax (7.5%)")).toHaveText(figures.tax);
  await expect(amount(scope, "Total")).toHaveText(figures.total);
  await expect(amount(scope, "Paid")).toHaveText(figures.paid);
  await expect(amount(scope, "Remaining balance with tax")).toHaveText(figures.due);
}

/** An invoice's totals (invoice-document.tsx), in the office's dialog and on the customer's page alike. */
async function expectInvoiceTotals(bill: Locator, figures: TFigures) {
  const totals = bill.getByLabel("Totals");
  await expect(amount(totals, "Subtotal")).toHaveText(figures.subtotal);
  await expect(amount(totals, "Tax (7.5%)")).toHaveText(figures.tax);
  await expect(amount(totals, "Total")).toHaveText(figures.total);
  await expect(amount(totals, "Payments received")).toHaveText(`−${figures.paid}`);
  await expect(amount(totals, "Balance due")).toHaveText(figures.due);
}

test("one business day: booked, moved, estimated, approved by link, completed, invoiced, paid in cash and online; every screen agrees", async ({
  page: customer,
  browser,
}) => {
  const tag = uniqueTag("Day");
  const name = `Bea Day ${tag}`;
  const day = openWeekday(DAY);
  const date = serviceDate(day);

  const email = await newCustomer(customer, "business-day");
  const office = await browserAs(browser, 1280, DEMO.admin);
  const technician = await browserAs(browser, 375, DEMO.technician);

  // ---- The three screens of the job ----------------------------------------------------------
  /** My Bookings and the booking's View Details: the visit and the ledger. */
  async function customerSees(time: string, figures: TFigures, status: string) {
    await customer.goto("/dashboard/bookings");
    const card = customer.getByRole("article", { name: SERVICE });
    await expect(card).toHaveCount(1);
    await expect(amount(card, "Date")).toHaveText(date);
    await expect(amount(card, "Time")).toHaveText(`${time} ET`);
    await expect(card.getByText(status, { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "View Details" }).click();
    const details = customer.getByRole("dialog", { name: SERVICE });
    await expect(details.getByText(`${date} at ${time} ET`)).toBeVisible();
    await expect(amount(details, "Time")).toHaveText(`${time} ET`);
    await expectLedger(details, figures);
    await details.getByRole("button", { name: "Done" }).click();
    await expect(details).toBeHidden();
  }

  /** The admin's job: its Scheduled row, the booking block and the Money block. */
  async function officeSees(time: string, figures: TFigures) {
    await office.goto(`/admin/jobs?q=${encodeURIComponent(tag)}`);
    const card = office.getByRole("article", { name: SERVICE });
    await expect(card).toHaveCount(1);
    await card.getByRole("button", { name: SERVICE }).click();
    const detail = office.getByRole("dialog", { name: SERVICE });
    await expect(amount(detail, "Scheduled")).toHaveText(`${date}, ${time}`);
    await expect(amount(detail, "Booked for")).toHaveText(`${date}, ${time}`);
    await expect(amount(detail, "Amount")).toHaveText(figures.subtotal);
    await expectLedger(detail.getByRole("region", { name: "Money" }), figures);
    return detail;
  }

  /** The technician's card of the job and its work order. */
  async function technicianSees(time: string, figures: TFigures) {
    await technician.goto("/technician");
    const card = technician.getByRole("article").filter({ hasText: name });
    await expect(amount(card, "Scheduled")).toHaveText(`${date} at ${time}`);
    await card.getByRole("link", { name: `Work order: ${SERVICE}` }).click();
    const order = technician.getByRole("article", { name: SERVICE });
    // The printable sheet spells the day out ("Monday, March 8 at 9:00 AM ET"): the same visit.
    await expect(amount(order, "Scheduled")).toHaveText(formatVisit(iso, time));
    await expectLedger(order.getByRole("region", { name: "Line items" }), figures);
  }

  // ---- 1. The customer books and pays the deposit ---------------------------------------------
  const dialog = await openBooking(customer, SERVICE);
  const iso = await pickDate(dialog, DAY);
  await dialog.getByRole("radio", { name: BOOKED_AT, exact: true }).click();
  await payDeposit(customer, dialog, "Pay $129.00 (Test)", email);
  await fillContact(dialog, name);
  await dialog.getByRole("button", { name: "Complete Booking" }).click();
  await expect(customer.getByText("Booking confirmed!")).toBeVisible();
  await expect(dialog).toBeHidden();

  // $129.00 flat, paid up front; tax at 7.5 % is what is left.
  const booked: TFigures = { subtotal: "$129.00", tax: "$9.68", total: "$138.68", paid: "$129.00", due: "$9.68" };
  await customerSees(BOOKED_AT, booked, "Pending");
  let detail = await officeSees(BOOKED_AT, booked);

  // ---- 2. The office moves the visit to 9:00 AM and gives it to the technician ---------------
  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = office.getByRole("dialog", { name: "Edit Job" });
  await edit.getByLabel("Technician").selectOption({ label: "Jordan Reyes" });
  await edit.getByLabel("Scheduled time").selectOption(MOVED_TO);
  await edit.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(office, "Job updated successfully")).toBeVisible();
  detail = await officeSees(MOVED_TO, booked);
  await detail.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "Mark as Scheduled" }).click();
  await expect(toast(office, "Job status updated to Scheduled")).toBeVisible();

  await customerSees(MOVED_TO, booked, "Scheduled");
  await technicianSees(MOVED_TO, booked);

  // ---- 3. The technician, on the phone, writes the estimate and e-mails it --------------------
  await technician.goto("/technician");
  await technician.getByRole("tab", { name: "Estimate" }).click();
  await technician.getByLabel("Job", { exact: true }).selectOption({ label: `${SERVICE} · ${name} · ${iso}` });
  await technician.getByLabel("Description").fill("Heavy-duty wall bracket");
  await technician.getByLabel("Quantity", { exact: true }).fill("1");
  await technician.getByLabel("Rate ($)").fill("30");
  await technician.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(technician, "Item added to estimate").last()).toBeVisible();
  await technician.getByLabel("Labor Hours").fill("2");
  // $30.00 + 2 h × $85.00 = $200.00, and 7.5 % tax.
  const summary = technician.getByLabel("Estimate summary");
  await expect(amount(summary, "Subtotal")).toHaveText("$200.00");
  await expect(amount(summary, "Tax (7.5%)")).toHaveText("$15.00");
  await expect(amount(summary, "Total")).toHaveText("$215.00");
  await technician.getByRole("button", { name: "Email" }).click();
  await expect(toast(technician, `Estimate sent to ${name}`)).toBeVisible();

  // ---- 4. The customer approves it from the mail's link, signed in nowhere --------------------
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("estimate");
  const link = new URL((await latestMailTo(email))!.text.match(/https?:\/\/\S+\/documents\/estimate#token=\S+/)![0]);
  const reader = await browserAs(browser, 375, null);
  await reader.goto(link.pathname + link.hash);
  const estimate = reader.getByTestId("my-estimate");
  await expect(estimate.getByRole("heading", { name: `Estimate for ${SERVICE}` })).toBeVisible({ timeout: 30_000 });
  await expect(estimate).toContainText(/Tax \(7\.5%\)\s*\$15\.00/);
  await expect(estimate).toContainText(/Total\s*\$215\.00/);
  await expect(amount(estimate, "Deposit already paid")).toHaveText("$129.00");
  await expect(amount(estimate, "Balance after the deposit")).toHaveText("$86.00");
  await estimate.getByRole("button", { name: "Approve" }).click();
  await expect(toast(reader, "Estimate approved")).toBeVisible();
  await expect(estimate.getByText("Approved", { exact: true })).toBeVisible();
  await reader.context().close();

  // The approved estimate is the price now, everywhere.
  const estimated: TFigures = { subtotal: "$200.00", tax: "$15.00", total: "$215.00", paid: "$129.00", due: "$86.00" };
  await customerSees(MOVED_TO, estimated, "Scheduled");
  await officeSees(MOVED_TO, estimated);
  await technicianSees(MOVED_TO, estimated);

  // ---- 5. The technician starts and completes the job; completing it issues the invoice --------
  await technician.goto("/technician");
  const job = technician.getByRole("article").filter({ hasText: name });
  await job.getByRole("button", { name: "Start Job" }).click();
  await job.getByRole("button", { name: "Complete" }).click();
  await expect(job.getByText("Completed", { exact: true })).toBeVisible();

  await customerSees(MOVED_TO, estimated, "Completed");
  await officeSees(MOVED_TO, estimated);
  await technicianSees(MOVED_TO, estimated);

  // The invoice: the office's dialog and the customer's page say the same.
  await office.goto("/admin/invoices");
  await office.getByRole("searchbox", { name: "Search invoices" }).fill(tag);
  const row = office.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  const number = (await row.getByRole("button", { name: /^INV-\d+$/ }).textContent())!;
  await row.getByRole("button", { name: number }).click();
  const invoice = office.getByRole("dialog", { name: `Invoice ${number}` });
  await expectInvoiceTotals(invoice, estimated);

  await customer.goto("/dashboard/invoices");
  await customer.getByRole("list", { name: "Invoices" }).getByRole("link").filter({ hasText: number }).click();
  const bill = customer.getByRole("article", { name: `Invoice ${number}` });
  await expectInvoiceTotals(bill, estimated);

  // ---- 6. The office records $40.00 in cash -----------------------------------------------------
  await invoice.getByRole("button", { name: "Record Payment" }).click();
  const form = office.getByRole("dialog", { name: "Record Payment" });
  await form.getByRole("textbox", { name: "Amount" }).fill("40");
  await form.getByLabel("Method").selectOption({ label: "Cash" });
  await form.getByRole("button", { name: "Record Payment" }).click();
  await expect(toast(office, "Payment recorded")).toBeVisible();
  await expect(form).toBeHidden();

  const partPaid: TFigures = { ...estimated, paid: "$169.00", due: "$46.00" };
  await expectInvoiceTotals(invoice, partPaid);
  // The customer's open invoice follows without a reload (decision 0170).
  await expectInvoiceTotals(bill, partPaid);
  await officeSees(MOVED_TO, partPaid);
  await technicianSees(MOVED_TO, partPaid);

  // ---- 7. The customer pays the rest online, in test mode ------------------------------------
  const pay = customer.getByRole("region", { name: "Pay your balance" });
  await expect(pay).toContainText("Balance due $46.00");
  await pay.getByRole("button", { name: "Pay $46.00 (Test)" }).click();
  await expect(customer.getByText("Test payment successful")).toBeVisible();
  const paid: TFigures = { ...estimated, paid: "$215.00", due: "$0.00" };
  await expectInvoiceTotals(bill, paid);
  await expect(bill.locator("header")).toContainText("Paid");

  await customerSees(MOVED_TO, paid, "Completed");
  await officeSees(MOVED_TO, paid);
  await technicianSees(MOVED_TO, paid);
  await office.goto("/admin/invoices");
  await office.getByRole("searchbox", { name: "Search invoices" }).fill(tag);
  await expect(row).toContainText("Paid");
  await row.getByRole("button", { name: number }).click();
  await expectInvoiceTotals(invoice, paid);
});
