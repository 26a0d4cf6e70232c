import { randomUUID } from "node:crypto";
import { bookingRequest, daysFromToday } from "./catalogue-fixtures.ts";

const TIMES = ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"];

/**
 * Customers booking through `base` as fast as it answers, each booking in a slot of its own (one
 * technician), each retried with its idempotency key while the answer is a 503, a proxy's 502 or
 * a connection error, as the booking page does. `acknowledged` holds
 * the e-mail of each booking answered 201, each a booking of its own. A request unanswered after
 * `requestTimeoutMs` is given up and retried with the same key, as a browser's would be.
 */
export function bookingLoad(base: string, serviceId: string, customers: number, options: { requestTimeoutMs?: number } = {}) {
  const slots = Array.from({ length: 20 }, (_, day) => TIMES.map((time) => ({ date: daysFromToday(day + 2), time }))).flat();
  const acknowledged: string[] = [];
  const attempted: string[] = [];
  let stopped = false;

  async function bookOnce(slot: { date: string; time: string }) {
    const email = `load-${randomUUID()}@example.com`;
    attempted.push(email);
    const body = JSON.stringify(
      bookingRequest(serviceId, { idempotency_key: randomUUID(), customer_email: email, scheduled_date: slot.date, scheduled_time: slot.time }),
    );
    for (let tries = 0; tries < 20; tries += 1) {
      const response = await fetch(`${base}/api/bookings`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(options.requestTimeoutMs ?? 10_000),
      }).catch(() => null);
      if (response?.status === 201) return void acknowledged.push(email);
      // "Still being processed" is a key whose request lost its payment's answer: a later sweep's (decision 0105).
      const retry = !response || response.status === 503 || response.status === 502;
      if (!retry) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const customersDone = Array.from({ length: customers }, async () => {
    while (!stopped && slots.length > 0) await bookOnce(slots.shift()!);
  });
  return {
    acknowledged,
    attempted,
    /** Stops taking new slots and waits for the bookings in flight. */
    async stop() {
      stopped = true;
      await Promise.all(customersDone);
    },
  };
}
