// The back office's referral codes: the list newest first (skip/limit with the total), create,
// replace (PUT) and delete. Every write runs in one transaction with its audit entry. Code
// uniqueness is left to the database (race-safe) and its refusal becomes a 409. An expiry must
// lie in the future when it is set or changed (an unchanged past expiry may stay while other
// fields are edited). A code that orders used is deactivated instead of deleted, so their
// history keeps its code; the answer says so.
import type {
  AdminReferralCode,
  AdminReferralCodeDeleteResponse,
  AdminReferralCodeListResponse,
  AdminReferralCodeWriteInput,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isConstraintViolation } from '../../lib/constraint-violations';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import {
  REFERRAL_CODE_NOT_FOUND,
  toAdminReferralCode,
  toReferralCodeValues,
} from './admin-referral-code-view';
import {
  deactivateReferralCode,
  deleteReferralCode,
  findReferralCodeById,
  findReferralCodePage,
  insertReferralCode,
  isReferralCodeUsedByOrders,
  replaceReferralCode,
} from './admin-referral-codes.repository';

const EXPIRY_IN_PAST = 'The expiry must be in the future';
export const DEACTIVATED_INSTEAD =
  'Orders used this referral code, so it was deactivated instead of deleted';
const ENTITY = 'referral_code';

function explainRefusal(error: unknown, input: AdminReferralCodeWriteInput): unknown {
  if (isConstraintViolation(error, 'unique', 'referral_codes_code_unique')) {
    return new ConflictError(`A referral code "${input.code}" already exists`);
  }
  return error;
}

/** Refuses an expiry at or before `now`, unless it is the one the code already has. */
function checkExpiry(input: AdminReferralCodeWriteInput, now: Date, current: Date | null): void {
  if (input.expires_at === null) return;
  const expiresAt = new Date(input.expires_at);
  if (current !== null && current.getTime() === expiresAt.getTime()) return;
  if (expiresAt.getTime() <= now.getTime()) {
    throw new ValidationError([
      { loc: ['body', 'expires_at'], msg: EXPIRY_IN_PAST, type: 'value_error' },
    ]);
  }
}

export type AdminReferralCodesService = ReturnType<typeof createAdminReferralCodesService>;

export function createAdminReferralCodesService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  const auditIn = (tx: Database) => createAuditLogService({ db: tx });

  async function write<T>(input: AdminReferralCodeWriteInput, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw explainRefusal(error, input);
    }
  }

  return {
    async list(page: { skip: number; limit: number }): Promise<AdminReferralCodeListResponse> {
      const found = await findReferralCodePage(db, { offset: page.skip, limit: page.limit });
      return { items: found.items.map(toAdminReferralCode), total: found.total };
    },

    async create(
      input: AdminReferralCodeWriteInput,
      actor: AuditActor,
    ): Promise<AdminReferralCode> {
      checkExpiry(input, now(), null);
      return write(input, () =>
        db.transaction(async (tx) => {
          const after = toAdminReferralCode(
            await insertReferralCode(tx, toReferralCodeValues(input)),
          );
          await auditIn(tx).record({
            actor,
            action: 'create',
            entity: ENTITY,
            entityId: after.id,
            after,
          });
          return after;
        }),
      );
    },

    /** Replaces every editable field (PUT); the use count stays as checkout left it. */
    async update(
      id: number,
      input: AdminReferralCodeWriteInput,
      actor: AuditActor,
    ): Promise<AdminReferralCode> {
      return write(input, () =>
        db.transaction(async (tx) => {
          const current = await findReferralCodeById(tx, id, { lock: true });
          if (!current) throw new NotFoundError(REFERRAL_CODE_NOT_FOUND);
          checkExpiry(input, now(), current.expiresAt);
          const before = toAdminReferralCode(current);
          const after = toAdminReferralCode(
            await replaceReferralCode(tx, id, toReferralCodeValues(input)),
          );
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

    /** Deletes the code, or deactivates it when orders used it. */
    async remove(id: number, actor: AuditActor): Promise<AdminReferralCodeDeleteResponse> {
      return db.transaction(async (tx) => {
        const current = await findReferralCodeById(tx, id, { lock: true });
        if (!current) throw new NotFoundError(REFERRAL_CODE_NOT_FOUND);
        const before = toAdminReferralCode(current);
        const audit = { actor, entity: ENTITY, entityId: id, before };
        if (!(await isReferralCodeUsedByOrders(tx, id))) {
          await deleteReferralCode(tx, id);
          await auditIn(tx).record({ ...audit, action: 'delete' });
          return { deleted: true, deactivated: false, detail: 'Referral code deleted' };
        }
        // Already inactive: nothing to write, and the answer is the same.
        if (current.isActive) {
          const after = toAdminReferralCode(await deactivateReferralCode(tx, id));
          await auditIn(tx).record({ ...audit, action: 'deactivate', after });
        }
        return { deleted: false, deactivated: true, detail: DEACTIVATED_INSTEAD };
      });
    },
  };
}
