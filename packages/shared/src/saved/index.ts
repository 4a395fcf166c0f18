/** Contracts and rules of `saved` (issue 15). */
export * from './routes';
