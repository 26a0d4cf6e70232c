import { randomUUID } from "node:crypto";
import { bookingRequest, daysFromToday } from "./catalogue-fixtures.ts";

const TIMES = ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"];

/**
 * Customers booking through `base` as fast as it answers, each booking in a slot of its own (one
 * technician), each retried with its idempotency key while the answer is a 503, a proxy's 502 or
 * a connection error, as the booking page does. `acknowledged` holds the e-mail of each booking
 * answered 201, each a booking of its own; `unsettled` each booking that had no 201 after
 * `retryForMs` of retries with its key, with the answers it got. A request unanswered after
 * `requestTimeoutMs` is given up and retried with the same key, as a browser's would be.
 */
export function bookingLoad(base: string, serviceId: string, customers: number, options: { requestTimeoutMs?: number; retryForMs?: number } = {}) {
  const slots = Array.from({ length: 20 }, (_, day) => TIMES.map((time) => ({ date: daysFromToday(day + 2), time }))).flat();
  const acknowledged: string[] = [];
  const attempted: string[] = [];
  const unsettled: { email: string; answers: string[] }[] = [];
  let stopped = false;

  async function bookOnce(slot: { date: string; time: string }) {
    const email = `load-${randomUUID()}@example.com`;
    attempted.push(email);
    const body = JSON.stringify(
      bookingRequest(serviceId, { idempotency_key: randomUUID(), customer_email: email, scheduled_date: slot.date, scheduled_time: slot.time }),
    );
    const answers: string[] = [];
    for (const until = Date.now() + (options.retryForMs ?? 20_000); Date.now() < until;) {
      const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
      const response = await fetch(`${base}/api/bookings`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(requestTimeoutMs),
      }).catch(() => null);
      if (response?.status === 201) return void acknowledged.push(email);
      const answer = response
        ? `${response.status} ${((await response.json().catch(() => ({}))) as { code?: string }).code}`
        : `no answer in ${requestTimeoutMs} ms`;
      if (answers.at(-1)?.startsWith(answer)) answers[answers.length - 1] = `${answer} ×${Number(answers.at(-1)!.split("×")[1] ?? 1) + 1}`;
      else answers.push(answer);
      // Any other answer is the key's last: a 409 "still being processed" (its request lost the
      // payment's answer, left to the sweep of decision 0105) ends it unsettled.
      const retry = !response || response.status === 503 || response.status === 502;
      if (!retry) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    unsettled.push({ email, answers });
  }

  const customersDone = Array.from({ length: customers }, async () => {
    while (!stopped && slots.length > 0) await bookOnce(slots.shift()!);
  });
  return {
    acknowledged,
    attempted,
    unsettled,
    /** Stops taking new slots and waits for the bookings in flight. */
    async stop() {
      stopped = true;
      await Promise.all(customersDone);
    },
  };
}
