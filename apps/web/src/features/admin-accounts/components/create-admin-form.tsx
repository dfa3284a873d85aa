// The new-admin form: Username, Password (its rules said under it) and Role, offering only the
// roles the signed-in admin may grant (without the roles list, the server's default: manager). Checked with the contract's schema; the server's refusals
// show beside their fields.
import type { Role } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import {
  accountServerErrors,
  adminAccountFormSchema,
  emptyAccountForm,
  type AdminAccountBody,
  type AdminAccountFormValues,
} from '../admin-account-form';
import { useCreateAdminUserMutation } from '../admin-accounts-api';

export const PASSWORD_RULES =
  'At least 12 characters, mixing two of lowercase, uppercase, digits and symbols, without the username.';

interface CreateAdminFormProps {
  /** The roles the caller may grant. */
  roles: readonly Role[];
  onCancel: () => void;
  onSaved: () => void;
}

export function CreateAdminForm({ roles, onCancel, onSaved }: CreateAdminFormProps) {
  const [createAdmin, { isLoading }] = useCreateAdminUserMutation();
  const toast = useToast();
  const schema = useMemo(() => adminAccountFormSchema(roles), [roles]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminAccountFormValues, unknown, AdminAccountBody>({
    resolver: zodResolver(schema),
    defaultValues: emptyAccountForm(roles),
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });

  const submit = handleSubmit(async (values) => {
    clearFormMessage();
    const result = await createAdmin(values);
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
      {roles.length > 0 && (
        <SelectField
          label="Role"
          helperText="What the new admin may see and do. Owners alone can make owners."
          options={roles.map((role) => ({ value: String(role.id), label: role.name }))}
          error={errors.role_id?.message}
          {...register('role_id')}
        />
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
