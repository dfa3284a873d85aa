// Asks before anything is deleted: a small dialog whose 'Delete' button does it and whose
// Cancel, Escape or overlay click leaves everything as it was.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({
  open,
  title,
  children,
  pending,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
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
            Cancel
          </Button>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      <div className="text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
    </Modal>
  );
}
