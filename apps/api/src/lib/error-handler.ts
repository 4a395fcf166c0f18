import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, translate, type ApiError, type MessageKey, type MessageValues } from '@dala/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/errors';
import { AppError } from './errors';
import { requestLanguage } from './i18n';
import { setSecurityHeaders } from './security-headers';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; detail: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    detail: 'common.unsupportedJson',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.badRequest,
    detail: 'common.contentLengthMismatch',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    detail: 'common.bodyTooLarge',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.badRequest,
    detail: 'common.emptyJsonBody',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.badRequest,
    detail: 'common.malformedJson',
  },
  FST_ERR_INVALID_URL: { status: 400, code: ERROR_CODES.badRequest, detail: 'common.malformedUrl' },
  FST_ERR_BAD_URL: { status: 400, code: ERROR_CODES.badRequest, detail: 'common.malformedUrl' },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    detail: 'common.uploadTooLarge',
  },
  FST_FILES_LIMIT: { status: 413, code: ERROR_CODES.payloadTooLarge, detail: 'common.tooManyFiles' },
  FST_PARTS_LIMIT: { status: 413, code: ERROR_CODES.payloadTooLarge, detail: 'common.tooManyParts' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    detail: 'common.sendMultipart',
  },
};

/** What the multipart parser (busboy) throws on a body that is cut, garbled or has no boundary. */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (form|file)|Malformed (part header|urlencoded form))/;

/** Fixed texts for the 4xx answers of other errors: their own messages may quote the input. */
const CLIENT_ERROR_DETAILS: Record<number, MessageKey> = {
  400: 'common.badRequest',
  404: 'common.notFound',
  408: 'common.requestTimeout',
  413: 'common.bodyTooLarge',
  414: 'common.urlTooLong',
  415: 'common.unsupportedContentType',
  431: 'common.headersTooLarge',
};

/** `/email` or `body/email` → `email`; nested paths join with dots (`travelers.0.name`). */
function fieldName(instancePath: string | undefined, fallback: string): string {
  const name = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return name || fallback;
}

type IssueValues = { params?: { values?: MessageValues } };

/**
 * The validation messages by field, in `language`. Zod messages are message keys (the shared
 * schemas'); a custom issue may carry `params: { values }` for the key's `{{x}}` placeholders.
 * fastify-type-provider-zod hands the issue over as the item's `params` (the issue without its path,
 * code and message), so its own `params` sit at `item.params.params`; `params.issue` is the whole
 * issue where a validator passes it that way.
 */
function validationFields(error: FastifyError, language: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const item of error.validation ?? []) {
    const params = item.params as
      (IssueValues & { issue?: IssueValues & { path?: PropertyKey[]; message?: string } }) | undefined;
    const key = params?.issue?.path?.length
      ? params.issue.path.map(String).join('.')
      : fieldName(item.instancePath, error.validationContext ?? 'body');
    const message = params?.issue?.message ?? item.message ?? 'common.invalidValue';
    const values = params?.issue?.params?.values ?? params?.params?.values;
    (fields[key] ??= []).push(translate(language, message, values));
  }
  return fields;
}

export function sendError(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place where errors become answers. Every answer has the shape `{ detail, code, fields? }`;
 * a 5xx never carries the error's own message (it may hold SQL or a stack).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const t = (key: MessageKey) => translate(language, key);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.toBody(language));
    }
    if (isDatabaseBusy(error)) {
      // The embedded database's line is full: come back in a moment.
      request.log.warn('database queue full: answered 503');
      reply.header('retry-after', '1');
      return sendError(reply, 503, { detail: t('common.busy'), code: ERROR_CODES.unavailable });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = validationFields(error, language);
      const first = Object.values(fields)[0]?.[0];
      return sendError(reply, 400, {
        detail: first ?? t('common.invalidInput'),
        code: ERROR_CODES.validation,
        fields,
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.status, { detail: t(known.detail), code: known.code });
    if (MALFORMED_MULTIPART.test(error.message ?? '')) {
      return sendError(reply, 400, {
        detail: t('common.malformedMultipart'),
        code: ERROR_CODES.badRequest,
      });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(reply, 400, {
        detail: t('common.malformedJson'),
        code: ERROR_CODES.badRequest,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, status, {
        detail: t(CLIENT_ERROR_DETAILS[status] ?? 'common.badRequest'),
        code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, status >= 500 && status < 600 ? status : 500, {
      detail: t('common.internal'),
      code: ERROR_CODES.internal,
    });
  });
}

/**
 * Errors the router meets before any route runs (Fastify's `frameworkErrors`): a URL that does not
 * decode, a path parameter over the router's length limit. The answer never quotes the URL.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(reply);
  const language = requestLanguage(request);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 404, {
      detail: translate(language, 'common.notFound'),
      code: ERROR_CODES.notFound,
    });
  }
  return sendError(reply, 400, {
    detail: translate(language, 'common.malformedUrl'),
    code: ERROR_CODES.badRequest,
  });
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (Fastify's `clientErrorHandler`):
 * headers too large (431), a request that did not arrive in time (408), anything unparsable (400).
 * Written straight to the socket, in our error shape, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body: ApiError = {
    // No request was parsed, so no language is known: English.
    detail: translate('en', status === 400 ? 'common.malformedRequest' : CLIENT_ERROR_DETAILS[status]!),
    code: status === 408 ? ERROR_CODES.requestTimeout : ERROR_CODES.badRequest,
  };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
