import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';
import { i18n } from './i18n';

/** Field → first message, from an API error's `fields`. */
function firstMessages(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiRequestError && error.fields) {
    for (const [field, messages] of Object.entries(error.fields)) {
      if (messages[0]) errors[field] = messages[0];
    }
  }
  return errors;
}

/** What {@link setServerErrors} did with a server error. */
export interface ServerErrorResult {
  /** Fields of the form that now carry the server's message. */
  fields: string[];
  /**
   * The form-level text (shown above the form or in a toast): null when a field carries the error,
   * else the first message of a field the form does not have (e.g. `token`), else the error's text.
   */
  formError: string | null;
}

/**
 * The one way a form takes a server error: each of the form's `fields` named in the answer's
 * `{detail, code, fields}` gets its first message through react-hook-form's `setError`; everything
 * else becomes the form-level text the caller shows as today (an alert or a toast).
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): ServerErrorResult {
  const known = new Set<string>(fields);
  const set: string[] = [];
  let unknownMessage: string | undefined;
  for (const [field, message] of Object.entries(firstMessages(error))) {
    if (known.has(field)) {
      setError(field as Path<T>, { type: 'server', message });
      set.push(field);
    } else {
      unknownMessage ??= message;
    }
  }
  if (set.length > 0) return { fields: set, formError: null };
  const text = error instanceof ApiRequestError ? error.message : i18n.t('anErrorOccurred');
  return { fields: set, formError: unknownMessage ?? text };
}

/**
 * When every form of the app checks its fields: on submit, again on the next submit (not on each
 * keystroke), and without moving focus to the first error (the error summary or the field's message
 * is announced instead). Spread into useForm's options.
 */
export const validateOnSubmit = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const;
