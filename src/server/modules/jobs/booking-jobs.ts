import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { customers, jobs, notifications, profiles, user } from "../../db/schema.ts";

type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];

export type TBookingForJob = {
  id: string;
  service_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  service_address: string;
  service_city: string | null;
  service_state: string | null;
  service_zip: string | null;
  scheduled_date: string;
  scheduled_time: string;
  notes: string | null;
};

/**
 * DESIGN.md, Data: a completed booking creates a job for the matching customer, created from
 * the booking's contact details when new and linked to the account of a verified e-mail.
 */
export async function createJobForBooking(
  tx: TTx,
  booking: TBookingForJob,
  job: { title: string; priority: 1 | 2 | 3; estimatedHours: number | null; totalAmount: number | null },
) {
  const customerId = await findOrCreateCustomer(tx, booking);
  const [created] = await tx
    .insert(jobs)
    .values({
      title: job.title,
      description: booking.notes,
      status: "pending",
      priority: job.priority,
      scheduled_date: booking.scheduled_date,
      scheduled_time: booking.scheduled_time,
      service_address: booking.service_address,
      service_city: booking.service_city ?? "",
      service_state: booking.service_state ?? "FL",
      service_zip: booking.service_zip ?? "",
      estimated_hours: job.estimatedHours,
      total_amount: job.totalAmount,
      customer_id: customerId,
      booking_id: booking.id,
      service_id: booking.service_id,
    })
    .returning({ id: jobs.id });
  return created.id;
}

async function findOrCreateCustomer(tx: TTx, booking: TBookingForJob) {
  const email = booking.customer_email.toLowerCase();
  const [existing] = await tx.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${email}`);
  if (existing) return existing.id;
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email}`, eq(user.emailVerified, true)));
  const [first, ...rest] = booking.customer_name.trim().split(/\s+/);
  const [inserted] = await tx
    .insert(customers)
    .values({
      email,
      profile_id: account?.id ?? null,
      first_name: first ?? "",
      last_name: rest.join(" "),
      phone: booking.customer_phone,
      address: booking.service_address,
      city: booking.service_city,
      state: booking.service_state,
      zip_code: booking.service_zip,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (inserted) return inserted.id;
  // Two first bookings of one new customer at once: the later one uses the row the other made.
  const [raced] = await tx.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${email}`);
  return raced.id;
}

/** Tells every admin (header notifications) about something that needs their eyes. */
export async function notifyAdmins(tx: TTx, notification: { kind: string; title: string; body: string; link: string }) {
  const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
  if (admins.length === 0) return;
  await tx.insert(notifications).values(admins.map((admin) => ({ user_id: admin.id, ...notification })));
}
