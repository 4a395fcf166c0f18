import type { User } from '@dala/shared';
import type common from '../../locales/en/common.json';

/** A header or menu item's label: its English text, which is also its key in `common.nav`. */
export type NavLabel = keyof typeof common.nav;

export interface NavItem {
  label: NavLabel;
  to: string;
  /** Active only on `to` itself, not on the pages under it. */
  exact?: boolean;
}

/** Spec §2 header items. Guests: Home, Safaris, Trips (Sign In / Get Started are separate buttons). */
export const GUEST_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Safaris', to: '/safaris-search' },
  { label: 'Trips', to: '/transport-search' },
];

/** Role items: transporters Trips and Fleet; tour operators Safaris; everyone else Safaris and Trips. */
export function roleNavItems(user: User): NavItem[] {
  if (user.type === 'operator' && user.operator_type === 'transporter') {
    return [
      { label: 'Trips', to: '/trips' },
      { label: 'Fleet', to: '/fleet' },
    ];
  }
  if (user.type === 'operator' && user.operator_type === 'tour_operator')
    return [{ label: 'Safaris', to: '/safaris' }];
  return [
    { label: 'Safaris', to: '/safaris-search' },
    { label: 'Trips', to: '/trips' },
  ];
}

/**
 * The admin's header items: Home and their dashboard, the console (issue 15). The console's own tabs
 * (every /admin page shows them) lead to its sections, so the header does not repeat them; Dashboard
 * stays marked on every console page.
 */
const ADMIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/admin' },
];

/** Signed-in header items: Home, Dashboard, Bookings, then the role items (admins: the console's). */
export function signedInNav(user: User): NavItem[] {
  if (user.type === 'admin') return ADMIN_NAV;
  return [
    { label: 'Home', to: '/' },
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Bookings', to: '/bookings' },
    ...roleNavItems(user),
  ];
}

/**
 * User menu: Account, Notifications, (operators: Reviews, Verification; admins: Audit log), Help Center;
 * Sign Out is an action.
 */
export function userMenuItems(user: User): NavItem[] {
  return [
    { label: 'Account', to: '/account' },
    { label: 'Notifications', to: '/notifications' },
    ...(user.type === 'admin' ? ([{ label: 'Audit log', to: '/admin/audit' }] satisfies NavItem[]) : []),
    ...(user.type === 'operator'
      ? ([
          { label: 'Reviews', to: '/reviews' },
          { label: 'Verification', to: '/verification-required' },
        ] satisfies NavItem[])
      : []),
    { label: 'Help Center', to: '/help' },
  ];
}

/** Spec §2: pages that get no extra top padding on mobile and tablet (they open with a full-bleed hero). */
const NO_EXTRA_PADDING = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/destinations',
  '/safaris-search',
  '/transport-search',
];

export function needsExtraTopPadding(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !NO_EXTRA_PADDING.includes(path);
}
