import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures.ts";

// customer-side.md §2 Services page, catalogue card, Service detail dialog, Other dialogs (reviews).

/**
 * The service names on the cards, in the order shown. Their text, not their rendered text: a
 * card off screen is not rendered until it nears the viewport (content-visibility), and its
 * `innerText` is empty until then.
 */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole("article").getByRole("heading").allTextContents();
}

async function serverOrder(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/api/services?${query}`);
  const body = (await response.json()) as { services: { name: string }[] };
  return body.services.map((service) => service.name);
}

function card(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test.describe("the catalogue", () => {
  test("a spinner, then the services with search, category filter and sort kept in the address", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    const recommended = await cardNames(page);
    expect(recommended.slice(0, 5)).toEqual((await serverOrder(page, "sort=recommended&limit=24")).slice(0, 5));

    // Search by name, description or category, done by the server.
    await page.getByLabel("Search services").fill("paint");
    await expect(page).toHaveURL(/[?&]q=paint/);
    await expect(card(page, "Interior Painting")).toBeVisible();
    await expect(card(page, "Plumbing Repair")).toHaveCount(0);

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page).not.toHaveURL(/q=/);
    await page.getByLabel("Category").selectOption("Plumbing");
    await expect(page).toHaveURL(/category=Plumbing/);
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(card(page, "Plumbing Repair")).toBeVisible();
    await expect(card(page, "Water Heater Service")).toBeVisible();

    await page.getByLabel("Category").selectOption("");
    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/sort=priceHigh/);
    const byPriceHigh = await serverOrder(page, "sort=priceHigh&limit=24");
    await expect.poll(() => cardNames(page)).toEqual(byPriceHigh);
    expect(byPriceHigh).not.toEqual(recommended);

    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    const byPriceLow = await serverOrder(page, "sort=priceLow&limit=24");
    await expect.poll(() => cardNames(page)).toEqual(byPriceLow);
    expect(byPriceLow[0]).not.toEqual(byPriceHigh[0]);

    // A shared or reloaded address shows the same view.
    await page.getByLabel("Category").selectOption("Outdoor & Lawn");
    await page.getByLabel("Search services").fill("wash");
    await expect(page).toHaveURL(/q=wash/);
    await page.reload();
    await expect(page.getByLabel("Search services")).toHaveValue("wash");
    await expect(page.getByLabel("Category")).toHaveValue("Outdoor & Lawn");
    await expect(page.getByLabel("Sort by")).toHaveValue("priceLow");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, "Pressure Washing")).toBeVisible();

    await page.getByLabel("Search services").fill("no such service anywhere");
    await expect(page.getByText("No services match your search.")).toBeVisible();
    // Out of the whole catalogue, not "0 of 0".
    const all = ((await (await page.request.get("/api/services?limit=1")).json()) as { total: number }).total;
    expect(all).toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText(`Showing 0 of ${all} services`);
  });

  test("a card shows the spec's parts and its Quick Add-Ons expand", async ({ page }) => {
    await page.goto("/services");
    const handyman = card(page, "Handyman Services");
    await expect(handyman.getByText("Same-Day")).toBeVisible();
    await expect(handyman.getByText("$85.00/hr")).toBeVisible();
    // The business's jobs from before HomeFix (the demo's one override), and the rating its reviews give.
    await expect(handyman.getByText("873 jobs completed")).toBeVisible();
    await expect(handyman.getByText("Fully Insured")).toBeVisible();
    await expect(handyman.getByText("Elite Professional")).toBeVisible();
    const all = (await (await page.request.get("/api/services?limit=100")).json()) as { services: { id: string; name: string }[] };
    const handymanId = all.services.find((service) => service.name === "Handyman Services")!.id;
    const { average } = (await (await page.request.get(`/api/services/${handymanId}/reviews`)).json()) as { average: number };
    await expect(handyman.getByRole("button", { name: `Rated ${average.toFixed(1)} out of 5. Read reviews of Handyman Services` })).toBeVisible();
    await expect(card(page, "Door Repair & Install").getByText("From $179")).toBeVisible();

    const addOns = handyman.getByRole("button", { name: /Quick Add-Ons/ });
    await expect(addOns).toHaveAttribute("aria-expanded", "false");
    await addOns.click();
    await expect(addOns).toHaveAttribute("aria-expanded", "true");
    await expect(handyman.getByText("Re-caulk tub or shower")).toBeVisible();
    await expect(handyman.getByText("+$55.00")).toBeVisible();
    // Expanding the list does not open the dialog.
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the landing section pages with Load more", async ({ page }) => {
    await page.goto("/#services");
    const section = page.locator("#services");
    await expect(section.getByRole("article")).toHaveCount(12);
    await expect(section.getByText(/Showing 12 of \d+ services/)).toBeVisible();
    await section.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => section.getByRole("article").count()).toBeGreaterThan(12);
    await expect(section.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });
});

test.describe("the service detail dialog", () => {
  test("Get More Info opens the four tabs; the reviews dialog filters all or featured", async ({ page }) => {
    await page.goto("/services");
    await card(page, "Handyman Services")
      .getByRole("button", { name: /Get More Info/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Handyman Services" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("heading", { name: "What's included" })).toBeVisible();
    await expect(dialog.getByText("Drywall patching")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Emergency Service/ })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Book A Service" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Ask Questions" })).toBeVisible();
    await expect(dialog.getByText("Background Verified")).toBeVisible();
    await expect(dialog.getByText("Same-day slots most weekdays")).toBeVisible();

    await dialog.getByRole("tab", { name: "Features" }).click();
    await expect(dialog.getByText("Stocked van, fewer supply runs")).toBeVisible();

    await dialog.getByRole("tab", { name: "Photos & Videos" }).click();
    await expect(dialog.getByRole("button", { name: "View Handyman Services" })).toBeVisible();

    await dialog.getByRole("tab", { name: "Reviews" }).click();
    await expect(dialog.getByText(/Average from \d+ reviews/)).toBeVisible();
    await expect(dialog.getByRole("listitem").filter({ hasText: "Emily D." })).toBeVisible();
    await expect(dialog.getByRole("list").last().getByRole("listitem")).toHaveCount(3);

    await dialog.getByRole("button", { name: "View All Reviews" }).click();
    const all = page.getByRole("dialog", { name: "Reviews of Handyman Services" });
    await expect(all.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await expect(all.getByText("Frank Z.")).toBeVisible();
    await expect(all.getByText("Grace Y.")).toBeVisible();
    await all.getByRole("tab", { name: "Featured" }).click();
    await expect(all.getByText("Marcus B.")).toBeVisible();
    await expect(all.getByText("Frank Z.")).toBeHidden();

    await page.keyboard.press("Escape");
    await expect(all).toBeHidden();
    await expect(dialog).toBeVisible();
  });

  test("the three actions hand over to the booking, chat and emergency dialogs", async ({ page }) => {
    await page.goto("/services");
    for (const action of ["Book A Service", "Ask Questions", /Emergency Service/]) {
      await card(page, "Handyman Services")
        .getByRole("button", { name: /Get More Info/ })
        .click();
      const detail = page.getByRole("dialog", { name: "Handyman Services", exact: true });
      await detail.getByRole("button", { name: action }).click();
      await expect(detail).toBeHidden();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("clicking the rating opens the dialog on the Reviews tab", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: /Read reviews of Plumbing Repair/ }).click();
    const dialog = page.getByRole("dialog", { name: "Plumbing Repair" });
    await expect(dialog.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByText("Maria L.", { exact: true })).toBeVisible();
  });

  test("few or no reviews: no View All Reviews, and the spec's empty messages", async ({ page }) => {
    await page.goto("/services");
    await card(page, "Lawn Care & Yard Cleanup")
      .getByRole("button", { name: /Read reviews/ })
      .click();
    const lawn = page.getByRole("dialog", { name: "Lawn Care & Yard Cleanup" });
    await expect(lawn.getByText("Chris O.")).toBeVisible();
    await expect(lawn.getByRole("button", { name: "View All Reviews" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Every demo service has reviews: stand in for one that has none, and for a failed fetch.
    await page.route("**/api/services/*/reviews*", (route) => route.fulfill({ json: { reviews: [], average: 0, count: 0, featured_count: 0 } }));
    await card(page, "Fence Repair")
      .getByRole("button", { name: /Read reviews/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Fence Repair" }).getByText("No reviews yet.")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.unrouteAll();
    await page.route("**/api/services/*/reviews*", (route) => route.fulfill({ status: 500, json: { code: "INTERNAL_ERROR", message: "down" } }));
    await card(page, "Roof Leak Repair")
      .getByRole("button", { name: /Read reviews/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Roof Leak Repair" }).getByText("No reviews available yet.")).toBeVisible();
  });

  test("the Featured tab appears only when some review is featured", async ({ page }) => {
    const review = (id: number) => ({
      id: `00000000-0000-4000-8000-00000000000${id}`,
      customer_name: `Neighbor ${id}`,
      rating: 5,
      review_text: "Great work.",
      is_featured: false,
      is_verified: true,
      created_at: "2026-01-0" + id + "T12:00:00.000Z",
    });
    await page.route("**/api/services/*/reviews*", (route) =>
      route.fulfill({ json: { reviews: [review(1), review(2), review(3)], average: 5, count: 3, featured_count: 0 } }),
    );
    await page.goto("/services");
    await card(page, "TV Mounting")
      .getByRole("button", { name: /Read reviews/ })
      .click();
    await page.getByRole("dialog", { name: "TV Mounting" }).getByRole("button", { name: "View All Reviews" }).click();
    const all = page.getByRole("dialog", { name: "Reviews of TV Mounting" });
    await expect(all.getByText("Neighbor 3")).toBeVisible();
    await expect(all.getByRole("tab", { name: "All" })).toBeVisible();
    await expect(all.getByRole("tab", { name: "Featured" })).toHaveCount(0);
  });

  test("the photo lightbox steps with the arrow keys and closes with Escape", async ({ page }) => {
    await page.goto("/services");
    await card(page, "Plumbing Repair").getByRole("heading").click();
    const dialog = page.getByRole("dialog", { name: "Plumbing Repair" });
    await expect(dialog.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("tab", { name: "Photos & Videos" }).click();
    await dialog.getByRole("button", { name: "View Plumbing Repair, photo 1" }).click();

    const lightbox = page.getByRole("dialog", { name: /Plumbing Repair, photo 1 \(2 of 3\)/ });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole("img", { name: "Plumbing Repair, photo 1" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: /photo 2 \(3 of 3\)/ })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: /^Plumbing Repair \(1 of 3\)/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: /of 3\)/ })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test("review text with markup shows as text", async ({ page }) => {
    // Reviews come from the server as plain strings; React never renders them as HTML.
    await page.route("**/api/services/*/reviews*", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { reviews: { review_text: string | null }[] };
      if (body.reviews[0]) body.reviews[0].review_text = '<b id="injected">bold</b> <img src=x onerror=alert(1)>';
      await route.fulfill({ response, json: body });
    });
    await page.goto("/services");
    await page.getByRole("button", { name: /Read reviews of Handyman Services/ }).click();
    const dialog = page.getByRole("dialog", { name: "Handyman Services" });
    await expect(dialog.getByText('<b id="injected">bold</b>', { exact: false })).toBeVisible();
    await expect(page.locator("#injected")).toHaveCount(0);
  });
});

test.describe("layout and accessibility", () => {
  test("at phone width /services does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await card(page, "Handyman Services")
      .getByRole("button", { name: /Get More Info/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Handyman Services" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("axe finds no serious or critical violations on /services with the detail dialog open", async ({ page }) => {
    await page.goto("/services");
    await card(page, "Handyman Services")
      .getByRole("button", { name: /Get More Info/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Handyman Services" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page);
  });
});
