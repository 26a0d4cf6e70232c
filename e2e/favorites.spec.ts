import type { Page } from "@playwright/test";
import { DEMO, expect, signInQuickly, test } from "./fixtures.ts";

// customer-side.md §4 Favourites toggle and §8 toasts: signed-in users save services; a visitor's
// heart says to sign in, with the way there.

// Tailwind's red-600, as Chromium reports it.
const RED_600 = /^(oklch\(0\.577 0\.245 27\.325\)|rgb\(231, 0, 11\))$/;

function heart(page: Page, service: string) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: service, exact: true }) })
    .getByRole("button", { name: /to favorites|from favorites/ });
}

test("a signed-in customer adds and removes a favourite, and it survives a reload", async ({ page }) => {
  await signInQuickly(page, DEMO.customer);
  await page.goto("/services");

  // The demo customer already saved Handyman Services.
  await expect(heart(page, "Handyman Services")).toHaveAttribute("aria-pressed", "true");
  await expect(heart(page, "Handyman Services")).toHaveAccessibleName("Remove from favorites");

  const painting = heart(page, "Interior Painting");
  await expect(painting).toHaveAccessibleName("Add to favorites");
  await expect(painting).toHaveAttribute("aria-pressed", "false");
  await painting.click();
  await expect(page.getByText("Added to favorites!")).toBeVisible();
  await expect(painting).toHaveAccessibleName("Remove from favorites");
  await expect(painting).toHaveAttribute("aria-pressed", "true");
  // The heart sits on the card but does not open the detail dialog.
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.reload();
  await expect(heart(page, "Interior Painting")).toHaveAttribute("aria-pressed", "true");
  // A saved heart is filled red, an unsaved one is an outline.
  await expect(heart(page, "Interior Painting").locator("svg")).toHaveCSS("fill", RED_600);
  await expect(heart(page, "Interior Painting").locator("svg")).toHaveCSS("color", RED_600);
  await expect(heart(page, "Fence Repair").locator("svg")).toHaveCSS("fill", "none");

  await heart(page, "Interior Painting").click();
  await expect(page.getByText("Removed from favorites!")).toBeVisible();
  await expect(heart(page, "Interior Painting")).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(heart(page, "Interior Painting")).toHaveAccessibleName("Add to favorites");
});

test("a failed change says so", async ({ page }) => {
  await signInQuickly(page, DEMO.customer);
  await page.goto("/services");
  await page.route("**/api/favorites", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, json: { code: "INTERNAL_ERROR", message: "boom" } }) : route.fallback(),
  );
  await heart(page, "Fence Repair").click();
  await expect(page.getByText("Failed to add to favorites")).toBeVisible();
  await expect(heart(page, "Fence Repair")).toHaveAttribute("aria-pressed", "false");
});

test("signed out, the heart saves nothing and offers to sign in", async ({ page }) => {
  let favoriteCalls = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/favorites")) favoriteCalls += 1;
  });
  await page.goto("/services");
  const painting = heart(page, "Interior Painting");
  await expect(painting).toHaveAccessibleName("Add to favorites");
  await painting.click();
  await expect(painting).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Added to favorites!")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(favoriteCalls).toBe(0);
  await expect(page.getByText("Sign in to save favorites")).toBeVisible();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fservices$/);
});
