import { NOTIFICATION_BADGE_MAX } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadMessages } from './api/use-messaging';
import { badgeText } from './message-time';

/** The header's Messages link with the unread badge ('9+' above 9, as the bell), on every screen size. */
export function MessagesLink() {
  const { t } = useTranslation('messaging');
  const unread = useUnreadMessages().data?.unread_total ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={
        unread
          ? t('header.linkUnread', { unread: badgeText(unread, NOTIFICATION_BADGE_MAX) })
          : t('header.link')
      }
      className="relative flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-sand-100"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
      >
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      {unread > 0 && (
        <span
          data-testid="messages-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] font-bold text-white ring-2 ring-white"
        >
          {badgeText(unread, NOTIFICATION_BADGE_MAX)}
        </span>
      )}
    </Link>
  );
}
