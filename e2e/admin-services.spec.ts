import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, test } from "./fixtures.ts";
import { toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// Services: as an admin would — create a service with an image and see it on
// /services with its variants; add, edit and delete a review, and see a duplicate refused;
// delete the service. Each test cleans up what it made, so the catalogue specs see the demo's.

test.describe.configure({ timeout: 90_000 });

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function createService(page: Page, name: string, withImage: boolean) {
  await page.goto("/admin/services");
  await expect(page.getByRole("heading", { level: 1, name: "Service Management" })).toBeVisible();
  await page.getByRole("button", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await dialog.getByLabel("Service Name").fill(name);
  await dialog.getByLabel("Category").fill("Plumbing");
  await dialog.getByLabel("Description").fill("Fixes the drip under the sink for good.");
  await dialog.getByLabel("Base Price ($)").fill("149.50");
  await dialog.getByLabel("Duration (minutes)").fill("90");
  if (withImage) {
    await dialog.getByRole("tab", { name: "Gallery" }).click();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3b82f6" } })
      .png()
      .toBuffer();
    await dialog.getByLabel("Upload Image").setInputFiles({ name: "sink.png", mimeType: "image/png", buffer: png });
    await expect(toast(page, "Image uploaded successfully")).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toBeVisible();
}

async function deleteService(page: Page, name: string) {
  await page.goto("/admin/services");
  await card(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete service" });
  await expect(confirm).toContainText("Are you sure you want to delete this service?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Service deleted successfully")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
}

test("creates a service with an image, sees it on /services with its variants, then deletes it", async ({ asAdmin: page }) => {
  const name = uniqueTag("Sink Rescue ");
  await createService(page, name, true);

  // The public catalogue shows it at once, its image in resized WebP variants with width and height.
  await page.goto(`/services?q=${encodeURIComponent(name)}`);
  const image = page.getByRole("img", { name, exact: true });
  await expect(image).toBeVisible();
  const srcset = (await image.getAttribute("srcset")) ?? (await page.locator("picture source").first().getAttribute("srcset")) ?? "";
  expect(srcset).toMatch(/\s400w/);
  expect(srcset).toMatch(/\.webp/);
  expect(await image.getAttribute("width")).toBeTruthy();
  expect(await image.getAttribute("height")).toBeTruthy();

  await deleteService(page, name);
  await page.goto(`/services?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("img", { name, exact: true })).toHaveCount(0);
});

test("adds, edits and deletes a review; a second review from the same e-mail is refused", async ({ asAdmin: page }) => {
  const name = uniqueTag("Gutter Guard ");
  await createService(page, name, false);
  await card(page, name)
    .getByRole("button", { name: `Reviews of ${name}` })
    .click();
  const reviews = page.getByRole("dialog", { name: "Reviews" });

  const addReview = async (customer: string, email: string, text: string) => {
    await reviews.getByRole("button", { name: "Add Review" }).click();
    const form = reviews.getByRole("form", { name: "Add review" });
    await form.getByLabel("Customer Name").fill(customer);
    await form.getByLabel("Email (optional)").fill(email);
    await form.getByLabel("Rating").selectOption("4");
    await form.getByLabel("Review").fill(text);
    await form.getByRole("button", { name: "Save Review" }).click();
  };

  await addReview("Rosa Diaz", "  Rosa.Diaz@Example.com ", "Quick and tidy.");
  await expect(toast(page, "Review added successfully")).toBeVisible();
  await expect(reviews.getByText("Quick and tidy.")).toBeVisible();
  // Stored trimmed and lowercased: tests/admin-services.test.ts ("adds a review with the e-mail trimmed and lowercased").

  await addReview("Rosa D.", "rosa.diaz@example.com", "Again!");
  await expect(toast(page, "A review from this email already exists for this service.")).toBeVisible();
  await reviews.getByRole("button", { name: "Cancel" }).click();

  await reviews.getByRole("button", { name: "Edit review by Rosa Diaz" }).click();
  const edit = reviews.getByRole("form", { name: "Edit review by Rosa Diaz" });
  await edit.getByLabel("Review").fill("Quick, tidy and on time.");
  await edit.getByRole("button", { name: "Save Review" }).click();
  await expect(toast(page, "Review updated successfully")).toBeVisible();
  await expect(reviews.getByText("Quick, tidy and on time.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await reviews.getByRole("button", { name: "Delete review by Rosa Diaz" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete review" });
  await expect(confirm).toContainText("Are you sure you want to delete this review?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Review deleted successfully")).toBeVisible();
  await expect(reviews.getByText("Quick, tidy and on time.")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await deleteService(page, name);
});

test("the services page and the Add Service dialog: axe, and nothing scrolls sideways at 375 px", async ({ asAdmin: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/services");
  await expect(page.getByRole("heading", { level: 1, name: "Service Management" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Add Service" }).click();
  await expect(page.getByRole("dialog", { name: "Add Service" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});
