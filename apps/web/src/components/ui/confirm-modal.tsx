import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/**
 * A question asked before an action that changes something for good: the action's own words on its
 * button, Cancel beside it; neither closes the dialog while the action runs.
 */
export function ConfirmModal({
  open,
  onClose,
  onConfirm,
  busy = false,
  title,
  confirmLabel,
  cancelLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy?: boolean;
  title: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeDisabled={busy}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
