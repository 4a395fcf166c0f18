/** What other modules (and the demo seed) may use of trip planning. */
export { generateScheduleTrips, type GeneratedTrips, type ScheduleRow } from './schedules.service';
export { lockOwnTrip } from './trips.repository';
