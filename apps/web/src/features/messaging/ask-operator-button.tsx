import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
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
 * Its texts are the bundled common ones, so the server renders it as a guest sees it and the browser's
 * takeover keeps it (an element added after the takeover would be a visible change).
 */
export function AskOperatorButton({ listing, operatorName, className }: AskOperatorProps) {
  const { t } = useTranslation('common');
  const { user, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const redirectToLogin = useRedirectToLogin();
  if (isAuthenticated && user?.type !== 'traveler') return null;
  const target = `/messages/new?${listing.kind}=${listing.id}`;
  return (
    <button
      type="button"
      title={t('askOperator.hint', { name: operatorName })}
      className={buttonClasses('secondary', 'md', className)}
      onClick={() => {
        if (isAuthenticated) navigate(target);
        else redirectToLogin(t('askOperator.signIn'), target);
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
      {t('askOperator.button')}
    </button>
  );
}
