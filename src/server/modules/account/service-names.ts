import { sql, type SQLWrapper } from "drizzle-orm";
import { bookings, services } from "../../db/schema.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";

/**
 * An emergency call books no catalogue service: its customer reads it as "Emergency Service" in
 * the page's language, the catalogue's words for it (as the booking's own pages say it).
 */
export const EMERGENCY_SERVICE = { en: m.detail_emergency({}, { locale: "en" }), es: m.detail_emergency({}, { locale: "es" }) };

type TNames = { name: SQLWrapper | string; name_es: SQLWrapper | null };

/**
 * A booking's service in each language (decision 0177), for the queries that join `services` on
 * the booking: the business's names, else an emergency call's own, else `otherwise`.
 */
export function bookedServiceNames(otherwise: TNames = { name: "Service", name_es: null }) {
  return {
    name: sql<string>`coalesce(${services.name}, case when ${bookings.is_emergency} then ${EMERGENCY_SERVICE.en} end, ${otherwise.name})`,
    name_es: sql<
      string | null
    >`case when ${services.id} is not null then ${services.name_es} when ${bookings.is_emergency} then ${EMERGENCY_SERVICE.es} else ${otherwise.name_es} end`,
  };
}
