/** Contracts and rules of `saved` (issue 15). */
export * from './constants';
export * from './contracts';
export * from './rules';
export * from './routes';
