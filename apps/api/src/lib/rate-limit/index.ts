/**
 * The one rate limiter, in the database so every API process shares it, with two ways of counting:
 * - `counter`: a fixed-window count per key (table rate_limits) — attempts (sign-in, password reset,
 *   password change, registration), reserved before the work so parallel requests cannot exceed it;
 * - `stored-rows`: the rows a key stored in a sliding window (contact messages, newsletter sign-ups),
 *   serialised per key, so only what was really accepted counts.
 */
export { hitRateLimit, peekRateLimit, resetRateLimit, type RateLimitState } from './counter';
export { withDatabaseRateLimit } from './stored-rows';
