// The product form (every field of the admin product, its purchase-limit facts included), checked with the contract's
// adminProductWriteSchema before it is sent; the server's refusals (422 field lists, a 409
// duplicate SKU) show beside their fields, anything else above the form.
import type { AdminCategory, AdminProduct, AdminProductWriteInput } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import {
  useCreateAdminProductMutation,
  useUpdateAdminProductMutation,
} from '../admin-products-api';
import { categoryTree, indentedName } from '../../../lib/category-tree';
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  productFormValues,
  productServerErrors,
  type ProductFormValues,
} from '../product-form-values';
import { TextAreaField } from './form-controls';
import { LimitFactsFields } from './limit-facts-fields';
import { ProductImageField } from './product-image-field';

const STRAIN_OPTIONS = [
  { value: '', label: 'Not set' },
  { value: 'indica', label: 'Indica' },
  { value: 'sativa', label: 'Sativa' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'cbd', label: 'CBD' },
];

interface ProductFormProps {
  product: AdminProduct | null;
  categories: readonly AdminCategory[];
  onCancel: () => void;
  onSaved: () => void;
}

export function ProductForm({ product, categories, onCancel, onSaved }: ProductFormProps) {
  const [createProduct, creation] = useCreateAdminProductMutation();
  const [updateProduct, update] = useUpdateAdminProductMutation();
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, AdminProductWriteInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });
  const image = useWatch({ control, name: 'image' });
  const saving = creation.isLoading || update.isLoading;

  const submit = handleSubmit(async (body) => {
    clearFormMessage();
    const result = product
      ? await updateProduct({ id: product.id, product: body })
      : await createProduct(body);
    if (result.data) {
      toast({ title: `Saved ${result.data.name}`, tone: 'success' });
      onSaved();
      return;
    }
    const fallback = product ? 'Failed to update product' : 'Failed to create product';
    showServerErrors(productServerErrors(result.error, fallback));
  });

  const categoryChoices = [
    { value: '', label: 'No category' },
    ...categoryTree(categories).map((option) => ({
      value: String(option.id),
      label: indentedName(option),
    })),
  ];
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
  const percent = { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 0.01 } as const;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Name" error={errors.name?.message} {...register('name')} />
        <TextInput
          label="SKU"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.sku?.message}
          {...register('sku')}
        />
        <TextInput label="Brand" error={errors.brand?.message} {...register('brand')} />
        <SelectField
          label="Category"
          options={categoryChoices}
          error={errors.category_id?.message}
          {...register('category_id')}
        />
        <TextAreaField
          label="Description"
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <TextInput label="Price" {...money} error={errors.price?.message} {...register('price')} />
        <TextInput
          label="Sale price"
          {...money}
          helperText="Leave empty when not on sale"
          error={errors.sale_price?.message}
          {...register('sale_price')}
        />
        <TextInput
          label="Stock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.stock?.message}
          {...register('stock')}
        />
        <SelectField
          label="Strain type"
          options={STRAIN_OPTIONS}
          error={errors.strain_type?.message}
          {...register('strain_type')}
        />
        <TextInput
          label="Size"
          placeholder="3.5g"
          error={errors.volume?.message}
          {...register('volume')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextInput
            label="THC %"
            {...percent}
            error={errors.thc_percent?.message}
            {...register('thc_percent')}
          />
          <TextInput
            label="CBD %"
            {...percent}
            error={errors.cbd_percent?.message}
            {...register('cbd_percent')}
          />
        </div>
        <TextInput
          label="Minimum age"
          type="number"
          inputMode="numeric"
          min={18}
          max={25}
          step={1}
          helperText="Leave empty to use the store's minimum age"
          error={errors.minimum_age?.message}
          {...register('minimum_age')}
        />
        <LimitFactsFields register={register} control={control} errors={errors} />
        <div className="sm:col-span-2">
          <ProductImageField
            value={image}
            onChange={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
            onUploadingChange={setUploading}
            error={errors.image?.message}
          />
        </div>
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label="Active"
              className="-ml-2"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      {/* Stays in view while the fields scroll; -bottom-4 undoes the dialog body's padding. */}
      <div className="sticky -bottom-4 -mx-6 -mb-4 flex flex-wrap justify-end gap-3 border-t border-zinc-200 bg-white px-6 py-4 dark:border-zinc-800 dark:bg-zinc-900">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || uploading}>
          {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Save product
        </Button>
      </div>
    </form>
  );
}
