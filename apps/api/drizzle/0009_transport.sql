CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transporter_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_class" text NOT NULL,
	"licence_expires_on" date NOT NULL,
	"photo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_status_check" CHECK ("drivers"."status" in ('active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "route_fares" (
	"route_id" integer NOT NULL,
	"board_pos" smallint NOT NULL,
	"alight_pos" smallint NOT NULL,
	"fare_tzs" integer NOT NULL,
	CONSTRAINT "route_fares_route_id_board_pos_alight_pos_pk" PRIMARY KEY("route_id","board_pos","alight_pos"),
	CONSTRAINT "route_fares_segment_check" CHECK ("route_fares"."board_pos" >= 0 and "route_fares"."board_pos" < "route_fares"."alight_pos"),
	CONSTRAINT "route_fares_fare_check" CHECK ("route_fares"."fare_tzs" between 1 and 2000000)
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"route_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"place" text NOT NULL,
	"place_key" text GENERATED ALWAYS AS (lower(btrim(place))) STORED NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"point" text DEFAULT '' NOT NULL,
	"minutes_from_departure" integer NOT NULL,
	"can_board" boolean NOT NULL,
	"can_alight" boolean NOT NULL,
	CONSTRAINT "route_stops_route_id_position_pk" PRIMARY KEY("route_id","position"),
	CONSTRAINT "route_stops_position_check" CHECK ("route_stops"."position" >= 0),
	CONSTRAINT "route_stops_minutes_check" CHECK ("route_stops"."minutes_from_departure" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transport_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transport_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transporter_id" uuid NOT NULL,
	"vehicle_id" integer,
	"driver_id" integer,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"expires_on" date,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_documents_kind_check" CHECK ("transport_documents"."kind" in ('latra_licence', 'insurance', 'inspection', 'driving_licence')),
	CONSTRAINT "transport_documents_status_check" CHECK ("transport_documents"."review_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "transport_documents_holder_check" CHECK (case when "transport_documents"."kind" = 'driving_licence'
        then "transport_documents"."driver_id" is not null and "transport_documents"."vehicle_id" is null
        else "transport_documents"."vehicle_id" is not null and "transport_documents"."driver_id" is null end),
	CONSTRAINT "transport_documents_rejection_check" CHECK (("transport_documents"."review_status" = 'rejected') = ("transport_documents"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "transport_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transport_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transporter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"refund_bands" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_routes_status_check" CHECK ("transport_routes"."status" in ('active', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "trip_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"board_pos" smallint NOT NULL,
	"alight_pos" smallint NOT NULL,
	"fare_tzs" integer NOT NULL,
	"refund_bands" jsonb NOT NULL,
	CONSTRAINT "trip_bookings_segment_check" CHECK ("trip_bookings"."board_pos" >= 0 and "trip_bookings"."board_pos" < "trip_bookings"."alight_pos"),
	CONSTRAINT "trip_bookings_fare_check" CHECK ("trip_bookings"."fare_tzs" >= 1)
);
--> statement-breakpoint
CREATE TABLE "trip_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trip_id" integer NOT NULL,
	"changed_by" uuid,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"passengers_notified" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_changes_field_check" CHECK ("trip_changes"."field" in ('vehicle', 'driver', 'departure', 'sales_cutoff', 'status'))
);
--> statement-breakpoint
CREATE TABLE "trip_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transporter_id" uuid NOT NULL,
	"route_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"weekdays" smallint[] NOT NULL,
	"departure_time" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"sales_cutoff_minutes" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_schedules_range_check" CHECK ("trip_schedules"."starts_on" <= "trip_schedules"."ends_on"),
	CONSTRAINT "trip_schedules_status_check" CHECK ("trip_schedules"."status" in ('active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "trip_seat_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_seat_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trip_id" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"seat_label" text NOT NULL,
	"board_pos" smallint NOT NULL,
	"alight_pos" smallint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"held_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"blocks_until" timestamp with time zone NOT NULL,
	"passenger_name" text,
	"passenger_phone" text,
	"passenger_id_number" text,
	"displaced_at" timestamp with time zone,
	CONSTRAINT "trip_seat_reservations_segment_check" CHECK ("trip_seat_reservations"."board_pos" >= 0 and "trip_seat_reservations"."board_pos" < "trip_seat_reservations"."alight_pos"),
	CONSTRAINT "trip_seat_reservations_status_check" CHECK ("trip_seat_reservations"."status" in ('held', 'confirmed', 'released')),
	CONSTRAINT "trip_seat_reservations_blocks_check" CHECK ("trip_seat_reservations"."blocks_until" > "trip_seat_reservations"."held_at" and ("trip_seat_reservations"."status" <> 'confirmed' or "trip_seat_reservations"."blocks_until" = 'infinity'))
);
--> statement-breakpoint
CREATE TABLE "trip_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"reservation_id" bigint NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip_id" integer NOT NULL,
	"seat_label" text NOT NULL,
	"passenger_name" text NOT NULL,
	"passenger_phone" text NOT NULL,
	"passenger_id_number" text,
	"fare_tzs" integer NOT NULL,
	"qr" text NOT NULL,
	"boarding_status" text DEFAULT 'booked' NOT NULL,
	"boarded_at" timestamp with time zone,
	"boarded_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "trip_tickets_boarding_check" CHECK ("trip_tickets"."boarding_status" in ('booked', 'boarded', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transporter_id" uuid NOT NULL,
	"route_id" integer NOT NULL,
	"schedule_id" integer,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"sales_cutoff_minutes" integer NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"seat_layout" jsonb NOT NULL,
	"capacity" smallint NOT NULL,
	"vehicle_class" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_status_check" CHECK ("trips"."status" in ('scheduled', 'on_sale', 'departed', 'completed', 'cancelled')),
	CONSTRAINT "trips_times_check" CHECK ("trips"."arrives_at" >= "trips"."departs_at" and "trips"."sales_close_at" <= "trips"."departs_at"),
	CONSTRAINT "trips_capacity_check" CHECK ("trips"."capacity" between 1 and 90),
	CONSTRAINT "trips_cutoff_check" CHECK ("trips"."sales_cutoff_minutes" between 0 and 4320)
);
--> statement-breakpoint
CREATE TABLE "vehicle_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"art_name" text,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transporter_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"vehicle_class" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"seat_layout" jsonb NOT NULL,
	"seat_count" smallint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_class_check" CHECK ("vehicles"."vehicle_class" in ('ordinary', 'semi_luxury', 'luxury', 'coaster', 'shuttle', 'four_by_four')),
	CONSTRAINT "vehicles_status_check" CHECK ("vehicles"."status" in ('active', 'retired')),
	CONSTRAINT "vehicles_seat_count_check" CHECK ("vehicles"."seat_count" between 1 and 90),
	CONSTRAINT "vehicles_year_check" CHECK ("vehicles"."year" between 1950 and 2100)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_kind_check";--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_fares" ADD CONSTRAINT "route_fares_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_documents" ADD CONSTRAINT "transport_documents_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_documents" ADD CONSTRAINT "transport_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_documents" ADD CONSTRAINT "transport_documents_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_documents" ADD CONSTRAINT "transport_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_bookings" ADD CONSTRAINT "trip_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_bookings" ADD CONSTRAINT "trip_bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_changes" ADD CONSTRAINT "trip_changes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_changes" ADD CONSTRAINT "trip_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_schedules" ADD CONSTRAINT "trip_schedules_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_schedules" ADD CONSTRAINT "trip_schedules_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_schedules" ADD CONSTRAINT "trip_schedules_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_schedules" ADD CONSTRAINT "trip_schedules_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_seat_reservations" ADD CONSTRAINT "trip_seat_reservations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_seat_reservations" ADD CONSTRAINT "trip_seat_reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_tickets" ADD CONSTRAINT "trip_tickets_reservation_id_trip_seat_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."trip_seat_reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_tickets" ADD CONSTRAINT "trip_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_tickets" ADD CONSTRAINT "trip_tickets_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_tickets" ADD CONSTRAINT "trip_tickets_boarded_by_users_id_fk" FOREIGN KEY ("boarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_schedule_id_trip_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."trip_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_transporter_idx" ON "drivers" USING btree ("transporter_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_transporter_licence_key" ON "drivers" USING btree ("transporter_id","licence_number");--> statement-breakpoint
CREATE INDEX "route_stops_place_idx" ON "route_stops" USING btree ("place_key","route_id","position","minutes_from_departure","can_board","can_alight");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_documents_vehicle_kind_key" ON "transport_documents" USING btree ("vehicle_id","kind") WHERE "transport_documents"."vehicle_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_documents_driver_kind_key" ON "transport_documents" USING btree ("driver_id","kind") WHERE "transport_documents"."driver_id" is not null;--> statement-breakpoint
CREATE INDEX "transport_documents_transporter_idx" ON "transport_documents" USING btree ("transporter_id");--> statement-breakpoint
CREATE INDEX "transport_documents_pending_idx" ON "transport_documents" USING btree ("uploaded_at") WHERE "transport_documents"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "transport_routes_transporter_idx" ON "transport_routes" USING btree ("transporter_id","status");--> statement-breakpoint
CREATE INDEX "trip_bookings_trip_idx" ON "trip_bookings" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_changes_trip_idx" ON "trip_changes" USING btree ("trip_id","changed_at");--> statement-breakpoint
CREATE INDEX "trip_schedules_transporter_idx" ON "trip_schedules" USING btree ("transporter_id","status");--> statement-breakpoint
CREATE INDEX "trip_seat_reservations_trip_idx" ON "trip_seat_reservations" USING btree ("trip_id","seat_label");--> statement-breakpoint
CREATE INDEX "trip_seat_reservations_booking_idx" ON "trip_seat_reservations" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_tickets_number_key" ON "trip_tickets" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_tickets_reservation_key" ON "trip_tickets" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "trip_tickets_booking_idx" ON "trip_tickets" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "trip_tickets_trip_idx" ON "trip_tickets" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_search_idx" ON "trips" USING btree ("route_id","departs_at","capacity","sales_close_at","vehicle_class","transporter_id") WHERE "trips"."status" = 'on_sale';--> statement-breakpoint
CREATE INDEX "trips_transporter_idx" ON "trips" USING btree ("transporter_id","departs_at");--> statement-breakpoint
CREATE INDEX "trips_vehicle_idx" ON "trips" USING btree ("vehicle_id","departs_at");--> statement-breakpoint
CREATE INDEX "trips_driver_idx" ON "trips" USING btree ("driver_id","departs_at") WHERE "trips"."driver_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trips_schedule_departure_key" ON "trips" USING btree ("schedule_id","departs_at");--> statement-breakpoint
CREATE INDEX "vehicle_photos_vehicle_idx" ON "vehicle_photos" USING btree ("vehicle_id","position");--> statement-breakpoint
CREATE INDEX "vehicles_transporter_idx" ON "vehicles" USING btree ("transporter_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_active_plate_key" ON "vehicles" USING btree ("plate") WHERE "vehicles"."status" = 'active';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('safari', 'trip'));--> statement-breakpoint
-- Hand-written (Drizzle has no EXCLUDE builder): the guarantee that one seat of one trip is never sold twice
-- on overlapping stop intervals, whichever process writes. Reservations are half-open stop intervals
-- [board, alight) and live while held or confirmed and until `blocks_until` (a hold's end; 'infinity' once
-- paid): an expired hold no longer overlaps anything in time, so it blocks nobody and needs no cleanup.
-- btree_gist lets `=` on the trip and seat join the range operators in one GiST index (PGlite loads it as a
-- contrib extension in db/client.ts; PostgreSQL ships it as a trusted contrib extension).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "trip_seat_reservations" ADD CONSTRAINT "trip_seat_reservations_no_double_sale" EXCLUDE USING gist (
  "trip_id" WITH =,
  "seat_label" WITH =,
  int4range("board_pos", "alight_pos") WITH &&,
  tstzrange("held_at", "blocks_until") WITH &&
) WHERE ("status" IN ('held', 'confirmed'));
