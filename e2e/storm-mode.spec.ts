import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, test, waitingForStart } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { toast } from "./admin-jobs-fixtures.ts";

// Storm-season mode (decision 0160): the admin turns Prep on in Settings on a phone, and the
// public site shows the storm banner and pins the Storm prep services (only work that needs no
// licensed trade) on / and /services. In Recovery a homeowner joins the triage waitlist and sees
// their place and expected call move as the office books from the top (decision 0171). Storm mode
// is put back off whatever happens.

type TDocument = { settings: Record<string, unknown> & { storm: { phase: string } }; version: number };

/** Puts storm mode in a phase through the admin's API (the settings screen is tested above). */
async function setStorm(page: Page, phase: string, counties: string[]) {
  const now = (await (await page.request.get("/api/admin/settings")).json()) as TDocument;
  const saved = await page.request.put("/api/admin/settings", {
    data: { settings: { ...now.settings, storm: { ...now.settings.storm, phase, counties } }, version: now.version },
  });
  expect(saved.status()).toBe(200);
}
const stormOff = (page: Page) => setStorm(page, "off", []);

test.describe("Storm-season mode", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the admin turns on Prep; the site shows the banner and the Storm prep collection at 375 px", async ({ asAdmin: page, browser }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A visitor on a phone sees the public site.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const visitor = waitingForStart(await context.newPage());
    try {
      await page.goto("/admin/settings");
      const section = page.getByRole("region", { name: "Storm-season mode" });
      await expect(section.getByRole("radio", { name: "Off" })).toBeChecked();
      await section.getByRole("radio", { name: "Prep (hurricane watch)" }).check();
      await section.getByRole("checkbox", { name: "Orange" }).check();
      await expect(section.getByLabel("Held back for emergencies in Prep (%)")).toHaveValue("20");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();

      // Settings show from the next page load (the public answers are dropped on a save).
      const banner = visitor.getByRole("region", { name: "Storm notice" });
      await expect(async () => {
        await visitor.goto("/");
        await expect(banner).toContainText("Hurricane watch: storm prep (Orange County)", { timeout: 2_000 });
      }).toPass();
      const collection = visitor.getByRole("region", { name: "Storm prep" });
      await expect(collection.getByRole("link", { name: /Handyman Services/ })).toBeVisible();
      await expect(collection.getByRole("link", { name: /Lawn Care & Yard Cleanup/ })).toBeVisible();
      // Roof Leak Repair is recovery work, not storm prep.
      await expect(collection.getByRole("link", { name: /Roof Leak Repair/ })).toHaveCount(0);
      await expectNoHorizontalOverflow(visitor);
      await expectNoSeriousAxeViolations(visitor);
      await visitor.screenshot({ path: "test-results/storm-prep-375.png" });

      await visitor.goto("/services");
      await expect(banner).toBeVisible();
      await expect(visitor.getByRole("region", { name: "Storm prep" }).getByRole("link", { name: /Handyman Services/ })).toBeVisible();
      await expectNoHorizontalOverflow(visitor);
    } finally {
      await context.close();
      await stormOff(page);
    }
  });

  test("in Recovery a homeowner joins the waitlist at 375 px and watches their place and expected call move as the office books", async ({
    asAdmin: page,
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const homeowner = waitingForStart(await context.newPage());
    try {
      await page.goto("/admin/settings");
      const section = page.getByRole("region", { name: "Storm-season mode" });
      await section.getByRole("radio", { name: "Recovery" }).check();
      await section.getByRole("checkbox", { name: "Orange" }).check();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved successfully")).toBeVisible();

      const banner = homeowner.getByRole("region", { name: "Storm notice" });
      await expect(async () => {
        await homeowner.goto("/");
        await expect(banner).toContainText("Storm recovery (Orange County)", { timeout: 2_000 });
      }).toPass();
      const collection = homeowner.getByRole("region", { name: "Storm recovery" });
      await expect(collection.getByRole("link", { name: /Fence Repair/ })).toBeVisible();
      // Roofing needs a licensed trade: offered because a licensed partner does it, named with their license.
      await expect(collection.getByRole("link", { name: /Roof Leak Repair/ })).toContainText(
        "By our licensed partner Sunshine State Roofing, license CCC1331234",
      );

      // A neighbour with water coming in asked first: the most urgent need is ahead.
      const ahead = await context.request.post("/api/storm/waitlist", {
        data: {
          idempotency_key: crypto.randomUUID(),
          customer_name: "Wanda Water",
          customer_email: "wanda.water@example.com",
          customer_phone: "(407) 555-0161",
          service_address: "9 Lake Dr",
          service_city: "Orlando",
          need: "water",
        },
      });
      expect(ahead.status()).toBe(201);

      await banner.getByRole("link", { name: "Join the storm waitlist" }).click();
      await expect(homeowner.getByRole("heading", { name: "Storm waitlist", level: 1 })).toBeVisible();
      const form = homeowner.getByRole("form", { name: "Join the storm waitlist" });
      await form.getByLabel("What did the storm do?").selectOption({ label: "Debris" });
      await form.getByLabel("Name").fill("Dora Debris");
      await form.getByLabel("Phone").fill("(407) 555-0162");
      await form.getByLabel("Email").fill("dora.debris@example.com");
      await form.getByLabel("City").fill("Orlando");
      await form.getByLabel("Street address").fill("12 Oak St");
      await form.getByRole("button", { name: "Join the waitlist" }).click();

      const place = homeowner.getByRole("region", { name: "Your place" });
      await expect(place).toContainText("You are number 2 on the storm waitlist.");
      await expect(place).toContainText("An expected time shows here once the office starts booking from the waitlist.");
      await expectNoHorizontalOverflow(homeowner);
      await expectNoSeriousAxeViolations(homeowner);

      // The office books the one ahead; the homeowner's page moves without a reload.
      await page.goto("/admin/storm-waitlist");
      const waiting = page.getByRole("list", { name: "Waiting requests" });
      await expect(waiting.getByRole("listitem")).toHaveCount(2);
      await waiting.getByRole("button", { name: "Mark Wanda Water booked" }).click();
      await expect(toast(page, "Wanda Water booked and taken off the waitlist")).toBeVisible();
      await expect(waiting.getByRole("listitem")).toHaveCount(1);

      await expect(place).toContainText("You are number 1 on the storm waitlist.");
      await expect(place).toContainText("Expected call: within 2 hours (the office booked 1 request from the waitlist in the last day).");
      await homeowner.screenshot({ path: "test-results/storm-waitlist-375.png" });
    } finally {
      await context.close();
      await stormOff(page);
    }
  });

  test("in Spanish: the banner, the Storm recovery collection and the waitlist under /es, at 375 px", async ({ asAdmin: page, browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const vecino = waitingForStart(await context.newPage());
    try {
      await setStorm(page, "recovery", ["Osceola"]);
      const banner = vecino.getByRole("region", { name: "Aviso de tormenta" });
      await expect(async () => {
        await vecino.goto("/es");
        await expect(banner).toContainText("Recuperación tras la tormenta (condado de Osceola).", { timeout: 2_000 });
      }).toPass();
      await expect(banner).toContainText("Lonas, escombros y árboles caídos: díganos qué hizo la tormenta y atendemos primero lo más urgente.");
      const collection = vecino.getByRole("region", { name: "Recuperación tras la tormenta" });
      const roof = collection.getByRole("link", { name: /Reparación de goteras en el techo/ });
      await expect(roof).toContainText("Lo hace nuestro socio con licencia Sunshine State Roofing, licencia CCC1331234");
      await expect(roof).toHaveAttribute("href", /^\/es\/services\//);

      await banner.getByRole("link", { name: "Únase a la lista de espera por la tormenta" }).click();
      await expect(vecino).toHaveURL(/\/es\/storm-waitlist$/);
      await expect(vecino.getByRole("heading", { name: "Lista de espera por la tormenta", level: 1 })).toBeVisible();
      const form = vecino.getByRole("form", { name: "Únase a la lista de espera por la tormenta" });
      await form.getByRole("button", { name: "Unirse a la lista de espera" }).click();
      await expect(form.getByText("Nombre: es obligatorio")).toBeVisible();
      await expect(form.getByText("elija qué hizo la tormenta")).toBeVisible();

      await form.getByLabel("¿Qué hizo la tormenta?").selectOption({ label: "Entra agua o el techo está abierto" });
      await form.getByLabel("Nombre").fill("Rosa Ríos");
      await form.getByLabel("Teléfono").fill("(407) 555-0171");
      await form.getByLabel("Correo electrónico").fill("rosa.rios@example.com");
      await form.getByLabel("Ciudad").fill("Kissimmee");
      await form.getByLabel("Dirección").fill("5 Calle Palma");
      await form.getByRole("button", { name: "Unirse a la lista de espera" }).click();

      const place = vecino.getByRole("region", { name: "Su lugar" });
      // Water coming in goes first: number 1, whatever else waits.
      await expect(place).toContainText("Usted es el número 1 en la lista de espera por la tormenta.");
      // With or without a pace yet (this file's other test may have booked one in the last day).
      await expect(place).toContainText(
        /Aquí verá una hora prevista en cuanto la oficina empiece a atender la lista de espera\.|Llamada prevista: en menos de \d+ horas? \(la oficina atendió \d+ solicitud(es)? de la lista de espera en el último día\)\./,
      );
      await expect(place).toContainText("Necesidad: Entra agua o el techo está abierto. Llamamos en orden; esta página se actualiza cuando la lista avanza.");
      await expect(vecino.locator("html")).toHaveAttribute("lang", /^es/);
      await expectNoHorizontalOverflow(vecino);
      await expectNoSeriousAxeViolations(vecino);
      await vecino.screenshot({ path: "test-results/storm-waitlist-es-375.png" });
    } finally {
      await context.close();
      await stormOff(page);
    }
  });
});
