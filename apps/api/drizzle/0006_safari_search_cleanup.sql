DROP INDEX "safari_packages_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "safari_packages" DROP COLUMN "search_text";