import { useEffect, useSyncExternalStore } from "react";

// Decision 0127: the links of what the screen shows now (the conversation open in the inbox),
// so that the bell does not announce a notice of it as new, not even until the screen's own
// read call has reached the server. A screen names itself while it is mounted.

const mounted = new Map<string, number>();
const listeners = new Set<() => void>();
const NONE: ReadonlySet<string> = new Set();
let current: ReadonlySet<string> = NONE;

function publish() {
  current = new Set(mounted.keys());
  for (const listener of listeners) listener();
}

/** While the calling component is mounted, `link` counts as on screen. */
export function useOnScreen(link: string | null) {
  useEffect(() => {
    if (!link) return;
    mounted.set(link, (mounted.get(link) ?? 0) + 1);
    publish();
    return () => {
      const left = (mounted.get(link) ?? 1) - 1;
      if (left > 0) mounted.set(link, left);
      else mounted.delete(link);
      publish();
    };
  }, [link]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The links on screen now. */
export function useLinksOnScreen(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}
