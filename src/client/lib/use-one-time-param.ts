import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A query parameter that reports a link's outcome once (`?verified=1`, `?unlocked=0`, `?error=…`),
 * and a way to take it off the address bar, so a reload or Back does not say it again.
 */
export function useOneTimeParam(name: string): [string | null, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const drop = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [name, setSearchParams],
  );
  return [searchParams.get(name), drop];
}
