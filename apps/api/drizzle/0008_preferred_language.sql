-- Issue 11: the language of each account's mails, notifications and API texts (LANGUAGES in packages/shared).
ALTER TABLE "users" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('en'));