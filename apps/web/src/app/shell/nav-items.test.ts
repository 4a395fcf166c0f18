import { describe, expect, it } from 'vitest';
import { tourOperator, user } from '../../test/fixtures';
import { needsExtraTopPadding, roleNavItems, signedInNav, userMenuItems } from './nav-items';

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
  it("admins: Home and the console as their dashboard (its sections are the console's tabs), the audit log in the menu", () => {
    const admin = user({ type: 'admin' });
    expect(signedInNav(admin)).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Dashboard', to: '/admin' },
    ]);
    expect(labels(userMenuItems(admin))).toEqual(['Account', 'Notifications', 'Audit log', 'Help Center']);
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
