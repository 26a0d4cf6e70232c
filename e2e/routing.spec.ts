import { DEMO, expect, signIn, signInQuickly, test } from "./fixtures.ts";

test("the demo admin lands on /admin and sees ADMIN", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Welcome back, Admin")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "ADMIN", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "TECH", exact: true })).toHaveCount(0);
});

test("the demo technician lands on /technician and sees TECH", async ({ page }) => {
  await signIn(page, DEMO.technician);
  await expect(page).toHaveURL(/\/technician$/);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "TECH", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "ADMIN", exact: true })).toHaveCount(0);
});

test("a customer opening /admin is sent to /dashboard, and sees no role button", async ({ page }) => {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/jobs");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/technician");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "ADMIN", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "TECH", exact: true })).toHaveCount(0);
});

// Decision 0032: the guard asks the server's permission table, so staff are kept to their own area.
test("an admin opening /technician is sent to /admin", async ({ asAdmin: page }) => {
  await page.goto("/technician");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Welcome back, Admin")).toBeVisible();
});

test("a technician opening /admin is sent to /technician, and /dashboard stays open", async ({ asTechnician: page }) => {
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/technician$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the signed-in fixtures reach their own areas", async ({ browser }) => {
  const technician = await browser.newContext();
  const page = await technician.newPage();
  await signInQuickly(page, DEMO.technician);
  await page.goto("/technician");
  await expect(page).toHaveURL(/\/technician$/);
  await technician.close();
});

test("signed out, /dashboard goes to /auth, which will come back to it", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => errors.push(message.text()));
  await page.goto("/no-such-page");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(errors.some((text) => text.includes("/no-such-page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the admin side menu reaches every admin area", async ({ asAdmin: page }) => {
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const [name, path] of [
    ["Jobs", "/admin/jobs"],
    ["Schedule", "/admin/schedule"],
    ["Customers", "/admin/customers"],
    ["Quotes", "/admin/quotes"],
    ["Technicians", "/admin/technicians"],
    ["Services", "/admin/services"],
    ["Invoices", "/admin/invoices"],
    ["Payments", "/admin/payments"],
    ["Website", "/admin/website"],
    ["Settings", "/admin/settings"],
    ["Dashboard", "/admin"],
  ]) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("the landing page lists the demo catalogue from the server", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Orlando, Tampa, Kissimmee, Winter Garden, Clermont, Lakeland").first()).toBeVisible();
  const services = page.locator("#services");
  await expect(services.getByRole("heading", { level: 3 }).first()).toBeVisible();
  expect(await services.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(12);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("the mobile menu repeats the links", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Services" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
