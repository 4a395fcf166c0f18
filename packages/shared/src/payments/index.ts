export * from './payments';
