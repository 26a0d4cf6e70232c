import { createParser, type EventSourceMessage } from "eventsource-parser";
import { expect } from "vitest";

export type TReceived = { id: string | undefined; event: string; data: Record<string, unknown> };

/**
 * A live stream read over real HTTP as a browser would (the live-update tests): every event it gets
 * is kept in order; `waitFor` polls them; `close` aborts the request.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: TReceived[] = [];
  let ended = false;
  if (response.ok && response.body) {
    const parser = createParser({
      onEvent: (message: EventSourceMessage) =>
        events.push({ id: message.id, event: message.event ?? "message", data: JSON.parse(message.data) as Record<string, unknown> }),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        // aborted
      } finally {
        ended = true;
      }
    })();
  } else {
    ended = true;
  }
  const real = () => events.filter((event) => !event.event.startsWith("live."));
  return {
    status: response.status,
    response,
    events,
    /** The events other than the server's own (heartbeats, resets). */
    real,
    ended: () => ended,
    lastId: () => events.at(-1)?.id,
    async waitFor(predicate: (event: TReceived) => boolean, timeout = 5_000) {
      await expect.poll(() => events.some(predicate), { timeout, interval: 20 }).toBe(true);
      return events.find(predicate)!;
    },
    close() {
      controller.abort();
    },
  };
}

export type TStream = Awaited<ReturnType<typeof openStream>>;

/** The app listening on a free port, for requests that stream. */
export async function listening(app: { listen: (options: { port: number; host: string }) => Promise<string> }) {
  return app.listen({ port: 0, host: "127.0.0.1" });
}
