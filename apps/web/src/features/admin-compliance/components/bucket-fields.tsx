// One custom limit: its key, label, amount and unit, and which product classes count towards it,
// each by net weight, THC or unit, times a factor (3.5 counts 1 g of concentrate as 3.5 g).
// Accessories never count, so they are not offered.
import {
  LIMIT_CLASSES,
  LIMIT_PERS,
  LIMIT_UNITS,
  type LimitClass,
  type LimitPer,
  type LimitUnit,
} from '@canopy/contracts';
import { Trash2 } from 'lucide-react';
import {
  LIMIT_CLASS_LABELS,
  LIMIT_PER_LABELS,
  LIMIT_UNIT_LABELS,
} from '../../../components/purchase-limits/limit-labels';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import type { BucketDraft, DraftErrors } from '../limits-draft';

const COUNTED_CLASSES = LIMIT_CLASSES.filter((limitClass) => limitClass !== 'accessory');
const decimal = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

interface BucketFieldsProps {
  index: number;
  bucket: BucketDraft;
  errors: DraftErrors;
  disabled: boolean;
  onChange: (bucket: BucketDraft) => void;
  onRemove: () => void;
}

export function BucketFields({
  index,
  bucket,
  errors,
  disabled,
  onChange,
  onRemove,
}: BucketFieldsProps) {
  const at = `buckets.${String(index)}`;
  const name = `Limit ${String(index + 1)}`;
  const setCount = (limitClass: LimitClass, count: BucketDraft['counts'][LimitClass]) => {
    const others = Object.entries(bucket.counts).filter(([name]) => name !== limitClass);
    const counts = Object.fromEntries(count ? [...others, [limitClass, count]] : others);
    onChange({ ...bucket, counts });
  };
  return (
    <fieldset
      disabled={disabled}
      className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-700"
    >
      <legend className="px-1 text-base font-semibold text-zinc-900 dark:text-white">
        {name}
        {bucket.label.trim() && `: ${bucket.label}`}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextInput
          label={`${name} key`}
          spellCheck={false}
          autoCapitalize="none"
          value={bucket.key}
          error={errors[`${at}.key`]}
          onChange={(event) => onChange({ ...bucket, key: event.target.value })}
        />
        <TextInput
          label={`${name} label`}
          helperText="Shown to shoppers: “12.5 of 28.5 g flower left today”"
          value={bucket.label}
          error={errors[`${at}.label`]}
          onChange={(event) => onChange({ ...bucket, label: event.target.value })}
        />
        <TextInput
          label={`${name} amount`}
          {...decimal}
          value={bucket.limit}
          error={errors[`${at}.limit`]}
          onChange={(event) => onChange({ ...bucket, limit: event.target.value })}
        />
        <SelectField
          label={`${name} unit`}
          value={bucket.unit}
          error={errors[`${at}.unit`]}
          options={LIMIT_UNITS.map((unit) => ({ value: unit, label: LIMIT_UNIT_LABELS[unit] }))}
          onChange={(event) => onChange({ ...bucket, unit: event.target.value as LimitUnit })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          What counts towards {name.toLowerCase()}
        </legend>
        {errors[`${at}.counts`] && (
          <p className="text-sm text-red-700 dark:text-red-400">{errors[`${at}.counts`]}</p>
        )}
        <div className="grid gap-3 md:grid-cols-2">
          {COUNTED_CLASSES.map((limitClass) => {
            const count = bucket.counts[limitClass];
            const countAt = `${at}.counts.${limitClass}`;
            const className = LIMIT_CLASS_LABELS[limitClass];
            return (
              <div
                key={limitClass}
                className="grid grid-cols-[8.5rem_minmax(0,1fr)_6rem] items-start gap-2"
              >
                <label className="flex h-11 items-center gap-2 text-sm text-zinc-900 dark:text-white">
                  <input
                    type="checkbox"
                    checked={count !== undefined}
                    onChange={(event) =>
                      setCount(
                        limitClass,
                        event.target.checked ? { per: 'net_weight_g', factor: '1' } : undefined,
                      )
                    }
                    className="size-4 accent-brand-700"
                  />
                  {className}
                </label>
                {count && (
                  <>
                    <SelectField
                      label={`${className}: counted by`}
                      className="[&_label]:sr-only"
                      value={count.per}
                      error={errors[`${countAt}.per`]}
                      options={LIMIT_PERS.map((per) => ({
                        value: per,
                        label: LIMIT_PER_LABELS[per],
                      }))}
                      onChange={(event) =>
                        setCount(limitClass, { ...count, per: event.target.value as LimitPer })
                      }
                    />
                    <TextInput
                      label={`${className}: factor`}
                      className="[&_label]:sr-only"
                      {...decimal}
                      value={count.factor}
                      error={errors[`${countAt}.factor`]}
                      onChange={(event) =>
                        setCount(limitClass, { ...count, factor: event.target.value })
                      }
                    />
                  </>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      {!disabled && (
        <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove {name.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
