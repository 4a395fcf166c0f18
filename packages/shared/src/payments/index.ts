export * from './payments';
export * from './routes';
