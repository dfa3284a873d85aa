// The ID check at hand-off (docs/product.md#the-id-check-at-hand-off): staff read the customer's
// ID and record it against the order. An ID is valid through its expiry date; the age on the ID's
// date of birth, on the store day, must reach the order's required age (its products' minimum
// ages and the store's); an order placed with a verified date of birth needs the same date on the
// ID. A refused check stores nothing. Every check, passing or refused, leaves an audit entry
// without the number or the date of birth. Only a keyed HMAC of the normalised number and its last
// 4 characters are kept (docs/decisions/0030-id-check-at-hand-off.md).
import {
  ageOn,
  DATE_OF_BIRTH_PROBLEM_DETAILS,
  dateOfBirthProblem,
  ERROR_CODES,
  requiredAge,
  storeDay,
  type ErrorCode,
  type IdCheck,
  type IdCheckRequest,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import type { PersonalDataDigest } from '../../lib/personal-data-digest';
import type { AuditActor, AuditLogService } from '../admin-users/audit-log.service';
import { createAuditLogService } from '../admin-users/audit-log.service';
import type { SettingsService } from '../settings/settings.service';
import { findOrder } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';
import {
  findOrderProductMinimumAges,
  insertIdCheck,
  type IdCheckRow,
} from './id-checks.repository';

export const ID_CHECK_MESSAGES = {
  expired: 'This ID has expired',
  mismatch: 'The date of birth on the ID is not the one the customer gave at checkout',
  underAge: (required: number, age: number) =>
    `The customer must be ${String(required)} or older for this order; the ID says ${String(age)}`,
} as const;

/** The number as compared: upper case, without spaces and dashes. */
export function normaliseIdNumber(idNumber: string): string {
  return idNumber.toUpperCase().replace(/[\s-]/g, '');
}

export function toIdCheck(row: IdCheckRow): IdCheck {
  return {
    id_type: row.idType,
    id_last4: row.idLast4,
    id_expiry: row.idExpiry,
    age: row.age,
    checked_by: row.checkedBy,
    checked_at: row.checkedAt.toISOString(),
  };
}

export interface IdChecksDeps {
  db: Database;
  settings: SettingsService;
  personalData: PersonalDataDigest;
  audit: AuditLogService;
  now: () => Date;
}

export type IdChecksService = ReturnType<typeof createIdChecksService>;

export function createIdChecksService({ db, settings, personalData, audit, now }: IdChecksDeps) {
  function fieldIssue(field: string, msg: string): ValidationError {
    return new ValidationError([{ loc: ['body', field], msg, type: 'value_error' }]);
  }

  /** Why the check is refused, or null when it passes; `age` is the ID's age on the store day. */
  async function judge(
    orderId: number,
    orderDateOfBirth: string | null,
    input: IdCheckRequest,
    today: string,
    storeMinimumAge: number,
  ): Promise<{ refusal: AppError | null; age: number }> {
    if (today > input.id_expiry) {
      return { refusal: fieldIssue('id_expiry', ID_CHECK_MESSAGES.expired), age: 0 };
    }
    const problem = dateOfBirthProblem(input.date_of_birth, today);
    if (problem) {
      return {
        refusal: fieldIssue('date_of_birth', DATE_OF_BIRTH_PROBLEM_DETAILS[problem]),
        age: 0,
      };
    }
    const age = ageOn(input.date_of_birth, today);
    if (orderDateOfBirth !== null && orderDateOfBirth !== input.date_of_birth) {
      return { refusal: new AppError(ERROR_CODES.idMismatch, ID_CHECK_MESSAGES.mismatch), age };
    }
    const required = requiredAge(storeMinimumAge, await findOrderProductMinimumAges(db, orderId));
    if (age < required) {
      return {
        refusal: new AppError(
          ERROR_CODES.ageRequirement,
          ID_CHECK_MESSAGES.underAge(required, age),
        ),
        age,
      };
    }
    return { refusal: null, age };
  }

  return {
    /** 201 with the check; 404 unknown order; 422 expired, too young or another date of birth. */
    async record(orderId: number, input: IdCheckRequest, admin: AuditActor): Promise<IdCheck> {
      const order = await findOrder(db, orderId);
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      const current = await settings.get();
      const checkedAt = now();
      const today = storeDay(checkedAt, current.timezone);
      const number = normaliseIdNumber(input.id_number);
      const idLast4 = number.slice(-4);
      const { refusal, age } = await judge(
        orderId,
        order.dateOfBirth,
        input,
        today,
        current.minimum_age,
      );
      // What the trail keeps of a check: never the number nor the date of birth.
      const summary = { id_type: input.id_type, id_last4: idLast4, id_expiry: input.id_expiry };

      if (refusal) {
        const reason: ErrorCode = refusal.code;
        await audit.record({
          actor: admin,
          action: 'id_check_refused',
          entity: 'order',
          entityId: orderId,
          after: { ...summary, reason },
        });
        throw refusal;
      }

      const row = await db.transaction(async (tx) => {
        const stored = await insertIdCheck(tx, {
          orderId,
          idType: input.id_type,
          idNumberHmac: personalData.digest('id-number', number),
          idLast4,
          idExpiry: input.id_expiry,
          age,
          checkedById: admin.id,
          checkedBy: admin.username,
          checkedAt,
        });
        await createAuditLogService({ db: tx }).record({
          actor: admin,
          action: 'id_check',
          entity: 'order',
          entityId: orderId,
          after: { ...summary, age },
        });
        return stored;
      });
      return toIdCheck(row);
    },
  };
}
