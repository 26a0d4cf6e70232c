import { describe, expect, it } from "vitest";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { CONTACT_NEEDED } from "@/shared/rules/refusals.ts";
import { LANDFALL_PAUSED, WAITLIST_CLOSED } from "@/shared/rules/storm.ts";
import * as refused from "@/shared/rules/refusals.ts";
import { formatVisit } from "@/shared/rules/business-time.ts";
import { passwordWeakness } from "@/shared/rules/password.ts";
import { ZSignInRequest, ZSignUpRequest } from "@/shared/schemas/auth.ts";
import { ZAvailabilityQuery } from "@/shared/schemas/bookings.ts";
import { ApiError, errorMessage } from "./api-client.ts";
import { reasonText } from "./server-sentences.ts";

const REFUSALS = Object.values(refused).flatMap((value) => (typeof value === "string" ? [value] : []));
const SENTENCES = [
  CONTACT_NEEDED,
  LANDFALL_PAUSED,
  WAITLIST_CLOSED,
  ...REFUSALS,
  refused.alreadyBooked("Faucet Repair", formatVisit("2030-12-13", "1:00 PM", new Date(), "en")),
  refused.holidayClosed("Christmas Day"),
  refused.balanceChanged(123450),
  refused.outsideWindow(180, "2027-05-28"),
  ...[1, 15].map((minutes) => refused.signInPaused({ kind: "locked", minutes })),
  ...[1, 2].map((seconds) => refused.signInPaused({ kind: "paced", seconds })),
  // A 400 whose field the page has no input for names it first (errors.ts `fieldErrors`): the day, today or later.
  ...ZAvailabilityQuery.safeParse({ date: "2020-01-01" }).error!.issues.map((issue) => `scheduled_date: ${issue.message}`),
  `scheduled_date: ${refused.outsideWindow(180, "2027-05-28")}`,
  `scheduled_time: ${refused.SLOT_PASSED}`,
  // Signing up and in: the schemas' and the password rule's own reasons, and better-auth's answers.
  ...ZSignInRequest.safeParse({ email: "x", password: "" }).error!.issues.map((issue) => issue.message),
  ...ZSignUpRequest.safeParse({ email: "ana@example.com", password: "quiet-harbor-51", confirmPassword: "quiet-harbor-52" }).error!.issues.map(
    (issue) => issue.message,
  ),
  ...["abc", "password", "aaaaaaaa", "3456789", "ana-house-key", "x".repeat(200)].map((password) => passwordWeakness(password, "ana@example.com")!),
  "Invalid email or password",
  "Email not verified",
  "User already exists. Use another email.",
  "Invalid token",
];

describe("the server's sentences in the page's language", () => {
  it("are shown word for word on an English page: each English message is the server's sentence", () => {
    for (const sentence of SENTENCES) expect(reasonText(sentence)).toBe(sentence);
  });

  it("are each said in Spanish on a Spanish page", () => {
    withLocale("es", () => {
      for (const sentence of SENTENCES) expect(reasonText(sentence), sentence).not.toBe(sentence);
      expect(reasonText(WAITLIST_CLOSED)).toMatch(/^La lista de espera por la tormenta solo está abierta/);
      // A sentence's parts come back in Spanish where they can: the visit, the day, the amount.
      expect(reasonText(refused.alreadyBooked("Faucet Repair", formatVisit("2030-12-13", "1:00 PM", new Date(), "en")))).toBe(
        `Ya tiene una reserva de Faucet Repair para ${formatVisit("2030-12-13", "1:00 PM", new Date(), "es")}. Elija otra hora.`,
      );
      expect(reasonText(refused.balanceChanged(123450))).toBe("El saldo de esta factura ahora es de $1,234.50. Vuelva a consultar la factura antes de pagar.");
      expect(reasonText(refused.holidayClosed("Christmas Day"))).toBe("es un día festivo (Christmas Day): ese día solo atendemos emergencias");
      // The booking window's day and the sign-in's wait, in Spanish words.
      expect(reasonText(`scheduled_date: ${refused.outsideWindow(180, "2027-05-28")}`)).toBe(
        "Fecha: debe ser una fecha dentro de los próximos 180 días (a más tardar el vie, 28 de may de 2027)",
      );
      expect(reasonText("scheduled_date: must be today or later")).toBe("Fecha: debe ser hoy o una fecha posterior");
      expect(reasonText(refused.signInPaused({ kind: "locked", minutes: 15 }))).toBe(
        "Demasiados intentos de iniciar sesión en esta cuenta. Inténtelo de nuevo en 15 minutos, o use el enlace de desbloqueo que enviamos al correo de la cuenta.",
      );
      expect(reasonText(refused.signInPaused({ kind: "locked", minutes: 1 }))).toMatch(/ en 1 minuto, /);
      expect(reasonText(refused.signInPaused({ kind: "paced", seconds: 1 }))).toBe(
        "Demasiados intentos de iniciar sesión en esta cuenta. Inténtelo de nuevo en 1 segundo.",
      );
    });
  });

  it("reach a request's error message: a refusal the page knows in Spanish, an unknown one as it came, no answer at all in the page's words", () => {
    const refused = new ApiError(409, "CONFLICT", WAITLIST_CLOSED);
    expect(errorMessage(refused)).toBe(WAITLIST_CLOSED);
    withLocale("es", () => {
      expect(errorMessage(refused)).toMatch(/^La lista de espera/);
      expect(errorMessage(new ApiError(409, "CONFLICT", "This slot was just taken"))).toBe("This slot was just taken");
      expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Algo salió mal. Inténtelo de nuevo.");
      expect(errorMessage(new TypeError("Failed to fetch"), "No se pudo guardar")).toBe("No se pudo guardar");
    });
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Something went wrong. Please try again.");
  });
});
