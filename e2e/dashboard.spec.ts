import type { Page } from "@playwright/test";
import { bookThroughApi, serviceNamed } from "./api-setups.ts";
import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, newCustomer, openWeekday, test } from "./fixtures.ts";

// customer-side.md §2 Customer dashboard (home), §4 Emergency flow step 5, §8, §9:
// the dashboard home. Each test makes its own customer, so what it sees is only its own data.

type TService = { id: string; name: string; category: string; avg_rating: number; base_price: number; unit: string };

/** Books as the signed-in customer, through the same API the booking dialog uses. */
async function book(page: Page, email: string, serviceId: string, daysAhead: number, time: string) {
  // The demo customer's phone, which has booked before: no first-booking discount, full prices.
  await bookThroughApi(page.request, { serviceId, date: openWeekday(daysAhead), time, name: "Casey Morgan", email, phone: "(407) 555-0120" });
}

/** Pays the emergency fee as the signed-in customer: a paid emergency booking without details. */
async function payEmergencyFee(page: Page): Promise<string> {
  // Every payment names a way to reach the customer.
  const response = await page.request.post("/api/emergency/payments", {
    data: { idempotency_key: crypto.randomUUID(), is_test: true, customer_phone: "(407) 555-0177" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { booking_id: string }).booking_id;
}

test.describe("the dashboard home", () => {
  test("welcome, favourites, quick tiles, services, activity and overview from the customer's own data", async ({ page }) => {
    const email = await newCustomer(page, "dash-home");
    const tv = await serviceNamed<TService>(page.request, "TV Mounting");
    const fan = await serviceNamed<TService>(page.request, "Ceiling Fan & Light Install");
    await book(page, email, fan.id, 30, "9:00 AM");
    expect((await page.request.post("/api/favorites", { data: { service_id: tv.id } })).status()).toBe(201);
    await page.reload();

    // 'Welcome back!' with the e-mail and a Settings button; a new account, in its first session,
    // is welcomed instead (auth.spec.ts signs in again and is welcomed back).
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to HomeFix!" })).toBeVisible();
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/dashboard/profile#settings");
    // No paid emergency booking: no alert.
    await expect(page.getByText("Complete Your Emergency Booking!")).toHaveCount(0);

    // Favourites: image, name, category, floor(avg_rating) stars with the value to 1 decimal, and the
    // price: TV Mounting is flat-priced, so no '/hr'.
    const favorites = page.getByRole("region", { name: "My Favorite Services (1)" });
    await expect(favorites).toBeVisible();
    const item = favorites.getByRole("article", { name: "TV Mounting" });
    await expect(item.getByRole("heading", { name: "TV Mounting" })).toBeVisible();
    await expect(item.getByText(tv.category, { exact: true })).toBeVisible();
    await expect(item.getByText(tv.avg_rating.toFixed(1))).toBeVisible();
    await expect(item.getByText(`$${(tv.base_price / 100).toFixed(2)}`, { exact: true })).toBeVisible();
    await expect(item.getByText(/\/hr/)).toHaveCount(0);
    await expect(item.locator("img")).toHaveAttribute("src", /tv-mounting/);
    await expect(favorites.getByRole("button", { name: "Scroll left" })).toBeVisible();
    await expect(favorites.getByRole("button", { name: "Scroll right" })).toBeVisible();

    // The four quick tiles lead somewhere real.
    const tiles = page.getByRole("navigation", { name: "Quick actions" });
    await expect(tiles.getByRole("link", { name: /Book Service/ })).toHaveAttribute("href", "/services");
    await expect(tiles.getByRole("link", { name: /My Bookings/ })).toHaveAttribute("href", "/dashboard/bookings");
    await expect(tiles.getByRole("link", { name: /Payment History/ })).toHaveAttribute("href", "/dashboard/bookings#payments");
    await expect(tiles.getByRole("link", { name: /Service Areas/ })).toHaveAttribute("href", "/#contact");

    // 'Our Professional Services': up to 10 active services with price and unit.
    const services = page.getByRole("region", { name: "Our Professional Services" });
    const rows = services.getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await expect(rows.filter({ hasText: "TV Mounting" })).toContainText(`$${(tv.base_price / 100).toFixed(2)} / ${tv.unit}`);

    // Recent Activity and Account Overview are this customer's own.
    const activity = page.getByRole("region", { name: "Recent Activity" });
    // A new booking is requested, not yet confirmed.
    await expect(activity.getByRole("listitem").filter({ hasText: "Booking requested" })).toContainText(fan.name);
    await expect(activity.getByText("Booking confirmed", { exact: false })).toHaveCount(0);
    await expect(activity.getByRole("listitem").filter({ hasText: "Deposit paid" })).toContainText(`$${(fan.base_price / 100).toFixed(2)} for ${fan.name}`);
    const overview = page.getByRole("region", { name: "Account Overview" });
    await expect(overview.getByRole("definition").nth(0)).toHaveText("1");
    await expect(overview.getByRole("definition").nth(1)).toHaveText("0");
    await expect(overview.getByRole("definition").nth(2)).toHaveText("No reviews yet");

    // Book New Service and View All Bookings navigate.
    await overview.getByRole("link", { name: "View All Bookings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Book New Service" }).click();
    await expect(page).toHaveURL(/\/services$/);

    // The Payment History tile opens the payments on My Bookings.
    await page.goto("/dashboard");
    await tiles.getByRole("link", { name: /Payment History/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings#payments$/);
    await expect(page.getByRole("region", { name: "Payment History" })).toBeInViewport();

    // Settings opens the profile's Account Settings.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile#settings$/);
    await expect(page.getByRole("region", { name: "Account Settings" })).toBeInViewport();
  });

  test("favourites scroll 300 px a step, and removing the last one shows the empty state", async ({ page }) => {
    await newCustomer(page, "dash-favs");
    const names = ["Handyman Services", "AC Tune-Up", "Electrical Repair", "Plumbing Repair", "TV Mounting", "Furniture Assembly", "AC Repair"];
    for (const name of names) {
      const { id } = await serviceNamed<TService>(page.request, name);
      expect((await page.request.post("/api/favorites", { data: { service_id: id } })).status()).toBe(201);
    }
    await page.reload();
    const favorites = page.getByRole("region", { name: `My Favorite Services (${names.length})` });
    const scroller = favorites.getByRole("list", { name: "Favorite services" }).locator("..");
    const scrollLeft = () => scroller.evaluate((element) => Math.round(element.scrollLeft));

    await favorites.getByRole("button", { name: "Scroll right" }).click();
    await expect.poll(scrollLeft).toBe(300);
    await favorites.getByRole("button", { name: "Scroll right" }).click();
    await expect.poll(scrollLeft).toBe(600);
    await favorites.getByRole("button", { name: "Scroll left" }).click();
    await expect.poll(scrollLeft).toBe(300);

    // Remove: 'Removed from favorites!' and the count follows the server.
    await favorites.getByRole("button", { name: "Remove AC Repair from favorites" }).click();
    await expect(page.getByText("Removed from favorites!")).toBeVisible();
    await expect(page.getByRole("region", { name: `My Favorite Services (${names.length - 1})` })).toBeVisible();
    const left = await page.request.get("/api/favorites");
    expect(((await left.json()) as { favorites: unknown[] }).favorites).toHaveLength(names.length - 1);

    for (const name of names.slice(0, -1)) {
      const region = page.getByRole("region", { name: /My Favorite Services/ });
      await region.getByRole("button", { name: `Remove ${name} from favorites` }).click();
      await expect(region.getByRole("article", { name })).toHaveCount(0);
    }
    const empty = page.getByRole("region", { name: "My Favorite Services (0)" });
    await expect(empty.getByText("No favorite services yet")).toBeVisible();
    await expect(empty.getByText("Click the heart icon on any service to save it here")).toBeVisible();
    await expect(empty.getByRole("button", { name: "Scroll right" })).toHaveCount(0);
  });

  test("Complete Booking finishes a paid emergency booking from the alert, and its row goes away", async ({ page }) => {
    const email = await newCustomer(page, "dash-emergency");
    const older = await payEmergencyFee(page);
    await payEmergencyFee(page);
    await page.reload();

    const alert = page.getByRole("region", { name: "Complete Your Emergency Booking!" });
    await expect(alert.getByText("You have 2 emergency booking(s) that need to be completed")).toBeVisible();
    await expect(alert.getByText(/emergency fee has been paid, but we still need your booking details/)).toBeVisible();
    const rows = alert.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByText("Emergency Service - Pending Details")).toBeVisible();
    await expect(rows.first().getByText(/^Payment received: \w{3} \d{1,2}, \d{4}/)).toBeVisible();

    // Newest payment first: the older booking is the second row.
    const detailsFor = page.waitForRequest((request) => request.method() === "PUT" && request.url().includes("/api/emergency/bookings/"));
    await rows.nth(1).getByRole("button", { name: "Complete Booking" }).click();
    const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await expect(details).toBeVisible();
    await details.getByLabel("Full Name").fill("Casey Morgan");
    await details.getByLabel("Phone").fill("(407) 555-0177");
    await details.getByLabel("Email").fill(email);
    await details.getByLabel("Street Address").fill("88 Citrus Blvd");
    await details.getByLabel("City").fill("Kissimmee");
    await details.getByLabel("State").fill("FL");
    await details.getByLabel("ZIP Code").fill("34741");
    await details.getByLabel("Issue Description").fill("Water heater leaking into the garage");
    await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
    expect((await detailsFor).url()).toContain(older);
    await expect(page.getByText("Emergency Service Booked!")).toBeVisible();
    await expect(details).toBeHidden();

    // The list reloads on close: one row left, and the completed one is among My Bookings.
    await expect(alert.getByText("You have 1 emergency booking(s) that need to be completed")).toBeVisible();
    await expect(alert.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Bookings" }).click();
    await expect(page.getByRole("article", { name: "Emergency Service" })).toBeVisible();
  });

  test("after Complete Booking from the alert, focus goes to the alert's heading, and to the page's once the alert is gone", async ({ page }) => {
    // Decision 0123: the pressed button goes away with its row; focus must not fall to the page body.
    const email = await newCustomer(page, "dash-emergency-focus");
    await payEmergencyFee(page);
    await payEmergencyFee(page);
    await page.reload();
    const alert = page.getByRole("region", { name: "Complete Your Emergency Booking!" });
    for (const left of [1, 0]) {
      await alert.getByRole("button", { name: "Complete Booking" }).first().click();
      const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
      await details.getByLabel("Full Name").fill("Casey Morgan");
      await details.getByLabel("Phone").fill("(407) 555-0177");
      await details.getByLabel("Email").fill(email);
      await details.getByLabel("Street Address").fill("88 Citrus Blvd");
      await details.getByLabel("City").fill("Kissimmee");
      await details.getByLabel("State").fill("FL");
      await details.getByLabel("ZIP Code").fill("34741");
      await details.getByLabel("Issue Description").fill("Breaker keeps tripping in the kitchen");
      await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
      await expect(details).toBeHidden();
      await expect(alert.getByRole("listitem")).toHaveCount(left);
      if (left > 0) await expect(alert.getByRole("heading", { name: "Complete Your Emergency Booking!" })).toBeFocused();
    }
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
  });

  test("the booking and emergency forms are filled from the saved profile, and stay editable", async ({ page }) => {
    const email = await newCustomer(page, "dash-prefill");
    // The sign-up name is old; the profile's name is the one to use.
    const saved = {
      first_name: "Robin",
      last_name: "Alvarez",
      phone: "(407) 555-0166",
      address: "19 Orange Ave",
      city: "Orlando",
      state: "FL",
      zip_code: "32803",
    };
    const put = await page.request.put("/api/me/profile", { data: saved });
    expect(put.ok(), await put.text()).toBe(true);

    // The booking dialog, step 2.
    await page.goto("/book");
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "TV Mounting", exact: true }) })
      .getByRole("button", { name: "Book Now" })
      .click();
    const booking = page.getByRole("dialog", { name: "Book A Service" });
    const next = page.getByRole("button", { name: "Go to the Next Month" });
    await expect(next).toBeVisible();
    await next.click();
    // A day of next month the business takes bookings (Sundays and holidays are closed, decision 0150).
    await booking.getByRole("gridcell").getByRole("button", { disabled: false }).nth(10).click();
    await booking.getByRole("radio", { name: "3:00 PM", exact: true }).click();
    // Step 1 asks the e-mail and phone before paying (decision 0140); step 2 the rest.
    await expect(booking.getByLabel("Phone")).toHaveValue("(407) 555-0166");
    await expect(booking.getByLabel("Email")).toHaveValue(email);
    await booking.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(booking.getByRole("button", { name: "Complete Booking" })).toBeVisible();
    await expect(booking.getByLabel("Full Name")).toHaveValue("Robin Alvarez");
    await expect(booking.getByLabel("Service Address")).toHaveValue("19 Orange Ave");
    await expect(booking.getByLabel("City (optional)")).toHaveValue("Orlando");
    await expect(booking.getByLabel("State")).toHaveValue("FL");
    await expect(booking.getByLabel("ZIP Code (optional)")).toHaveValue("32803");
    await booking.getByLabel("Service Address").fill("20 Orange Ave");
    await expect(booking.getByLabel("Service Address")).toHaveValue("20 Orange Ave");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "Leave without booking?" }).getByRole("button", { name: "Finish later" }).click();
    await expect(booking).toBeHidden();

    // The emergency payment (contact) and details dialogs.
    await page.goto("/#contact");
    await page.locator("#contact").getByRole("button", { name: "Book Emergency Service" }).click();
    await page.getByRole("dialog", { name: "Emergency Service" }).getByRole("button", { name: "Book Emergency Service" }).click();
    const payment = page.getByRole("dialog", { name: "Emergency Service Payment" });
    await expect(payment.getByLabel("Phone")).toHaveValue("(407) 555-0166");
    await expect(payment.getByLabel("Email")).toHaveValue(email);
    await payment.getByLabel("Card Number").fill("4242 4242 4242 4242");
    await payment.getByLabel("Expiry (MM/YY)").fill("1230");
    await payment.getByLabel("CVV").fill("123");
    await payment.getByLabel("Cardholder Name").fill("Robin Alvarez");
    await payment.getByLabel("Billing ZIP").fill("32803");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await expect(details.getByLabel("Full Name")).toHaveValue("Robin Alvarez");
    await expect(details.getByLabel("Phone")).toHaveValue("(407) 555-0166");
    await expect(details.getByLabel("Email")).toHaveValue(email);
    await expect(details.getByLabel("Street Address")).toHaveValue("19 Orange Ave");
    await expect(details.getByLabel("City")).toHaveValue("Orlando");
    await expect(details.getByLabel("State")).toHaveValue("FL");
    await expect(details.getByLabel("ZIP Code")).toHaveValue("32803");
    await details.getByLabel("Full Name").fill("Robin A. Alvarez");
    await details.getByLabel("Issue Description").fill("No power in the kitchen");
    await details.getByRole("button", { name: "Complete Emergency Booking" }).click();
    await expect(page.getByText("Emergency Service Booked!")).toBeVisible();
  });

  test("at phone width nothing scrolls sideways, the menu works, and axe finds no serious violations", async ({ page }) => {
    const email = await newCustomer(page, "dash-phone");
    await payEmergencyFee(page);
    // Enough favourites that the carousel scrolls: its items must not widen the page.
    for (const name of ["Handyman Services", "AC Tune-Up", "TV Mounting"]) {
      const { id } = await serviceNamed<TService>(page.request, name);
      await page.request.post("/api/favorites", { data: { service_id: id } });
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByRole("region", { name: "My Favorite Services (3)" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Complete Your Emergency Booking!" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Our Professional Services" }).getByRole("listitem").first()).toBeVisible();
    // Not "networkidle": the header's bell holds its live stream open for as long as the page is.
    await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // The collapsible mobile menu: links, the e-mail and Sign Out.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Dashboard mobile" });
    await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(page.locator("#dashboard-mobile-menu").getByText(email)).toBeVisible();
    await menu.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Recent Activity" })).toBeVisible();
    // Not "networkidle": the header's bell holds its live stream open for as long as the page is.
    await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
