import type { ChatMessage } from '@dala/shared';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { fetchOlderMessages, useMarkRead, useSendMessage, useThread } from './api/use-messaging';
import { ComposeBox } from './compose-box';
import { messageTime } from './message-time';
import { Initials, SubjectLine } from './subject-line';

/**
 * /messages/:id: one conversation. Asks for new messages every few seconds while open (no sockets),
 * marks the thread read when it opens and whenever new messages arrive, keeps the newest message in
 * view, and loads older pages on demand. Message text is React text: never markup.
 */
export default function ThreadPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('messaging');
  const thread = useThread(id);
  const markRead = useMarkRead();
  const send = useSendMessage(id);
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);

  const unread = thread.data?.conversation.unread_count ?? 0;
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (unread > 0) markThreadRead(id);
  }, [id, unread, markThreadRead]);

  const messages = useMemo(() => {
    const newest = thread.data?.messages ?? [];
    const seen = new Set(newest.map((m) => m.id));
    return [...older.filter((m) => !seen.has(m.id)), ...newest];
  }, [older, thread.data?.messages]);
  const lastId = messages.at(-1)?.id;

  // The newest message in view: on opening and whenever one arrives (not when older ones load).
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const hasMore = olderHasMore ?? thread.data?.has_more ?? false;
  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderMessages(id, first.seq);
      setOlder((current) => [...page.messages, ...current]);
      setOlderHasMore(page.has_more);
    } finally {
      setLoadingOlder(false);
    }
  };

  if (thread.isPending) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <Card className="p-5">
          <ListSkeleton rows={4} />
          <span className="sr-only">{t('loading')}</span>
        </Card>
      </main>
    );
  }
  if (thread.isError) {
    const missing = thread.error instanceof ApiRequestError && [400, 404].includes(thread.error.status);
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <BackLink />
        {missing ? (
          <EmptyState className="mt-4" title={t('thread.notFound')} />
        ) : (
          <LoadError
            className="mt-4"
            message={toastMessageFor(thread.error, t('loadError'))}
            onRetry={() => void thread.refetch()}
          />
        )}
      </main>
    );
  }

  const { conversation } = thread.data;
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col px-2 py-3 sm:px-6 sm:py-6">
      <div className="px-2 sm:px-0">
        <BackLink />
      </div>
      <Card className="mt-2 flex h-[calc(100dvh-10rem)] min-h-[26rem] flex-col overflow-hidden">
        <header className="flex items-start gap-3 border-b border-sand-200 px-4 py-3">
          <Initials name={conversation.counterpart_name} />
          <div className="min-w-0">
            <h1 className="truncate text-lg font-bold">{conversation.counterpart_name}</h1>
            <SubjectLine subject={conversation.subject} role={conversation.my_role} className="text-sm" />
          </div>
        </header>
        <div
          ref={logRef}
          role="log"
          aria-label={t('thread.label')}
          aria-live="polite"
          className="flex-1 space-y-3 overflow-y-auto bg-sand-50 px-3 py-4 sm:px-5"
        >
          {hasMore && (
            <div className="text-center">
              <Button variant="ghost" size="sm" busy={loadingOlder} onClick={() => void loadOlder()}>
                {loadingOlder ? t('thread.loadingEarlier') : t('thread.earlier')}
              </Button>
            </div>
          )}
          {messages.length === 0 && <p className="text-center text-sm text-stone-500">{t('thread.empty')}</p>}
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </div>
        <ComposeBox busy={send.isPending} onSend={(body) => send.mutateAsync(body)} />
      </Card>
    </main>
  );
}

function BackLink() {
  const { t } = useTranslation('messaging');
  return (
    <Link to="/messages" className="text-sm font-semibold text-primary-700 hover:underline">
      {t('thread.back')}
    </Link>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  return (
    <div className={cn('flex', message.from_me ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%]',
          message.from_me
            ? 'rounded-br-md bg-primary-700 text-white'
            : 'rounded-bl-md border border-sand-200 bg-white text-stone-900',
        )}
      >
        {!message.from_me && <p className="text-xs font-semibold text-primary-800">{message.sender_name}</p>}
        <p className="text-[0.9375rem] break-words whitespace-pre-wrap">{message.body}</p>
        <p
          className={cn(
            'mt-0.5 text-right text-[0.6875rem]',
            message.from_me ? 'text-white/80' : 'text-stone-500',
          )}
        >
          <time dateTime={message.sent_at}>{messageTime(message.sent_at)}</time>
        </p>
      </div>
    </div>
  );
}
