// The product form's dialog (size lg): 'New product' from Add product, 'Edit product' from a
// row's Edit button. The form mounts afresh each time it opens, so it starts from the product.
import type { AdminCategory, AdminProduct } from '@canopy/contracts';
import { Modal } from '../../../components/ui/modal';
import { ProductForm } from './product-form';

export type ProductEditing = { product: AdminProduct | null } | null;

interface ProductFormModalProps {
  editing: ProductEditing;
  categories: readonly AdminCategory[];
  onClose: () => void;
}

export function ProductFormModal({ editing, categories, onClose }: ProductFormModalProps) {
  const product = editing?.product ?? null;
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product ? 'Edit product' : 'New product'}
      size="lg"
      // A half-filled form is not thrown away by a stray click beside it.
      closeOnOverlayClick={false}
    >
      <ProductForm
        key={product?.id ?? 'new'}
        product={product}
        categories={categories}
        onCancel={onClose}
        onSaved={onClose}
      />
    </Modal>
  );
}
