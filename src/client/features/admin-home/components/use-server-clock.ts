import { useEffect, useState } from "react";

/**
 * The server's clock, ticking every `intervalMs`: the home says when it was read
 * (`generated_at`) and the browser when it got it (`receivedAt`), so a wrong clock on the
 * dispatcher's computer cannot make an overdue emergency look on time.
 */
export function useServerClock(generatedAt: string | undefined, receivedAt: number, intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  const offset = generatedAt ? Date.parse(generatedAt) - receivedAt : 0;
  return new Date(Math.max(now, receivedAt) + offset);
}
