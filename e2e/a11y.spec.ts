import { DEMO, expect, expectNoSeriousAxeViolations, signInQuickly, test } from "./fixtures.ts";

for (const path of ["/", "/auth", "/no-such-page"]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page);
  });
}

test("axe finds no serious or critical violations with the signed-in user menu open", async ({ page }) => {
  await signInQuickly(page, DEMO.customer);
  // A light page with the whole header: axe judges the menu, not the landing page's weight.
  await page.goto("/no-such-page");
  const trigger = page.getByRole("banner").getByRole("button", { name: DEMO.customer });
  await trigger.click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  // The page is not hidden from assistive technology while the menu is open.
  await expect(page.locator("#root")).not.toHaveAttribute("aria-hidden", "true");
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});
