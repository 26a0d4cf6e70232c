import { format } from "date-fns";
import { es } from "date-fns/locale/es";
import { expect, expectNoSeriousAxeViolations, openWeekday, query, test } from "./fixtures.ts";
import type { Locator } from "@playwright/test";

// Decision 0166: a visitor on the Spanish site books through the same dialog, in Spanish: its
// steps, its validation, its summary (money and dates through the shared Intl formats), and the
// confirmation mail in the language of the page they booked from.

/** The demo customer's phone: it has booked before, so no first-booking discount changes the figures. */
const RETURNING_PHONE = "(407) 555-0120";

test("a Spanish visitor books TV Mounting through the Spanish dialog and sees the Spanish summary and mail", async ({ page }) => {
  const email = `es-booking-${Date.now()}@example.com`;
  await page.goto("/es/services?q=TV");
  // The service's own words are the business's Spanish (decision 0177).
  await page.getByRole("button", { name: "Más información sobre Instalación de televisores" }).click();
  const details = page.getByRole("dialog", { name: "Instalación de televisores" });
  await expect(details.getByRole("tab", { name: "Resumen" })).toBeVisible();
  await details.getByRole("button", { name: "Reservar un servicio" }).click();

  const dialog = page.getByRole("dialog", { name: "Reservar un servicio" });
  await expect(dialog.getByText("Paso 1 de 2: Fecha, hora y pago")).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Modo de prueba" })).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  // The calendar speaks Spanish: the day's button is named as Spanish readers say it.
  const day = await pickDay(dialog, openWeekday(16));
  await dialog.getByRole("radio", { name: "10:00 a.m.", exact: true }).click();
  await expect(dialog.getByText(`${format(day, "EEEE, d 'de' MMMM 'de' yyyy", { locale: es })}, 10:00 a.m. ET`)).toBeVisible();
  await dialog.getByLabel("Teléfono").fill(RETURNING_PHONE);
  await dialog.getByLabel("Correo electrónico").fill(email);
  await dialog.getByRole("button", { name: "Pagar $129.00 (prueba)" }).click();
  await expect(page.getByText("Pago de prueba realizado")).toBeVisible();

  // Step 2: a required field left blank is named in Spanish; the summary is Spanish, in dollars.
  await dialog.getByRole("button", { name: "Completar reserva" }).click();
  await expect(dialog.getByText("Nombre completo: es obligatorio")).toBeVisible();
  const summary = dialog.getByRole("region", { name: "Resumen de la reserva" });
  await expect(summary.getByText("Precio del servicio")).toBeVisible();
  await expect(summary.getByText("Pago inicial", { exact: true })).toBeVisible();
  await expect(summary.getByText("$129.00").first()).toBeVisible();
  await dialog.getByLabel("Nombre completo").fill("Rosa Martínez");
  await dialog.getByLabel("Dirección del servicio").fill("221 Lake Eola Dr");
  await dialog.getByRole("button", { name: "Completar reserva" }).click();
  await expect(page.getByText("¡Reserva confirmada!")).toBeVisible();

  // The toast's action opens the booking's summary, in the language of the page it came from.
  await page.getByRole("button", { name: "Ver reserva" }).click();
  await expect(page).toHaveURL(/\/booking\/checkout\?bookingId=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1, name: "Resumen de la reserva" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recibimos su reserva" })).toBeVisible();
  const row = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(row("Pago inicial (pagado)")).toHaveText("$129.00");
  await expect(row("Total con impuestos")).toHaveText(/^\$1\d\d\.\d\d$/);
  await expect(page.getByText("No se harán cargos reales")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reservar otro servicio" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The guest booked from a Spanish page: the confirmation is written in Spanish.
  const [mail] = await query<{ subject: string }>(`select subject from mail_outbox where lower("to") = lower($1) and kind = 'booking-received'`, [email]);
  // The confirmation names the service as the page the guest booked on did, in Spanish (decision 0177).
  expect(mail?.subject).toBe("Recibimos su reserva: Instalación de televisores");
});

test("/book speaks the language the visitor chose on the Spanish site, and a day the booking window no longer holds is refused in Spanish", async ({
  page,
}) => {
  // A Spanish page first: its language is remembered for /book, which has no Spanish address.
  await page.goto("/es");
  await page.goto("/book");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1, name: "Reservar un servicio" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Elija un servicio" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Buscar servicios" })).toBeVisible();
  // The service in the business's Spanish (decision 0177), what is due now in Spanish words.
  const tv = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Instalación de televisores", exact: true }) });
  await expect(tv.getByText(/^Pago inicial \$\d+\.\d{2}$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A dialog left open while the window shrank sends a day beyond it: the server's reason, in Spanish.
  await page.route("**/api/bookings", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, scheduled_date: "2099-01-05" }) });
  });
  await tv.getByRole("button", { name: "Reservar ahora" }).click();
  const dialog = page.getByRole("dialog", { name: "Reservar un servicio" });
  await pickDay(dialog, openWeekday(16));
  await dialog.getByRole("radio", { name: "11:00 a.m.", exact: true }).click();
  await dialog.getByLabel("Teléfono").fill(RETURNING_PHONE);
  await dialog.getByLabel("Correo electrónico").fill(`es-window-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: /^Pagar / }).click();
  await expect(page.getByText("Pago de prueba realizado")).toBeVisible();
  await dialog.getByLabel("Nombre completo").fill("Rosa Martínez");
  await dialog.getByLabel("Dirección del servicio").fill("221 Lake Eola Dr");
  await dialog.getByRole("button", { name: "Completar reserva" }).click();
  await expect(page.getByText("No se pudo hacer la reserva")).toBeVisible();
  await expect(page.getByText(/^Fecha: debe ser una fecha dentro de los próximos \d+ días \(a más tardar el .+ de \d{4}\)$/)).toBeVisible();
});

/** Chooses `day` in the booking dialog's calendar, as a Spanish reader names its buttons. */
async function pickDay(dialog: Locator, day: Date): Promise<Date> {
  const today = new Date();
  const months = (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth();
  for (let i = 0; i < months; i++) await dialog.getByRole("button", { name: "Ir al mes siguiente" }).click();
  await dialog.getByRole("button", { name: format(day, "PPPP", { locale: es }) }).click();
  return day;
}
