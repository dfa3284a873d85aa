// Tells the shopper what the last refresh from the server changed in their cart (new prices,
// lowered quantities, lines that left), before they pay; it stays until they dismiss it.
import { Info } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cx } from '../../../lib/class-names';
import { describeCartChange } from '../cart-changes';
import { cartChangesSeen, selectCartChanges } from '../cart-slice';

export function CartChangesNotice({ className }: { className?: string }) {
  const changes = useAppSelector(selectCartChanges);
  const dispatch = useAppDispatch();
  if (changes.length === 0) return null;
  return (
    <div
      role="status"
      aria-label="Your cart was updated"
      className={cx(
        'flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Your cart was updated with the latest prices and stock:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {changes.map((change) => (
            <li key={`${change.kind}-${String(change.id)}`}>{describeCartChange(change)}</li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => dispatch(cartChangesSeen())}
          className="mt-2 font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-600"
        >
          OK
        </button>
      </div>
    </div>
  );
}
