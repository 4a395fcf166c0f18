import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth';
import { isSavedIn, useSavedIds } from './api/use-saved-ids';
import type { toggleSaved as ToggleSaved } from './api/use-toggle-saved';
import type { ListingRef } from './listing-ref';

export type { ListingRef } from './listing-ref';

let toggleModule: Promise<{ toggleSaved: typeof ToggleSaved }> | null = null;
/**
 * The press's code (toggleSaved), a chunk of its own out of the first load of every page with hearts:
 * fetched once a member is signed in, so their first press fills the heart at once; guests never need it.
 */
const loadToggle = () => (toggleModule ??= import('./api/use-toggle-saved'));

export function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
    </svg>
  );
}

/**
 * The session, or null where a card is rendered without the session provider (component tests of the
 * pages that show cards): there the heart is a guest's. `useAuth` reads its context before it throws,
 * so the hooks run in the same order on every render of one tree.
 */
function useSessionIfAny(): ReturnType<typeof useAuth> | null {
  try {
    return useAuth();
  } catch {
    return null;
  }
}

/**
 * The heart that saves a safari or a trip (issue 15), on cards and detail pages. Always the same size
 * (no layout shift); the server renders it empty and it fills once the saved ids arrive. A guest's
 * press goes to /login and back here. Pressing toggles at once (toggleSaved rolls back on a refusal).
 * Inside a card whose title link covers the card, it sits above that link (`relative z-10`) and its
 * click does not follow the link.
 */
export function SaveListingButton({
  listing,
  title,
  placement = 'inline',
  className,
}: {
  listing: ListingRef;
  /** The listing's name, for the accessible label on a page of many hearts. */
  title?: string;
  /** In the flow (detail pages, a card's row), or in the top right corner of a card's picture. */
  placement?: 'inline' | 'corner';
  className?: string;
}) {
  const { t } = useTranslation('saved');
  const session = useSessionIfAny();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = !!session?.isStartupDone && !!session.user && !!session.accessToken;
  const ids = useSavedIds(signedIn);
  const queryClient = useQueryClient();
  const saved = signedIn && isSavedIn(ids.data, listing);
  useEffect(() => {
    if (signedIn) void loadToggle();
  }, [signedIn]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!signedIn) {
      // While the session is still starting, a press waits for it rather than sending a member to sign in.
      if (session && (session.isLoading || session.isRefreshing) && !session.isStartupDone) return;
      navigate('/login', {
        state: { message: t('heart.signInToSave'), from: `${location.pathname}${location.search}` },
      });
      return;
    }
    const change = { listing, save: !saved };
    void loadToggle().then(({ toggleSaved }) => toggleSaved(queryClient, change));
  };

  const label = title
    ? t(saved ? 'heart.savedNamed' : 'heart.saveNamed', { title })
    : t(saved ? 'heart.saved' : 'heart.save');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={label}
      title={saved ? t('heart.saved') : t('heart.save')}
      className={cn(
        placement === 'corner' ? 'absolute top-3 right-3' : 'relative',
        'z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-sand-200 transition-colors ring-inset',
        'hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        saved ? 'text-primary-600' : 'text-stone-700 hover:text-primary-600',
        className,
      )}
    >
      <HeartIcon filled={saved} className="size-5" />
    </button>
  );
}
