// Storage of image bytes in the `images` table: content-addressed by the sha256 of the stored
// bytes, so every instance serves every upload and the same bytes are never stored twice.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';

export interface NewImage {
  productId: number | null;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
  /** The sha256 of the upload's primary width (the same for every width of one upload). */
  primarySha256: string;
}

export interface StoredImageBytes {
  contentType: string;
  bytes: Buffer;
}

/**
 * Inserts the images in one statement. Bytes already stored (same sha256) are skipped: the
 * existing row serves the same content at the same URL, so nothing is lost.
 */
export async function insertImages(db: Database, rows: readonly NewImage[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(images)
    .values([...rows])
    .onConflictDoNothing({ target: images.sha256 });
}

export async function findImageBySha256(
  db: Database,
  sha256: string,
): Promise<StoredImageBytes | undefined> {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.sha256, sha256));
  return row;
}
