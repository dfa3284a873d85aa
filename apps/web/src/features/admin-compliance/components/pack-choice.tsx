// The rule packs to choose from, as radio cards: each pack's name and version, its window and how
// many limits it has (the shipped packs' numbers come with the contracts; custom is the owner's).
import {
  SHIPPED_LIMIT_PACKS,
  type ComplianceLimitsResponse,
  type LimitPackKey,
} from '@canopy/contracts';
import { LIMIT_WINDOW_LABELS } from '../../../components/purchase-limits/limit-labels';
import { cx } from '../../../lib/class-names';

interface PackChoiceProps {
  packs: ComplianceLimitsResponse['packs'];
  value: LimitPackKey;
  disabled: boolean;
  error: string | undefined;
  onChange: (key: LimitPackKey) => void;
}

function packSummary(key: LimitPackKey): string {
  if (key === 'custom') return 'Your own window and limits';
  const pack = SHIPPED_LIMIT_PACKS[key];
  if (pack.buckets.length === 0) return 'Sells without purchase limits';
  const count = pack.buckets.length === 1 ? '1 limit' : `${String(pack.buckets.length)} limits`;
  return `${LIMIT_WINDOW_LABELS[pack.window].split(' (')[0] ?? ''}, ${count}`;
}

export function PackChoice({ packs, value, disabled, error, onChange }: PackChoiceProps) {
  return (
    <fieldset disabled={disabled} aria-describedby={error ? 'limit-pack-error' : undefined}>
      <legend className="sr-only">Choose a rule pack</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {packs.map((pack) => (
          <label
            key={pack.key}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:disabled]:cursor-default',
              value === pack.key
                ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40'
                : 'border-zinc-200 dark:border-zinc-700',
            )}
          >
            <input
              type="radio"
              name="limit-pack"
              value={pack.key}
              checked={value === pack.key}
              onChange={() => onChange(pack.key)}
              className="mt-1 accent-brand-700"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium text-zinc-900 dark:text-white">{pack.name}</span>
              <span className="text-zinc-600 dark:text-zinc-400">
                Version {pack.version} · {packSummary(pack.key)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="limit-pack-error" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
