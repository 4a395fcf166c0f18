import { ApiRequestError } from './api-client';

/** Field → first message, from zod issues (path[0] is the field name). */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Field → first message, from an API error's `fields`. */
export function fieldErrorsFromApi(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiRequestError && error.fields) {
    for (const [field, messages] of Object.entries(error.fields)) {
      if (messages[0]) errors[field] = messages[0];
    }
  }
  return errors;
}
