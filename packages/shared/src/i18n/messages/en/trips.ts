/** English texts of the catalog's `trips` section (assembled in ../en.ts): a transporter's routes, fares,
 * schedules and trips, and the changes and cancellations of trips after sale. */
export default {
  routeNotFound: 'We could not find that route.',
  tripNotFound: 'We could not find that trip.',
  scheduleNotFound: 'We could not find that schedule.',
  vehicleNotFound: 'We could not find that vehicle.',
  driverNotFound: 'We could not find that driver.',
  // Routes
  routeNameTooLong: 'A route name is at most 120 characters',
  stopsRequired: 'Add the stops of the route',
  faresRequired: 'Add the fares of the route',
  stopPlaceNotText: 'Each stop needs a town',
  stopMinutesNotNumber: 'Minutes after departure must be a number',
  stopFlagInvalid: 'Say whether passengers may board and get off here',
  fareNotNumber: 'A fare must be a number of shillings',
  farePairInvalid: 'A fare is for a pair of stops of the route',
  refundBandInvalid: 'A refund band has hours before departure and a percentage',
  routeStopsLocked:
    'This route has trips on sale or with passengers, so its stops cannot change. You can still rename it and change its fares (new fares apply to new sales only); for other stops, create a new route.',
  routeArchived: 'This route is archived: it takes no new trips or schedules.',
  routeHasUpcomingTrips_one:
    'This route still has {{count}} upcoming trip or active schedule: cancel or end it before archiving the route.',
  routeHasUpcomingTrips_other:
    'This route still has {{count}} upcoming trips or active schedules: cancel or end them before archiving it.',
  // Trips
  departureTimeInvalid: 'Enter the departure time as HH:MM',
  departureInPast: 'Choose a departure in the future',
  departureTaken: 'Another trip of the same schedule already departs then: choose another time',
  salesCutoffInvalid: 'Sales close 0 to 4320 minutes (72 hours) before departure, in whole minutes',
  driverRequiredOnSale: 'Assign a driver before the trip goes on sale',
  vehicleBusy: 'This vehicle is already on a trip at that time ({{trip}})',
  vehicleTooSmall_one:
    'Vehicle {{plate}} has {{seats}} seats but {{count}} seat is already taken on this trip: choose a larger vehicle',
  vehicleTooSmall_other:
    'Vehicle {{plate}} has {{seats}} seats but {{count}} seats are already taken on this trip: choose a larger vehicle',
  tripNotChangeable: 'This trip is {{status}}: it can no longer be changed',
  tripCannotPublish: 'This trip is {{status}}: it cannot go on sale',
  tripSalesWouldBeClosed:
    'Online sales for this trip would already be closed: choose a later departure or a shorter sales cut-off',
  publishNeedsVerification: 'Your company must be verified before trips go on sale',
  nothingToChange: 'Change the vehicle, the driver, the departure or the sales cut-off',
  cancelReasonRequired: 'Tell passengers why the trip is cancelled',
  cancelReasonTooLong: 'The reason is at most 500 characters',
  tripAlreadyCancelled: 'This trip is already cancelled',
  statusScheduled: 'scheduled',
  statusOnSale: 'on sale',
  statusDeparted: 'departed',
  statusCompleted: 'completed',
  statusCancelled: 'cancelled',
  // Schedules
  weekdaysRequired: 'Choose at least one day of the week',
  scheduleEnded: 'This schedule has already ended',
  scheduleEndedReason: 'The timetable this trip belonged to has ended',
  // Changes after sale: notifications and mails to passengers
  tripChangedTitle: 'Your trip has changed',
  vehicleChangedMessage:
    'Your trip {{route}} on {{departure}} ({{reference}}) now runs with vehicle {{plate}}. Your seat {{seats}} is kept.',
  vehicleChangedSeatLostMessage:
    'Your trip {{route}} on {{departure}} ({{reference}}) now runs with vehicle {{plate}}, which has no seat {{seats}}. You may cancel this booking for a full refund, or travel and be seated on board.',
  departureChangedMessage:
    'Your trip {{route}} ({{reference}}) now departs on {{departure}} instead of {{previous}}.',
  changeMailSubject: 'Your trip {{route}} has changed ({{reference}})',
  changeMailText: 'Hello,\n\n{{message}}\n\nYour booking: {{link}}\n\nDala Rides',
};
