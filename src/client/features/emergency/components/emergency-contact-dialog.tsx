import { Clock, Mail, Phone, Siren } from "lucide-react";
import { EMERGENCY_FEE_CENTS } from "@/shared/constants.ts";
import { formatMoney, telHref } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §2 Emergency dialogs (1): hotline, e-mail, the fee, three ways to reach us.
export function EmergencyContactDialog({ onBook, onClose }: { onBook: () => void; onClose: () => void }) {
  const settings = usePublicSettings().data;
  const fee = formatMoney(settings?.emergency_fee_cents ?? EMERGENCY_FEE_CENTS);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-sm:p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Siren aria-hidden="true" className="size-5 text-accent-600" />
            {m.detail_emergency()}
          </DialogTitle>
          <DialogDescription>{m.emergency_contact_description()}</DialogDescription>
        </DialogHeader>

        <ul className="space-y-3 rounded-xl border border-slate-200 p-4 text-sm">
          <li className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <div>
              <span className="block text-xs text-slate-600">{m.emergency_hotline()}</span>
              {settings ? (
                <a href={telHref(settings.phone)} className="text-lg font-bold text-slate-900 hover:text-brand-700">
                  {settings.phone}
                </a>
              ) : (
                <span className="text-slate-600">{m.emergency_loading()}</span>
              )}
            </div>
          </li>
          <li className="flex items-center gap-3">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <div className="min-w-0">
              <span className="block text-xs text-slate-600">{m.emergency_email()}</span>
              {settings ? (
                <a href={`mailto:${settings.emergency_email}`} className="font-semibold break-all text-slate-900 hover:text-brand-700">
                  {settings.emergency_email}
                </a>
              ) : null}
            </div>
          </li>
        </ul>

        <Alert variant="warning" title={m.emergency_fee_title()} className="mt-4">
          {m.emergency_fee_due({ fee })}
        </Alert>

        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-700">
          <Clock aria-hidden="true" className="size-4 text-brand-600" />
          {m.emergency_response_within()}
        </p>

        <div className="mt-6 grid gap-3">
          <Button variant="accent" size="lg" onClick={onBook}>
            <Siren aria-hidden="true" />
            {m.contact_emergency_book()}
          </Button>
          <div className="grid gap-3 sm:grid-cols-2">
            {settings ? (
              <>
                <a href={telHref(settings.phone)} className={buttonClassName({ variant: "outline", size: "lg" })}>
                  <Phone aria-hidden="true" />
                  {m.emergency_call_now()}
                </a>
                <a href={`mailto:${settings.emergency_email}`} className={buttonClassName({ variant: "outline", size: "lg" })}>
                  <Mail aria-hidden="true" />
                  {m.emergency_email_now()}
                </a>
              </>
            ) : null}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
