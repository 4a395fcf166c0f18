import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useInbox } from './api/use-messaging';
import { messageTime } from './message-time';

/** The dashboard card of unread conversations (issue 15): the unread total and the latest unread message. */
export function UnreadMessagesCard() {
  const { t } = useTranslation('messaging');
  const inbox = useInbox({ unread: true, page: 1, page_size: 1 });
  if (!inbox.data) return null;
  const latest = inbox.data.items[0];
  const total = inbox.data.unread_total;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('card.title')}</h2>
      <p className="mt-1 text-sm text-stone-700">
        {total ? t('unreadTotal', { count: total }) : t('allRead')}
      </p>
      {latest && (
        <div className="mt-3 rounded-xl bg-sand-50 px-3 py-2 text-sm">
          <p className="font-semibold text-stone-900">
            {t('card.latest', { name: latest.counterpart_name })}
            <span className="font-normal text-stone-500"> · {messageTime(latest.last_message.sent_at)}</span>
          </p>
          <p className="truncate text-stone-700">{latest.last_message.body}</p>
        </div>
      )}
      <ButtonLink
        to={latest ? `/messages/${latest.id}` : '/messages'}
        variant="secondary"
        size="sm"
        className="mt-4"
      >
        {t('card.open')}
      </ButtonLink>
    </Card>
  );
}
