import type { VerificationDocumentKind } from '../auth/constants';

/**
 * The documents an operator must have on file before an administrator may approve them (issue 15):
 * a business license and an identification document. The insurance certificate stays optional.
 */
export const REQUIRED_VERIFICATION_DOCUMENTS = [
  'business_license',
  'identification_doc',
] as const satisfies readonly VerificationDocumentKind[];

/** The required kinds missing from the kinds on file, in REQUIRED_VERIFICATION_DOCUMENTS order. */
export function missingVerificationDocuments(
  onFile: Iterable<VerificationDocumentKind>,
): VerificationDocumentKind[] {
  const have = new Set(onFile);
  return REQUIRED_VERIFICATION_DOCUMENTS.filter((kind) => !have.has(kind));
}

/**
 * Every action the admin console records in the audit log, `<area>.<verb>`. The log itself stores any
 * string (another module may add its own); this list gives the console's filter its choices.
 */
export const AUDIT_ACTIONS = [
  'operator.approve',
  'operator.reject',
  'user.disable',
  'user.enable',
  'transport_document.approve',
  'transport_document.reject',
  'payout.approve',
  'payout.reject',
  'commission.set',
  'exchange_rate.set',
  'review.hide',
  'review.restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How an audit action is written in a filter: `area.verb`, lower case. */
export const AUDIT_ACTION_PATTERN = /^[a-z_]{1,40}\.[a-z_]{1,40}$/;
