import { eq } from "drizzle-orm";
import { jobs } from "../../src/server/db/schema.ts";
import { bookingRequest, daysFromToday } from "./catalogue-fixtures.ts";
import type { TTestApp } from "./test-app.ts";

/** Everything a customer owns, made through the API as they would, with tell-tale values. */
export type TOwned = {
  cookie: string;
  email: string;
  pendingBookingId: string;
  /** The job the pending booking created (the admin jobs routes take job ids). */
  pendingJobId: string;
  completedBookingId: string;
  paymentIds: string[];
  emergencyBookingId: string;
  /** The signed way back to that emergency booking. */
  emergencyResumeToken: string;
  conversationId: string;
  favoriteServiceId: string;
  /** Strings only this owner's data contains: none may appear in another caller's reply. */
  markers: string[];
};

const OWNER = { name: "Ottilie Ownerton", phone: "(407) 555-0173", address: "77 Quillfeather Lane", message: "my gate code is 4417-secret" };

/**
 * A signed-in customer with a pending booking (its deposit and job), a completed one not yet
 * rated, a paid emergency booking awaiting its details, a conversation, a favourite and a
 * saved profile.
 */
export async function makeOwner(t: TTestApp, services: { flat: string; hourly: string }): Promise<TOwned> {
  const owner = await t.signedIn("customer");
  const { cookie, email } = owner;
  const contact = { customer_name: OWNER.name, customer_email: email, customer_phone: OWNER.phone, service_address: OWNER.address };

  const book = async (serviceId: string, time: string) => {
    const response = await t.request({
      method: "POST",
      url: "/api/bookings",
      cookie,
      payload: bookingRequest(serviceId, { ...contact, scheduled_time: time, notes: OWNER.message }),
    });
    if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
    return response.json().booking.id as string;
  };
  const pendingBookingId = await book(services.flat, "10:00 AM");
  const completedBookingId = await book(services.hourly, "11:00 AM");
  const [pendingJob] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.booking_id, pendingBookingId));
  await t.database.db.update(jobs).set({ status: "completed" }).where(eq(jobs.booking_id, completedBookingId));

  // The payment names a way to reach the customer.
  const emergency = await t.request({
    method: "POST",
    url: "/api/emergency/payments",
    cookie,
    payload: { idempotency_key: crypto.randomUUID(), is_test: true, customer_phone: OWNER.phone },
  });
  if (emergency.statusCode !== 201) throw new Error(`emergency payment failed: ${emergency.statusCode} ${emergency.body}`);

  const chat = await t.request({ method: "POST", url: "/api/chat/conversations", cookie, payload: { customer_name: OWNER.name, customer_email: email } });
  const conversationId = chat.json().conversation_id as string;
  await t.request({ method: "POST", url: `/api/chat/conversations/${conversationId}/messages`, cookie, payload: { message: OWNER.message } });

  await t.request({ method: "POST", url: "/api/favorites", cookie, payload: { service_id: services.hourly } });
  const profile = await t.request({
    method: "PUT",
    url: "/api/me/profile",
    cookie,
    payload: { first_name: "Ottilie", last_name: "Ownerton", phone: OWNER.phone, address: OWNER.address, city: "Orlando", state: "FL", zip_code: "32801" },
  });
  if (profile.statusCode !== 204) throw new Error(`profile failed: ${profile.statusCode} ${profile.body}`);

  const payments = await t.request({ method: "GET", url: "/api/me/payments", cookie });
  const paymentIds = (payments.json().items as { id: string }[]).map((payment) => payment.id);
  if (paymentIds.length < 2) throw new Error(`expected the owner's deposits, got ${payments.body}`);

  return {
    cookie,
    email,
    pendingBookingId,
    pendingJobId: pendingJob.id,
    completedBookingId,
    paymentIds,
    emergencyBookingId: emergency.json().booking_id,
    emergencyResumeToken: emergency.json().resume_token,
    conversationId,
    favoriteServiceId: services.hourly,
    markers: [email, "Ownerton", "5550173", "555-0173", OWNER.address, OWNER.message, conversationId, ...paymentIds],
  };
}

/** A valid reschedule to a slot nobody holds: a refusal can only come from ownership. */
export const freeSlot = () => ({ scheduled_date: daysFromToday(6), scheduled_time: "2:00 PM" });
