// The fulfilment settings (decision 0034): the methods offered, the store's address, opening
// hours, closed dates, the pickup and delivery slots, in-person payment and the no-show grace.
// Checked with the contract's schema before sending; a message from the check or the server's 422
// sits beside the field it names, however deep (`opening_hours.mon.0.close`).
import {
  FULFILMENT_METHOD_LABELS,
  FULFILMENT_METHODS,
  fulfilmentSettingsInputSchema,
  type FulfilmentMethod,
  type FulfilmentSettings,
  type SystemConfig,
} from '@canopy/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Switch } from '../../../components/ui/switch';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useUpdateFulfilmentSettingsMutation } from '../fulfilment-api';
import { fieldErrorsOf, refusalMessages, type FieldErrors } from '../field-errors';
import { ClosedDatesField } from './closed-dates-field';
import { FieldError } from './field-error';
import { OpeningHoursField } from './opening-hours-field';
import { SlotSettingsFields } from './slot-settings-fields';

export const SAVE_FULFILMENT_FAILED = 'Failed to update the fulfilment settings';

const ADDRESS_FIELDS = [
  ['line1', 'Street address'],
  ['line2', 'Address line 2 (optional)'],
  ['city', 'City'],
  ['state', 'State'],
  ['postal_code', 'ZIP or postal code'],
  ['country', 'Country (two letters)'],
] as const;

/** The fulfilment keys of the settings, as this form edits them. */
export function fulfilmentSettingsOf(config: SystemConfig): FulfilmentSettings {
  return {
    fulfilment_methods: config.fulfilment_methods,
    store_address: config.store_address,
    opening_hours: config.opening_hours,
    closed_dates: config.closed_dates,
    pickup_slots: config.pickup_slots,
    delivery_slots: config.delivery_slots,
    in_person_payment: config.in_person_payment,
    no_show_grace_minutes: config.no_show_grace_minutes,
  };
}

const sectionClass =
  'flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900';

export function FulfilmentSettingsForm({ config }: { config: SystemConfig }) {
  const [values, setValues] = useState<FulfilmentSettings>(() => fulfilmentSettingsOf(config));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateFulfilmentSettingsMutation();
  const toast = useToast();

  const set = <Key extends keyof FulfilmentSettings>(key: Key, value: FulfilmentSettings[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const toggleMethod = (method: FulfilmentMethod, on: boolean) =>
    set(
      'fulfilment_methods',
      FULFILMENT_METHODS.filter((each) =>
        each === method ? on : values.fulfilment_methods.includes(each),
      ),
    );

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = fulfilmentSettingsInputSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    const result = await save(checked.data);
    if (result.data) {
      setErrors({});
      toast({ title: 'Fulfilment settings saved', tone: 'success' });
      return;
    }
    const refusal = refusalMessages(result.error, SAVE_FULFILMENT_FAILED);
    setErrors(refusal.fields);
    setMessage(refusal.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      {message && <ErrorAlert>{message}</ErrorAlert>}
      <section className={sectionClass}>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.fulfilment_methods ? 'methods-error' : undefined}
        >
          <legend className="mb-2 text-base font-semibold text-zinc-900 dark:text-white">
            Fulfilment methods
          </legend>
          {FULFILMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={values.fulfilment_methods.includes(method)}
                onChange={(event) => toggleMethod(method, event.target.checked)}
              />
              {FULFILMENT_METHOD_LABELS[method]}
            </label>
          ))}
          <FieldError id="methods-error" message={errors.fulfilment_methods} />
        </fieldset>
        <div className="flex flex-col gap-3">
          <Switch
            label="Orders can be paid in person (at the counter or the door)"
            checked={values.in_person_payment}
            onCheckedChange={(on) => set('in_person_payment', on)}
          />
          <TextInput
            label="No-show grace (minutes)"
            helperText="How long after its slot ends an uncollected pickup counts as a no-show."
            type="number"
            inputMode="numeric"
            step={1}
            className="max-w-xs"
            value={Number.isNaN(values.no_show_grace_minutes) ? '' : values.no_show_grace_minutes}
            error={errors.no_show_grace_minutes}
            onChange={(event) =>
              set(
                'no_show_grace_minutes',
                event.target.value === '' ? Number.NaN : Number(event.target.value),
              )
            }
          />
        </div>
      </section>

      <section className={sectionClass}>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-zinc-900 dark:text-white">
            Store address (where pickup orders are collected)
          </legend>
          {ADDRESS_FIELDS.map(([field, label]) => (
            <TextInput
              key={field}
              label={label}
              value={values.store_address[field] ?? ''}
              error={errors[`store_address.${field}`]}
              autoComplete="off"
              onChange={(event) =>
                set('store_address', { ...values.store_address, [field]: event.target.value })
              }
            />
          ))}
        </fieldset>
      </section>

      <section className={sectionClass}>
        <OpeningHoursField
          value={values.opening_hours}
          errors={errors}
          onChange={(hours) => set('opening_hours', hours)}
        />
      </section>

      <section className={sectionClass}>
        <ClosedDatesField
          value={values.closed_dates}
          errors={errors}
          onChange={(dates) => set('closed_dates', dates)}
        />
      </section>

      <section className={`${sectionClass} lg:flex-row`}>
        <div className="flex-1">
          <SlotSettingsFields
            method="pickup"
            value={values.pickup_slots}
            errors={errors}
            onChange={(slots) => set('pickup_slots', slots)}
          />
        </div>
        <div className="flex-1">
          <SlotSettingsFields
            method="delivery"
            value={values.delivery_slots}
            errors={errors}
            onChange={(slots) => set('delivery_slots', slots)}
          />
        </div>
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={isLoading}>
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Save fulfilment settings
        </Button>
      </div>
    </form>
  );
}
