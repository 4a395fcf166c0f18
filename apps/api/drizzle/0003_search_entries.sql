CREATE TABLE "safari_search_entries" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"from_price_cents" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"tier" "safari_tier" NOT NULL,
	"is_private" boolean NOT NULL,
	"max_group_size" integer NOT NULL,
	"min_notice_days" integer NOT NULL,
	"rating_avg" real NOT NULL,
	"review_count" integer NOT NULL,
	"recommended_score" real NOT NULL,
	"open_seats_min" integer DEFAULT 0 NOT NULL,
	"open_seats_max" integer DEFAULT 0 NOT NULL,
	"open_seats" "int4multirange" DEFAULT '{}' NOT NULL,
	"busy_days" datemultirange DEFAULT '{}' NOT NULL,
	"destination_ids" uuid[] NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "safari_packages_search_vector_idx";--> statement-breakpoint
DROP INDEX "safari_packages_destination_ids_idx";--> statement-breakpoint
DROP INDEX "safari_packages_published_price_idx";--> statement-breakpoint
DROP INDEX "safari_packages_published_rating_idx";--> statement-breakpoint
DROP INDEX "safari_packages_published_recommended_idx";--> statement-breakpoint
DROP INDEX "safari_packages_published_duration_idx";--> statement-breakpoint
ALTER TABLE "safari_search_entries" ADD CONSTRAINT "safari_search_entries_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safari_search_entries_destination_ids_idx" ON "safari_search_entries" USING gin ("destination_ids");--> statement-breakpoint
CREATE INDEX "safari_search_entries_search_vector_idx" ON "safari_search_entries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "safari_search_entries_price_idx" ON "safari_search_entries" USING btree ("from_price_cents","package_id","duration_days","tier","is_private","rating_avg","max_group_size","min_notice_days");--> statement-breakpoint
CREATE INDEX "safari_search_entries_rating_idx" ON "safari_search_entries" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"package_id");--> statement-breakpoint
CREATE INDEX "safari_search_entries_recommended_idx" ON "safari_search_entries" USING btree ("recommended_score" DESC NULLS LAST,"package_id");--> statement-breakpoint
CREATE INDEX "safari_search_entries_duration_idx" ON "safari_search_entries" USING btree ("duration_days","package_id");--> statement-breakpoint
CREATE INDEX "bookings_live_holds_idx" ON "bookings" USING btree ("hold_expires_at","package_id") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
-- safari_search_entries is kept in step by the database itself, so that every writer (the services, the
-- seeds, the benchmark, an operator's SQL) leaves search right. One function rebuilds the entries of
-- some packages: published packages get a row, other packages lose theirs.
CREATE FUNCTION safari_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM safari_search_entries e USING safari_packages p
    WHERE e.package_id = ANY (ids) AND p.id = e.package_id AND p.status <> 'published';
  INSERT INTO safari_search_entries AS e (package_id, from_price_cents, duration_days, tier, is_private,
    max_group_size, min_notice_days, rating_avg, review_count, recommended_score, open_seats_min,
    open_seats_max, open_seats, busy_days, destination_ids, search_vector)
  SELECT p.id, p.from_price_cents, p.duration_days, p.tier, p.is_private, p.max_group_size, p.min_notice_days,
    p.rating_avg, p.review_count, p.recommended_score,
    coalesce(seats.fewest, 0), coalesce(seats.most, 0), coalesce(seats.ranges, '{}'),
    -- Upcoming days a private tour cannot start: blocked, or taken by a confirmed booking.
    coalesce((SELECT range_agg(daterange(busy.day, busy.day, '[]'))
              FROM (SELECT bd.date AS day FROM safari_blocked_dates bd
                      WHERE bd.package_id = p.id AND bd.date >= current_date - 1
                    UNION
                    SELECT b.start_date FROM bookings b
                      WHERE b.package_id = p.id AND b.status = 'confirmed' AND b.start_date >= current_date - 1) busy), '{}'),
    p.destination_ids, p.search_vector
  FROM safari_packages p
  -- Upcoming departures with unconfirmed seats, each [day * 64 + 1, day * 64 + min(free, 63)]. Past days
  -- are left out (from a day early: current_date is the database's zone, not Tanzania's).
  LEFT JOIN LATERAL (
    SELECT min(d.capacity - d.seats_booked) AS fewest, max(d.capacity - d.seats_booked) AS most,
      range_agg(int4range((d.start_date - date '2000-01-01') * 64 + 1,
        (d.start_date - date '2000-01-01') * 64 + least(d.capacity - d.seats_booked, 63), '[]')) AS ranges
    FROM safari_departures d
    WHERE d.package_id = p.id AND d.start_date >= current_date - 1 AND d.seats_booked < d.capacity) seats ON true
  WHERE p.id = ANY (ids) AND p.status = 'published'
  ON CONFLICT (package_id) DO UPDATE SET destination_ids = excluded.destination_ids,
    search_vector = excluded.search_vector, from_price_cents = excluded.from_price_cents,
    open_seats_min = excluded.open_seats_min, open_seats_max = excluded.open_seats_max,
    duration_days = excluded.duration_days, tier = excluded.tier, is_private = excluded.is_private,
    max_group_size = excluded.max_group_size, min_notice_days = excluded.min_notice_days,
    rating_avg = excluded.rating_avg, review_count = excluded.review_count,
    recommended_score = excluded.recommended_score, open_seats = excluded.open_seats,
    busy_days = excluded.busy_days;
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert of departures refreshes each package once.
CREATE FUNCTION safari_search_packages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM safari_search_refresh(array(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION safari_search_package_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM safari_search_refresh(array(SELECT DISTINCT package_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bookings only matter to private tours' busy days (group seats follow the departures' seats_booked).
CREATE FUNCTION safari_search_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM safari_search_refresh(array(
    SELECT DISTINCT c.package_id FROM changed c JOIN safari_packages p ON p.id = c.package_id AND p.is_private));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER safari_search_packages_inserted AFTER INSERT ON safari_packages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_packages_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_packages_updated AFTER UPDATE ON safari_packages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_packages_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_departures_inserted AFTER INSERT ON safari_departures
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_package_rows_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_departures_updated AFTER UPDATE ON safari_departures
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_package_rows_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_departures_deleted AFTER DELETE ON safari_departures
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_package_rows_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_blocked_dates_inserted AFTER INSERT ON safari_blocked_dates
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_package_rows_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_blocked_dates_updated AFTER UPDATE ON safari_blocked_dates
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_package_rows_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_blocked_dates_deleted AFTER DELETE ON safari_blocked_dates
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_package_rows_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_bookings_inserted AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_bookings_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_bookings_updated AFTER UPDATE ON bookings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_bookings_changed();
--> statement-breakpoint
CREATE TRIGGER safari_search_bookings_deleted AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION safari_search_bookings_changed();
--> statement-breakpoint
SELECT safari_search_refresh(array(SELECT id FROM safari_packages));
