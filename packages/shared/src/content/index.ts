export * from './contact';
export * from './newsletter';
export * from './routes';
