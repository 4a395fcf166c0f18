import type { BookingKind } from '@dala/shared';
import type { Database } from '../../db/client';
import type { BookingRow, NewBookingRow } from './bookings.repository';
import { safariKind } from './safari-kind';

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

/**
 * A kind of bookable item (a safari today, trip seats next). The booking core — hold, payment,
 * confirmation, cancellation, expiry — is the same for every kind; a kind says how its item is found,
 * locked, priced, taken and freed. Lock order: a kind's `resolve` and `lock` take the item's rows (for
 * a safari: package, then departure) before the core locks the booking row, then its payments.
 */
export interface BookableKind<Choice, Item> {
  readonly kind: BookingKind;
  /** Inside the hold's transaction: checks the traveler's choice and locks the item while its seats are counted. */
  resolve(tx: Database, travelerId: string, choice: Choice, today: string): Promise<Item>;
  /** The item's price and payment plan, and its columns of the booking row. */
  quote(item: Item, today: string): { quote: ItemQuote; columns: ItemColumns };
  /** Locks the item's rows of an existing booking, before the booking row. */
  lock(tx: Database, booking: BookingRow): Promise<void>;
  /** A booking whose hold ran out before its payment arrived: is its item still free for it? */
  stillAvailable(tx: Database, booking: BookingRow): Promise<boolean>;
  /** On confirmation: the held seats are taken for good. */
  commit(tx: Database, booking: BookingRow): Promise<void>;
  /** On cancelling a confirmed booking: its seats are free again. */
  release(tx: Database, booking: BookingRow): Promise<void>;
}

/** The kind of a stored booking: how its item is locked, re-checked, taken and freed. */
export function kindOf(booking: BookingRow): BookableKind<never, unknown> {
  switch (booking.kind) {
    case 'safari':
      return safariKind;
    case 'trip':
      // No route creates trip bookings until the transport booking flow lands (issue 13).
      throw new Error('Trip bookings are not available yet.');
  }
}
