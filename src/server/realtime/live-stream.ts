import type { ServerResponse } from "node:http";
import { LIVE_HEARTBEAT, LIVE_RESET, LIVE_TIMING } from "../../shared/schemas/live.ts";
import type { TLiveViewer } from "../../shared/rules/live-audience.ts";
import { formatCursor, type TLiveCursor } from "./live-events.repository.ts";

/**
 * One open `text/event-stream` response (decision 0072): written on the raw reply, a few lines
 * instead of a plugin, because every frame goes through our per-event check and backpressure
 * rule anyway. A stream whose client stops reading is closed once it holds more than the spec's
 * push buffer (100 frames): the client reconnects and resumes from its last event.
 */
export class LiveStream {
  readonly viewer: TLiveViewer;
  /** The session behind a signed-in stream, checked again at each heartbeat. */
  readonly sessionId: string | null;
  /** The last position this stream has been brought to (sent, or skipped as not its own). */
  cursor: TLiveCursor;
  /** False while the hub replays what the client missed; live events wait until then. */
  live = false;
  closed = false;
  private unflushed = 0;
  private readonly onClose: () => void;

  constructor(
    private readonly raw: ServerResponse,
    options: { viewer: TLiveViewer; sessionId: string | null; cursor: TLiveCursor; onClose: (stream: LiveStream) => void },
  ) {
    this.viewer = options.viewer;
    this.sessionId = options.sessionId;
    this.cursor = options.cursor;
    this.onClose = () => options.onClose(this);
    raw.on("close", () => this.close());
    raw.on("drain", () => (this.unflushed = 0));
  }

  /** Sends the stream's headers and a first comment, so proxies and the client see it open. */
  open() {
    this.raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // nginx and similar proxies would otherwise hold the frames back.
      "x-accel-buffering": "no",
    });
    this.write(": stream open\n\n");
  }

  /** One event, already serialised as a frame (the hub builds each frame once for every stream). */
  send(frame: string, cursor: TLiveCursor) {
    this.cursor = cursor;
    this.write(frame);
  }

  reset(cursor: TLiveCursor) {
    this.cursor = cursor;
    this.write(frame(LIVE_RESET, cursor, {}));
  }

  /** customer-side.md §9: every 25 s, with the position, so a quiet stream's client resumes near the head. */
  heartbeat() {
    this.write(frame(LIVE_HEARTBEAT, this.cursor, {}));
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    if (!this.raw.writableEnded) this.raw.end();
  }

  private write(chunk: string) {
    if (this.closed) return;
    const flushed = this.raw.write(chunk);
    if (flushed) return;
    this.unflushed += 1;
    if (this.unflushed > LIVE_TIMING.pushBuffer) {
      // A client that does not read: drop it rather than hold its frames in memory.
      this.close();
      this.raw.destroy();
    }
  }
}

/** An SSE frame: `id`, `event` and one `data` line (JSON never holds a raw newline). */
export function frame(type: string, cursor: TLiveCursor, payload: unknown) {
  return `id: ${formatCursor(cursor)}\nevent: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;
}
