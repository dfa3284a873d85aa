// Deactivate, reactivate or delete an admin account, after a confirmation. The server's refusal
// (the last active superuser, for one) stays in the dialog.
import type { AdminUser } from '@canopy/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useChangeAdminUserMutation, type AccountAction } from '../admin-accounts-api';

export interface PendingAction {
  user: AdminUser;
  action: AccountAction;
}

const WORDING: Record<
  AccountAction,
  { verb: string; done: string; explain: string; failed: string }
> = {
  deactivate: {
    verb: 'Deactivate',
    done: 'Deactivated',
    explain: 'They are signed out at once and cannot sign in until reactivated.',
    failed: 'Failed to deactivate admin user',
  },
  reactivate: {
    verb: 'Reactivate',
    done: 'Reactivated',
    explain: 'They can sign in again with their password.',
    failed: 'Failed to reactivate admin user',
  },
  delete: {
    verb: 'Delete',
    done: 'Deleted',
    explain: 'The account is removed for good; the audit trail keeps its name.',
    failed: 'Failed to delete admin user',
  },
};

export function AccountActionDialog({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const [change, { isLoading }] = useChangeAdminUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const wording = pending ? WORDING[pending.action] : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async ({ user, action }: PendingAction) => {
    const result = await change({ id: user.id, action });
    if ('error' in result) {
      setFailure(getApiErrorMessage(result.error, WORDING[action].failed));
      return;
    }
    close();
    toast({ title: `${WORDING[action].done} ${user.username}`, tone: 'success' });
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending && wording ? `${wording.verb} ${pending.user.username}?` : 'Admin account'}
      confirmLabel={wording?.verb ?? ''}
      confirmVariant={pending?.action === 'reactivate' ? 'primary' : 'danger'}
      busy={isLoading}
      error={failure}
      onCancel={close}
      onConfirm={() => {
        if (pending) void confirm(pending);
      }}
    >
      <p>{wording?.explain}</p>
    </ConfirmDialog>
  );
}
