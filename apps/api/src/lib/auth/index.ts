/** Identity building blocks other features use: guards, tokens, sessions, rate limits. */
export * from './guards';
export { requireCsrfHeader } from './csrf';
export { hitRateLimit, peekRateLimit, resetRateLimit } from './rate-limit';
export { isCommonPassword } from './common-passwords';
export { isUuid } from './uuid';
