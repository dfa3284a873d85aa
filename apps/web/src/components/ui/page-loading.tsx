// A calm, centred loading state for whole screens (route chunks, session checks).
import { LoaderCircle } from 'lucide-react';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 p-8 text-sm text-zinc-600 dark:text-zinc-400"
    >
      <LoaderCircle
        className="size-7 animate-spin text-brand-600 dark:text-brand-400"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
