export * from './constants';
export * from './messages';
export * from './problems';
export * from './seat-layout';
