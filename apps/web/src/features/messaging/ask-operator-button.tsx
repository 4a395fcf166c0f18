import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useHydrated } from '../../lib/hydration';
import { useAuth, useRedirectToLogin } from '../auth';
import type { ListingRef } from '../saved';

interface AskOperatorProps {
  listing: ListingRef;
  operatorName: string;
  className?: string;
}

/**
 * "Ask the operator" (issue 15): a traveler's question from a safari or trip page, in a conversation
 * of its own (one per traveler and listing, reused). A guest is sent to sign in and comes back to the
 * question; operators and admins do not see it (an operator talks to travelers through their bookings).
 * Rendered in the browser only (who is signed in is known there), with its texts loaded on the side:
 * the server-rendered detail page never waits for it.
 */
export function AskOperatorButton(props: AskOperatorProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AskOperator {...props} />
    </Suspense>
  );
}

function AskOperator({ listing, operatorName, className }: AskOperatorProps) {
  const { t } = useTranslation('messaging');
  const { user, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const redirectToLogin = useRedirectToLogin();
  if (isAuthenticated && user?.type !== 'traveler') return null;
  const target = `/messages/new?${listing.kind}=${listing.id}`;
  return (
    <button
      type="button"
      title={t('ask.hint', { name: operatorName })}
      className={buttonClasses('secondary', 'md', className)}
      onClick={() => {
        if (isAuthenticated) navigate(target);
        else redirectToLogin(t('ask.signIn'), target);
      }}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
      >
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      {t('ask.button')}
    </button>
  );
}
