import { ERROR_CODES, type ApiError, type ErrorCode } from '@dala/shared';

export type FieldErrors = Record<string, string[]>;

/**
 * An error a service throws on purpose. The one error handler (lib/error-handler.ts) turns it into the
 * answer `{ detail, code, fields? }` with its status code.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    detail: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }

  toBody(): ApiError {
    return this.fields
      ? { detail: this.message, code: this.code, fields: this.fields }
      : { detail: this.message, code: this.code };
  }
}

export const badRequest = (detail: string, fields?: FieldErrors) =>
  new AppError(400, ERROR_CODES.badRequest, detail, fields);
/** Field errors keyed by the form's own field names. */
export const validationError = (fields: FieldErrors, detail = firstMessage(fields)) =>
  new AppError(400, ERROR_CODES.validation, detail, fields);
export const unauthenticated = (detail = 'Authentication required') =>
  new AppError(401, ERROR_CODES.unauthenticated, detail);
export const forbidden = (detail = "You don't have permission to do this") =>
  new AppError(403, ERROR_CODES.forbidden, detail);
export const notFound = (detail = 'Not found') => new AppError(404, ERROR_CODES.notFound, detail);
export const conflict = (detail: string, fields?: FieldErrors) =>
  new AppError(409, ERROR_CODES.conflict, detail, fields);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, detail, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

function firstMessage(fields: FieldErrors): string {
  for (const messages of Object.values(fields)) if (messages[0]) return messages[0];
  return 'Invalid input';
}
