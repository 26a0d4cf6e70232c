import type { ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { LIVE_TIMING, type TLiveEventType } from "../../shared/schemas/live.ts";
import { mayReceive, type TLiveViewer } from "../../shared/rules/live-audience.ts";
import type { TRole } from "../../shared/roles.ts";
import { START, type TLiveCursor, type TLiveEventsRepository } from "./live-events.repository.ts";
import { LiveStream, frame } from "./live-stream.ts";
import { liveListener } from "./live-listener.ts";

const BATCH = 500;
/** A position read while an older transaction still runs is tried again after this, growing. */
const UNSETTLED_RETRY_MS = [10, 25, 50, 100, 250, 500];
/** A missed wake-up (it cannot happen while LISTEN is up, but a restart is a gap) costs at most this. */
const SAFETY_POLL_MS = 10_000;

/** Orders two positions: (tx, id), tx a 64-bit number written in decimal. */
export function compareCursors(a: TLiveCursor, b: TLiveCursor): number {
  const tx = BigInt(a.tx) - BigInt(b.tx);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  return a.id - b.id;
}

export type TSessionCheck = (sessionIds: string[]) => Promise<Map<string, TRole | null>>;

/**
 * The process's fan-out (decision 0072): one LISTEN connection wakes it; it reads the
 * new events once, in order, and hands each to every open stream that may receive it
 * (`mayReceive`, per event). A stream that reconnects with `Last-Event-ID` is first brought up
 * to the hub's position from the table, then joins the live flow: nothing in between is lost.
 */
export function createLiveHub(deps: {
  url: string;
  repository: TLiveEventsRepository;
  checkSessions: TSessionCheck;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}) {
  const { repository, log } = deps;
  const streams = new Set<LiveStream>();
  let cursor: TLiveCursor | null = null;
  let chain: Promise<void> = Promise.resolve();
  let drainQueued = false;
  let unsettledTries = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  /** The process's own readers of events, by type (the catalogue cache, decision 0088). */
  const subscribers = new Map<string, Set<() => void>>();

  /** Runs hub work one task at a time, in order: reads and replays never interleave. */
  function serial(task: () => Promise<void>) {
    const run = chain.then(task).catch((error: unknown) => log.warn({ err: error }, "live events: a read failed; the next wake-up tries again"));
    chain = run;
    return run;
  }

  function wake() {
    if (drainQueued || stopped) return;
    drainQueued = true;
    void serial(async () => {
      drainQueued = false;
      await drain();
    });
  }

  async function ensureCursor() {
    cursor ??= await repository.head();
    return cursor;
  }

  async function drain() {
    let from = await ensureCursor();
    for (;;) {
      const rows = await repository.after(from, BATCH);
      let blocked = false;
      for (const row of rows) {
        if (!row.settled) {
          blocked = true;
          break;
        }
        const at = { tx: row.tx, id: row.id };
        for (const subscriber of subscribers.get(row.type) ?? []) subscriber();
        const text = frame(row.type, at, row.payload);
        for (const stream of streams) {
          if (!stream.live || stream.closed || compareCursors(at, stream.cursor) <= 0) continue;
          if (mayReceive(stream.viewer, row.audience)) stream.send(text, at);
          else stream.cursor = at;
        }
        from = at;
        cursor = at;
      }
      if (blocked) {
        // An older transaction is still open: what it may yet commit comes first.
        clearTimeout(retryTimer);
        retryTimer = setTimeout(wake, UNSETTLED_RETRY_MS[Math.min(unsettledTries++, UNSETTLED_RETRY_MS.length - 1)]);
        retryTimer.unref();
        return;
      }
      unsettledTries = 0;
      if (rows.length < BATCH) return;
    }
  }

  /** Replays to one stream what it missed, up to the hub's position, then lets it join the live flow. */
  async function catchUp(stream: LiveStream) {
    const head = await ensureCursor();
    let from = stream.cursor;
    outer: for (;;) {
      const rows = await repository.after(from, BATCH);
      for (const row of rows) {
        const at = { tx: row.tx, id: row.id };
        if (compareCursors(at, head) > 0 || !row.settled) break outer;
        if (mayReceive(stream.viewer, row.audience)) stream.send(frame(row.type, at, row.payload), at);
        else stream.cursor = at;
        from = at;
      }
      if (rows.length < BATCH) break;
    }
    if (compareCursors(head, stream.cursor) > 0) stream.cursor = head;
    stream.live = true;
  }

  async function heartbeat() {
    const signedIn = [...streams].filter((stream) => stream.sessionId);
    for (const stream of streams) stream.heartbeat();
    if (signedIn.length === 0) return;
    // The session and role behind each signed-in stream, checked again: a signed-out or demoted
    // viewer's stream ends (the client reconnects as who they are now).
    const sessions = await deps.checkSessions([...new Set(signedIn.map((stream) => stream.sessionId!))]);
    for (const stream of signedIn) {
      const role = sessions.get(stream.sessionId!);
      if (role === undefined || role !== stream.viewer.role) stream.close();
    }
  }

  const listener = liveListener({ url: deps.url, log, onWake: wake });

  return {
    async start() {
      await listener.start();
      timers.push(
        setInterval(
          () => void heartbeat().catch((error: unknown) => log.warn({ err: error }, "live events: heartbeat check failed")),
          deps.heartbeatMs ?? LIVE_TIMING.heartbeatMs,
        ),
        setInterval(wake, SAFETY_POLL_MS),
      );
      for (const timer of timers) timer.unref();
    },

    /**
     * Opens a stream on `raw` for `viewer`. `resumeFrom` is the client's Last-Event-ID: what
     * came after it is replayed first; one no longer kept (or unreadable) gets `live.reset`.
     */
    async attach(raw: ServerResponse, options: { viewer: TLiveViewer; sessionId: string | null; resumeFrom: TLiveCursor | null; invalidResume: boolean }) {
      const head = await ensureCursor();
      const resumable = options.resumeFrom !== null && (compareCursors(options.resumeFrom, START) === 0 || (await repository.has(options.resumeFrom)));
      const stream = new LiveStream(raw, {
        viewer: options.viewer,
        sessionId: options.sessionId,
        cursor: resumable ? options.resumeFrom! : head,
        onClose: (closed) => streams.delete(closed),
      });
      if (stopped) return stream.close();
      streams.add(stream);
      stream.open();
      if (!resumable && (options.resumeFrom || options.invalidResume)) stream.reset(head);
      if (resumable) await serial(() => catchUp(stream));
      else stream.live = true;
      // An event committed while this stream was being set up is picked up by the next read.
      wake();
    },

    wake,
    /**
     * Calls `subscriber` in this process for every event of `type` committed from now on, by any
     * process, in order with the streams' events. Returns the unsubscribe.
     */
    subscribe(type: TLiveEventType, subscriber: () => void) {
      const set = subscribers.get(type) ?? new Set();
      subscribers.set(type, set.add(subscriber));
      return () => void set.delete(subscriber);
    },
    size: () => streams.size,
    listening: () => listener.connected(),

    /** Ends every stream (their clients reconnect to another process) and stops listening. */
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      for (const timer of timers) clearInterval(timer);
      for (const stream of [...streams]) stream.close();
      await listener.stop();
      await chain;
    },
  };
}

export type TLiveHub = ReturnType<typeof createLiveHub>;
