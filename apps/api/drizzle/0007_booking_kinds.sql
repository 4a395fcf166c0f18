-- Bookings of any bookable item (docs/decisions/004-one-booking-core.md). Every existing booking is a
-- safari: the kind's default fills them, and their package, departure and prices stay where they are.
ALTER TABLE "bookings" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "adult_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "child_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'safari' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('safari'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_item_check" CHECK (case "bookings"."kind"
        when 'safari' then "bookings"."package_id" is not null and "bookings"."adult_price_cents" is not null and "bookings"."child_price_cents" is not null
        else "bookings"."package_id" is null and "bookings"."departure_id" is null and "bookings"."adult_price_cents" is null and "bookings"."child_price_cents" is null
      end);
