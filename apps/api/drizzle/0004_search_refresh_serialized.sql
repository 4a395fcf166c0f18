-- Refreshes of one package are serialized before they read: a refresh reads packages and departures
-- with its statement's snapshot, so two transactions refreshing the same package at once could otherwise
-- write the older values over the newer ones (one fills departure 1 while the other changes departure 2).
-- The lock is the package row itself, FOR NO KEY UPDATE: it does not block foreign-key checks (inserting a
-- booking or departure), costs no lock-table slot (a bulk statement over 100 000 packages would run out of
-- advisory locks), is taken in id order, and last in every flow (the booking flows lock departure, package
-- and booking rows first). The DELETE and INSERT that follow each take a fresh snapshot, so they see
-- everything committed before the lock was granted.
CREATE OR REPLACE FUNCTION safari_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM safari_packages WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
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
END $$;
--> statement-breakpoint
-- Bookings only change a private tour's busy days when a confirmed booking appears, leaves that state
-- or moves: expiring holds, completing trips and recording payments no longer touch the search entries.
CREATE OR REPLACE FUNCTION safari_search_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM safari_search_refresh(array(
      SELECT DISTINCT c.package_id FROM changed c JOIN previous o ON o.id = c.id
        JOIN safari_packages p ON p.id = c.package_id AND p.is_private
      WHERE (c.status = 'confirmed') <> (o.status = 'confirmed')
         OR (c.status = 'confirmed' AND c.start_date IS DISTINCT FROM o.start_date)));
  ELSE
    PERFORM safari_search_refresh(array(
      SELECT DISTINCT c.package_id FROM changed c JOIN safari_packages p ON p.id = c.package_id AND p.is_private
      WHERE c.status = 'confirmed'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER safari_search_bookings_updated ON bookings;
--> statement-breakpoint
CREATE TRIGGER safari_search_bookings_updated AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION safari_search_bookings_changed();
