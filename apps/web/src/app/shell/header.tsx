import { HEADER_HIDE_AFTER_PX } from '@dala/shared';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { LanguageSwitch, useAuth, useIsSignedIn } from '../../features/auth';
import { GUEST_NAV, signedInNav } from './nav-items';
import { useHideOnScroll } from './use-scroll';
import { useTranslation } from 'react-i18next';

// Signed-in and on-demand pieces are chunks of their own: a guest's first load carries neither.
const loadSignedInActions = () => import('./signed-in-actions');
const SignedInActions = lazy(loadSignedInActions);
const loadMobileMenu = () => import('./mobile-menu').then((module) => ({ default: module.MobileMenu }));
const MobileMenu = lazy(loadMobileMenu);

/** Holds the signed-in pieces' place while their chunk loads: the bell's size, then the user menu's. */
function SignedInActionsPlaceholder() {
  return (
    <>
      <Skeleton radius="full" className="size-10" />
      <div className="hidden lg:block">
        <Skeleton radius="full" className="h-10 w-17" />
      </div>
    </>
  );
}

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-primary-50 text-primary-800' : 'text-stone-700 hover:bg-sand-100 hover:text-stone-900',
  );

/** The site header (spec §2): hides after scrolling down past 100 px, comes back on scrolling up. */
export function Header() {
  const { t } = useTranslation();
  const { user, isStartupDone } = useAuth();
  const signedIn = useIsSignedIn();
  const hiddenByScroll = useHideOnScroll(HEADER_HIDE_AFTER_PX);
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const menuId = useId();

  // A session may be starting: fetch the signed-in pieces meanwhile, so they come with the user.
  useEffect(() => {
    if (!isStartupDone) void loadSignedInActions();
  }, [isStartupDone]);

  const items = signedIn && user ? signedInNav(user) : GUEST_NAV;
  const hidden = hiddenByScroll && !menuOpen;

  return (
    <header
      data-testid="site-header"
      data-hidden={hidden || undefined}
      className={cn(
        'sticky top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur transition-transform duration-300',
        hidden && '-translate-y-full',
      )}
    >
      <a
        href="#main"
        className="sr-only rounded-lg bg-primary-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        {t('shell.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t('shell.mainNav')} className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to + item.label}>
                <NavLink to={item.to} end={item.to === '/' || item.exact} className={navLinkClasses}>
                  {t(`nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {/* Signed in, a phone's header holds the bell and the menu: the switch moves into the menu.
              While a session starts, a phone keeps that room for the bell (360 px holds no more). */}
          <LanguageSwitch hideOnPhone={!isStartupDone || Boolean(signedIn && user)} />
          {!isStartupDone ? (
            <Skeleton className="size-10 lg:h-9 lg:w-36" />
          ) : signedIn && user ? (
            <Suspense fallback={<SignedInActionsPlaceholder />}>
              <SignedInActions user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <ButtonLink to="/login" variant="ghost" size="sm">
                {t('shell.signIn')}
              </ButtonLink>
              <ButtonLink to="/register" size="sm">
                {t('shell.getStarted')}
              </ButtonLink>
            </div>
          )}
          <button
            type="button"
            className="flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-sand-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        // Opened by a tap: nothing is in its place until it shows.
        <Suspense fallback={null}>
          <MobileMenu id={menuId} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
