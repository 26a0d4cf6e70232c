import { FlaskConical, Lock } from "lucide-react";
import { Label } from "@/client/ui/label.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { usePublicSettings } from "../settings/public-settings.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * Whether live card payments can be offered: only when the server has a live provider
 *. Until the settings are read, and while there is none, it is test mode.
 */
export function useLivePayments(): boolean {
  return usePublicSettings().data?.live_payments === true;
}

type TProps = {
  id: string;
  isTest: boolean;
  onChange: (isTest: boolean) => void;
  /** While paying, or once paid. */
  disabled?: boolean;
  /** What live mode means here, e.g. "Your card will be charged". */
  liveHint: string;
  className?: string;
};

/**
 * The Test mode switch of the booking and emergency dialogs (customer-side.md §4: on by
 * default). Without a live payment provider it stays on and locked, and says why, so no
 * screen offers a real charge nobody can take.
 */
export function TestModeSwitch({ id, isTest, onChange, disabled, liveHint, className }: TProps) {
  const live = useLivePayments();
  const checked = live ? isTest : true;
  const hintId = `${id}-hint`;
  return (
    <div className={className ?? "flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4"}>
      <div>
        <Label htmlFor={id} className="flex items-center gap-2">
          <FlaskConical aria-hidden="true" className="size-4 text-slate-600" />
          {m.test_mode()}
        </Label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {checked ? m.test_no_charges() : liveHint}
          {live ? null : (
            <span className="mt-1 flex items-center gap-1.5 text-xs">
              <Lock aria-hidden="true" className="size-3.5 shrink-0" />
              {m.test_live_not_set_up()}
            </span>
          )}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled || !live} aria-describedby={hintId} />
    </div>
  );
}
