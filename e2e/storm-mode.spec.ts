import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, test, waitingForStart } from "./fixtures.ts";
import { toast } from "./admin-jobs-fixtures.ts";

// Storm-season mode (decision 0160): the admin turns Prep on in Settings on a phone, and the
// public site shows the storm banner and pins the Storm prep services (only work that needs no
// licensed trade) on / and /services. Storm mode is put back off whatever happens.

type TDocument = { settings: Record<string, unknown> & { storm: { phase: string } }; version: number };

test.describe("Storm-season mode", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the admin turns on Prep; the site shows the banner and the Storm prep collection at 375 px", async ({ asAdmin: page, browser }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A visitor on a phone sees the public site.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const visitor = waitingForStart(await context.newPage());
    try {
      await page.goto("/admin/settings");
      const section = page.getByRole("region", { name: "Storm-season mode" });
      await expect(section.getByRole("radio", { name: "Off" })).toBeChecked();
      await section.getByRole("radio", { name: "Prep (hurricane watch)" }).check();
      await section.getByRole("checkbox", { name: "Orange" }).check();
      await expect(section.getByLabel("Held back for emergencies in Prep (%)")).toHaveValue("20");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();

      // Settings show from the next page load (the public answers are dropped on a save).
      const banner = visitor.getByRole("region", { name: "Storm notice" });
      await expect(async () => {
        await visitor.goto("/");
        await expect(banner).toContainText("Hurricane watch: storm prep (Orange County)", { timeout: 2_000 });
      }).toPass();
      const collection = visitor.getByRole("region", { name: "Storm prep" });
      await expect(collection.getByRole("link", { name: /Handyman Services/ })).toBeVisible();
      await expect(collection.getByRole("link", { name: /Lawn Care & Yard Cleanup/ })).toBeVisible();
      // Roofing needs a licensed trade: never in a storm collection.
      await expect(collection.getByRole("link", { name: /Roof Leak Repair/ })).toHaveCount(0);
      await expectNoHorizontalOverflow(visitor);
      await expectNoSeriousAxeViolations(visitor);
      await visitor.screenshot({ path: "test-results/storm-prep-375.png" });

      await visitor.goto("/services");
      await expect(banner).toBeVisible();
      await expect(visitor.getByRole("region", { name: "Storm prep" }).getByRole("link", { name: /Handyman Services/ })).toBeVisible();
      await expectNoHorizontalOverflow(visitor);
    } finally {
      await context.close();
      const now = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
      const restored = await page.request.put("/api/admin/settings", {
        data: { settings: { ...now.settings, storm: { ...now.settings.storm, phase: "off", counties: [] } }, version: now.version },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
