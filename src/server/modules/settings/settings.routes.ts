import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize } from "../../auth/guard.ts";
import { ZPublicSettings } from "../../../shared/schemas/settings.ts";
import { EMERGENCY_FEE_CENTS } from "../../../shared/constants.ts";
import { settingsRepository } from "./settings.repository.ts";

export const settingsRoutes: FastifyPluginAsyncZod<{ db: TDb; livePayments: boolean }> = async (app, { db, livePayments }) => {
  const repository = settingsRepository(db);

  app.get(
    "/api/settings/public",
    {
      onRequest: authorize("read:settings:public"),
      schema: { tags: ["settings"], summary: "Business name, phone, e-mail, hours and areas", response: { 200: ZPublicSettings } },
    },
    async () => ZPublicSettings.parse({ ...(await repository.business()), emergency_fee_cents: EMERGENCY_FEE_CENTS, live_payments: livePayments }),
  );
};
