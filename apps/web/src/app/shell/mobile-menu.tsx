import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { LanguageSwitch, useAuth, useIsSignedIn, fullName } from '../../features/auth';
import { GUEST_NAV, signedInNav, userMenuItems } from './nav-items';
import { useTranslation } from 'react-i18next';

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-base font-semibold',
    isActive ? 'bg-primary-50 text-primary-800' : 'text-stone-800 hover:bg-sand-100',
  );

/** The mobile menu (below lg): the header's items, with Dashboard and Account sections when signed in. */
export function MobileMenu({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const signedIn = useIsSignedIn();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a,button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      id={id}
      ref={panelRef}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-sand-200 bg-white px-4 pt-3 pb-6 shadow-raised lg:hidden"
    >
      {signedIn && user ? (
        <>
          <nav aria-label={t('shell.dashboard')}>
            <h2 className="px-3 pb-1 text-xs font-bold tracking-wide text-stone-500 uppercase">
              {t('shell.dashboard')}
            </h2>
            <ul>
              {signedInNav(user).map((item) => (
                <li key={item.to + item.label}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/' || item.exact}
                    className={itemClasses}
                    onClick={onClose}
                  >
                    {t(`nav.${item.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('shell.account')} className="mt-4 border-t border-sand-200 pt-4">
            <h2 className="px-3 pb-1 text-xs font-bold tracking-wide text-stone-500 uppercase">
              {t('shell.account')}
            </h2>
            <p className="px-3 pb-2 text-sm text-stone-600">{fullName(user)}</p>
            <ul>
              {userMenuItems(user).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={itemClasses} onClick={onClose}>
                    {t(`nav.${item.label}`)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="block w-full rounded-lg px-3 py-2.5 text-left text-base font-semibold text-red-700 hover:bg-red-50"
                >
                  {t('shell.signOut')}
                </button>
              </li>
            </ul>
          </nav>
        </>
      ) : (
        <nav aria-label={t('shell.mainNav')}>
          <ul>
            {GUEST_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/' || item.exact}
                  className={itemClasses}
                  onClick={onClose}
                >
                  {t(`nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid grid-cols-2 gap-3 border-t border-sand-200 pt-4">
            <ButtonLink to="/login" variant="secondary" onClick={onClose}>
              {t('shell.signIn')}
            </ButtonLink>
            <ButtonLink to="/register" onClick={onClose}>
              {t('shell.getStarted')}
            </ButtonLink>
          </div>
        </nav>
      )}
      {/* A signed-in phone's header has no room for the switch (header.tsx): it is here. */}
      {signedIn && (
        <div className="mt-4 border-t border-sand-200 pt-4 sm:hidden">
          <LanguageSwitch />
        </div>
      )}
    </div>
  );
}
