DROP INDEX "quote_requests_created_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "automated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_human_idx" ON "chat_messages" USING btree ("conversation_id","created_at") WHERE not "chat_messages"."automated";--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin (lower("name" || ' ' || coalesce("email", '') || ' ' || "service" || ' ' || "phone" || ' ' || regexp_replace("phone", '\D', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_day_idx" ON "jobs" USING btree ("scheduled_date","technician_id","scheduled_time","status","id");--> statement-breakpoint
CREATE INDEX "jobs_unassigned_idx" ON "jobs" USING btree ("scheduled_date","scheduled_time","created_at","id") WHERE "jobs"."technician_id" is null and "jobs"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "jobs_undispatched_booking_idx" ON "jobs" USING btree ("booking_id") WHERE "jobs"."booking_id" is not null and ("jobs"."status" = 'pending' or ("jobs"."technician_id" is null and "jobs"."status" not in ('in_progress', 'completed', 'cancelled')));--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_job_id_key" UNIQUE("job_id");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('new', 'answered'));--> statement-breakpoint
-- Hand-written (decision 0050): until staff can reply (issue 13), every support message was the server's own greeting or acknowledgement.
UPDATE "chat_messages" SET "automated" = true WHERE "sender_type" = 'support';