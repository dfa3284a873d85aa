// The back office's access codes: the list, create (chosen or random code, unique), edit details
// and activation, delete, reveal the plaintext and change the code itself. Every write is audited
// in the transaction that makes it; reveal and edit also leave an access_code_events entry. Every
// change to a code bumps 'access_codes' once committed, which empties the storefront gate's memory
// on every instance, so a deactivated code is refused on its holders' next call.
import type {
  AccessCodeReveal,
  AdminAccessCode,
  AdminAccessCodeCreated,
  AdminAccessCodeListResponse,
  adminAccessCodeCreateSchema,
  adminAccessCodeListQuerySchema,
  adminAccessCodeUpdateSchema,
} from '@canopy/contracts';
import { ACCESS_CODE_PATTERN } from '@canopy/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AccessCodeCodec } from '../../lib/access-code-codec';
import type { InvalidationChannel } from '../../lib/cluster-invalidation';
import { ConflictError, NotFoundError, UnavailableError } from '../../lib/errors';
import {
  findAccessCodeIdByHash,
  insertAccessCodeEvent,
  type AccessCodeRow,
} from './access-codes.repository';
import { createAccessCodeService } from './access-codes.service';
import { isConstraintViolation } from '../../lib/constraint-violations';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import {
  deleteAccessCodeRow,
  findAccessCodePage,
  lockAccessCode,
  updateAccessCodeRow,
  type AccessCodeChanges,
} from './admin-access-codes.repository';
import { codeHashPrefix, toAdminAccessCode } from './admin-access-code-view';

type ListQuery = z.output<typeof adminAccessCodeListQuerySchema>;
type CreateInput = z.output<typeof adminAccessCodeCreateSchema>;
type UpdateInput = z.output<typeof adminAccessCodeUpdateSchema>;

export const ACCESS_CODE_NOT_FOUND = 'Access code not found';
const ACCESS_CODE_TAKEN = 'An access code with this code already exists';
const ENTITY = 'access_code';
const CODE_HASH_UNIQUE = 'access_codes_code_hash_unique';

export interface AdminAccessCodesDeps {
  db: Database;
  codec: AccessCodeCodec;
  invalidation: Pick<InvalidationChannel, 'bump'>;
}

/** Who did it and from where: the audit names the admin, the event trail the hashed address. */
export interface AccessCodeRequester {
  actor: AuditActor;
  clientIp: string;
}

function changesFrom(input: UpdateInput): AccessCodeChanges {
  return {
    ...(input.label === undefined ? {} : { label: input.label }),
    ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
    ...(input.expires_at === undefined
      ? {}
      : { expiresAt: input.expires_at === null ? null : new Date(input.expires_at) }),
    ...(input.max_uses === undefined ? {} : { maxUses: input.max_uses }),
  };
}

/** A deactivation or reactivation reads better in the trail than a generic update. */
function updateAction(before: AccessCodeRow, input: UpdateInput): string {
  if (input.is_active === undefined || input.is_active === before.isActive) return 'update';
  return input.is_active ? 'activate' : 'deactivate';
}

export type AdminAccessCodesService = ReturnType<typeof createAdminAccessCodesService>;

export function createAdminAccessCodesService({ db, codec, invalidation }: AdminAccessCodesDeps) {
  const auditIn = (tx: Database) => createAuditLogService({ db: tx });

  /** Runs a code change, then tells every instance's gate (after the commit, never before). */
  async function changingCodes<T>(run: () => Promise<T>): Promise<T> {
    const result = await run();
    invalidation.bump('access_codes');
    return result;
  }

  /** Two admins choosing the same code at once: the unique index decides, the loser gets 409. */
  async function uniquely<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isConstraintViolation(error, 'unique', CODE_HASH_UNIQUE)) {
        throw new ConflictError(ACCESS_CODE_TAKEN);
      }
      throw error;
    }
  }

  async function locked(tx: Database, id: number): Promise<AccessCodeRow> {
    const row = await lockAccessCode(tx, id);
    if (!row) throw new NotFoundError(ACCESS_CODE_NOT_FOUND);
    return row;
  }

  return {
    async list(query: ListQuery): Promise<AdminAccessCodeListResponse> {
      const search = query.search?.toUpperCase();
      const { rows, total } = await findAccessCodePage(db, {
        labelSearch: query.search,
        codeHash: search && ACCESS_CODE_PATTERN.test(search) ? codec.hash(search) : undefined,
        isActive: query.is_active,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        codes: rows.map(toAdminAccessCode),
        page: query.page,
        per_page: query.per_page,
        pages: Math.ceil(total / query.per_page),
        total,
      };
    },

    async create(input: CreateInput, actor: AuditActor): Promise<AdminAccessCodeCreated> {
      return changingCodes(() =>
        uniquely(() =>
          db.transaction(async (tx) => {
            const { row, code } = await createAccessCodeService({ db: tx, codec }).create({
              code: input.code,
              label: input.label,
              expiresAt: input.expires_at ? new Date(input.expires_at) : null,
              maxUses: input.max_uses ?? null,
              createdBy: actor.id,
            });
            const after = toAdminAccessCode(row);
            await auditIn(tx).record({
              actor,
              action: 'create',
              entity: ENTITY,
              entityId: row.id,
              after,
            });
            return { access_code: after, plaintext_code: code };
          }),
        ),
      );
    },

    async update(id: number, input: UpdateInput, actor: AuditActor): Promise<AdminAccessCode> {
      return changingCodes(() =>
        db.transaction(async (tx) => {
          const before = await locked(tx, id);
          const after = toAdminAccessCode(await updateAccessCodeRow(tx, id, changesFrom(input)));
          await auditIn(tx).record({
            actor,
            action: updateAction(before, input),
            entity: ENTITY,
            entityId: id,
            before: toAdminAccessCode(before),
            after,
          });
          return after;
        }),
      );
    },

    /** Orders keep their history (their access_code_id becomes null); events go with the code. */
    async remove(id: number, actor: AuditActor): Promise<void> {
      await changingCodes(() =>
        db.transaction(async (tx) => {
          const before = await locked(tx, id);
          await deleteAccessCodeRow(tx, id);
          await auditIn(tx).record({
            actor,
            action: 'delete',
            entity: ENTITY,
            entityId: id,
            before: toAdminAccessCode(before),
          });
        }),
      );
    },

    /** The plaintext, decrypted; who saw it and when is recorded before it is sent. */
    async reveal(id: number, { actor, clientIp }: AccessCodeRequester): Promise<AccessCodeReveal> {
      return db.transaction(async (tx) => {
        const row = await locked(tx, id);
        let plaintext: string;
        try {
          plaintext = codec.decrypt(row.codeCiphertext);
        } catch {
          throw new UnavailableError(
            'This code cannot be revealed: it was stored with another ACCESS_CODE_SECRET',
          );
        }
        const revealedAt = new Date();
        await insertAccessCodeEvent(tx, {
          codeId: id,
          kind: 'revealed',
          ipHash: codec.hashClientIp(clientIp),
        });
        await auditIn(tx).record({ actor, action: 'reveal', entity: ENTITY, entityId: id });
        return { plaintext_code: plaintext, revealed_at: revealedAt.toISOString() };
      });
    },

    /** A new code for the same row: holders of the old one are locked out on their next call. */
    async editCode(
      id: number,
      newCode: string,
      { actor, clientIp }: AccessCodeRequester,
    ): Promise<{ new_code_hash: string }> {
      const codeHash = codec.hash(newCode);
      return changingCodes(() =>
        uniquely(() =>
          db.transaction(async (tx) => {
            const before = await locked(tx, id);
            const holder = await findAccessCodeIdByHash(tx, codeHash);
            if (holder !== null && holder !== id) throw new ConflictError(ACCESS_CODE_TAKEN);
            const row = await updateAccessCodeRow(tx, id, {
              codeHash,
              codeCiphertext: codec.encrypt(newCode),
            });
            await insertAccessCodeEvent(tx, {
              codeId: id,
              kind: 'edited',
              ipHash: codec.hashClientIp(clientIp),
            });
            await auditIn(tx).record({
              actor,
              action: 'edit_code',
              entity: ENTITY,
              entityId: id,
              before: toAdminAccessCode(before),
              after: toAdminAccessCode(row),
            });
            return { new_code_hash: codeHashPrefix(codeHash) };
          }),
        ),
      );
    },
  };
}
