// One option of the checkout's radio choices (how the order arrives, how it is paid): the radio,
// its label and a line saying what it means, the whole card clickable and outlined when chosen.
interface ChoiceOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  meaning: string;
}

export function ChoiceOption({
  name,
  value,
  checked,
  onChange,
  label,
  meaning,
}: ChoiceOptionProps) {
  const meaningId = `${name}-${value}-meaning`;
  const labelId = `${name}-${value}-label`;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-600/25 dark:border-zinc-800 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/40">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={meaningId}
        className="mt-0.5 size-4 accent-brand-700 dark:accent-brand-400"
      />
      <span className="flex flex-col gap-0.5">
        <span id={labelId} className="text-sm font-medium text-zinc-900 dark:text-white">
          {label}
        </span>
        <span id={meaningId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {meaning}
        </span>
      </span>
    </label>
  );
}

export const choiceLegendClass = 'mb-3 text-sm font-semibold text-zinc-900 dark:text-white';
