import type { Page } from "@playwright/test";
import { expect, query, test } from "./fixtures.ts";

// Decision 0159: what a visitor types or taps before the page's code has started is not lost,
// and a held tap shows at once that it was taken.

/** Opened until its HTML is parsed: the `load` event would wait for the held script. */
const HELD = { waitUntil: "domcontentloaded" } as const;

/** Holds the requests matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

test("a search typed and a Get More Info tapped before the app starts both take effect once it has", async ({ browser }) => {
  const [service] = await query<{ name: string }>("select name from services where is_active order by name limit 1");
  if (!service) throw new Error("no demo service");
  const context = await browser.newContext();
  const page = await context.newPage();
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto("/services", HELD);
  // Located as elements: the open dialog hides the page behind it from the accessibility tree.
  const cards = page.locator("article");
  const all = await cards.count();

  await page.getByLabel("Search services").fill(service.name);
  const moreInfo = page.getByRole("button", { name: `Get More Info about ${service.name}` });
  await moreInfo.click();
  // The tap answers at once, before the app: the button shows it is busy.
  await expect(moreInfo).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-ready", "true");

  release();
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: service.name })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByLabel("Search services")).toHaveValue(service.name);
  await expect.poll(() => cards.count()).toBeLessThan(all);
  expect(await cards.count()).toBeGreaterThan(0);
  // The held press's busy state is gone once the app has pressed it again.
  await expect(page.locator("[data-held-press]")).toHaveCount(0);
  await context.close();
});

test("the dashboard paints its frame before its data: navigation and outline, then its heading, then the figures", async ({ asCustomer: page }) => {
  const releaseSession = await holdBack(page, /\/api\/me$/);
  const releaseData = await holdBack(page, /\/api\/(?!me$)[^?]*/);
  await page.goto("/dashboard");
  // The session is not known yet: the frame, not a lone spinner.
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Bookings" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading your dashboard" })).toBeVisible();

  releaseSession();
  await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading activity" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading your dashboard" })).toHaveCount(0);

  releaseData();
  await expect(page.getByRole("status", { name: "Loading activity" })).toHaveCount(0);
});
