// The category form: Name and Parent category (never the category itself or one below it),
// checked with the contract's adminCategoryWriteSchema; the server's refusals show beside their
// fields, anything else above the form with the fallback text.
import type { AdminCategory } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import {
  useCreateAdminCategoryMutation,
  useUpdateAdminCategoryMutation,
  type CategoryWriteBody,
} from '../admin-categories-api';
import {
  categoryFormSchema,
  categoryFormValues,
  categoryServerErrors,
  type CategoryFormField,
  type CategoryFormValues,
} from '../category-form-values';
import { indentedName, parentChoices } from '../../../lib/category-tree';

export const CREATE_FAILED = 'Failed to create category';
export const UPDATE_FAILED = 'Failed to update category';

interface CategoryFormProps {
  category: AdminCategory | null;
  categories: readonly AdminCategory[];
  onCancel: () => void;
  onSaved: () => void;
}

export function CategoryForm({ category, categories, onCancel, onSaved }: CategoryFormProps) {
  const [createCategory, creation] = useCreateAdminCategoryMutation();
  const [updateCategory, update] = useUpdateAdminCategoryMutation();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CategoryWriteBody>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormValues(category),
  });
  const saving = creation.isLoading || update.isLoading;

  const submit = handleSubmit(async (body) => {
    setFormMessage(null);
    const result = category
      ? await updateCategory({ id: category.id, category: body })
      : await createCategory(body);
    if (result.data) {
      toast({ title: `Saved ${result.data.name}`, tone: 'success' });
      onSaved();
      return;
    }
    const { fields, message } = categoryServerErrors(
      result.error,
      category ? UPDATE_FAILED : CREATE_FAILED,
    );
    for (const [field, text] of Object.entries(fields)) {
      setError(
        field as CategoryFormField,
        { type: 'server', message: text },
        { shouldFocus: true },
      );
    }
    setFormMessage(message);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <TextInput label="Name" error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Parent category"
        options={parentChoices(categories, category?.id ?? null).map((choice) => ({
          value: String(choice.id),
          label: indentedName(choice),
        }))}
        error={errors.parent_id?.message}
        {...register('parent_id')}
      >
        <option value="">None (top level)</option>
      </SelectField>
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Save category
        </Button>
      </div>
    </form>
  );
}
