import { z } from "zod";
import { ESTIMATE_STATUSES } from "../rules/estimate-status.ts";
import { ESTIMATE_MAX_CENTS, ESTIMATE_MAX_LABEL, itemTotal } from "../rules/estimate.ts";
import { zLine, zText } from "./text.ts";

// The technician's Measure and Estimate tabs (staff-side.md §2, §3, §5, §9), and the
// customer's decision on a sent estimate. Money in cents; areas in square feet.

const zFeet = (label: string) => z.number(`${label} must be a number`).finite().max(10_000, "must be at most 10000 ft");
const zCoordinate = z.number().finite().min(-10_000).max(10_000);

/** staff-side.md §3 measurement line: two points on the canvas and its label. */
export const ZMeasurementLine = z.object({ x1: zCoordinate, y1: zCoordinate, x2: zCoordinate, y2: zCoordinate, label: zLine().max(40) });
export type TMeasurementLine = z.infer<typeof ZMeasurementLine>;

/** staff-side.md §5 Room add: name, length and width required; height optional. */
export const ZRoomInput = z.object({
  name: zLine().trim().min(1, "is required").max(80, "must be at most 80 characters"),
  length: zFeet("Length").positive("must be above 0"),
  width: zFeet("Width").positive("must be above 0"),
  height: zFeet("Height").min(0, "must not be negative").nullable().optional(),
  notes: zText().trim().max(1000, "must be at most 1000 characters").nullable().optional(),
  lines: z.array(ZMeasurementLine).max(100, "must be at most 100 lines").optional(),
});
export type TRoomInput = z.infer<typeof ZRoomInput>;

/** Save to Job: the job's rooms, replaced as a set. */
export const ZSaveRoomsRequest = z.object({ rooms: z.array(ZRoomInput).max(50, "must be at most 50 rooms") });
export type TSaveRoomsRequest = z.infer<typeof ZSaveRoomsRequest>;

export const ZRoom = z.object({
  id: z.uuid(),
  name: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number().nullable(),
  area: z.number(),
  wall_area: z.number(),
  notes: z.string().nullable(),
  lines: z.array(ZMeasurementLine),
  created_at: z.string(),
});
export type TRoom = z.infer<typeof ZRoom>;
export const ZJobRooms = z.object({ job_id: z.uuid(), rooms: z.array(ZRoom), total_area: z.number() });
export type TJobRooms = z.infer<typeof ZJobRooms>;

/**
 * staff-side.md §5 Estimate item add: description and a rate above 0 required; quantity at least 1.
 * Each figure has its bound, and so has their product (ESTIMATE_MAX_CENTS).
 */
export const ZEstimateItemInput = z
  .object({
    description: zLine().trim().min(1, "is required").max(200, "must be at most 200 characters"),
    quantity: z.number().finite().min(1, "must be at least 1").max(100_000, "must be at most 100000"),
    /** Cents. */
    rate: z.number().int("must be in whole cents").positive("must be above 0").max(10_000_000, "must be at most $100,000"),
  })
  .refine((item) => itemTotal(item.quantity, item.rate) <= ESTIMATE_MAX_CENTS, {
    message: `must be at most ${ESTIMATE_MAX_LABEL} (quantity × rate)`,
    path: ["total"],
  });
export type TEstimateItemInput = z.infer<typeof ZEstimateItemInput>;

/**
 * Create or change an estimate. Only what the technician chose: the server prices it with the
 * settings' rates and its own arithmetic; any figure a client adds is ignored.
 */
export const ZSaveEstimateRequest = z
  .object({
    items: z
      .array(ZEstimateItemInput)
      .max(50, "must be at most 50 items")
      .refine(
        (items) => items.reduce((sum, item) => sum + itemTotal(item.quantity, item.rate), 0) <= ESTIMATE_MAX_CENTS,
        `must add up to at most ${ESTIMATE_MAX_LABEL}`,
      ),
    estimated_hours: z
      .number()
      .finite()
      .min(0, "must not be negative")
      .max(1000, "must be at most 1000")
      .refine((hours) => Number.isInteger(hours * 2), "must be in steps of 0.5"),
    notes: zText().trim().max(2000, "must be at most 2000 characters").nullable().optional(),
  })
  .refine((estimate) => estimate.items.length > 0 || estimate.estimated_hours > 0, {
    message: "Please add items or labor hours",
    path: ["items"],
  });
export type TSaveEstimateRequest = z.infer<typeof ZSaveEstimateRequest>;

export const ZEstimateStatus = z.enum(ESTIMATE_STATUSES);

export const ZEstimateItem = z.object({ description: z.string(), quantity: z.number(), rate: z.number().int(), total: z.number().int() });

export const ZEstimate = z.object({
  id: z.uuid(),
  job_id: z.uuid(),
  revision: z.number().int(),
  status: ZEstimateStatus,
  items: z.array(ZEstimateItem),
  labor_rate: z.number().int(),
  estimated_hours: z.number(),
  labor_cost: z.number().int(),
  materials_cost: z.number().int(),
  subtotal: z.number().int(),
  /** The job's first-booking discount (decision 0181): its percent, and the cents it takes off the subtotal. */
  discount_percent: z.number().int(),
  discount: z.number().int(),
  tax_rate_percent: z.number(),
  tax: z.number().int(),
  total: z.number().int(),
  notes: z.string().nullable(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEstimate = z.infer<typeof ZEstimate>;
export const ZEstimateList = z.object({ items: z.array(ZEstimate) });

/** The job picker of both tabs: the technician's own open jobs. */
export const ZTechnicianJobOption = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  scheduled_date: z.string().nullable(),
  service_address: z.string(),
  service_city: z.string(),
  /** Null when the job's customer has no name (staff-side.md §5: 'No customer information available'). */
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  /** The first-booking discount of the job's booking (0 without one): the estimate takes the same percent off (decision 0181). */
  discount_percent: z.number().int(),
});
export type TTechnicianJobOption = z.infer<typeof ZTechnicianJobOption>;
export const ZTechnicianJobOptions = z.object({ items: z.array(ZTechnicianJobOption) });

/** What the Estimate tab needs besides the job: the rates (settings) and the quick-add services. */
export const ZEstimateSetup = z.object({
  labor_rate_cents: z.number().int(),
  tax_rate_percent: z.number(),
  services: z.array(z.object({ id: z.uuid(), name: z.string(), base_price: z.number().int(), unit: z.string() })),
});
export type TEstimateSetup = z.infer<typeof ZEstimateSetup>;

export const ZBusinessLetterhead = z.object({ name: z.string(), address: z.string().nullable(), phone: z.string(), email: z.string() });

/** The printable page: the estimate, its job and customer, and the business's details. */
export const ZEstimateDocument = z.object({
  estimate: ZEstimate,
  job: z.object({
    id: z.uuid(),
    title: z.string(),
    service_address: z.string(),
    service_city: z.string(),
    service_state: z.string(),
    service_zip: z.string(),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    customer_phone: z.string().nullable(),
  }),
  business: ZBusinessLetterhead,
});
export type TEstimateDocument = z.infer<typeof ZEstimateDocument>;

/** The customer's view of a sent (or decided) estimate, on the booking or job it belongs to. */
export const ZCustomerEstimate = ZEstimate.omit({ updated_at: true }).extend({
  job_title: z.string(),
  booking_id: z.uuid().nullable(),
  /** What the customer already paid on the job's booking (deposits, emergency fees, less refunds). */
  deposit_paid: z.number().int(),
  /** What is left after the deposit. */
  balance: z.number().int(),
});
export type TCustomerEstimate = z.infer<typeof ZCustomerEstimate>;
export const ZCustomerEstimateList = z.object({ items: z.array(ZCustomerEstimate) });

/** The header that carries a mailed document's signed link token (decision 0144), never the URL. */
export const DOCUMENT_TOKEN_HEADER = "x-document-token";
export const ZDocumentTokenHeaders = z.object({ [DOCUMENT_TOKEN_HEADER]: z.string().min(1).max(300) });

/**
 * `GET /api/documents/estimate`: the estimate a signed mail link opens, as its customer sees it
 * signed in, with the business's letterhead and the link's end; no account or booking ids.
 */
export const ZLinkedEstimate = ZCustomerEstimate.omit({ booking_id: true }).extend({
  business: ZBusinessLetterhead,
  link_expires_at: z.string(),
});
export type TLinkedEstimate = z.infer<typeof ZLinkedEstimate>;
