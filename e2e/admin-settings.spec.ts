import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, newCustomer, test, waitingForStart } from "./fixtures.ts";
import { toast } from "./admin-jobs-fixtures.ts";

// Users and roles and the Settings pane: an admin promotes a user to technician (who then
// reaches /technician), changes the business phone (the header's call button follows), and the
// page passes axe with the User Management dialog open and fits a 375 px phone.

type TDocument = { settings: Record<string, unknown> & { phone: string }; version: number };

test.describe("Settings and User Management", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an admin makes a new user a technician, who reaches /technician on their next page", async ({ asAdmin: page, browser }) => {
    const context = await browser.newContext();
    const theirs = waitingForStart(await context.newPage());
    const email = await newCustomer(theirs, "promoted");
    try {
      await theirs.goto("/technician");
      await expect(theirs).not.toHaveURL(/\/technician/);

      await page.goto("/admin/settings");
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      await page.getByRole("button", { name: "User Management" }).click();
      const dialog = page.getByRole("dialog", { name: "User Management" });
      await expect(dialog.getByRole("heading", { name: "Assign User Role" })).toBeVisible();

      // The All Users table finds them on the server, as a customer.
      await dialog.getByRole("searchbox", { name: "Search users" }).fill(email);
      const row = dialog.getByRole("row").filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row.getByText("customer", { exact: true })).toBeVisible();

      await dialog.getByLabel("Email", { exact: true }).fill(email);
      await expect(dialog.getByLabel("Role", { exact: true })).toHaveValue("customer");
      await dialog.getByLabel("Role", { exact: true }).selectOption("technician");
      await dialog.getByRole("button", { name: "Assign Role" }).click();
      await expect(toast(page, `${email} is now a technician`)).toBeVisible();
      await expect(row.getByText("technician", { exact: true })).toBeVisible();

      // The same session, no new sign-in: the server reads the role on every request.
      await theirs.goto("/technician");
      await expect(theirs.getByRole("heading", { level: 1, name: "Technician Dashboard" })).toBeVisible();
    } finally {
      await page.request.put("/api/admin/users/role", { data: { email, role: "customer" } });
      await context.close();
    }
  });

  test("the form refuses a bad e-mail and a blank one on the field", async ({ asAdmin: page }) => {
    await page.goto("/admin/settings");
    await page.getByRole("button", { name: "User Management" }).click();
    const dialog = page.getByRole("dialog", { name: "User Management" });
    await dialog.getByRole("button", { name: "Assign Role" }).click();
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Email", { exact: true }).fill("nobody-at-all@example.com");
    await dialog.getByRole("button", { name: "Assign Role" }).click();
    await expect(toast(page, "No user with this e-mail")).toBeVisible();
  });

  test("changing the business phone changes the header's call button", async ({ asAdmin: page }) => {
    const before = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
    const phone = `(321) 555-0${String(Date.now()).slice(-3)}`;
    try {
      await page.goto("/admin/settings");
      const field = page.getByLabel("Phone", { exact: true });
      await expect(field).toHaveValue(before.settings.phone);
      await field.fill(phone);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();

      await page.goto("/");
      await expect(page.getByRole("banner").getByRole("link", { name: `Call ${phone}` })).toBeVisible();
    } finally {
      const now = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
      const restored = await page.request.put("/api/admin/settings", {
        data: { settings: { ...now.settings, phone: before.settings.phone }, version: now.version },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test("an admin adds a holiday by date and name, saves it, and removes it again", async ({ asAdmin: page }) => {
    const before = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
    const name = `Founders Day ${String(Date.now()).slice(-4)}`;
    const holidays = () => page.getByRole("list", { name: "Holidays" });
    try {
      await page.goto("/admin/settings");
      await page.getByRole("button", { name: "Add Holiday" }).click();
      await expect(page.getByLabel("Holiday name")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Choose the holiday's date")).toBeVisible();
      await page.getByLabel("Holiday name").fill(name);
      await page.getByLabel("Holiday date").fill("2027-03-15");
      await page.getByRole("button", { name: "Add Holiday" }).click();
      await expect(holidays().getByText(`${name} · March 15`)).toBeVisible();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();
      const saved = (await (await page.request.get("/api/admin/settings")).json()) as { settings: { opening_hours: { holidays: unknown[] } } };
      expect(saved.settings.opening_hours.holidays).toContainEqual({ name, kind: "date", month: 3, day: 15 });

      await page.reload();
      await holidays()
        .getByRole("button", { name: `Remove ${name}` })
        .click();
      await expect(holidays().getByText(name)).toHaveCount(0);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();
      const removed = (await (await page.request.get("/api/admin/settings")).json()) as { settings: { opening_hours: { holidays: { name: string }[] } } };
      expect(removed.settings.opening_hours.holidays.map((holiday) => holiday.name)).not.toContain(name);
    } finally {
      const now = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
      const restored = await page.request.put("/api/admin/settings", {
        data: { settings: { ...now.settings, opening_hours: before.settings.opening_hours }, version: now.version },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test("a save from a stale page is refused and the newer settings are loaded", async ({ asAdmin: page }) => {
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Business name")).not.toHaveValue("");
    // Someone else saves meanwhile.
    const now = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
    expect((await page.request.put("/api/admin/settings", { data: { settings: now.settings, version: now.version } })).status()).toBe(200);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Someone else saved the settings while you were editing")).toBeVisible();
  });

  test("the settings page with the User Management dialog open passes axe, and fits 375 px", async ({ asAdmin: page }) => {
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Business name")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "User Management" }).click();
    await expect(page.getByRole("dialog", { name: "User Management" }).getByRole("table")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press("Escape");
    await expectNoHorizontalOverflow(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "All Users" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
