import { z } from "zod";

// staff-side.md §2 Technician Dashboard header: the technician's name, e-mail and pending
// count, with the Jobs tab's counters (rules/technician-counters.ts).
export const ZTechnicianMe = z.object({
  id: z.uuid(),
  profile_id: z.string(),
  is_active: z.boolean(),
  name: z.string(),
  email: z.string(),
  jobs: z.object({ pending: z.number().int(), active: z.number().int(), done: z.number().int() }),
});
export type TTechnicianMe = z.infer<typeof ZTechnicianMe>;
