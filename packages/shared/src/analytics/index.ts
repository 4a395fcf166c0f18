/** Contracts and rules of `analytics` (issue 15). */
export * from './contracts';
export * from './periods';
export * from './routes';
