CREATE TABLE "listing_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "listing_views_listing_kind_listing_id_day_visitor_pk" PRIMARY KEY("listing_kind","listing_id","day","visitor"),
	CONSTRAINT "listing_views_kind_check" CHECK ("listing_views"."listing_kind" in ('safari', 'trip'))
);
