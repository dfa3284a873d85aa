// The access code form's dialog: 'New access code' (which, once created, shows the plaintext
// instead of the form) or 'Edit access code'. The form mounts afresh each time it opens.
import type { AdminAccessCode, AdminAccessCodeCreated } from '@canopy/contracts';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/use-toast';
import { AccessCodeForm } from './access-code-form';
import { CreatedCodeNotice } from './created-code-notice';

export type AccessCodeEditing = { accessCode: AdminAccessCode | null } | null;

interface AccessCodeFormModalProps {
  editing: AccessCodeEditing;
  onClose: () => void;
}

export function AccessCodeFormModal({ editing, onClose }: AccessCodeFormModalProps) {
  const [created, setCreated] = useState<AdminAccessCodeCreated | null>(null);
  const toast = useToast();
  const accessCode = editing?.accessCode ?? null;

  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={created ? 'Access code created' : accessCode ? 'Edit access code' : 'New access code'}
      size="md"
    >
      {created ? (
        <CreatedCodeNotice created={created} onDone={close} />
      ) : (
        <AccessCodeForm
          key={accessCode?.id ?? 'new'}
          accessCode={accessCode}
          onCancel={close}
          onCreated={setCreated}
          onSaved={(saved) => {
            toast({ title: `Saved ${saved.label}`, tone: 'success' });
            close();
          }}
        />
      )}
    </Modal>
  );
}
