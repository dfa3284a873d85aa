// Hostile inputs for the contract fuzz suite, as fast-check arbitraries: strings that attack
// (SQL and HTML injection, path traversal, control characters, NUL, RTL overrides, lone
// surrogates, emoji, 100 000 characters), numbers and ids out of every range (0, -1, 2^31, 2^53,
// 1e309, NaN, "1abc"), huge arrays (10 000 items) and objects, and JSON values of the wrong type.
// Values that JSON cannot spell (1e309, NaN) travel as RAW_JSON markers that `toJsonText`
// replaces with the raw token, so the server parses them exactly as a hostile client sent them.
import fc from 'fast-check';

const HUGE = 100_000;

export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  "admin'--",
  '1; DROP TABLE products; --',
  "' UNION SELECT password_hash, username FROM admin_users --",
  "%' AND 1=0 UNION SELECT null --",
  "'; SELECT pg_sleep(0); --",
  '" OR ""="',
  '\\',
  "'",
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  'file:///etc/passwd',
] as const;

export const UNICODE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u001b[31m\u007f',
  '\r\n\r\nX-Injected: yes',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '🙂🌿👩‍👩‍👧‍👦',
  'ｓｅｌｅｃｔ',
  'שלום עולם',
  '\ud800',
  '\udfff\ud800',
  'Ä'.normalize('NFD'),
  'null',
  'undefined',
  'true',
  'NaN',
  '%s%n%x',
] as const;

/** Strings for a path segment or query value that should hold an id or a number. */
export const ID_STRINGS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '2147483648',
  '9007199254740992',
  '9007199254740993',
  '1e309',
  '-1e309',
  '1e3',
  '1abc',
  'abc',
  'NaN',
  'Infinity',
  '0x10',
  '01',
  '+1',
  ' 1',
  '1 ',
  '١',
  '',
  '%00',
  'null',
  '[]',
] as const;

/** A marker for a JSON token JSON.stringify cannot write (see toJsonText). */
export const RAW_JSON = {
  overflow: '\u0000raw:1e309\u0000',
  negativeOverflow: '\u0000raw:-1e309\u0000',
  underflow: '\u0000raw:1e-400\u0000',
  longNumber: '\u0000raw:123456789012345678901234567890\u0000',
} as const;

const RAW_TOKENS: Record<string, string> = {
  [RAW_JSON.overflow]: '1e309',
  [RAW_JSON.negativeOverflow]: '-1e309',
  [RAW_JSON.underflow]: '1e-400',
  [RAW_JSON.longNumber]: '123456789012345678901234567890',
};

/** JSON text for a value, with RAW_JSON markers written as the raw tokens they stand for. */
export function toJsonText(value: unknown): string {
  let text = value === undefined ? 'null' : JSON.stringify(value);
  for (const [marker, token] of Object.entries(RAW_TOKENS)) {
    text = text.replaceAll(JSON.stringify(marker), token);
  }
  return text;
}

export const HOSTILE_NUMBERS = [
  0,
  -1,
  -0.5,
  0.1 + 0.2,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MAX_VALUE,
  ...Object.values(RAW_JSON),
] as const;

const hugeString = fc.constantFrom('A'.repeat(HUGE), '🙂'.repeat(HUGE / 2), "'".repeat(HUGE));

/** Any string an attacker might send in a text field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...UNICODE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...ID_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const hugeArray = fc.constantFrom<unknown[]>(
  Array.from({ length: 10_000 }, () => 1),
  Array.from({ length: 10_000 }, (_, index) => `item-${index}`),
  Array.from({ length: 10_000 }, () => ({ id: 1 })),
);

const hugeObject = fc.constant(
  Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`key${index}`, index])),
);

const deepObject = fc.constant(
  Array.from({ length: 200 }).reduce<unknown>((inner) => ({ nested: inner }), 'bottom'),
);

/** A JSON value for any field: the wrong type, out of range, hostile text, or too big. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], ['1']) },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: hugeObject },
  { weight: 1, arbitrary: deepObject },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Names for fields nobody declared: look-alikes of privileges, prototypes and ids. */
export const extraFieldName: fc.Arbitrary<string> = fc.constantFrom(
  'is_superuser',
  'isSuperuser',
  'id',
  'password_hash',
  'constructor',
  'prototype',
  'admin',
  'role',
  'created_at',
  'extra',
  '',
  'a\u0000b',
  '🙂',
  "'; DROP TABLE x; --",
);

/** A value as the text of a path segment, query value or header (raw markers as their token). */
export function asText(value: unknown): string {
  if (typeof value === 'string')
    return Object.hasOwn(RAW_TOKENS, value) ? (RAW_TOKENS[value] ?? value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return toJsonText(value);
}
