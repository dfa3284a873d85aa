// Notification toasts: at most 3 at a time, each for 5 s, bottom right. The provider
// keeps the list; the region that shows it (Radix Toast, toast-region.tsx) is a chunk of its own,
// loaded when the first toast shows and kept mounted from then on.
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { MAX_TOASTS, type ShownToast } from './toast-list';
import { ToastContext, type ToastInput } from './use-toast';

export { MAX_TOASTS, TOAST_DURATION_MS } from './toast-list';

const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [regionNeeded, setRegionNeeded] = useState(false);
  const lastId = useRef(0);

  const show = useCallback((toast: ToastInput) => {
    lastId.current += 1;
    const shown = { ...toast, id: lastId.current };
    // The newest three stay; older ones make room.
    setToasts((current) => [...current, shown].slice(-MAX_TOASTS));
    setRegionNeeded(true);
  }, []);

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );

  return (
    <ToastContext value={show}>
      {children}
      {regionNeeded && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}
