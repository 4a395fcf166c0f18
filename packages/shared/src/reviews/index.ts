/** Contracts and rules of `reviews` (issue 15). */
export * from './routes';
