import type { MessageValues, TransportProblem } from '@dala/shared';
import { validationError, type FieldErrors } from '../../lib/errors';

/**
 * The pure rules of packages/shared/src/transport name fields by their own words (`stops.2.minutes`,
 * `days_of_week`); the API's inputs use the column names (`minutes_from_departure`, `weekdays`).
 * Each map renames a path's segments so a field error lands on the form field that caused it.
 */
export type PathNames = Readonly<Record<string, string>>;

export const STOP_PATH_NAMES: PathNames = {
  minutes: 'minutes_from_departure',
  board: 'can_board',
  alight: 'can_alight',
};
export const SCHEDULE_PATH_NAMES: PathNames = {
  days_of_week: 'weekdays',
  from: 'starts_on',
  to: 'ends_on',
};

function fieldName(path: string | undefined, names: PathNames): string {
  if (!path) return '_';
  return path
    .split('.')
    .map((segment) => names[segment] ?? segment)
    .join('.');
}

/** 400 with every problem as a field error (nothing is written); returns when there are none. */
export function assertNoProblems(problems: readonly TransportProblem[], names: PathNames = {}): void {
  if (problems.length === 0) return;
  const fields: FieldErrors = {};
  for (const problem of problems) {
    (fields[fieldName(problem.path, names)] ??= []).push({
      key: problem.key,
      values: problem.params as MessageValues | undefined,
    });
  }
  throw validationError(fields);
}
