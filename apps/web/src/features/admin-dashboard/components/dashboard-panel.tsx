// A titled panel of the dashboard (Recent Orders, Low Stock Alert): its heading names the region
// for screen readers.
import { useId, type ReactNode } from 'react';
import { cx } from '../../../lib/class-names';

interface DashboardPanelProps {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}

export function DashboardPanel({ title, description, className, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cx(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900',
        className,
      )}
    >
      <header className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-zinc-900 dark:text-white">
          {title}
        </h2>
        {description && <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      </header>
      {children}
    </section>
  );
}
