// The storage check of the testing screen: product images live in the database (decision 0005), so
// storage works when a small image row can be written, read back and deleted. All three run in
// one transaction, so a failed check leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';

export async function writeReadDeleteImageRow(db: Database): Promise<void> {
  const probe = Buffer.from(`canopy storage check ${randomBytes(8).toString('hex')}`);
  const sha256 = `storage-check-${randomBytes(16).toString('hex')}`;
  await db.transaction(async (tx) => {
    await tx.insert(images).values({
      contentType: 'application/octet-stream',
      width: 0,
      height: 0,
      bytes: probe,
      sha256,
      primarySha256: sha256,
    });
    const [row] = await tx
      .select({ bytes: images.bytes })
      .from(images)
      .where(eq(images.sha256, sha256));
    if (!row || !Buffer.from(row.bytes).equals(probe)) {
      throw new Error('The image row read back differs from the one written');
    }
    await tx.delete(images).where(eq(images.sha256, sha256));
  });
}
