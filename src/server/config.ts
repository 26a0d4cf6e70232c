import { z } from "zod";
import { DEFAULT_CONNECT_TIMEOUT_SECONDS, DEFAULT_STATEMENT_TIMEOUT_SECONDS } from "./db/client.ts";

// Every setting the server reads, parsed once at start-up (STYLE.md habit 6).
const ZConfig = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
      .optional(),
    // docs/decisions/0101: how long a query waits for a connection, and PostgreSQL lets a statement run.
    DB_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive("must be more than 0").default(DEFAULT_CONNECT_TIMEOUT_SECONDS),
    DB_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0, "must be 0 (no limit) or more").default(DEFAULT_STATEMENT_TIMEOUT_SECONDS),
    DATA_DIR: z.string().default("./data"),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    PUBLIC_URL: z.url("must be a full URL such as https://homefix.example").optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must look like smtp://user:pass@host:port")
      .optional(),
    MAIL_FROM: z.string().default("HomeFix <no-reply@homefix.test>"),
    // docs/decisions/0023: where queued jobs run, and how mail is retried when SMTP fails.
    QUEUE_MODE: z.enum(["app", "worker"]).default("app"),
    QUEUE_POLL_SECONDS: z.coerce.number().min(0.5, "must be at least 0.5").default(2),
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
    // docs/decisions/0029: a deposit paid in booking step 1 that no booking took is refunded after this.
    DEPOSIT_HOLD_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(24 * 60 * 60),
    // docs/decisions/0105: a payment still pending this long after its booking was written lost
    // its request (a crash between the commit and the charge's answer); the sweep asks the provider.
    PENDING_PAYMENT_GRACE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(5 * 60),
    DEMO_PASSWORD: z.string().min(6).default("homefix-demo"),
    SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url().optional(),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    UPLOAD_DAILY_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(500 * 1024 * 1024),
    // Decision 0051: an upload no record references after this long is deleted with its files.
    UPLOAD_UNUSED_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(6 * 60 * 60),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    // Per account (fault 9): sign-in attempts without a right password before a lockout,
    // in a window, and the lockout's length; auth mail (verification, reset) per address per window.
    AUTH_SIGN_IN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
    AUTH_SIGN_IN_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    AUTH_SIGN_IN_LOCKOUT_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    // Decision 0112: the lock above is per account and address; from everywhere, the account's
    // sign-in is paced after this many wrong passwords in the window (1, 2, 4 … s, at most the max).
    AUTH_SIGN_IN_PACE_AFTER: z.coerce.number().int().positive().default(10),
    AUTH_SIGN_IN_PACE_MAX_SECONDS: z.coerce.number().int().positive().default(60),
    AUTH_MAIL_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(3),
    AUTH_MAIL_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60),
    PUBLIC_WRITE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
    // The live streams' heartbeat (customer-side.md §9: 25 s), which also re-checks each
    // stream's session; and a Redis for the shared rate limits (decision 0077), else PostgreSQL.
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(0.5).max(300).default(25),
    // Decision 0111: live streams one account, one chat (its guest token or its owner) and one
    // address may keep open in a process; a browser opens one per tab.
    LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().positive().default(6),
    LIVE_STREAMS_PER_CHAT: z.coerce.number().int().positive().default(4),
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
    // Decisions 0088 and 0094: the public catalogue's answers and signed-out visitors' pages kept
    // in memory. "off" reads the database and renders on every request (bench:api measures both;
    // also for telling a stale read from a kept one).
    PUBLIC_READ_CACHE: z.enum(["on", "off"]).default("on"),
    CLIENT_DIR: z.string().default("dist/client"),
    // The public pages' server renderer, built by `vite build --ssr` (npm run build).
    SSR_DIR: z.string().default("dist/server"),
    // Decision 0163: with BACKUP_DIR the queue writes a backup there every night (BACKUP_CRON, in
    // the server's time) and keeps the newest BACKUP_KEEP; PG_BIN_DIR holds pg_dump and pg_restore
    // when those on the PATH are older than the server.
    BACKUP_DIR: z.string().optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    BACKUP_CRON: z.string().default("30 3 * * *"),
    PG_BIN_DIR: z.string().optional(),
    // Decision 0163: on SIGTERM a process stops taking requests, lets those in flight and the
    // running jobs finish, and exits; past this many seconds it exits anyway (code 1).
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
    // Decision 0163: GET /metrics answers a request bearing this token; without one, only the loopback.
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY" });
    }
    if (env.NODE_ENV === "production") {
      // Production refuses demo secrets (DESIGN.md, Stack).
      if (!env.AUTH_SECRET) ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
      if (env.SEED_DEMO === "true") ctx.addIssue({ code: "custom", path: ["SEED_DEMO"], message: "demo data is never seeded in production" });
    }
  });

export type TConfig = Omit<z.infer<typeof ZConfig>, "PUBLIC_URL" | "HOST"> & {
  /** Interface to listen on: loopback in demo mode, every interface otherwise. */
  HOST: string;
  /** The site's address; defaults to http://localhost:PORT. */
  PUBLIC_URL: string;
  /** True when the product runs on its embedded PostgreSQL with demo data allowed. */
  demoMode: boolean;
  authSecret: string;
};

// A fixed secret is fine for a local demo database that only this machine can reach;
// production refuses to start without AUTH_SECRET above.
const DEMO_AUTH_SECRET = "homefix-local-demo-secret-not-for-production-use";

export function parseConfig(env: Record<string, string | undefined>): TConfig {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' configs.
  const result = ZConfig.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  const demoMode = parsed.NODE_ENV !== "production" && (parsed.SEED_DEMO === "true" || (parsed.SEED_DEMO === "auto" && !parsed.DATABASE_URL));
  const PUBLIC_URL = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  // Demo mode has known passwords and a known secret: only this machine may reach it unless
  // HOST says otherwise (fault 11).
  const HOST = parsed.HOST ?? (demoMode ? "127.0.0.1" : "0.0.0.0");
  return { ...parsed, PUBLIC_URL, HOST, demoMode, authSecret: parsed.AUTH_SECRET ?? DEMO_AUTH_SECRET };
}

export class ConfigError extends Error {}

/** The settings of a process's environment; a bad one ends the process with the list of what is wrong. */
export function configOrExit(env: Record<string, string | undefined> = process.env): TConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
