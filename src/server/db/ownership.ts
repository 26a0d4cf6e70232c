import { eq, or, sql, type SQL } from "drizzle-orm";
import { bookings, customers, invoices, jobs, payments } from "./schema.ts";

// The one way a repository query says "this row belongs to this viewer" (Ownership):
// every query of a customer's or a technician's own rows filters by one of these, so a row of
// someone else's is simply not found (404), never checked afterwards in a route.

/** A signed-in customer; better-auth signs in verified e-mails only (auth.ts). */
export type TOwner = { userId: string; email: string };

/** A customer's bookings: made while signed in, or with their (verified) e-mail before. */
export function ownBookings(owner: TOwner): SQL {
  return or(eq(bookings.user_id, owner.userId), sql`lower(${bookings.customer_email}) = ${owner.email.toLowerCase()}`)!;
}

/** A customer's payments: their own, or for one of their bookings (the query joins `bookings`). */
export function ownPayments(owner: TOwner): SQL {
  return or(eq(payments.user_id, owner.userId), ownBookings(owner))!;
}

/** The jobs assigned to one technician (their `technicians.id`, not their user id). */
export function assignedJobs(technicianId: string): SQL {
  return eq(jobs.technician_id, technicianId);
}

/**
 * The jobs of a signed-in customer (the estimates they approve): the job's customer
 * record is theirs (linked, or their verified e-mail), or the job came from their booking.
 */
export function ownCustomerJobs(owner: TOwner): SQL {
  const email = owner.email.toLowerCase();
  return sql`(exists (select 1 from ${customers} c where c.id = ${jobs.customer_id} and (c.profile_id = ${owner.userId} or lower(c.email) = ${email}))
    or exists (select 1 from ${bookings} b where b.id = ${jobs.booking_id} and (b.user_id = ${owner.userId} or lower(b.customer_email) = ${email})))`;
}

/**
 * A signed-in customer's invoices: billed to their customer record (linked to the account, or
 * their verified e-mail), or issued for one of their bookings when that record is gone.
 * Both sides use an index (invoices_customer_idx, customers' e-mail and profile indexes).
 */
export function ownInvoices(owner: TOwner): SQL {
  const email = owner.email.toLowerCase();
  return sql`(${invoices.customer_id} in (select c.id from ${customers} c where c.profile_id = ${owner.userId} or lower(c.email) = ${email})
    or ${invoices.booking_id} in (select b.id from ${bookings} b where b.user_id = ${owner.userId} or lower(b.customer_email) = ${email}))`;
}
