import { randomBytes } from "node:crypto";
import pg from "pg";
import { count, desc, eq, inArray } from "drizzle-orm";
import { expect, inject } from "vitest";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type TAppDeps } from "../../src/server/app.ts";
import { parseConfig, type TConfig } from "../../src/server/config.ts";
import { connectDatabase, type TDatabase } from "../../src/server/db/client.ts";
import { mailOutbox, profiles } from "../../src/server/db/schema.ts";
import { createVerifiedAccount } from "../../src/server/auth/accounts.ts";
import type { TRole } from "../../src/shared/roles.ts";
import type { TLocale } from "../../src/shared/i18n/locale.ts";

export const PUBLIC_URL = "http://localhost:3000";
export const PASSWORD = "sturdy-ladder-42";

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  /** The config this app was built with (to start another process on the same database). */
  config: TConfig;
  /** Sends a request as a browser on our origin would (better-auth checks Origin on cookie POSTs). */
  request: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  /** A verified account with a role, signed in: returns its session cookie. */
  signedIn: (role: TRole, email?: string) => Promise<{ cookie: string; userId: string; email: string }>;
  /** The account's preferred language (what its profile's Language control sets): its mail and notices speak it. */
  prefers: (userId: string, locale: TLocale) => Promise<void>;
  lastMailTo: (email: string) => Promise<{ subject: string; text: string; kind: string } | undefined>;
  /** Waits until the job queue has delivered (or given up on) every queued mail. */
  mailSettled: () => Promise<void>;
  close: () => Promise<void>;
};

/** A fresh database with every migration (a copy of the run's migrated template), and the app on it. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<TAppDeps, "mailTransport" | "payments" | "logStream" | "renderPage"> & { clientDir?: string } = {},
): Promise<TTestApp> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `homefix_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("templateDatabase")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const config = parseConfig({
    NODE_ENV: "test",
    PUBLIC_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DATABASE_URL: url.toString(),
    DATA_DIR: `.data-test/files-${name}`,
    PUBLIC_WRITE_RATE_LIMIT_MAX: "100000",
    QUEUE_POLL_SECONDS: "0.5",
    ...env,
  });
  const database = connectDatabase(url.toString(), {
    max: 5,
    connectTimeoutSeconds: config.DB_CONNECT_TIMEOUT_SECONDS,
    statementTimeoutSeconds: config.DB_STATEMENT_TIMEOUT_SECONDS,
  });
  const app = await buildApp(config, { ...deps, database, clientDir: deps.clientDir ?? null, renderPage: deps.renderPage ?? null });

  const request: TTestApp["request"] = ({ cookie, headers, ...options }) =>
    app.inject({ ...options, headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}), ...headers } });

  let counter = 0;
  return {
    app,
    database,
    config,
    request,
    async signedIn(role, email = `${role}-${++counter}-${randomBytes(3).toString("hex")}@example.com`) {
      const userId = await createVerifiedAccount(app.auth, database.db, { email, password: PASSWORD, name: email, role });
      const response = await request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password: PASSWORD } });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return { cookie: cookieFrom(response), userId, email };
    },
    async prefers(userId, locale) {
      await database.db.update(profiles).set({ preferred_locale: locale }).where(eq(profiles.id, userId));
    },
    async lastMailTo(email) {
      const [row] = await database.db
        .select({ subject: mailOutbox.subject, text: mailOutbox.text, kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.created_at))
        .limit(1);
      return row;
    },
    async mailSettled() {
      const queued = async () =>
        (
          await database.db
            .select({ n: count() })
            .from(mailOutbox)
            .where(inArray(mailOutbox.status, ["queued", "sending"]))
        )[0].n;
      await expect.poll(queued, { timeout: 20_000, interval: 100 }).toBe(0);
    },
    async close() {
      await app.close();
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: { headers: Record<string, unknown> }) {
  const setCookie = response.headers["set-cookie"];
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
  return list.map((cookie) => String(cookie).split(";")[0]).join("; ");
}

/** The link in a mail body, made relative to the app so `inject` can follow it. */
export function linkIn(text: string) {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
