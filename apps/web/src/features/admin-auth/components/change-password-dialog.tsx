// "Change password" from the admin shell: the current password and a new one (the account-creation
// rules, checked with the shared contract), errors beside their fields. The server signs out the
// account's other sessions and answers a new token for this one, which is stored at once.
import { passwordChangeRequestSchema, type PasswordChangeRequest } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { formServerErrors } from '../../../lib/api/form-server-errors';
import { saveAdminCredentials } from '../../../lib/session-credentials';
import { useChangePasswordMutation } from '../admin-auth-api';
import { adminLoggedIn } from '../admin-session-slice';

type Field = keyof PasswordChangeRequest;
const FIELDS: readonly string[] = ['current_password', 'new_password'] satisfies Field[];
export const CHANGE_PASSWORD_FAILED = 'Failed to change the password';

function PasswordForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeRequest>({
    resolver: zodResolver(passwordChangeRequestSchema),
    defaultValues: { current_password: '', new_password: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFormMessage(null);
    const result = await change(body);
    if (result.data) {
      const session = { token: result.data.access_token, user: result.data.user };
      saveAdminCredentials(session);
      dispatch(adminLoggedIn(session));
      toast({ title: 'Password changed; your other sessions were signed out', tone: 'success' });
      onDone();
      return;
    }
    const { fields, message } = formServerErrors<Field>(result.error, {
      fieldOf: (name) => (FIELDS.includes(name) ? (name as Field) : undefined),
      fallback: CHANGE_PASSWORD_FAILED,
    });
    for (const [field, text] of Object.entries(fields)) {
      setError(field as Field, { type: 'server', message: text }, { shouldFocus: true });
    }
    setFormMessage(message);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <TextInput
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <TextInput
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText="At least 12 characters, mixing two of lowercase, uppercase, digits and symbols."
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isLoading}>
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Change password
        </Button>
      </div>
    </form>
  );
}

export function ChangePasswordButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} className={className}>
        <KeyRound className="size-4" aria-hidden="true" />
        Change password
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Change password">
        {open && <PasswordForm onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
