import type { User } from '@dala/shared';
import { describe, expect, it } from 'vitest';
import { needsExtraTopPadding, roleNavItems, signedInNav, userMenuItems } from './nav-items';

const user = (over: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'a@example.com',
  type: 'traveler',
  operator_type: null,
  first_name: 'Neema',
  last_name: 'Mushi',
  phone_number: null,
  is_verified: false,
  email_verified: true,
  verification_status: null,
  rejection_reason: null,
  company_name: null,
  has_password: true,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

const tourOperator = (verified: boolean) =>
  user({
    type: 'operator',
    operator_type: 'tour_operator',
    is_verified: verified,
    verification_status: 'pending',
  });

describe('header items (spec §2)', () => {
  const labels = (items: { label: string }[]) => items.map((i) => i.label);
  it('role items: transporters Trips and Fleet, tour operators Safaris, others Safaris and Trips', () => {
    expect(labels(roleNavItems(user({ type: 'operator', operator_type: 'transporter' })))).toEqual([
      'Trips',
      'Fleet',
    ]);
    expect(labels(roleNavItems(tourOperator(true)))).toEqual(['Safaris']);
    expect(roleNavItems(tourOperator(true))[0]?.to).toBe('/safaris');
    expect(labels(roleNavItems(user()))).toEqual(['Safaris', 'Trips']);
    expect(labels(signedInNav(user())).slice(0, 3)).toEqual(['Home', 'Dashboard', 'Bookings']);
  });
  it('user menu: operators also get Reviews and Verification', () => {
    expect(labels(userMenuItems(user()))).toEqual(['Account', 'Notifications', 'Help Center']);
    expect(labels(userMenuItems(tourOperator(false)))).toEqual([
      'Account',
      'Notifications',
      'Reviews',
      'Verification',
      'Help Center',
    ]);
  });
  it('extra top padding on every page except the hero pages', () => {
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/blog',
      '/destinations',
      '/safaris-search',
      '/transport-search',
      '/about/',
    ]) {
      expect(needsExtraTopPadding(path)).toBe(false);
    }
    for (const path of ['/login', '/dashboard', '/safaris/1', '/faq'])
      expect(needsExtraTopPadding(path)).toBe(true);
  });
});
