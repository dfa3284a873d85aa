// The role form: Name, Description and the grouped permission checkboxes, checked with the
// contract's roleWriteSchema; the server's refusals show beside their fields. A built-in role,
// or any role for a caller without roles.manage, opens read-only with a Close button.
import type { Role, RoleWriteInput } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import { useCreateAdminRoleMutation, useUpdateAdminRoleMutation } from '../admin-roles-api';
import {
  CREATE_ROLE_FAILED,
  permissionGroups,
  roleFormSchema,
  roleFormValues,
  roleServerErrors,
  UPDATE_ROLE_FAILED,
  type RoleFormValues,
} from '../role-form-values';
import { PermissionCheckboxes } from './permission-checkboxes';

interface RoleFormProps {
  role: Role | null;
  readOnly: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

export function RoleForm({ role, readOnly, onCancel, onSaved }: RoleFormProps) {
  const [createRole, creation] = useCreateAdminRoleMutation();
  const [updateRole, update] = useUpdateAdminRoleMutation();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoleFormValues, unknown, RoleWriteInput>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: roleFormValues(role),
    disabled: readOnly,
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });
  const saving = creation.isLoading || update.isLoading;

  const submit = handleSubmit(async (body) => {
    clearFormMessage();
    const result = role ? await updateRole({ id: role.id, role: body }) : await createRole(body);
    if (result.data) {
      toast({ title: `Saved ${result.data.name}`, tone: 'success' });
      onSaved();
      return;
    }
    showServerErrors(
      roleServerErrors(result.error, role ? UPDATE_ROLE_FAILED : CREATE_ROLE_FAILED),
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      {readOnly && role?.is_builtin && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {role.name} is a built-in role: its permissions are fixed.
        </p>
      )}
      <TextInput label="Name" error={errors.name?.message} {...register('name')} />
      <TextInput
        label="Description"
        helperText="Optional: what this role is for."
        error={errors.description?.message}
        {...register('description')}
      />
      <PermissionCheckboxes
        groups={permissionGroups(role?.permissions)}
        field={register('permissions')}
        readOnly={readOnly}
        error={errors.permissions?.message}
      />
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        {readOnly ? (
          <Button variant="secondary" onClick={onCancel}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              Save role
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
