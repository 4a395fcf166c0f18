/** Contracts and rules of `messaging` (issue 15). */
export * from './messaging';
export * from './routes';
