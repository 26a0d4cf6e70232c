import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// Every stored upload and who sent it: the per-user daily quota is summed from here (issue #8, fault 5).
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    content_type: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_user_created_idx").on(t.user_id, t.created_at)],
);
