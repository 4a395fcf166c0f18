CREATE TABLE "company_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "logo_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "publish_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "publish_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "tala_licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "latra_licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "year_founded" integer;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "profile_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_slug_history" ADD CONSTRAINT "company_slug_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_slug_history_user_idx" ON "company_slug_history" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: a company's slug from its name (lower-case letters and digits joined by '-', at most
-- 50 characters, 'operator-…' when shorter than 3), made unique against every other company's current and
-- former slugs by '-2', '-3' … Used for the backfill and by the insert trigger (registration).
CREATE FUNCTION company_slug_for(company text, owner uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := trim(both '-' from left(trim(both '-' from regexp_replace(lower(coalesce(company, '')), '[^a-z0-9]+', '-', 'g')), 50));
  candidate text;
  n integer := 1;
BEGIN
  IF length(base) < 3 THEN
    base := CASE WHEN base = '' THEN 'operator' ELSE 'operator-' || base END;
  END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM operator_profiles WHERE slug = candidate AND user_id <> owner)
     OR EXISTS (SELECT 1 FROM company_slug_history WHERE slug = candidate AND user_id <> owner) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT user_id, company_name FROM operator_profiles ORDER BY created_at, user_id LOOP
    UPDATE operator_profiles SET slug = company_slug_for(r.company_name, r.user_id) WHERE user_id = r.user_id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION operator_profiles_fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.slug := company_slug_for(NEW.company_name, NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER operator_profiles_fill_slug
  BEFORE INSERT ON operator_profiles
  FOR EACH ROW WHEN (NEW.slug = '') EXECUTE FUNCTION operator_profiles_fill_slug();--> statement-breakpoint
CREATE UNIQUE INDEX "operator_profiles_slug_key" ON "operator_profiles" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_slug_check" CHECK ("operator_profiles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_year_founded_check" CHECK ("operator_profiles"."year_founded" between 1900 and 2100);