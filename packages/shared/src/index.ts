export * from './constants';
export * from './api-error';
export * from './pagination';
export * from './health';
export * from './search';
export * from './content';
