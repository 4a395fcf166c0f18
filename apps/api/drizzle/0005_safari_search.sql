CREATE TABLE "safari_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safari_packages" ADD COLUMN "destination_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "safari_search_words_trgm_idx" ON "safari_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "safari_packages_destination_ids_idx" ON "safari_packages" USING gin ("destination_ids") WHERE "safari_packages"."status" = 'published';--> statement-breakpoint
-- Backfill for catalogs created before this migration (hand-written, not generated).
UPDATE "safari_packages" p SET "destination_ids" = coalesce((SELECT array_agg(pd."destination_id" ORDER BY pd."position") FROM "safari_package_destinations" pd WHERE pd."package_id" = p."id"), '{}'::uuid[]);--> statement-breakpoint
INSERT INTO "safari_search_words" ("word") SELECT DISTINCT w FROM "safari_packages", regexp_split_to_table(lower("title" || ' ' || "search_places"), '[^a-z]+') w WHERE length(w) >= 3 ON CONFLICT DO NOTHING;
