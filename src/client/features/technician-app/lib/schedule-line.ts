import type { TTechnicianJob } from "@/shared/schemas/technician-jobs.ts";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { localizedResponsePhrase } from "@/client/ui/emergency-summary.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * When the job is, as the card and the details say it: "Friday, November 27 at 9:00 AM"; an
 * emergency's time is its response window, said as a sentence, never "at ASAP (…)".
 */
export function scheduleLine(job: Pick<TTechnicianJob, "scheduled_date" | "scheduled_time" | "emergency">): string {
  if (!job.scheduled_date) return m.tech_not_scheduled();
  const day = formatServiceDate(job.scheduled_date);
  if (job.emergency) return `${day}, ${localizedResponsePhrase(job.emergency.response_window)}`;
  return job.scheduled_time ? m.format_visit_at({ day, time: job.scheduled_time }) : day;
}
