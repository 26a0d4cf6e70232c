import type { ComponentProps } from "react";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "@/client/lib/cn.ts";
import { useReturnFocus } from "./use-return-focus.ts";

// A panel that slides in from a side of the screen: the mobile menus.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

type TSheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: "left" | "right";
  closeLabel?: string;
};

export function SheetContent({
  side = "left",
  closeLabel = "Close menu",
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: TSheetContentProps) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto shadow-xl focus:outline-none",
          side === "left" ? "left-0" : "right-0",
          className,
        )}
        {...props}
        {...focus}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-lg opacity-90 hover:bg-white/10 hover:opacity-100 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
