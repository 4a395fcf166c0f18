import {
  BOOKING_HORIZON_DAYS,
  SAFARI_LIMITS,
  SAFARI_MESSAGES,
  daysBetween,
  publishProblems,
  todayInTanzania,
  toMajorUnits,
  toMinorUnits,
  addDays,
  type DepartureInput,
  type OperatorSafari,
  type SafariInputParsed,
} from '@dala/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  destinations,
  safariBlockedDates,
  safariDepartures,
  safariImages,
  safariPackageDestinations,
  safariPackages,
  type StoredImageVariant,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { AppError, conflict, notFound, validationError } from '../../lib/errors';
import { imagesOf, indexSearchWords, liveHoldSeatsSql, seatsLeft } from '../safaris';

type Tx = Database;

/** A package of this operator, locked for the rest of the transaction; another operator's is 404. */
export async function ownPackage(db: Tx, operatorId: string, packageId: number, forUpdate = false) {
  const query = db
    .select()
    .from(safariPackages)
    .where(and(eq(safariPackages.id, packageId), eq(safariPackages.operatorId, operatorId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('safaris.safariNotFound');
  return row;
}

function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base && !/^\d+$/.test(base) ? base : `safari-${base || 'package'}`;
}

async function uniqueSlug(db: Tx, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  const taken = await db.execute(
    sql`select slug from safari_packages where (slug = ${base} or slug like ${`${base}-%`}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  const used = new Set(taken.rows.map((r) => String(r.slug)));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Destination slugs → ids, in order; unknown slugs are a field error. */
async function resolveDestinations(db: Tx, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: destinations.id, slug: destinations.slug })
    .from(destinations)
    .where(inArray(destinations.slug, slugs));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const unknown = slugs.filter((s) => !bySlug.has(s));
  if (unknown.length > 0) {
    throw validationError({
      destinations: [{ key: 'safaris.unknownDestination', values: { destinations: unknown.join(', ') } }],
    });
  }
  return slugs.map((s) => bySlug.get(s)!);
}

/**
 * Keeps the denormalised columns in step: the card's location, the searchable place names and the
 * lowest adult price (package price or an upcoming departure's override).
 */
export async function refreshDerived(db: Tx, packageId: number, today = todayInTanzania()): Promise<void> {
  await db.execute(sql`
    update safari_packages p set
      location = coalesce((select d.name from safari_package_destinations pd join destinations d on d.id = pd.destination_id
                           where pd.package_id = p.id order by pd.position limit 1), ''),
      search_places = coalesce((select string_agg(distinct x.v, ' ') from (
                           select d.name as v from safari_package_destinations pd join destinations d on d.id = pd.destination_id where pd.package_id = p.id
                           union select d.region from safari_package_destinations pd join destinations d on d.id = pd.destination_id where pd.package_id = p.id) x), ''),
      destination_ids = coalesce((select array_agg(pd.destination_id order by pd.position) from safari_package_destinations pd
                           where pd.package_id = p.id), '{}'::uuid[]),
      from_price_cents = least(p.adult_price_cents, coalesce((select min(sd.adult_price_cents) from safari_departures sd
                           where sd.package_id = p.id and sd.start_date > ${today} and sd.adult_price_cents is not null), p.adult_price_cents)),
      updated_at = now()
    where p.id = ${packageId}`);
  await indexSearchWords(db, [packageId]);
}

async function checkPublishable(db: Tx, user: AuthUser, packageId: number, today = todayInTanzania()) {
  if (!user.is_verified) throw new AppError(403, 'verification_required', SAFARI_MESSAGES.unverifiedPublish);
  const pkg = await ownPackage(db, user.id, packageId);
  const counts = await db.execute(sql`
    select (select count(*) from safari_package_destinations where package_id = ${packageId})::int as destinations,
           (select count(*) from safari_images where package_id = ${packageId})::int as images,
           (select count(*) from safari_images where package_id = ${packageId} and is_cover)::int as covers,
           (select count(*) from safari_departures where package_id = ${packageId} and start_date > ${today})::int as departures`);
  const c = counts.rows[0]!;
  const problems = publishProblems({
    title: pkg.title,
    summary: pkg.summary,
    description: pkg.description,
    destinations: Number(c.destinations),
    duration_days: pkg.durationDays,
    itinerary_days: pkg.itinerary.length,
    inclusions: pkg.inclusions.length,
    adult_price_usd: toMajorUnits(pkg.adultPriceCents),
    images: Number(c.images),
    has_cover: Number(c.covers) > 0,
    is_private: pkg.isPrivate,
    upcoming_departures: Number(c.departures),
  });
  if (Object.keys(problems).length > 0) {
    throw validationError(problems, {
      key: 'safaris.cannotPublishYet',
      values: { reason: Object.values(problems)[0]![0]! },
    });
  }
}

export async function toOperatorSafari(
  db: Tx,
  packageId: number,
  today = todayInTanzania(),
): Promise<OperatorSafari> {
  const [pkg] = await db.select().from(safariPackages).where(eq(safariPackages.id, packageId));
  if (!pkg) throw notFound('safaris.safariNotFound');
  const dests = await db
    .select({ slug: destinations.slug, name: destinations.name, region: destinations.region })
    .from(safariPackageDestinations)
    .innerJoin(destinations, eq(destinations.id, safariPackageDestinations.destinationId))
    .where(eq(safariPackageDestinations.packageId, packageId))
    .orderBy(asc(safariPackageDestinations.position));
  const counts = await db.execute(sql`
    select (select count(*) from safari_departures where package_id = ${packageId} and start_date > ${today})::int as departures,
           (select count(*) from bookings where package_id = ${packageId}
              and (status in ('confirmed', 'completed', 'cancelled') or (status = 'pending_payment' and hold_expires_at > now())))::int as bookings`);
  return {
    id: pkg.id,
    slug: pkg.slug,
    title: pkg.title,
    summary: pkg.summary,
    description: pkg.description,
    destinations: dests,
    duration_days: pkg.durationDays,
    itinerary: pkg.itinerary,
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    tier: pkg.tier,
    is_private: pkg.isPrivate,
    max_group_size: pkg.maxGroupSize,
    adult_price_usd: toMajorUnits(pkg.adultPriceCents),
    child_price_usd: toMajorUnits(pkg.childPriceCents),
    deposit_percent: pkg.depositPercent,
    balance_due_days: pkg.balanceDueDays,
    min_notice_days: pkg.minNoticeDays,
    status: pkg.status,
    images: await imagesOf(db, packageId),
    rating: Math.round(pkg.ratingAvg * 10) / 10,
    review_count: pkg.reviewCount,
    upcoming_departures: Number(counts.rows[0]?.departures ?? 0),
    bookings_count: Number(counts.rows[0]?.bookings ?? 0),
    created_at: pkg.createdAt.toISOString(),
    updated_at: pkg.updatedAt.toISOString(),
    published_at: pkg.publishedAt?.toISOString() ?? null,
  };
}

export async function listOperatorSafaris(
  db: Database,
  operatorId: string,
  q: { status?: 'draft' | 'published' | 'archived'; page: number; page_size: number },
) {
  const where = q.status
    ? and(eq(safariPackages.operatorId, operatorId), eq(safariPackages.status, q.status))
    : eq(safariPackages.operatorId, operatorId);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(safariPackages)
    .where(where);
  const rows = await db
    .select({ id: safariPackages.id })
    .from(safariPackages)
    .where(where)
    .orderBy(sql`${safariPackages.updatedAt} desc, ${safariPackages.id} desc`)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const items: OperatorSafari[] = [];
  for (const r of rows) items.push(await toOperatorSafari(db, r.id));
  return { items, total: Number(total), page: q.page, page_size: q.page_size };
}

function packageValues(input: SafariInputParsed) {
  return {
    title: input.title,
    summary: input.summary,
    description: input.description,
    durationDays: input.duration_days,
    itinerary: input.itinerary.map((d) => ({ ...d })),
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    tier: input.tier,
    isPrivate: input.is_private,
    maxGroupSize: input.max_group_size,
    adultPriceCents: toMinorUnits(input.adult_price_usd),
    childPriceCents: toMinorUnits(input.child_price_usd),
    depositPercent: input.deposit_percent,
    balanceDueDays: input.balance_due_days,
    minNoticeDays: input.min_notice_days,
  };
}

async function setDestinations(db: Tx, packageId: number, slugs: string[]) {
  const ids = await resolveDestinations(db, slugs);
  await db.delete(safariPackageDestinations).where(eq(safariPackageDestinations.packageId, packageId));
  if (ids.length > 0) {
    await db
      .insert(safariPackageDestinations)
      .values(ids.map((destinationId, position) => ({ packageId, destinationId, position })));
  }
}

export async function createOperatorSafari(
  db: Database,
  user: AuthUser,
  input: SafariInputParsed,
): Promise<number> {
  if (input.status === 'published' && !user.is_verified) {
    throw new AppError(403, 'verification_required', SAFARI_MESSAGES.unverifiedPublish);
  }
  if (input.status === 'archived') throw validationError({ status: ['safaris.newSafariIsDraft'] });
  return db.transaction(async (tx) => {
    const values = packageValues(input);
    const [row] = await tx
      .insert(safariPackages)
      .values({
        ...values,
        operatorId: user.id,
        slug: await uniqueSlug(tx, input.title),
        fromPriceCents: values.adultPriceCents,
        status: 'draft',
      })
      .returning({ id: safariPackages.id });
    const id = row!.id;
    await setDestinations(tx, id, input.destinations);
    await refreshDerived(tx, id);
    if (input.status === 'published') {
      await checkPublishable(tx, user, id);
      await tx
        .update(safariPackages)
        .set({ status: 'published', publishedAt: sql`now()` })
        .where(eq(safariPackages.id, id));
    }
    return id;
  });
}

export async function updateOperatorSafari(
  db: Database,
  user: AuthUser,
  packageId: number,
  input: SafariInputParsed,
) {
  await db.transaction(async (tx) => {
    const current = await ownPackage(tx, user.id, packageId, true);
    const values = packageValues(input);
    if (current.isPrivate !== input.is_private) {
      const live = await tx.execute(sql`select 1 from bookings where package_id = ${packageId}
        and (status = 'confirmed' or (status = 'pending_payment' and hold_expires_at > now())) limit 1`);
      if (live.rows.length > 0) {
        throw conflict('safaris.kindLocked', {
          is_private: ['safaris.kindLocked'],
        });
      }
    }
    await tx
      .update(safariPackages)
      .set({
        ...values,
        slug: current.title === input.title ? current.slug : await uniqueSlug(tx, input.title, packageId),
      })
      .where(eq(safariPackages.id, packageId));
    await setDestinations(tx, packageId, input.destinations);
    await refreshDerived(tx, packageId);
    if (input.status === 'published') {
      await checkPublishable(tx, user, packageId);
      await tx
        .update(safariPackages)
        .set({ status: 'published', publishedAt: current.publishedAt ?? sql`now()` })
        .where(eq(safariPackages.id, packageId));
    } else {
      // Drafts and archived packages disappear from search; their bookings stay as they are.
      await tx.update(safariPackages).set({ status: input.status }).where(eq(safariPackages.id, packageId));
    }
  });
}

/** Packages that ever had a booking are archived (bookings stay intact); others are deleted. */
export async function deleteOperatorSafari(db: Database, user: AuthUser, packageId: number) {
  return db.transaction(async (tx) => {
    await ownPackage(tx, user.id, packageId, true);
    const used = await tx.execute(sql`select 1 from bookings where package_id = ${packageId} limit 1`);
    if (used.rows.length > 0) {
      await tx
        .update(safariPackages)
        .set({ status: 'archived', updatedAt: sql`now()` })
        .where(eq(safariPackages.id, packageId));
      return { id: packageId, result: 'archived' as const, variants: [] as StoredImageVariant[] };
    }
    const images = await tx
      .select({ variants: safariImages.variants })
      .from(safariImages)
      .where(eq(safariImages.packageId, packageId));
    await tx.delete(safariPackages).where(eq(safariPackages.id, packageId));
    return { id: packageId, result: 'deleted' as const, variants: images.flatMap((i) => i.variants) };
  });
}

// ── Images ────────────────────────────────────────────────────────────────────────────────────────

export async function addImage(
  db: Database,
  user: AuthUser,
  packageId: number,
  image: { variants: StoredImageVariant[]; width: number; height: number; alt: string; makeCover: boolean },
) {
  await db.transaction(async (tx) => {
    await ownPackage(tx, user.id, packageId, true);
    const existing = await tx
      .select({ id: safariImages.id, position: safariImages.position, isCover: safariImages.isCover })
      .from(safariImages)
      .where(eq(safariImages.packageId, packageId));
    if (existing.length >= SAFARI_LIMITS.imagesMax) {
      throw validationError({
        file: [{ key: 'safaris.tooManyImages', values: { max: SAFARI_LIMITS.imagesMax } }],
      });
    }
    const cover = image.makeCover || !existing.some((i) => i.isCover);
    if (cover)
      await tx.update(safariImages).set({ isCover: false }).where(eq(safariImages.packageId, packageId));
    await tx.insert(safariImages).values({
      packageId,
      position: existing.reduce((m, i) => Math.max(m, i.position + 1), 0),
      isCover: cover,
      kind: 'upload',
      variants: image.variants,
      width: image.width,
      height: image.height,
      alt: image.alt,
    });
    await tx
      .update(safariPackages)
      .set({ updatedAt: sql`now()` })
      .where(eq(safariPackages.id, packageId));
  });
}

export async function reorderImages(
  db: Database,
  user: AuthUser,
  packageId: number,
  order: { image_ids: number[]; cover_image_id?: number },
) {
  await db.transaction(async (tx) => {
    await ownPackage(tx, user.id, packageId, true);
    const rows = await tx
      .select({ id: safariImages.id })
      .from(safariImages)
      .where(eq(safariImages.packageId, packageId));
    const ids = new Set(rows.map((r) => r.id));
    if (
      order.image_ids.length !== ids.size ||
      !order.image_ids.every((id) => ids.has(id)) ||
      new Set(order.image_ids).size !== ids.size
    ) {
      throw validationError({ image_ids: ['safaris.imageOrderIncomplete'] });
    }
    if (order.cover_image_id !== undefined && !ids.has(order.cover_image_id)) {
      throw validationError({ cover_image_id: ['safaris.coverNotOwnImage'] });
    }
    for (const [position, id] of order.image_ids.entries()) {
      const set: { position: number; isCover?: boolean } = { position };
      if (order.cover_image_id !== undefined) set.isCover = id === order.cover_image_id;
      await tx.update(safariImages).set(set).where(eq(safariImages.id, id));
    }
  });
}

export async function deleteImage(db: Database, user: AuthUser, packageId: number, imageId: number) {
  return db.transaction(async (tx) => {
    const pkg = await ownPackage(tx, user.id, packageId, true);
    const [image] = await tx
      .select()
      .from(safariImages)
      .where(and(eq(safariImages.id, imageId), eq(safariImages.packageId, packageId)));
    if (!image) throw notFound('safaris.imageNotFound');
    const others = await tx.execute(
      sql`select id from safari_images where package_id = ${packageId} and id <> ${imageId} order by position, id`,
    );
    if (pkg.status === 'published' && others.rows.length === 0) {
      throw conflict('safaris.publishedNeedsImage', {
        images: ['safaris.publishedNeedsImage'],
      });
    }
    await tx.delete(safariImages).where(eq(safariImages.id, imageId));
    if (image.isCover && others.rows[0]) {
      await tx
        .update(safariImages)
        .set({ isCover: true })
        .where(eq(safariImages.id, Number(others.rows[0].id)));
    }
    return image.variants;
  });
}

// ── Departures and blocked dates ──────────────────────────────────────────────────────────────────

export async function listDepartures(db: Database, packageId: number, today = todayInTanzania()) {
  const rows = await db.execute(sql`
    select d.id, d.package_id, to_char(d.start_date, 'YYYY-MM-DD') as start_date, d.capacity, d.seats_booked,
      ${liveHoldSeatsSql(sql`d.id`)}::int as seats_held, d.adult_price_cents, d.child_price_cents,
      (select count(*) from bookings b where b.departure_id = d.id and (b.status in ('confirmed', 'completed')
         or (b.status = 'pending_payment' and b.hold_expires_at > now())))::int as bookings_count,
      p.duration_days
    from safari_departures d join safari_packages p on p.id = d.package_id
    where d.package_id = ${packageId} and d.start_date >= ${addDays(today, -60)}
    order by d.start_date`);
  return rows.rows.map((r) => {
    const seats = {
      capacity: Number(r.capacity),
      seats_booked: Number(r.seats_booked),
      seats_held: Number(r.seats_held),
    };
    return {
      id: Number(r.id),
      package_id: Number(r.package_id),
      start_date: String(r.start_date),
      end_date: addDays(String(r.start_date), Number(r.duration_days) - 1),
      ...seats,
      seats_left: seatsLeft(seats),
      adult_price_usd: r.adult_price_cents === null ? null : toMajorUnits(Number(r.adult_price_cents)),
      child_price_usd: r.child_price_cents === null ? null : toMajorUnits(Number(r.child_price_cents)),
      bookings_count: Number(r.bookings_count),
    };
  });
}

function checkFutureDate(field: string, date: string, today: string) {
  if (date <= today) throw validationError({ [field]: ['safaris.dateInPast'] });
  if (daysBetween(today, date) > BOOKING_HORIZON_DAYS)
    throw validationError({ [field]: ['safaris.dateTooFarAhead'] });
}

export async function createDeparture(
  db: Database,
  user: AuthUser,
  packageId: number,
  input: DepartureInput,
) {
  const today = todayInTanzania();
  checkFutureDate('start_date', input.start_date, today);
  return db.transaction(async (tx) => {
    const pkg = await ownPackage(tx, user.id, packageId, true);
    if (pkg.isPrivate) {
      throw validationError({
        start_date: ['safaris.privateHasNoDepartures'],
      });
    }
    const [row] = await tx
      .insert(safariDepartures)
      .values({
        packageId,
        startDate: input.start_date,
        capacity: input.capacity,
        adultPriceCents: input.adult_price_usd == null ? null : toMinorUnits(input.adult_price_usd),
        childPriceCents: input.child_price_usd == null ? null : toMinorUnits(input.child_price_usd),
      })
      .onConflictDoNothing()
      .returning({ id: safariDepartures.id });
    if (!row)
      throw conflict('safaris.departureExists', {
        start_date: ['safaris.departureExists'],
      });
    await refreshDerived(tx, packageId, today);
    return row.id;
  });
}

export async function updateDeparture(
  db: Database,
  user: AuthUser,
  packageId: number,
  departureId: number,
  input: DepartureInput,
) {
  const today = todayInTanzania();
  await db.transaction(async (tx) => {
    await ownPackage(tx, user.id, packageId, true);
    await tx.execute(sql`select id from safari_departures where id = ${departureId} for update`);
    const result = await tx.execute(sql`
      select to_char(d.start_date, 'YYYY-MM-DD') as start_date, d.seats_booked, ${liveHoldSeatsSql(sql`d.id`)}::int as seats_held,
        (select count(*) from bookings b where b.departure_id = d.id and b.status <> 'expired')::int as bookings
      from safari_departures d where d.id = ${departureId} and d.package_id = ${packageId}`);
    const current = result.rows[0];
    if (!current) throw notFound('safaris.departureNotFound');
    const taken = Number(current.seats_booked) + Number(current.seats_held);
    if (input.capacity < taken) {
      throw conflict(
        { key: 'safaris.seatsTaken', values: { count: taken } },
        {
          capacity: [{ key: 'safaris.capacityBelowTaken', values: { count: taken } }],
        },
      );
    }
    if (input.start_date !== current.start_date) {
      if (Number(current.bookings) > 0) {
        throw conflict('safaris.departureDateLocked', {
          start_date: ['safaris.departureDateLocked'],
        });
      }
      checkFutureDate('start_date', input.start_date, today);
    }
    try {
      await tx
        .update(safariDepartures)
        .set({
          startDate: input.start_date,
          capacity: input.capacity,
          adultPriceCents: input.adult_price_usd == null ? null : toMinorUnits(input.adult_price_usd),
          childPriceCents: input.child_price_usd == null ? null : toMinorUnits(input.child_price_usd),
        })
        .where(eq(safariDepartures.id, departureId));
    } catch (err) {
      if (
        (err as { code?: string }).code === '23505' ||
        String((err as Error).message).includes('safari_departures_package_date_key')
      ) {
        throw conflict('safaris.departureExists', {
          start_date: ['safaris.departureExists'],
        });
      }
      throw err;
    }
    await refreshDerived(tx, packageId, today);
  });
}

export async function deleteDeparture(db: Database, user: AuthUser, packageId: number, departureId: number) {
  await db.transaction(async (tx) => {
    await ownPackage(tx, user.id, packageId, true);
    await tx.execute(sql`select id from safari_departures where id = ${departureId} for update`);
    const [dep] = await tx
      .select({ id: safariDepartures.id })
      .from(safariDepartures)
      .where(and(eq(safariDepartures.id, departureId), eq(safariDepartures.packageId, packageId)));
    if (!dep) throw notFound('safaris.departureNotFound');
    const used = await tx.execute(sql`select 1 from bookings where departure_id = ${departureId} limit 1`);
    if (used.rows.length > 0) {
      throw conflict('safaris.departureHasBookings');
    }
    await tx.delete(safariDepartures).where(eq(safariDepartures.id, departureId));
    await refreshDerived(tx, packageId);
  });
}

export async function listBlockedDates(db: Database, packageId: number) {
  const rows = await db.execute(sql`
    select to_char(date, 'YYYY-MM-DD') as date, reason from safari_blocked_dates
    where package_id = ${packageId} and date >= ${todayInTanzania()} order by date`);
  return rows.rows.map((r) => ({ date: String(r.date), reason: (r.reason as string | null) ?? null }));
}

export async function blockDates(
  db: Database,
  user: AuthUser,
  packageId: number,
  dates: string[],
  reason?: string,
) {
  const today = todayInTanzania();
  for (const d of dates) checkFutureDate('dates', d, today);
  await db.transaction(async (tx) => {
    const pkg = await ownPackage(tx, user.id, packageId, true);
    if (!pkg.isPrivate) {
      throw validationError({
        dates: ['safaris.groupCannotBlockDates'],
      });
    }
    const booked = await tx.execute(sql`
      select to_char(start_date, 'YYYY-MM-DD') as day from bookings where package_id = ${packageId}
        and start_date in (${sql.join(
          dates.map((d) => sql`${d}::date`),
          sql`, `,
        )})
        and (status = 'confirmed' or (status = 'pending_payment' and hold_expires_at > now())) limit 1`);
    if (booked.rows[0]) {
      throw conflict(
        { key: 'safaris.dateHasBookingCancelFirst', values: { date: String(booked.rows[0].day) } },
        {
          dates: [{ key: 'safaris.dateHasBooking', values: { date: String(booked.rows[0].day) } }],
        },
      );
    }
    await tx
      .insert(safariBlockedDates)
      .values([...new Set(dates)].map((date) => ({ packageId, date, reason: reason || null })))
      .onConflictDoNothing();
  });
}

export async function unblockDates(db: Database, user: AuthUser, packageId: number, dates: string[]) {
  await db.transaction(async (tx) => {
    await ownPackage(tx, user.id, packageId, true);
    await tx
      .delete(safariBlockedDates)
      .where(and(eq(safariBlockedDates.packageId, packageId), inArray(safariBlockedDates.date, dates)));
  });
}
