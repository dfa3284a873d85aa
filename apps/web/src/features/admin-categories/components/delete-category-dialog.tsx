// Deleting a category, after a confirmation. The server refuses (409) while the category still
// has products or subcategories and says which; that reason stays in the dialog.
import type { AdminCategory } from '@canopy/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteAdminCategoryMutation } from '../admin-categories-api';

export const DELETE_FAILED = 'Failed to delete category';

interface DeleteCategoryDialogProps {
  category: AdminCategory | null;
  onClose: () => void;
}

export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const [deleteCategory, { isLoading }] = useDeleteAdminCategoryMutation();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const toast = useToast();
  const message = failure && failure.id === category?.id ? failure.message : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async (target: AdminCategory) => {
    const result = await deleteCategory(target.id);
    if ('error' in result) {
      const text = getApiErrorMessage(result.error, DELETE_FAILED);
      if (text) setFailure({ id: target.id, message: text });
      return;
    }
    close();
    toast({ title: `Deleted ${target.name}`, tone: 'success' });
  };

  return (
    <ConfirmDialog
      open={category !== null}
      title={category ? `Delete ${category.name}?` : 'Delete category?'}
      busy={isLoading}
      error={message}
      onCancel={close}
      onConfirm={() => {
        if (category) void confirm(category);
      }}
    >
      <p>Only a category without products and subcategories can be deleted.</p>
    </ConfirmDialog>
  );
}
