// The toasts on screen: Radix Toast handles the live region, pausing on hover or
// focus, and swipe to dismiss. Its own chunk, loaded by the ToastProvider when the first toast
// shows, so the Radix toast code is not part of the storefront's first download.
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cx } from '../../lib/class-names';
import { TOAST_DURATION_MS, type ShownToast } from './toast-list';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;
const ICON_COLORS = {
  success: 'text-emerald-600 dark:text-emerald-400',
  error: 'text-red-600 dark:text-red-400',
  info: 'text-sky-600 dark:text-sky-400',
} as const;

export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly ShownToast[];
  onDismiss: (id: number) => void;
}) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notifications">
      {toasts.map(({ id, title, description, tone = 'info' }) => {
        const Icon = ICONS[tone];
        return (
          <Toast.Root
            key={id}
            onOpenChange={(open) => {
              if (!open) onDismiss(id);
            }}
            className="flex w-full items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-lg data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) dark:border-zinc-700 dark:bg-zinc-900"
          >
            <Icon className={cx('mt-0.5 size-5 shrink-0', ICON_COLORS[tone])} aria-hidden="true" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <Toast.Title className="text-sm font-semibold text-zinc-900 dark:text-white">
                {title}
              </Toast.Title>
              {description && (
                <Toast.Description className="text-sm text-zinc-600 dark:text-zinc-400">
                  {description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              <X className="size-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
