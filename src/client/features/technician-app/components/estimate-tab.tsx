import { useState } from "react";
import { Download, FilePlus2, Mail, Printer, Save, Trash2 } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TEstimate } from "@/shared/schemas/estimates.ts";
import { estimateTotals, parseMeasure, TECHNICIAN_LIMITS } from "@/shared/rules/estimate.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/ui/card.tsx";
import { Field } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useEstimateSetup } from "../api/get-estimate-setup.ts";
import { useJobOptions } from "../api/get-job-options.ts";
import { getEstimateDocument, useJobEstimates, useSaveEstimate, useSendEstimate } from "../api/job-estimates.ts";
import { useJobRooms } from "../api/job-rooms.ts";
import { downloadJson } from "./download-json.ts";
import { EstimateItemEntry } from "./estimate-item-entry.tsx";
import { estimatePayload, type TDraftItem } from "./estimate-payload.ts";
import { printEstimate } from "./estimate-print.ts";
import { EstimateSummary } from "./estimate-summary.tsx";
import { JobPicker } from "./job-picker.tsx";
import { SavedEstimates } from "./saved-estimates.tsx";
import { useStoredState } from "./use-stored-state.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { estimateStatusText } from "@/shared/i18n/status-text.ts";

const fail = (description: string) => toast.error(m.tech_toast_error(), { description });

/** staff-side.md §2 Estimate tab, with estimates saved on the job, printed, sent and approved. */
export function EstimateTab() {
  const setup = useEstimateSetup();
  const jobs = useJobOptions();
  const [jobId, setJobId] = useStoredState("estimate.job", "");
  const [items, setItems] = useStoredState<TDraftItem[]>("estimate.items", []);
  const [hours, setHours] = useStoredState("estimate.hours", "");
  const [notes, setNotes] = useStoredState("estimate.notes", "");
  /** The saved estimate being edited, and whether the form changed since it was saved. */
  const [saved, setSaved] = useStoredState<TEstimate | null>("estimate.saved", null);
  const [dirty, setDirty] = useStoredState("estimate.dirty", false);
  // One key per attempt, kept until it succeeds: a retry after a lost reply is done once.
  const [saveKey, setSaveKey] = useState(() => crypto.randomUUID());
  const [sendKey, setSendKey] = useState(() => crypto.randomUUID());
  const rooms = useJobRooms(jobId || null);
  const estimates = useJobEstimates(jobId || null);
  const save = useSaveEstimate();
  const send = useSendEstimate();

  const laborRate = setup.data?.labor_rate_cents ?? 8500;
  const taxRate = setup.data?.tax_rate_percent ?? 7.5;
  const laborHours = Math.max(0, parseMeasure(hours));
  const job = jobs.data?.items.find((option) => option.id === jobId) ?? null;
  // The job's first-booking discount comes off the estimate as the server will take it (decision 0181).
  const discountPercent = job?.discount_percent ?? 0;
  const totals = estimateTotals({ items, laborHours, laborRateCents: laborRate, taxRatePercent: taxRate, discountPercent });
  const busy = save.isPending || send.isPending;

  const changed =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setDirty(true);
    };

  function reset(estimate: TEstimate | null) {
    setSaved(estimate);
    setDirty(false);
    setItems(
      estimate ? estimate.items.map((item) => ({ id: crypto.randomUUID(), description: item.description, quantity: item.quantity, rate: item.rate })) : [],
    );
    setHours(estimate && estimate.estimated_hours > 0 ? String(estimate.estimated_hours) : "");
    setNotes(estimate?.notes ?? "");
  }

  function hasContent() {
    if (items.length === 0 && laborHours <= 0) {
      fail(m.tech_est_need_items());
      return false;
    }
    return true;
  }

  /** The estimate as the server has it: saved now when it is new or changed. */
  async function ensureSaved(): Promise<TEstimate | null> {
    if (saved && !dirty) return saved;
    if (!jobId) {
      fail(m.tech_est_choose_job());
      return null;
    }
    try {
      const result = await save.mutateAsync({
        jobId,
        estimateId: saved?.id ?? null,
        idempotencyKey: saveKey,
        body: {
          items: items.map(({ description, quantity, rate }) => ({ description, quantity, rate })),
          estimated_hours: laborHours,
          notes: notes.trim() || null,
        },
      });
      setSaveKey(crypto.randomUUID());
      setSaved(result);
      setDirty(false);
      return result;
    } catch (error) {
      fail(errorMessage(error, m.tech_est_save_failed()));
      return null;
    }
  }

  async function onSave() {
    if (!hasContent()) return;
    const result = await ensureSaved();
    if (result) toast.success(m.tech_toast_success(), { description: m.tech_est_saved({ amount: formatMoney(result.total) }) });
  }

  function onDownload() {
    if (!hasContent()) return;
    const payload = estimatePayload({
      jobId,
      items,
      laborRateCents: laborRate,
      hours: laborHours,
      totals,
      discountPercent,
      notes,
      saved: dirty ? null : saved,
    });
    downloadJson(`estimate-${jobId || "manual"}.json`, payload);
    toast.success(m.tech_toast_success(), { description: m.tech_est_downloaded() });
  }

  async function print(estimate: TEstimate | null) {
    const target = estimate ?? (hasContent() ? await ensureSaved() : null);
    if (!target) return;
    try {
      printEstimate(await getEstimateDocument(target.id));
    } catch (error) {
      fail(errorMessage(error, m.tech_est_print_failed()));
    }
  }

  async function onEmail() {
    if (!job?.customer_name || !job.customer_email) {
      fail(m.tech_est_no_customer());
      return;
    }
    if (!hasContent()) return;
    const target = await ensureSaved();
    if (!target) return;
    try {
      const sent = await send.mutateAsync({ estimateId: target.id, idempotencyKey: sendKey });
      setSendKey(crypto.randomUUID());
      setSaved(sent);
      toast.success(m.tech_toast_success(), { description: m.tech_est_sent({ name: job.customer_name }) });
      // The spec's mail draft, for a personal note besides the e-mail the server sent.
      const subject = `Estimate for ${job.title}`;
      const body = `Hello ${job.customer_name},\n\nYour estimate for ${job.title} is ${formatMoney(sent.total)}. You can approve it in My Bookings.\n`;
      window.location.href = `mailto:${encodeURIComponent(job.customer_email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    } catch (error) {
      fail(errorMessage(error, m.tech_est_send_failed()));
    }
  }

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{m.tech_est_create()}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <JobPicker
            id="estimate-job"
            label={m.tech_est_job()}
            value={jobId}
            onChange={(id) => {
              setJobId(id);
              reset(null);
            }}
          />
          <EstimateItemEntry services={setup.data?.services ?? []} rooms={rooms.data?.rooms ?? []} onAdd={(item) => changed(setItems)([...items, item])} />
          {items.length > 0 ? (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={m.tech_est_items()}>
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-2 px-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{item.description}</p>
                    <p className="text-sm text-slate-600 tabular-nums">
                      {item.quantity} × {formatMoney(item.rate)} = {formatMoney(Math.round(item.quantity * item.rate))}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={m.tech_est_remove({ name: item.description })}
                    onClick={() => changed(setItems)(items.filter((other) => other.id !== item.id))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <Field id="labor-hours" label={m.tech_est_labor_hours()} hint={m.tech_est_labor_hint({ rate: formatMoney(laborRate), tax: taxRate })}>
            <Input
              id="labor-hours"
              type="number"
              inputMode="decimal"
              min={0}
              step={TECHNICIAN_LIMITS.laborHoursStep}
              value={hours}
              onChange={(event) => changed(setHours)(event.target.value)}
              className="h-12 text-base"
            />
          </Field>
          <EstimateSummary totals={totals} taxRatePercent={taxRate} discountPercent={discountPercent} />
          <Field id="estimate-notes" label={m.tech_est_notes()}>
            <Textarea id="estimate-notes" value={notes} onChange={(event) => changed(setNotes)(event.target.value)} rows={3} />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.tech_est_actions()}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-slate-700" aria-live="polite">
            {saved ? (dirty ? m.tech_est_editing_changed : m.tech_est_editing)({ status: estimateStatusText(saved.status) }) : m.tech_est_new_one()}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button size="lg" onClick={() => void onSave()} disabled={busy}>
              <Save aria-hidden="true" />
              {m.tech_est_save()}
            </Button>
            <Button variant="outline" size="lg" onClick={onDownload}>
              <Download aria-hidden="true" />
              {m.tech_est_download()}
            </Button>
            <Button variant="outline" size="lg" onClick={() => void print(dirty ? null : saved)} disabled={busy}>
              <Printer aria-hidden="true" />
              {m.tech_est_print()}
            </Button>
            <Button variant="accent" size="lg" onClick={() => void onEmail()} disabled={busy}>
              <Mail aria-hidden="true" />
              {m.tech_est_email()}
            </Button>
          </div>
          <Button variant="ghost" onClick={() => reset(null)} className="w-full">
            <FilePlus2 aria-hidden="true" />
            {m.tech_est_new()}
          </Button>
          <h3 className="text-base font-semibold text-slate-900">{m.tech_est_saved_title()}</h3>
          {jobId ? (
            estimates.isPending ? (
              <p className="text-sm text-slate-600">{m.tech_est_loading()}</p>
            ) : (
              <SavedEstimates
                estimates={estimates.data?.items ?? []}
                editingId={saved?.id ?? null}
                onEdit={reset}
                onPrint={(estimate) => void print(estimate)}
              />
            )
          ) : (
            <p className="text-sm text-slate-600">{m.tech_est_choose_to_see()}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
