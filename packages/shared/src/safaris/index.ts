export * from './constants';
export * from './dates';
export * from './rules';
export * from './schemas';
export * from './operator';
export * from './publishing';
export * from './routes';
