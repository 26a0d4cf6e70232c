import { existsSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/client.ts";
import { createAuth, type TAuth } from "./auth/auth.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { installErrorHandling } from "./errors.ts";
import { installJsonBodyParser } from "./json-body.ts";
import type { TMailTransport } from "./mail/mail-delivery.ts";
import { startBackground } from "./background.ts";
import { sameOrigin } from "./http/same-origin.ts";
import { loggerOptions } from "./http/log-redaction.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { adminUsersRoutes, meRoutes } from "./modules/users/users.routes.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { uploadsRoutes } from "./modules/uploads/uploads.routes.ts";
import { uploadsRepository } from "./modules/uploads/uploads.repository.ts";
import { mediaReferences, uploadsService } from "./modules/uploads/uploads.service.ts";
import { servicesAdminRoutes } from "./modules/catalogue-admin/services-admin.routes.ts";
import { servicesAdminRepository } from "./modules/catalogue-admin/services-admin.repository.ts";
import { servicesAdminService } from "./modules/catalogue-admin/services-admin.service.ts";
import { reviewsAdminRoutes } from "./modules/catalogue-admin/reviews-admin.routes.ts";
import { reviewsAdminRepository } from "./modules/catalogue-admin/reviews-admin.repository.ts";
import { reviewsAdminService } from "./modules/catalogue-admin/reviews-admin.service.ts";
import { websiteRoutes } from "./modules/website/website.routes.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { bookingsRepository } from "./modules/bookings/bookings.repository.ts";
import { bookingsService } from "./modules/bookings/bookings.service.ts";
import { adminEmergencyRoutes, emergencyRoutes } from "./modules/emergency/emergency.routes.ts";
import { emergencyRepository } from "./modules/emergency/emergency.repository.ts";
import { emergencyService } from "./modules/emergency/emergency.service.ts";
import { jobsRepository } from "./modules/jobs/jobs.repository.ts";
import { jobsService } from "./modules/jobs/jobs.service.ts";
import { adminJobsRoutes } from "./modules/jobs/jobs.routes.ts";
import { adminJobsRepository } from "./modules/jobs/admin-jobs.repository.ts";
import { adminJobsService } from "./modules/jobs/admin-jobs.service.ts";
import { jobsExportRepository } from "./modules/jobs/jobs-export.repository.ts";
import { adminPreferencesRoutes } from "./modules/preferences/preferences.routes.ts";
import { preferencesRepository } from "./modules/preferences/preferences.repository.ts";
import { jobStatsRoutes } from "./modules/jobs/job-stats.routes.ts";
import { jobStatsRepository } from "./modules/jobs/job-stats.repository.ts";
import { jobStatsService } from "./modules/jobs/job-stats.service.ts";
import { jobMapRoutes } from "./modules/jobs/job-map.routes.ts";
import { jobMapRepository } from "./modules/jobs/job-map.repository.ts";
import { jobMapService } from "./modules/jobs/job-map.service.ts";
import { loadZipGazetteer } from "./modules/jobs/zip-gazetteer.ts";
import { chatRoutes } from "./modules/chat/chat.routes.ts";
import { chatRepository } from "./modules/chat/chat.repository.ts";
import { chatService } from "./modules/chat/chat.service.ts";
import { chatTokens } from "./modules/chat/chat-token.ts";
import { catalogueRepository } from "./modules/catalogue/catalogue.repository.ts";
import { quotesRoutes } from "./modules/quotes/quotes.routes.ts";
import { favoritesRoutes } from "./modules/favorites/favorites.routes.ts";
import { settingsRepository } from "./modules/settings/settings.repository.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { accountRepository } from "./modules/account/account.repository.ts";
import { accountService } from "./modules/account/account.service.ts";
import { overviewRepository } from "./modules/account/overview.repository.ts";
import { profileRepository } from "./modules/account/profile.repository.ts";
import { mailOutboxRoutes } from "./modules/mail-outbox/mail-outbox.routes.ts";
import { testPaymentProvider, type TPaymentProvider } from "./modules/payments/payment-provider.ts";
import { paymentCollector } from "./modules/payments/collect-payment.ts";
import { idempotencyRepository } from "./modules/idempotency/idempotency.repository.ts";
import { idempotencyService } from "./modules/idempotency/idempotency.service.ts";
import { adminScope, technicianScope } from "./auth/scopes.ts";
import { technicianRoutes } from "./modules/technicians/technician.routes.ts";
import { techniciansRepository } from "./modules/technicians/technicians.repository.ts";
import { adminHomeRoutes } from "./modules/admin-home/admin-home.routes.ts";
import { adminHomeRepository } from "./modules/admin-home/admin-home.repository.ts";
import { adminHomeService } from "./modules/admin-home/admin-home.service.ts";
import { adminQuotesRoutes } from "./modules/quotes/admin-quotes.routes.ts";
import { adminQuotesRepository } from "./modules/quotes/admin-quotes.repository.ts";
import { adminQuotesService } from "./modules/quotes/admin-quotes.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    auth: TAuth;
  }
}

export type TAppDeps = {
  database: TDatabase;
  /** The SMTP edge (a fake one in tests); by default SMTP_URL's, or none (the outbox and the log). */
  mailTransport?: TMailTransport | null;
  payments?: TPaymentProvider;
  clientDir?: string | null;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: DestinationStream;
};

/** The whole HTTP app, used by main.ts and by the integration tests. */
export async function buildApp(config: TConfig, deps: TAppDeps) {
  const { db } = deps.database;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, deps.logStream),
    trustProxy: config.TRUST_PROXY === "true",
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clientDir = deps.clientDir === undefined ? builtClientDir(config.CLIENT_DIR) : deps.clientDir;
  installErrorHandling(app, clientDir);
  installJsonBodyParser(app);

  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:", ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [])],
        "media-src": ["'self'", "blob:", ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [])],
        "upgrade-insecure-requests": publicOrigin.startsWith("https:") ? [] : null,
      },
    },
    hsts: publicOrigin.startsWith("https:"),
  });
  await app.register(sameOrigin, { publicOrigin });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: { info: { title: "HomeFix API", version: "1.0.0", description: "Booking site and back office of HomeFix." } },
    transform: jsonSchemaTransform,
  });

  // QUEUE_MODE=worker leaves the jobs to `npm run worker`; this process only queues them.
  const payments = deps.payments ?? testPaymentProvider;
  const { queue, outbox, mailer, releaseDepositLater, refundDeposit, refundDepositNow, storage, releaseMedia } = await startBackground(config, {
    database: deps.database,
    log: app.log,
    runsJobs: config.QUEUE_MODE === "app",
    mailTransport: deps.mailTransport,
    payments,
  });
  app.addHook("onClose", () => queue.stop());
  const auth = createAuth({ config, db, mailer });
  app.decorate("auth", auth);
  await app.register(authRoutes, { auth, db, publicOrigin });
  await app.register(healthRoutes, { db });
  await app.register(meRoutes);
  await app.register(catalogueRoutes, { db });
  // A provider that takes live-mode payments is a live one (issue 7 item 1, decision 0011).
  await app.register(settingsRoutes, { db, livePayments: payments.accepts(false) });
  await app.register(notificationsRoutes, { db });
  const uploadsRepo = uploadsRepository(db);
  await app.register(uploadsRoutes, {
    storage,
    uploads: uploadsService({
      storage,
      repository: uploadsRepo,
      dailyQuotaBytes: config.UPLOAD_DAILY_QUOTA_BYTES,
      unusedSeconds: config.UPLOAD_UNUSED_SECONDS,
      releaseMedia,
    }),
    maxBytes: config.UPLOAD_MAX_BYTES,
    rateLimitMax: config.UPLOAD_RATE_LIMIT_MAX,
  });
  await app.register(websiteRoutes, { db });

  const writeLimit = config.PUBLIC_WRITE_RATE_LIMIT_MAX;
  const settings = settingsRepository(db);
  const bookingsRepo = bookingsRepository(db);
  const jobsRepo = jobsRepository(db);
  const jobs = jobsService({ repository: jobsRepo });
  const business = () => settings.business();
  const idempotency = idempotencyService(idempotencyRepository(db));
  const collect = paymentCollector({ provider: payments, idempotency, transaction: bookingsRepo.transaction, log: app.log });
  await app.register(bookingsRoutes, {
    bookings: bookingsService({
      repository: bookingsRepo,
      jobs,
      payments,
      idempotency,
      collect,
      mailer,
      settings: business,
      releaseDepositLater,
      refundDeposit,
    }),
    writeLimit,
  });
  const emergency = emergencyService({
    bookings: bookingsRepo,
    emergency: emergencyRepository(db),
    jobs,
    payments,
    idempotency,
    collect,
    secret: config.authSecret,
  });
  await app.register(emergencyRoutes, { emergency, writeLimit });
  const chat = chatService({ repository: chatRepository(db), catalogue: catalogueRepository(db), tokens: chatTokens(config.authSecret), settings: business });
  await app.register(chatRoutes, { chat, writeLimit });
  await app.register(quotesRoutes, { db, mailer, writeLimit });
  await app.register(favoritesRoutes, { db });
  await app.register(accountRoutes, {
    account: accountService({
      account: accountRepository(db),
      bookings: bookingsRepo,
      jobs,
      refundDeposit,
      refundDepositNow,
      settings: business,
      log: app.log,
    }),
    overview: overviewRepository(db),
    profile: profileRepository(db),
  });

  // Decision 0032: every admin route registers here, behind one admins-only hook; every
  // technician route in the technician scope, which resolves the viewer's record once.
  await adminScope(app, async (admin) => {
    await admin.register(adminUsersRoutes, { db });
    await admin.register(mailOutboxRoutes, { outbox });
    await admin.register(adminEmergencyRoutes, { emergency });
    await admin.register(adminJobsRoutes, {
      jobs: adminJobsService({ repository: jobsRepo, reads: adminJobsRepository(db), exports: jobsExportRepository(db, deps.database.pool), jobs }),
    });
    await admin.register(adminPreferencesRoutes, { preferences: preferencesRepository(db) });
    await admin.register(jobStatsRoutes, { stats: jobStatsService({ repository: jobStatsRepository(db) }) });
    await admin.register(adminHomeRoutes, { home: adminHomeService({ repository: adminHomeRepository(db) }) });
    await admin.register(adminQuotesRoutes, { quotes: adminQuotesService({ repository: adminQuotesRepository(db), jobs: jobsRepository(db) }) });
    const media = mediaReferences({ repository: uploadsRepo, releaseMedia });
    await admin.register(servicesAdminRoutes, { services: servicesAdminService({ repository: servicesAdminRepository(db), media }) });
    await admin.register(reviewsAdminRoutes, { reviews: reviewsAdminService({ repository: reviewsAdminRepository(db) }) });
    await admin.register(jobMapRoutes, { jobMap: jobMapService({ repository: jobMapRepository(db), gazetteer: loadZipGazetteer, settings: business }) });
  });
  const technicians = techniciansRepository(db);
  await technicianScope(app, technicians.findByProfile, async (technician) => {
    await technician.register(technicianRoutes, { technicians });
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      maxAge: "1h",
      // index.html names the current build's assets: browsers must revalidate it, or they keep
      // an old page after a deploy (issue #8, fault 11). Hashed assets keep their max-age.
      setHeaders: (reply, file) => {
        if (path.basename(file) === "index.html") reply.header("cache-control", "no-cache");
      },
    });
  }

  return app as unknown as FastifyInstance;
}

/** The built client, when there is one (`npm start` builds it; the API runs without). */
function builtClientDir(configured: string) {
  const dir = path.resolve(configured);
  return existsSync(path.join(dir, "index.html")) ? dir : null;
}
