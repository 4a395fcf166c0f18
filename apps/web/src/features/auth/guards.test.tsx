import { describe, expect, it } from 'vitest';
import { tourOperator, user } from '../../test/fixtures';
import { decideAccess, safeRedirectTarget } from './guards';

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
