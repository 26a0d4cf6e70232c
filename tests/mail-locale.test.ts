import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookings, mailOutbox, profiles } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0166: a customer's mail is written in their language: the account's preferred_locale,
// else (a guest) the language of the page they booked from (the homefix_locale cookie), else English.

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let day = 20;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());

async function book(email: string, cookie?: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/bookings",
    cookie,
    payload: bookingRequest(ids.flat, { customer_email: email, scheduled_date: daysFromToday(day++) }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function mailOf(email: string, kind: string) {
  const [mail] = await t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
  return mail;
}

async function bookingLocale(email: string) {
  const [booking] = await t.database.db.select({ locale: bookings.locale }).from(bookings).where(eq(bookings.customer_email, email));
  return booking?.locale;
}

describe("mail in the customer's language", () => {
  it("writes a Spanish-preferring customer's confirmation and deposit receipt in Spanish", async () => {
    const me = await t.signedIn("customer");
    await t.database.db.update(profiles).set({ preferred_locale: "es" }).where(eq(profiles.id, me.userId));
    await book(me.email, me.cookie);

    const confirmation = await mailOf(me.email, "booking-received");
    expect(confirmation?.subject).toMatch(/^Recibimos su reserva: /);
    expect(confirmation?.text).toContain("Gracias por reservar con HomeFix. (Reserva de prueba: no se hizo ningún cobro real.)");
    expect(confirmation?.text).toMatch(/Pagado ahora: \$\d+\.\d\d/);
    expect(confirmation?.text).toContain("Política de reembolso: le devolvemos el depósito completo");
    // The visit's day in Spanish, on the business's clock.
    expect(confirmation?.text).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de [a-z]+/);
    expect(confirmation?.text).not.toContain("Thank you");

    const receipt = await mailOf(me.email, "payment-receipt");
    expect(receipt?.subject).toMatch(/^Recibo de su pago de \$\d+\.\d\d: Depósito de /);
    expect(receipt?.text).toContain("Forma de pago: Tarjeta");
  });

  it("writes a guest's in the language of the page they booked from, and an account's choice wins over the page's", async () => {
    const spanishGuest = `guest-es-${Date.now()}@example.com`;
    await book(spanishGuest, "homefix_locale=es");
    expect((await mailOf(spanishGuest, "booking-received"))?.subject).toMatch(/^Recibimos su reserva: /);
    // Kept with the booking, for the mails that come later (the reminder the day before).
    expect(await bookingLocale(spanishGuest)).toBe("es");

    const englishGuest = `guest-en-${Date.now()}@example.com`;
    await book(englishGuest);
    const english = await mailOf(englishGuest, "booking-received");
    expect(english?.subject).toMatch(/^We received your booking: /);
    expect(english?.text).toContain("Thank you for booking with HomeFix.");
    expect(english?.text).toContain("Refund policy: your deposit is refunded in full");
    expect(await bookingLocale(englishGuest)).toBe("en");

    // An English-preferring account reading the Spanish pages still gets English mail.
    const englishAccount = await t.signedIn("customer");
    await book(englishAccount.email, `${englishAccount.cookie}; homefix_locale=es`);
    expect((await mailOf(englishAccount.email, "booking-received"))?.subject).toMatch(/^We received your booking: /);
  });
});
