/** English texts of the catalog's `trips` section (assembled in ../en.ts): a transporter's routes, fares,
 * schedules and trips, and the changes and cancellations of trips after sale. */
export default {
  routeNotFound: 'We could not find that route.',
  tripNotFound: 'We could not find that trip.',
};
