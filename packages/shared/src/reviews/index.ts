/** Contracts and rules of `reviews` (issue 15). */
export * from './routes';
export * from './rules';
export * from './schemas';
