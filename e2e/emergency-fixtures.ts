import type { Locator } from "@playwright/test";

/** The emergency payment's card, as a customer types a test card (the values never leave the browser). */
export async function fillTestCard(payment: Locator, cardholder = "Casey Morgan") {
  await payment.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await payment.getByLabel("Expiry (MM/YY)").fill("12/30");
  await payment.getByLabel("CVV").fill("123");
  await payment.getByLabel("Cardholder Name").fill(cardholder);
  await payment.getByLabel("Billing ZIP").fill("32801");
}
