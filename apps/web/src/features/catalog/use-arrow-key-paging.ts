// Left and right arrow keys change the catalogue page, except where the arrows already
// mean something: typing in a field, moving in a list, tabs or a dialog, or when another handler
// took the key.
import { useEffect } from 'react';

const ARROW_KEY_OWNERS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="tablist"], [role="slider"], [role="menu"], [role="dialog"]';

function arrowsBelongTo(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ARROW_KEY_OWNERS) !== null;
}

interface ArrowKeyPaging {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  enabled: boolean;
}

export function useArrowKeyPaging({ page, pages, onPageChange, enabled }: ArrowKeyPaging): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || arrowsBelongTo(event.target)) return;
      const next =
        event.key === 'ArrowLeft' ? page - 1 : event.key === 'ArrowRight' ? page + 1 : null;
      if (next === null || next < 1 || next > pages) return;
      event.preventDefault();
      onPageChange(next);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, page, pages, onPageChange]);
}
