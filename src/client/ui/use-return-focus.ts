import { useRef } from "react";

/**
 * Where the last closed dialog put focus. A dialog opened from inside another (a service's
 * details hand over to the chat) has an opener that is gone by the time it closes; focus then
 * goes where the first dialog returned it.
 */
let lastReturnedTo: HTMLElement | null = null;

type THandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * When a dialog closes, focus goes back to the control that opened it (issue #7 item 17).
 * Radix does this only for its own Trigger; our site-wide dialogs are opened from code
 * (`useDialogs`), and Radix then leaves focus on the page body. The opener is whatever held
 * focus when the dialog opened, read before Radix moves focus inside.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: THandlers): Required<THandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const candidate = opener.current;
      opener.current = null;
      const target = candidate?.isConnected ? candidate : lastReturnedTo?.isConnected ? lastReturnedTo : null;
      // An opener that went away with its page leaves Radix's default.
      if (!target) return;
      event.preventDefault();
      lastReturnedTo = target;
      target.focus({ preventScroll: true });
    },
  };
}
