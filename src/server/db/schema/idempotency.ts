import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// One record per idempotent request, scoped by operation and caller, so a key
// means one thing only. It holds a hash of the request and, once it is answered, the first
// response exactly as it was sent; a retry with the same key gets that response again.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the request does: 'booking.create', 'emergency.pay', 'emergency.create'. */
    operation: text("operation").notNull(),
    /** The signed-in user's id, or '' for a visitor. */
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** sha256 of the validated request body without its key. */
    request_hash: text("request_hash").notNull(),
    /** Null while the request is in flight (its payment is being taken). */
    response_status: integer("response_status"),
    response_body: jsonb("response_body"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("idempotency_keys_scope_idx").on(t.operation, t.caller, t.key), index("idempotency_keys_created_idx").on(t.created_at)],
);
