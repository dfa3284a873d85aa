// The access gate's rules (docs/product.md#access-gate): validating a code counts a use and is
// logged; browsing needs a code that is active and unexpired right now; codes are stored hashed and
// encrypted.
import { ACCESS_CODE_PATTERN } from '@canopy/contracts';
import type { Database } from '../../db/client';
import type { AccessCodeCodec } from '../../lib/access-code-codec';
import { ConflictError, ValidationError } from '../../lib/errors';
import { generateAccessCode } from '../../lib/random-codes';
import {
  consumeAccessCodeUse,
  countAccessCodes,
  findAccessCodeByHash,
  findAccessCodeIdByHash,
  findUsableAccessCodeIdByHash,
  insertAccessCode,
  insertAccessCodeEvent,
  isAccessCodeUsable,
  type AccessCodeRow,
} from './access-codes.repository';

export type AccessCodeValidation = { valid: true; accessCodeId: number } | { valid: false };

export interface NewAccessCode {
  /** Any case; a random code when absent. */
  code?: string | undefined;
  label: string;
  isActive?: boolean;
  expiresAt?: Date | null;
  maxUses?: number | null;
  createdBy?: number | null;
}

export interface AccessCodeServiceDeps {
  db: Database;
  codec: AccessCodeCodec;
}

export type AccessCodeService = ReturnType<typeof createAccessCodeService>;

export function createAccessCodeService({ db, codec }: AccessCodeServiceDeps) {
  // 36^6 codes: a collision is rare but possible, so draw again instead of failing.
  async function unusedRandomCode(): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = generateAccessCode();
      if ((await findAccessCodeIdByHash(db, codec.hash(candidate))) === null) return candidate;
    }
    throw new ConflictError('Could not find an unused access code; try again');
  }

  return {
    /** `POST /validate-access-code`: counts a use on success; every attempt leaves an event. */
    async validate(code: string, clientIp: string): Promise<AccessCodeValidation> {
      const codeHash = codec.hash(code);
      const ipHash = codec.hashClientIp(clientIp);
      const usedId = await consumeAccessCodeUse(db, codeHash);
      if (usedId !== null) {
        await insertAccessCodeEvent(db, { codeId: usedId, kind: 'validated', ipHash });
        return { valid: true, accessCodeId: usedId };
      }
      const knownId = await findAccessCodeIdByHash(db, codeHash);
      await insertAccessCodeEvent(db, { codeId: knownId, kind: 'rejected', ipHash });
      return { valid: false };
    },

    /** The X-Access-Code check: the code's id when it may browse now, else null. */
    async findUsableCodeId(headerValue: string): Promise<number | null> {
      const code = headerValue.trim().toUpperCase();
      if (!ACCESS_CODE_PATTERN.test(code)) return null;
      return findUsableAccessCodeIdByHash(db, codec.hash(code));
    },

    count: () => countAccessCodes(db),

    isUsable(accessCodeId: number): Promise<boolean> {
      return isAccessCodeUsable(db, accessCodeId);
    },

    findByCode(code: string): Promise<AccessCodeRow | null> {
      return findAccessCodeByHash(db, codec.hash(code));
    },

    /** Stores a new code hashed and encrypted; the plaintext is returned this once. */
    async create(input: NewAccessCode): Promise<{ row: AccessCodeRow; code: string }> {
      const code = input.code?.trim().toUpperCase() ?? (await unusedRandomCode());
      if (!ACCESS_CODE_PATTERN.test(code)) {
        throw new ValidationError([
          {
            loc: ['body', 'code'],
            msg: 'Access code must be 6 letters or digits',
            type: 'value_error',
          },
        ]);
      }
      const codeHash = codec.hash(code);
      if (await findAccessCodeIdByHash(db, codeHash)) {
        throw new ConflictError('An access code with this code already exists');
      }
      const row = await insertAccessCode(db, {
        codeHash,
        codeCiphertext: codec.encrypt(code),
        label: input.label,
        isActive: input.isActive ?? true,
        expiresAt: input.expiresAt ?? null,
        maxUses: input.maxUses ?? null,
        createdBy: input.createdBy ?? null,
      });
      return { row, code };
    },
  };
}
