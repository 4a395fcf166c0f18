/** Contracts and rules of `analytics` (issue 15). */
export * from './routes';
