// Deleting a referral code, after a confirmation. A code that orders used is deactivated
// instead (their history keeps its code); the toast says which happened.
import type { AdminReferralCode } from '@canopy/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteAdminReferralCodeMutation } from '../admin-referrals-api';

export const DELETE_FAILED = 'Failed to delete referral code';

interface DeleteReferralDialogProps {
  code: AdminReferralCode | null;
  onClose: () => void;
}

export function DeleteReferralDialog({ code, onClose }: DeleteReferralDialogProps) {
  const [deleteCode, { isLoading }] = useDeleteAdminReferralCodeMutation();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const toast = useToast();
  const message = failure && failure.id === code?.id ? failure.message : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async (target: AdminReferralCode) => {
    const result = await deleteCode(target.id);
    if (result.error !== undefined) {
      const text = getApiErrorMessage(result.error, DELETE_FAILED);
      if (text) setFailure({ id: target.id, message: text });
      return;
    }
    close();
    toast(
      result.data.deleted
        ? { title: `Deleted ${target.code}`, tone: 'success' }
        : { title: `Deactivated ${target.code}`, description: result.data.detail, tone: 'success' },
    );
  };

  return (
    <ConfirmDialog
      open={code !== null}
      title={code ? `Delete ${code.code}?` : 'Delete referral code?'}
      busy={isLoading}
      error={message}
      onCancel={close}
      onConfirm={() => {
        if (code) void confirm(code);
      }}
    >
      <p>A code that orders used is deactivated instead, so their history keeps it.</p>
    </ConfirmDialog>
  );
}
