/** Contracts and rules of `company` (issue 15). */
export * from './constants';
export * from './routes';
export * from './schemas';
export * from './slug';
