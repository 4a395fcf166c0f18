export * from './languages';
export * from './language-schema';
export * from './translate';
export * from './language-choice';
