// One day's slots as a radio group: each time with the places left; a full slot is disabled and
// says "Full" (in its label, so screen readers announce it), unless it is the shopper's own
// choice, which stays theirs (their own order filling it must not take it from them).
import type { FulfilmentSlot } from '@canopy/contracts';
import { cx } from '../../../lib/class-names';
import { slotTimeRange } from '../../../lib/slot-times';
import { placesLabel } from '../slot-messages';

/** "9:00 – 9:30 AM" wrapping only at the dash, so a narrow card never leaves "AM" alone. */
function TimeRange({ text }: { text: string }) {
  const [from, to] = text.split(' – ');
  if (to === undefined) return text;
  return (
    <>
      <span className="whitespace-nowrap">{from}</span> –{' '}
      <span className="whitespace-nowrap">{to}</span>
    </>
  );
}

interface SlotOptionsProps {
  name: string;
  slots: readonly FulfilmentSlot[];
  timeZone: string;
  value: string | null;
  onChange: (start: string) => void;
  describedBy?: string | undefined;
}

export function SlotOptions({
  name,
  slots,
  timeZone,
  value,
  onChange,
  describedBy,
}: SlotOptionsProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {slots.map((slot) => {
        const chosen = slot.start === value;
        const full = slot.available <= 0;
        return (
          <label
            key={slot.start}
            className={cx(
              'flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
              full && !chosen
                ? 'cursor-not-allowed border-dashed border-zinc-300 bg-zinc-100 text-zinc-600 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-400'
                : 'cursor-pointer border-zinc-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-600/25 dark:border-zinc-800 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={slot.start}
              checked={chosen}
              disabled={full && !chosen}
              aria-describedby={describedBy}
              onChange={() => onChange(slot.start)}
              className="mt-0.5 size-4 accent-brand-700 dark:accent-brand-400"
            />
            <span className="flex flex-col">
              <span
                className={cx(
                  'font-medium',
                  full && !chosen ? 'line-through' : 'text-zinc-900 dark:text-white',
                )}
              >
                <TimeRange text={slotTimeRange(slot, timeZone)} />
              </span>
              <span className="sr-only">{', '}</span>
              <span className="text-xs">{placesLabel(slot.available)}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
