DROP INDEX "banner_ads_banner_idx";--> statement-breakpoint
-- Decision 0078: one ad per banner and position. Older duplicates (the newest of each is kept) go first.
DELETE FROM "banner_ads" a USING "banner_ads" b
  WHERE a."banner_id" = b."banner_id" AND a."position" = b."position"
    AND (a."created_at", a."id") < (b."created_at", b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_ads_banner_position_key" ON "banner_ads" USING btree ("banner_id","position");--> statement-breakpoint
-- Decision 0078: banners are numbered 0..n-1 by their order, without repeats; a renumbering in one
-- transaction is checked at its commit (deferrable), so moves need no temporary numbers.
UPDATE "hero_banners" h SET "order_index" = r.position
  FROM (SELECT "id", (row_number() OVER (ORDER BY "order_index", "created_at", "id") - 1)::int AS position FROM "hero_banners") r
  WHERE h."id" = r."id" AND h."order_index" <> r.position;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD CONSTRAINT "hero_banners_order_index_key" UNIQUE ("order_index") DEFERRABLE INITIALLY DEFERRED;
