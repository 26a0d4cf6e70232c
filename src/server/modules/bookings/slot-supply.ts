import type { TExecutor } from "../../db/tx.ts";
import type { TWorkforceDay } from "../technicians/technicians.ts";
import { TIME_SLOTS } from "../../../shared/constants.ts";
import { slotIsOpen } from "../../../shared/rules/business-hours.ts";
import { businessMinutes, businessToday, lastBookableDate, slotHasPassed, slotMinutes } from "../../../shared/rules/dates.ts";
import {
  DEFAULT_JOB_MINUTES,
  jobOnDay,
  serviceMinutes,
  spareTechnicians,
  weeklyFromOpening,
  type TDayJob,
} from "../../../shared/rules/technician-availability.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import { heldBackPlaces } from "../../../shared/rules/storm.ts";
import type { TBookingsRepository } from "./bookings.repository.ts";

/** What a service's slots depend on: its category and how long it takes. */
export type TSlotService = { category: string; pricing_type: string; min_hours: number | null; estimated_duration_minutes: number | null };

/** The places left in each slot of a day for one service: `remaining(time)` above 0 offers the slot. */
export type TSlotPlaces = { capacity: number; remaining: (time: string) => number };

/** Capacity: active technicians per slot, lowered by the admin setting when set. */
export async function slotCapacity(repository: Pick<TBookingsRepository, "activeTechnicianCount">, business: TBusinessSettings, executor?: TExecutor) {
  const technicianCount = await repository.activeTechnicianCount(executor);
  const cap = business.max_bookings_per_slot;
  return cap === null ? technicianCount : Math.min(technicianCount, cap);
}

/**
 * Decision 0152: a slot is offered when a technician who does the service's category is free for
 * the service's whole length (their week, time off and that day's jobs), beyond the day's
 * unassigned work. A technician not set up works the business's opening hours. While no active
 * technician has hours set up, the capacity rule stays: a place per active technician (at most
 * `max_bookings_per_slot`), less the slot's bookings. The availability, the booking's own check
 * under its lock and a reschedule all ask this one function.
 */
export function slotSupply(deps: {
  repository: Pick<TBookingsRepository, "activeTechnicianCount" | "bookedPerSlot" | "unassignedOn">;
  workforce: TWorkforceDay;
  now?: () => Date;
}) {
  const { repository, now = () => new Date() } = deps;

  /**
   * Decision 0160: in storm Prep a share of each slot's capacity is held back for emergencies;
   * every caller of the supply is a customer's booking or move, so the public never takes it.
   */
  return async function placesOn(
    date: string,
    service: TSlotService | null,
    business: TBusinessSettings,
    options: { executor?: TExecutor; except?: string | null } = {},
  ): Promise<TSlotPlaces> {
    const places = await freePlaces(date, service, business, options);
    if (business.storm.phase !== "prep") return places;
    const held = heldBackPlaces(places.capacity, business.storm.hold_back_percent);
    return { capacity: places.capacity - held, remaining: (time) => Math.max(0, places.remaining(time) - held) };
  };

  async function freePlaces(
    date: string,
    service: TSlotService | null,
    business: TBusinessSettings,
    options: { executor?: TExecutor; except?: string | null },
  ): Promise<TSlotPlaces> {
    const { executor, except = null } = options;
    const members = await deps.workforce(date, executor);
    if (!members.some((member) => member.weekly_hours !== null)) {
      const [capacity, booked] = await Promise.all([slotCapacity(repository, business, executor), repository.bookedPerSlot(date, executor)]);
      return { capacity, remaining: (time) => Math.max(0, capacity - (booked.get(time) ?? 0)) };
    }
    const at = now();
    const clock = { today: businessToday(at), minutes: businessMinutes(at) };
    const place = (job: Parameters<typeof jobOnDay>[0]): TDayJob[] => {
      const span = jobOnDay(job, date, clock);
      return span ? [span] : [];
    };
    const businessWeek = weeklyFromOpening(business.opening_hours.weekly);
    const technicians = members.map((member) => ({
      schedule: { weekly: member.weekly_hours ?? businessWeek, time_off: member.time_off },
      skills: member.skills,
      jobs: member.jobs.filter((job) => except === null || job.booking_id !== except).flatMap(place),
    }));
    const unassigned = (await repository.unassignedOn(date, executor, except)).flatMap((row) =>
      place(row).map((span) => ({ ...span, category: row.category })),
    );
    const category = service?.category ?? null;
    const minutes = service ? serviceMinutes(service) : DEFAULT_JOB_MINUTES;
    const capacity = technicians.filter((t) => t.skills.length === 0 || category === null || t.skills.includes(category)).length;
    return {
      capacity,
      remaining: (time) => spareTechnicians({ technicians, unassigned, category, date, start: slotMinutes(time), minutes }),
    };
  }
}

export type TSlotSupply = ReturnType<typeof slotSupply>;

/**
 * A day's ten slots as a booking or a reschedule would be answered: a slot past, beyond the
 * booking window or outside the business's hours is closed; another is offered while it has a
 * place. The public availability and a booking's own reschedule availability (its places counted
 * without it, as the reschedule itself counts them) both answer with this.
 */
export function daySlots(date: string, places: TSlotPlaces, business: TBusinessSettings) {
  const beyondWindow = date > lastBookableDate(business.booking_window_days);
  return {
    date,
    capacity: places.capacity,
    slots: TIME_SLOTS.map((time) => {
      const closed = beyondWindow || slotHasPassed(date, time) || !slotIsOpen(date, time, business.opening_hours);
      const remaining = closed ? 0 : places.remaining(time);
      return { time, available: remaining > 0, remaining };
    }),
  };
}
