import type { TDb } from "../../db/client.ts";
import { settingsRepository } from "./settings.repository.ts";

// The settings module's front door for other modules (decision 0147), beside settings.service.ts.

/** `business(executor?)`: the business settings, defaults filling what is not saved; in a transaction when given one. */
export function businessSettings(db: TDb) {
  const { business } = settingsRepository(db);
  return { business };
}
