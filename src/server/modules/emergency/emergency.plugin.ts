import type { FastifyInstance } from "fastify";
import { adminScope, technicianScope } from "../../auth/scopes.ts";
import { adminEmergencyRoutes, emergencyMoveRoutes, emergencyRoutes } from "./emergency.routes.ts";
import { emergencyRepository } from "./emergency.repository.ts";
import { emergencyService } from "./emergency.service.ts";

export async function emergencyPlugin(app: FastifyInstance) {
  const { config, settings, emergencyTimelines: timelines } = app;
  const emergency = emergencyService({
    bookings: app.bookingRecords,
    emergency: emergencyRepository(app.db),
    jobs: app.jobs,
    payments: app.payments,
    idempotency: app.idempotency,
    collect: app.collect,
    notifier: app.notifier,
    secret: config.authSecret,
    // The fee is the business's saved setting, read when the charge is made.
    emergencyFeeCents: async () => (await settings.business()).emergency_fee_cents,
    storm: async () => (await settings.business()).storm,
    receipts: app.receipts,
  });
  await app.register(emergencyRoutes, { emergency, timelines, writeLimit: config.PUBLIC_WRITE_RATE_LIMIT_MAX });
  await adminScope(app, async (admin) => {
    await admin.register(adminEmergencyRoutes, { emergency });
    await admin.register(emergencyMoveRoutes, { timelines, role: "admin" });
  });
  await technicianScope(app, app.technicianRecords.findByProfile, async (technician) => {
    await technician.register(emergencyMoveRoutes, { timelines, role: "technician" });
  });
}
