// The red error box: an alert that screen readers announce as soon as it appears.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cx(
        'flex items-start gap-2.5 rounded-lg border border-red-300 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
