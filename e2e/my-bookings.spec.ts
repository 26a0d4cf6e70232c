import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { format } from "date-fns";
import { bookThroughApi, serviceNamed } from "./api-setups.ts";
import { expect, expectNoSeriousAxeViolations, newCustomer, openWeekday, query, test } from "./fixtures.ts";

// customer-side.md §2 My Bookings, made real (DESIGN.md Placeholders); My Bookings:
// the customer's own bookings with View Details, Reschedule, Cancel and Rate Service, and
// the Payment History the dashboard tile opens. Each test makes its own customer.

type TService = { id: string; name: string; base_price: number };

const iso = (date: Date) => format(date, "yyyy-MM-dd");
/** How the booking card writes a day: "Wed, Nov 25, 2026". */
const shown = (date: Date) => format(date, "EEE, MMM d, yyyy");

/** Books through the same API the booking dialog uses; `request` decides who is signed in. */
function book(request: APIRequestContext, email: string, serviceId: string, date: Date, time: string): Promise<string> {
  return bookThroughApi(request, { serviceId, date, time, name: "Casey Morgan", email, phone: "(407) 555-0177", notes: "Gate code 4512" });
}

async function setJobStatus(bookingId: string, status: "scheduled" | "completed") {
  const rows = await query<{ id: string }>(
    "update jobs set status = $2, completed_at = case when $2 = 'completed' then now() else completed_at end where booking_id = $1 returning id",
    [bookingId, status],
  );
  expect(rows).toHaveLength(1);
}

function bookingCard(page: Page, serviceName: string): Locator {
  return page.getByRole("article", { name: serviceName });
}

/** Picks a day in the reschedule calendar, which opens on the booking's own month. */
async function pickDate(dialog: Locator, date: Date, openedOn: Date) {
  const months = (date.getFullYear() - openedOn.getFullYear()) * 12 + date.getMonth() - openedOn.getMonth();
  for (let i = 0; i < months; i++) await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
  await dialog.getByRole("button", { name: format(date, "PPPP") }).click();
}

test.describe("My Bookings", () => {
  test("a new customer sees 'No bookings yet' and no payments", async ({ page }) => {
    await newCustomer(page, "bookings-empty");
    await page.goto("/dashboard/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    await expect(page.getByText("No bookings yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment History" }).getByText("No payments yet")).toBeVisible();
  });

  test("the real list, newest first, with details, payments and server paging", async ({ page }) => {
    const email = await newCustomer(page, "bookings-list");
    const fan = await serviceNamed<TService>(page.request, "Ceiling Fan & Light Install");
    const heater = await serviceNamed<TService>(page.request, "Water Heater Service");
    const day = openWeekday(45);
    const times = ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM"];
    for (const time of times) await book(page.request, email, fan.id, day, time);
    await book(page.request, email, heater.id, openWeekday(46), "9:00 AM");

    await page.goto("/dashboard/bookings");
    const list = page.getByRole("list", { name: "Bookings" });
    // Newest first: the last booking made is on top.
    const newest = list.getByRole("article").first();
    await expect(newest.getByRole("heading", { name: heater.name })).toBeVisible();
    await expect(newest.getByText(shown(openWeekday(46)))).toBeVisible();
    await expect(newest.getByText("9:00 AM")).toBeVisible();
    await expect(newest.getByText("Pending", { exact: true })).toBeVisible();
    await expect(newest.getByText("88 Citrus Blvd, Kissimmee")).toBeVisible();
    await expect(newest.getByText("(407) 555-0177")).toBeVisible();
    await expect(newest.getByRole("button", { name: "Reschedule" })).toBeVisible();
    await expect(newest.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(newest.getByRole("button", { name: "Rate Service" })).toHaveCount(0);

    // Server paging: 10 a page, then Load more.
    await expect(list.getByRole("article")).toHaveCount(10);
    await expect(page.getByText("Showing 10 of 11 bookings")).toBeVisible();
    await page.getByRole("button", { name: "Load more", exact: true }).click();
    await expect(list.getByRole("article")).toHaveCount(11);
    await expect(page.getByRole("button", { name: "Load more", exact: true })).toHaveCount(0);

    // View Details: the amounts, the payment and the job's status.
    await newest.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: heater.name });
    const price = `$${(heater.base_price / 100).toFixed(2)}`;
    await expect(details.getByRole("list", { name: "Job status" }).locator("[aria-current=step]")).toHaveText(/Pending/);
    await expect(details.getByText("Test booking")).toBeVisible();
    // The job's ledger (decision 0135): tax is its own line, and the balance is what the deposit left of the total.
    const tax = `$${(Math.round(heater.base_price * 0.075) / 100).toFixed(2)}`;
    const figure = (label: string) => details.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(figure("Subtotal")).toHaveText(price);
    await expect(figure("Tax (7.5%)")).toHaveText(tax);
    await expect(figure("Paid")).toHaveText(price);
    await expect(figure("Remaining balance with tax")).toHaveText(tax);
    // Decision 0146: what the tax and the deposit mean, as the booking dialog and the receipt said.
    await expect(
      details.getByText(
        "Prices are before tax: tax at 7.5% is added to your total. Your initial payment is applied to your total; what is left, with the tax, is due after the service.",
      ),
    ).toBeVisible();
    await expect(details.getByRole("listitem").filter({ hasText: "Deposit" })).toContainText(price);
    await expect(details.getByText("Gate code 4512")).toBeVisible();
    await details.getByRole("button", { name: "Done" }).click();
    await expect(details).toBeHidden();

    // Payment History: date, service, kind, amount, test badge.
    const payments = page.getByRole("region", { name: "Payment History" });
    const payment = payments.getByRole("listitem").first();
    await expect(payment).toContainText(heater.name);
    await expect(payment).toContainText("Deposit");
    await expect(payment).toContainText(price);
    await expect(payment.getByText("Test", { exact: true })).toBeVisible();
    await expect(payments.getByRole("listitem")).toHaveCount(10);
    await payments.getByRole("button", { name: "Load more payments" }).click();
    await expect(payments.getByRole("listitem")).toHaveCount(11);
  });

  test("Cancel asks first, then the booking and its job are cancelled", async ({ page }) => {
    const email = await newCustomer(page, "bookings-cancel");
    const fan = await serviceNamed<TService>(page.request, "Ceiling Fan & Light Install");
    const id = await book(page.request, email, fan.id, openWeekday(50), "10:00 AM");
    await page.goto("/dashboard/bookings");
    const card = bookingCard(page, fan.name);

    await card.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await expect(confirm).toContainText(`${fan.name} on ${shown(openWeekday(50))} at 10:00 AM ET will be cancelled`);
    // The refund policy, and what this booking gets back, before confirming.
    const [{ deposit }] = await query<{ deposit: number }>("select initial_payment_amount as deposit from bookings where id = $1", [id]);
    const depositText = `$${(deposit / 100).toFixed(2)}`;
    await expect(confirm.getByText("Refund policy: your deposit is refunded in full if you cancel at least 24 hours before your visit.")).toBeVisible();
    await expect(confirm.getByText(`You will get your ${depositText} deposit back (test payment).`)).toBeVisible();
    await confirm.getByRole("button", { name: "Keep Booking" }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel" })).toBeFocused();

    await card.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Booking" }).click();
    await expect(page.getByText("Booking cancelled")).toBeVisible();
    await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
    // Decision 0123: the Cancel button went with the booking's pending state; focus goes to
    // the card's heading, not the page body.
    await expect(card.getByRole("heading", { name: fan.name })).toBeFocused();
    // Payment History: the refund, and the deposit no longer shown as Paid.
    const history = page.getByRole("region", { name: "Payment History" });
    await expect(history.getByRole("listitem").filter({ hasText: /Refund(?!ed)/ })).toContainText(`−${depositText}`);
    await expect(history.getByRole("listitem").filter({ hasText: "Deposit" })).toContainText("Refunded");
    await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    const [row] = await query<{ booking: string; job: string }>(
      "select b.status as booking, j.status as job from bookings b join jobs j on j.booking_id = b.id where b.id = $1",
      [id],
    );
    expect(row).toEqual({ booking: "cancelled", job: "cancelled" });
  });

  test("Reschedule moves a scheduled booking to a free slot; full slots cannot be picked", async ({ page, request }) => {
    const email = await newCustomer(page, "bookings-move");
    const fan = await serviceNamed<TService>(page.request, "Ceiling Fan & Light Install");
    const from = openWeekday(55);
    const to = openWeekday(56);
    const id = await book(page.request, email, fan.id, from, "11:00 AM");
    // A technician has scheduled it: it can still move, but no longer be cancelled.
    await setJobStatus(id, "scheduled");
    // Other homeowners fill 1:00 PM on the new day: every technician who does electrical work,
    // for the fan's hour and a half (decision 0152).
    const { capacity } = (await (await request.get("/api/bookings/availability", { params: { date: iso(to), service_id: fan.id } })).json()) as {
      capacity: number;
    };
    for (let i = 0; i < capacity; i++) await book(request, `neighbour-${Date.now()}-${i}@example.com`, fan.id, to, "1:00 PM");
    // On the booking's own day the others take every place but one at noon: with the booking's own
    // visit (11 AM for an hour and a half) noon is full to the public, yet free for this booking.
    const fromSlots = async () =>
      (await (await request.get("/api/bookings/availability", { params: { date: iso(from), service_id: fan.id } })).json()) as {
        capacity: number;
        slots: { time: string; available: boolean }[];
      };
    const fromCapacity = (await fromSlots()).capacity;
    for (let i = 0; i < fromCapacity - 1; i++) await book(request, `noon-neighbour-${Date.now()}-${i}@example.com`, fan.id, from, "12:00 PM");
    expect((await fromSlots()).slots.find((slot) => slot.time === "12:00 PM")?.available).toBe(false);

    await page.goto("/dashboard/bookings");
    const card = bookingCard(page, fan.name);
    await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    await card.getByRole("button", { name: "Reschedule" }).click();

    const dialog = page.getByRole("dialog", { name: "Reschedule Booking" });
    await expect(dialog.getByRole("radio", { name: "11:00 AM, current time" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "12:00 PM", exact: true })).toBeEnabled();
    await pickDate(dialog, to, from);
    await expect(dialog.getByRole("radio", { name: "1:00 PM, Full", exact: true })).toBeDisabled();
    // 2:00 PM would start while they are still at work.
    await expect(dialog.getByRole("radio", { name: "2:00 PM, Full", exact: true })).toBeDisabled();
    await dialog.getByRole("radio", { name: "3:00 PM", exact: true }).click();
    await expect(dialog.getByText(`New time: ${format(to, "EEE, MMM d, yyyy")} at 3:00 PM`)).toBeVisible();
    // While the dialog is open, 3:00 PM fills up too: the server refuses and says why.
    for (let i = 0; i < capacity; i++) await book(request, `late-neighbour-${Date.now()}-${i}@example.com`, fan.id, to, "3:00 PM");
    await dialog.getByRole("button", { name: "Confirm New Time" }).click();
    await expect(page.getByText("Could not reschedule")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("This time slot is no longer available. Please choose another.");
    await expect(dialog.getByRole("radio", { name: "3:00 PM, Full" })).toBeDisabled();

    await dialog.getByRole("radio", { name: "10:00 AM" }).click();
    await dialog.getByRole("button", { name: "Confirm New Time" }).click();
    await expect(page.getByText("Booking rescheduled")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(shown(to))).toBeVisible();
    await expect(card.getByText("10:00 AM")).toBeVisible();
    const [row] = await query<{ booking_date: string; job_date: string; booking_time: string; job_time: string }>(
      `select to_char(b.scheduled_date, 'YYYY-MM-DD') as booking_date, b.scheduled_time as booking_time,
              to_char(j.scheduled_date, 'YYYY-MM-DD') as job_date, j.scheduled_time as job_time
         from bookings b join jobs j on j.booking_id = b.id where b.id = $1`,
      [id],
    );
    expect(row).toEqual({ booking_date: iso(to), booking_time: "10:00 AM", job_date: iso(to), job_time: "10:00 AM" });
  });

  test("Rate Service on a completed booking posts a verified review on the service, once", async ({ page }) => {
    const email = await newCustomer(page, "bookings-rate");
    const heater = await serviceNamed<TService>(page.request, "Water Heater Service");
    const id = await book(page.request, email, heater.id, openWeekday(60), "1:00 PM");
    // The office moves the visit to the next day at 9:00 AM and completes it: the job owns the
    // visit (decision 0130), so the card, the details and the rating prompt all say so.
    const movedTo = openWeekday(61);
    expect(await query("update jobs set scheduled_date = $2, scheduled_time = '9:00 AM' where booking_id = $1 returning id", [id, iso(movedTo)])).toHaveLength(
      1,
    );
    await setJobStatus(id, "completed");
    const review = `The new water heater works great (${Date.now()})`;

    await page.goto("/dashboard/bookings");
    const card = bookingCard(page, heater.name);
    await expect(card.getByText("Completed", { exact: true })).toBeVisible();
    await expect(card.getByText(shown(movedTo))).toBeVisible();
    await expect(card.getByText("9:00 AM ET")).toBeVisible();
    await expect(card.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: heater.name });
    await expect(details.locator("dt", { hasText: "Time" }).locator("xpath=following-sibling::dd[1]")).toHaveText("9:00 AM ET");
    await details.getByRole("button", { name: "Done" }).click();
    await card.getByRole("button", { name: "Rate Service" }).click();

    const dialog = page.getByRole("dialog", { name: "Rate Service" });
    await expect(dialog.getByText(`How was ${heater.name} on ${shown(movedTo)}?`)).toBeVisible();
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(dialog.getByText("Choose 1 to 5 stars")).toBeVisible();
    await dialog.getByRole("radio", { name: "4 stars" }).click();
    await dialog.getByLabel("Review (optional)").fill(review);
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    await expect(card.getByText("Rated", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Rate Service" })).toHaveCount(0);
    // One review per booking: the server refuses a second.
    const again = await page.request.post(`/api/me/bookings/${id}/review`, { data: { rating: 1 } });
    expect(again.status()).toBe(409);

    // The review is on the service's reviews, verified, with its stars.
    const reviews = (await (await page.request.get(`/api/services/${heater.id}/reviews`, { params: { limit: 50 } })).json()) as {
      reviews: Array<{ review_text: string | null; rating: number; is_verified: boolean }>;
    };
    expect(reviews.reviews.find((item) => item.review_text === review)).toMatchObject({ rating: 4, is_verified: true });

    // …and a homeowner browsing the catalogue reads it in the service's reviews.
    await page.goto(`/services?q=${encodeURIComponent(heater.name)}`);
    await page.getByRole("button", { name: new RegExp(`Read reviews of ${heater.name}`) }).click();
    const detail = page.getByRole("dialog", { name: heater.name });
    await expect(detail.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    // Featured reviews first, then the newest: this one is among the first three.
    await expect(detail.getByRole("tabpanel").getByText(review)).toBeVisible();
  });

  test("the review request's link opens Rate Service; once posted it thanks the customer and leaves the link's address", async ({ page }) => {
    // The dialog opened by the link exists only while the booking can be rated: the thanks and
    // the address's clean-up must not depend on it still being there (the list is read again).
    const email = await newCustomer(page, "bookings-rate-link");
    const heater = await serviceNamed<TService>(page.request, "Water Heater Service");
    const id = await book(page.request, email, heater.id, openWeekday(64), "10:00 AM");
    await setJobStatus(id, "completed");

    await page.goto(`/dashboard/bookings?rate=${id}`);
    const dialog = page.getByRole("dialog", { name: "Rate Service" });
    await dialog.getByRole("radio", { name: "5 stars" }).click();
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
    await expect(bookingCard(page, heater.name).getByText("Rated", { exact: true })).toBeVisible();
  });

  test("at phone width nothing scrolls sideways, and axe finds no serious violations on the page and its dialogs", async ({ page }) => {
    const email = await newCustomer(page, "bookings-phone");
    const fan = await serviceNamed<TService>(page.request, "Ceiling Fan & Light Install");
    await book(page.request, email, fan.id, openWeekday(62), "8:00 AM");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/dashboard/bookings");
    await expect(bookingCard(page, fan.name)).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment History" }).getByRole("listitem")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    await bookingCard(page, fan.name).getByRole("button", { name: "Reschedule" }).click();
    await expect(page.getByRole("dialog", { name: "Reschedule Booking" }).getByRole("radio", { name: /8:00 AM/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 1280, height: 900 });
    await bookingCard(page, fan.name).getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog", { name: fan.name }).getByText("Subtotal")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
