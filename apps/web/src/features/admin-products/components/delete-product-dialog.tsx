// Deleting one product, after a confirmation. A product that orders reference is deactivated
// instead; either way the server's answer says what happened and shows as a toast.
import type { AdminProduct } from '@canopy/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteAdminProductMutation } from '../admin-products-api';

export const DELETE_FAILED = 'Failed to delete product';

interface DeleteProductDialogProps {
  product: AdminProduct | null;
  onClose: () => void;
}

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const [deleteProduct, { isLoading }] = useDeleteAdminProductMutation();
  const toast = useToast();

  const confirm = async (target: AdminProduct) => {
    const result = await deleteProduct(target.id);
    onClose();
    if (result.data) {
      toast({ title: result.data.detail, tone: result.data.deactivated ? 'info' : 'success' });
      return;
    }
    const message = getApiErrorMessage(result.error, DELETE_FAILED);
    if (message) toast({ title: message, tone: 'error' });
  };

  return (
    <ConfirmDialog
      open={product !== null}
      title={product ? `Delete ${product.name}?` : 'Delete product?'}
      busy={isLoading}
      onCancel={onClose}
      onConfirm={() => {
        if (product) void confirm(product);
      }}
    >
      <p>
        This cannot be undone. A product that orders reference is deactivated instead, so past
        orders stay intact.
      </p>
    </ConfirmDialog>
  );
}
