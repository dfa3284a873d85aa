// The slot picker's days: one toggle button per store date a slot may be chosen on, the chosen
// one pressed. Arrow keys move between the days (and choose), as in a tab list.
import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/class-names';
import { slotDayLabel } from '../../../lib/slot-times';

interface SlotDayTabsProps {
  days: readonly string[];
  timeZone: string;
  value: string;
  onChange: (day: string) => void;
}

const STEP: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

export function SlotDayTabs({ days, timeZone, value, onChange }: SlotDayTabsProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function move(event: KeyboardEvent, index: number) {
    const step = STEP[event.key];
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? days.length - 1 : null;
    const next = target ?? (step === undefined ? null : (index + step + days.length) % days.length);
    const day = next === null ? undefined : days[next];
    if (next === null || day === undefined) return;
    event.preventDefault();
    onChange(day);
    buttons.current[next]?.focus();
  }

  return (
    <div role="group" aria-label="Day" className="flex gap-2 overflow-x-auto pb-1">
      {days.map((day, index) => {
        const pressed = day === value;
        return (
          <button
            key={day}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            aria-pressed={pressed}
            tabIndex={pressed ? 0 : -1}
            onClick={() => onChange(day)}
            onKeyDown={(event) => move(event, index)}
            className={cx(
              'shrink-0 rounded-lg border px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-4 focus-visible:ring-brand-600/30 dark:focus-visible:ring-brand-400/40',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-zinc-950'
                : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
            )}
          >
            {slotDayLabel(day, timeZone)}
          </button>
        );
      })}
    </div>
  );
}
