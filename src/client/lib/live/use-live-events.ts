import { use, useEffect, useRef } from "react";
import type { TLiveEventType } from "@/shared/schemas/live.ts";
import { LiveEventsContext } from "./live-events-context.tsx";
import type { TLiveMessage } from "./live-connection.ts";

/** Events that arrive together (a bulk change of 50 jobs) are handled once, after this pause. */
const BATCH_MS = 100;

/**
 * Decision 0073: runs `onChange` when one of `types` arrives on the viewer's live
 * stream, and after the stream comes back from a gap (something may have been missed). Events
 * arriving within 100 ms are batched into one call, so a screen refetches once, not fifty times.
 *
 *     useLiveEvents(["job.changed"], () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }));
 */
export function useLiveEvents(types: readonly TLiveEventType[], onChange: (messages: TLiveMessage[]) => void, enabled = true) {
  const hub = use(LiveEventsContext);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = types.join(",");

  useEffect(() => {
    if (!hub || !enabled) return;
    let pending: TLiveMessage[] = [];
    let timer: number | undefined;
    const flush = () => {
      const batch = pending;
      pending = [];
      timer = undefined;
      latest.current(batch);
    };
    const unsubscribe = hub.subscribe({
      types: key.split(","),
      onEvent: (message) => {
        pending.push(message);
        timer ??= window.setTimeout(flush, BATCH_MS);
      },
      onResync: () => {
        timer ??= window.setTimeout(flush, BATCH_MS);
      },
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
    // `hub.subscribe` is stable for a connection; the status changing must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hub?.subscribe, key, enabled]);
}
