import { useEffect, useState } from "react";
import { onlineManager, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { registerTechnicianWrites } from "../api/job-writes.ts";
import { technicianKeys } from "../api/technician-keys.ts";

// Phone first: a weak signal loses nothing. TanStack Query's own offline pieces: the
// technician's writes pause while offline, the paused ones and the job lists are persisted to
// this device (per account, a day at most), and on reconnect, or on the next start of the app,
// `resumePausedMutations` sends them. Only the technician app's keys are persisted.

const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const isTechnicianKey = (key: readonly unknown[] | undefined) => key?.[0] === technicianKeys.all[0];

/** Persists and restores the technician app's part of the cache; resumes waiting writes. */
export async function startTechnicianOffline(queryClient: QueryClient, userId: string) {
  registerTechnicianWrites(queryClient);
  const persister = createAsyncStoragePersister({ storage: window.localStorage, key: `homefix-technician:${userId}`, throttleTime: 500 });
  const options = {
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: userId,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
        isTechnicianKey(query.queryKey) && query.state.status === "success",
      // Only writes still waiting: a sent one needs nothing more from this device.
      shouldDehydrateMutation: (mutation: { options: { mutationKey?: readonly unknown[] }; state: { isPaused: boolean } }) =>
        isTechnicianKey(mutation.options.mutationKey) && mutation.state.isPaused,
    },
  };
  await persistQueryClientRestore(options);
  const unsubscribe = persistQueryClientSubscribe(options);
  if (onlineManager.isOnline()) await queryClient.resumePausedMutations();
  return unsubscribe;
}

/** Starts the offline layer once per signed-in technician; true once the device's queue is restored. */
export function useTechnicianOffline(userId: string | undefined) {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void startTechnicianOffline(queryClient, userId).then((unsubscribe) => {
      if (cancelled) unsubscribe();
      else {
        stop = unsubscribe;
        setReady(true);
      }
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  return ready;
}
