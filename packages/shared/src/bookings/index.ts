export * from './states';
export * from './bookings';
