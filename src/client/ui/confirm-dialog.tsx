import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { buttonClassName } from "./button.tsx";

type TProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The safe choice, focused first: stay and finish. */
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
};

/** A question that must be answered before leaving (role="alertdialog"); Esc means stay. */
export function ConfirmDialog({ open, title, children, stayLabel, leaveLabel, onStay, onLeave }: TProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{children}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Action className={buttonClassName({ variant: "outline" })} onClick={onLeave}>
              {leaveLabel}
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonClassName({ variant: "accent" })} onClick={onStay}>
              {stayLabel}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
