import { z } from "zod";

// The mail outbox as admins see it (a mail that failed after its last try is visible).
export const MAIL_OUTBOX_STATUSES = ["queued", "sending", "sent", "logged", "failed", "suppressed"] as const;
export const ZMailOutboxStatus = z.enum(MAIL_OUTBOX_STATUSES);
export type TMailOutboxStatus = z.infer<typeof ZMailOutboxStatus>;

export const ZMailOutboxQuery = z.object({
  status: ZMailOutboxStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZMailOutboxEntry = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: ZMailOutboxStatus,
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const ZMailOutboxList = z.object({ mail: z.array(ZMailOutboxEntry) });
export type TMailOutboxList = z.infer<typeof ZMailOutboxList>;
