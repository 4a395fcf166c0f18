export * from './constants';
export * from './messages';
export * from './problems';
export * from './seat-layout';
export * from './segments';
export * from './fares';
export * from './refunds';
