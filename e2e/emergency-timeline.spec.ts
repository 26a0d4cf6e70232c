import { expect, DEMO, query, signInQuickly, test, waitingForStart } from "./fixtures.ts";
import { fillTestCard } from "./emergency-fixtures.ts";

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

  await adminContext.close();
  await techContext.close();
});
