import { existsSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { sharedRateLimitOptions } from "./http/rate-limit-store.ts";
import { AFTER_PAINT_LOADER_HASH, loadPageRenderer, publicPages, type TPageRenderer } from "./http/ssr.ts";
import fastifyStatic from "@fastify/static";
import compress from "@fastify/compress";
import { constants as zlibConstants } from "node:zlib";
import { publicCaching } from "./http/public-cache.ts";
import { createPublicReadCache } from "./http/public-read-cache.ts";
import { createPageCache } from "./http/page-cache.ts";
import swagger from "@fastify/swagger";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/client.ts";
import type { TExecutor } from "./db/tx.ts";
import { createAuth, type TAuth } from "./auth/auth.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { accountThrottle } from "./auth/account-throttle.ts";
import { throttleRepository } from "./auth/throttle.repository.ts";
import { unlockTokens } from "./auth/unlock-token.ts";
import { installErrorHandling } from "./errors.ts";
import { installJsonBodyParser } from "./json-body.ts";
import type { TMailTransport } from "./mail/mail-delivery.ts";
import { startBackground } from "./background.ts";
import { sameOrigin } from "./http/same-origin.ts";
import { loggerOptions } from "./http/log-redaction.ts";
import { installMetrics } from "./http/metrics.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { adminUsersRoutes, meRoutes } from "./modules/users/users.routes.ts";
import { usersRepository } from "./modules/users/users.repository.ts";
import { usersService } from "./modules/users/users.service.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { adminSettingsRoutes, settingsRoutes } from "./modules/settings/settings.routes.ts";
import { settingsService } from "./modules/settings/settings.service.ts";
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
import { websiteAdminRoutes } from "./modules/website/website-admin.routes.ts";
import { websiteAdminRepository } from "./modules/website/website-admin.repository.ts";
import { websiteAdminService } from "./modules/website/website-admin.service.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { bookingsRepository } from "./modules/bookings/bookings.repository.ts";
import { bookingsService } from "./modules/bookings/bookings.service.ts";
import { slotSupply } from "./modules/bookings/slot-supply.ts";
import { adminEmergencyRoutes, emergencyMoveRoutes, emergencyRoutes } from "./modules/emergency/emergency.routes.ts";
import { emergencyTimelineRepository } from "./modules/emergency/emergency-timeline.repository.ts";
import { emergencyTimelineService } from "./modules/emergency/emergency-timeline.service.ts";
import { emergencyRepository } from "./modules/emergency/emergency.repository.ts";
import { emergencyService } from "./modules/emergency/emergency.service.ts";
import { jobsRepository } from "./modules/jobs/jobs.repository.ts";
import { jobsService } from "./modules/jobs/jobs.service.ts";
import { adminJobsRoutes } from "./modules/jobs/jobs.routes.ts";
import { adminJobsRepository } from "./modules/jobs/admin-jobs.repository.ts";
import { adminJobsService } from "./modules/jobs/admin-jobs.service.ts";
import { jobsExportRepository } from "./modules/jobs/jobs-export.repository.ts";
import { scheduleRoutes } from "./modules/jobs/schedule.routes.ts";
import { scheduleRepository } from "./modules/jobs/schedule.repository.ts";
import { scheduleService } from "./modules/jobs/schedule.service.ts";
import { adminPreferencesRoutes } from "./modules/preferences/preferences.routes.ts";
import { preferencesRepository } from "./modules/preferences/preferences.repository.ts";
import { jobStatsRoutes } from "./modules/jobs/job-stats.routes.ts";
import { jobStatsRepository } from "./modules/jobs/job-stats.repository.ts";
import { jobStatsService } from "./modules/jobs/job-stats.service.ts";
import { jobMapRoutes } from "./modules/jobs/job-map.routes.ts";
import { jobMapRepository } from "./modules/jobs/job-map.repository.ts";
import { jobMapService } from "./modules/jobs/job-map.service.ts";
import { loadZipGazetteer } from "./modules/jobs/zip-gazetteer.ts";
import { jobAssignmentRoutes } from "./modules/jobs/job-assignment.routes.ts";
import { jobAssignmentRepository } from "./modules/jobs/job-assignment.repository.ts";
import { jobAssignmentService } from "./modules/jobs/job-assignment.service.ts";
import { adminWorkOrdersRoutes, technicianWorkOrdersRoutes } from "./modules/jobs/work-orders.routes.ts";
import { workOrdersRepository } from "./modules/jobs/work-orders.repository.ts";
import { workOrdersService } from "./modules/jobs/work-orders.service.ts";
import { chatRoutes } from "./modules/chat/chat.routes.ts";
import { chatRepository } from "./modules/chat/chat.repository.ts";
import { chatService } from "./modules/chat/chat.service.ts";
import { chatTokens } from "./modules/chat/chat-token.ts";
import { catalogueRepository } from "./modules/catalogue/catalogue.repository.ts";
import { quotesRoutes } from "./modules/quotes/quotes.routes.ts";
import { adminStormRoutes, stormRoutes } from "./modules/storm/storm.routes.ts";
import { stormWaitlistRepository } from "./modules/storm/storm-waitlist.repository.ts";
import { stormSuggestionsRepository } from "./modules/storm/storm-suggestions.repository.ts";
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
import { adminTechniciansRoutes } from "./modules/technicians/admin-technicians.routes.ts";
import { adminTechniciansRepository } from "./modules/technicians/admin-technicians.repository.ts";
import { adminTechniciansService } from "./modules/technicians/admin-technicians.service.ts";
import { adminCustomersRoutes } from "./modules/customers/customers.routes.ts";
import { customersRepository } from "./modules/customers/customers.repository.ts";
import { customersService } from "./modules/customers/customers.service.ts";
import { techniciansRepository } from "./modules/technicians/technicians.repository.ts";
import { technicianHoursRoutes } from "./modules/technicians/technician-hours.routes.ts";
import { technicianHoursRepository } from "./modules/technicians/technician-hours.repository.ts";
import { technicianHoursService } from "./modules/technicians/technician-hours.service.ts";
import { offStretchesOf, workforceDay } from "./modules/technicians/technicians.ts";
import { technicianJobsRoutes } from "./modules/technician-jobs/technician-jobs.routes.ts";
import { technicianJobsRepository } from "./modules/technician-jobs/technician-jobs.repository.ts";
import { technicianJobsService } from "./modules/technician-jobs/technician-jobs.service.ts";
import { adminHomeRoutes } from "./modules/admin-home/admin-home.routes.ts";
import { adminHomeRepository } from "./modules/admin-home/admin-home.repository.ts";
import { adminHomeService } from "./modules/admin-home/admin-home.service.ts";
import { promiseOutcomesRepository } from "./modules/emergency/promise-outcomes.ts";
import { adminQuotesRoutes } from "./modules/quotes/admin-quotes.routes.ts";
import { adminQuotesRepository } from "./modules/quotes/admin-quotes.repository.ts";
import { adminQuotesService } from "./modules/quotes/admin-quotes.service.ts";
import { invoiceIssuer } from "./modules/invoices/invoice-issuer.ts";
import { missedPromiseCredits } from "./modules/invoices/credit-notes.ts";
import { adminInvoicesRoutes } from "./modules/invoices/invoices.routes.ts";
import { customerInvoicesRoutes } from "./modules/invoices/customer-invoices.routes.ts";
import { invoiceOnlinePayments } from "./modules/invoices/invoice-online-payment.ts";
import { paymentReceipts } from "./modules/payments/payment-receipts.ts";
import { invoicesRepository } from "./modules/invoices/invoices.repository.ts";
import { invoicesService } from "./modules/invoices/invoices.service.ts";
import { jobLedgerReader } from "./modules/ledger/job-ledger.ts";
import { jobLedgerRepository } from "./modules/ledger/job-ledger.repository.ts";
import { adminPaymentsRoutes } from "./modules/payments/admin-payments.routes.ts";
import { adminPaymentsRepository } from "./modules/payments/admin-payments.repository.ts";
import { adminPaymentsService } from "./modules/payments/admin-payments.service.ts";
import { createLiveHub, type TLiveHub } from "./realtime/live-hub.ts";
import { liveEventsRepository } from "./realtime/live-events.repository.ts";
import { liveSessionCheck } from "./realtime/live-sessions.repository.ts";
import { eventsRoutes } from "./realtime/events.routes.ts";
import { createStreamQuota } from "./realtime/stream-quota.ts";
import { inboxRoutes } from "./modules/chat/inbox.routes.ts";
import { inboxRepository } from "./modules/chat/inbox.repository.ts";
import { inboxService } from "./modules/chat/inbox.service.ts";
import { jobNoticesService } from "./modules/notifications/job-notices.ts";
import type { TScheduler } from "./modules/scheduled/scheduled-tasks.ts";
import { estimatesRepository } from "./modules/estimates/estimates.repository.ts";
import { estimatesService } from "./modules/estimates/estimates.service.ts";
import { technicianEstimatesRoutes } from "./modules/estimates/technician-estimates.routes.ts";
import { customerEstimatesRoutes } from "./modules/estimates/customer-estimates.routes.ts";
import { documentLinkRoutes } from "./modules/documents/document-links.routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    auth: TAuth;
    /** This process's live streams: tests and the bench read its size. */
    live: TLiveHub;
    /** The scheduled work's sweep, run by the queue's cron; tests run it under their own clock. */
    scheduler: TScheduler;
  }
}

export type TAppDeps = {
  database: TDatabase;
  /** The SMTP edge (a fake one in tests); by default SMTP_URL's, or none (the outbox and the log). */
  mailTransport?: TMailTransport | null;
  payments?: TPaymentProvider;
  clientDir?: string | null;
  /** The public pages' server renderer; by default the built one in SSR_DIR, if any. */
  renderPage?: TPageRenderer | null;
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
  // Decision 0163: first, so its hook times every route registered below.
  installMetrics(app, {
    pool: deps.database.pool,
    token: config.METRICS_TOKEN,
    openStreams: () => app.live.size(),
    promises: () => promiseOutcomesRepository(deps.database.db).allTime(new Date()),
    log: app.log,
  });

  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Decision 0095: the rendered pages' one inline script, the loader of their code, by its hash.
        "script-src": ["'self'", AFTER_PAINT_LOADER_HASH],
        "img-src": ["'self'", "data:", "blob:", ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [])],
        "media-src": ["'self'", "blob:", ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [])],
        // An external platform's page (embeds.*_url, changed at run time in Settings) may be
        // framed in the admin panes; only over https, and it is sandboxed by the frame itself.
        "frame-src": ["'self'", "https:"],
        "upgrade-insecure-requests": publicOrigin.startsWith("https:") ? [] : null,
      },
    },
    hsts: publicOrigin.startsWith("https:"),
  });
  await app.register(sameOrigin, { publicOrigin });
  // (decisions 0085, 0086). The ETag hook first, at the root: it tags the serialised JSON
  // before compression (whose hooks are each route's own, and run after the root's). Then every
  // route registered below answers compressed above 1 KB when the browser accepts it: brotli at a
  // quality cheap enough per request, else gzip. Live streams (text/event-stream) are never
  // compressed: they are not in the compressible types, and they hijack the reply anyway.
  await app.register(publicCaching);
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/(?:javascript|manifest\+json)(?:;|$)/u,
  });
  // Decision 0077: one count for every app process (PostgreSQL, or Redis at REDIS_URL).
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : null;
  if (redis) {
    redis.on("error", (error) => app.log.warn({ err: error }, "redis: connection error"));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => {});
    });
  }
  await app.register(rateLimit, { global: false, ...sharedRateLimitOptions(db, redis) });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: { info: { title: "HomeFix API", version: "1.0.0", description: "Booking site and back office of HomeFix." } },
    transform: jsonSchemaTransform,
  });

  // QUEUE_MODE=worker leaves the jobs to `npm run worker`; this process only queues them.
  const payments = deps.payments ?? testPaymentProvider;
  const background = await startBackground(config, {
    database: deps.database,
    log: app.log,
    runsJobs: config.QUEUE_MODE === "app",
    mailTransport: deps.mailTransport,
    payments,
  });
  const { queue, outbox, mailer, notifier, links, releaseDepositLater, refundDeposit, refundDepositNow, storage, releaseMedia } = background;
  app.addHook("onClose", () => queue.stop());
  // Decision 0072: this process's live streams, woken by one LISTEN connection. They
  // end before the server closes (an open stream would hold the close forever); their clients
  // reconnect, to another process when there is one.
  const hub = createLiveHub({
    url: deps.database.url,
    repository: liveEventsRepository(db),
    checkSessions: liveSessionCheck(db),
    log: app.log,
    heartbeatMs: config.LIVE_HEARTBEAT_SECONDS * 1000,
  });
  app.decorate("live", hub);
  app.decorate("scheduler", background.scheduler);
  await hub.start();
  app.addHook("preClose", () => hub.stop());
  const throttle = accountThrottle({ repository: throttleRepository(db), config });
  const unlocks = unlockTokens(config.authSecret);
  const auth = createAuth({ config, db, mailer, throttle, unlocks });
  app.decorate("auth", auth);
  await app.register(authRoutes, { auth, db, publicOrigin, throttle, unlocks });
  await app.register(healthRoutes, { db });
  await app.register(meRoutes, { users: usersRepository(db) });
  // Decision 0088: the public catalogue's answers in memory, dropped on every change
  // the database's triggers announce, from any process.
  const publicReads = createPublicReadCache({ enabled: config.PUBLIC_READ_CACHE === "on" });
  hub.subscribe("catalogue.changed", publicReads.drop);
  await app.register(catalogueRoutes, { db, publicReads });
  await app.register(seoRoutes, { db, origin: publicOrigin });
  // A provider that takes live-mode payments is a live one (decision 0011).
  const settings = settingsRepository(db);
  await app.register(settingsRoutes, { settings, livePayments: payments.accepts(false), publicReads });
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
  await app.register(websiteRoutes, { db, publicReads });

  const writeLimit = config.PUBLIC_WRITE_RATE_LIMIT_MAX;
  const bookingsRepo = bookingsRepository(db);
  // Decision 0152: technicians' hours, skills and time off; the public slots read their day.
  const technicianHoursRepo = technicianHoursRepository(db);
  const technicianHours = technicianHoursService({ repository: technicianHoursRepo });
  // Decision 0152: who works when; the public slots, the board's warnings and the suggestions read it.
  const workforce = workforceDay(technicianHoursRepo);
  const places = slotSupply({ repository: bookingsRepo, workforce });
  const jobsRepo = jobsRepository(db);
  // Decision 0060: every path that completes a job issues its invoice in the same transaction.
  const taxRatePercent = async (executor?: TExecutor) => (await settings.business(executor)).tax_rate_percent;
  const issueInvoices = invoiceIssuer({ taxRatePercent });
  const readLedger = jobLedgerReader({ repository: jobLedgerRepository(db), taxRatePercent });
  const notices = jobNoticesService({ notifier });
  const jobs = jobsService({ repository: jobsRepo, issueInvoices, notices, refundPolicy: async (tx) => (await settings.business(tx)).refund_policy });
  const business = () => settings.business();
  const idempotencyRecords = idempotencyRepository(db);
  const idempotency = idempotencyService(idempotencyRecords);
  const collect = paymentCollector({ provider: payments, idempotency: idempotencyRecords, transaction: bookingsRepo.transaction, log: app.log });
  const receipts = paymentReceipts({ mailer, readLedger, business: (tx) => settings.business(tx), link: notifier.link });
  await app.register(bookingsRoutes, {
    bookings: bookingsService({
      repository: bookingsRepo,
      jobs,
      payments,
      idempotency,
      collect,
      mailer,
      notifier,
      settings: (executor) => settings.business(executor),
      releaseDepositLater,
      depositHoldSeconds: config.DEPOSIT_HOLD_SECONDS,
      secret: config.authSecret,
      receipts,
      readLedger,
      places,
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
    notifier,
    secret: config.authSecret,
    // The fee is the business's saved setting, read when the charge is made.
    emergencyFeeCents: async () => (await settings.business()).emergency_fee_cents,
    storm: async () => (await settings.business()).storm,
    receipts,
  });
  // Decision 0158: the emergency timeline, read by its customer, moved by its technician or an admin.
  const emergencyTimelines = emergencyTimelineService({
    repository: emergencyTimelineRepository(db),
    transaction: bookingsRepo.transaction,
    secret: config.authSecret,
    settings: (tx) => settings.business(tx),
    // Decision 0138: a missed promise's fee is credited on the visit's invoice.
    creditMissedPromise: missedPromiseCredits({ readLedger }),
    mailer,
    link: notifier.link,
  });
  await app.register(emergencyRoutes, { emergency, timelines: emergencyTimelines, writeLimit });
  const chat = chatService({
    repository: chatRepository(db),
    catalogue: catalogueRepository(db),
    tokens: chatTokens(config.authSecret),
    settings: business,
    notifier,
  });
  await app.register(chatRoutes, { chat, writeLimit });
  const streamQuota = createStreamQuota({
    account: config.LIVE_STREAMS_PER_ACCOUNT,
    chat: config.LIVE_STREAMS_PER_CHAT,
    address: config.LIVE_STREAMS_PER_ADDRESS,
  });
  const stormWaitlist = stormWaitlistRepository(db);
  const stormWaitlistRequestExists = async (id: string) => (await stormWaitlist.status(db, id)) !== null;
  await app.register(eventsRoutes, { hub, chat, quota: streamQuota, emergencyTimelines, stormWaitlistRequestExists });
  await app.register(quotesRoutes, { db, mailer, notifier, writeLimit });
  await app.register(stormRoutes, { waitlist: stormWaitlist, storm: async () => (await settings.business()).storm, writeLimit });
  await app.register(favoritesRoutes, { db });
  await app.register(accountRoutes, {
    account: accountService({
      account: accountRepository(db),
      bookings: bookingsRepo,
      places,
      jobs,
      refundDeposit,
      refundDepositNow,
      settings: business,
      readLedger,
      log: app.log,
    }),
    overview: overviewRepository(db),
    profile: profileRepository(db),
  });

  const invoicesRepo = invoicesRepository(db);
  const invoices = invoicesService({ repository: invoicesRepo, issueInvoices, settings, mailer, readLedger, links });
  const invoicePayments = invoiceOnlinePayments({
    repository: invoicesRepo,
    readLedger,
    notifier,
    mailer,
    settings,
    links,
    idempotency,
    collect,
    provider: payments,
  });
  await app.register(customerInvoicesRoutes, { invoices, payments: invoicePayments });

  const workOrders = workOrdersService({ repository: workOrdersRepository(db), readLedger });
  // Decision 0032: every admin route registers here, behind one admins-only hook; every
  // technician route in the technician scope, which resolves the viewer's record once.
  await adminScope(app, async (admin) => {
    await admin.register(adminUsersRoutes, { users: usersService({ repository: usersRepository(db) }) });
    await admin.register(adminSettingsRoutes, { service: settingsService({ repository: settings }), publicReads });
    await admin.register(mailOutboxRoutes, { outbox });
    await admin.register(adminEmergencyRoutes, { emergency });
    await admin.register(emergencyMoveRoutes, { timelines: emergencyTimelines, role: "admin" });
    // Decision 0155: the schedule board and its moves; the job form's slot lock asks the same checks.
    const schedule = scheduleService({
      schedule: scheduleRepository(db),
      repository: jobsRepo,
      jobs,
      notices,
      openingHours: async (executor) => (await settings.business(executor)).opening_hours,
      unavailable: offStretchesOf(workforce),
      places: async (executor, date, time, exceptBooking) => {
        const day = await places(date, null, await settings.business(executor), { executor, except: exceptBooking });
        return { capacity: day.capacity, remaining: day.remaining(time) };
      },
    });
    const adminJobs = adminJobsService({
      slotConflicts: schedule.slotConflicts,
      repository: jobsRepo,
      reads: adminJobsRepository(db),
      exports: jobsExportRepository(db, deps.database.pool),
      jobs,
      issueInvoices,
      notices,
      readLedger,
    });
    await admin.register(adminJobsRoutes, { jobs: adminJobs });
    // Decision 0154: assign in one tap, work orders and day sheets.
    await admin.register(jobAssignmentRoutes, {
      assignment: jobAssignmentService({ repository: jobAssignmentRepository(db), gazetteer: loadZipGazetteer, workforce }),
      jobs: adminJobs,
    });
    await admin.register(adminWorkOrdersRoutes, { workOrders });
    await admin.register(scheduleRoutes, { schedule });
    await admin.register(adminInvoicesRoutes, { invoices });
    await admin.register(adminPaymentsRoutes, { payments: adminPaymentsService({ repository: adminPaymentsRepository(db) }) });
    await admin.register(adminPreferencesRoutes, { preferences: preferencesRepository(db) });
    await admin.register(jobStatsRoutes, { stats: jobStatsService({ repository: jobStatsRepository(db) }) });
    await admin.register(adminHomeRoutes, { home: adminHomeService({ repository: adminHomeRepository(db), promises: promiseOutcomesRepository(db) }) });
    await admin.register(adminStormRoutes, { waitlist: stormWaitlist, suggestions: stormSuggestionsRepository(db) });
    await admin.register(adminQuotesRoutes, { quotes: adminQuotesService({ repository: adminQuotesRepository(db), jobs: jobsRepository(db) }) });
    const media = mediaReferences({ repository: uploadsRepo, releaseMedia });
    await admin.register(servicesAdminRoutes, {
      services: servicesAdminService({
        repository: servicesAdminRepository(db),
        media,
        declaredOn: async (tx) => (await settings.business(tx)).storm.emergency_declared_on,
      }),
      publicReads,
    });
    await admin.register(reviewsAdminRoutes, { reviews: reviewsAdminService({ repository: reviewsAdminRepository(db) }), publicReads });
    await admin.register(websiteAdminRoutes, { website: websiteAdminService({ repository: websiteAdminRepository(db), media }), publicReads });
    await admin.register(inboxRoutes, {
      inbox: inboxService({
        repository: inboxRepository(db),
        mailReplyLater: background.mailReplyLater,
        replyMailDelaySeconds: background.replyMailDelaySeconds,
        notifier,
      }),
    });
    // The Customers and Technicians panes (decisions 0056, 0057).
    await admin.register(adminCustomersRoutes, { customers: customersService({ repository: customersRepository(db), readLedger }) });
    await admin.register(adminTechniciansRoutes, { technicians: adminTechniciansService({ repository: adminTechniciansRepository(db) }) });
    await admin.register(technicianHoursRoutes, { hours: technicianHours });
    await admin.register(jobMapRoutes, { jobMap: jobMapService({ repository: jobMapRepository(db), gazetteer: loadZipGazetteer, settings: business }) });
  });
  // Rooms and estimates on the technician's jobs, and the customer's decision.
  const estimates = estimatesService({ repository: estimatesRepository(db), idempotency, settings: (tx) => settings.business(tx), mailer, notifier, links });
  await app.register(customerEstimatesRoutes, { estimates });
  await app.register(documentLinkRoutes, { links, invoices, invoicePayments, estimates, writeLimit });
  const technicians = techniciansRepository(db);
  await technicianScope(app, technicians.findByProfile, async (technician) => {
    await technician.register(technicianRoutes, { technicians, hours: technicianHours });
    const technicianJobs = technicianJobsRepository(db);
    await technician.register(technicianJobsRoutes, {
      jobs: technicianJobsService({
        repository: technicianJobs,
        jobs,
        media: mediaReferences({ repository: uploadsRepo, releaseMedia }),
        idempotency,
      }),
    });
    await technician.register(technicianEstimatesRoutes, { estimates });
    await technician.register(technicianWorkOrdersRoutes, { workOrders });
    await technician.register(emergencyMoveRoutes, { timelines: emergencyTimelines, role: "technician" });
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Decision 0085: the build wrote .br and .gz copies beside each file; the one the
      // browser accepts is sent (with Vary: Accept-Encoding), else the plain file.
      preCompressed: true,
      // Those copies are found by the file's own route; a route of their own for each (about
      // half the files) only made the start register twice the routes (bench/README.md).
      globIgnore: ["**/*.br", "**/*.gz"],
      cacheControl: false,
      setHeaders: (reply, file) => reply.header("cache-control", staticCacheControl(clientDir, file)),
    });
    const built = deps.renderPage === undefined ? loadPageRenderer(config.SSR_DIR) : null;
    if (built) {
      // Imported once the server listens, not before: serving the API and the static files
      // does not wait for it, and a page asked for meanwhile waits for the import itself.
      app.server.once("listening", () => {
        built.preload().catch((error: unknown) => app.log.error({ err: error }, "server renderer could not be loaded: public pages are client-rendered"));
      });
    }
    const render = built ?? deps.renderPage;
    if (render) {
      // Decision 0094: signed-out visitors' pages kept until the data they show changes.
      const pages = createPageCache({ enabled: config.PUBLIC_READ_CACHE === "on" });
      publicReads.onDrop(pages.drop);
      await publicPages(app as unknown as FastifyInstance, { clientDir, render, origin: publicOrigin, pages });
    }
  }

  return app as unknown as FastifyInstance;
}

/** The built client, when there is one (`npm start` builds it; the API runs without). */
function builtClientDir(configured: string) {
  const dir = path.resolve(configured);
  return existsSync(path.join(dir, "index.html")) ? dir : null;
}

/**
 * Decision 0085: what Vite names by content hash (everything under assets/) never
 * changes, so browsers keep it a year without asking. Everything else (index.html, which names
 * the current build's assets; sw.js, checked for a new version on every visit; icons, manifest)
 * is revalidated on each use, or browsers keep an old page after a deploy (fault 11).
 */
export function staticCacheControl(root: string, file: string) {
  const relative = path.relative(root, file).split(path.sep);
  return relative.length > 1 && relative[0] === "assets" ? "public, max-age=31536000, immutable" : "no-cache";
}
