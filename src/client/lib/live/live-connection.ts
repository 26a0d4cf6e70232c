import { createParser } from "eventsource-parser";
import { LIVE_HEARTBEAT, LIVE_RESET, LIVE_TIMING, reconnectDelay } from "@/shared/live-timing.ts";

export type TLiveMessage = { type: string; data: Record<string, unknown> };

export type TLiveConnectionHandlers = {
  onEvent: (message: TLiveMessage) => void;
  /**
   * The stream (re)opened after a gap, or the server could not replay the gap (`live.reset`):
   * anything shown may be stale, so screens read afresh. Not called for the first opening.
   */
  onResync: () => void;
  onStatus?: (status: "connecting" | "open" | "waiting") => void;
};

/**
 * One Server-Sent Events stream read with fetch (decision 0073): headers can carry a
 * guest's chat token, and the reconnect follows customer-side.md §9 (1, 2, 5, then 10 s),
 * resuming after the last event seen (`Last-Event-ID`). No data, not even a heartbeat, for the
 * heartbeat plus the timeout (25 + 10 s) means a dead connection: it is dropped and reopened.
 */
export function openLiveConnection(url: string, handlers: TLiveConnectionHandlers, headers: Record<string, string> = {}) {
  let lastEventId: string | null = null;
  let failures = 0;
  let opened = false;
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: number | undefined;
  let watchdog: number | undefined;

  const armWatchdog = () => {
    window.clearTimeout(watchdog);
    watchdog = window.setTimeout(() => controller?.abort(), LIVE_TIMING.heartbeatMs + LIVE_TIMING.timeoutMs);
  };

  const scheduleRetry = () => {
    if (stopped) return;
    failures += 1;
    handlers.onStatus?.("waiting");
    retryTimer = window.setTimeout(() => void connect(), reconnectDelay(failures));
  };

  async function connect() {
    if (stopped) return;
    controller = new AbortController();
    handlers.onStatus?.("connecting");
    try {
      const response = await fetch(url, {
        credentials: "include",
        headers: { accept: "text/event-stream", ...headers, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        // Signed out or refused: trying again will not change that until the page changes it.
        if (response.status === 401 || response.status === 403 || response.status === 404) return;
        throw new Error(`live stream: HTTP ${response.status}`);
      }
      const resumed = opened;
      opened = true;
      failures = 0;
      handlers.onStatus?.("open");
      armWatchdog();
      if (resumed) handlers.onResync();
      const parser = createParser({
        onEvent: (message) => {
          if (message.id) lastEventId = message.id;
          const type = message.event ?? "message";
          if (type === LIVE_HEARTBEAT) return;
          if (type === LIVE_RESET) return handlers.onResync();
          try {
            handlers.onEvent({ type, data: JSON.parse(message.data) as Record<string, unknown> });
          } catch {
            // A frame we cannot read is skipped; the next event or resync brings the screen up to date.
          }
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        armWatchdog();
        parser.feed(value);
      }
    } catch {
      // Network error, server restart, or the watchdog's abort: reconnect below.
    } finally {
      window.clearTimeout(watchdog);
    }
    scheduleRetry();
  }

  void connect();
  return {
    close() {
      stopped = true;
      window.clearTimeout(retryTimer);
      window.clearTimeout(watchdog);
      controller?.abort();
    },
  };
}
