import { describe, expect, it } from "vitest";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { CONTACT_NEEDED } from "@/shared/rules/refusals.ts";
import { LANDFALL_PAUSED } from "@/shared/rules/storm.ts";
import { fieldErrorText } from "./form-errors.ts";
import { reasonText } from "./server-sentences.ts";

describe("a field's error in the page's language", () => {
  it("keeps the spec's English wording on an English page", () => {
    expect(fieldErrorText("Full Name", "is required")).toBe("Full Name is required");
    expect(fieldErrorText("Estimated hours", "must be at least 2")).toBe("Estimated hours must be at least 2");
    expect(fieldErrorText("Phone", undefined)).toBeUndefined();
    // A whole sentence from the server is shown as it came.
    expect(fieldErrorText("Phone", "This slot is full")).toBe("This slot is full");
  });

  it("says the shared schemas' reasons in Spanish on a Spanish page, numbers kept", () => {
    withLocale("es", () => {
      expect(fieldErrorText("Nombre completo", "is required")).toBe("Nombre completo: es obligatorio");
      expect(fieldErrorText("Teléfono", "must be a valid phone number")).toBe("Teléfono: debe ser un número de teléfono válido");
      expect(reasonText("must be at most 200 characters")).toBe("debe tener como máximo 200 caracteres");
      expect(reasonText("must be at least 2")).toBe("debe ser al menos 2");
      expect(reasonText("must be a 5-digit ZIP code")).toBe("debe ser un código postal de 5 dígitos");
      // A reason it does not know is shown as it came rather than dropped.
      expect(reasonText("must be something new")).toBe("must be something new");
    });
  });

  it("says the emergency card's reasons and its contact sentence in Spanish, and in English unchanged", () => {
    expect(fieldErrorText("Expiry", "must be written MM/YY")).toBe("Expiry must be written MM/YY");
    expect(fieldErrorText("Phone", CONTACT_NEEDED)).toBe(CONTACT_NEEDED);
    withLocale("es", () => {
      expect(fieldErrorText("Vencimiento", "is in the past: this card has expired")).toBe("Vencimiento: ya pasó: esta tarjeta está vencida");
      expect(fieldErrorText("CVV", "must be 3 or 4 digits")).toBe("CVV: debe tener 3 o 4 dígitos");
      expect(fieldErrorText("Teléfono", CONTACT_NEEDED)).toBe("Indique un teléfono o un correo electrónico para que podamos comunicarnos con usted");
    });
  });

  it("says the storm's landfall pause in Spanish, and in English as the server wrote it", () => {
    expect(fieldErrorText("City", LANDFALL_PAUSED)).toBe(LANDFALL_PAUSED);
    withLocale("es", () => expect(reasonText(LANDFALL_PAUSED)).toMatch(/^Nuestros equipos no salen mientras pasa el huracán/));
    // The sentence is matched as written, not as a pattern: a near miss stays as it came.
    expect(reasonText(LANDFALL_PAUSED.replace(".", "!"))).toBe(LANDFALL_PAUSED.replace(".", "!"));
  });
});
