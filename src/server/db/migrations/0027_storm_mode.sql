-- Storm-season mode: what a service needs (a licensed trade) and the storm collections it is in,
-- every price from when it took effect (the price lock of a declared state of emergency), and the
-- storm waitlist the office fills from the top.
CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item" text NOT NULL,
	"item_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_item_check" CHECK ("price_history"."item" in ('service', 'add_on', 'hourly_rate'))
);--> statement-breakpoint
CREATE TABLE "storm_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"service_address" text NOT NULL,
	"service_city" text NOT NULL,
	"county" text NOT NULL,
	"need" text NOT NULL,
	"need_rank" smallint NOT NULL,
	"details" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storm_waitlist_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "storm_waitlist_need_check" CHECK ("storm_waitlist"."need" in ('water', 'tree_on_house', 'blocked_exit', 'debris', 'cosmetic')),
	CONSTRAINT "storm_waitlist_status_check" CHECK ("storm_waitlist"."status" in ('waiting', 'booked', 'withdrawn'))
);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "licensed_trade" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "storm_collections" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "storm_waitlist" ADD CONSTRAINT "storm_waitlist_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_item_idx" ON "price_history" USING btree ("item","item_id","effective_from");--> statement-breakpoint
CREATE INDEX "storm_waitlist_queue_idx" ON "storm_waitlist" USING btree ("need_rank","created_at","id") WHERE "storm_waitlist"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "services_storm_collections_idx" ON "services" USING gin ("storm_collections");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_licensed_trade_check" CHECK ("services"."licensed_trade" in ('electrical', 'roofing', 'plumbing', 'building'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_storm_collections_check" CHECK ("services"."storm_collections" <@ array['prep', 'recovery']::text[]);
