import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_PATTERN, AUDIT_ACTIONS, missingVerificationDocuments } from './rules';

describe('missingVerificationDocuments', () => {
  it('needs a business license and an identification document; insurance is optional', () => {
    expect(missingVerificationDocuments([])).toEqual(['business_license', 'identification_doc']);
    expect(missingVerificationDocuments(['business_license', 'insurance_cert'])).toEqual([
      'identification_doc',
    ]);
    expect(missingVerificationDocuments(['identification_doc'])).toEqual(['business_license']);
    expect(
      missingVerificationDocuments(['identification_doc', 'business_license', 'business_license']),
    ).toEqual([]);
  });
});

describe('AUDIT_ACTIONS', () => {
  it('are all written area.verb', () => {
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(AUDIT_ACTION_PATTERN);
    expect(AUDIT_ACTION_PATTERN.test('user.disable; drop')).toBe(false);
  });
});
