// The referral code form's dialog: 'New referral code' from Add referral code, 'Edit referral
// code' from a row. The form mounts afresh each time it opens, so it starts from the code.
import type { AdminReferralCode } from '@canopy/contracts';
import { Modal } from '../../../components/ui/modal';
import { ReferralForm } from './referral-form';

export type ReferralEditing = { code: AdminReferralCode | null } | null;

export function ReferralFormModal({
  editing,
  onClose,
}: {
  editing: ReferralEditing;
  onClose: () => void;
}) {
  const code = editing?.code ?? null;
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={code ? 'Edit referral code' : 'New referral code'}
      size="lg"
    >
      <ReferralForm key={code?.id ?? 'new'} code={code} onCancel={onClose} onSaved={onClose} />
    </Modal>
  );
}
