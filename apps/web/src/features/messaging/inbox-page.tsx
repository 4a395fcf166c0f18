import type { ConversationSummary, InboxQuery } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { toastMessageFor } from '../../lib/api-client';
import { useAuth } from '../auth';
import { useInbox, useInboxListings } from './api/use-messaging';
import { badgeText, messageTime } from './message-time';
import { Initials, subjectLabel } from './subject-line';

const PAGE_SIZE = 20;
/** The Show toggle's values (their labels are `filters.all` / `filters.unread`). */
const SHOW_CHOICES = ['all', 'unread'] as const;

/** The filters of the inbox, kept in the address (a reload or Back keeps them). */
function readFilters(params: URLSearchParams): Partial<InboxQuery> & { page: number } {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const subject = params.get('subject');
  const listing = params.get('listing');
  return {
    page,
    page_size: PAGE_SIZE,
    ...(params.get('unread') === 'true' ? { unread: true } : {}),
    ...(subject === 'booking' || subject === 'pre_booking' ? { subject } : {}),
    ...(listing && /^(safari|trip):\d+$/.test(listing) ? { listing } : {}),
  };
}

/** /messages: the reader's conversations, latest first; operators filter by unread, kind and listing. */
export default function InboxPage() {
  const { t } = useTranslation('messaging');
  const { user } = useAuth();
  const isOperator = user?.type === 'operator';
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const inbox = useInbox(filters);
  const listings = useInboxListings(isOperator);
  const filtered = Boolean(filters.unread || filters.subject || filters.listing);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const items = inbox.data?.items ?? [];
  const unreadTotal = inbox.data?.unread_total ?? 0;

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-1 text-stone-600">{isOperator ? t('intro.operator') : t('intro.traveler')}</p>
      {inbox.data && (
        <p className="mt-1 text-sm font-semibold text-stone-800">
          {unreadTotal ? t('unreadTotal', { count: unreadTotal }) : t('allRead')}
        </p>
      )}

      <section aria-label={t('filters.label')} className="mt-5 flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('filters.show')} className="flex rounded-xl bg-sand-100 p-1">
          {SHOW_CHOICES.map((value) => {
            const active = value === 'unread' ? Boolean(filters.unread) : !filters.unread;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={active}
                onClick={() => update({ unread: value === 'unread' ? 'true' : null })}
                className={cn(
                  'h-9 rounded-lg px-4 text-sm font-semibold',
                  active ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
                )}
              >
                {t(`filters.${value}`)}
              </button>
            );
          })}
        </div>
        {isOperator && (
          <>
            <SelectField
              label={t('filters.subject')}
              value={filters.subject ?? ''}
              onChange={(e) => update({ subject: e.target.value || null })}
              // Wide enough for 'Bookings and questions' with the arrow (w-56 cut its last letters).
              className="w-full sm:w-64"
            >
              <option value="">{t('filters.anySubject')}</option>
              <option value="booking">{t('filters.booking')}</option>
              <option value="pre_booking">{t('filters.preBooking')}</option>
            </SelectField>
            <SelectField
              label={t('filters.listing')}
              value={filters.listing ?? ''}
              onChange={(e) => update({ listing: e.target.value || null })}
              className="w-full sm:w-64"
            >
              <option value="">{t('filters.anyListing')}</option>
              {(listings.data?.items ?? []).map((listing) => (
                <option key={listing.key} value={listing.key}>
                  {listing.date ? `${listing.title} · ${formatDate(listing.date)}` : listing.title}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </section>

      <div className="mt-5">
        {inbox.isPending ? (
          <Card className="p-5">
            <ListSkeleton rows={4} />
            <span className="sr-only">{t('loading')}</span>
          </Card>
        ) : inbox.isError && items.length === 0 ? (
          <LoadError
            message={toastMessageFor(inbox.error, t('loadError'))}
            onRetry={() => void inbox.refetch()}
          />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState
              title={t('empty.filteredTitle')}
              action={
                <Button
                  variant="secondary"
                  onClick={() => setParams(new URLSearchParams(), { replace: true })}
                >
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('empty.title')}
              action={
                isOperator ? undefined : (
                  <ButtonLink to="/safaris-search" variant="secondary">
                    {t('empty.findSafari')}
                  </ButtonLink>
                )
              }
            >
              {isOperator ? t('empty.operator') : t('empty.traveler')}
            </EmptyState>
          )
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-sand-200">
              {items.map((conversation) => (
                <ConversationRow key={conversation.id} conversation={conversation} />
              ))}
            </ul>
          </Card>
        )}
        {inbox.data && (
          <Pagination
            className="mt-5"
            page={filters.page}
            total={inbox.data.total}
            pageSize={PAGE_SIZE}
            onChange={(page) => update({ page: page > 1 ? String(page) : null })}
          />
        )}
      </div>
    </main>
  );
}

function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('messaging');
  const unread = c.unread_count > 0;
  return (
    <li>
      <Link
        to={`/messages/${c.id}`}
        aria-label={t('openConversation', { name: c.counterpart_name, title: c.subject.title })}
        className={cn('flex gap-3 px-4 py-4 hover:bg-sand-50 sm:px-5', unread && 'bg-primary-50/60')}
      >
        <Initials name={c.counterpart_name} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p
              className={cn('truncate', unread ? 'font-bold text-stone-900' : 'font-semibold text-stone-800')}
            >
              {c.counterpart_name}
            </p>
            <time dateTime={c.last_message.sent_at} className="shrink-0 text-xs text-stone-500">
              {messageTime(c.last_message.sent_at)}
            </time>
          </div>
          <p className="truncate text-sm text-stone-700">
            <span className="font-medium">{c.subject.title}</span>
            <span className="text-stone-500"> · {subjectLabel(c.subject, t)}</span>
          </p>
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <p className={cn('truncate text-sm', unread ? 'text-stone-900' : 'text-stone-600')}>
              {c.last_message.from_me ? t('you', { text: c.last_message.body }) : c.last_message.body}
            </p>
            {unread && (
              <span
                aria-label={t('unread', { count: c.unread_count })}
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary-700 px-1.5 text-[0.6875rem] font-bold text-white"
              >
                {badgeText(c.unread_count)}
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
