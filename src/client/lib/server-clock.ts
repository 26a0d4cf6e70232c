import { useEffect, useState } from "react";

// Decision 0158: a countdown runs on the server's clock, never the browser's wall clock (which is
// often wrong). An answer carries the server's `now`; the browser adds only the time elapsed since
// the answer came, on its monotonic clock, which no clock setting moves.

/** The browser's monotonic clock, in milliseconds: stamp an answer with it when it arrives. */
export const monotonicNow = () => performance.now();

/** The server's clock now, from its `now` in an answer stamped `receivedAt`; re-read every second. */
export function useServerNow(serverNow: string, receivedAt: number): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return new Date(Date.parse(serverNow) + (monotonicNow() - receivedAt));
}
