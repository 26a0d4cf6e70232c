import type { FastifyBaseLogger } from "fastify";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/client.ts";
import type { TMailer } from "./mail/mailer.ts";
import { bookingsRepository } from "./modules/bookings/bookings.repository.ts";
import { jobLedgerReaderOn } from "./modules/ledger/job-ledger.ts";
import { bookingConfirmation, pendingBookingOutcomes } from "./modules/bookings/booking-confirmation.ts";
import { emergencyFeeOutcome } from "./modules/emergency/emergency.service.ts";
import { emergencyRepository } from "./modules/emergency/emergency.repository.ts";
import { idempotencyRepository } from "./modules/idempotency/idempotency.repository.ts";
import { invoiceIssuer } from "./modules/invoices/invoice-issuer.ts";
import { documentLinks } from "./modules/documents/document-links.ts";
import { invoicePaymentOutcome } from "./modules/invoices/invoice-online-payment.ts";
import { invoicesRepository } from "./modules/invoices/invoices.repository.ts";
import { jobLedgerReader } from "./modules/ledger/job-ledger.ts";
import { jobLedgerRepository } from "./modules/ledger/job-ledger.repository.ts";
import { paymentReceipts } from "./modules/payments/payment-receipts.ts";
import type { TExecutor } from "./db/tx.ts";
import { jobsRepository } from "./modules/jobs/jobs.repository.ts";
import { jobsService } from "./modules/jobs/jobs.service.ts";
import { jobNoticesService } from "./modules/notifications/job-notices.ts";
import type { TNotifier } from "./modules/notifications/notifier.ts";
import { paymentSettlement } from "./modules/payments/collect-payment.ts";
import type { TPaymentProvider } from "./modules/payments/payment-provider.ts";
import { pendingPaymentsTask } from "./modules/payments/pending-payments.ts";
import type { TSettingsRepository } from "./modules/settings/settings.repository.ts";

/**
 * Decision 0105: the scheduled sweep's task that settles payments whose request never answered,
 * with the outcomes their requests would have recorded, wired from what background.ts has, so
 * that whatever runs the queue (the app, or `npm run worker`) runs it too.
 */
export function pendingPaymentsSweep(deps: {
  config: TConfig;
  db: TDatabase["db"];
  log: FastifyBaseLogger;
  provider: TPaymentProvider;
  mailer: TMailer;
  notifier: TNotifier;
  settings: TSettingsRepository;
}) {
  const { db } = deps;
  const bookings = bookingsRepository(db);
  const taxRatePercent = async (executor?: TExecutor) => (await deps.settings.business(executor)).tax_rate_percent;
  const readLedger = jobLedgerReader({ repository: jobLedgerRepository(db), taxRatePercent });
  const receipts = paymentReceipts({ mailer: deps.mailer, readLedger, business: (tx) => deps.settings.business(tx), link: deps.notifier.link });
  // As app.ts builds it; a confirmed booking only creates its job here.
  const jobs = jobsService({
    repository: jobsRepository(db),
    issueInvoices: invoiceIssuer({ taxRatePercent: async (tx) => (await deps.settings.business(tx)).tax_rate_percent }),
    notices: jobNoticesService({ notifier: deps.notifier }),
    refundPolicy: async (tx) => (await deps.settings.business(tx)).refund_policy,
  });
  return pendingPaymentsTask({
    db,
    provider: deps.provider,
    settlement: paymentSettlement({ provider: deps.provider, idempotency: idempotencyRepository(db), transaction: bookings.transaction, log: deps.log }),
    outcomes: {
      ...pendingBookingOutcomes({
        repository: bookings,
        confirm: bookingConfirmation({
          jobs,
          mailer: deps.mailer,
          notifier: deps.notifier,
          refundPolicy: async (tx) => (await deps.settings.business(tx)).refund_policy,
          receipts,
          readLedger: jobLedgerReaderOn(db),
        }),
        secret: deps.config.authSecret,
        receipts,
      }),
      emergencyFee: emergencyFeeOutcome({ emergency: emergencyRepository(db), notifier: deps.notifier, secret: deps.config.authSecret, receipts }),
      invoiceBalance: invoicePaymentOutcome({
        repository: invoicesRepository(db),
        readLedger,
        notifier: deps.notifier,
        mailer: deps.mailer,
        settings: { business: (tx) => deps.settings.business(tx) },
        links: documentLinks({ secret: deps.config.authSecret, link: deps.notifier.link }),
      }),
    },
    graceSeconds: deps.config.PENDING_PAYMENT_GRACE_SECONDS,
    log: deps.log,
  });
}
