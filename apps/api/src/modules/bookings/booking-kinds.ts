import type { BookingKind, Message, RefundQuoteResponse } from '@dala/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MessageRef } from '../../lib/errors';
import type { BookingRow, NewBookingRow } from './bookings.repository';
import { safariKind } from './safari-kind';
import { tripKind } from './trip-kind';

/** What an item puts in the common booking row: its own columns, the party and the dates. */
export type ItemColumns = Omit<
  NewBookingRow,
  | 'id'
  | 'reference'
  | 'travelerId'
  | 'leadName'
  | 'leadEmail'
  | 'leadPhone'
  | 'specialRequests'
  | 'status'
  | 'holdExpiresAt'
  | 'idempotencyKey'
  | 'idempotencyFingerprint'
  | keyof ItemQuote
>;

/** The price and payment plan of an item, in minor units. */
export interface ItemQuote {
  currency: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  payInFull: boolean;
  balanceDueDate: string | null;
  processingFeePercent: number;
}

/** What a kind needs beyond the transaction: the configuration (a trip's tickets are signed with its key). */
export interface KindContext {
  config: Config;
}

/**
 * What cancelling a booking now would give back, by its kind's rules (a safari's policy by days, a
 * trip's transporter bands by hours): the API's quote, the amount, the refund row's reason, and why a
 * traveler may not cancel at all (a trip that has left).
 */
export interface KindRefund {
  quote: Omit<RefundQuoteResponse, 'booking_id' | 'can_cancel'>;
  refundCents: number;
  /** Why, as a catalog message: kept on the refund (in English too), shown in the traveler's language. */
  reason: Message;
  /** Set when this party may not cancel now: the 409's message. */
  refusal: MessageRef | null;
}

/**
 * A kind of bookable item (a safari today, trip seats next). The booking core — hold, payment,
 * confirmation, cancellation, expiry — is the same for every kind; a kind says how its item is found,
 * locked, priced, taken and freed. Lock order: a kind's `resolve` and `lock` take the item's rows (for
 * a safari: package, then departure) before the core locks the booking row, then its payments.
 */
export interface BookableKind<Choice, Item> {
  readonly kind: BookingKind;
  /** How long a new booking holds its item while the traveler pays. */
  readonly holdMinutes: number;
  /** Inside the hold's transaction: checks the traveler's choice and locks the item while its seats are counted. */
  resolve(tx: Database, travelerId: string, choice: Choice, today: string): Promise<Item>;
  /** The item's price and payment plan, and its columns of the booking row. */
  quote(item: Item, today: string): { quote: ItemQuote; columns: ItemColumns };
  /** Once the booking row exists, in the hold's transaction: the item's own rows (a trip's seat
   * reservations, which the database refuses when they would sell a seat twice). */
  place(tx: Database, bookingId: string, item: Item): Promise<void>;
  /** Locks the item's rows of an existing booking, before the booking row. */
  lock(tx: Database, booking: BookingRow): Promise<void>;
  /** A booking whose hold ran out before its payment arrived: is its item still free for it? */
  stillAvailable(tx: Database, booking: BookingRow): Promise<boolean>;
  /** On confirmation: the held seats are taken for good (a trip's tickets are issued). */
  commit(tx: Database, booking: BookingRow, context: KindContext): Promise<void>;
  /** On cancelling a booking (pending or confirmed, `booking` as it was before): its seats are free again. */
  release(tx: Database, booking: BookingRow, context: KindContext): Promise<void>;
  /** What cancelling now gives back, cancelled by the traveler or by the operator (everything). */
  refund(db: Database, booking: BookingRow, by: 'traveler' | 'operator', now: Date): Promise<KindRefund>;
}

/** The kind of a stored booking: how its item is locked, re-checked, taken and freed. */
export function kindOf(booking: BookingRow): BookableKind<never, unknown> {
  switch (booking.kind) {
    case 'safari':
      return safariKind;
    case 'trip':
      return tripKind;
  }
}
