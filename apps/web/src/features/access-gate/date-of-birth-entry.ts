// The age step's three date fields (Month, Day, Year) as one date of birth: what is missing, or
// the `YYYY-MM-DD` to send after the contract's checks (impossible, future, before 1900) with the
// messages the server uses for the same problems (docs/product.md#age-verification).
import {
  DATE_OF_BIRTH_PROBLEM_DETAILS,
  dateOfBirthProblem,
  type DateOfBirthProblem,
} from '@canopy/contracts';

export interface DateOfBirthParts {
  month: string;
  day: string;
  year: string;
}
export type DatePart = keyof DateOfBirthParts;

export const DATE_PARTS: readonly DatePart[] = ['month', 'day', 'year'];

export const EMPTY_DATE_OF_BIRTH: DateOfBirthParts = { month: '', day: '', year: '' };

export const ENTER_DATE_OF_BIRTH = 'Enter your date of birth';

export type DateOfBirthCheck =
  { ok: true; value: string } | { ok: false; message: string; parts: readonly DatePart[] };

/** 'month', 'day and year', 'month, day and year'. */
function listed(parts: readonly DatePart[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** The fields a problem is about: the year for a year too early, the whole date otherwise. */
export function partsOfProblem(problem: DateOfBirthProblem): readonly DatePart[] {
  return problem === 'too_early' ? ['year'] : DATE_PARTS;
}

/** The typed fields as a date of birth, judged on the store's `today` (`YYYY-MM-DD`). */
export function checkDateOfBirth(parts: DateOfBirthParts, today: string): DateOfBirthCheck {
  const trimmed = {
    month: parts.month.trim(),
    day: parts.day.trim(),
    year: parts.year.trim(),
  };
  const missing = DATE_PARTS.filter((part) => trimmed[part] === '');
  if (missing.length === DATE_PARTS.length)
    return { ok: false, message: ENTER_DATE_OF_BIRTH, parts: DATE_PARTS };
  if (missing.length > 0)
    return {
      ok: false,
      message: `Date of birth must include a ${listed(missing)}`,
      parts: missing,
    };

  const wellFormed =
    /^\d{1,2}$/.test(trimmed.month) &&
    /^\d{1,2}$/.test(trimmed.day) &&
    /^\d{4}$/.test(trimmed.year);
  const value = wellFormed
    ? `${trimmed.year}-${trimmed.month.padStart(2, '0')}-${trimmed.day.padStart(2, '0')}`
    : '';
  const problem = dateOfBirthProblem(value, today);
  if (problem)
    return {
      ok: false,
      message: DATE_OF_BIRTH_PROBLEM_DETAILS[problem],
      parts: partsOfProblem(problem),
    };
  return { ok: true, value };
}
