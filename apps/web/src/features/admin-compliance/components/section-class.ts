// The look of the Compliance screen's cards.
export const sectionClass =
  'flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900';
