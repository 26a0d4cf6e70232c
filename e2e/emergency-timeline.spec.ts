import type { Browser, Page } from "@playwright/test";
import { expect, DEMO, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, signInQuickly, test, waitingForStart } from "./fixtures.ts";
import { fillTestCard } from "./emergency-fixtures.ts";
import { toast } from "./admin-jobs-fixtures.ts";

// Decision 0158: a guest pays the emergency fee and watches their timeline move, live, as the
// office assigns a technician and the technician (at 375 px) taps On my way and Arrived.

test("a guest watches the emergency timeline move as the admin assigns and the technician taps On my way and Arrived", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Gina Guest ${Date.now().toString(36)}`;
  await page.goto("/#contact");
  await page.locator("#contact").getByRole("button", { name: "Book Emergency Service" }).click();
  await page.getByRole("dialog", { name: "Emergency Service" }).getByRole("button", { name: "Book Emergency Service" }).click();
  const payment = page.getByRole("dialog", { name: "Emergency Service Payment" });
  await payment.getByLabel("Phone").fill("(407) 555-0166");
  await payment.getByLabel("Email").fill("gina.guest@example.com");
  await fillTestCard(payment, name);
  await payment.getByRole("button", { name: /Pay/ }).click();

  // The details start from what the payment step had.
  const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
  await expect(details.getByLabel("Phone")).toHaveValue("(407) 555-0166");
  await expect(details.getByLabel("Email")).toHaveValue("gina.guest@example.com");
  await details.getByLabel("Full Name").fill(name);
  await details.getByLabel("Street Address").fill("88 Citrus Blvd");
  await details.getByLabel("City").fill("Kissimmee");
  await details.getByLabel("ZIP Code").fill("34741");
  await details.getByLabel("Issue Description").fill("Water coming through the ceiling");
  await details.getByRole("button", { name: "Complete Emergency Booking" }).click();

  // The timeline: received, the countdown from the server's clock.
  await expect(page.getByRole("heading", { level: 1, name: "Your emergency visit" })).toBeVisible();
  const progress = page.getByRole("list", { name: "Your emergency's progress" });
  await expect(progress.getByRole("listitem").nth(0)).toContainText("Request received");
  await expect(page.getByRole("region", { name: "A technician within 2 hours" })).toContainText(/1 h 5\d min left|2 h left/);
  const bookingId = page.url().match(/\/emergency\/([0-9a-f-]{36})/)![1];
  const [job] = await query<{ id: string }>("select id from jobs where booking_id = $1", [bookingId]);
  const [tech] = await query<{ name: string }>(
    "select trim(p.first_name || ' ' || p.last_name) as name from profiles p join \"user\" u on u.id = p.id where u.email = $1",
    [DEMO.technician],
  );

  // The admin assigns the demo technician from the job's detail.
  const adminContext = await browser.newContext();
  const admin = waitingForStart(await adminContext.newPage());
  await signInQuickly(admin, DEMO.admin);
  await admin.goto(`/admin/jobs?job=${job.id}`);
  await admin.getByRole("button", { name: "Assign Emergency Service" }).click();
  await admin
    .getByRole("dialog", { name: "Assign Emergency Service" })
    .getByRole("button", { name: new RegExp(tech.name) })
    .first()
    .click();
  await expect(admin.getByText(`Emergency Service assigned to ${tech.name}`)).toBeVisible();

  // Live on the guest's page: assigned, with the technician's name.
  await expect(progress).toContainText(`${tech.name} is your technician`);

  // The technician, on a phone, taps On my way and then Arrived.
  const techContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const technician = waitingForStart(await techContext.newPage());
  await signInQuickly(technician, DEMO.technician);
  await technician.goto("/technician");
  await technician.getByRole("article").filter({ hasText: name }).getByRole("button", { name: "Details: Emergency Service" }).click();
  const dialog = technician.getByRole("dialog", { name: "Emergency Service" });
  await dialog.getByLabel("Minutes away").fill("25");
  await dialog.getByRole("button", { name: "On my way" }).click();
  await expect(progress).toContainText(/Arriving about .* \(25 min estimate\)/);
  await dialog.getByRole("button", { name: "Arrived" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Promise kept" })).toBeVisible();
  await expect(progress.getByRole("listitem").nth(3)).toContainText("(done)");

  // The guest's timeline on a phone: it fits the screen and a screen reader meets nothing serious.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await adminContext.close();
  await techContext.close();
});

/** A guest calls an emergency, pays the fee and lands on its timeline; the booking and job ids. */
async function callEmergency(page: Page, name: string, email: string) {
  await page.goto("/#contact");
  await page.locator("#contact").getByRole("button", { name: "Book Emergency Service" }).click();
  await page.getByRole("dialog", { name: "Emergency Service" }).getByRole("button", { name: "Book Emergency Service" }).click();
  const payment = page.getByRole("dialog", { name: "Emergency Service Payment" });
  await payment.getByLabel("Phone").fill("(407) 555-0167");
  await payment.getByLabel("Email").fill(email);
  await fillTestCard(payment, name);
  await payment.getByRole("button", { name: /Pay/ }).click();
  const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
  await details.getByLabel("Full Name").fill(name);
  await details.getByLabel("Street Address").fill("9 Lakeview Dr");
  await details.getByLabel("City").fill("St. Cloud");
  await details.getByLabel("ZIP Code").fill("34769");
  await details.getByLabel("Issue Description").fill("No power in half the house");
  await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your emergency visit" })).toBeVisible();
  const bookingId = page.url().match(/\/emergency\/([0-9a-f-]{36})/)![1]!;
  const [job] = await query<{ id: string }>("select id from jobs where booking_id = $1", [bookingId]);
  return { bookingId, jobId: job!.id };
}

/** The admin assigns the demo technician from the job's detail; the admin's page. */
async function assignDemoTechnician(browser: Browser, jobId: string): Promise<Page> {
  const [tech] = await query<{ name: string }>(
    "select trim(p.first_name || ' ' || p.last_name) as name from profiles p join \"user\" u on u.id = p.id where u.email = $1",
    [DEMO.technician],
  );
  const admin = waitingForStart(await (await browser.newContext()).newPage());
  await signInQuickly(admin, DEMO.admin);
  await admin.goto(`/admin/jobs?job=${jobId}`);
  await admin.getByRole("button", { name: "Assign Emergency Service" }).click();
  await admin
    .getByRole("dialog", { name: "Assign Emergency Service" })
    .getByRole("button", { name: new RegExp(tech!.name) })
    .first()
    .click();
  await expect(admin.getByText(`Emergency Service assigned to ${tech!.name}`)).toBeVisible();
  return admin;
}

// Decision 0138: a promise missed credits the $25 fee on the visit's invoice, and the customer
// is told so on the timeline.
test("a technician who arrives after the 2 hours: the timeline says the promise was missed and the fee is credited on the visit's invoice", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Larry Late ${Date.now().toString(36)}`;
  const { bookingId, jobId } = await callEmergency(page, name, `larry.late.${Date.now().toString(36)}@example.com`);
  const admin = await assignDemoTechnician(browser, jobId);

  const techContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const technician = waitingForStart(await techContext.newPage());
  await signInQuickly(technician, DEMO.technician);
  await technician.goto("/technician");
  const jobCard = technician.getByRole("article").filter({ hasText: name });
  await jobCard.getByRole("button", { name: "Details: Emergency Service" }).click();
  const dialog = technician.getByRole("dialog", { name: "Emergency Service" });
  await dialog.getByLabel("Minutes away").fill("40");
  await dialog.getByRole("button", { name: "On my way" }).click();
  const progress = page.getByRole("list", { name: "Your emergency's progress" });
  await expect(progress).toContainText(/Arriving about .* \(40 min estimate\)/);

  // The road was closed: the call came in 2 hours 30 minutes ago by the time they arrive (the
  // clock is the server's, so the call's time is moved back rather than the test waiting).
  await query(
    "update emergency_timelines set received_at = received_at - interval '150 minutes', due_at = due_at - interval '150 minutes' where booking_id = $1",
    [bookingId],
  );
  await dialog.getByRole("button", { name: "Arrived" }).click();
  const missed = page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Promise missed" });
  await expect(missed).toContainText(/Your technician arrived \d+ min after the 2 hours we promised\. We are sorry\./);
  await expect(missed).toContainText("Your $25.00 emergency fee is credited to your invoice for this visit.");
  await technician.keyboard.press("Escape");

  // The office prices the repair, $180.00; completing the visit then issues its invoice, which
  // carries the credit.
  await admin.goto(`/admin/jobs?job=${jobId}`);
  await admin.getByRole("dialog").getByRole("button", { name: "Edit" }).click();
  const edit = admin.getByRole("dialog", { name: "Edit Job" });
  await edit.getByLabel("Amount ($)").fill("180");
  await edit.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(admin, "Job updated successfully")).toBeVisible();
  await jobCard.getByRole("button", { name: "Start Job" }).click();
  await expect(toast(technician, "Job marked as in progress")).toBeVisible();
  await jobCard.getByRole("button", { name: "Complete" }).click();
  await expect(toast(technician, "Job marked as completed")).toBeVisible();

  await expect.poll(async () => (await query<{ id: string }>("select id from invoices where job_id = $1", [jobId])).length).toBe(1);
  const [invoice] = await query<{ id: string; number: number }>("select id, number from invoices where job_id = $1", [jobId]);
  const number = `INV-${String(invoice!.number).padStart(5, "0")}`;
  await admin.goto(`/admin/invoices?invoice=${invoice!.id}`);
  const bill = admin.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(bill.getByRole("region", { name: "Credit notes" })).toContainText(/CN-\d{5}.*Emergency promise missed.*−\$25\.00/s);
  // $180.00 and 7.5 % tax: the $25.00 fee already paid counts towards it, and is credited back,
  // so the visit costs the customer $168.50 in all.
  await expect(bill.getByLabel("Totals")).toContainText("Total$193.50Credit notes−$25.00Payments received−$25.00Balance due$143.50");

  await admin.context().close();
  await techContext.close();
});
