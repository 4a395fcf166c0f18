/** Contracts and rules of `deals` (issue 15). */
export * from './routes';
