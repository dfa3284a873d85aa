// The round × that closes a dialog or a sheet; `label` is its accessible name and tooltip.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      title={label}
      className={`inline-flex size-9 items-center justify-center rounded-full text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white ${className ?? ''}`}
    >
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}
