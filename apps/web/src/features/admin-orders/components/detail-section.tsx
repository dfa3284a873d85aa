// A titled card on the order page (Customer, Shipping address, Payment, History); its heading
// names the region for screen readers.
import { useId, type ReactNode } from 'react';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id={titleId} className="text-base font-semibold text-zinc-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One labelled fact inside a section's <dl>. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="text-sm break-words text-zinc-900 dark:text-white">{children}</dd>
    </div>
  );
}
