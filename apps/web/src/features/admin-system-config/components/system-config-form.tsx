// The System Config form: store status, tax rate (shown in percent, sent as a fraction), flat
// shipping and the free-shipping threshold (dollars), the stock limits, the limits on a shopper's
// unpaid orders, and the age settings (age-settings-fields.tsx). Checked with the
// contract's schema; errors beside their fields, a toast on success.
import type { SystemConfig, SystemConfigUpdate } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import { useUpdateSystemConfigMutation } from '../system-config-api';
import {
  systemConfigFormSchema,
  systemConfigFormValues,
  systemConfigServerErrors,
  type SystemConfigFormValues,
} from '../system-config-form-values';
import { AgeSettingsFields } from './age-settings-fields';
import { StoreStatusField } from './store-status-field';

export function SystemConfigForm({ config }: { config: SystemConfig }) {
  const [save, { isLoading }] = useUpdateSystemConfigMutation();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SystemConfigFormValues, unknown, SystemConfigUpdate>({
    resolver: zodResolver(systemConfigFormSchema),
    defaultValues: systemConfigFormValues(config),
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });

  const storeStatus = useWatch({ control, name: 'store_status' });

  const submit = handleSubmit(async (body) => {
    clearFormMessage();
    const result = await save(body);
    if (result.data) {
      toast({ title: 'System config saved', tone: 'success' });
      return;
    }
    showServerErrors(systemConfigServerErrors(result.error));
  });

  const number = { type: 'number', inputMode: 'decimal' } as const;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-5">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <StoreStatusField
        value={storeStatus}
        error={errors.store_status?.message}
        {...register('store_status')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Tax rate (%)"
          step="0.01"
          helperText="Charged on the subtotal; 8 means 8%."
          error={errors.tax_rate?.message}
          {...number}
          {...register('tax_rate')}
        />
        <TextInput
          label="Flat shipping rate ($)"
          step="0.01"
          error={errors.flat_shipping_rate?.message}
          {...number}
          {...register('flat_shipping_rate')}
        />
        <TextInput
          label="Free-shipping threshold ($)"
          step="0.01"
          helperText="A subtotal at or above this ships free."
          error={errors.free_shipping_threshold?.message}
          {...number}
          {...register('free_shipping_threshold')}
        />
        <TextInput
          label="Low-stock threshold"
          step="1"
          inputMode="numeric"
          type="number"
          helperText="Products at or below this count as low stock."
          error={errors.low_stock_threshold?.message}
          {...register('low_stock_threshold')}
        />
        <TextInput
          label="Maximum quantity per item"
          step="1"
          inputMode="numeric"
          type="number"
          helperText="Checkout refuses more of one product in an order."
          error={errors.max_quantity_per_item?.message}
          {...register('max_quantity_per_item')}
        />
        <TextInput
          label="Unpaid orders per shopper"
          step="1"
          inputMode="numeric"
          type="number"
          helperText="Open unpaid orders one shopper may hold at once; 0 means no limit."
          error={errors.max_unpaid_orders_per_session?.message}
          {...register('max_unpaid_orders_per_session')}
        />
        <TextInput
          label="Reservation time (minutes)"
          step="1"
          inputMode="numeric"
          type="number"
          helperText="How long an unpaid order holds its stock."
          error={errors.reservation_minutes?.message}
          {...register('reservation_minutes')}
        />
      </div>
      <AgeSettingsFields register={register} errors={errors} />
      <div className="flex justify-end border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button type="submit" disabled={isLoading}>
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
