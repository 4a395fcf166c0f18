import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { handleMenuKeys, useDismiss } from '../../components/ui/use-dismiss';
import { useAuth, fullName, initials } from '../../features/auth';
import type { User } from '@dala/shared';
import { userMenuItems } from './nav-items';
import { useTranslation } from 'react-i18next';

/** The signed-in user's menu: Account, Notifications, (Reviews, Verification), Help Center, Sign Out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);

  const openAndFocus = (first: boolean) => {
    setOpen(true);
    requestAnimationFrame(() => {
      const items = containerRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
      items?.[first ? 0 : items.length - 1]?.focus();
    });
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAndFocus(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAndFocus(event.key === 'ArrowDown');
          }
        }}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-stone-800 hover:bg-sand-100"
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-acacia-700 text-xs font-bold text-white"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-32 truncate xl:inline">{user.first_name}</span>
        <span className="sr-only">{t('shell.accountMenuFor', { name: fullName(user) })}</span>
        <svg viewBox="0 0 20 20" className="size-4 text-stone-500" fill="currentColor" aria-hidden>
          <path
            d="M5.5 7.5 10 12l4.5-4.5"
            stroke="currentColor"
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('shell.account')}
          onKeyDown={handleMenuKeys}
          className="absolute top-12 right-0 z-50 w-60 overflow-hidden rounded-card border border-sand-200 bg-white py-1.5 shadow-raised"
        >
          <div className="border-b border-sand-200 px-4 pt-1.5 pb-2.5" role="none">
            <p className="truncate text-sm font-semibold text-stone-900">{fullName(user)}</p>
            <p className="truncate text-xs text-stone-500">{user.email}</p>
          </div>
          {userMenuItems(user).map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              onClick={close}
              className="block px-4 py-2 text-sm text-stone-700 hover:bg-sand-100 focus-visible:bg-sand-100"
            >
              {t(`nav.${item.label}`)}
            </Link>
          ))}
          <div className="my-1 border-t border-sand-200" role="none" />
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              void logout();
            }}
            className="block w-full px-4 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:bg-red-50"
          >
            {t('shell.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
