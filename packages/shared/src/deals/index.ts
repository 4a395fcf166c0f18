/** Contracts and rules of `deals` (issue 15). */
export * from './code';
export * from './rules';
export * from './schemas';
export * from './routes';
