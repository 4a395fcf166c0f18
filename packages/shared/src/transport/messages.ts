/**
 * English texts of the catalog's future `transport` section (issue 13). Kept here until the catalog
 * (packages/shared/src/i18n) takes it as `messages/en/transport.ts`, at which point TRANSPORT_MESSAGES
 * becomes `messageKeys('transport')` and this file keeps only re-exports. i18next format: `{{name}}`
 * interpolation; rows, columns and stops in params count from 1, as people do.
 */
export const transportMessagesEn = {
  // Seat layouts
  layoutDimensions:
    'A seat layout has {{minRows}} to {{maxRows}} rows and {{minColumns}} to {{maxColumns}} columns',
  layoutRowWidth: 'Row {{row}} must have {{columns}} cells like the others',
  layoutCellKind: 'Row {{row}}, column {{column}}: choose seat, aisle, door, driver or empty',
  layoutNoSeats: 'A seat layout needs at least one seat',
  layoutTooManySeats: 'A vehicle has at most {{max}} seats',
  layoutTwoDrivers: 'A vehicle has one driver’s seat',
  seatLabelEmpty: 'The seat in row {{row}}, column {{column}} needs a label',
  seatLabelTooLong: 'Seat label {{label}} is too long (at most {{max}} characters)',
  seatLabelInvalid: 'Seat label {{label}} may only use letters and digits',
  seatLabelDuplicate: 'Two seats are labelled {{label}}',
  // Routes
  routeStopCount: 'A route has {{min}} to {{max}} stops',
  stopPlaceRequired: 'Stop {{stop}} needs a town',
  stopPlaceTooLong: 'The town of stop {{stop}} is at most {{max}} characters',
  stopPointTooLong: 'The pick-up point of stop {{stop}} is at most {{max}} characters',
  stopMinutesInvalid: 'Stop {{stop}}: minutes after departure must be a whole number, 0 or more',
  firstStopMinutes: 'The first stop is at 0 minutes: the trip departs from it',
  stopMinutesNotIncreasing: 'Stop {{stop}} must come later than stop {{previous}}',
  routeTooLong: 'A route takes at most {{hours}} hours',
  firstStopBoarding: 'Passengers must be able to board at the first stop',
  lastStopAlighting: 'Passengers must be able to get off at the last stop',
  stopUnused: 'Stop {{stop}} allows neither boarding nor getting off',
  // Fares
  fareMissing: 'Set a fare from {{from}} to {{to}}',
  fareTwice: 'The fare from {{from}} to {{to}} is set twice',
  fareNotSellable: 'Tickets from {{from}} to {{to}} cannot be sold on this route: remove that fare',
  fareNotNumber: 'The fare from {{from}} to {{to}} must be a number',
  fareNotWhole: 'The fare from {{from}} to {{to}} must be whole shillings',
  fareNotPositive: 'The fare from {{from}} to {{to}} must be more than TZS 0',
  fareTooHigh: 'The fare from {{from}} to {{to}} is at most TZS {{max}}',
  // Vehicles
  plateInvalid: 'Enter a Tanzanian plate such as T 123 ABC',
  // Trips and schedules
  tripCancelled: 'This trip has been cancelled',
  tripDeparted: 'This trip has already left',
  tripNotOnSale: 'Tickets for this trip are not on sale',
  tripSalesClosed: 'Online sales for this trip have closed',
  scheduleDaysRequired: 'Choose at least one day of the week',
  scheduleDayInvalid: 'Days of the week are 1 (Monday) to 7 (Sunday)',
  scheduleTimeInvalid: 'Enter the departure time as HH:MM',
  scheduleDateInvalid: 'Enter a valid date',
  scheduleRangeBackwards: 'The last day must not be before the first',
  scheduleRangeTooLong: 'A schedule covers at most {{max}} days',
  scheduleStartsInPast: 'Choose a first day from today on',
  driverBusy: 'This driver is already on a trip at that time ({{trip}})',
  // Documents
  documentLatraLicence: 'LATRA road service licence',
  documentInsurance: 'insurance',
  documentInspection: 'inspection certificate',
  documentDrivingLicence: 'driving licence',
  vehicleDocumentMissing: 'Vehicle {{plate}} cannot be on a trip on sale: upload its {{document}}',
  vehicleDocumentPending: 'Vehicle {{plate}} cannot be on a trip on sale until its {{document}} is approved',
  vehicleDocumentRejected: 'Vehicle {{plate}} cannot be on a trip on sale: its {{document}} was rejected',
  vehicleDocumentExpired: 'Vehicle {{plate}} cannot be on a trip on sale: its {{document}} has expired',
  driverDocumentMissing: '{{name}} cannot drive a trip on sale: upload their {{document}}',
  driverDocumentPending: '{{name}} cannot drive a trip on sale until their {{document}} is approved',
  driverDocumentRejected: '{{name}} cannot drive a trip on sale: their {{document}} was rejected',
  driverDocumentExpired: '{{name}} cannot drive a trip on sale: their {{document}} has expired',
  // Refund bands
  refundBandCount: 'Set 1 to {{max}} refund bands',
  refundBandHours: 'A refund band starts 0 to {{max}} hours before departure, in whole hours',
  refundBandOrder: 'List refund bands from the earliest cancellation to the latest',
  refundBandPercent: 'A refund is a whole percentage from 0 to 100',
  refundBandRising: 'A refund cannot grow as departure gets closer',
  refundBandLast: 'The last refund band starts 0 hours before departure',
} as const;

export type TransportMessageName = keyof typeof transportMessagesEn;
export type TransportMessageKey = `transport.${TransportMessageName}`;

/** The section's keys by name (`TRANSPORT_MESSAGES.layoutNoSeats === 'transport.layoutNoSeats'`). */
export const TRANSPORT_MESSAGES = Object.freeze(
  Object.fromEntries(Object.keys(transportMessagesEn).map((name) => [name, `transport.${name}`])),
) as { readonly [N in TransportMessageName]: `transport.${N}` };
