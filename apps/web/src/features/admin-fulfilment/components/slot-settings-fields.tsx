// One slot method's settings (pickup_slots or delivery_slots): the slot length, the preparation
// time, how many days ahead and the orders per slot, each with its message beside it.
import { SLOT_LENGTHS, type SlotMethod, type SlotSettings } from '@canopy/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import { type FieldErrors } from '../field-errors';

const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const shown = (value: number) => (Number.isNaN(value) ? '' : String(value));

export function SlotSettingsFields({
  method,
  value,
  errors,
  onChange,
}: {
  method: SlotMethod;
  value: SlotSettings;
  errors: FieldErrors;
  onChange: (settings: SlotSettings) => void;
}) {
  const key = `${method}_slots`;
  const title = method === 'pickup' ? 'Pickup' : 'Delivery';
  const whole = { type: 'number', inputMode: 'numeric', step: 1 } as const;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-zinc-900 dark:text-white">
        {title} slots
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={`${title} slot length`}
          value={value.slot_minutes}
          error={errors[`${key}.slot_minutes`]}
          options={SLOT_LENGTHS.map((minutes) => ({
            value: minutes,
            label: minutes < 60 ? `${String(minutes)} minutes` : `${String(minutes / 60)} h`,
          }))}
          onChange={(event) =>
            onChange({
              ...value,
              slot_minutes: Number(event.target.value) as SlotSettings['slot_minutes'],
            })
          }
        />
        <TextInput
          label={`${title} preparation (minutes)`}
          helperText="No slot starts sooner than this after now."
          {...whole}
          value={shown(value.prep_minutes)}
          error={errors[`${key}.prep_minutes`]}
          onChange={(event) => onChange({ ...value, prep_minutes: numberFrom(event.target.value) })}
        />
        <TextInput
          label={`${title} days ahead`}
          helperText="0 offers today only."
          {...whole}
          value={shown(value.days_ahead)}
          error={errors[`${key}.days_ahead`]}
          onChange={(event) => onChange({ ...value, days_ahead: numberFrom(event.target.value) })}
        />
        <TextInput
          label={`${title} orders per slot`}
          {...whole}
          value={shown(value.slot_capacity)}
          error={errors[`${key}.slot_capacity`]}
          onChange={(event) =>
            onChange({ ...value, slot_capacity: numberFrom(event.target.value) })
          }
        />
      </div>
    </fieldset>
  );
}
