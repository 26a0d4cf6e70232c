import { responsePhrase } from "@/shared/rules/emergency-promise.ts";
import type { TTechnicianJob } from "@/shared/schemas/technician-jobs.ts";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";

/**
 * When the job is, as the card and the details say it: "Friday, November 27 at 9:00 AM"; an
 * emergency's time is its response window, said as a sentence, never "at ASAP (…)".
 */
export function scheduleLine(job: Pick<TTechnicianJob, "scheduled_date" | "scheduled_time" | "emergency">): string {
  if (!job.scheduled_date) return "Not scheduled yet";
  const day = formatServiceDate(job.scheduled_date);
  if (job.emergency) return `${day}, ${responsePhrase(job.emergency.response_window)}`;
  return job.scheduled_time ? `${day} at ${job.scheduled_time}` : day;
}
