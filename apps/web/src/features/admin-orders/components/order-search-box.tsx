// The orders search (an email, part of one, or an order number): it filters 300 ms after the last
// key or at once on Enter. The text follows the URL when the search changes elsewhere
// (Clear filters, Back), but not when the URL merely catches up with what this box applied, so
// keys typed meanwhile survive.
import { Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { TextInput } from '../../../components/ui/text-input';

export const ORDER_SEARCH_DEBOUNCE_MS = 300;

interface OrderSearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
}

export function OrderSearchBox({ value, onSearch }: OrderSearchBoxProps) {
  const [text, setText] = useState(value);
  // The search this box last applied or adopted, and the URL's search at the last render.
  const [committed, setCommitted] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== committed) {
      setCommitted(value);
      setText(value);
    }
  }

  const commit = useCallback(
    (search: string) => {
      setCommitted(search);
      onSearch(search);
    },
    [onSearch],
  );

  const pending = text.trim() !== committed;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => commit(text.trim()), ORDER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, text, commit]);

  return (
    <form
      role="search"
      className="min-w-0 flex-1 basis-64"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) commit(text.trim());
      }}
    >
      <TextInput
        label="Search orders"
        type="search"
        placeholder="Email or order number"
        value={text}
        maxLength={200}
        leftIcon={<Search className="size-4" />}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
