import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** One stored file of an upload: a WebP width, the fallback, or the video itself. */
export type TUploadFile = { key: string; url: string; type: string; width: number | null; height: number | null; size: number };

// Every stored upload and who sent it: the per-user daily quota is summed from here (
// fault 5). Decision 0051: an upload is one or more files (`files`); `url` is the one a record
// keeps (a service's image_url), and an upload no record references is deleted with its files.
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    url: text("url").notNull().unique(),
    kind: text("kind").$type<"image" | "video">().notNull().default("image"),
    content_type: text("content_type").notNull(),
    /** Bytes received, which the daily quota counts. */
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    files: jsonb("files").$type<TUploadFile[]>().notNull().default([]),
    /** `deleting` once the release job has found it unreferenced: no record may take it after. */
    status: text("status").$type<"ready" | "deleting">().notNull().default("ready"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("uploads_user_created_idx").on(t.user_id, t.created_at),
    check("uploads_kind_check", sql`${t.kind} in ('image', 'video')`),
    check("uploads_status_check", sql`${t.status} in ('ready', 'deleting')`),
  ],
);
