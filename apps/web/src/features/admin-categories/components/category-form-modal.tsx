// The category form's dialog: 'New category' from Add category, 'Edit category' from a row. The
// form mounts afresh each time it opens, so it starts from the category.
import type { AdminCategory } from '@canopy/contracts';
import { Modal } from '../../../components/ui/modal';
import { CategoryForm } from './category-form';

export type CategoryEditing = { category: AdminCategory | null } | null;

interface CategoryFormModalProps {
  editing: CategoryEditing;
  categories: readonly AdminCategory[];
  onClose: () => void;
}

export function CategoryFormModal({ editing, categories, onClose }: CategoryFormModalProps) {
  const category = editing?.category ?? null;
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={category ? 'Edit category' : 'New category'}
      size="md"
    >
      <CategoryForm
        key={category?.id ?? 'new'}
        category={category}
        categories={categories}
        onCancel={onClose}
        onSaved={onClose}
      />
    </Modal>
  );
}
