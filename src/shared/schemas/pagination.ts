import { z } from "zod";

// Keyset (cursor) paging for every list that grows (Lists that scale). The cursor is
// opaque to the client: it sends back what the last page gave it, and nothing else.
export const ZCursor = z
  .string()
  .max(512, "is not a valid cursor")
  .regex(/^[A-Za-z0-9_-]+$/, "is not a valid cursor");

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

export const ZPageQuery = z.object({
  cursor: ZCursor.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of `item`: `next_cursor` is null on the last page. */
export const ZPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export type TPage<T> = { items: T[]; next_cursor: string | null };
