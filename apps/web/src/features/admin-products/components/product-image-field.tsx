// The product form's image: a file input labelled 'Image' that uploads the chosen file at once,
// showing a progress bar with its percentage, then the preview; 'Failed to upload image' or the
// server's own reason when it fails; and a button that removes the image from the product.
import { ImageOff, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { ACCEPTED_IMAGE_TYPES, uploadProductImage } from '../upload-product-image';

interface ProductImageFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
}

function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label="Image upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percentage}
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500"
          style={{ width: `${progress.percentage}%` }}
        />
      </div>
      <p className="flex items-center gap-1.5 text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
        Uploading… {progress.percentage}%
      </p>
    </div>
  );
}

export function ProductImageField({
  value,
  onChange,
  onUploadingChange,
  error,
}: ProductImageFieldProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  // Closing the form mid-upload cancels the upload.
  useEffect(() => () => running.current?.abort(), []);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setUploadError(null);
    setProgress({ loaded: 0, total: file.size, percentage: 0 });
    onUploadingChange(true);
    const result = await dispatch(
      uploadProductImage(file, { onProgress: setProgress, signal: controller.signal }),
    );
    if (controller.signal.aborted) return;
    running.current = null;
    setProgress(null);
    onUploadingChange(false);
    // The same file can be chosen again after a failure.
    input.value = '';
    if (result.ok) onChange(result.image.url);
    else setUploadError(result.message);
  };

  const message = uploadError ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Image
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-800">
          {value ? (
            <img src={value} alt="Product image preview" className="size-full object-cover" />
          ) : (
            <ImageOff className="size-6 text-zinc-400" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-helper`}
            onChange={(event) => void upload(event)}
            className="block w-full text-sm text-zinc-700 file:mr-3 file:h-9 file:rounded-md file:border-0 file:bg-zinc-100 file:px-3 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:file:bg-zinc-800 dark:file:text-zinc-100 dark:hover:file:bg-zinc-700"
          />
          <p id={`${id}-helper`} className="text-xs text-zinc-500 dark:text-zinc-400">
            JPEG, PNG, WebP or AVIF, up to 10 MB.
          </p>
          {progress && <UploadProgressBar progress={progress} />}
          {message && (
            <p
              id={`${id}-error`}
              role="alert"
              className="text-xs font-medium text-red-700 dark:text-red-400"
            >
              {message}
            </p>
          )}
          {value && !progress && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => {
                setUploadError(null);
                onChange(null);
              }}
            >
              Remove image
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
