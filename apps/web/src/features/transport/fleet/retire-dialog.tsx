import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiRequestError, toastMessageFor } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';

/**
 * The confirmation before retiring a vehicle or driver. The API refuses (409) while they are on an
 * upcoming trip or an active schedule: its reason stays in the dialog with a way to the trips.
 */
export function RetireDialog({
  open,
  title,
  body,
  confirmLabel,
  done,
  onRetire,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The toast after success. */
  done: string;
  onRetire: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('fleet');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const retire = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onRetire();
      toast.success(done);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) setRefusal(messageText(error.message));
      else toast.error(toastMessageFor(error, t('retire.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      closeDisabled={busy}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {refusal ? t('retire.close') : t('retire.keep')}
          </Button>
          {!refusal && (
            <Button variant="danger" busy={busy} onClick={() => void retire()}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <p>{body}</p>
      {refusal && (
        <Alert tone="error" className="mt-4" title={t('retire.refusedTitle')}>
          <p>{refusal}</p>
          <p className="mt-2">
            <Link to="/trips" className="font-semibold underline">
              {t('retire.openTrips')}
            </Link>
          </p>
        </Alert>
      )}
    </Modal>
  );
}
