import type { FleetDocument, FleetDocumentState } from '@dala/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format';

/** The states in the order the page lists them: what blocks sales first, what is fine last. */
export const STATE_ORDER: readonly FleetDocumentState[] = [
  'expired',
  'rejected',
  'missing',
  'expiring',
  'pending',
  'approved',
];
const rank = (state: FleetDocumentState) => STATE_ORDER.indexOf(state);

/** Documents sorted for attention: by state (STATE_ORDER), then holder, then kind. */
export function sortForAttention(documents: readonly FleetDocument[]): FleetDocument[] {
  return [...documents].sort(
    (a, b) =>
      rank(a.state) - rank(b.state) ||
      a.holder.type.localeCompare(b.holder.type) ||
      a.holder.name.localeCompare(b.holder.name) ||
      a.kind.localeCompare(b.kind),
  );
}

/** 'Valid until 12 Jun 2027', 'Expired on 15 Nov 2026' or 'Not uploaded'. */
export function expiryText(t: TFunction<'fleet'>, document: Pick<FleetDocument, 'expires_on' | 'state'>) {
  if (document.expires_on === null) return t('validation.notUploaded');
  return document.state === 'expired'
    ? t('validation.expiredOn', { date: formatDate(document.expires_on) })
    : t('validation.validUntil', { date: formatDate(document.expires_on) });
}
