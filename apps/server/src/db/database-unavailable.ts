// Which errors mean "the database is away" (a failover, a restart, a terminated connection, a refused connect)
// rather than a bug: those become a clean 503 and a "not ready" /health, and the pool reconnects by itself.
// pg reports a dropped connection as a plain Error with a fixed message, so the messages are listed too.

/** PostgreSQL SQLSTATEs of a connection that ended or cannot be had: class 08, admin/crash shutdown, start-up. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a database that does not answer. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' and pg-pool's own messages for a connection that died, was closed, or could not be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

function isUnavailableOne(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) return true;
  if (code !== undefined && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * True when `error` (or one of an AggregateError's: a connect tried on several addresses) says the database cannot
 * be reached. Causes are not followed: a PSP call's `fetch failed` carries its socket error as its cause, and the
 * PSP being away is not the database being away.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof AggregateError) return error.errors.some((one) => isDatabaseUnavailable(one));
  return isUnavailableOne(error);
}
