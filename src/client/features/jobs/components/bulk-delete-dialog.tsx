import { AlertDialog } from "radix-ui";
import { buttonClassName } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";

type TProps = { open: boolean; count: number; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** staff-side.md §5: bulk delete asks first (role="alertdialog"); Cancel is focused, Esc cancels. */
export function BulkDeleteDialog({ open, count, pending, onCancel, onConfirm }: TProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete jobs</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            Are you sure you want to delete {count} job(s)? This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName({ variant: "outline" })} disabled={pending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays open (and says so) until the server answers. */}
            <button type="button" className={buttonClassName({ variant: "destructive" })} disabled={pending} onClick={onConfirm}>
              {pending ? <Spinner /> : null}
              Delete
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
