export * from './states';
export * from './bookings';
export * from './amounts';
export * from './routes';
