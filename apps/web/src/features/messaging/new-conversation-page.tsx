import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState } from '../../components/ui/states';
import { toastMessageFor } from '../../lib/api-client';
import { useAuth } from '../auth';
import { useDraft, useStartConversation, type DraftChoice } from './api/use-messaging';
import { ComposeBox } from './compose-box';
import { Initials, SubjectLine } from './subject-line';

/** `?booking=<id>` | `?safari=<id>` | `?trip=<id>`: what the new conversation is about. */
function readChoice(params: URLSearchParams): DraftChoice | null {
  const booking = params.get('booking');
  if (booking) return { booking_id: booking };
  const safari = Number(params.get('safari'));
  if (Number.isInteger(safari) && safari > 0) return { safari_id: safari };
  const trip = Number(params.get('trip'));
  if (Number.isInteger(trip) && trip > 0) return { trip_id: trip };
  return null;
}

/**
 * /messages/new: the first message to the other party of a booking ("Message the operator") or, for a
 * traveler, to a listing's operator ("Ask the operator"). When that conversation exists already, it
 * opens instead; the conversation itself is created by the first message.
 */
export default function NewConversationPage() {
  const { t } = useTranslation('messaging');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choice = readChoice(params);
  const draft = useDraft(choice ?? {}, choice !== null);
  const start = useStartConversation();
  const { user } = useAuth();

  if (!choice) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <EmptyState title={t('new.invalid')} />
      </main>
    );
  }
  if (draft.data?.conversation_id) return <Navigate to={`/messages/${draft.data.conversation_id}`} replace />;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('new.title')}</h1>
      {draft.isPending ? (
        <Card className="mt-4 p-5">
          <ListSkeleton rows={2} />
          <span className="sr-only">{t('loading')}</span>
        </Card>
      ) : draft.isError ? (
        <EmptyState className="mt-4" title={toastMessageFor(draft.error, t('thread.notFound'))} />
      ) : (
        <Card className="mt-4 overflow-hidden">
          <div className="flex items-start gap-3 border-b border-sand-200 px-4 py-3">
            <Initials name={draft.data.counterpart_name} />
            <div className="min-w-0">
              <p className="font-bold">{t('new.to', { name: draft.data.counterpart_name })}</p>
              <SubjectLine
                subject={draft.data.subject}
                role={user?.type === 'operator' ? 'operator' : 'traveler'}
                className="text-sm"
              />
            </div>
          </div>
          <p className="px-4 pt-3 text-sm text-stone-600">
            {user?.type === 'operator' ? t('new.firstMessageHintOperator') : t('new.firstMessageHint')}
          </p>
          <ComposeBox
            autoFocus
            className="border-t-0"
            busy={start.isPending}
            onSend={async (body) => {
              const result = await start.mutateAsync({ ...choice, body });
              navigate(`/messages/${result.conversation_id}`, { replace: true });
            }}
          />
        </Card>
      )}
    </main>
  );
}
