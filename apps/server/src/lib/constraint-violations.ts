// Which database constraint refused a write. The admin catalogue checks uniqueness and references
// by letting the database decide (race-safe) and turns the refusal into the client's error here:
// PGlite and node-postgres both report SQLSTATE `code` and `constraint`, which Drizzle keeps on
// the error's `cause`.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

type ViolationKind = 'unique' | 'foreign_key';

const CODE_BY_KIND: Record<ViolationKind, string> = {
  unique: UNIQUE_VIOLATION,
  foreign_key: FOREIGN_KEY_VIOLATION,
};

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** True when `error` (or one of its causes) is a violation of `kind` on `constraint`. */
export function isConstraintViolation(
  error: unknown,
  kind: ViolationKind,
  constraint: string,
): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as DatabaseErrorFields;
    if (fields.code === CODE_BY_KIND[kind] && fields.constraint === constraint) return true;
    current = fields.cause;
  }
  return false;
}
