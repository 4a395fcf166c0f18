/** What other modules may use of the safari catalog and its availability (bookings, operator-safaris). */
export {
  assertBookable,
  liveHoldSeatsSql,
  loadPackageForBooking,
  resolveTrip,
  seatsLeft,
  type PackageForBooking,
  type ResolvedTrip,
} from './availability';
export { buildQuote, cardsByIds, imagesOf, subtotalCents } from './catalog.service';
export { toSafariImage, type ImageRow } from './images';
export { indexSearchWords } from './search-words';
