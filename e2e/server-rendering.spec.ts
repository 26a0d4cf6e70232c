import type { Page } from "@playwright/test";
import { DEMO, expect, query, signInQuickly, test } from "./fixtures.ts";

// Decision 0087: the public pages arrive rendered; the browser takes over without
// asking again for what the HTML already holds, and without a hydration error.

const HEADLINE = "Central Florida's Trusted Home Repair Pros";
const PHONE = "(407) 555-0142";

async function firstService() {
  const [service] = await query<{ id: string; name: string }>("select id, name from services where is_active order by name limit 1");
  if (!service) throw new Error("no demo service");
  return service;
}

/** Everything the page logs as an error, and the API GETs it makes, from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiGets: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) apiGets.push(url.pathname);
  });
  return { errors, apiGets };
}

/** Holds the page's entry script back until the returned function is called: the page stays as the server sent it. */
/**
 * How a page whose entry script is held is opened: until its HTML is parsed. Its loader adds the
 * script after the first paint, and a script added before the images have loaded delays the
 * `load` event, which would then wait for the held script forever.
 */
const HELD = { waitUntil: "domcontentloaded" } as const;

async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("server-rendered public pages", () => {
  test("the HTML of / already holds the hero's headline, the phone and the first service card", async ({ request }) => {
    const response = await request.get("/", { headers: { accept: "text/html" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(HEADLINE.replace("'", "&#x27;"));
    expect(root).toContain(PHONE);
    expect(root).toMatch(/<article[\s\S]*Get More Info about /);
  });

  test("without JavaScript, / shows the hero, the phone and the catalogue, and a service's page its details", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${PHONE}` }).first()).toBeVisible();
    const services = page.locator("#services");
    await expect(services.getByRole("heading", { name: "Our Services" })).toBeVisible();
    await expect(services.locator("article").first()).toBeVisible();
    expect(await services.locator("article").count()).toBeGreaterThanOrEqual(12);

    const service = await firstService();
    await page.goto(`/services/${service.id}`);
    await expect(page.getByRole("heading", { level: 1, name: service.name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Features" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
    await expect(page).toHaveTitle(`${service.name} · HomeFix`);
    await context.close();
  });

  test("a button pressed before the page's code has arrived does its work once the page has started", async ({ browser }) => {
    // Decision 0097. The entry script is held back until the button has been pressed.
    const context = await browser.newContext();
    const page = await context.newPage();
    let release = () => {};
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    const { errors } = watch(page);
    await page.goto("/", HELD);
    await page.getByRole("button", { name: /Emergency service available 24\/7/ }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-ready", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a search typed before the page's code has arrived filters the catalogue once it has started", async ({ browser }) => {
    // Decision 0120. The entry script is held back until the visitor has typed.
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdEntryScript(page);
    const { errors } = watch(page);
    await page.goto("/services", HELD);
    const cards = page.getByRole("article");
    const all = await cards.count();
    expect(all).toBeGreaterThan(2);
    await page.getByLabel("Search services").fill("zzqx");
    await expect(page.locator("html")).not.toHaveAttribute("data-ready", "true");
    expect(await cards.count()).toBe(all);

    release();
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(page).toHaveURL(/[?&]q=zzqx/);
    await expect(page.getByText("No services match your search.")).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expect(page.getByLabel("Search services")).toHaveValue("zzqx");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a category chosen before the page's code has arrived filters the catalogue once it has started", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdEntryScript(page);
    await page.goto("/services", HELD);
    await page.getByLabel("Category").selectOption("Plumbing");
    await expect(page.locator("html")).not.toHaveAttribute("data-ready", "true");

    release();
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(page).toHaveURL(/[?&]category=Plumbing/);
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByLabel("Category")).toHaveValue("Plumbing");
    await context.close();
  });

  // Decision 0164: the Spanish pages too, whose messages must read the same language on both sides.
  for (const path of ["/", "/services", "service", "/es", "/es/services"] as const) {
    test(`${path === "service" ? "a service's page" : path} hydrates with no console error and no second fetch of its data`, async ({ page }) => {
      const target = path === "service" ? `/services/${(await firstService()).id}` : path;
      const seen = watch(page);
      await page.goto(target);
      // Hydrated: React has attached to the server's HTML and the page answers a click.
      const opener =
        path === "service"
          ? page.getByRole("button", { name: "Book A Service" })
          : page.getByRole("button", { name: /^(Get More Info about|Más información sobre) / }).first();
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(seen.errors).toEqual([]);
      // The hero, the settings and the catalogue came with the HTML; only the session is asked for.
      const repeated = seen.apiGets.filter((url) => /^\/api\/(website\/hero|settings\/public|services)/.test(url) && !url.endsWith("/slots"));
      expect(repeated).toEqual([]);
    });
  }

  test("a service's page: its title, breadcrumb back to Services, and its canonical link", async ({ page }) => {
    const service = await firstService();
    await page.goto(`/services/${service.id}`);
    await expect(page).toHaveTitle(`${service.name} · HomeFix`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/services/${service.id}$`));
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByText(service.name)).toHaveAttribute("aria-current", "page");
    await breadcrumb.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });

  test("an unknown service says so, with a way back to every service", async ({ page }) => {
    const response = await page.goto("/services/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We could not find this service." })).toBeVisible();
    await page.getByRole("link", { name: "All services" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });
});

// Decision 0187: the customer's dashboard and My Bookings arrive as their frame (the header, the
// navigation, the page's outline), drawn by the server for a session, then take their data.
test.describe("the signed-in customer's pages", () => {
  for (const [path, heading] of [
    ["/dashboard", /^Welcome/],
    ["/dashboard/bookings", "My Bookings"],
  ] as const) {
    test(`${path} shows its frame before the page's code has arrived, then its data, with no console error`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInQuickly(page, DEMO.customer);
      const seen = watch(page);
      const release = await holdEntryScript(page);
      await page.goto(path, HELD);
      await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
      await expect(page.getByRole("status", { name: "Loading your dashboard" })).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("status", { name: "Loading your dashboard" })).toHaveCount(0);
      expect(seen.errors).toEqual([]);
      await context.close();
    });
  }
});
