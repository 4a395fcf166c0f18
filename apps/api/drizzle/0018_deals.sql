CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"listing_kind" text NOT NULL,
	"package_id" integer,
	"route_id" integer,
	"title" text NOT NULL,
	"discount_kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"travel_from" date,
	"travel_to" date,
	"code" text,
	"code_public" boolean DEFAULT false NOT NULL,
	"max_uses" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "deals_listing_check" CHECK (case "deals"."listing_kind"
        when 'safari' then "deals"."package_id" is not null and "deals"."route_id" is null
        when 'route' then "deals"."route_id" is not null and "deals"."package_id" is null
        else false end),
	CONSTRAINT "deals_discount_check" CHECK (case "deals"."discount_kind"
        when 'percent' then "deals"."percent_off" between 1 and 90 and "deals"."amount_off_cents" is null
        when 'amount' then "deals"."amount_off_cents" > 0 and "deals"."percent_off" is null
        else false end),
	CONSTRAINT "deals_currency_check" CHECK ("deals"."currency" in ('USD', 'TZS')),
	CONSTRAINT "deals_status_check" CHECK ("deals"."status" in ('active', 'paused')),
	CONSTRAINT "deals_validity_check" CHECK ("deals"."valid_to" >= "deals"."valid_from"),
	CONSTRAINT "deals_travel_window_check" CHECK ("deals"."travel_to" is null or "deals"."travel_from" is null or "deals"."travel_to" >= "deals"."travel_from"),
	CONSTRAINT "deals_max_uses_check" CHECK ("deals"."max_uses" is null or "deals"."max_uses" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_operator_idx" ON "deals" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_package_idx" ON "deals" USING btree ("package_id") WHERE "deals"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "deals_route_idx" ON "deals" USING btree ("route_id") WHERE "deals"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_operator_code_key" ON "deals" USING btree ("operator_id","code") WHERE "deals"."code" is not null and "deals"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_deal_idx" ON "bookings" USING btree ("deal_id") WHERE "bookings"."deal_id" is not null;