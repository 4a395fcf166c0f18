import type { SafariStatus } from '@dala/shared';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { fieldKey, validatePackageForm, type FormErrors, type PackageFormState } from './package-form';

/** The editor's values: the fields, and the status being saved (publishing asks for more). */
export type PackageEditorValues = PackageFormState & { status: SafariStatus };

/** Field key → first message of react-hook-form's nested errors ('itinerary.0.title', 'inclusions'). */
export function flattenErrors(errors: FieldErrors | undefined): FormErrors {
  const flat: FormErrors = {};
  const walk = (node: unknown, path: (string | number)[]) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as Partial<FieldError>).message;
    if (typeof message === 'string' && path.length > 0) {
      flat[fieldKey(path)] ??= message;
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'type' || key === 'types') continue;
      walk(child, [...path, /^\d+$/.test(key) ? Number(key) : key]);
    }
  };
  walk(errors, []);
  return flat;
}

/** Sets `value` at a dotted path ('itinerary.0.title'), creating arrays for numeric steps. */
function setPath(target: Record<string, unknown>, key: string, value: unknown) {
  const steps = key.split('.');
  let node: Record<string, unknown> = target;
  steps.forEach((step, index) => {
    if (index === steps.length - 1) {
      node[step] = value;
      return;
    }
    node[step] ??= /^\d+$/.test(steps[index + 1]!) ? [] : {};
    node = node[step] as Record<string, unknown>;
  });
}

/**
 * The package form's resolver: the shared `safariInputSchema` applied to what the API would receive
 * for the status being saved (validatePackageForm), its messages put on the form's fields (list items
 * on their list, itinerary fields on their day). Messages are keys, or texts when the schema built
 * them with values (issueMessage).
 */
export const packageResolver: Resolver<PackageEditorValues> = (values) => {
  const flat = validatePackageForm(values, values.status);
  if (Object.keys(flat).length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(flat)) setPath(errors, key, { type: 'validation', message });
  return { values: {}, errors: errors as FieldErrors<PackageEditorValues> };
};
