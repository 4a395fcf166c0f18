import {
  ERROR_CODES,
  renderMessage,
  type ApiError,
  type ErrorCode,
  type Message,
  type MessageKey,
} from '@dala/shared';

/** A message key, or a key with its `{{x}}` values: rendered in the reader's language when answered. */
export type MessageRef = MessageKey | Message;
/** Field errors keyed by the form's own field names; each message a key (or key with values). */
export type FieldErrors = Record<string, MessageRef[]>;

/**
 * An error a service throws on purpose, carrying message keys (never written-out text). The one
 * error handler (lib/error-handler.ts) turns it into the answer `{ detail, code, fields? }` with its
 * status code, the texts in the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly detail: MessageRef;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    detail: MessageRef,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    // The English text as the Error message, for logs and stack traces.
    super(renderMessage('en', detail));
    this.detail = detail;
  }

  /** The answer body in `language`. */
  toBody(language: string): ApiError {
    const detail = renderMessage(language, this.detail);
    if (!this.fields) return { detail, code: this.code };
    const fields: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(this.fields)) {
      fields[name] = messages.map((message) => renderMessage(language, message));
    }
    return { detail, code: this.code, fields };
  }
}

export const badRequest = (detail: MessageRef, fields?: FieldErrors) =>
  new AppError(400, ERROR_CODES.badRequest, detail, fields);
/** Field errors keyed by the form's own field names. */
export const validationError = (fields: FieldErrors, detail: MessageRef = firstMessage(fields)) =>
  new AppError(400, ERROR_CODES.validation, detail, fields);
export const unauthenticated = (detail: MessageRef = 'auth.authenticationRequired') =>
  new AppError(401, ERROR_CODES.unauthenticated, detail);
export const forbidden = (detail: MessageRef = 'auth.forbidden') =>
  new AppError(403, ERROR_CODES.forbidden, detail);
export const notFound = (detail: MessageRef = 'common.notFound') =>
  new AppError(404, ERROR_CODES.notFound, detail);
export const conflict = (detail: MessageRef, fields?: FieldErrors) =>
  new AppError(409, ERROR_CODES.conflict, detail, fields);
export const tooManyRequests = (detail: MessageRef, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, detail, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

function firstMessage(fields: FieldErrors): MessageRef {
  for (const messages of Object.values(fields)) if (messages[0]) return messages[0];
  return 'common.invalidInput';
}
