import sharp from "sharp";
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, signInQuickly, test } from "./fixtures.ts";
import { toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// Jobs and Phone first: the technician app at 375 px, as a technician uses it. Each
// test gives tech@homefix.test a job of its own for today (so it comes first) and deletes it after.

const made: string[] = [];
const businessToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

async function jobForTech(status: "pending" | "scheduled" | "in_progress" = "pending") {
  const title = uniqueTag("Tech job ");
  const [technician] = await query<{ id: string }>("select t.id from technicians t join profiles p on p.id = t.profile_id where p.email = $1", [
    DEMO.technician,
  ]);
  const [customer] = await query<{ id: string }>("select id from customers order by created_at limit 1");
  const [row] = await query<{ id: string }>(
    `insert into jobs (title, description, status, customer_id, technician_id, scheduled_date, scheduled_time, service_address, service_city, service_state, service_zip, estimated_hours)
     values ($1, 'Leaking kitchen faucet', $2, $3, $4, $5, '9:00 AM', '12 Palm Way', 'Orlando', 'FL', '32801', 1.5) returning id`,
    [title, status, customer.id, technician.id, businessToday()],
  );
  made.push(row.id);
  return { id: row.id, title };
}

const card = (page: Page, title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
const statusOf = async (id: string) => (await query<{ status: string }>("select status from jobs where id = $1", [id]))[0].status;

async function openApp(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInQuickly(page, DEMO.technician);
  await page.goto("/technician");
  await expect(page.getByRole("heading", { name: "Technician Dashboard" })).toBeVisible();
}

test.describe("Technician app", () => {
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(async () => {
    if (made.length) await query("delete from jobs where id = any($1::uuid[])", [made.splice(0)]);
  });

  test("starts and completes a job from its card", async ({ page }) => {
    const job = await jobForTech("scheduled");
    await openApp(page);
    await expect(page.getByText(/\d+ pending · tech@homefix\.test/)).toBeVisible();
    await card(page, job.title).getByRole("button", { name: "Start Job" }).click();
    await expect(toast(page, "Job marked as in progress")).toBeVisible();
    await expect.poll(() => statusOf(job.id)).toBe("in_progress");
    await card(page, job.title).getByRole("button", { name: "Complete" }).click();
    await expect(toast(page, "Job marked as completed")).toBeVisible();
    await expect.poll(() => statusOf(job.id)).toBe("completed");
    const [row] = await query<{ started_at: Date | null; completed_at: Date | null }>("select started_at, completed_at from jobs where id = $1", [job.id]);
    expect(row.started_at).not.toBeNull();
    expect(row.completed_at).not.toBeNull();
    await expectNoHorizontalOverflow(page);
  });

  test("saves notes that the admin sees, and uploads a photo with the file picker", async ({ page, browser, playwright }) => {
    const job = await jobForTech("in_progress");
    await openApp(page);
    await card(page, job.title)
      .getByRole("button", { name: `Details: ${job.title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: job.title });
    await expect(dialog.getByText("Leaking kitchen faucet")).toBeVisible();
    await dialog.getByLabel("Customer Notes").fill("Replaced the cartridge; no more drip.");
    await dialog.getByLabel("Internal Notes").fill("Shut-off valve is corroded.");
    await dialog.getByRole("button", { name: "Save Notes" }).click();
    await expect(toast(page, "Notes saved")).toBeVisible();
    await expect(dialog.getByText("Shut-off valve is corroded.")).toBeVisible();

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#6b8cae" } })
      .png()
      .toBuffer();
    await dialog.getByLabel("Photo file").setInputFiles({ name: "faucet.png", mimeType: "image/png", buffer: png });
    await expect(toast(page, "Photo added to the job")).toBeVisible();
    await dialog.getByRole("button", { name: "Open photo 1 full size" }).click();
    const full = page.getByRole("img", { name: "Job photo 1" }).last();
    await expect(full).toBeVisible();
    // Job photos are served only to the people of the job (decision 0118): the picture loads.
    await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    // The admin's side: both notes and the photo on the job.
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await admin.newPage();
    await signInQuickly(adminPage, DEMO.admin);
    const detail = await adminPage.request.get(`/api/admin/jobs/${job.id}`);
    const body = (await detail.json()) as { notes: { body: string; is_internal: boolean }[]; photos: unknown[] };
    expect(body.notes.map((note) => [note.body, note.is_internal]).sort()).toEqual([
      ["Replaced the cartridge; no more drip.", false],
      ["Shut-off valve is corroded.", true],
    ]);
    expect(body.photos).toHaveLength(1);
    await adminPage.goto(`/admin/jobs?job=${job.id}`);
    const photo = adminPage.getByRole("img", { name: /^Job photo from / });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // Signed out, the same address shows nothing.
    const [url] = (body.photos as { url: string }[]).map((item) => item.url);
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await anonymous.get(url)).status()).toBe(401);
    await anonymous.dispose();
    await admin.close();
  });

  test("takes an action offline and sends it once back online", async ({ page, context }) => {
    const job = await jobForTech("pending");
    await openApp(page);
    await expect(card(page, job.title)).toBeVisible();
    await context.setOffline(true);
    await card(page, job.title).getByRole("button", { name: "Start Job" }).click();
    const banner = page.getByRole("status").filter({ hasText: "You are offline." });
    await expect(banner).toContainText("1 change waiting to be sent");
    await expect(banner).toContainText(`Start Job: ${job.title}`);
    expect(await statusOf(job.id)).toBe("pending");
    await expectNoHorizontalOverflow(page);
    await context.setOffline(false);
    await expect(toast(page, "Job marked as in progress")).toBeVisible();
    await expect.poll(() => statusOf(job.id)).toBe("in_progress");
    await expect(banner).toBeHidden();
  });

  test("passes axe on every tab, with the Job Details dialog open where a tab opens it", async ({ page }) => {
    test.setTimeout(180_000);
    const job = await jobForTech("pending");
    await openApp(page);
    await card(page, job.title)
      .getByRole("button", { name: `Details: ${job.title}` })
      .click();
    await expect(page.getByRole("dialog", { name: job.title })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    for (const tab of ["Measure", "Estimate"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalOverflow(page);
    }
    await page.getByRole("tab", { name: "Tools" }).click();
    const option = await page.getByRole("combobox", { name: "Job" }).locator("option", { hasText: job.title }).getAttribute("value");
    await page.getByRole("combobox", { name: "Job" }).selectOption(option!);
    await page.getByRole("button", { name: "Notes" }).click();
    const dialog = page.getByRole("dialog", { name: job.title });
    await expect(dialog.getByLabel("Customer Notes")).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test("is installable: a manifest with icons and a theme colour", async ({ page }) => {
    await openApp(page);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1e3a8a");
    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as { start_url: string; icons: { sizes: string }[] };
    expect(manifest.start_url).toBe("/technician");
    expect(manifest.icons.map((icon) => icon.sizes)).toContain("512x512");
    expect((await page.request.get("/icons/icon-192.png")).ok()).toBe(true);
    // The Workbox worker controls /technician once installed, and never answers the API.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/technician"))?.active?.state ?? "none"))
      .toBe("activated");
  });
});
