import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { bookings, customers, mailOutbox, services } from "../src/server/db/schema.ts";
import type { TLocale } from "../src/shared/i18n/locale.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { insertJob, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, insertBooking, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";

// Decision 0166: a customer's mail is written in their language: the account's preferred_locale,
// else (a guest) the language of the page they booked from (the homefix_locale cookie), else English.

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let day = 20;
let admin: { cookie: string };

beforeAll(async () => {
  // The sign-ups below and the sign-ins of t.signedIn share one client address: the per-address limit is raised.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
  admin = await t.signedIn("admin");
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

async function mailsOf(email: string, kind: string) {
  return t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.created_at);
}

const admin_ = (method: "POST", url: string, payload: object) => t.request({ method, url, cookie: admin.cookie, payload });

/**
 * A completed job of a booking made in `locale`, its invoice e-mailed, the scheduled sweeps
 * run past the review request and the first follow-up, then its balance recorded paid.
 */
async function billed(email: string, locale: TLocale, profileId?: string) {
  const customerId = await makeCustomer(t, { first_name: "Ana", last_name: "Rivera", email });
  if (profileId) await t.database.db.update(customers).set({ profile_id: profileId }).where(eq(customers.id, customerId));
  const { bookingId, jobId } = await insertBookedJob(t, { customerId, customerEmail: email, title: "Faucet repair", totalAmount: 12550, deposit: 8500 });
  await t.database.db.update(bookings).set({ locale }).where(eq(bookings.id, bookingId));
  const completed = await admin_("POST", `/api/admin/jobs/${jobId}/status`, { to: "completed", expected: "in_progress" });
  expect(completed.statusCode, completed.body).toBe(200);
  const invoice = (await invoiceOfJob(t, jobId))!;
  const mailed = await admin_("POST", `/api/admin/invoices/${invoice.id}/email`, { idempotency_key: randomUUID() });
  expect(mailed.statusCode, mailed.body).toBe(200);
  const now = Date.now();
  await t.app.scheduler.runDue(new Date(now + 3 * 60 * 60_000));
  await t.app.scheduler.runDue(new Date(now + 7 * 24 * 60 * 60_000 + 60_000));
  const paid = await admin_("POST", `/api/admin/invoices/${invoice.id}/payments`, { amount: 1000, method: "cash", idempotency_key: randomUUID() });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function bookingLocale(email: string) {
  const [booking] = await t.database.db.select({ locale: bookings.locale }).from(bookings).where(eq(bookings.customer_email, email));
  return booking?.locale;
}

describe("mail in the customer's language", () => {
  it("writes a Spanish-preferring customer's confirmation and deposit receipt in Spanish", async () => {
    const me = await t.signedIn("customer");
    await t.prefers(me.userId, "es");
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
    // The service's Spanish name, where the business wrote one, names it in a Spanish mail (decision 0177).
    const [flat] = await t.database.db
      .update(services)
      .set({ name_es: "Servicio fijo de prueba" })
      .where(eq(services.id, ids.flat))
      .returning({ name: services.name });
    const spanishGuest = `guest-es-${Date.now()}@example.com`;
    await book(spanishGuest, "homefix_locale=es");
    expect((await mailOf(spanishGuest, "booking-received"))?.subject).toBe("Recibimos su reserva: Servicio fijo de prueba");
    expect((await mailOf(spanishGuest, "payment-receipt"))?.subject).toMatch(/: Depósito de Servicio fijo de prueba$/);
    // Kept with the booking, for the mails that come later (the reminder the day before).
    expect(await bookingLocale(spanishGuest)).toBe("es");

    const englishGuest = `guest-en-${Date.now()}@example.com`;
    await book(englishGuest);
    const english = await mailOf(englishGuest, "booking-received");
    expect(english?.subject).toBe(`We received your booking: ${flat!.name}`);
    expect(english?.text).toContain("Thank you for booking with HomeFix.");
    expect(english?.text).toContain("Refund policy: your deposit is refunded in full");
    expect(await bookingLocale(englishGuest)).toBe("en");

    // An English-preferring account reading the Spanish pages still gets English mail.
    const englishAccount = await t.signedIn("customer");
    await book(englishAccount.email, `${englishAccount.cookie}; homefix_locale=es`);
    expect((await mailOf(englishAccount.email, "booking-received"))?.subject).toMatch(/^We received your booking: /);
  });

  it("writes the invoice, its follow-up, its payment receipt and the review request in the customer's language", async () => {
    const account = await t.signedIn("customer");
    await t.prefers(account.userId, "es");
    await billed(account.email, "en", account.userId);
    const invoice = await mailOf(account.email, "invoice");
    expect(invoice?.subject).toMatch(/^Factura INV-\d+ de HomeFix$/);
    expect(invoice?.text).toContain("Hola, Ana Rivera:");
    expect(invoice?.text).toMatch(/Factura INV-\d+, emitida el \d+ de [a-z]+ de \d{4}/);
    expect(invoice?.text).toContain("Impuesto");
    expect(invoice?.text).toContain("Depósito pagado: -$85.00");
    expect(invoice?.text).toContain("Saldo pendiente: $49.91");
    expect(invoice?.text).toContain("¿Preguntas? Llámenos al");
    const followup = await mailOf(account.email, "invoice-followup");
    expect(followup?.subject).toMatch(/^Recordatorio: la factura INV-\d+ tiene un saldo de \$49\.91$/);
    expect(followup?.text).toContain("El equipo de HomeFix");
    const [receipt] = (await mailsOf(account.email, "payment-receipt")).filter((mail) => mail.subject.includes("INV-"));
    expect(receipt?.subject).toMatch(/^Recibo de su pago de \$10\.00 de la factura INV-\d+$/);
    expect(receipt?.text).toContain("Forma de pago: Efectivo");
    expect(receipt?.text).toContain("Pendiente: $39.91");
    const review = await mailOf(account.email, "review-request");
    expect(review?.subject).toBe("¿Cómo le fue con Faucet repair?");
    expect(review?.text).toMatch(/^Hola, Grace Hopper:\n\nGracias por elegir HomeFix\. .+ Califique el servicio aquí, solo toma un minuto:\nhttp\S+\?rate=/);

    // A guest's follow the language the booking was made in.
    const spanishGuest = `invoice-es-${Date.now()}@example.com`;
    await billed(spanishGuest, "es");
    expect((await mailOf(spanishGuest, "invoice"))?.subject).toMatch(/^Factura INV-/);
    expect((await mailOf(spanishGuest, "invoice-followup"))?.subject).toMatch(/^Recordatorio: la factura /);
    expect((await mailOf(spanishGuest, "payment-receipt"))?.subject).toMatch(/^Recibo de su pago de /);
    expect((await mailOf(spanishGuest, "review-request"))?.subject).toBe("¿Cómo le fue con Faucet repair?");

    const englishGuest = `invoice-en-${Date.now()}@example.com`;
    await billed(englishGuest, "en");
    const english = await mailOf(englishGuest, "invoice");
    expect(english?.subject).toMatch(/^Invoice INV-\d+ from HomeFix$/);
    expect(english?.text).toContain("Balance due: $49.91");
    expect(english?.text).toMatch(/Invoice INV-\d+, issued [A-Z][a-z]+ \d+, \d{4}/);
    expect((await mailOf(englishGuest, "invoice-followup"))?.subject).toMatch(/^Reminder: invoice INV-\d+ has a balance of \$49\.91$/);
    const englishReceipt = await mailOf(englishGuest, "payment-receipt");
    expect(englishReceipt?.subject).toMatch(/^Receipt for your payment of \$10\.00 on invoice INV-\d+$/);
    expect(englishReceipt?.text).toContain("Method: Cash");
    expect((await mailOf(englishGuest, "review-request"))?.subject).toBe("How did Faucet repair go?");
  });

  it("writes the technician's estimate in the customer's language, else the booking's", async () => {
    const tech = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
    /** A job of a booking made in `locale`, assigned to the technician, its estimate sent; returns the address it went to. */
    async function estimated(email: string, locale: TLocale, profileId?: string) {
      const customerId = await makeCustomer(t, { first_name: "Ana", last_name: "Rivera", email });
      if (profileId) await t.database.db.update(customers).set({ profile_id: profileId }).where(eq(customers.id, customerId));
      const bookingId = await insertBooking(t, { customerEmail: email });
      await t.database.db.update(bookings).set({ locale }).where(eq(bookings.id, bookingId));
      const jobId = await insertJob(t, {
        customer_id: customerId,
        technician_id: tech.id,
        booking_id: bookingId,
        status: "scheduled",
        title: "Kitchen remodel",
      });
      const asTech = (url: string, payload?: object) => t.request({ method: "POST", url, cookie: tech.cookie, ...(payload ? { payload } : {}) });
      const created = await asTech(`/api/technician/jobs/${jobId}/estimates`, {
        items: [{ description: "Tiles (box)", quantity: 3, rate: 4599 }],
        estimated_hours: 2.5,
        notes: "Prices hold 30 days",
      });
      expect(created.statusCode, created.body).toBe(201);
      const sent = await asTech(`/api/technician/estimates/${created.json().id}/send`);
      expect(sent.statusCode, sent.body).toBe(200);
      return mailOf(email, "estimate");
    }

    const account = await t.signedIn("customer");
    await t.prefers(account.userId, "es");
    const spanish = await estimated(account.email, "en", account.userId);
    expect(spanish?.subject).toBe("Su presupuesto para Kitchen remodel · HomeFix");
    expect(spanish?.text).toContain("Hola, Ana Rivera:\n\nLe enviamos su presupuesto para Kitchen remodel:");
    expect(spanish?.text).toMatch(/ {2}Mano de obra: 2\.5 h × \$\d+\.\d\d = \$\d+\.\d\d/);
    expect(spanish?.text).toContain("Notas: Prices hold 30 days");
    expect(spanish?.text).toContain("Apruébelo o recházelo aquí, sin iniciar sesión (el enlace funciona durante 30 días):");

    expect((await estimated(`estimate-es-${Date.now()}@example.com`, "es"))?.subject).toBe("Su presupuesto para Kitchen remodel · HomeFix");
    const english = await estimated(`estimate-en-${Date.now()}@example.com`, "en");
    expect(english?.subject).toBe("Your estimate for Kitchen remodel · HomeFix");
    expect(english?.text).toContain("Approve or decline it here, no sign-in needed (the link works for 30 days):");
  });
});

describe("the quote request's acknowledgement", () => {
  const quote = (email: string, cookie?: string) =>
    t.request({
      method: "POST",
      url: "/api/quotes",
      cookie,
      payload: { name: "Rosa", phone: "407-555-0142", email, service: "Drywall repair", message: "A hole in the hallway wall." },
    });

  it("speaks the language of the page the request came from", async () => {
    const spanish = `quote-es-${randomUUID()}@example.com`;
    expect((await quote(spanish, "homefix_locale=es")).statusCode).toBe(201);
    const mail = await mailOf(spanish, "quote-received");
    expect(mail).toMatchObject({ subject: "Recibimos su solicitud de presupuesto" });
    expect(mail!.text).toContain("Hola, Rosa:");
    expect(mail!.text).toContain("Gracias por su solicitud de presupuesto.");

    const english = `quote-en-${randomUUID()}@example.com`;
    expect((await quote(english)).statusCode).toBe(201);
    expect(await mailOf(english, "quote-received")).toMatchObject({
      subject: "We received your quote request",
      text: "Hi Rosa,\n\nThank you for your quote request. We'll contact you within 24 hours to discuss your project.\n\nHomeFix",
    });
  });
});

describe("the account mails in the language of the account, else of the page", () => {
  const signUp = (email: string, cookie?: string) =>
    t.request({ method: "POST", url: "/api/auth/sign-up/email", cookie, payload: { email, password: PASSWORD, name: "Ana Rivera" } });

  it("verifies a sign-up from a Spanish page in Spanish, and one from an English page in English", async () => {
    const spanish = `signup-es-${Date.now()}@example.com`;
    expect((await signUp(spanish, "homefix_locale=es")).statusCode).toBe(200);
    const verify = await mailOf(spanish, "verify-email");
    expect(verify?.subject).toBe("Verifique su cuenta de HomeFix");
    expect(verify?.text).toContain("¡Bienvenido a HomeFix!");

    const english = `signup-en-${Date.now()}@example.com`;
    expect((await signUp(english)).statusCode).toBe(200);
    expect((await mailOf(english, "verify-email"))?.subject).toBe("Verify your HomeFix account");

    // The account's language wins over the page's: a second sign-up from an English page.
    expect((await signUp(spanish)).statusCode).toBe(200);
    expect((await mailOf(spanish, "existing-account"))?.subject).toBe("Alguien intentó registrarse con su correo electrónico");
    expect((await signUp(english, "homefix_locale=es")).statusCode).toBe(200);
    expect((await mailOf(english, "existing-account"))?.subject).toBe("Someone tried to sign up with your e-mail");
  });

  it("sends a Spanish-preferring account its password reset in Spanish", async () => {
    const account = await t.signedIn("customer");
    await t.prefers(account.userId, "es");
    const reset = (email: string) =>
      t.request({ method: "POST", url: "/api/auth/request-password-reset", payload: { email, redirectTo: "/auth/reset-password" } });
    expect((await reset(account.email)).statusCode).toBe(200);
    const mail = await mailOf(account.email, "reset-password");
    expect(mail?.subject).toBe("Restablezca su contraseña de HomeFix");
    expect(mail?.text).toContain("el enlace vence en una hora");

    const english = await t.signedIn("customer");
    expect((await reset(english.email)).statusCode).toBe(200);
    expect((await mailOf(english.email, "reset-password"))?.subject).toBe("Reset your HomeFix password");
  });
});
