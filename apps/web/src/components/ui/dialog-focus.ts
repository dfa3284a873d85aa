// Where the focus goes back when a dialog closes. Radix Dialog returns it only to its own
// Dialog.Trigger; our dialogs are opened from ordinary buttons (the cart button, More Filters),
// so every dialog remembers what had the focus when it opened and returns it there on close.
import { useRef } from 'react';

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves the focus into the dialog.
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
