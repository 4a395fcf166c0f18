import { MOBILE_NETWORKS, type MobileNetwork, type PayoutMethod } from '@dala/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ChoiceCards } from '../../components/ui/choice-cards';
import { Modal } from '../../components/ui/modal';
import { PasswordField } from '../../components/ui/password-field';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import {
  useAddPayoutMethod,
  usePayoutMethods,
  useRemovePayoutMethod,
  useResendPayoutMethodCode,
  useVerifyPayoutMethod,
} from './api/use-earnings';
import { useMethodLabel } from './earnings-format';

type FieldErrors = Record<string, string | undefined>;

/** Field → first message of an API error, and the error's text when no field carries it. */
function errorsOf(error: unknown, fields: readonly string[]): { fields: FieldErrors; form?: string } {
  const out: FieldErrors = {};
  if (error instanceof ApiRequestError && error.fields) {
    for (const name of fields) out[name] = error.fields[name]?.[0];
  }
  const carried = Object.values(out).some(Boolean);
  return { fields: out, form: carried ? undefined : error instanceof Error ? error.message : undefined };
}

/** The operator's payout methods: add (password), confirm with the mailed code, remove (password, confirmation). */
export function PayoutMethodsSection() {
  const { t } = useTranslation('earnings');
  const methods = usePayoutMethods();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutMethod | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('methods.intro')}</p>
      {methods.isPending ? (
        <ListSkeleton rows={1} />
      ) : methods.isError ? (
        <LoadError message={messageText(methods.error.message)} onRetry={() => void methods.refetch()} />
      ) : methods.data.items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('methods.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {methods.data.items.map((m) => (
            <li key={m.id}>
              <MethodCard method={m} onRemove={() => setRemoving(m)} />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setAdding(true)}>
        {t('methods.add')}
      </Button>
      {adding && <AddMethodDialog onClose={() => setAdding(false)} />}
      {removing && <RemoveMethodDialog method={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}

function MethodCard({ method, onRemove }: { method: PayoutMethod; onRemove: () => void }) {
  const { t } = useTranslation('earnings');
  const label = useMethodLabel();
  return (
    <article className="rounded-card border border-sand-200 bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{label(method)}</p>
          {method.account_name && <p className="text-sm text-stone-600">{method.account_name}</p>}
        </div>
        <div className="flex items-center gap-2">
          <span
            className={
              method.status === 'verified'
                ? 'rounded-full bg-acacia-50 px-2.5 py-0.5 text-xs font-semibold text-acacia-700 ring-1 ring-acacia-200 ring-inset'
                : 'rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800 ring-1 ring-primary-200 ring-inset'
            }
          >
            {method.status === 'verified' ? t('methods.verified') : t('methods.unverified')}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={t('methods.removeLabel', { method: label(method) })}
          >
            {t('methods.remove')}
          </Button>
        </div>
      </div>
      {method.status === 'unverified' && <VerifyForm method={method} />}
    </article>
  );
}

function VerifyForm({ method }: { method: PayoutMethod }) {
  const { t } = useTranslation('earnings');
  const verify = useVerifyPayoutMethod();
  const resend = useResendPayoutMethodCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    verify.mutate(
      { id: method.id, code: code.trim() },
      {
        onSuccess: () => notify.success(t('methods.verifiedToast')),
        onError: (e) => setError(errorsOf(e, ['code']).fields.code ?? e.message),
      },
    );
  };
  const again = () => {
    setError(undefined);
    resend.mutate(method.id, {
      onSuccess: () => {
        setCode('');
        notify.success(t('methods.resent'));
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form onSubmit={submit} className="mt-3 border-t border-sand-100 pt-3" noValidate>
      {!method.code_pending && <p className="mb-2 text-sm text-primary-800">{t('methods.codeExpired')}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={t('methods.code')}
          hint={t('methods.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={error}
          className="sm:w-56"
        />
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" size="md" busy={verify.isPending}>
            {t('methods.verify')}
          </Button>
          <Button variant="ghost" size="md" onClick={again} busy={resend.isPending}>
            {t('methods.resend')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function AddMethodDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('earnings');
  const add = useAddPayoutMethod();
  const [kind, setKind] = useState<'mobile_money' | 'bank'>('mobile_money');
  const [network, setNetwork] = useState<MobileNetwork>('mpesa');
  const [phone, setPhone] = useState('');
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; form?: string }>({ fields: {} });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      kind === 'mobile_money'
        ? { kind, network, phone, current_password: password }
        : {
            kind,
            bank_name: bankName,
            account_name: accountName,
            account_number: accountNumber,
            current_password: password,
          };
    setErrors({ fields: {} });
    add.mutate(body, {
      onSuccess: () => {
        notify.success(t('methods.added'));
        onClose();
      },
      onError: (e) =>
        setErrors(
          errorsOf(e, [
            'network',
            'phone',
            'bank_name',
            'account_name',
            'account_number',
            'current_password',
          ]),
        ),
    });
  };

  return (
    <Modal open onClose={onClose} closeDisabled={add.isPending} title={t('methods.addTitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <ChoiceCards
          legend={t('methods.kind')}
          name="payout-method-kind"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'mobile_money', label: t('methods.mobileMoney') },
            { value: 'bank', label: t('methods.bank') },
          ]}
        />
        {kind === 'mobile_money' ? (
          <>
            <SelectField
              label={t('methods.network')}
              value={network}
              onChange={(e) => setNetwork(e.target.value as MobileNetwork)}
              error={errors.fields.network}
            >
              {MOBILE_NETWORKS.map((n) => (
                <option key={n} value={n}>
                  {t(`methods.networks.${n}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('methods.phone')}
              hint={t('methods.phoneHint')}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={errors.fields.phone}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('methods.bankName')}
              value={bankName}
              onChange={(e) => setBankName(e.target.value)}
              error={errors.fields.bank_name}
            />
            <TextField
              label={t('methods.accountName')}
              value={accountName}
              onChange={(e) => setAccountName(e.target.value)}
              error={errors.fields.account_name}
            />
            <TextField
              label={t('methods.accountNumber')}
              inputMode="numeric"
              value={accountNumber}
              onChange={(e) => setAccountNumber(e.target.value)}
              error={errors.fields.account_number}
            />
          </>
        )}
        <PasswordField
          label={t('methods.password')}
          hint={t('methods.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.fields.current_password}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {t('methods.cancel')}
          </Button>
          <Button type="submit" busy={add.isPending}>
            {t('methods.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function RemoveMethodDialog({ method, onClose }: { method: PayoutMethod; onClose: () => void }) {
  const { t } = useTranslation('earnings');
  const label = useMethodLabel();
  const remove = useRemovePayoutMethod();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; form?: string }>({ fields: {} });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {} });
    remove.mutate(
      { id: method.id, currentPassword: password },
      {
        onSuccess: () => {
          notify.success(t('methods.removed'));
          onClose();
        },
        onError: (e) => setErrors(errorsOf(e, ['current_password'])),
      },
    );
  };

  return (
    <Modal open onClose={onClose} closeDisabled={remove.isPending} title={t('methods.removeTitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <p className="text-stone-700">{t('methods.removeText', { method: label(method) })}</p>
        <PasswordField
          label={t('methods.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.fields.current_password}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('methods.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            {t('methods.removeConfirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
