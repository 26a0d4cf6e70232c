import { HOME_SERVICES } from "./services-home.ts";
import { TRADE_SERVICES } from "./services-trades.ts";
import { dayString, minutesBefore, slotInstant } from "./time.ts";
import type { TSeedJob, TSeedService } from "./types.ts";

// What the seed's insert steps share: the catalogue list, lookups and the job row builder.

export type TCustomerRow = { id: string; email: string; name: string; phone: string; address: string; city: string; zip: string };

export const STATE = "FL";
export const DAY_MINUTES = 24 * 60;
export const ALL_SERVICES: TSeedService[] = [...TRADE_SERVICES, ...HOME_SERVICES];

/** The job row of a template: status drives started_at and completed_at. */
export function jobValues(job: TSeedJob, today: Date, index: number, serviceIds: Map<string, string>, technicianIds: string[], customer: TCustomerRow) {
  const service = job.service ? ALL_SERVICES.find((s) => s.slug === job.service) : undefined;
  const start = slotInstant(today, job.day, job.time);
  const finish = new Date(start.getTime() + job.hours * 60 * 60_000);
  const created = job.day < 0 ? minutesBefore(start, (3 + (index % 4)) * DAY_MINUTES) : minutesBefore(today, (1 + (index % 5)) * DAY_MINUTES + index * 17);
  // A job in progress today started at its slot, or a little while ago if the slot is still ahead.
  const started = job.status === "in_progress" ? (start < today ? start : minutesBefore(today, 40)) : job.status === "completed" ? start : null;
  const completed = job.status === "completed" ? finish : null;
  return {
    title: job.title,
    description: job.description,
    status: job.status,
    priority: job.priority,
    scheduled_date: dayString(today, job.day),
    scheduled_time: job.time,
    service_address: customer.address,
    service_city: customer.city,
    service_state: STATE,
    service_zip: customer.zip,
    estimated_hours: job.hours,
    total_amount: job.amount ?? (service ? priceFor(service, job.hours) : null),
    customer_id: customer.id,
    technician_id: job.tech === null ? null : technicianIds[job.tech],
    service_id: job.service ? requireId(serviceIds, job.service) : null,
    notes: job.notes ?? null,
    internal_notes: job.internal_notes ?? null,
    created_at: created,
    updated_at: completed ?? started ?? created,
    started_at: started,
    completed_at: completed,
  };
}

/** Rate times hours (never under the minimum) for hourly work, the flat rate otherwise. */
export function priceFor(service: TSeedService, hours: number): number {
  const rate = service.base_price ?? 0;
  if (service.pricing_type !== "hourly") return rate;
  return Math.round(rate * Math.max(hours, service.min_hours ?? 1));
}

export function requireService(slug: string): TSeedService {
  const service = ALL_SERVICES.find((s) => s.slug === slug);
  if (!service) throw new Error(`seed: unknown service '${slug}'`);
  return service;
}

export function requireId<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: missing '${key}'`);
  return value;
}

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
