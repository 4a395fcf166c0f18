export * from './languages';
export * from './language-schema';
export * from './translate';
