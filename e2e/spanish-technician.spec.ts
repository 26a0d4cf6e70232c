import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, signInQuickly, test } from "./fixtures.ts";
import { toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// The technician app speaks the language the technician chose (lib/i18n.ts: /technician reads the
// homefix_locale cookie, as /dashboard does), chosen with the app's Language / Idioma control,
// which also keeps it on their profile. At 375 px, as a technician uses it.

const made: string[] = [];
const businessToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/** A pending job of its own for today, so it comes first in tech@homefix.test's list. */
async function jobForTech() {
  const title = uniqueTag("Trabajo técnico ");
  const [technician] = await query<{ id: string }>("select t.id from technicians t join profiles p on p.id = t.profile_id where p.email = $1", [
    DEMO.technician,
  ]);
  const [customer] = await query<{ id: string }>("select id from customers order by created_at limit 1");
  const [row] = await query<{ id: string }>(
    `insert into jobs (title, description, status, customer_id, technician_id, scheduled_date, scheduled_time, service_address, service_city, service_state, service_zip, estimated_hours)
     values ($1, 'Leaking kitchen faucet', 'pending', $2, $3, $4, '9:00 AM', '12 Palm Way', 'Kissimmee', 'FL', '34741', 1.5) returning id`,
    [title, customer.id, technician.id, businessToday()],
  );
  made.push(row.id);
  return { id: row.id, title };
}

const card = (page: Page, title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
const languageChoice = (page: Page) => page.getByRole("group", { name: "Language / Idioma" });
const savedLanguage = async (page: Page) => ((await (await page.request.get("/api/me/profile")).json()) as { preferred_locale: string }).preferred_locale;

test.describe("the technician app in Spanish", () => {
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(async () => {
    if (made.length) await query("delete from jobs where id = any($1::uuid[])", [made.splice(0)]);
  });

  test("a technician chooses Español, works a job in Spanish at 375 px, and goes back to English", async ({ page }) => {
    const job = await jobForTech();
    await page.setViewportSize({ width: 375, height: 812 });
    await signInQuickly(page, DEMO.technician);
    await page.goto("/technician");
    await expect(page.getByRole("heading", { level: 1, name: "Technician Dashboard" })).toBeVisible();

    // Choosing: the page speaks Spanish at once, and the profile keeps the choice.
    await languageChoice(page).getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Panel del técnico" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(languageChoice(page).getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => savedLanguage(page)).toBe("es");

    // The job list: counters, tabs, the filter and the card.
    await expect(page.getByText(/Pendientes: \d+ · tech@homefix\.test/)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Trabajos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mis trabajos" })).toHaveAttribute("aria-pressed", "true");
    const jobCard = card(page, job.title);
    await expect(jobCard.getByText("Pendiente", { exact: true })).toBeVisible();
    await expect(jobCard.getByRole("button", { name: "Cómo llegar a 12 Palm Way, Kissimmee, FL 34741" })).toBeVisible();
    await expect(jobCard.getByRole("link", { name: `Orden de trabajo: ${job.title}` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // The job's printable work order and the day sheet speak it too.
    await jobCard.getByRole("link", { name: `Orden de trabajo: ${job.title}` }).click();
    const order = page.getByRole("article");
    await expect(order.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(order.getByText("Pendiente · Prioridad: Baja", { exact: true })).toBeVisible();
    await expect(order.getByText("Dirección del servicio", { exact: true })).toBeVisible();
    await expect(order.getByText("Firma del técnico", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeEnabled();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("link", { name: "Volver a mis trabajos" }).click();
    await page.getByRole("link", { name: "Hoja del día" }).click();
    await expect(page.getByRole("article").getByText("Hoja del día", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Fecha")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole("link", { name: "Volver a mis trabajos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Panel del técnico" })).toBeVisible();

    // The other tabs fit the phone in Spanish too.
    for (const [tab, heading] of [
      ["Medir", "Herramienta para medir habitaciones"],
      ["Presupuesto", "Crear presupuesto"],
      ["Herramientas", "Mi horario"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByText(heading, { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    await page.getByRole("tab", { name: "Trabajos" }).click();

    // A reload keeps the language: it is the cookie's, not the page's state.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Panel del técnico" })).toBeVisible();

    // Starting from the card.
    await card(page, job.title).getByRole("button", { name: "Iniciar trabajo" }).click();
    await expect(toast(page, "Trabajo marcado como en curso")).toBeVisible();
    await expect(card(page, job.title).getByText("En curso", { exact: true })).toBeVisible();

    // The job's details, and completing from there.
    await card(page, job.title)
      .getByRole("button", { name: `Detalles: ${job.title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: job.title });
    await expect(dialog.getByRole("heading", { name: "Lugar del servicio" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cómo llegar" })).toBeVisible();
    await expect(dialog.getByText("Horas estimadas")).toBeVisible();
    await expect(dialog.getByLabel("Notas para el cliente")).toBeVisible();
    await expect(dialog.getByLabel("Notas internas")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Guardar notas" })).toBeVisible();
    await expect(dialog.getByText("Todavía no hay fotos. Las fotos que tome aparecerán aquí.")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Completar" }).click();
    await expect(toast(page, "Trabajo marcado como completado")).toBeVisible();
    await expect(dialog.getByText("Completado", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar" }).first().click();
    await expect(dialog).toBeHidden();

    // The Done filter shows it; then back to English, for the other specs and for good.
    await page.getByRole("group", { name: "Mostrar" }).getByRole("button", { name: "Terminados" }).click();
    await expect(card(page, job.title)).toBeVisible();
    await languageChoice(page).getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Technician Dashboard" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(card(page, job.title).getByText("Completed", { exact: true })).toBeVisible();
    await expect.poll(() => savedLanguage(page)).toBe("en");
  });

  test.afterAll(async () => {
    // Whatever happened above, the demo technician reads English again (their mail too).
    await query("update profiles set preferred_locale = 'en' where email = $1", [DEMO.technician]);
  });
});
