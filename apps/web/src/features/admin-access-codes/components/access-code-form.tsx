// The access code form: Code (optional: empty generates one on create and keeps the current one
// on edit), Label, Expires and Max uses. A create hands the answer (with its plaintext) to the
// modal; an edit saves the details (PUT) and then a new code (PATCH) when one was typed.
import type { AdminAccessCode, AdminAccessCodeCreated } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import {
  useCreateAdminAccessCodeMutation,
  useEditAdminAccessCodeMutation,
  useUpdateAdminAccessCodeMutation,
} from '../admin-access-codes-api';
import {
  accessCodeFormSchema,
  accessCodeFormValues,
  accessCodeServerErrors,
  type AccessCodeFormOutput,
  type AccessCodeFormValues,
} from '../access-code-form-values';

export const CREATE_FAILED = 'Failed to create access code';
export const UPDATE_FAILED = 'Failed to update access code';
export const EDIT_FAILED = 'Failed to edit access code';

interface AccessCodeFormProps {
  accessCode: AdminAccessCode | null;
  onCancel: () => void;
  onCreated: (created: AdminAccessCodeCreated) => void;
  onSaved: (saved: AdminAccessCode) => void;
}

export function AccessCodeForm({ accessCode, onCancel, onCreated, onSaved }: AccessCodeFormProps) {
  const [createCode, creation] = useCreateAdminAccessCodeMutation();
  const [updateCode, update] = useUpdateAdminAccessCodeMutation();
  const [editCode, edit] = useEditAdminAccessCodeMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccessCodeFormValues, unknown, AccessCodeFormOutput>({
    resolver: zodResolver(accessCodeFormSchema),
    defaultValues: accessCodeFormValues(accessCode),
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });
  const saving = creation.isLoading || update.isLoading || edit.isLoading;

  const submit = handleSubmit(async (values) => {
    clearFormMessage();
    if (!accessCode) {
      const result = await createCode(values);
      if (result.data) onCreated(result.data);
      else showServerErrors(accessCodeServerErrors(result.error, CREATE_FAILED));
      return;
    }
    const saved = await updateCode({
      id: accessCode.id,
      changes: { label: values.label, expires_at: values.expires_at, max_uses: values.max_uses },
    });
    if (!saved.data) {
      showServerErrors(accessCodeServerErrors(saved.error, UPDATE_FAILED));
      return;
    }
    if (values.code !== undefined) {
      const changed = await editCode({ id: accessCode.id, new_code: values.code });
      if ('error' in changed) {
        showServerErrors(accessCodeServerErrors(changed.error, EDIT_FAILED));
        return;
      }
    }
    onSaved(saved.data);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <TextInput
        label={accessCode ? 'New code' : 'Code'}
        helperText={
          accessCode
            ? 'Leave empty to keep the current code. Holders of the old code are locked out.'
            : 'Leave empty to generate one. Access codes are case-insensitive and may contain letters and numbers'
        }
        autoComplete="off"
        spellCheck={false}
        maxLength={6}
        className="[&_input]:font-mono [&_input]:uppercase"
        error={errors.code?.message}
        {...register('code')}
      />
      <TextInput
        label="Label"
        placeholder="Who or what the code is for"
        error={errors.label?.message}
        {...register('label')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Expires"
          type="datetime-local"
          helperText="Empty: never expires"
          error={errors.expires_at?.message}
          {...register('expires_at')}
        />
        <TextInput
          label="Max uses"
          inputMode="numeric"
          helperText="Empty: unlimited"
          error={errors.max_uses?.message}
          {...register('max_uses')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {accessCode ? 'Save changes' : 'Create code'}
        </Button>
      </div>
    </form>
  );
}
