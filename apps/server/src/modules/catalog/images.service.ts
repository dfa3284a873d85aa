// Product images: accepts only real raster photos (JPEG, PNG, WebP, AVIF, judged by content),
// strips their metadata, re-encodes them as WebP at a few widths and stores each width
// content-addressed, so an image URL never changes meaning and can be cached forever.
import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import type { Database } from '../../db/client';
import { ImageTooLargeError, UnsupportedImageError } from './image-errors';
import { findImageBySha256, insertImages } from './images.repository';
import { writeReadDeleteImageRow } from './image-storage-check.repository';

/** libvips (about 16 MB) is loaded on the first upload, not by every instance at start. */
const loadSharp = () => import('sharp').then((module) => module.default);

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Above a 48-megapixel phone photo; a small file claiming more pixels is a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/**
 * The width whose URL becomes a product's primary_image_url: sharp for a catalogue card on a
 * 2x screen and good enough for the detail page, at a quarter of the 1280 bytes.
 */
export const PRIMARY_IMAGE_WIDTH = 640;
export const IMAGE_URL_PREFIX = '/api/images';
/** Taller images are scaled to fit this ratio, which also keeps WebP under its 16383 px limit. */
const MAX_HEIGHT_TO_WIDTH = 3;
// Measured on this project's 2-core machine: effort 2 encodes ~3x faster than the default 4 for a
// few percent more bytes, which keeps uploads snappy and the demo seed inside its start-up budget.
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;
const STORED_CONTENT_TYPE = 'image/webp';

const EXTENSION_BY_CONTENT_TYPE: Readonly<Record<string, string>> = {
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The media types GET /images/:file may answer with. */
export const SERVED_IMAGE_TYPES = Object.keys(EXTENSION_BY_CONTENT_TYPE);

export interface ImageVariant {
  width: number;
  url: string;
}

export interface StoredProductImage {
  /** The PRIMARY_IMAGE_WIDTH variant (or the image's own width when it is narrower). */
  url: string;
  /** Every stored width, narrowest first. */
  variants: ImageVariant[];
}

export interface ServableImage {
  sha256: string;
  contentType: string;
  bytes: Buffer;
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';

interface EncodedVariant {
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
}

export function imageUrl(sha256: string, contentType = STORED_CONTENT_TYPE): string {
  return `${IMAGE_URL_PREFIX}/${sha256}.${EXTENSION_BY_CONTENT_TYPE[contentType] ?? 'bin'}`;
}

export async function storeProductImage(
  db: Database,
  input: Buffer,
  options: { productId?: number } = {},
): Promise<StoredProductImage> {
  const { variants, primaryWidth } = await encodeProductImage(input);
  const primary = variants.find((variant) => variant.width === primaryWidth) ?? variants[0];
  if (!primary) throw new UnsupportedImageError('The image could not be decoded');
  await insertImages(
    db,
    variants.map((variant) => ({
      productId: options.productId ?? null,
      contentType: STORED_CONTENT_TYPE,
      width: variant.width,
      height: variant.height,
      bytes: variant.bytes,
      sha256: variant.sha256,
      primarySha256: primary.sha256,
    })),
  );
  return {
    url: imageUrl(primary.sha256),
    variants: variants.map((variant) => ({ width: variant.width, url: imageUrl(variant.sha256) })),
  };
}

/** Resolves a requested file name (`<sha256>.<ext>`) to the stored image, or null. */
export async function findServableImage(
  db: Database,
  fileName: string,
): Promise<ServableImage | null> {
  const match = /^([0-9a-f]{64})\.([a-z0-9]{1,5})$/.exec(fileName);
  const sha256 = match?.[1];
  if (!match || !sha256) return null;
  const image = await findImageBySha256(db, sha256);
  // The extension is part of the URL we handed out; another one names nothing we stored.
  if (!image || EXTENSION_BY_CONTENT_TYPE[image.contentType] !== match[2]) return null;
  return { sha256, contentType: image.contentType, bytes: image.bytes };
}

/** Validates and re-encodes an image without storing it. */
export async function encodeProductImage(
  input: Buffer,
): Promise<{ variants: EncodedVariant[]; primaryWidth: number }> {
  if (input.length > MAX_IMAGE_BYTES) {
    throw new ImageTooLargeError('Image too large: the limit is 10 MB');
  }
  const format = sniffImageFormat(input);
  if (!format) throw new UnsupportedImageError();
  const sharp = await loadSharp();
  await assertDecodableHeader(input, format);

  const maxWidth = Math.max(...IMAGE_WIDTHS);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped; the pixel limit is
    // enforced again here in case a decoder reads more than its header promised.
    base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: maxWidth,
        height: maxWidth * MAX_HEIGHT_TO_WIDTH,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedImageError('The image could not be decoded');
  }

  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: rawChannels(base.info.channels),
  };
  const targetWidths = [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, raw.width)))];
  const variants = await Promise.all(
    targetWidths.map(async (width): Promise<EncodedVariant> => {
      let pipeline = sharp(base.data, { raw });
      if (width < raw.width) pipeline = pipeline.resize({ width });
      const { data, info } = await pipeline
        .webp(WEBP_OPTIONS)
        .toBuffer({ resolveWithObject: true });
      return {
        width: info.width,
        height: info.height,
        bytes: data,
        sha256: createHash('sha256').update(data).digest('hex'),
      };
    }),
  );
  return { variants, primaryWidth: Math.min(PRIMARY_IMAGE_WIDTH, raw.width) };
}

/**
 * The format named by the file's own signature. Checked before any decoder sees the bytes, so
 * SVG (scriptable XML), GIF, TIFF, HEIC and everything else never reach libvips at all.
 */
function sniffImageFormat(input: Buffer): AcceptedFormat | null {
  const startsWith = (bytes: number[], offset = 0) =>
    bytes.every((byte, index) => input[offset + index] === byte);
  const ascii = (start: number, end: number) => input.toString('latin1', start, end);

  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    // ISO-BMFF: major brand at 8, compatible brands from 16 to the end of the ftyp box.
    const boxEnd = Math.min(input.readUInt32BE(0), input.length);
    for (let offset = 8; offset + 4 <= boxEnd; offset += offset === 8 ? 8 : 4) {
      const brand = ascii(offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** sharp's reading of the header must agree with the signature, and the size must be sane. */
async function assertDecodableHeader(input: Buffer, expected: AcceptedFormat): Promise<void> {
  let metadata: Metadata;
  try {
    // Header only: no pixels are decoded here, so the pixel limit is checked just below, with
    // a message that says which limit was hit.
    const sharp = await loadSharp();
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError('The image could not be decoded');
  }
  const actual =
    metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (actual !== expected) throw new UnsupportedImageError();
  const { width, height } = metadata;
  if (!width || !height) throw new UnsupportedImageError('The image could not be decoded');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageTooLargeError(
      `Image too large: ${width}x${height} pixels is over the ${MAX_INPUT_PIXELS / 1_000_000} megapixel limit`,
    );
  }
}

function rawChannels(channels: number): 1 | 2 | 3 | 4 {
  if (channels === 1 || channels === 2 || channels === 3 || channels === 4) return channels;
  throw new UnsupportedImageError('Unsupported image: unexpected colour channels');
}

/** The testing screen's storage check: an image row written, read back and deleted. */
export function checkImageStorage(db: Database): Promise<void> {
  return writeReadDeleteImageRow(db);
}
