// The new-admin form: Username, Password (its rules said under it) and, for superusers only,
// Superuser. Checked with the contract's schema; the server's refusals show beside their fields.
import type { AdminUserCreateInput } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import {
  accountServerErrors,
  adminAccountFormSchema,
  EMPTY_ACCOUNT_FORM,
  type AdminAccountFormValues,
} from '../admin-account-form';
import { useCreateAdminUserMutation } from '../admin-accounts-api';

export const PASSWORD_RULES =
  'At least 12 characters, mixing two of lowercase, uppercase, digits and symbols, without the username.';

interface CreateAdminFormProps {
  callerIsSuperuser: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

export function CreateAdminForm({ callerIsSuperuser, onCancel, onSaved }: CreateAdminFormProps) {
  const [createAdmin, { isLoading }] = useCreateAdminUserMutation();
  const superuserId = useId();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminAccountFormValues, unknown, AdminUserCreateInput>({
    resolver: zodResolver(adminAccountFormSchema),
    defaultValues: EMPTY_ACCOUNT_FORM,
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });

  const submit = handleSubmit(async (values) => {
    clearFormMessage();
    const result = await createAdmin({
      ...values,
      is_superuser: callerIsSuperuser && values.is_superuser,
    });
    if (result.data) {
      toast({ title: `Created ${result.data.username}`, tone: 'success' });
      onSaved();
      return;
    }
    showServerErrors(accountServerErrors(result.error));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <TextInput
        label="Username"
        autoComplete="off"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextInput
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText={PASSWORD_RULES}
        error={errors.password?.message}
        {...register('password')}
      />
      {callerIsSuperuser && (
        <div className="flex items-center gap-2">
          <input
            id={superuserId}
            type="checkbox"
            className="size-4 rounded border-zinc-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:accent-brand-500"
            {...register('is_superuser')}
          />
          <label
            htmlFor={superuserId}
            className="text-sm font-medium text-zinc-800 dark:text-zinc-200"
          >
            Superuser (can open System Config and create superusers)
          </label>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Create admin
        </Button>
      </div>
    </form>
  );
}
