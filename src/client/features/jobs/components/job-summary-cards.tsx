// STUB (jobs-ui): a throw-away placeholder for the eight summary cards of staff-side.md §9.
// jobs-stats builds the real `JobSummaryCards` at this path; the lead takes theirs at merge.
export function JobSummaryCards() {
  return null;
}
