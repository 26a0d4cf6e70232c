import { DEMO, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, signInQuickly, test, waitingForStart } from "./fixtures.ts";

// Decision 0164: the public site in Spanish under /es, a language switch that keeps the page,
// the choice remembered; a Spanish-speaking browser offered Spanish, never sent there.

test.describe("the site in Spanish", () => {
  test("the switch on /services leads to the same page in Spanish and back, remembered; /es and /es/services are accessible and fit a phone", async ({
    page,
    context,
  }) => {
    // One visitor's whole visit, both languages and a phone's width: longer than a single step.
    test.setTimeout(90_000);
    await page.goto("/services?category=Plumbing");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/services\?category=Plumbing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nuestros servicios" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "homefix_locale")?.value).toBe("es");
    await expectNoSeriousAxeViolations(page);

    // The footer's switch leads back, and the choice follows.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/services\?category=Plumbing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect((await context.cookies()).find((cookie) => cookie.name === "homefix_locale")?.value).toBe("en");

    // The Spanish landing page, loaded as a visitor arrives: rendered in Spanish from the start.
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Servicios" })).toBeVisible();
    // The business hours in Spanish words, in the contact section and the footer.
    await expect(page.locator("#contact").getByText("Lun a Vie", { exact: true })).toBeVisible();
    await expect(page.locator("#contact").getByText("7 a.m. a 6 p.m.", { exact: true })).toBeVisible();
    await expect(page.locator("#contact").getByText("Solo emergencias", { exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText("Lun a Vie: 7 a.m. a 6 p.m.")).toBeAttached();
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/es", "/es/services"]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Enlaces rápidos" })).toBeAttached();
      await expectNoHorizontalOverflow(page);
    }

    // A language the site does not speak is not a page: the English not-found page.
    await page.goto("/fr/services");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("a browser that asks for Spanish is offered it on the English page, not sent there, and 'no' is remembered", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-US" });
    const page = waitingForStart(await context.newPage());
    await page.goto("/services");
    const offer = page.getByRole("complementary", { name: "¿Prefiere leer en español?" });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await offer.getByRole("button", { name: "No, gracias" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect(offer).toBeHidden();

    // Taking the offer is the switch: the same page in Spanish.
    await context.clearCookies();
    await page.reload();
    await offer.getByRole("link", { name: "Ver en español" }).click();
    await expect(page).toHaveURL(/\/es\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nuestros servicios" })).toBeVisible();
    await expect(offer).toBeHidden();
    await context.close();
  });

  test("a visitor chats in Spanish: the dialog, the greeting and the answer in Spanish; the office sees the conversation is in Spanish", async ({
    page,
    browser,
  }) => {
    const name = `Lucía Chat ${Date.now()}`;
    await page.goto("/es/services");
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Reparación de plomería", exact: true }) })
      .getByRole("button", { name: /Más información/ })
      .click();
    await page.getByRole("dialog", { name: "Reparación de plomería" }).getByRole("button", { name: "Hacer preguntas" }).click();
    const chat = page.getByRole("dialog", { name: "Chat de atención al cliente" });
    await expect(chat.getByText("¿Preguntas sobre Reparación de plomería? Pregúntenos lo que quiera.")).toBeVisible();

    await chat.getByRole("button", { name: "Iniciar chat" }).click();
    await expect(page.getByText("Campos obligatorios")).toBeVisible();
    await expect(chat.getByText("Nombre: es obligatorio")).toBeVisible();
    await chat.getByLabel("Nombre").fill(name);
    await chat.getByLabel("Correo electrónico").fill(`lucia-${Date.now()}@example.com`);
    await chat.getByRole("button", { name: "Iniciar chat" }).click();

    const log = chat.getByRole("log", { name: "Conversación" });
    await expect(log.getByRole("listitem").first()).toContainText("Soporte de HomeFix");
    await expect(log.getByRole("listitem").first()).toContainText(`¡Hola, ${name}! Gracias por escribir a HomeFix. ¿En qué podemos ayudarle hoy?`);
    await chat.getByRole("textbox", { name: "Mensaje" }).fill("Hola, ¿hablan español?");
    await chat.getByRole("button", { name: "Enviar" }).click();
    await expect(chat.getByText("Soporte está escribiendo…")).toBeVisible();
    await expect(log.getByRole("listitem")).toHaveCount(3);
    await expect(log.getByRole("listitem").nth(1)).toContainText("Usted");
    await expect(log.getByRole("listitem").nth(2)).toContainText("¡Gracias por su mensaje! Alguien de nuestro equipo le responderá aquí en breve.");
    await expectNoSeriousAxeViolations(page);

    const office = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const admin = waitingForStart(await office.newPage());
      await signInQuickly(admin, DEMO.admin);
      await admin.goto("/admin/inbox");
      const row = admin.getByRole("list", { name: "Conversations" }).getByRole("button", { name: new RegExp(name) });
      await expect(row).toContainText("Spanish");
      await row.click();
      await expect(admin.getByText("Chats in Spanish")).toBeVisible();
    } finally {
      await office.close();
    }
  });

  test("a homeowner asks for a quote from the Spanish home page, in Spanish, at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/es#contact");
    const form = page.getByRole("form", { name: "Pedir un presupuesto" });
    await form.getByRole("button", { name: "Pedir presupuesto" }).click();
    await expect(form.getByText("Nombre: es obligatorio")).toBeVisible();
    await expect(form.getByText("Mensaje: es obligatorio")).toBeVisible();
    await form.getByLabel("Teléfono").fill("12345");
    await form.getByRole("button", { name: "Pedir presupuesto" }).click();
    await expect(form.getByText("Teléfono: debe ser un número de teléfono válido")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await form.getByLabel("Nombre").fill(`Lucía Presupuesto ${Date.now()}`);
    await form.getByLabel("Teléfono").fill("(407) 555-0177");
    await form.getByLabel("Servicio").selectOption({ label: "Otro" });
    await form.getByLabel("Mensaje").fill("Necesito cambiar la cerradura de la puerta trasera.");
    await form.getByRole("button", { name: "Pedir presupuesto" }).click();
    await expect(page.getByText("¡Solicitud de presupuesto enviada!")).toBeVisible();
    await expect(form.getByLabel("Nombre")).toHaveValue("");
  });
});
