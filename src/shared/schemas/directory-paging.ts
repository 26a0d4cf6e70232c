import { z } from "zod";

// The Customers and Technicians panes (decision 0056): numbered pages, as a directory
// is read ("page 3 of 12"), with the total the pager needs. The page's rows are chosen on an
// index (name or newest); their figures are computed for those rows only.

export const DIRECTORY_PAGE_SIZE = 20;
/** Far enough for 200,000 rows at 20 a page; a deeper offset is refused rather than walked. */
export const DIRECTORY_PAGE_MAX = 10_000;

export const ZDirectoryPageNumber = z.coerce
  .number({ error: "must be a page number" })
  .int("must be a whole page number")
  .min(1, "must be at least 1")
  .max(DIRECTORY_PAGE_MAX, `must be at most ${DIRECTORY_PAGE_MAX}`)
  .default(1);

/** A page of `item` with the numbers the pager shows. */
export const ZDirectoryPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Every row the search selects, on every page. */
    total: z.number().int(),
    page_count: z.number().int(),
  });

export const pageCountOf = (total: number, pageSize = DIRECTORY_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));
