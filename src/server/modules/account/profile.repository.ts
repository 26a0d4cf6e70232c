import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import type { TPreferences, TUpdateProfileRequest } from "../../../shared/schemas/account.ts";

export function profileRepository(db: TDb) {
  return {
    async get(userId: string) {
      const [row] = await db
        .select({
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          email: profiles.email,
          phone: profiles.phone,
          address: profiles.address,
          city: profiles.city,
          state: profiles.state,
          zip_code: profiles.zip_code,
          email_notifications: profiles.email_notifications,
          preferred_contact: profiles.preferred_contact,
          preferred_areas: profiles.preferred_areas,
          preferred_locale: profiles.preferred_locale,
        })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return row ?? null;
    },
    update(userId: string, values: TUpdateProfileRequest | TPreferences) {
      return db
        .update(profiles)
        .set({ ...values, updated_at: new Date() })
        .where(eq(profiles.id, userId));
    },
  };
}
