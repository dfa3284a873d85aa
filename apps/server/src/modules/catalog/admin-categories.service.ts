// The back office's category tree: list with product counts, create, rename or move, delete.
// Names are unique per parent, case-insensitively, top level included: the unique index
// categories_parent_name_uq decides (race-safe) and its refusal becomes a 409. A move may not put
// a category under itself or one of its descendants (422), decided under the tree lock. A
// category with products or subcategories is never deleted (409 saying what is left). Every
// write is audited inside the transaction that makes it.
import type { AdminCategory, adminCategoryWriteSchema } from '@canopy/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import {
  countCategoryDependents,
  deleteCategory,
  findAdminCategory,
  findCategoryName,
  insertCategory,
  isInSubtree,
  listAdminCategories,
  lockCategory,
  lockCategoryTree,
  updateCategory,
  type AdminCategoryRow,
} from './admin-categories.repository';
import { isConstraintViolation } from '../../lib/constraint-violations';

export type AdminCategoryInput = z.output<typeof adminCategoryWriteSchema>;

const CATEGORY_NOT_FOUND = 'Category not found';
const CATEGORY_CYCLE = 'A category cannot be moved under itself or one of its subcategories';
const ENTITY = 'category';

function toAdminCategory(row: AdminCategoryRow): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    product_count: row.productCount,
    created_at: row.createdAt.toISOString(),
  };
}

function parentError(msg: string, type: string): ValidationError {
  return new ValidationError([{ loc: ['body', 'parent_id'], msg, type }]);
}

function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** `"Flower" still has 12 products and 2 subcategories` (only the parts that are not zero). */
function stillInUse(name: string, dependents: { products: number; subcategories: number }) {
  const parts = [
    ...(dependents.products > 0 ? [countOf(dependents.products, 'product', 'products')] : []),
    ...(dependents.subcategories > 0
      ? [countOf(dependents.subcategories, 'subcategory', 'subcategories')]
      : []),
  ];
  return `"${name}" still has ${parts.join(' and ')}`;
}

export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;

export function createAdminCategoriesService({ db }: { db: Database }) {
  const auditIn = (tx: Database) => createAuditLogService({ db: tx });

  /** The database's refusal of a category write, as the client's error. */
  async function explainRefusal(error: unknown, input: AdminCategoryInput): Promise<unknown> {
    if (isConstraintViolation(error, 'unique', 'categories_parent_name_uq')) {
      if (input.parent_id === null) {
        return new ConflictError(`A top-level category named "${input.name}" already exists`);
      }
      const parent = (await findCategoryName(db, input.parent_id)) ?? 'The parent category';
      return new ConflictError(`"${parent}" already has a subcategory named "${input.name}"`);
    }
    if (isConstraintViolation(error, 'foreign_key', 'categories_parent_id_categories_id_fk')) {
      return parentError('Parent category not found', 'not_found');
    }
    return error;
  }

  async function write<T>(input: AdminCategoryInput, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw await explainRefusal(error, input);
    }
  }

  async function readBack(tx: Database, id: number): Promise<AdminCategory> {
    const row = await findAdminCategory(tx, id);
    if (!row) throw new Error(`category ${id} vanished inside its own transaction`);
    return toAdminCategory(row);
  }

  return {
    async list(): Promise<AdminCategory[]> {
      return (await listAdminCategories(db)).map(toAdminCategory);
    },

    async create(input: AdminCategoryInput, actor: AuditActor): Promise<AdminCategory> {
      return write(input, () =>
        db.transaction(async (tx) => {
          const id = await insertCategory(tx, { name: input.name, parentId: input.parent_id });
          const after = await readBack(tx, id);
          await auditIn(tx).record({
            actor,
            action: 'create',
            entity: ENTITY,
            entityId: id,
            after,
          });
          return after;
        }),
      );
    },

    /** Renames and/or moves the category (PUT: name and parent together). */
    async update(id: number, input: AdminCategoryInput, actor: AuditActor): Promise<AdminCategory> {
      return write(input, () =>
        db.transaction(async (tx) => {
          await lockCategoryTree(tx);
          if (!(await lockCategory(tx, id))) throw new NotFoundError(CATEGORY_NOT_FOUND);
          if (input.parent_id !== null && (await isInSubtree(tx, input.parent_id, id))) {
            throw parentError(CATEGORY_CYCLE, 'cycle');
          }
          const before = await readBack(tx, id);
          await updateCategory(tx, id, { name: input.name, parentId: input.parent_id });
          const after = await readBack(tx, id);
          await auditIn(tx).record({
            actor,
            action: 'update',
            entity: ENTITY,
            entityId: id,
            before,
            after,
          });
          return after;
        }),
      );
    },

    /** Deletes an empty category; one with products or subcategories is a 409. */
    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockCategory(tx, id);
        if (!current) throw new NotFoundError(CATEGORY_NOT_FOUND);
        const dependents = await countCategoryDependents(tx, id);
        if (dependents.products > 0 || dependents.subcategories > 0) {
          throw new ConflictError(stillInUse(current.name, dependents));
        }
        const before = await readBack(tx, id);
        await deleteCategory(tx, id);
        await auditIn(tx).record({ actor, action: 'delete', entity: ENTITY, entityId: id, before });
      });
    },
  };
}
