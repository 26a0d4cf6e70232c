import { useCallback, useEffect, useRef, useSyncExternalStore, type Ref, type RefCallback } from "react";

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const noSubscription = () => () => {};

/**
 * Decision 0120: a controlled field on a server-rendered page takes the value the page holds
 * when the app starts. A visitor can type into the search (or pick a category, or let the
 * browser autofill) before the page's code has arrived; React hydrates the field keeping that
 * text on screen, but the component's state still holds what the server rendered, so the text
 * would be ignored, and wiped at the field's next render. Once hydrated, such a field hands the
 * page's value to its own `onChange`, as if it had just been typed.
 *
 * Used by the field primitives (`Input`, `Textarea`, `Select`), so every controlled field has
 * it; returns their `ref`, joined to the one they were given.
 */
export function useValueFromPage<T extends TField>(value: unknown, ref: Ref<T> | undefined): RefCallback<T> {
  // React renders a component it hydrates with the server's snapshot, and any later one with
  // the browser's: true only for a field that came with the page.
  const hydrating = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  const atStart = useRef({ hydrating, value });
  const field = useRef<T | null>(null);

  useEffect(() => {
    const { hydrating: fromPage, value: rendered } = atStart.current;
    if (fromPage && field.current && rendered !== undefined && rendered !== null) replayPageValue(field.current, String(rendered));
  }, []);

  return useCallback(
    (node: T) => {
      field.current = node;
      const cleanup = assignRef(ref, node);
      return () => {
        field.current = null;
        if (typeof cleanup === "function") cleanup();
        else assignRef(ref, null);
      };
    },
    [ref],
  );
}

const clientSnapshot = () => false;
const serverSnapshot = () => true;

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") return ref(node);
  if (ref) ref.current = node;
}

/**
 * The page's value delivered to React as the event typing or choosing makes. React fires
 * `onChange` for a text field only when its text differs from the last it recorded, and at
 * hydration it recorded the page's: it is told the rendered text first (through the field's
 * `value`, which React watches), then the page's is put back behind its back (the prototype's
 * setter) and announced.
 */
function replayPageValue(field: TField, rendered: string) {
  const fromPage = field.value;
  if (fromPage === rendered) return;
  if (field instanceof HTMLSelectElement) {
    // A value no option has shows as the first option: that is not the visitor's choice.
    if (![...field.options].some((option) => option.value === rendered)) return;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  field.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, fromPage);
  // A visitor still typing keeps their caret where it was.
  if (focused && selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
