import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromHeaders,
  renderMessage,
  type Language,
} from '@dala/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { MessageRef } from './errors';

/**
 * The language a request is answered in (issue 16): the signed-in user's preferred_language, else the
 * language switch's `dala_lang` cookie, else the best Accept-Language match among LANGUAGES, else
 * English (the rule of packages/shared language-choice.ts, which the server's page render follows too).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const preferred = request.user?.preferred_language;
  if (isLanguage(preferred)) return preferred;
  const header = request.headers['accept-language'];
  return languageFromHeaders({
    cookie: request.headers.cookie,
    'accept-language': Array.isArray(header) ? header.join(',') : header,
  });
}

/** A message key (or key with values) as text in the request's language: for success answers. */
export function requestText(request: FastifyRequest, message: MessageRef): string {
  return renderMessage(requestLanguage(request), message);
}

/**
 * A user's preferred_language (English when the user or the language is unknown): notifications and
 * mails are rendered in their recipient's language. Pass the transaction of the change that causes them.
 */
export async function userLanguage(db: Database, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
