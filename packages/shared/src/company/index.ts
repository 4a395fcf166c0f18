/** Contracts and rules of `company` (issue 15). */
export * from './routes';
