import { expect, expectNoSeriousAxeViolations, test } from "./fixtures.ts";

// Decision 0166: a visitor on the Spanish site goes through the emergency flow in Spanish: the
// contact dialog, the payment of the non-refundable fee (test mode) and the details, with the
// shared schemas' reasons said in Spanish.

test("a Spanish visitor pays the emergency fee and reaches the details through Spanish dialogs", async ({ page }) => {
  await page.goto("/es#contact");
  await page.locator("#contact").getByRole("button", { name: "Reservar emergencia" }).click();

  const contact = page.getByRole("dialog", { name: "Servicio de emergencia" });
  await expect(contact.getByText("Para reservar el servicio de emergencia, se paga ahora un cargo de emergencia de $25.00")).toBeVisible();
  await expect(contact.getByRole("link", { name: "Llamar ahora" })).toBeVisible();
  await contact.getByRole("button", { name: "Reservar emergencia" }).click();

  const payment = page.getByRole("dialog", { name: "Pago del servicio de emergencia" });
  await expect(payment.getByRole("switch", { name: "Modo de prueba" })).toBeChecked();
  await expect(payment.getByText("Cargo de emergencia (no reembolsable)")).toBeVisible();
  await payment.getByRole("button", { name: "Pagar $25.00 (prueba)" }).click();
  await expect(payment.getByText("Número de tarjeta: es obligatorio")).toBeVisible();
  await expect(payment.getByText("Vencimiento: es obligatorio")).toBeVisible();
  await expect(payment.getByText("Indique un teléfono o un correo electrónico para que podamos comunicarnos con usted")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await payment.getByLabel("Teléfono").fill("(407) 555-0177");
  await payment.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await payment.getByLabel("Vencimiento (MM/AA)").fill("12/30");
  await payment.getByLabel("CVV").fill("123");
  await payment.getByLabel("Nombre en la tarjeta").fill("Casey Morgan");
  await payment.getByLabel("Código postal de facturación").fill("32801");
  await payment.getByRole("button", { name: "Pagar $25.00 (prueba)" }).click();
  await expect(page.getByText("Pago de prueba procesado")).toBeVisible();

  const details = page.getByRole("dialog", { name: "Datos de la reserva de emergencia" });
  await expect(details.getByText("Cargo de emergencia pagado")).toBeVisible();
  // The phone typed at payment is carried over; the rest is still to say.
  await expect(details.getByLabel("Teléfono")).toHaveValue("(407) 555-0177");
  await expect(details.getByRole("combobox", { name: "Tiempo de respuesta" })).toBeVisible();
  await details.getByRole("button", { name: "Completar la reserva de emergencia" }).click();
  await expect(details.getByText("Nombre completo: es obligatorio")).toBeVisible();
});
