// System Config's age settings (docs/product.md#age-verification): the store time zone (any IANA
// zone the browser knows, typed with suggestions), what the storefront's age step asks, the
// minimum age, the age policy version (raising it asks every shopper again) and the ID check at
// hand-off. Each error shows beside its field.
import { AGE_VERIFICATION_MODES, type AgeVerificationMode } from '@canopy/contracts';
import { useId, useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextInput } from '../../../components/ui/text-input';
import { cx } from '../../../lib/class-names';
import type { SystemConfigFormValues } from '../system-config-form-values';

const MODE_TEXTS: Record<AgeVerificationMode, { label: string; meaning: string }> = {
  off: { label: 'Off', meaning: 'Shoppers enter with the access code alone.' },
  attest: {
    label: 'Confirm age only',
    meaning: 'Shoppers confirm with one button that they are of the minimum age.',
  },
  date_of_birth: {
    label: 'Date of birth',
    meaning: 'Shoppers enter their date of birth; their orders carry it for the ID check.',
  },
};

/** The zones the browser knows; an older browser without the list offers none (typing works). */
function timeZoneNames(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

interface AgeSettingsFieldsProps {
  register: UseFormRegister<SystemConfigFormValues>;
  errors: FieldErrors<SystemConfigFormValues>;
}

export function AgeSettingsFields({ register, errors }: AgeSettingsFieldsProps) {
  const id = useId();
  const zones = useMemo(() => timeZoneNames(), []);
  const modeError = errors.age_verification?.message;
  const idCheckError = errors.require_id_check?.message;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 border-t border-zinc-200 pt-5 dark:border-zinc-800"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-zinc-900 dark:text-white">
        Age verification
      </h2>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={modeError ? `${id}-mode-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          What the storefront asks after the access code
        </legend>
        {AGE_VERIFICATION_MODES.map((mode) => (
          <label
            key={mode}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 dark:border-zinc-800 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/40"
          >
            <input
              type="radio"
              value={mode}
              aria-invalid={modeError ? true : undefined}
              aria-describedby={`${id}-${mode}-meaning`}
              className="mt-0.5 size-4 accent-brand-700 dark:accent-brand-400"
              {...register('age_verification')}
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium text-zinc-900 dark:text-white">
                {MODE_TEXTS[mode].label}
              </span>
              <span
                id={`${id}-${mode}-meaning`}
                className="text-xs text-zinc-600 dark:text-zinc-400"
              >
                {MODE_TEXTS[mode].meaning}
              </span>
            </span>
          </label>
        ))}
        {modeError && (
          <p id={`${id}-mode-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
            {modeError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Minimum age"
          type="number"
          inputMode="numeric"
          step="1"
          min={18}
          max={25}
          helperText="From 18 to 25. The age step and the ID check use it."
          error={errors.minimum_age?.message}
          {...register('minimum_age')}
        />
        <TextInput
          label="Age policy version"
          type="number"
          inputMode="numeric"
          step="1"
          min={1}
          helperText="Raise it to ask every shopper again"
          error={errors.age_policy_version?.message}
          {...register('age_policy_version')}
        />
        <div className="sm:col-span-2">
          <TextInput
            label="Store time zone"
            list={`${id}-zones`}
            autoComplete="off"
            spellCheck={false}
            helperText="Ages and store days are counted in this zone. Type to search, e.g. America/Denver."
            error={errors.timezone?.message}
            {...register('timezone')}
          />
          <datalist id={`${id}-zones`}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            aria-invalid={idCheckError ? true : undefined}
            aria-describedby={cx(`${id}-id-check-help`, idCheckError && `${id}-id-check-error`)}
            className="mt-0.5 size-4 accent-brand-700 dark:accent-brand-400"
            {...register('require_id_check')}
          />
          <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Require an ID check at hand-off
          </span>
        </label>
        <p id={`${id}-id-check-help`} className="pl-7 text-xs text-zinc-500 dark:text-zinc-400">
          Pickup and local-delivery orders need a passing ID check before they are done.
        </p>
        {idCheckError && (
          <p
            id={`${id}-id-check-error`}
            className="pl-7 text-xs font-medium text-red-700 dark:text-red-400"
          >
            {idCheckError}
          </p>
        )}
      </div>
    </section>
  );
}
