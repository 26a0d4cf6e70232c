import { expect, expectNoSeriousAxeViolations, test } from "./fixtures.ts";

for (const path of ["/", "/auth", "/no-such-page"]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page);
  });
}
