import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * The bundled list of the most common passwords (zxcvbn-ts's `passwords-common`, about 49 000 entries
 * ranked from leaked-password corpora). Loaded on first use; compared case-insensitively.
 */
export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
