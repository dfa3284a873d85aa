// The Canopy logo and name, used by the header, the gate and the admin shell.
import { Sprout } from 'lucide-react';
import { cx } from '../../lib/class-names';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm dark:bg-brand-600',
        className ?? 'size-9',
      )}
    >
      <Sprout className="size-[60%]" strokeWidth={2.25} />
    </span>
  );
}

export function BrandWordmark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <BrandMark className={size === 'lg' ? 'size-12' : 'size-8'} />
      <span
        className={cx(
          'font-semibold tracking-tight text-zinc-900 dark:text-white',
          size === 'lg' ? 'text-3xl' : 'text-xl',
        )}
      >
        Canopy
      </span>
    </span>
  );
}
