ALTER TABLE "banner_ads" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "banner_ads" ADD COLUMN "subtitle_es" text;--> statement-breakpoint
ALTER TABLE "banner_ads" ADD COLUMN "button_text_es" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "subtitle_es" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "badge_es" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "primary_action_text_es" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "secondary_action_text_es" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "image_alt_es" text;