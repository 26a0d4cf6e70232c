import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { format } from "date-fns";
import { DEMO, DEMO_PASSWORD, expect, openWeekday, query, test } from "./fixtures.ts";

// Set-ups a test does not watch, made through the API the screens use: a demo service, a booking
// as the booking dialog sends it, the office's quick actions on a job. What a test checks, it
// checks through the screens; these only bring the data there without a browser's page loads.

export type TService = { id: string; name: string };

/** The demo service of this exact name. */
export async function serviceNamed<T extends TService = TService>(request: APIRequestContext, name: string): Promise<T> {
  const response = await request.get("/api/services", { params: { q: name, limit: 20 } });
  const found = ((await response.json()) as { services: T[] }).services.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No service named ${name}`);
  return found;
}

/** The first demo service the catalogue's search finds for `q` (a name or a tag). */
export async function firstServiceFor(request: APIRequestContext, q: string): Promise<TService> {
  const response = await request.get("/api/services", { params: { q, limit: 5 } });
  const [found] = ((await response.json()) as { services: TService[] }).services;
  if (!found) throw new Error(`No service for "${q}" in the demo catalogue`);
  return found;
}

export type TApiBooking = {
  serviceId: string;
  date: Date;
  time: string;
  name: string;
  email: string;
  /** Decides the first-booking discount: the demo customer's (407) 555-0120 has booked before. */
  phone: string;
  address?: { street: string; city: string; zip: string };
  notes?: string;
};

const KISSIMMEE = { street: "88 Citrus Blvd", city: "Kissimmee", zip: "34741" };

function postBooking(request: APIRequestContext, booking: TApiBooking) {
  const address = booking.address ?? KISSIMMEE;
  return request.post("/api/bookings", {
    // A browser sends our Origin with every write; a context made without the project's headers does not.
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: {
      idempotency_key: crypto.randomUUID(),
      service_id: booking.serviceId,
      scheduled_date: format(booking.date, "yyyy-MM-dd"),
      scheduled_time: booking.time,
      is_test: true,
      customer_name: booking.name,
      customer_email: booking.email,
      customer_phone: booking.phone,
      service_address: address.street,
      service_city: address.city,
      service_state: "FL",
      service_zip: address.zip,
      ...(booking.notes ? { notes: booking.notes } : {}),
    },
  });
}

/** A test-mode booking through the booking dialog's API (`request` decides who is signed in); its id. */
export async function bookThroughApi(request: APIRequestContext, booking: TApiBooking): Promise<string> {
  const response = await postBooking(request, booking);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { id: string } }).booking.id;
}

/**
 * The same, on the first of twenty open weekdays from `openWeekday(fromDay)` whose time is still
 * free: the suite's other tests fill slots on the shared server.
 */
export async function bookOnFirstFreeDay(
  request: APIRequestContext,
  booking: Omit<TApiBooking, "date">,
  fromDay: number,
): Promise<{ bookingId: string; day: Date }> {
  for (let offset = 0; offset < 20; offset++) {
    const day = openWeekday(fromDay + offset);
    const response = await postBooking(request, { ...booking, date: day });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return { bookingId: ((await response.json()) as { booking: { id: string } }).booking.id, day };
  }
  throw new Error(`No free ${booking.time} in 20 open weekdays`);
}

/** The office signed in through the API alone, with no browser of its own; `dispose()` it when done. */
export async function officeApi(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL!;
  const office = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const response = await office.post("/api/auth/sign-in/email", { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${DEMO.admin}: ${response.status()} ${await response.text()}`).toBe(true);
  return office;
}

export type TIssuedInvoice = { id: string; number: string; total: number; balance: number; issued_at: Date };

/**
 * The office works the booking's job to completion with the job's quick actions (pending →
 * scheduled → in progress → completed); completing it issues the invoice, returned here with its
 * number as the screens write it ("INV-00012").
 */
export async function completeBookedJob(office: APIRequestContext, bookingId: string): Promise<{ jobId: string; invoice: TIssuedInvoice }> {
  const [job] = await query<{ id: string }>("select id from jobs where booking_id = $1", [bookingId]);
  for (const [from, to] of [
    ["pending", "scheduled"],
    ["scheduled", "in_progress"],
    ["in_progress", "completed"],
  ] as const) {
    const moved = await office.post(`/api/admin/jobs/${job!.id}/status`, { data: { to, expected: from } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const [invoice] = await query<{ id: string; number: number; total: number; balance: number; issued_at: Date }>(
    "select id, number, total, balance, issued_at from invoices where job_id = $1",
    [job!.id],
  );
  return { jobId: job!.id, invoice: { ...invoice!, number: `INV-${String(invoice!.number).padStart(5, "0")}` } };
}
