import type { User } from '@dala/shared';
import { describe, expect, it } from 'vitest';
import { decideAccess, safeRedirectTarget } from './guards';
import { needsExtraTopPadding, roleNavItems, signedInNav, userMenuItems } from './shell/nav-items';

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

describe('decideAccess (spec §4 guard order)', () => {
  it('waits while loading, even without a user', () => {
    expect(
      decideAccess({ isLoading: true, isAuthenticated: false, user: null }, { requireVerified: true }).kind,
    ).toBe('loading');
  });
  it('sends anonymous users to sign in before any role check', () => {
    expect(
      decideAccess({ isLoading: false, isAuthenticated: false, user: null }, { operatorType: 'transporter' })
        .kind,
    ).toBe('login');
  });
  it('checks the role before verification', () => {
    const state = { isLoading: false, isAuthenticated: true, user: tourOperator(false) };
    expect(decideAccess(state, { operatorType: 'transporter', requireVerified: true }).kind).toBe(
      'unauthorized',
    );
    expect(decideAccess(state, { operatorType: 'tour_operator', requireVerified: true }).kind).toBe(
      'verification',
    );
    expect(decideAccess(state, { userType: 'operator' }).kind).toBe('allow');
  });
  it('lets verified operators and plain signed-in users through', () => {
    expect(
      decideAccess(
        { isLoading: false, isAuthenticated: true, user: tourOperator(true) },
        { operatorType: 'tour_operator', requireVerified: true },
      ).kind,
    ).toBe('allow');
    expect(decideAccess({ isLoading: false, isAuthenticated: true, user: user() }, {}).kind).toBe('allow');
    expect(
      decideAccess({ isLoading: false, isAuthenticated: true, user: user() }, { userType: 'operator' }).kind,
    ).toBe('unauthorized');
  });
});

describe('safeRedirectTarget', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirectTarget('/bookings?x=1')).toBe('/bookings?x=1');
    expect(safeRedirectTarget('https://evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('//evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('/login')).toBe('/dashboard');
    expect(safeRedirectTarget(undefined)).toBe('/dashboard');
  });
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
