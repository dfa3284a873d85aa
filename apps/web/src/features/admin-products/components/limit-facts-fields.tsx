// The product form's purchase-limit facts: the limit class, and the grams of cannabis and the mg
// of THC in one unit. Which of the two a class requires is the contract's rule (weight for flower,
// pre-rolls and concentrates; THC for edibles and beverages), said beside each field; the
// contract's messages show under the field they are about.
import {
  LIMIT_CLASSES,
  THC_COUNTED_CLASSES,
  WEIGHED_CLASSES,
  type AdminProductWriteInput,
} from '@canopy/contracts';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { LIMIT_CLASS_LABELS } from '../../../components/purchase-limits/limit-labels';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import type { ProductFormValues } from '../product-form-values';

const CLASS_OPTIONS = [
  { value: '', label: 'Not counted towards limits' },
  ...LIMIT_CLASSES.map((limitClass) => ({
    value: limitClass,
    label: LIMIT_CLASS_LABELS[limitClass],
  })),
];

const decimal = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

interface LimitFactsFieldsProps {
  register: UseFormRegister<ProductFormValues>;
  control: Control<ProductFormValues, unknown, AdminProductWriteInput>;
  errors: FieldErrors<ProductFormValues>;
}

export function LimitFactsFields({ register, control, errors }: LimitFactsFieldsProps) {
  const limitClass = useWatch({ control, name: 'limit_class' });
  const weighed = limitClass !== '' && WEIGHED_CLASSES.includes(limitClass);
  const thcCounted = limitClass !== '' && THC_COUNTED_CLASSES.includes(limitClass);
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="mb-3 text-sm font-semibold text-zinc-900 dark:text-white">
        Purchase limits
      </legend>
      <SelectField
        label="Limit class"
        options={CLASS_OPTIONS}
        error={errors.limit_class?.message}
        {...register('limit_class', { deps: ['net_weight_g', 'thc_mg'] })}
      />
      <TextInput
        label={weighed ? 'Net weight (g)' : 'Net weight (g, optional)'}
        {...decimal}
        helperText={
          weighed ? 'Required: grams of cannabis in one unit' : 'Grams of cannabis in one unit'
        }
        aria-required={weighed || undefined}
        error={errors.net_weight_g?.message}
        {...register('net_weight_g')}
      />
      <TextInput
        label={thcCounted ? 'THC (mg)' : 'THC (mg, optional)'}
        {...decimal}
        helperText={thcCounted ? 'Required: mg of THC in one unit' : 'mg of THC in one unit'}
        aria-required={thcCounted || undefined}
        error={errors.thc_mg?.message}
        {...register('thc_mg')}
      />
    </fieldset>
  );
}
