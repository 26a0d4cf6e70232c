import { useId, useState } from "react";
import { MapPinCheck, Siren, Truck } from "lucide-react";
import { timeLeft } from "@/shared/rules/emergency-promise.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatDateTime } from "@/client/lib/format.ts";
import { toast } from "@/client/lib/toast.ts";
import { useServerNow } from "@/client/lib/server-clock.ts";
import { Button } from "@/client/ui/button.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { useEmergencyMove, useJobEmergency } from "../api/emergency-moves.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { emergencyStepText, timeLeftText } from "@/shared/i18n/status-text.ts";

/**
 * Decision 0158: on an emergency job, "On my way" (with the drive's estimate in minutes) and
 * "Arrived"; the customer's timeline moves with each. Nothing for any other job.
 */
export function EmergencyMoves({ jobId }: { jobId: string }) {
  const query = useJobEmergency(jobId);
  const move = useEmergencyMove(jobId);
  const [eta, setEta] = useState("20");
  const etaId = useId();
  const timeline = query.data?.timeline;
  const now = useServerNow(timeline?.now ?? new Date(0).toISOString(), query.data?.receivedAt ?? 0);
  if (!timeline || timeline.cancelled) return null;
  const dueAt = new Date(timeline.due_at);
  const left = timeLeft(dueAt, now);
  const minutes = Number(eta);
  const etaValid = Number.isInteger(minutes) && minutes >= 1 && minutes <= 240;
  const send = (kind: "on-my-way" | "arrived") =>
    move.mutate(kind === "on-my-way" ? { kind, eta_minutes: minutes } : { kind }, {
      onSuccess: () => toast.success(kind === "on-my-way" ? m.tech_toast_on_my_way() : m.tech_toast_arrived()),
      onError: (error) => toast.error(m.tech_toast_emergency_failed(), { description: errorMessage(error) }),
    });
  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-red-900">
        <Siren aria-hidden="true" className="size-4" />
        {m.tech_emergency()} · {emergencyStepText(timeline.step)}
        {timeline.outcome ? null : ` · ${timeLeftText(left, dueAt, now)}`}
      </p>
      {timeline.step === "assigned" ? (
        <div className="flex items-end gap-2">
          <div className="w-28 shrink-0">
            <Label htmlFor={etaId}>{m.tech_minutes_away()}</Label>
            <Input id={etaId} inputMode="numeric" value={eta} onChange={(event) => setEta(event.target.value.replace(/\D/g, ""))} maxLength={3} />
          </div>
          <Button size="lg" className="flex-1" disabled={move.isPending || !etaValid} onClick={() => send("on-my-way")}>
            <Truck aria-hidden="true" />
            {m.tech_on_my_way()}
          </Button>
        </div>
      ) : null}
      {timeline.step === "on_the_way" ? (
        <>
          {timeline.arrival_estimate ? (
            <p className="text-sm text-slate-800">{m.tech_expected_at({ time: formatDateTime(timeline.arrival_estimate) })}</p>
          ) : null}
          <Button size="lg" variant="accent" className="w-full" disabled={move.isPending} onClick={() => send("arrived")}>
            <MapPinCheck aria-hidden="true" />
            {m.tech_arrived()}
          </Button>
        </>
      ) : null}
    </div>
  );
}
