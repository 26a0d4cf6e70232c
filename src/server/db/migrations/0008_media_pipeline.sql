-- Decision 0051: an upload is one or more stored files, found by the URL a record keeps.
-- Uploads stored before the pipeline are one file each, served from local storage.
ALTER TABLE "uploads" ADD COLUMN "url" text;--> statement-breakpoint
UPDATE "uploads" SET "url" = '/uploads/' || "key";--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "url" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
UPDATE "uploads" SET "kind" = 'video' WHERE "content_type" LIKE 'video/%';--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "uploads" SET "files" = jsonb_build_array(jsonb_build_object('key', "key", 'url', "url", 'type', "content_type", 'width', null, 'height', null, 'size', "size"));--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_url_unique" UNIQUE("url");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('image', 'video'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_status_check" CHECK ("uploads"."status" in ('ready', 'deleting'));
