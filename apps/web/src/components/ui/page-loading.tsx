// A calm, centred loading state for whole screens (route chunks, session checks). It is a whole
// screen tall, so the footer below it starts out of view and the screen that replaces it does
// not push a visible footer away (a layout shift).
import { LoaderCircle } from 'lucide-react';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-sm text-zinc-600 dark:text-zinc-400"
    >
      <LoaderCircle
        className="size-7 animate-spin text-brand-600 dark:text-brand-400"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
