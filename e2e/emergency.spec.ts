import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, query, signInQuickly, test } from "./fixtures.ts";
import { fillTestCard } from "./emergency-fixtures.ts";

// customer-side.md §2 Emergency dialogs, §4 Emergency flow, §5, §8, §9; Emergency flow.

/** The landing page's emergency contact block opens the flow (openEmergency()). */
async function openEmergency(page: Page): Promise<Locator> {
  await page.goto("/#contact");
  await page.locator("#contact").getByRole("button", { name: "Book Emergency Service" }).click();
  const contact = page.getByRole("dialog", { name: "Emergency Service" });
  await expect(contact).toBeVisible();
  return contact;
}

async function fillCard(dialog: Locator) {
  // A way to reach the customer, asked with the card.
  await dialog.getByLabel("Phone").fill("(407) 555-0177");
  await fillTestCard(dialog);
}

async function toPayment(page: Page): Promise<Locator> {
  const contact = await openEmergency(page);
  await contact.getByRole("button", { name: "Book Emergency Service" }).click();
  const payment = page.getByRole("dialog", { name: "Emergency Service Payment" });
  await expect(payment).toBeVisible();
  return payment;
}

async function fillDetails(dialog: Locator, email: string) {
  await dialog.getByLabel("Full Name").fill("Casey Morgan");
  await dialog.getByLabel("Phone").fill("(407) 555-0177");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Street Address").fill("88 Citrus Blvd");
  await dialog.getByLabel("City").fill("Kissimmee");
  await dialog.getByLabel("State").fill("FL");
  await dialog.getByLabel("ZIP Code").fill("34741");
  await dialog.getByLabel("Issue Description").fill("Water heater leaking into the garage");
}

type TEmergencyRow = {
  is_emergency: boolean;
  emergency_fee_paid: boolean;
  emergency_fee_amount: number;
  booking_completed: boolean;
  status: string;
  is_test: boolean;
  subtotal: number;
  customer_name: string;
  service_city: string;
  service_state: string;
  scheduled_time: string;
  notes: string;
  job_priority: number | null;
  fee_payment: number | null;
};

async function emergencyBooking(id: string): Promise<TEmergencyRow | undefined> {
  const rows = await query<TEmergencyRow>(
    `select b.is_emergency, b.emergency_fee_paid, b.emergency_fee_amount, b.booking_completed, b.status, b.is_test, b.subtotal,
            b.customer_name, b.service_city, b.service_state, b.scheduled_time, b.notes,
            (select j.priority from jobs j where j.booking_id = b.id) as job_priority,
            (select p.amount from payments p where p.booking_id = b.id and p.kind = 'emergency_fee' limit 1) as fee_payment
       from bookings b where b.id = $1`,
    [id],
  );
  return rows[0];
}

test.describe("the emergency flow", () => {
  test("contact → payment → details: the fee is paid, the booking completed and a high-priority job made", async ({ page }) => {
    const email = `emergency-${Date.now()}@example.com`;
    const contact = await openEmergency(page);

    // (1) The contact dialog: hotline, e-mail, the fee, three ways to reach us.
    await expect(contact.getByRole("link", { name: "(407) 555-0142" })).toHaveAttribute("href", "tel:+14075550142");
    await expect(contact.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+14075550142");
    await expect(contact.getByRole("link", { name: "Email Now" })).toHaveAttribute("href", "mailto:emergency@homefix.test");
    await expect(contact.getByText("A $25.00 non-refundable emergency fee")).toBeVisible();
    await expect(contact.getByText("Response time: within 2 hours")).toBeVisible();
    await contact.getByRole("button", { name: "Book Emergency Service" }).click();

    // (2) The payment dialog: every card field required, test mode on by default.
    const payment = page.getByRole("dialog", { name: "Emergency Service Payment" });
    await expect(payment.getByRole("switch", { name: "Test mode" })).toBeChecked();
    await expect(payment.getByText("No real charges will be made")).toBeVisible();
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    await expect(payment.getByText("Card Number is required")).toBeVisible();
    await expect(payment.getByText("Expiry is required")).toBeVisible();
    await expect(payment.getByText("Billing ZIP is required")).toBeVisible();
    await expect(payment.getByText("Give a phone number or an e-mail, so we can reach you")).toBeVisible();

    await fillCard(payment);
    const paid = page.waitForRequest((request) => request.url().endsWith("/api/emergency/payments") && request.method() === "POST");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    // Card data never reaches the server: only the retry key, the test flag and the contact are sent.
    expect(Object.keys((await paid).postDataJSON() as object).sort()).toEqual(["customer_phone", "idempotency_key", "is_test"]);
    await expect(page.getByText("Test Payment Processed")).toBeVisible();
    await expect(page.getByText("TEST MODE - Emergency fee paid successfully. Complete your booking details now.")).toBeVisible();

    // (3) The details dialog for the paid booking.
    const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await expect(details).toBeVisible();
    const { booking_id: id } = (await (await (await paid).response())!.json()) as { booking_id: string };
    expect(await emergencyBooking(id)).toMatchObject({
      is_emergency: true,
      emergency_fee_paid: true,
      emergency_fee_amount: 2500,
      booking_completed: false,
      subtotal: 0,
      is_test: true,
      scheduled_time: "Emergency - ASAP",
      job_priority: null,
      fee_payment: 2500,
    });

    await expect(details.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(details.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(details.getByLabel("State")).toHaveAttribute("maxlength", "2");
    await expect(details.getByLabel("Response Time")).toHaveValue("ASAP (Within 2 hours)");
    await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
    await expect(details.getByText("Full Name is required")).toBeVisible();
    await expect(details.getByText("ZIP Code is required")).toBeVisible();
    await expect(details.getByText("Issue Description is required")).toBeVisible();

    await fillDetails(details, email);
    await details.getByLabel("Response Time").selectOption("Within 4 hours");
    await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
    await expect(page.getByText("Emergency Service Booked!")).toBeVisible();
    await expect(page.getByText("We've received your emergency request and will contact you shortly.")).toBeVisible();
    await expect(details).toBeHidden();

    expect(await emergencyBooking(id)).toMatchObject({
      booking_completed: true,
      status: "pending",
      customer_name: "Casey Morgan",
      service_city: "Kissimmee",
      service_state: "FL",
      scheduled_time: "Within 4 hours",
      notes: "Water heater leaking into the garage",
      job_priority: 3,
    });
  });

  test("an emergency is a kind of job: My Bookings and the admin's job show it as an Emergency, its window and its fee paid", async ({ asCustomer: page }) => {
    const payment = await toPayment(page);
    await fillCard(payment);
    const paid = page.waitForResponse((response) => response.url().endsWith("/api/emergency/payments") && response.request().method() === "POST");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    const { booking_id: id } = (await (await paid).json()) as { booking_id: string };
    const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await fillDetails(details, DEMO.customer);
    await details.getByLabel("Response Time").selectOption("Within 4 hours");
    await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
    await expect(page.getByText("Emergency Service Booked!")).toBeVisible();

    await page.goto("/dashboard/bookings");
    const card = page.getByRole("article").filter({ hasText: `Booking #${id.slice(0, 8).toUpperCase()}` });
    await expect(card.getByText("Response:")).toBeVisible();
    await expect(card.getByText("A technician within 4 hours")).toBeVisible();
    await expect(card.getByText("$25.00 paid")).toBeVisible();
    await card.getByRole("button", { name: "View Details" }).click();
    const view = page.getByRole("dialog", { name: "Emergency Service" });
    await expect(view.getByText(/Emergency service requested .+: a technician within 4 hours/)).toBeVisible();
    await expect(view.getByText("Emergency service fee")).toBeVisible();
    await expect(view.getByText(/ at ASAP|at Within/)).toHaveCount(0);

    const [{ id: jobId }] = await query<{ id: string }>("select id from jobs where booking_id = $1", [id]);
    await signInQuickly(page, DEMO.admin);
    await page.goto(`/admin/jobs?job=${jobId}`);
    const booking = page.getByRole("region", { name: "Booking" });
    await expect(booking.getByText("A technician within 4 hours")).toBeVisible();
    await expect(booking.getByText("$25.00 paid")).toBeVisible();
    await expect(booking.getByText("Service removed")).toHaveCount(0);
  });

  test("'Payment Failed' and 'Booking Failed' when the server cannot complete them", async ({ page }) => {
    const payment = await toPayment(page);
    await fillCard(payment);
    await page.route("**/api/emergency/payments", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: "SERVICE_UNAVAILABLE", message: "Down" }) }),
    );
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    await expect(page.getByText("Payment Failed")).toBeVisible();
    await expect(page.getByText("Failed to process emergency payment. Please try again.")).toBeVisible();
    await expect(payment).toBeVisible();

    // A retry once the server is back succeeds, with the same payment.
    await page.unroute("**/api/emergency/payments");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await expect(details).toBeVisible();

    await page.route("**/api/emergency/bookings/*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "INTERNAL_ERROR", message: "Oops" }) }),
    );
    await fillDetails(details, `failed-${Date.now()}@example.com`);
    await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
    await expect(page.getByText("Booking Failed")).toBeVisible();
    await expect(page.getByText("Failed to complete your emergency booking. Please try again.")).toBeVisible();
    await expect(details).toBeVisible();
  });

  test("without a live payment provider Test mode is on and locked, and says why", async ({ page }) => {
    const payment = await toPayment(page);
    const toggle = payment.getByRole("switch", { name: "Test mode" });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(payment.getByText("Live card payments are not set up yet, so test mode stays on.")).toBeVisible();
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await expect(payment.getByText("Your card will be charged")).toHaveCount(0);
    await fillCard(payment);
    const paid = page.waitForRequest((request) => request.url().endsWith("/api/emergency/payments"));
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    expect((await paid).postDataJSON()).toMatchObject({ is_test: true });
    await expect(page.getByText("Test Payment Processed")).toBeVisible();
  });

  test("the card expiry is formatted MM/YY as it is typed, '1229' is accepted and an expired '01/23' refused", async ({ page }) => {
    const payment = await toPayment(page);
    const expiry = payment.getByLabel("Expiry (MM/YY)");
    await expiry.pressSequentially("1229");
    await expect(expiry).toHaveValue("12/29");
    await expiry.fill("");
    await expiry.fill("0731");
    await expect(expiry).toHaveValue("07/31");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    await expect(payment.getByText("Card Number is required")).toBeVisible();
    await expect(payment.getByText(/^Expiry (is required|must|is in the past)/)).toHaveCount(0);
    // A card past its expiry month is refused in the browser, where the card's values stay.
    await expiry.fill("0123");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    await expect(payment.getByText("Expiry is in the past: this card has expired")).toBeVisible();
  });

  test("a paid emergency cannot be lost: Esc asks first, Finish later, and the next visit leads back to it", async ({ page }) => {
    const payment = await toPayment(page);
    await payment.getByLabel("Email").fill("lost.and.found@example.com");
    await fillCard(payment);
    await payment.getByLabel("Phone").fill("");
    const paid = page.waitForResponse((response) => response.url().endsWith("/api/emergency/payments"));
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    const { booking_id: id } = (await (await paid).json()) as { booking_id: string };
    const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await expect(details).toBeVisible();

    // The contact given at payment is on the booking, whatever happens next.
    const [row] = await query<{ customer_email: string; booking_completed: boolean }>("select customer_email, booking_completed from bookings where id = $1", [
      id,
    ]);
    expect(row).toEqual({ customer_email: "lost.and.found@example.com", booking_completed: false });

    // Esc asks before leaving; "Finish now" keeps the dialog.
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("alertdialog", { name: "Leave without your details?" });
    await expect(confirm).toBeVisible();
    await expect(
      confirm.getByText(/^Your \$25\.00 fee is paid\. Finish your details now so a technician can be dispatched, or finish later from this device/),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Finish now" }).click();
    await expect(confirm).toBeHidden();
    await expect(details).toBeVisible();

    await page.keyboard.press("Escape");
    await confirm.getByRole("button", { name: "Finish later" }).click();
    await expect(details).toBeHidden();

    // The next visit: the dashboard's alert, for a signed-out visitor, from the signed link.
    await page.goto("/services");
    const alert = page.getByRole("region", { name: "Complete Your Emergency Booking!" });
    await expect(alert.getByText("You have 1 emergency booking(s) that need to be completed")).toBeVisible();
    const completed = page.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith(`/api/emergency/bookings/${id}`));
    await alert.getByRole("button", { name: "Complete Booking" }).click();
    const again = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await fillDetails(again, "lost.and.found@example.com");
    await again.getByRole("button", { name: "Complete Emergency Booking" }).click();
    await completed;
    await expect(page.getByText("Emergency Service Booked!")).toBeVisible();
    await expect(alert).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Complete Your Emergency Booking!")).toHaveCount(0);
    expect(await emergencyBooking(id)).toMatchObject({ booking_completed: true, customer_name: "Casey Morgan", job_priority: 3 });
  });

  test("an edited resume link in this browser is refused and shows nothing", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => window.localStorage.setItem("homefix.emergency-resume", JSON.stringify([`${crypto.randomUUID()}.forged`])));
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/emergency/resume"));
    await page.reload();
    expect((await refused).status()).toBe(403);
    await expect(page.getByText("Complete Your Emergency Booking!")).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("homefix.emergency-resume"))).toBeNull();
  });

  test("axe finds no serious or critical violations in the three dialogs", async ({ page }) => {
    // Three full axe runs take about 9 s each on a busy 2-core machine: more time, same checks.
    test.slow();
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    const contact = await openEmergency(page);
    await page.waitForLoadState("networkidle");
    expect(await serious()).toEqual([]);
    await contact.getByRole("button", { name: "Book Emergency Service" }).click();
    const payment = page.getByRole("dialog", { name: "Emergency Service Payment" });
    await expect(payment).toBeVisible();
    expect(await serious()).toEqual([]);
    await fillCard(payment);
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    await expect(page.getByRole("dialog", { name: "Emergency Booking Details" })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
