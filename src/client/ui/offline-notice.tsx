import { CloudOff } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * Decision 0121: a write asked for while the browser is offline is held by the query client
 * and sent once the connection is back (its mutation is paused). Its button still spins: this
 * says why, in a live region that is always in the page so screen readers announce the change.
 */
export function OfflineNotice({ waiting }: { waiting: boolean }) {
  return (
    <div role="status">
      {waiting ? (
        <p className="mt-3 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {m.offline_waiting()}
        </p>
      ) : null}
    </div>
  );
}
