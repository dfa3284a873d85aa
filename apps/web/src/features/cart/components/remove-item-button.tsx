// Removes one line from the cart; its name says which product (a cart lists several).
import { Trash2 } from 'lucide-react';
import { useAppDispatch } from '../../../app/hooks';
import { removeItem } from '../cart-slice';

export function RemoveItemButton({ id, name }: { id: number; name: string }) {
  const dispatch = useAppDispatch();
  const label = `Remove ${name}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => dispatch(removeItem(id))}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-zinc-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:bg-red-950 dark:hover:text-red-300"
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
