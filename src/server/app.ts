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
import { createPublicReadCache, type TPublicReadCache } from "./http/public-read-cache.ts";
import { createPageCache } from "./http/page-cache.ts";
import swagger from "@fastify/swagger";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/client.ts";
import { authPlugin } from "./auth/auth.plugin.ts";
import { installErrorHandling } from "./errors.ts";
import { installJsonBodyParser } from "./json-body.ts";
import type { TMailTransport } from "./mail/mail-delivery.ts";
import { sameOrigin } from "./http/same-origin.ts";
import { loggerOptions } from "./http/log-redaction.ts";
import { installMetrics } from "./http/metrics.ts";
import { testPaymentProvider, type TPaymentProvider } from "./modules/payments/payment-provider.ts";
import { promiseOutcomesRepository } from "./modules/emergency/promise-outcomes.ts";
import { eventsPlugin } from "./realtime/events.plugin.ts";
import { infrastructure } from "./plugins/infrastructure.ts";
import { sharedServices } from "./plugins/shared-services.ts";
import { live } from "./plugins/live.ts";
import { accountPlugin } from "./modules/account/account.plugin.ts";
import { adminHomePlugin } from "./modules/admin-home/admin-home.plugin.ts";
import { bookingsPlugin } from "./modules/bookings/bookings.plugin.ts";
import { cataloguePlugin } from "./modules/catalogue/catalogue.plugin.ts";
import { catalogueAdminPlugin } from "./modules/catalogue-admin/catalogue-admin.plugin.ts";
import { chatPlugin } from "./modules/chat/chat.plugin.ts";
import { customersPlugin } from "./modules/customers/customers.plugin.ts";
import { documentsPlugin } from "./modules/documents/documents.plugin.ts";
import { emergencyPlugin } from "./modules/emergency/emergency.plugin.ts";
import { estimatesPlugin } from "./modules/estimates/estimates.plugin.ts";
import { favoritesPlugin } from "./modules/favorites/favorites.plugin.ts";
import { healthPlugin } from "./modules/health/health.plugin.ts";
import { invoicesPlugin } from "./modules/invoices/invoices.plugin.ts";
import { jobsPlugin } from "./modules/jobs/jobs.plugin.ts";
import { mailOutboxPlugin } from "./modules/mail-outbox/mail-outbox.plugin.ts";
import { notificationsPlugin } from "./modules/notifications/notifications.plugin.ts";
import { paymentsPlugin } from "./modules/payments/payments.plugin.ts";
import { preferencesPlugin } from "./modules/preferences/preferences.plugin.ts";
import { quotesPlugin } from "./modules/quotes/quotes.plugin.ts";
import { seoPlugin } from "./modules/seo/seo.plugin.ts";
import { settingsPlugin } from "./modules/settings/settings.plugin.ts";
import { stormPlugin } from "./modules/storm/storm.plugin.ts";
import { technicianJobsPlugin } from "./modules/technician-jobs/technician-jobs.plugin.ts";
import { techniciansPlugin } from "./modules/technicians/technicians.plugin.ts";
import { uploadsPlugin } from "./modules/uploads/uploads.plugin.ts";
import { usersPlugin } from "./modules/users/users.plugin.ts";
import { websitePlugin } from "./modules/website/website.plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The public catalogue's answers in memory (decision 0088); its changes drop them. */
    publicReads: TPublicReadCache;
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
  const promiseOutcomes = promiseOutcomesRepository(db);
  installMetrics(app, {
    pool: deps.database.pool,
    token: config.METRICS_TOKEN,
    openStreams: () => app.live.size(),
    promises: () => promiseOutcomes.allTime(new Date()),
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

  await app.register(infrastructure, { config, database: deps.database, payments: deps.payments ?? testPaymentProvider, mailTransport: deps.mailTransport });
  await app.register(live, { url: deps.database.url });
  await app.register(authPlugin, { publicOrigin });
  // Decision 0088: the public catalogue's answers in memory, dropped on every change
  // the database's triggers announce, from any process.
  const publicReads = createPublicReadCache({ enabled: config.PUBLIC_READ_CACHE === "on" });
  app.live.subscribe("catalogue.changed", publicReads.drop);
  app.decorate("publicReads", publicReads);
  await app.register(sharedServices);

  // Decision 0190: one plugin per module builds its services from the decorations above and
  // registers its routes; its staff routes go in the admin and technician scopes (decision 0032).
  await app.register(healthPlugin);
  await app.register(usersPlugin);
  await app.register(cataloguePlugin);
  await app.register(seoPlugin);
  await app.register(settingsPlugin);
  await app.register(notificationsPlugin);
  await app.register(uploadsPlugin);
  await app.register(websitePlugin);
  await app.register(bookingsPlugin);
  await app.register(emergencyPlugin);
  await app.register(chatPlugin);
  await app.register(eventsPlugin);
  await app.register(quotesPlugin);
  await app.register(stormPlugin);
  await app.register(favoritesPlugin);
  await app.register(accountPlugin);
  await app.register(invoicesPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(jobsPlugin);
  await app.register(paymentsPlugin);
  await app.register(preferencesPlugin);
  await app.register(adminHomePlugin);
  await app.register(catalogueAdminPlugin);
  await app.register(customersPlugin);
  await app.register(techniciansPlugin);
  await app.register(estimatesPlugin);
  await app.register(documentsPlugin);
  await app.register(technicianJobsPlugin);
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
