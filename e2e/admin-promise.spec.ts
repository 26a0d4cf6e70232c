import { expect, query, test } from "./fixtures.ts";

// The admin home's Emergency promise card: this month's share kept, as the server counted it.
test("the admin home shows the emergency promise's monthly figure and an outcome", async ({ asAdmin: page }) => {
  // An emergency received 90 minutes ago whose technician arrived 60 minutes ago: kept, 90 min to spare.
  const [booking] = await query<{ id: string }>(
    `insert into bookings (customer_name, customer_phone, customer_email, scheduled_date, scheduled_time, is_emergency, emergency_fee_paid, emergency_fee_amount, emergency_payment_date)
     values ('Promise Kept', '(407) 555-0142', 'promise.kept@example.com', current_date, 'ASAP (Within 2 hours)', true, true, 2500, now() - interval '90 minutes')
     returning id`,
  );
  await query(
    `insert into emergency_timelines (booking_id, received_at, due_at, arrived_at, promise_kept, promise_minutes)
     values ($1, now() - interval '90 minutes', now() + interval '30 minutes', now() - interval '1 minute', true, 31)`,
    [booking.id],
  );
  await page.goto("/admin");
  const card = page.getByRole("region", { name: "Emergency promise" });
  await expect(card.getByTestId("promise-figure")).toHaveText(/^\d+ % within 2 hours$/);
  await expect(card.getByText("Promise Kept")).toBeVisible();
  await expect(card.getByText("Kept, 31 min to spare")).toBeVisible();
});
