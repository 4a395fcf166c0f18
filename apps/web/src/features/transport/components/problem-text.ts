import type { TransportProblem } from '@dala/shared';
import { messageText } from '../../../lib/i18n';

/** A transport rule's problem in the reader's language (a nested message, e.g. a document's name,
 * rendered first). Needs the `messages` namespace's transport section loaded. */
export function problemText(problem: TransportProblem): string {
  const values = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? messageText(value.key) : value,
    ]),
  );
  return messageText(problem.key, values);
}
