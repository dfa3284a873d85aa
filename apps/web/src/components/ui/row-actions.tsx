// The per-row actions of an admin table: one compact group of icon buttons, each named for
// screen readers with the row it acts on ('Edit Blue Dream') and showing its short name in a
// tooltip on hover and keyboard focus. Small enough to sit in the table's pinned last column.
import type { LucideIcon } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { cx } from '../../lib/class-names';
import { buttonBaseClass } from './button';

export interface RowAction {
  /** The button's accessible name, naming the row: 'Delete Blue Dream'. */
  label: string;
  /** The short name the tooltip shows: 'Delete'. */
  tooltip: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** `danger`: a destructive action, drawn in red. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

const TONES = {
  default: 'text-zinc-700 dark:text-zinc-200',
  danger: 'text-red-700 dark:text-red-400',
} as const;

function RowActionButton({ action }: { action: RowAction }) {
  const Icon = action.icon;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={action.label}
          disabled={action.disabled}
          onClick={action.onSelect}
          className={cx(
            buttonBaseClass,
            'size-9 rounded-lg hover:bg-zinc-100 dark:hover:bg-zinc-800',
            TONES[action.tone ?? 'default'],
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          className="z-50 rounded-md bg-zinc-900 px-2 py-1 text-xs font-medium text-white shadow-md dark:bg-zinc-100 dark:text-zinc-900"
        >
          {action.tooltip}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <div className="flex justify-end gap-0.5">
        {actions.map((action) => (
          <RowActionButton key={action.tooltip} action={action} />
        ))}
      </div>
    </Tooltip.Provider>
  );
}
