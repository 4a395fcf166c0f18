/** Identity building blocks other features use: guards, tokens, sessions. */
export * from './guards';
export { requireCsrfHeader } from './csrf';
export { isCommonPassword } from './common-passwords';
export { isUuid } from './uuid';
