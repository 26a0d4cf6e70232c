import type { FastifyInstance } from "fastify";
import { bookingsRoutes } from "./bookings.routes.ts";
import { bookingsService } from "./bookings.service.ts";

export async function bookingsPlugin(app: FastifyInstance) {
  const { config, settings } = app;
  await app.register(bookingsRoutes, {
    bookings: bookingsService({
      repository: app.bookingRecords,
      jobs: app.jobs,
      payments: app.payments,
      idempotency: app.idempotency,
      collect: app.collect,
      mailer: app.mailer,
      notifier: app.notifier,
      settings: (executor) => settings.business(executor),
      releaseDepositLater: app.queued.releaseDepositLater,
      depositHoldSeconds: config.DEPOSIT_HOLD_SECONDS,
      secret: config.authSecret,
      receipts: app.receipts,
      readLedger: app.readLedger,
      places: app.places,
    }),
    writeLimit: config.PUBLIC_WRITE_RATE_LIMIT_MAX,
  });
}
