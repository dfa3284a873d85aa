// Reads the body of POST /admin/upload/image: multipart/form-data with exactly one part, a file
// named `file`, of at most 10 MB (the limits below are given to @fastify/multipart, so busboy
// stops reading past them). Every other shape is the client's error with a detail, never a 500;
// whether the bytes are an image is decided afterwards, by content (images.service.ts).
import { ERROR_CODES } from '@canopy/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../lib/errors';
import { ImageTooLargeError } from './image-errors';
import { MAX_IMAGE_BYTES } from './images.service';

const UPLOAD_FIELD = 'file';

export const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
  headerPairs: 20,
};

const UPLOAD_TOO_LARGE = 'Image too large: the limit is 10 MB';
const SEND_MULTIPART = `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`;
const ONE_PART_ONLY = `Send one image in the field "${UPLOAD_FIELD}" and nothing else`;
const NO_FILE = 'Choose an image file to upload';

/** @fastify/multipart's limit errors, by code. */
const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

function onePartOnly(): ValidationError {
  return new ValidationError([{ loc: ['body'], msg: ONE_PART_ONLY, type: 'too_many_parts' }]);
}

function explainFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ImageTooLargeError(UPLOAD_TOO_LARGE);
  if (typeof code === 'string' && LIMIT_ERRORS.has(code)) return onePartOnly();
  // busboy's own complaints (a broken boundary, a body that ends mid-part) and early closes.
  return new AppError(ERROR_CODES.badRequest, 'The upload is not a valid multipart/form-data body');
}

/** The uploaded file's bytes, exactly as sent. */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(ERROR_CODES.unsupportedMediaType, SEND_MULTIPART);
  }
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD) throw onePartOnly();
      image = await part.toBuffer();
    }
  } catch (error) {
    throw explainFormError(error);
  }
  if (image === null) {
    throw new ValidationError([{ loc: ['body', UPLOAD_FIELD], msg: NO_FILE, type: 'missing' }]);
  }
  return image;
}
