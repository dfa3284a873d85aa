// Why an image was refused. Both are AppErrors, so the one error handler answers them with their
// status (415 / 413) and the `detail` below.
import { ERROR_CODES } from '@canopy/contracts';
import { AppError } from '../../lib/errors';

/** Not a JPEG, PNG, WebP or AVIF by content (whatever its name or declared type), or corrupt. */
export class UnsupportedImageError extends AppError {
  constructor(detail = 'Unsupported image: upload a JPEG, PNG, WebP or AVIF file') {
    super(ERROR_CODES.unsupportedMediaType, detail);
  }
}

/** Over the byte limit, or over the pixel limit that guards against decompression bombs. */
export class ImageTooLargeError extends AppError {
  constructor(detail: string) {
    super(ERROR_CODES.payloadTooLarge, detail);
  }
}
