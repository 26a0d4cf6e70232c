import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

type TSonnerToast = typeof sonnerToast;

// A lean first load: the toast library is not loaded until the first toast. Asking
// for one mounts the toaster (app/providers.tsx), which loads it; the toast waits for the
// toaster to be on screen, so none is lost, and toasts keep their order.
let wanted = false;
const watchers = new Set<() => void>();
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

function want(): Promise<typeof import("sonner")> {
  if (!wanted) {
    wanted = true;
    for (const watcher of watchers) watcher();
  }
  return toasterReady.then(() => import("sonner"));
}

/** True once something has asked for a toast: the providers then mount the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the toaster once it is on screen (app/toaster.tsx): the waiting toasts then show. */
export function toasterMounted(): void {
  markReady();
}

function later<K extends "success" | "error" | "info" | "dismiss">(method: K) {
  return (...args: Parameters<TSonnerToast[K]>): void => {
    void want().then(({ toast }) => (toast[method] as (...given: Parameters<TSonnerToast[K]>) => unknown)(...args));
  };
}

/** sonner's `toast`, as the app uses it: show a success, an error or a note, or dismiss one by id. */
export const toast = {
  success: later("success"),
  error: later("error"),
  info: later("info"),
  dismiss: later("dismiss"),
};
