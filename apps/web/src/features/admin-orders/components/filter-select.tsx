// An order filter: the shared SelectField whose empty value means "any" (shown as anyLabel) and
// which hands back the picked option's typed value, or null for any.
import { SelectField } from '../../../components/ui/select-field';

interface FilterSelectProps<T extends string> {
  label: string;
  anyLabel: string;
  value: T | null;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T | null) => void;
}

export function FilterSelect<T extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <SelectField
      label={label}
      className="min-w-40 flex-1 sm:flex-none"
      value={value ?? ''}
      options={options}
      onChange={(event) => {
        const picked = options.find((option) => option.value === event.target.value);
        onChange(picked?.value ?? null);
      }}
    >
      <option value="">{anyLabel}</option>
    </SelectField>
  );
}
