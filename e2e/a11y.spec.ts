// axe runs once per distinct page and dialog state (decision 0168): a state judged here or in
// another spec is not judged again after another flow. Where a state is judged:
// - /, /auth, the not-found page and the signed-in user menu: here; the landing page's second
//   banner: landing.spec.ts.
// - a service's detail dialog (the same card and dialog on / and /services): catalogue.spec.ts.
// - a customer's invoice page with its balance and Pay panel: pay-invoice.spec.ts (before and
//   after paying); the invoices list: my-invoices.spec.ts.
// - every other page or dialog: the spec of its flow, at the point where the flow opens it.
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
