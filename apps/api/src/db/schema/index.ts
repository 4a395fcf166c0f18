/** The whole Drizzle schema: one file per feature, re-exported here for drizzle-kit and the client. */
export * from './users';
export * from './destinations';
export * from './content';
export * from './safaris';
export * from './bookings';
export * from './payments';
export * from './auth';
export * from './notifications';
export * from './jobs';
export * from './transport';
export * from './money';
export * from './audit';
export * from './analytics';
export * from './saved';
export * from './messaging';
export * from './reviews';
export * from './deals';
