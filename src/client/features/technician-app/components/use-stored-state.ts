import { useEffect, useState } from "react";

/**
 * State kept in the tab's session storage: a room list or an estimate being built survives
 * switching tabs (each tab's panel unmounts) and a reload, until it is saved or cleared.
 */
export function useStoredState<T>(key: string, initial: T) {
  const storageKey = `homefix.technician.${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = sessionStorage.getItem(storageKey);
      return stored ? (JSON.parse(stored) as T) : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(value));
    } catch {
      // Storage full or refused (private mode): the state still lives while the tab is open.
    }
  }, [storageKey, value]);
  return [value, setValue] as const;
}
