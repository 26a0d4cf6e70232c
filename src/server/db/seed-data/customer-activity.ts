import { eq } from "drizzle-orm";
import { EMERGENCY_FEE_CENTS } from "../../../shared/constants.ts";
import { bookings, favorites, jobs, notifications, payments, serviceAddOns, serviceReviews } from "../schema.ts";
import { DEMO_BOOKINGS } from "./bookings.ts";
import { DAY_MINUTES, STATE, dollars, jobValues, priceFor, requireId, requireService, type TCustomerRow } from "./helpers.ts";
import type { TTx } from "../tx.ts";
import { DEMO_ADMIN, DEMO_CUSTOMER_EMAIL, DEMO_TECHNICIANS } from "./people.ts";
import { dayString, friendlyDay, minutesBefore, openDayFrom, slotInstant } from "./time.ts";
import { DEMO_QUOTES } from "./website.ts";

/** customer@homefix.test's bookings, payments, review, favourites and everyone's notifications. */
export async function insertCustomerActivity(
  tx: TTx,
  today: Date,
  userIds: Map<string, string>,
  serviceIds: Map<string, string>,
  technicianIds: string[],
  customerRows: Map<string, TCustomerRow>,
) {
  const userId = requireId(userIds, DEMO_CUSTOMER_EMAIL);
  const customer = requireId(customerRows, DEMO_CUSTOMER_EMAIL);
  const bookedAt: Record<string, { service: string; date: string; time: string; deposit: number }> = {};

  for (const [index, demo] of DEMO_BOOKINGS.entries()) {
    // A coming booking falls on a day and hour the business takes bookings (decision 0150).
    const b = { ...demo, day: demo.day > 0 ? openDayFrom(today, demo.day, demo.time) : demo.day };
    const service = requireService(b.service);
    const addOnPrices = b.add_ons.map((name) => {
      const addOn = service.add_ons.find((a) => a.name === name);
      if (!addOn) throw new Error(`seed: unknown add-on '${name}' on ${b.service}`);
      return addOn.price;
    });
    const subtotal = priceFor(service, b.hours) + addOnPrices.reduce((sum, p) => sum + p, 0);
    const deposit = priceFor(service, service.min_hours ?? 1); // customer-side.md §9: initial payment
    const created = b.day < 0 ? minutesBefore(slotInstant(today, b.day, "9:00 AM"), 3 * DAY_MINUTES) : minutesBefore(today, (index + 1) * DAY_MINUTES);
    const serviceId = requireId(serviceIds, b.service);
    const addOnRows = await tx.select({ id: serviceAddOns.id, name: serviceAddOns.name }).from(serviceAddOns).where(eq(serviceAddOns.service_id, serviceId));

    const [booking] = await tx
      .insert(bookings)
      .values({
        service_id: serviceId,
        user_id: userId,
        idempotency_key: `seed-${b.key}`,
        customer_name: customer.name,
        customer_email: customer.email,
        customer_phone: customer.phone,
        service_address: customer.address,
        service_city: customer.city,
        service_state: STATE,
        service_zip: customer.zip,
        scheduled_date: dayString(today, b.day),
        scheduled_time: b.time,
        estimated_hours: b.hours,
        add_on_ids: addOnRows.filter((a) => b.add_ons.includes(a.name)).map((a) => a.id),
        subtotal,
        notes: b.notes,
        status: b.status,
        is_test: true,
        initial_payment_amount: deposit,
        initial_payment_status: "paid",
        initial_payment_date: created,
        booking_completed: true,
        created_at: created,
        updated_at: created,
      })
      .returning({ id: bookings.id });
    await tx.insert(payments).values({
      booking_id: booking.id,
      user_id: userId,
      idempotency_key: `seed-${b.key}-deposit`,
      kind: "deposit",
      amount: deposit,
      is_test: true,
      provider_reference: `test_seed_${b.key}`,
      created_at: created,
    });
    const job = jobValues(
      { ...b.job, description: b.notes, service: b.service, customer: customer.email, day: b.day, time: b.time, hours: b.hours, amount: subtotal },
      today,
      index,
      serviceIds,
      technicianIds,
      customer,
    );
    await tx.insert(jobs).values({ ...job, booking_id: booking.id, created_at: created });
    if (b.review) {
      await tx.insert(serviceReviews).values({
        service_id: serviceId,
        booking_id: booking.id,
        user_id: userId,
        customer_name: customer.name,
        customer_email: customer.email,
        rating: b.review.rating,
        review_text: b.review.review_text,
        is_verified: true,
        created_at: slotInstant(today, b.day + 1, "7:00 PM"),
      });
    }
    bookedAt[b.key] = { service: service.name, date: friendlyDay(today, b.day), time: b.time, deposit };
  }

  // customer-side.md §4 Emergency flow: the $25 fee is paid but the details are still missing.
  const emergencyPaidAt = minutesBefore(today, 95);
  const [emergency] = await tx
    .insert(bookings)
    .values({
      user_id: userId,
      idempotency_key: "seed-emergency",
      customer_name: "",
      customer_email: customer.email,
      customer_phone: "",
      service_address: "",
      scheduled_date: dayString(today, 0),
      scheduled_time: "Emergency - ASAP",
      subtotal: 0,
      status: "pending",
      is_test: true,
      booking_completed: false,
      is_emergency: true,
      emergency_fee_paid: true,
      emergency_fee_amount: EMERGENCY_FEE_CENTS,
      emergency_payment_date: emergencyPaidAt,
      created_at: emergencyPaidAt,
      updated_at: emergencyPaidAt,
    })
    .returning({ id: bookings.id });
  await tx.insert(payments).values({
    booking_id: emergency.id,
    user_id: userId,
    idempotency_key: "seed-emergency-fee",
    kind: "emergency_fee",
    amount: EMERGENCY_FEE_CENTS,
    is_test: true,
    provider_reference: "test_seed_emergency",
    created_at: emergencyPaidAt,
  });

  await tx.insert(favorites).values(
    ["handyman", "ac-tune-up", "tv-mounting"].map((slug, i) => ({
      user_id: userId,
      service_id: requireId(serviceIds, slug),
      created_at: minutesBefore(today, (30 - i * 7) * DAY_MINUTES),
    })),
  );

  const upcoming = bookedAt["upcoming-handyman"];
  const pending = bookedAt["new-plumbing"];
  const past = bookedAt["past-tune-up"];
  const adminId = requireId(userIds, DEMO_ADMIN.email);
  const techId = requireId(userIds, DEMO_TECHNICIANS[0].email);
  const at = (minutesAgo: number) => minutesBefore(today, minutesAgo);
  await tx.insert(notifications).values([
    {
      user_id: userId,
      kind: "booking",
      title: "Booking confirmed",
      body: `Your ${upcoming.service} booking on ${upcoming.date} at ${upcoming.time} is confirmed.`,
      link: "/dashboard/bookings",
      created_at: at(DAY_MINUTES),
    },
    {
      user_id: userId,
      kind: "payment",
      title: "Payment received",
      body: `We received your ${dollars(pending.deposit)} deposit for ${pending.service}.`,
      link: "/dashboard/bookings",
      created_at: at(2 * DAY_MINUTES),
    },
    {
      user_id: userId,
      kind: "emergency",
      title: "Complete your emergency booking",
      body: `Your ${dollars(EMERGENCY_FEE_CENTS)} emergency fee is paid. Add your address and issue so we can dispatch a technician.`,
      link: "/dashboard",
      created_at: emergencyPaidAt,
    },
    {
      user_id: userId,
      kind: "job",
      title: "Service completed",
      body: `Your ${past.service} on ${past.date} is complete. How did we do?`,
      link: "/dashboard/bookings",
      read_at: at(13 * DAY_MINUTES),
      created_at: at(14 * DAY_MINUTES),
    },
    {
      user_id: adminId,
      kind: "booking",
      title: "New booking",
      body: `${customer.name} booked ${pending.service} for ${pending.date} at ${pending.time}.`,
      link: "/admin/jobs",
      created_at: at(DAY_MINUTES),
    },
    {
      user_id: adminId,
      kind: "emergency",
      title: "Emergency booking awaiting details",
      body: `${customer.email} paid the emergency fee; details are not in yet.`,
      link: "/admin/jobs",
      created_at: emergencyPaidAt,
    },
    {
      user_id: adminId,
      kind: "quote",
      title: "New quote request",
      body: `${DEMO_QUOTES[0].name} asked for a quote: ${DEMO_QUOTES[0].service}.`,
      link: "/admin",
      created_at: at(60),
    },
    {
      user_id: techId,
      kind: "job",
      title: "Job assigned",
      body: `${upcoming.service} for ${customer.name} on ${upcoming.date} at ${upcoming.time}.`,
      link: "/technician",
      created_at: at(DAY_MINUTES - 30),
    },
  ]);
}
