// STUB (admin-home branch): a throw-away stand-in so the admin home can compose the eight
// summary cards; the jobs-stats branch builds the real component at this path and export, and
// the lead replaces this file at merge.
export function JobSummaryCards() {
  return (
    <section aria-label="Job summary" className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
      The eight job summary cards appear here.
    </section>
  );
}
