import {
  HOLD_MINUTES,
  computeRefund,
  refundSchedule,
  seatsFor,
  toMinorUnits,
  todayInTanzania,
  type Message,
} from '@dala/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { safariDepartures } from '../../db/schema';
import { conflict } from '../../lib/errors';
import {
  assertBookable,
  buildQuote,
  loadPackageForBooking,
  resolveTrip,
  subtotalCents,
  type PackageForBooking,
  type ResolvedTrip,
} from '../safaris';
import { applyDeal, type DealApplication } from '../deals';
import type { BookableKind } from './booking-kinds';
import { asSafariBooking, type BookingRow } from './bookings.repository';

/** What a traveler chooses of a safari: a departure (group tour) or a date (private tour), and the party. */
export interface SafariChoice {
  safari_id: number;
  departure_id?: number;
  date?: string;
  adults: number;
  children: number;
  infants: number;
  /** A deal's code (upper-cased by the contract); the server picks the deal, never the client. */
  deal_code?: string;
}

interface SafariItem {
  pkg: PackageForBooking;
  trip: ResolvedTrip;
  choice: SafariChoice;
  deal: DealApplication;
}

async function lockPackage(tx: Database, packageId: number, strength: 'no key update' | 'key share') {
  await tx.execute(sql`select id from safari_packages where id = ${packageId} for ${sql.raw(strength)}`);
}

/**
 * A safari departure's seats (group tour) or a private tour's date. Seats of a departure count as taken
 * by its confirmed bookings (`seats_booked`) plus live holds; a private date by any live booking.
 */
export const safariKind: BookableKind<SafariChoice, SafariItem> = {
  kind: 'safari',
  holdMinutes: HOLD_MINUTES,

  async resolve(tx, travelerId, choice, today) {
    const pkg = await loadPackageForBooking(tx, choice.safari_id);
    assertBookable(pkg);
    if (pkg.operator_id === travelerId) throw conflict('bookings.ownSafari');
    // Group tour: the package before the departure, as every flow locks them (the insert takes this KEY
    // SHARE anyway, but after the departure: an operator editing the departure, who holds the package and
    // waits for the departure, would deadlock with it). A private tour's package is locked FOR UPDATE by
    // resolveTrip, which a KEY SHARE taken first would turn into a deadlock between two bookings of it.
    if (!pkg.is_private) await lockPackage(tx, pkg.id, 'key share');
    const trip = await resolveTrip(tx, pkg, choice, seatsFor(choice), { lock: true, today });
    // After the item's rows (the lock order): the listing's capped deals are locked while their uses count.
    const deal = await applyDeal(
      tx,
      { kind: 'safari', packageId: pkg.id },
      {
        priceCents: subtotalCents(trip, choice),
        travelDate: trip.startDate,
        code: choice.deal_code,
        today,
        lock: true,
      },
    );
    return { pkg, trip, choice, deal };
  },

  quote({ pkg, trip, choice, deal }, today) {
    const q = buildQuote(pkg, trip, choice, today, deal);
    return {
      quote: {
        currency: 'USD',
        subtotalCents: toMinorUnits(q.subtotal_usd),
        discountCents: toMinorUnits(q.discount_usd),
        totalCents: q.total_cents,
        depositPercent: pkg.deposit_percent,
        depositCents: toMinorUnits(q.deposit_usd),
        payInFull: q.pay_in_full,
        balanceDueDate: q.balance_due_date,
        processingFeePercent: pkg.processing_fee_percent,
      },
      columns: {
        kind: 'safari',
        packageId: pkg.id,
        departureId: trip.departureId,
        startDate: trip.startDate,
        endDate: trip.endDate,
        adults: choice.adults,
        children: choice.children,
        infants: choice.infants,
        seats: seatsFor(choice),
        adultPriceCents: trip.adultPriceCents,
        childPriceCents: trip.childPriceCents,
        dealId: q.deal_id,
      },
    };
  },

  // A safari's item is the booking row itself (package, departure, seats): nothing more to write.
  async place() {},

  // The package row FOR NO KEY UPDATE (what the search-entry refresh triggers take at the end of the
  // statement that changes a departure or a confirmed booking, taken first here so the order never
  // turns around; it does not block inserts referencing the package), then the group tour's departure.
  async lock(tx, row) {
    const booking = asSafariBooking(row);
    await lockPackage(tx, booking.packageId, 'no key update');
    if (booking.departureId != null) {
      await tx.execute(sql`select id from safari_departures where id = ${booking.departureId} for update`);
    }
  },

  async stillAvailable(tx, row) {
    const booking = asSafariBooking(row);
    const pkg = await loadPackageForBooking(tx, booking.packageId);
    if (!pkg || pkg.status !== 'published') return false;
    try {
      await resolveTrip(
        tx,
        pkg,
        booking.departureId != null ? { departure_id: booking.departureId } : { date: booking.startDate },
        booking.seats,
        { excludeBookingId: booking.id },
      );
      return true;
    } catch {
      return false;
    }
  },

  async commit(tx, booking) {
    await moveDepartureSeats(tx, booking, +1);
  },

  // A pending hold never counted in seats_booked: only a confirmed booking gives its seats back.
  async release(tx, booking) {
    if (booking.status === 'confirmed') await moveDepartureSeats(tx, booking, -1);
  },

  // The safari policy by days before departure (packages/shared computeRefund); an operator refunds all.
  async refund(_db, booking, by, now) {
    const quote = computeRefund({
      paidCents: booking.paidCents - booking.refundedCents,
      departureDate: booking.startDate,
      today: todayInTanzania(now),
      cancelledBy: by,
      processingFeePercent: booking.processingFeePercent,
    });
    return {
      quote: {
        ...quote,
        currency: 'USD',
        refund_schedule: refundSchedule(booking.startDate, booking.processingFeePercent),
      },
      refundCents: quote.refund_cents,
      reason: safariRefundReason(by, quote),
      refusal: null,
    };
  },
};

/** Why a safari booking's money goes back: the operator cancelled, or the traveler's band of the policy. */
function safariRefundReason(
  by: 'traveler' | 'operator',
  quote: { days_before_departure: number; refund_percent: number; processing_fee_cents: number },
): Message {
  if (by === 'operator') return { key: 'payments.refundReason.operatorCancelled' };
  return {
    key: quote.processing_fee_cents
      ? 'payments.refundReason.travelerCancelledDaysLessFee'
      : 'payments.refundReason.travelerCancelledDays',
    values: { count: quote.days_before_departure, percent: quote.refund_percent },
  };
}

/** A private tour has no departure row: its date is taken or free by its bookings alone. */
async function moveDepartureSeats(tx: Database, booking: BookingRow, sign: 1 | -1) {
  if (booking.departureId == null) return;
  await tx
    .update(safariDepartures)
    .set({ seatsBooked: sql`${safariDepartures.seatsBooked} + ${sign * booking.seats}` })
    .where(eq(safariDepartures.id, booking.departureId));
}
