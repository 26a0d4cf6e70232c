import { AlertDialog } from "radix-ui";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";

type TProps = { invoice: TInvoiceDetail; open: boolean; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Mark as paid' asks first (role="alertdialog"): it records a payment of the balance. Cancel is focused. */
export function MarkPaidDialog({ invoice, open, pending, onCancel, onConfirm }: TProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Mark as paid</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            Record a payment of {formatMoney(invoice.balance_due)} from {invoice.customer_name} and mark invoice {formatInvoiceNumber(invoice.number)} as paid?
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName({ variant: "outline" })} disabled={pending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays open (and says so) until the server answers. */}
            <button type="button" className={buttonClassName({ variant: "primary" })} disabled={pending} onClick={onConfirm}>
              {pending ? <Spinner /> : null}
              Mark as paid
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
