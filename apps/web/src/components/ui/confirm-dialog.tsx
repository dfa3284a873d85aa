// Asks before something that cannot be taken back (delete, cancel, deactivate): a small modal
// with what will happen, a way back and the confirming button. A failure stays inside the dialog
// as an alert. The modal handles the focus: it moves in on open and returns to the opener on
// close; Cancel, Escape and an overlay click all call onCancel.
import type { ReactNode } from 'react';
import { Button } from './button';
import { ErrorAlert } from './error-alert';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's text, 'Delete' unless told. */
  confirmLabel?: string;
  /** The way back's text, 'Cancel' unless told. */
  cancelLabel?: string;
  /** 'danger' (red) unless the action is harmless, e.g. reactivating. */
  confirmVariant?: 'danger' | 'primary';
  /** While the action runs the confirming button is disabled. */
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {children}
      </div>
    </Modal>
  );
}
