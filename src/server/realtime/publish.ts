import type { TExecutor } from "../db/tx.ts";
import type { TLiveEventPayload, TLiveEventType } from "../../shared/schemas/live.ts";
import { insertLiveEvent } from "./live-events.repository.ts";

/**
 * The seam every writer uses to tell the live streams (decisions 0072/0073):
 *
 *     await publish(tx, { type: "estimate.changed", payload: { … }, audience: [audience.admins, audience.user(id)] });
 *
 * Call it with the transaction of the change: the event is a row of that transaction, so it is
 * delivered when the change commits and never for a rollback. Jobs and bookings need no call:
 * triggers on those tables publish every change, whoever makes it.
 */
export function publish<T extends TLiveEventType>(executor: TExecutor, event: { type: T; payload: TLiveEventPayload<T>; audience: readonly string[] }) {
  return insertLiveEvent(executor, event);
}
