import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, query, test } from "./fixtures.ts";
import { toast } from "./admin-jobs-fixtures.ts";

// Decision 0173: a weather alert suggests storm-season mode in the storm settings; the admin
// turns it on by saving, or dismisses it. The server has no network here: the alert's
// suggestion is written as the check would have written it after reading the feed.

type TDocument = { settings: Record<string, unknown> & { storm: Record<string, unknown> }; version: number };

async function putSettings(page: Page, patch: (settings: TDocument["settings"]) => TDocument["settings"]) {
  const now = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
  const saved = await page.request.put("/api/admin/settings", { data: { settings: patch(now.settings), version: now.version } });
  expect(saved.status()).toBe(200);
}
const reset = (page: Page) =>
  putSettings(page, (settings) => ({ ...settings, storm: { ...settings.storm, phase: "off", counties: [] }, weather_alerts: { enabled: false, zones: [] } }));

async function suggest(event: string, phase: "prep" | "landfall") {
  const alertId = `urn:oid:2.49.0.1.840.0.e2e-${crypto.randomUUID()}`;
  await query(
    `insert into storm_suggestions (alert_id, event, headline, area, expires_at, phase, counties)
     values ($1, $2, $3, 'Orange; Seminole', now() + interval '6 hours', $4, '{Orange,Seminole}')`,
    [alertId, event, `${event} issued by NWS Melbourne FL`, phase],
  );
  return alertId;
}

test.describe("Weather alerts suggest storm mode", () => {
  const alertIds: string[] = [];
  test.afterEach(async () => {
    await query("delete from storm_suggestions where alert_id = any($1::text[])", [alertIds.splice(0)]);
  });

  test("the admin turns storm mode on from a hurricane warning's suggestion, and dismisses a watch's", async ({ asAdmin: page }) => {
    alertIds.push(await suggest("Hurricane Warning", "landfall"), await suggest("Tropical Storm Watch", "prep"));
    try {
      await page.goto("/admin/settings");
      const section = page.getByRole("region", { name: "Storm-season mode" });
      const suggestions = section.getByRole("list", { name: "Weather alert suggestions" });
      const warning = suggestions.getByRole("listitem").filter({ hasText: "Hurricane Warning: turn on storm mode?" });
      const watch = suggestions.getByRole("listitem").filter({ hasText: "Tropical Storm Watch: turn on storm mode?" });
      await expect(warning).toContainText("Orange; Seminole");
      await expect(warning).toContainText("Suggested phase: Landfall (hurricane warning).");
      await expectNoSeriousAxeViolations(page);

      await watch.getByRole("button", { name: "Dismiss" }).click();
      await expect(watch).toHaveCount(0);

      // The suggestion fills in the mode; nothing changes until the admin saves.
      await warning.getByRole("button", { name: "Turn on storm mode" }).click();
      await expect(toast(page, "Save Settings to turn it on.")).toBeVisible();
      await expect(section.getByRole("radio", { name: "Landfall (hurricane warning)" })).toBeChecked();
      await expect(section.getByRole("checkbox", { name: "Orange" })).toBeChecked();
      await expect(section.getByRole("checkbox", { name: "Seminole" })).toBeChecked();
      expect((((await (await page.request.get("/api/admin/settings")).json()) as TDocument).settings.storm as { phase: string }).phase).toBe("off");

      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();
      // The mode is where the alert points: the question is answered.
      await expect(section.getByRole("list", { name: "Weather alert suggestions" })).toHaveCount(0);
      await page.reload();
      await expect(section.getByRole("radio", { name: "Landfall (hurricane warning)" })).toBeChecked();
    } finally {
      await reset(page);
    }
  });

  test("the admin turns the alerts on with the service area's zones; a zone that is no NWS code is refused on its field", async ({ asAdmin: page }) => {
    try {
      await page.goto("/admin/settings");
      const section = page.getByRole("region", { name: "Storm-season mode" });
      await section.getByRole("switch", { name: "Suggest storm mode from National Weather Service alerts" }).click();
      const zones = section.getByLabel("Weather service zones");
      await zones.fill("FLZ045, Orange");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(section.getByText("ORANGE is not an NWS zone code (like FLZ045)")).toBeVisible();

      await zones.fill("flz045, flz145");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();
      await page.reload();
      await expect(section.getByLabel("Weather service zones")).toHaveValue("FLZ045, FLZ145");
      await expect(section.getByRole("switch", { name: "Suggest storm mode from National Weather Service alerts" })).toBeChecked();
    } finally {
      await reset(page);
    }
  });
});
