import fp from "fastify-plugin";
import type { TExecutor } from "../db/tx.ts";
import { bookingsRepository } from "../modules/bookings/bookings.repository.ts";
import { slotSupply } from "../modules/bookings/slot-supply.ts";
import { chatRepository } from "../modules/chat/chat.repository.ts";
import { chatService } from "../modules/chat/chat.service.ts";
import { chatTokens } from "../modules/chat/chat-token.ts";
import { catalogueRepository } from "../modules/catalogue/catalogue.repository.ts";
import { emergencyTimelineRepository } from "../modules/emergency/emergency-timeline.repository.ts";
import { emergencyTimelineService } from "../modules/emergency/emergency-timeline.service.ts";
import { estimatesRepository } from "../modules/estimates/estimates.repository.ts";
import { estimatesService } from "../modules/estimates/estimates.service.ts";
import { invoiceIssuer } from "../modules/invoices/invoice-issuer.ts";
import { missedPromiseCredits } from "../modules/invoices/credit-notes.ts";
import { invoiceOnlinePayments } from "../modules/invoices/invoice-online-payment.ts";
import { invoicesRepository } from "../modules/invoices/invoices.repository.ts";
import { invoicesService } from "../modules/invoices/invoices.service.ts";
import { jobsRepository } from "../modules/jobs/jobs.repository.ts";
import { jobsService } from "../modules/jobs/jobs.service.ts";
import { jobLedgerReader } from "../modules/ledger/job-ledger.ts";
import { jobLedgerRepository } from "../modules/ledger/job-ledger.repository.ts";
import { jobNoticesService } from "../modules/notifications/job-notices.ts";
import { paymentCollector } from "../modules/payments/collect-payment.ts";
import { paymentReceipts } from "../modules/payments/payment-receipts.ts";
import { stormWaitlistRepository } from "../modules/storm/storm-waitlist.repository.ts";
import { technicianHoursRepository } from "../modules/technicians/technician-hours.repository.ts";
import { technicianHoursService } from "../modules/technicians/technician-hours.service.ts";
import { techniciansRepository } from "../modules/technicians/technicians.repository.ts";
import { workforceDay } from "../modules/technicians/technicians.ts";
import { uploadsRepository } from "../modules/uploads/uploads.repository.ts";
import { mediaReferences, uploadsService } from "../modules/uploads/uploads.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The bookings' records: the bookings, account and emergency modules write them. */
    bookingRecords: ReturnType<typeof bookingsRepository>;
    /** The jobs' records: the job domain's writes, and an accepted quote's job. */
    jobRecords: ReturnType<typeof jobsRepository>;
    /** The technicians' records; the technician scope resolves the viewer's with them. */
    technicianRecords: ReturnType<typeof techniciansRepository>;
    /** The storm waitlist's records: its routes and its live stream's check. */
    stormWaitlist: ReturnType<typeof stormWaitlistRepository>;
    jobs: ReturnType<typeof jobsService>;
    notices: ReturnType<typeof jobNoticesService>;
    issueInvoices: ReturnType<typeof invoiceIssuer>;
    readLedger: ReturnType<typeof jobLedgerReader>;
    collect: ReturnType<typeof paymentCollector>;
    receipts: ReturnType<typeof paymentReceipts>;
    technicianHours: ReturnType<typeof technicianHoursService>;
    workforce: ReturnType<typeof workforceDay>;
    places: ReturnType<typeof slotSupply>;
    uploads: ReturnType<typeof uploadsService>;
    media: ReturnType<typeof mediaReferences>;
    emergencyTimelines: ReturnType<typeof emergencyTimelineService>;
    chat: ReturnType<typeof chatService>;
    invoices: ReturnType<typeof invoicesService>;
    invoicePayments: ReturnType<typeof invoiceOnlinePayments>;
    estimates: ReturnType<typeof estimatesService>;
  }
}

/**
 * The services more than one module uses (and the records they share), each built once here from
 * the infrastructure and decorated at the root. A service only its own module uses is built by
 * that module's plugin (decision 0190).
 */
export const sharedServices = fp(
  async (app) => {
    const { db, config, settings, mailer, notifier, links, payments, idempotency } = app;
    const bookingsRepo = bookingsRepository(db);
    app.decorate("bookingRecords", bookingsRepo);
    app.decorate("technicianRecords", techniciansRepository(db));
    app.decorate("stormWaitlist", stormWaitlistRepository(db));
    // Decision 0152: technicians' hours, skills and time off; the public slots read their day.
    const technicianHoursRepo = technicianHoursRepository(db);
    app.decorate("technicianHours", technicianHoursService({ repository: technicianHoursRepo }));
    // Decision 0152: who works when; the public slots, the board's warnings and the suggestions read it.
    const workforce = workforceDay(technicianHoursRepo);
    app.decorate("workforce", workforce);
    app.decorate("places", slotSupply({ repository: bookingsRepo, workforce }));
    const jobsRepo = jobsRepository(db);
    app.decorate("jobRecords", jobsRepo);
    // Decision 0060: every path that completes a job issues its invoice in the same transaction.
    const taxRatePercent = async (executor?: TExecutor) => (await settings.business(executor)).tax_rate_percent;
    const issueInvoices = invoiceIssuer({ taxRatePercent });
    app.decorate("issueInvoices", issueInvoices);
    const readLedger = jobLedgerReader({ repository: jobLedgerRepository(db), taxRatePercent });
    app.decorate("readLedger", readLedger);
    const notices = jobNoticesService({ notifier });
    app.decorate("notices", notices);
    app.decorate(
      "jobs",
      jobsService({ repository: jobsRepo, issueInvoices, notices, refundPolicy: async (tx) => (await settings.business(tx)).refund_policy }),
    );
    const collect = paymentCollector({ provider: payments, idempotency: app.idempotencyRecords, transaction: bookingsRepo.transaction, log: app.log });
    app.decorate("collect", collect);
    app.decorate("receipts", paymentReceipts({ mailer, readLedger, business: (tx) => settings.business(tx), link: notifier.link }));
    const uploadsRepo = uploadsRepository(db);
    const { releaseMedia } = app.queued;
    app.decorate(
      "uploads",
      uploadsService({
        storage: app.storage,
        repository: uploadsRepo,
        dailyQuotaBytes: config.UPLOAD_DAILY_QUOTA_BYTES,
        unusedSeconds: config.UPLOAD_UNUSED_SECONDS,
        releaseMedia,
      }),
    );
    app.decorate("media", mediaReferences({ repository: uploadsRepo, releaseMedia }));
    // Decision 0158: the emergency timeline, read by its customer, moved by its technician or an admin.
    app.decorate(
      "emergencyTimelines",
      emergencyTimelineService({
        repository: emergencyTimelineRepository(db),
        transaction: bookingsRepo.transaction,
        secret: config.authSecret,
        settings: (tx) => settings.business(tx),
        // Decision 0138: a missed promise's fee is credited on the visit's invoice.
        creditMissedPromise: missedPromiseCredits({ readLedger }),
        mailer,
        link: notifier.link,
      }),
    );
    app.decorate(
      "chat",
      chatService({
        repository: chatRepository(db),
        catalogue: catalogueRepository(db),
        tokens: chatTokens(config.authSecret),
        settings: () => settings.business(),
        notifier,
      }),
    );
    const invoicesRepo = invoicesRepository(db);
    app.decorate("invoices", invoicesService({ repository: invoicesRepo, issueInvoices, settings, mailer, readLedger, links }));
    app.decorate(
      "invoicePayments",
      invoiceOnlinePayments({ repository: invoicesRepo, readLedger, notifier, mailer, settings, links, idempotency, collect, provider: payments }),
    );
    // Rooms and estimates on the technician's jobs, and the customer's decision.
    app.decorate(
      "estimates",
      estimatesService({ repository: estimatesRepository(db), idempotency, settings: (tx) => settings.business(tx), mailer, notifier, links }),
    );
  },
  { name: "shared-services", dependencies: ["infrastructure"] },
);
