import PgBoss from "pg-boss";
import type pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../errors.ts";
import type { TExecutor } from "../db/tx.ts";
import { drizzleExecutor, poolExecutor } from "./sql-executor.ts";

/** One job as its handler sees it: `retryCount` is 0 on the first try, `retryLimit` on the last. */
export type TJob<T> = { id: string; data: T; retryCount: number; retryLimit: number };

export type TJobOptions = {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry, doubled (with jitter) on each next one; 0 retries at once. */
  retryDelaySeconds: number;
  /** A job still running after this long is taken as lost with its process, and retried. */
  expireInSeconds: number;
};

type TDefinition = { options: TJobOptions; handle: (job: TJob<never>) => Promise<void> };

/**
 * The durable job queue (docs/decisions/0023): pg-boss on the app's PostgreSQL, so a job is a
 * row written in the same transaction as the change that causes it. Every process can send;
 * only those with `runsJobs` fetch and run jobs, with `FOR UPDATE SKIP LOCKED`, so several
 * processes share the queue without running a job twice at once.
 */
export function createJobQueue(options: { pool: pg.Pool; log: FastifyBaseLogger; runsJobs: boolean; pollSeconds: number }) {
  const boss = new PgBoss({
    db: poolExecutor(options.pool),
    // Maintenance (expiring jobs of a killed process, archiving) and the cron (issue 13's
    // scheduled work) where jobs run. pg-boss sends each cron tick's job once, however many
    // processes watch the schedule.
    supervise: options.runsJobs,
    schedule: options.runsJobs,
    pollingIntervalSeconds: options.pollSeconds,
  });
  // An EventEmitter's unhandled 'error' would end the process: a database hiccup is logged.
  boss.on("error", (error) => options.log.error({ err: error }, "job queue error"));
  const definitions = new Map<string, TDefinition>();
  const crons = new Map<string, string>();
  let started = false;
  let stopping = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function runEach(name: string, definition: TDefinition, jobs: PgBoss.JobWithMetadata<never>[]) {
    // One failed job must not retry the others of its batch: each fails on its own.
    for (const job of jobs) {
      try {
        await definition.handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
      } catch (error) {
        // Recording the failure can itself fail (the database is gone, or the process is
        // shutting down): the job then expires and pg-boss retries it, so log and go on.
        await boss
          .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
          .catch((failError: unknown) => options.log.warn({ err: failError, job: job.id }, "job queue could not record a failed job; it will be retried"));
      }
    }
  }

  return {
    /** Declares a kind of job and what runs it; before `start()`. */
    define<T>(name: string, jobOptions: TJobOptions, handle: (job: TJob<T>) => Promise<void>) {
      definitions.set(name, { options: jobOptions, handle: handle as TDefinition["handle"] });
    },

    /** Sends a job of `name` (defined) on a cron schedule, e.g. every minute: `* * * * *`. Before `start()`. */
    every(name: string, cron: string) {
      crons.set(name, cron);
    },

    /** Installs pg-boss's tables (once, under its own lock), creates the queues, starts the workers. */
    async start() {
      await boss.start();
      for (const [name, definition] of definitions) {
        await boss.createQueue(name);
        if (options.runsJobs) {
          await boss.work<never>(name, { batchSize: 10, includeMetadata: true }, (jobs) => runEach(name, definition, jobs));
        }
      }
      for (const [name, cron] of crons) {
        const { retryLimit, expireInSeconds } = definitions.get(name)!.options;
        await boss.schedule(name, cron, {}, { retryLimit, expireInSeconds });
      }
      started = true;
    },

    /**
     * Starts now, or, when the database cannot be reached, again every few seconds until it
     * can (issue #8, fault 1: an app started during an outage serves 503s, then recovers).
     */
    startWhenReachable(retrySeconds = 5) {
      const attempt = () =>
        this.start().catch((error: unknown) => {
          if (stopping) return;
          options.log.warn({ err: error }, "job queue waits for the database");
          retryTimer = setTimeout(attempt, retrySeconds * 1000);
          retryTimer.unref();
        });
      return attempt();
    },

    /**
     * Writes a job with `executor`: inside a transaction it commits or rolls back with it.
     * Retries are set per job, so a changed setting applies to the next job sent.
     * `startAfterSeconds` delays it: the job waits in the table, so it survives restarts.
     */
    async send<T extends object>(executor: TExecutor, name: string, data: T, options: { startAfterSeconds?: number } = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`job queue: ${name} is not defined`);
      if (!started) throw new AppError("SERVICE_UNAVAILABLE", "We cannot take this right now. Please try again in a moment.");
      const { retryLimit, retryDelaySeconds, expireInSeconds } = definition.options;
      await boss.send(name, data, {
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: retryDelaySeconds > 0,
        expireInSeconds,
        // A moment rather than seconds: pg-boss's SQL casts the seconds form in a way that only
        // types right with its own single parameter, not with the renumbered ones of our executor.
        ...(options.startAfterSeconds ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {}),
        db: drizzleExecutor(executor),
      });
    },

    /** Jobs of `name` waiting, waiting to retry, or running. */
    pending(name: string) {
      return boss.getQueueSize(name, { before: "completed" });
    },

    /** Lets running jobs finish (for a few seconds), then stops fetching. */
    async stop() {
      stopping = true;
      clearTimeout(retryTimer);
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}

export type TJobQueue = ReturnType<typeof createJobQueue>;
