import { useSyncExternalStore } from "react";
import { onlineManager, useMutationState } from "@tanstack/react-query";
import { CloudOff, RefreshCw } from "lucide-react";
import { technicianKeys } from "../api/technician-keys.ts";
import type { TMoveVariables, TNotesVariables } from "../api/job-writes.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const subscribeOnline = (notify: () => void) => onlineManager.subscribe(notify);

/** What a waiting write will do, in the technician's words. */
function describe(key: readonly unknown[] | undefined, variables: unknown) {
  const action = key?.[1];
  const title = (variables as TMoveVariables | TNotesVariables | undefined)?.title ?? m.tech_offline_a_job();
  if (action === "start") return m.tech_offline_start({ title });
  if (action === "complete") return m.tech_offline_complete({ title });
  if (action === "rooms") return m.tech_offline_rooms({ title });
  return m.tech_offline_notes({ title });
}

/** A clear banner says what is waiting to be sent, while offline and until it is sent. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => onlineManager.isOnline(),
    () => true,
  );
  const waiting = useMutationState({
    filters: { mutationKey: technicianKeys.all, status: "pending" },
    select: (mutation) => ({
      id: mutation.mutationId,
      paused: mutation.state.isPaused,
      text: describe(mutation.options.mutationKey, mutation.state.variables),
    }),
  }).filter((mutation) => mutation.paused);

  if (online && waiting.length === 0) return null;
  return (
    <div role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        {online ? (
          <RefreshCw aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <CloudOff aria-hidden="true" className="size-4" />
        )}
        {online ? m.tech_offline_back_online() : m.tech_offline_offline()}{" "}
        {waiting.length > 0 ? m.tech_offline_waiting({ count: waiting.length }) : m.tech_offline_kept()}
      </p>
      {waiting.length > 0 ? (
        <ul className="mt-1 list-disc pl-6">
          {waiting.map((mutation) => (
            <li key={mutation.id}>{mutation.text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
