export * from './contract';
export * from './routes';
