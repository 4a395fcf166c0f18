import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiRequestError } from '../../lib/api-client';

/**
 * A destructive decision that takes a reason (reject, disable): the question, the reason, Cancel and
 * the action's own words. A missing reason is told under the field; the server's field error too.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  children,
  reasonLabel,
  placeholder,
  confirmLabel,
  required = true,
  requiredMessage,
  busy,
  onConfirm,
  tone = 'danger',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  reasonLabel: string;
  placeholder?: string;
  confirmLabel: string;
  required?: boolean;
  /** The message key shown when the reason is left empty. */
  requiredMessage?: string;
  busy: boolean;
  /** Resolves when done; a rejection with a field error on `reason` stays in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  tone?: 'danger' | 'primary';
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (required && !text) {
      setError(requiredMessage);
      return;
    }
    onConfirm(text).then(
      () => {
        setReason('');
        setError(undefined);
      },
      (e: unknown) => {
        const field = e instanceof ApiRequestError ? e.fields?.reason?.[0] : undefined;
        if (field) setError(field);
      },
    );
  };
  return (
    <Modal open={open} onClose={close} closeDisabled={busy} title={title}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <div className="text-stone-700">{children}</div>
        <TextareaField
          label={reasonLabel}
          value={reason}
          placeholder={placeholder}
          maxLength={500}
          rows={3}
          required={required}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={tone} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
