import type { Page } from "@playwright/test";
import { bookOnFirstFreeDay, serviceNamed } from "./api-setups.ts";
import { expect, expectNoSeriousAxeViolations, newCustomer, query, test } from "./fixtures.ts";

// Decision 0164: the customer's own pages have no /es address; they speak the language the
// customer chose (the homefix_locale cookie, which also gave the new account its language).
// customer-side.md §2 Customer dashboard, My Bookings; the English stays the spec's wording.

type TService = { id: string; name: string; base_price: number };

/** Books as the signed-in customer on the first open weekday from `daysAhead` whose 9:00 AM is free. */
async function book(page: Page, email: string, serviceId: string, daysAhead: number): Promise<Date> {
  const booking = {
    serviceId,
    time: "9:00 AM",
    name: "Lucía Ramírez",
    email,
    // The demo customer's phone, which has booked before: no first-booking discount, full prices.
    phone: "(407) 555-0120",
    notes: "Código del portón 4512",
  };
  return (await bookOnFirstFreeDay(page.request, booking, daysAhead)).day;
}

/** A booking's day as the browser writes it in US Spanish ("mié, 9 de dic de 2026"): the card's format. */
async function spanishDay(page: Page, day: Date): Promise<string> {
  return page.evaluate(
    ([year, month, date]) =>
      new Intl.DateTimeFormat("es-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
        new Date(Date.UTC(year!, month!, date!, 12)),
      ),
    [day.getFullYear(), day.getMonth(), day.getDate()],
  );
}

test.describe("the customer's dashboard in Spanish", () => {
  test("a customer who chose Spanish reads the dashboard, My Bookings, a booking's details, cancelling and Payment History in Spanish", async ({
    page,
    context,
  }) => {
    // One customer's whole visit: the dashboard, the list, a dialog, a cancellation.
    test.setTimeout(90_000);
    await context.addCookies([{ name: "homefix_locale", value: "es", url: test.info().project.use.baseURL! }]);
    const email = await newCustomer(page, "es-dashboard");
    const heater = await serviceNamed<TService>(page.request, "Water Heater Service");
    const day = await book(page, email, heater.id, 52);
    const price = `$${(heater.base_price / 100).toFixed(2)}`;
    // The dashboard names the service in the business's Spanish, as the confirmation mail does (decision 0177).
    const [{ name_es: heaterEs } = { name_es: null }] = await query<{ name_es: string | null }>("select name_es from services where id = $1", [heater.id]);
    expect(heaterEs).toBeTruthy();

    // The dashboard home: its frame, the greeting and the tiles.
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1, name: "¡Bienvenido a HomeFix!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Configuración" })).toHaveAttribute("href", "/dashboard/profile#settings");
    const tiles = page.getByRole("navigation", { name: "Accesos rápidos" });
    await expect(tiles.getByRole("link", { name: /Historial de pagos/ })).toHaveAttribute("href", "/dashboard/bookings#payments");
    await expect(page.getByRole("region", { name: "Resumen de su cuenta" }).getByText("Reservas activas")).toBeVisible();
    const activity = page.getByRole("region", { name: "Actividad reciente" });
    await expect(activity.getByText("Reserva solicitada", { exact: true })).toBeVisible();
    await expect(activity.getByText("Depósito pagado", { exact: true })).toBeVisible();
    await expect(activity.getByText(`${price} por ${heaterEs}`, { exact: true })).toBeVisible();
    // The visit in the page's words: its service, its day and its time ("9:00 a.m.", not the slot's "9:00 AM").
    await expect(activity.getByText(new RegExp(`^${heaterEs}, ${await spanishDay(page, day)}, 9:00\\sa\\.m\\.$`))).toBeVisible();
    await expect(activity.getByText(/Water Heater Service|9:00 AM/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // The header's bell speaks it too; a new account has nothing in it yet.
    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    const bell = page.getByRole("dialog", { name: "Notificaciones" });
    await expect(bell.getByRole("button", { name: "Marcar todo como leído" })).toBeVisible();
    await expect(bell.getByText("Todavía no tiene notificaciones", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bell).toBeHidden();

    // My Bookings, from the dashboard's own navigation.
    await page.getByRole("navigation", { name: "Mi cuenta" }).getByRole("link", { name: "Mis reservas" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mis reservas" })).toBeVisible();
    const card = page.getByRole("list", { name: "Reservas", exact: true }).getByRole("article", { name: heaterEs! });
    await expect(card.getByText(await spanishDay(page, day))).toBeVisible();
    await expect(card.getByText(/^9:00\sa\.m\. ET$/)).toBeVisible();
    await expect(card.getByText("Pendiente", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cambiar fecha" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancelar" })).toBeVisible();
    await expect(page.getByText("Mostrando 1 de 1 reserva", { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A booking's details: its status, the amounts, the payment.
    await card.getByRole("button", { name: "Ver detalles" }).click();
    const details = page.getByRole("dialog", { name: heaterEs! });
    await expect(details.getByRole("list", { name: "Estado del trabajo" }).locator("[aria-current=step]")).toHaveText(/Pendiente/);
    await expect(details.getByText("Reserva de prueba")).toBeVisible();
    await expect(details.getByRole("heading", { name: "Cita", exact: true })).toBeVisible();
    await expect(details.getByText("Aún sin asignar")).toBeVisible();
    await expect(details.locator("dt", { hasText: "Pagado" }).locator("xpath=following-sibling::dd[1]")).toHaveText(price);
    await expect(details.getByRole("listitem").filter({ hasText: "Depósito" })).toContainText(price);
    await expect(details.getByText("Código del portón 4512")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await details.getByRole("button", { name: "Listo" }).click();
    await expect(details).toBeHidden();

    // Payment History: the deposit, in Spanish words and the same dollars.
    const payments = page.getByRole("region", { name: "Historial de pagos" });
    await expect(payments.getByText("Los depósitos y cargos que ha pagado, los más recientes primero.")).toBeVisible();
    const deposit = payments.getByRole("listitem").filter({ hasText: "Depósito" });
    await expect(deposit).toContainText(heaterEs!);
    await expect(deposit).toContainText(price);
    await expect(deposit.getByText("Pagado", { exact: true })).toBeVisible();
    await expect(deposit.getByText("Prueba", { exact: true })).toBeVisible();

    // Cancelling asks first, in Spanish, and says so in Spanish.
    await card.getByRole("button", { name: "Cancelar" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Cancelar esta reserva?" });
    await expect(confirm.getByText(`Se le devolverá su depósito de ${price} (pago de prueba).`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancelar la reserva" }).click();
    await expect(page.getByText("Reserva cancelada", { exact: true })).toBeVisible();
    await expect(card.getByText("Cancelada", { exact: true })).toBeVisible();
    await expect(payments.getByRole("listitem").filter({ hasText: "Depósito" })).toContainText("Reembolsado");
  });

  test("an English customer still reads the spec's English on the dashboard and My Bookings", async ({ page }) => {
    await newCustomer(page, "en-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to HomeFix!" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: /Payment History/ })).toBeVisible();
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Bookings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    await expect(page.getByText("No bookings yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment History" }).getByText("No payments yet")).toBeVisible();
  });

  test("choosing Español in the profile turns the dashboard Spanish at once: the profile, Account Settings and its dialogs, then Favorites", async ({
    page,
  }) => {
    await newCustomer(page, "profile-to-es");
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Preferred Language").selectOption("es");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Perfil actualizado", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByLabel("Idioma preferido")).toHaveValue("es");
    await expect(page.getByRole("button", { name: "Editar perfil" })).toBeVisible();
    const settings = page.getByRole("region", { name: "Configuración de la cuenta" });
    await expect(settings.getByRole("heading", { name: "Preferencias de servicio" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await settings.getByRole("button", { name: "Configurar" }).click();
    const notifications = page.getByRole("dialog", { name: "Avisos por correo electrónico" });
    await expect(notifications.getByText("Novedades de sus reservas")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await notifications.getByRole("button", { name: "Cancelar" }).click();
    await expect(notifications).toBeHidden();

    // The choice holds on the other pages of the dashboard: the favourites' empty card.
    await page.getByRole("navigation", { name: "Mi cuenta" }).getByRole("link", { name: "Mi cuenta" }).click();
    const favorites = page.getByRole("region", { name: "Mis servicios favoritos (0)" });
    await expect(favorites.getByText("Aún no tiene servicios favoritos")).toBeVisible();
  });

  test("a customer who chose Spanish reads Messages in Spanish: the empty list, then a conversation", async ({ page, context }) => {
    await context.addCookies([{ name: "homefix_locale", value: "es", url: test.info().project.use.baseURL! }]);
    const email = await newCustomer(page, "es-messages");
    await page.goto("/dashboard/messages");
    await expect(page.getByRole("heading", { name: "Mensajes", level: 1 })).toBeVisible();
    await expect(page.getByText("Sus conversaciones con nuestro equipo de atención al cliente.")).toBeVisible();
    await expect(page.getByText("Aún no tiene mensajes")).toBeVisible();
    await expect(page.getByText("Elija una conversación para leerla.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Nuevo mensaje" })).toBeVisible();

    const started = await page.request.post("/api/chat/conversations", { data: { customer_name: "Lucía Ramírez", customer_email: email } });
    expect(started.ok(), await started.text()).toBe(true);
    // A conversation is listed once the customer has written in it.
    const { conversation_id: id } = (await started.json()) as { conversation_id: string };
    const sent = await page.request.post(`/api/chat/conversations/${id}/messages`, { data: { message: "¿Tienen citas el sábado?" } });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.reload();
    const list = page.getByRole("list", { name: "Conversaciones" });
    await list.getByRole("link", { name: /Atención al cliente/ }).click();
    await expect(page.getByRole("region", { name: "Conversación" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
