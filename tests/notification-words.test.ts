import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { mailOutbox } from "../src/server/db/schema.ts";
import { formatVisit } from "../src/shared/rules/business-time.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { jobForm, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";

// Notifications are read by people: dates as "Friday, December 11 at 1:00 PM ET", never
// "2026-12-11", and a "Job changed" notice says what changed, from what to what.

let t: TTestApp;
let admin: { cookie: string; userId: string };
let tech: Awaited<ReturnType<typeof makeTechnician>>;
let customer: { cookie: string; userId: string; email: string };
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  tech = await makeTechnician(t, { first_name: "Nia", last_name: "Notice" });
  customer = await t.signedIn("customer");
  customerId = await makeCustomer(t, { first_name: "Cal", last_name: "Endar", email: customer.email });
});
afterAll(() => t.close());

async function noticesOf(cookie: string) {
  const response = await t.request({ method: "GET", url: "/api/notifications", cookie });
  expect(response.statusCode).toBe(200);
  return (response.json() as { notifications: { title: string; body: string | null }[] }).notifications;
}

describe("job notifications", () => {
  it("write the visit as a person reads it, and say what changed", async () => {
    const form = jobForm(customerId, { technician_id: tech.id, scheduled_date: "2030-12-13", scheduled_time: "1:00 PM", priority: "medium" });
    const created = await t.request({ method: "POST", url: "/api/admin/jobs", cookie: admin.cookie, payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const [assigned] = await noticesOf(tech.cookie);
    expect(assigned).toMatchObject({ title: "Job assigned", body: "Faucet Repair · Friday, December 13, 2030 at 1:00 PM ET · 12 Palm Way" });

    const moved = await t.request({
      method: "PUT",
      url: `/api/admin/jobs/${id}`,
      cookie: admin.cookie,
      payload: { ...form, scheduled_date: "2030-12-16", scheduled_time: "9:00 AM", status: "scheduled", priority: "high", expected_status: "pending" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [changed] = await noticesOf(tech.cookie);
    expect(changed).toMatchObject({
      title: "Job changed",
      body:
        "Faucet Repair: Time: Friday, December 13, 2030 at 1:00 PM ET → Monday, December 16, 2030 at 9:00 AM ET; " +
        "Status: Pending → Scheduled; Priority: Medium → High",
    });

    const confirmed = (await noticesOf(customer.cookie)).find((notice) => notice.title === "Booking confirmed");
    expect(confirmed?.body).toBe("Faucet Repair is confirmed for Monday, December 16, 2030 at 9:00 AM ET.");
  });

  it("tell a customer who prefers Spanish in Spanish, in the bell and the mail, and the technician in English", async () => {
    const spanish = await t.signedIn("customer");
    await t.prefers(spanish.userId, "es");
    const spanishId = await makeCustomer(t, { first_name: "Sol", last_name: "Ana", email: spanish.email });
    const form = jobForm(spanishId, { technician_id: tech.id, scheduled_date: "2030-12-13", scheduled_time: "1:00 PM", priority: "medium" });
    const created = await t.request({ method: "POST", url: "/api/admin/jobs", cookie: admin.cookie, payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const confirmed = await t.request({
      method: "PUT",
      url: `/api/admin/jobs/${id}`,
      cookie: admin.cookie,
      payload: { ...form, status: "scheduled", expected_status: "pending" },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const notices = await noticesOf(spanish.cookie);
    expect(notices.find((notice) => notice.title === "Reserva confirmada")?.body).toBe(
      `Faucet Repair está confirmado: ${formatVisit("2030-12-13", "1:00 PM", new Date(), "es")}.`,
    );
    expect(notices.find((notice) => notice.title === "Técnico asignado")?.body).toBe("Nia Notice se encargará de Faucet Repair.");
    expect(notices.some((notice) => /confirmed|assigned/i.test(notice.title))).toBe(false);
    const [mail] = await t.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, spanish.email), eq(mailOutbox.kind, "notice-booking-confirmed")));
    expect(mail?.subject).toBe("Reserva confirmada · HomeFix");
    // The technician's notice of the same job speaks the technician's language: English here.
    expect((await noticesOf(tech.cookie)).find((notice) => notice.body?.includes("2030") && notice.title === "Job assigned")).toBeTruthy();
  });

  it("tell a technician who prefers Spanish in Spanish, in the bell and the mail, and one who prefers English in English", async () => {
    const lia = await makeTechnician(t, { first_name: "Lía", last_name: "Lozano" });
    await t.prefers(lia.userId, "es");
    const ned = await makeTechnician(t, { first_name: "Ned", last_name: "English" });
    const form = jobForm(customerId, { technician_id: lia.id, scheduled_date: "2030-12-13", scheduled_time: "1:00 PM", priority: "medium" });
    const created = await t.request({ method: "POST", url: "/api/admin/jobs", cookie: admin.cookie, payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const friday = formatVisit("2030-12-13", "1:00 PM", new Date(), "es");
    const monday = formatVisit("2030-12-16", "9:00 AM", new Date(), "es");

    const [assigned] = await noticesOf(lia.cookie);
    expect(assigned).toMatchObject({ title: "Trabajo asignado", body: `Faucet Repair · ${friday} · 12 Palm Way` });

    const moved = await t.request({
      method: "PUT",
      url: `/api/admin/jobs/${id}`,
      cookie: admin.cookie,
      payload: { ...form, scheduled_date: "2030-12-16", scheduled_time: "9:00 AM", status: "scheduled", priority: "high", expected_status: "pending" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [changed] = await noticesOf(lia.cookie);
    expect(changed).toMatchObject({
      title: "Trabajo modificado",
      body: `Faucet Repair: Fecha y hora: ${friday} → ${monday}; Estado: Pendiente → Programado; Prioridad: Media → Alta`,
    });

    // Given to the English-speaking technician: each hears of it in their own language.
    const handed = await t.request({
      method: "PUT",
      url: `/api/admin/jobs/${id}`,
      cookie: admin.cookie,
      payload: {
        ...form,
        technician_id: ned.id,
        scheduled_date: "2030-12-16",
        scheduled_time: "9:00 AM",
        status: "scheduled",
        priority: "high",
        expected_status: "scheduled",
      },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const [taken] = await noticesOf(lia.cookie);
    expect(taken).toMatchObject({ title: "Trabajo retirado", body: "Faucet Repair ya no está asignado a usted." });
    const nedNotices = await noticesOf(ned.cookie);
    expect(nedNotices).toHaveLength(1);
    expect(nedNotices[0]).toMatchObject({ title: "Job assigned", body: "Faucet Repair · Monday, December 16, 2030 at 9:00 AM ET · 12 Palm Way" });

    const mails = await t.database.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, lia.email));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(["Trabajo asignado · HomeFix", "Trabajo modificado · HomeFix", "Trabajo retirado · HomeFix"]);
    expect(mails.find((mail) => mail.kind === "notice-job-unassigned")?.text).toMatch(
      /^Faucet Repair ya no está asignado a usted\.\n\nhttps?:\/\/[^\s]+\/technician$/,
    );
    const [nedMail] = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, ned.email), eq(mailOutbox.kind, "notice-job-assigned")));
    expect(nedMail?.subject).toBe("Job assigned · HomeFix");
  });
});
