CREATE TABLE "saved_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"package_id" integer,
	"trip_id" integer,
	"saved_price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"drop_notified_minor" integer,
	"sold_out_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_one_listing_check" CHECK (num_nonnulls("saved_items"."package_id", "saved_items"."trip_id") = 1),
	CONSTRAINT "saved_items_currency_check" CHECK ("saved_items"."currency" in ('USD', 'TZS')),
	CONSTRAINT "saved_items_price_check" CHECK ("saved_items"."saved_price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_package_key" ON "saved_items" USING btree ("user_id","package_id") WHERE "saved_items"."package_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_trip_key" ON "saved_items" USING btree ("user_id","trip_id") WHERE "saved_items"."trip_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_items_user_created_idx" ON "saved_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_items_package_idx" ON "saved_items" USING btree ("package_id") WHERE "saved_items"."package_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_items_trip_idx" ON "saved_items" USING btree ("trip_id") WHERE "saved_items"."trip_id" is not null;