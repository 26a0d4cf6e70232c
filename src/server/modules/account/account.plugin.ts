import type { FastifyInstance } from "fastify";
import { accountRoutes } from "./account.routes.ts";
import { accountRepository } from "./account.repository.ts";
import { accountService } from "./account.service.ts";
import { overviewRepository } from "./overview.repository.ts";
import { profileRepository } from "./profile.repository.ts";

export async function accountPlugin(app: FastifyInstance) {
  const { db, settings } = app;
  await app.register(accountRoutes, {
    account: accountService({
      account: accountRepository(db),
      bookings: app.bookingRecords,
      places: app.places,
      jobs: app.jobs,
      refundDeposit: app.queued.refundDeposit,
      refundDepositNow: app.queued.refundDepositNow,
      settings: () => settings.business(),
      readLedger: app.readLedger,
      log: app.log,
    }),
    overview: overviewRepository(db),
    profile: profileRepository(db),
  });
}
