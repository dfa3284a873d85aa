// Asks before an order change that cannot be taken back (cancel, refund, delete): the modal with
// what will happen, a way back, and the confirming button.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  dismissLabel,
  busy = false,
  error = null,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {dismissLabel}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
        {children}
        {error && <ErrorAlert>{error}</ErrorAlert>}
      </div>
    </Modal>
  );
}
