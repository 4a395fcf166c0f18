import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { setServerErrors } from '../../../lib/form-errors';

/**
 * A react-hook-form resolver that checks what the API would receive (`toInput(values)`) with the
 * shared zod schema of its contract, and puts each message on the form field it belongs to: the
 * schema's path, renamed where the form names a field differently (`sales_cutoff_minutes` is typed in
 * hours). Messages are catalog keys; FormField translates them.
 */
export function inputResolver<V extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: V) => unknown,
  rename: Readonly<Record<string, string>> = {},
): Resolver<V> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = rename[path] ?? path.split('.')[0] ?? '';
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Hours as typed ('2', '1.5') → whole minutes; NaN when not a number (the schema refuses it). */
export const hoursToMinutes = (hours: string) =>
  hours.trim() === '' ? Number.NaN : Math.round(Number(hours.replace(',', '.')) * 60);

/** Minutes → hours as the form shows them ('2', '1.5'). */
export const minutesToHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/**
 * A server's field errors on a form whose fields are named differently: `fields` maps the API's
 * field ('sales_cutoff_minutes') to the form's ('sales_cutoff_hours'). Returns the form-level text
 * when no field took the error (shown in a toast), else null.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: Readonly<Record<string, Path<V>>>,
): string | null {
  const wrapped: Record<string, Path<V>> = {};
  const setRenamed: UseFormSetError<Record<string, unknown>> = (name, value) => {
    const target = wrapped[name];
    if (target) setError(target, value);
  };
  for (const [apiField, formField] of Object.entries(fields)) wrapped[apiField] = formField;
  return setServerErrors(error, setRenamed, Object.keys(fields)).formError;
}
