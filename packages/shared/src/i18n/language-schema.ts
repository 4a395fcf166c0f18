import { z } from 'zod';
import { LANGUAGES } from './languages';

/**
 * A language a client may choose (preferred_language); the message is a key. Apart from languages.ts so
 * that the web's i18n setup, which needs the list, does not pull zod into the first load.
 */
export const languageSchema = z.enum(LANGUAGES, { message: 'auth.languageInvalid' });
