import type { TIME_SLOTS } from "../../../shared/constants.ts";
import type { TRole } from "../../../shared/roles.ts";
import type { services } from "../schema.ts";

// The demo data is written as plain records keyed by slugs and e-mails; seed.ts resolves the
// keys to ids once the rows exist.

export type TSeedPerson = {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city: string;
  zip_code: string;
};

export type TSeedUser = TSeedPerson & { role: TRole };

export type TSeedService = Omit<typeof services.$inferInsert, "id" | "created_at" | "updated_at"> & {
  slug: string;
  add_ons: { name: string; price: number }[];
};

export type TSeedReview = {
  service: string;
  customer_name: string;
  customer_email: string | null;
  rating: 1 | 2 | 3 | 4 | 5;
  review_text: string;
  is_featured?: boolean;
  is_verified?: boolean;
  days_ago: number;
};

export type TJobStatus = "pending" | "scheduled" | "in_progress" | "on_hold" | "completed" | "cancelled";
export type TTimeSlot = (typeof TIME_SLOTS)[number];

export type TSeedJob = {
  title: string;
  description: string;
  service: string | null;
  /** The customer's e-mail. */
  customer: string;
  /** Index into DEMO_TECHNICIANS; null leaves the job unassigned. */
  tech: 0 | 1 | 2 | null;
  status: TJobStatus;
  priority: 1 | 2 | 3;
  /** Days from today: negative in the past. */
  day: number;
  time: TTimeSlot;
  hours: number;
  /** Cents; computed from the service's price when left out. */
  amount?: number;
  notes?: string;
  internal_notes?: string;
};

export type TSeedBooking = {
  key: string;
  service: string;
  day: number;
  time: TTimeSlot;
  hours: number;
  add_ons: string[];
  notes: string;
  status: "pending" | "confirmed" | "completed";
  /** The job the booking became; its status follows the booking's progress. */
  job: Pick<TSeedJob, "tech" | "status" | "priority" | "title">;
  review?: Pick<TSeedReview, "rating" | "review_text">;
};
