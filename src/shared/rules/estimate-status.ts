// Decision 0069: an estimate's life. A technician saves a draft and sends it; the job's
// customer approves or declines what was sent. Changing a sent or decided estimate makes it a
// draft again (its next revision), which must be sent and approved again.
export const ESTIMATE_STATUSES = ["draft", "sent", "approved", "declined"] as const;
export type TEstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** Only a draft or an estimate already sent (sent again) may be sent. */
export const canSend = (status: TEstimateStatus) => status === "draft" || status === "sent";

/** The customer decides an estimate that was sent to them. */
export const canDecide = (status: TEstimateStatus) => status === "sent";

/** The status a change leaves: a draft stays the same revision; anything else becomes the next one. */
export function afterChange(estimate: { status: TEstimateStatus; revision: number }): { status: "draft"; revision: number } {
  return { status: "draft", revision: estimate.status === "draft" ? estimate.revision : estimate.revision + 1 };
}
