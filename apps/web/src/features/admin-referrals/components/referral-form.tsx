// The referral code form: code, description, discount type and value, minimum subtotal, maximum
// uses, expiry and Active, checked with the contract's rules; the server's refusals show beside
// their fields, anything else above the form with its fallback text.
import type { AdminReferralCode, AdminReferralCodeWrite } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import {
  useCreateAdminReferralCodeMutation,
  useUpdateAdminReferralCodeMutation,
} from '../admin-referrals-api';
import {
  referralFormSchema,
  referralFormValues,
  referralServerErrors,
  type ReferralFormValues,
} from '../referral-form-values';

const DISCOUNT_TYPES = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount' },
] as const;

export const CREATE_FAILED = 'Failed to create referral code';
export const UPDATE_FAILED = 'Failed to update referral code';

interface ReferralFormProps {
  code: AdminReferralCode | null;
  onCancel: () => void;
  onSaved: () => void;
}

export function ReferralForm({ code, onCancel, onSaved }: ReferralFormProps) {
  const [createCode, creation] = useCreateAdminReferralCodeMutation();
  const [updateCode, update] = useUpdateAdminReferralCodeMutation();
  const toast = useToast();
  const schema = useMemo(() => referralFormSchema(code), [code]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ReferralFormValues, unknown, AdminReferralCodeWrite>({
    resolver: zodResolver(schema),
    defaultValues: referralFormValues(code),
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });
  const percentage = useWatch({ control, name: 'discount_type' }) === 'percentage';
  const saving = creation.isLoading || update.isLoading;

  const submit = handleSubmit(async (body) => {
    clearFormMessage();
    const result = code ? await updateCode({ id: code.id, body }) : await createCode(body);
    if (result.data) {
      toast({ title: `Saved ${result.data.code}`, tone: 'success' });
      onSaved();
      return;
    }
    showServerErrors(referralServerErrors(result.error, code ? UPDATE_FAILED : CREATE_FAILED));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Code"
          autoCapitalize="characters"
          spellCheck={false}
          helperText="Letters, digits, _ and -; saved in upper case."
          error={errors.code?.message}
          {...register('code')}
        />
        <TextInput
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
        <SelectField
          label="Discount type"
          options={DISCOUNT_TYPES}
          error={errors.discount_type?.message}
          {...register('discount_type')}
        />
        <TextInput
          label={percentage ? 'Discount (%)' : 'Discount ($)'}
          inputMode="decimal"
          error={errors.discount_value?.message}
          {...register('discount_value')}
        />
        <TextInput
          label="Minimum subtotal ($)"
          inputMode="decimal"
          error={errors.min_subtotal?.message}
          {...register('min_subtotal')}
        />
        <TextInput
          label="Maximum uses"
          inputMode="numeric"
          helperText="Leave empty for unlimited."
          error={errors.max_uses?.message}
          {...register('max_uses')}
        />
        <TextInput
          label="Expires at"
          type="datetime-local"
          helperText="Your local time; leave empty to never expire."
          error={errors.expires_at?.message}
          {...register('expires_at')}
        />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label="Active"
              className="-ml-2 self-end sm:mb-1"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Save referral code
        </Button>
      </div>
    </form>
  );
}
