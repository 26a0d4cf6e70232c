import { describe, expect, it } from "vitest";
import { timeLeft } from "../rules/emergency-promise.ts";
import { EMERGENCY_STEP_LABELS, EMERGENCY_STEPS } from "../rules/emergency-timeline.ts";
import { JOB_PRIORITIES, JOB_STATUS_LABELS, JOB_STATUSES } from "../rules/job-status.ts";
import { withLocale } from "./locale-scope.ts";
import { emergencyStepText, estimateStatusText, jobPriorityText, jobStatusText, timeLeftText } from "./status-text.ts";

// Outside a page the messages speak English: the technician's app, the emergency timeline and the
// technician's notices, in English, read exactly what the shared rules say.
describe("the status words in English", () => {
  it("names every job status as JOB_STATUS_LABELS does", () => {
    for (const status of JOB_STATUSES) expect(jobStatusText(status)).toBe(JOB_STATUS_LABELS[status]);
  });

  it("names every priority as JOB_PRIORITIES does, capitalized", () => {
    for (const [priority, name] of Object.entries(JOB_PRIORITIES)) expect(jobPriorityText(Number(priority))).toBe(name.charAt(0).toUpperCase() + name.slice(1));
    expect(jobPriorityText(7)).toBe("7");
  });

  it("names every emergency step as EMERGENCY_STEP_LABELS does", () => {
    for (const step of EMERGENCY_STEPS) expect(emergencyStepText(step)).toBe(EMERGENCY_STEP_LABELS[step]);
  });

  it("names an estimate's status as it is stored", () => {
    for (const status of ["draft", "sent", "approved", "declined"] as const) expect(estimateStatusText(status)).toBe(status);
  });

  it("says the time left as timeLeft's label does", () => {
    const due = new Date("2026-11-28T15:00:00Z");
    for (const seconds of [7200, 5040, 3600, 600, 61, 59, 1, 0, -30, -60, -3900]) {
      const now = new Date(due.getTime() - seconds * 1000);
      const left = timeLeft(due, now);
      expect(timeLeftText(left, due, now)).toBe(left.label);
    }
  });
});

describe("the status words in Spanish", () => {
  it("say a job's status and priority in Spanish", () => {
    expect(withLocale("es", () => [jobStatusText("in_progress"), jobStatusText("cancelled"), jobPriorityText(2), jobPriorityText(3)])).toEqual([
      "En curso",
      "Cancelado",
      "Media",
      "Alta",
    ]);
  });
});
