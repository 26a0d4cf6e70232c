import { z } from "zod";

export const ZNotification = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export const ZNotificationList = z.object({ notifications: z.array(ZNotification), unread: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;
