// Recognises failures of a backing service (PostgreSQL, PGlite, Redis) as opposed to bugs, so the
// error handler can answer 503 "try again" instead of 500. Drivers wrap errors (Drizzle puts the
// driver's error in `cause`), so the whole cause chain is inspected.

// Socket-level failures and PostgreSQL SQLSTATEs meaning "cannot serve you right now".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /Cannot use a pool after calling end on the pool/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /Reached the max retries per request limit/i,
];

function ownString(value: object, key: string): string | undefined {
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

export function isServiceUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const code = ownString(current, 'code');
    // SQLSTATE class 08: connection exceptions.
    if (code && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    const message = ownString(current, 'message') ?? '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
