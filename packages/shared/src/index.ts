export * from './constants';
export * from './api-error';
export * from './pagination';
export * from './health';
export * from './auth';
export * from './search';
export * from './content';
export * from './safaris';
