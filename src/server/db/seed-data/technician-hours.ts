import { eq } from "drizzle-orm";
import { addDaysIso, businessToday } from "../../../shared/rules/dates.ts";
import type { TWeeklyHours } from "../../../shared/rules/technician-availability.ts";
import { technicianTimeOff, technicians } from "../schema.ts";
import type { TTx } from "../tx.ts";

// Decision 0152: the demo team's weeks, skills and time off. Their hours cover the business's
// default opening hours (Mon–Fri 7 AM–6 PM, Sat 8 AM–4 PM, Sun emergencies only) and more, so
// every public slot has someone; Jordan does all work, so every service has someone too. Sam and
// Chris show skills, and their time off shows how a day's slots thin out.

const h = (hours: number) => hours * 60;
// Past closing (an hour weekdays, two on Saturdays), so the work of the last slot (5 PM weekdays,
// 3 PM Saturdays) can finish.
const FULL_WEEK: TWeeklyHours = [null, ...Array.from({ length: 5 }, () => ({ start: h(7), end: h(19) })), { start: h(8), end: h(18) }];

/** In DEMO_TECHNICIANS' order: Jordan, Sam, Chris. */
const DEMO_TEAM: { weekly_hours: TWeeklyHours; skills: string[] }[] = [
  { weekly_hours: FULL_WEEK, skills: [] },
  { weekly_hours: FULL_WEEK, skills: ["Plumbing", "HVAC", "Electrical", "Handyman", "Assembly & Mounting"] },
  { weekly_hours: FULL_WEEK, skills: ["Outdoor & Lawn", "Painting", "Flooring", "Roofing", "Handyman", "Assembly & Mounting"] },
];

export async function insertTechnicianHours(tx: TTx, today: Date, technicianIds: string[]) {
  for (const [index, id] of technicianIds.entries()) {
    const team = DEMO_TEAM[index];
    if (team) await tx.update(technicians).set(team).where(eq(technicians.id, id));
  }
  const day = businessToday(today);
  const [, sam, chris] = technicianIds;
  const entries = [
    ...(sam
      ? [
          {
            technician_id: sam,
            starts_on: addDaysIso(day, 3),
            ends_on: addDaysIso(day, 3),
            start_minutes: h(13),
            end_minutes: h(15),
            reason: "Dentist appointment",
          },
        ]
      : []),
    ...(chris
      ? [
          {
            technician_id: chris,
            starts_on: addDaysIso(day, 9),
            ends_on: addDaysIso(day, 11),
            start_minutes: null,
            end_minutes: null,
            reason: "Family vacation",
          },
        ]
      : []),
  ];
  if (entries.length > 0) await tx.insert(technicianTimeOff).values(entries);
}
