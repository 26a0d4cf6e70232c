import { formatBusinessDateTime } from "@/shared/rules/business-time.ts";
import { STORM_COUNTIES, STORM_PHASE_LABELS, type TStormCounty, type TStormPhase } from "@/shared/rules/storm.ts";
import { worthSuggesting } from "@/shared/rules/weather-alerts.ts";
import type { TStormSuggestion } from "@/shared/schemas/weather-alerts.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { toast } from "@/client/lib/toast.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { useDismissStormSuggestion, useStormSuggestions } from "../api/storm-suggestions.ts";
import type { TSettingsForm } from "./settings-fields.tsx";

const isCounty = (county: string): county is TStormCounty => (STORM_COUNTIES as readonly string[]).includes(county);

/**
 * Decision 0173: the weather service's alerts that suggest storm-season mode. "Turn on storm mode"
 * fills in the phase and counties below; the mode changes only when the admin saves the settings,
 * as every storm change does (compare-and-set, audited).
 */
export function StormSuggestions({ form, savedPhase }: { form: TSettingsForm; savedPhase: TStormPhase }) {
  const suggestions = useStormSuggestions();
  const dismiss = useDismissStormSuggestion();
  // Once the saved mode is where an alert points, its question is answered.
  const open = (suggestions.data?.suggestions ?? []).filter((suggestion) => worthSuggesting(savedPhase, suggestion.phase));
  if (open.length === 0) return null;

  function accept(suggestion: TStormSuggestion) {
    const counties = suggestion.counties.filter(isCounty);
    form.setValue("storm.phase", suggestion.phase, { shouldDirty: true });
    // An alert naming none of the service area's counties leaves the ones already chosen.
    if (counties.length > 0) form.setValue("storm.counties", counties, { shouldDirty: true });
    toast.info("Storm mode filled in", {
      description: `${STORM_PHASE_LABELS[suggestion.phase]}${counties.length > 0 ? ` for ${counties.join(", ")}` : ""}. Save Settings to turn it on.`,
    });
  }

  return (
    <ul className="space-y-3" aria-label="Weather alert suggestions">
      {open.map((suggestion) => (
        <li key={suggestion.id}>
          <Alert variant="warning" role="note" title={`${suggestion.event}: turn on storm mode?`}>
            <p>{suggestion.headline}</p>
            <p>
              {suggestion.area ? `${suggestion.area} · ` : ""}in effect until {formatBusinessDateTime(suggestion.expires_at, "en")}. Suggested phase:{" "}
              {STORM_PHASE_LABELS[suggestion.phase]}.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => accept(suggestion)}>
                Turn on storm mode
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={dismiss.isPending}
                onClick={() =>
                  dismiss.mutate(suggestion.id, {
                    onError: (error) => toast.error("Error", { description: errorMessage(error, "Could not dismiss the suggestion") }),
                  })
                }
              >
                Dismiss
              </Button>
            </div>
          </Alert>
        </li>
      ))}
    </ul>
  );
}
