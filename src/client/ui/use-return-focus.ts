import { useRef } from "react";

/**
 * Where the last closed dialog put focus. A dialog opened from inside another (a service's
 * details hand over to the chat) has an opener that is gone by the time it closes; focus then
 * goes where the first dialog returned it.
 */
let lastReturnedTo: HTMLElement | null = null;

type THandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

const HEADINGS = "h1, h2, h3, h4, h5, h6";

/**
 * When a dialog closes, focus goes back to the control that opened it.
 * Radix does this only for its own Trigger; our site-wide dialogs are opened from code
 * (`useDialogs`), and Radix then leaves focus on the page body. The opener is whatever held
 * focus when the dialog opened, read before Radix moves focus inside.
 *
 * Decision 0123: a dialog can take its opener away (Cancel Booking removes the card's Cancel,
 * completing an emergency removes its alert). Focus then goes to the heading of what remains
 * around the opener's place: the card it was in, or the page's own heading.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: THandlers): Required<THandlers> {
  const opener = useRef<HTMLElement | null>(null);
  const around = useRef<Element[]>([]);
  return {
    onOpenAutoFocus(event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      around.current = ancestors(opener.current);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const candidate = opener.current;
      opener.current = null;
      const nearby = candidate?.isConnected ? null : headingNear(around.current);
      around.current = [];
      const target = candidate?.isConnected ? candidate : (nearby ?? (lastReturnedTo?.isConnected ? lastReturnedTo : null));
      // An opener that went away with its page leaves Radix's default.
      if (!target) return;
      event.preventDefault();
      lastReturnedTo = target;
      if (target === nearby && !target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus({ preventScroll: target !== nearby });
    },
  };
}

function ancestors(element: Element | null): Element[] {
  const chain: Element[] = [];
  for (let parent = element?.parentElement; parent; parent = parent.parentElement) chain.push(parent);
  return chain;
}

/**
 * The heading of the nearest part of the page's content still standing where the opener was:
 * a region labelled by a heading (a booking's card, a list's section), else the page's `h1`.
 * Nothing when the opener was outside the page's `<main>` (inside another dialog, say).
 */
function headingNear(chain: Element[]): HTMLElement | null {
  for (const element of chain) {
    if (!element.isConnected) continue;
    const main = element.closest("main");
    if (!main) return null;
    const labelledBy = element.getAttribute("aria-labelledby");
    const heading = labelledBy ? document.getElementById(labelledBy.split(" ")[0] ?? "") : null;
    if (heading?.matches(HEADINGS)) return heading;
    if (element === main) return main.querySelector<HTMLElement>("h1");
  }
  return null;
}
