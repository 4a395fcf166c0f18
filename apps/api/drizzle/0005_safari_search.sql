CREATE TABLE "safari_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safari_packages" ADD COLUMN "destination_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "safari_search_words_trgm_idx" ON "safari_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "safari_packages_destination_ids_idx" ON "safari_packages" USING gin ("destination_ids") WHERE "safari_packages"."status" = 'published';