// For the admin catalogue's tests: a signed-in admin's headers, a valid product body for the
// admin form, multipart bodies built by hand (so a test can send exactly the bytes it means),
// and direct reads of what an admin write leaves behind (audit entries, stored images).
import { randomBytes } from 'node:crypto';
import type { AdminProductWrite } from '@canopy/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { auditLog, images } from '../../src/db/schema';
import { createAdminUser, type TestAdmin } from '../factories/admin-users';

export interface AdminSession {
  admin: TestAdmin;
  headers: { authorization: string };
}

export async function signInAdmin(context: {
  db: Database;
  app: FastifyInstance;
}): Promise<AdminSession> {
  const admin = await createAdminUser(context.db);
  const { token } = context.app.tokens.issueAdminToken(admin.id);
  return { admin, headers: { authorization: `Bearer ${token}` } };
}

let skuCounter = 0;

/** A product body the admin form could send: only what the test changes needs overriding. */
export function productBody(overrides: Partial<AdminProductWrite> = {}): AdminProductWrite {
  skuCounter += 1;
  return {
    name: `Admin product ${skuCounter}`,
    sku: `ADM-${skuCounter}-${randomBytes(3).toString('hex')}`,
    price: 25,
    stock: 12,
    ...overrides,
  };
}

export async function readAuditEntries(db: Database, entity: string, entityId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

export async function countAuditEntries(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}

export async function countImages(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(images);
  return row?.total ?? 0;
}

export interface MultipartPart {
  name: string;
  /** A file part when set; a plain field otherwise. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body and its content-type header. */
export function multipartBody(parts: readonly MultipartPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----canopy-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType !== undefined) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
