import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import type { TLiveMessage } from "./live-connection.ts";

export type TLiveListener = { types: readonly string[] | "resync-only"; onEvent: (message: TLiveMessage) => void; onResync: () => void };

export type TLiveHub = {
  subscribe: (listener: TLiveListener) => () => void;
  /** "open" while the stream is up; screens may say when they are not live. */
  status: "off" | "connecting" | "open" | "waiting";
};

export const LiveEventsContext = createContext<TLiveHub | null>(null);

/**
 * The signed-in viewer's one live stream per tab (GET /api/events), opened while
 * someone is signed in and reopened as the next person when the account changes. Screens
 * subscribe with `useLiveEvents` and decide themselves what an event invalidates.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const listeners = useRef(new Set<TLiveListener>());
  const [status, setStatus] = useState<TLiveHub["status"]>("off");

  useEffect(() => {
    if (!userId) return;
    let closed = false;
    let connection: { close: () => void } | null = null;
    // Loaded only for someone signed in: a visitor's first script does not carry it.
    void import("./live-connection.ts").then(({ openLiveConnection }) => {
      if (closed) return;
      connection = openLiveConnection("/api/events", {
        onEvent: (message) => {
          for (const listener of listeners.current) {
            if (listener.types !== "resync-only" && listener.types.includes(message.type)) listener.onEvent(message);
          }
        },
        onResync: () => {
          for (const listener of listeners.current) listener.onResync();
        },
        onStatus: setStatus,
      });
    });
    return () => {
      closed = true;
      connection?.close();
      setStatus("off");
    };
  }, [userId]);

  // Stable for the app's life: subscribers do not resubscribe when the status changes.
  const subscribe = useCallback((listener: TLiveListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const hub = useMemo<TLiveHub>(() => ({ subscribe, status }), [subscribe, status]);
  return <LiveEventsContext.Provider value={hub}>{children}</LiveEventsContext.Provider>;
}
