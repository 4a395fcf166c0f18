export * from './dates';
export * from './range';
export * from './travelers';
export * from './query';
export * from './destinations';
export * from './routes';
export * from './alternatives';
export * from './default-dates';
