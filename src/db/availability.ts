// Which failures mean "the database cannot be reached right now" rather than a bug:
// the server answers those with UNAVAILABLE (HTTP 503) and a client retries later
// with the same idempotency keys (docs/running.md, "When the database goes away").
// One place, used by the GraphQL error mask and by authentication.

/** SQLSTATEs of a lost or refused connection: class 08, and the server shutting down or starting. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of Node, and what the Prisma driver adapter turns them into. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout']);
/** Prisma: cannot reach the server, timed out, server closed the connection, timed out fetching a connection. */
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Messages of `pg` and `pg-pool` for a connection that dropped or never came. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return (
    code.startsWith('08') && code.length === 5 ||
    UNAVAILABLE_SQLSTATES.has(code) ||
    UNAVAILABLE_NODE_CODES.has(code) ||
    UNAVAILABLE_PRISMA_CODES.has(code)
  );
}

/** True when `error` (or anything it wraps) says the database is unreachable or went away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== 'object' || error === null) return false;
  const candidate = error as {
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (isUnavailableCode(candidate.code) || isUnavailableCode(candidate.originalCode)) return true;
  if (typeof candidate.kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(candidate.kind)) return true;
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((text) => (candidate.message as string).includes(text)))
    return true;
  const wrapped = [candidate.cause, candidate.meta?.driverAdapterError, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  return wrapped.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** What a client is told: nothing of the cause, only that retrying later is right. */
export const UNAVAILABLE_MESSAGE = 'the ledger database is unavailable; retry later with the same idempotency keys';
