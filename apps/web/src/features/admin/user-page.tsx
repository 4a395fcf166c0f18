import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CardSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { formatTimestamp, formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { useAuth } from '../auth';
import { AdminPage } from './admin-layout';
import { useAdminUser, useSetUserDisabled } from './api/admin-queries';
import { AuditList } from './audit-list';
import { DocumentViewer } from './document-viewer';
import { ReasonDialog } from './reason-dialog';
import { StateBadge } from './users-page';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-stone-900">{value}</dd>
    </div>
  );
}

/** /admin/users/:id: one account — what it is, what it did, disable or enable it (with a reason). */
export default function UserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const { user: me } = useAuth();
  const account = useAdminUser(id);
  const setDisabled = useSetUserDisabled();
  const [dialog, setDialog] = useState(false);

  const back = (
    <Link to="/admin/users" className="text-sm font-semibold text-primary-700 hover:underline">
      {t('user.back')}
    </Link>
  );
  if (account.isPending) {
    return (
      <AdminPage title={back} documentTitle={t('users.documentTitle')}>
        <CardSkeleton />
      </AdminPage>
    );
  }
  if (account.isError) {
    const missing = account.error instanceof ApiRequestError && account.error.status === 404;
    return (
      <AdminPage title={back} documentTitle={t('users.documentTitle')}>
        {missing ? (
          <Alert tone="warning">{t('user.notFound')}</Alert>
        ) : (
          <LoadError message={messageText(account.error.message)} onRetry={() => void account.refetch()} />
        )}
      </AdminPage>
    );
  }
  const user = account.data;
  const name = `${user.first_name} ${user.last_name}`;
  const disabling = !user.disabled_at;
  const self = me?.id === user.id;
  const confirm = (reason: string) =>
    setDisabled
      .mutateAsync({ id: user.id, disable: disabling, reason })
      .then(() => {
        setDialog(false);
        toast.success(t(disabling ? 'user.disabled' : 'user.enabled', { name }));
      })
      .catch((e: unknown) => {
        toast.error(toastMessageFor(e));
        throw e;
      });

  return (
    <AdminPage
      title={name}
      documentTitle={t('user.documentTitle', { name })}
      intro={back}
      actions={
        self ? undefined : disabling ? (
          <Button variant="danger" onClick={() => setDialog(true)}>
            {t('user.disable')}
          </Button>
        ) : (
          <Button onClick={() => setDialog(true)}>{t('user.enable')}</Button>
        )
      }
    >
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
            {t(`users.types.${user.type}`)}
          </span>
          <StateBadge user={user} />
          <span className="text-sm break-all text-stone-600">{user.email}</span>
        </div>
        {user.disabled_at && (
          <Alert
            tone="error"
            className="mt-4"
            title={t('user.disabledSince', { date: formatTimestamp(user.disabled_at) })}
          >
            {user.disabled_reason ? t('user.disabledReason', { reason: user.disabled_reason }) : null}
          </Alert>
        )}
        {self && <p className="mt-4 text-sm text-stone-600">{t('user.self')}</p>}
        <dl className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Fact label={t('user.created')} value={formatTimestampDate(user.created_at)} />
          <Fact label={t('user.bookings')} value={user.bookings_count} />
          <Fact label={t('user.sessions')} value={user.active_sessions} />
          <Fact
            label={t('user.lastSignIn')}
            value={user.last_sign_in_at ? formatTimestamp(user.last_sign_in_at) : t('user.never')}
          />
          <Fact
            label={t('user.verification')}
            value={
              user.verification_status
                ? t(`user.verificationStatus.${user.verification_status}`)
                : t('user.notApplicable')
            }
          />
          <Fact label={t('user.phone')} value={user.phone_number ?? '—'} />
          {user.company_name && <Fact label={t('user.company')} value={user.company_name} />}
          <Fact
            label={t('user.emailLabel')}
            value={user.email_verified ? t('user.emailVerified') : t('user.emailNotVerified')}
          />
        </dl>
      </Card>
      {user.documents.length > 0 && (
        <section aria-labelledby="user-documents">
          <h2 id="user-documents" className="text-lg font-bold">
            {t('user.documents')}
          </h2>
          <ul className="mt-3 space-y-2">
            {user.documents.map((doc) => (
              <li key={doc.id}>
                <DocumentViewer
                  doc={{
                    url: doc.download_url,
                    name: doc.original_name,
                    contentType: doc.content_type,
                    kindLabel: t(`documentKinds.${doc.kind}`),
                    owner: user.company_name ?? name,
                    sizeBytes: doc.size_bytes,
                    uploadedAt: doc.uploaded_at,
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="user-audit">
        <h2 id="user-audit" className="text-lg font-bold">
          {t('user.auditTitle')}
        </h2>
        <AuditList filters={{}} targetId={user.id} className="mt-3" />
      </section>
      <ReasonDialog
        open={dialog}
        onClose={() => setDialog(false)}
        title={t(disabling ? 'user.disableTitle' : 'user.enableTitle', { name })}
        reasonLabel={t(disabling ? 'user.disableReason' : 'user.enableReason')}
        confirmLabel={t(disabling ? 'user.disableConfirm' : 'user.enableConfirm')}
        required={disabling}
        requiredMessage="admin.disableReasonRequired"
        busy={setDisabled.isPending}
        onConfirm={confirm}
        tone={disabling ? 'danger' : 'primary'}
      >
        <p>{t(disabling ? 'user.disableText' : 'user.enableText')}</p>
      </ReasonDialog>
    </AdminPage>
  );
}
