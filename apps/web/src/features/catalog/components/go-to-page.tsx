// The Go to page box (docs/product.md#validation-rules): an integer from 1 to the number of pages
// goes there; anything else flags the box red for 2 s with the title 'Please enter a number between
// 1 and {n}'.
import { useEffect, useId, useState } from 'react';
import { cx } from '../../../lib/class-names';
import { parseGoToPage } from '../page-items';

export const INVALID_PAGE_FLAG_MS = 2000;

export function invalidPageMessage(pages: number): string {
  return `Please enter a number between 1 and ${pages}`;
}

export function GoToPage({ pages, onGo }: { pages: number; onGo: (page: number) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  // A new bad entry restarts the 2 s, so every flag lasts its full time.
  const [flagCount, setFlagCount] = useState(0);

  useEffect(() => {
    if (flagCount === 0) return;
    const timer = window.setTimeout(() => setInvalid(false), INVALID_PAGE_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, [flagCount]);

  const message = invalidPageMessage(pages);
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const page = parseGoToPage(text, pages);
        if (page === null) {
          setInvalid(true);
          setFlagCount((count) => count + 1);
          return;
        }
        setInvalid(false);
        setText('');
        onGo(page);
      }}
    >
      <label htmlFor={id} className="text-sm whitespace-nowrap text-zinc-600 dark:text-zinc-400">
        Go to page
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        title={invalid ? message : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-message` : undefined}
        className={cx(
          'h-9 w-16 rounded-lg border bg-white px-2 text-center text-sm text-zinc-900 shadow-sm tabular-nums outline-none focus:ring-4 dark:bg-zinc-900 dark:text-white',
          invalid
            ? 'border-red-600 bg-red-50 ring-4 ring-red-600/20 dark:border-red-500 dark:bg-red-950/50'
            : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400',
        )}
      />
      <button
        type="submit"
        className="h-9 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-800 shadow-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
      >
        Go
      </button>
      <span id={`${id}-message`} role="status" className="sr-only">
        {invalid ? message : ''}
      </span>
    </form>
  );
}
