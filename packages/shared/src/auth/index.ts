export * from './constants';
export * from './messages';
export * from './phone-countries';
export * from './schemas';
export * from './notifications';
export * from './redirect';
export * from './routes';
