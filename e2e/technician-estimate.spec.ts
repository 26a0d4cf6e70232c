import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, signInQuickly, test } from "./fixtures.ts";
import { toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// As a technician works from a phone: measure two rooms and save them to the job, build
// an estimate from a room's area, download it and send it; the customer approves it in My Bookings
// and the technician sees the decision arrive. Each run makes its own job and deletes it after.

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

let jobId: string | null = null;

/** A job of the demo customer's, assigned to the demo technician (as an admin would assign it). */
async function assignedJob(title: string) {
  const [technician] = await query<{ id: string }>("select t.id from technicians t join profiles p on p.id = t.profile_id where lower(p.email) = lower($1)", [
    DEMO.technician,
  ]);
  const [customer] = await query<{ id: string }>("select id from customers where lower(email) = lower($1)", [DEMO.customer]);
  const [job] = await query<{ id: string }>(
    `insert into jobs (title, status, customer_id, technician_id, service_address, service_city, service_state, service_zip, scheduled_date)
     values ($1, 'scheduled', $2, $3, '12 Test Lane', 'Orlando', 'FL', '32801', current_date) returning id`,
    [title, customer.id, technician.id],
  );
  jobId = job.id;
  return job.id;
}

test.afterEach(async () => {
  if (jobId) await query("delete from jobs where id = $1", [jobId]);
  jobId = null;
});

async function addRoom(page: Page, room: { name: string; height?: string; length: string; width: string }) {
  await page.getByLabel("Room Name").fill(room.name);
  if (room.height) await page.getByLabel("Height (ft)").fill(room.height);
  await page.getByLabel("Length (ft)").fill(room.length);
  await page.getByLabel("Width (ft)").fill(room.width);
  await page.getByRole("button", { name: "Add Room" }).click();
  await expect(toast(page, "Room measurement added").last()).toBeVisible();
}

test("measure two rooms, save them to the job, estimate, download and send; the customer approves it", async ({ asTechnician: page, browser }) => {
  const title = `Estimate ${uniqueTag("E")}`;
  const id = await assignedJob(title);
  await page.goto("/technician");

  // ---- Measure -------------------------------------------------------------------------------
  await page.getByRole("tab", { name: "Measure" }).click();
  await page.getByRole("button", { name: "Add Room" }).click();
  await expect(toast(page, "Please fill in all required fields")).toBeVisible();

  // Two taps with Measure on draw a labelled line: 100 px is five grid squares, 5.0 ft.
  await page.getByRole("button", { name: "Measure" }).click();
  await expect(page.getByRole("button", { name: "Measure" })).toHaveAttribute("aria-pressed", "true");
  const canvas = page.getByTestId("measure-canvas");
  await canvas.click({ position: { x: 40, y: 40 } });
  await canvas.click({ position: { x: 140, y: 40 } });
  await expect(canvas).toHaveAttribute("aria-label", /Lines: 5\.0 ft/);

  await addRoom(page, { name: "Kitchen", height: "8", length: "12", width: "10" });
  await addRoom(page, { name: "Hall", length: "4", width: "12.5" });
  await expect(page.getByRole("list", { name: "Rooms measured" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("total-area")).toHaveText("170 sq ft");
  await page.getByLabel("Job", { exact: true }).selectOption(id);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole("button", { name: "Save to Job" }).click();
  await expect(toast(page, "2 rooms saved to the job")).toBeVisible();
  // The rooms stored with the server's areas: tests/technician-estimates.test.ts ("Save to Job").

  // ---- Estimate ------------------------------------------------------------------------------
  await page.getByRole("tab", { name: "Estimate" }).click();
  await page.getByLabel("Job", { exact: true }).selectOption(id);
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(page, "Please fill in description and rate")).toBeVisible();
  await page.getByRole("button", { name: "Download" }).click();
  await expect(toast(page, "Please add items or labor hours")).toBeVisible();

  // The kitchen's floor area fills the quantity.
  await page.getByLabel("Quantity from a room").selectOption({ label: "Kitchen floor · 120 sq ft" });
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("120");
  await page.getByLabel("Description").fill("Floor tile, installed");
  await page.getByLabel("Rate ($)").fill("3.50");
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(page, "Item added to estimate").last()).toBeVisible();
  await page.getByLabel("Labor Hours").fill("2.5");
  // (120 × $3.50 + 2.5 h × $85) × 1.075 = $679.94
  await expect(page.getByTestId("estimate-total")).toHaveText("$679.94");
  await page.getByLabel("Notes").fill("Tile chosen by the customer");
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  const file = await (await downloading).path();
  const payload = JSON.parse(await readFile(file, "utf8"));
  expect(payload).toMatchObject({
    jobId: id,
    items: [{ description: "Floor tile, installed", quantity: 120, rate: 3.5, total: 420 }],
    laborRate: 85,
    estimatedHours: 2.5,
    laborCost: 212.5,
    materialsCost: 420,
    subtotal: 632.5,
    tax: 47.44,
    total: 679.94,
    notes: "Tile chosen by the customer",
  });
  expect(Date.parse(payload.createdAt)).not.toBeNaN();
  await expect(toast(page, "Estimate generated and downloaded")).toBeVisible();

  await page.getByRole("button", { name: "Email" }).click();
  await expect(toast(page, "Estimate sent to")).toBeVisible();
  const saved = page.getByTestId("saved-estimate");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByText("sent", { exact: true })).toBeVisible();
  // Stored as sent, priced by the server: tests/technician-estimates.test.ts ("estimates", "sending").

  // ---- The customer approves it in My Bookings ---------------------------------------------
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 } });
  const customer = await customerContext.newPage();
  await signInQuickly(customer, DEMO.customer);
  await customer.goto("/dashboard/bookings");
  const card = customer.getByTestId("my-estimate").filter({ hasText: `Estimate for ${title}` });
  // A busy machine loads the customer's area slowly: the page first, then its lists.
  await expect(customer.getByRole("heading", { name: "My Bookings", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText("Floor tile, installed");
  await expect(card).toContainText(/Tax \(7\.5%\)\s*\$47\.44/);
  await expect(card).toContainText(/Total\s*\$679\.94/);
  // This job came from no booking: no deposit was paid on it.
  await expect(card).toContainText(/Deposit already paid\s*\$0\.00/);
  await expectNoSeriousAxeViolations(customer);
  await expectNoHorizontalOverflow(customer);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await customerContext.close();

  // ---- …and the technician sees the decision arrive, live -------------------------------------
  await expect(saved.getByText("approved", { exact: true })).toBeVisible({ timeout: 30_000 });
  // The approval sets the job's total: tests/technician-estimates.test.ts ("approval records who and when, sets the job's total").
});

test("at 375 px the Estimate tab fits the screen with a long job title and item, and its total is readable", async ({ asTechnician: page }) => {
  const id = await assignedJob(`Kitchen backsplash and full bathroom floor retiling ${uniqueTag("W")} for the whole second storey`);
  await page.goto("/technician");
  await page.getByRole("tab", { name: "Estimate" }).click();
  await page.getByLabel("Job", { exact: true }).selectOption(id);
  await page.getByLabel("Description").fill("Porcelain floor tile with waterproof membrane, installed and grouted, edges sealed");
  await page.getByLabel("Quantity", { exact: true }).fill("120");
  await page.getByLabel("Rate ($)").fill("3.50");
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(page, "Item added to estimate").last()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  // The total sits inside the screen, not cut off at its right edge.
  const total = page.getByTestId("estimate-total");
  await expect(total).toHaveText("$451.50");
  const box = await total.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
});

test("rooms saved to the job while offline wait, are named in the banner, and reach the job once back online", async ({ asTechnician: page }) => {
  const title = `Offline rooms ${uniqueTag("R")}`;
  const id = await assignedJob(title);
  await page.goto("/technician");
  await page.getByRole("tab", { name: "Measure" }).click();
  await addRoom(page, { name: "Porch", length: "10", width: "6" });
  await page.getByLabel("Job", { exact: true }).selectOption(id);

  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Save to Job" }).click();
  const banner = page.getByRole("status").filter({ hasText: "waiting to be sent" });
  await expect(banner).toContainText(`Rooms: ${title}`);
  expect(await query("select 1 from room_measurements where job_id = $1", [id])).toHaveLength(0);

  await page.context().setOffline(false);
  await expect(toast(page, "saved to the job")).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect
    .poll(async () => (await query<{ name: string }>("select name from room_measurements where job_id = $1", [id])).map((room) => room.name))
    .toEqual(["Porch"]);
});
