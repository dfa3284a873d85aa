// The bar over the table while rows are selected: how many, and Activate, Deactivate or Delete
// them all at once (POST /admin/products/bulk). Delete asks first; the server's answer (which
// says how many were deleted and how many only deactivated) shows as a toast.
import type { BulkProductAction } from '@canopy/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useBulkAdminProductsMutation } from '../admin-products-api';

const FAILURES: Record<BulkProductAction, string> = {
  activate: 'Failed to activate products',
  deactivate: 'Failed to deactivate products',
  delete: 'Failed to delete product',
};

const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

export function BulkActionBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [runBulk, { isLoading }] = useBulkAdminProductsMutation();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();

  const run = async (action: BulkProductAction) => {
    const result = await runBulk({ ids, action });
    setConfirming(false);
    if (result.data) {
      toast({ title: result.data.detail, tone: 'success' });
      onDone();
      return;
    }
    const message = getApiErrorMessage(result.error, FAILURES[action]);
    if (message) toast({ title: message, tone: 'error' });
  };

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 dark:border-brand-800 dark:bg-brand-950/50"
    >
      <p className="text-sm font-medium text-brand-900 dark:text-brand-100">
        {count(ids.length)} selected
      </p>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={isLoading}
          onClick={() => void run('activate')}
        >
          Activate
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={isLoading}
          onClick={() => void run('deactivate')}
        >
          Deactivate
        </Button>
        <Button variant="danger" size="sm" disabled={isLoading} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${count(ids.length)}?`}
        busy={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run('delete')}
      >
        <p>Products that orders reference are deactivated instead, so past orders stay intact.</p>
      </ConfirmDialog>
    </div>
  );
}
