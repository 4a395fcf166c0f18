import { type AdminPayout, type PayoutStatusName } from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Modal } from '../../components/ui/modal';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { formatTimestamp } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { useDecidePayout } from './api/finance-mutations';
import { FINANCE_PAGE_SIZE, useAdminPayouts } from './api/finance-queries';
import { formatAmount } from './finance-format';
import { FinanceTable } from './finance-table';

const STATUSES: PayoutStatusName[] = ['requested', 'approved', 'sending', 'paid', 'failed', 'rejected'];

/** Where the money goes: the network and masked number, or the bank and masked account. */
function MethodCell({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation('finance');
  const m = payout.method;
  return m.kind === 'mobile_money' ? (
    <span>
      {m.network ? t(`channel.${m.network}`) : t('method.mobile_money')}
      <span className="block font-mono text-xs text-stone-500">{m.phone_masked}</span>
    </span>
  ) : (
    <span>
      {m.bank_name}
      <span className="block font-mono text-xs text-stone-500">
        {m.account_name} {m.account_number_masked}
      </span>
    </span>
  );
}

/** Approve (confirmed) or reject with a reason the operator reads: only while the payout is requested. */
function DecideButtons({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation('finance');
  const decide = useDecidePayout();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const who = payout.operator.company_name ?? payout.operator.email;
  const amount = formatAmount(payout.amount_cents, payout.currency);
  const close = () => {
    setDialog(null);
    setReasonError(undefined);
  };

  const approve = () =>
    decide.mutate(
      { id: payout.id, approve: true },
      {
        onSuccess: () => {
          close();
          toast.success(t('payouts.approved', { operator: who, amount }));
        },
        onError: (e) => {
          close();
          toast.error(toastMessageFor(e, t('payouts.decideFailed')));
        },
      },
    );
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError('payouts.reasonRequired');
      return;
    }
    decide.mutate(
      { id: payout.id, approve: false, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          setReason('');
          toast.success(t('payouts.rejected', { operator: who, amount }));
        },
        onError: (e) => {
          const field = e instanceof ApiRequestError ? e.fields?.reason?.[0] : undefined;
          if (field) setReasonError(field);
          else {
            close();
            toast.error(toastMessageFor(e, t('payouts.decideFailed')));
          }
        },
      },
    );
  };

  if (payout.status !== 'requested') return null;
  return (
    <span className="flex flex-wrap justify-end gap-2 md:justify-start">
      <Button
        size="sm"
        onClick={() => setDialog('approve')}
        aria-label={t('payouts.approveLabel', { operator: who })}
      >
        {t('payouts.approve')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setDialog('reject')}
        aria-label={t('payouts.rejectLabel', { operator: who })}
      >
        {t('payouts.reject')}
      </Button>
      <ConfirmModal
        open={dialog === 'approve'}
        onClose={close}
        onConfirm={approve}
        busy={decide.isPending}
        title={t('payouts.approveTitle')}
        confirmLabel={t('payouts.approveConfirm')}
        cancelLabel={t('rates.cancel')}
      >
        <p>{t('payouts.approveText', { operator: who, amount })}</p>
      </ConfirmModal>
      <Modal
        open={dialog === 'reject'}
        onClose={close}
        closeDisabled={decide.isPending}
        title={t('payouts.rejectTitle')}
      >
        <form onSubmit={reject} noValidate className="space-y-3">
          <p>{t('payouts.rejectText', { operator: who, amount })}</p>
          <TextareaField
            label={t('payouts.reason')}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={decide.isPending}>
              {t('rates.cancel')}
            </Button>
            <Button type="submit" variant="danger" busy={decide.isPending}>
              {t('payouts.rejectConfirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </span>
  );
}

/** Operators' payouts, those waiting for approval first (the default filter). */
export function PayoutsSection() {
  const { t } = useTranslation('finance');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PayoutStatusName | ''>('requested');
  const payouts = useAdminPayouts(page, status || undefined);
  return (
    <Card
      id="finance-payouts"
      className="scroll-mt-24 p-4 sm:p-5"
      role="region"
      aria-labelledby="finance-payouts-title"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="finance-payouts-title" className="text-lg font-bold">
            {t('payouts.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('payouts.intro')}</p>
        </div>
        <SelectField
          label={t('payouts.filter')}
          className="w-full sm:w-56"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PayoutStatusName | '');
            setPage(1);
          }}
        >
          <option value="">{t('payouts.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`payoutStatus.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-3">
        {payouts.isPending ? (
          <ListSkeleton rows={2} />
        ) : payouts.isError ? (
          <LoadError message={messageText(payouts.error.message)} onRetry={() => void payouts.refetch()} />
        ) : payouts.data.items.length === 0 ? (
          <EmptyState title={status === 'requested' ? t('payouts.emptyTitle') : t('payouts.noneTitle')}>
            {t('payouts.emptyText')}
          </EmptyState>
        ) : (
          <>
            <FinanceTable
              caption={t('payouts.title')}
              rows={payouts.data.items}
              rowKey={(p) => p.id}
              dimmed={payouts.isPlaceholderData}
              columns={[
                {
                  key: 'operator',
                  header: t('payouts.operator'),
                  cell: (p) => (
                    <span>
                      <span className="font-semibold">{p.operator.company_name ?? p.operator.email}</span>
                      <span className="block text-xs text-stone-500">{p.operator.email}</span>
                    </span>
                  ),
                },
                {
                  key: 'amount',
                  header: t('payments.amount'),
                  numeric: true,
                  cell: (p) => formatAmount(p.amount_cents, p.currency),
                },
                { key: 'method', header: t('payouts.method'), cell: (p) => <MethodCell payout={p} /> },
                {
                  key: 'requested',
                  header: t('payouts.requested'),
                  cell: (p) => (
                    <span>
                      {formatTimestamp(p.requested_at)}
                      <span className="block text-xs text-stone-500">
                        {t(`payoutStatus.${p.status}`)}
                        {p.failure_reason ? ` · ${p.failure_reason}` : ''}
                      </span>
                    </span>
                  ),
                },
                { key: 'action', header: t('payments.action'), cell: (p) => <DecideButtons payout={p} /> },
              ]}
            />
            <Pagination
              className="mt-4"
              page={payouts.data.page}
              total={payouts.data.total}
              pageSize={FINANCE_PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </div>
    </Card>
  );
}
