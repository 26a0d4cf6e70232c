import PgBoss from "pg-boss";
import type pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { setTimeout as delay } from "node:timers/promises";
import { AppError } from "../errors.ts";
import { retryWhileUnavailable } from "../db/unavailable.ts";
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

const BATCH_SIZE = 10;
const STOP_WAIT_MS = 5_000;

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
    // Maintenance (expiring jobs of a killed process, archiving) and the cron (the
    // scheduled work) where jobs run. pg-boss sends each cron tick's job once, however many
    // processes watch the schedule.
    supervise: options.runsJobs,
    schedule: options.runsJobs,
    pollingIntervalSeconds: options.pollSeconds,
  });
  // An EventEmitter's unhandled 'error' would end the process: pg-boss's own loops (maintenance,
  // cron) report a database hiccup here, and go on.
  boss.on("error", (error) => options.log.error({ err: error }, "job queue error"));
  const definitions = new Map<string, TDefinition>();
  const crons = new Map<string, string>();
  let started = false;
  let stopping = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // Aborted on stop: ends the waits between fetches and between tries of a job's outcome.
  const halt = new AbortController();
  const loops: Promise<void>[] = [];
  const pause = (ms: number) => delay(ms, undefined, { signal: halt.signal }).catch(() => {});

  /**
   * Writes a job's outcome, tried again while the database is away for a moment, so a job that
   * ran is not run again once it is back (decision 0100). Given up on stop or after that: the job
   * then stays active, expires and is retried, and every job is idempotent.
   */
  async function record(outcome: "complete" | "fail", write: () => Promise<unknown>, job: string) {
    await retryWhileUnavailable(write, halt.signal).catch((error: unknown) =>
      options.log.warn({ err: error, job, outcome }, "job queue could not record a job's outcome; it will be retried"),
    );
  }

  async function runEach(name: string, definition: TDefinition, jobs: PgBoss.JobWithMetadata<never>[]) {
    // One failed job must not retry the others of its batch: each fails on its own.
    for (const job of jobs) {
      try {
        await definition.handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await record("fail", () => boss.fail(name, job.id, { message }), job.id);
        continue;
      }
      await record("complete", () => boss.complete(name, job.id), job.id);
    }
  }

  /**
   * One queue's worker: fetches a batch, runs it, and fetches again at once while batches come
   * full, else after the poll interval. Our own loop rather than pg-boss's `work()`, whose loop
   * writes a job's outcome without awaiting it: with the database away, that write's rejection
   * reached nobody and ended the process. Here every write is awaited and every error handled.
   */
  async function workLoop(name: string, definition: TDefinition) {
    while (!halt.signal.aborted) {
      let fetched = 0;
      try {
        const jobs = await boss.fetch<never>(name, { batchSize: BATCH_SIZE, includeMetadata: true });
        fetched = jobs.length;
        await runEach(name, definition, jobs);
      } catch (error) {
        options.log.warn({ err: error, queue: name }, "job queue could not fetch jobs; trying again");
      }
      if (fetched < BATCH_SIZE) await pause(options.pollSeconds * 1000);
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
      for (const name of definitions.keys()) await boss.createQueue(name);
      for (const [name, cron] of crons) {
        const { retryLimit, expireInSeconds } = definitions.get(name)!.options;
        await boss.schedule(name, cron, {}, { retryLimit, expireInSeconds });
      }
      // Last, so a start that failed half-way (and is tried again) never runs a queue twice.
      if (options.runsJobs && !stopping) {
        for (const [name, definition] of definitions) loops.push(workLoop(name, definition));
      }
      started = true;
    },

    /**
     * Starts now, or, when the database cannot be reached, again every few seconds until it
     * can (fault 1: an app started during an outage serves 503s, then recovers).
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

    /** Stops fetching, lets running jobs finish (for a few seconds), then stops pg-boss. */
    async stop() {
      stopping = true;
      clearTimeout(retryTimer);
      if (!started) return;
      started = false;
      halt.abort();
      await Promise.race([Promise.all(loops), delay(STOP_WAIT_MS)]);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS, close: false });
    },
  };
}

export type TJobQueue = ReturnType<typeof createJobQueue>;
