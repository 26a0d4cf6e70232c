// Kept apart from the live events' schemas (schemas/live.ts) so that reading these does not
// load zod: the browser's entry script opens the stream with them (a lean first load).

/**
 * Sent by the server itself: `live.reset` when the stream cannot replay what a reconnecting
 * client missed (its last event is too old), so the client reads every screen afresh;
 * `live.heartbeat` every 25 s (customer-side.md §9 Realtime), carrying the stream's position.
 */
export const LIVE_RESET = "live.reset";
export const LIVE_HEARTBEAT = "live.heartbeat";

/** customer-side.md §9 Realtime: heartbeat 25 s, timeout 10 s, reconnect delays 1, 2, 5, 10 s, push buffer 100. */
export const LIVE_TIMING = {
  heartbeatMs: 25_000,
  timeoutMs: 10_000,
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
  pushBuffer: 100,
} as const;

/** The reconnect delay after `failures` failed tries in a row (1, 2, 5, then 10 s each time). */
export function reconnectDelay(failures: number): number {
  const delays = LIVE_TIMING.reconnectDelaysMs;
  return delays[Math.min(Math.max(failures, 1), delays.length) - 1];
}
