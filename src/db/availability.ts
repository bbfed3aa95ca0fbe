// Which failures mean "the database cannot serve this right now" rather than a bug:
// the server answers those with UNAVAILABLE (HTTP 503) and a client retries later
// with the same idempotency keys (docs/running.md, "When the database goes away").
// Two kinds: the connection is lost or refused, or a statement ran out of time (a
// statement timeout, a lock timeout, an idle transaction ended by the server), which
// PostgreSQL rolls back, so nothing of it was written. One place, used by the GraphQL
// error mask, authentication and webhook delivery.

/** SQLSTATEs of a lost or refused connection: class 08, the server shutting down or starting, no connection slot left. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of Node, and what the Prisma driver adapter turns them into. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** Prisma: cannot reach the server, timed out, server closed the connection, timed out fetching a connection, too many connections. */
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/**
 * Ran out of time, and was rolled back: a statement cancelled (statement_timeout, a
 * cancel request such as pg_cancel_backend, a conflict with recovery on a standby), a lock not granted in time, a transaction or session idle too long
 * (the server ends the connection), and Prisma's transaction expired or closed (P2028,
 * P1018; the ledger's writes are statements bounded by statement_timeout,
 * docs/decisions.md, and Prisma's own transactions are its batches of relation reads,
 * bounded the same way: src/db/client.ts).
 */
const TIMED_OUT_SQLSTATES = new Set(['57014', '55P03', '25P03', '57P05']);
const TIMED_OUT_PRISMA_CODES = new Set(['P2028', 'P1018']);
/** Messages of `pg` and `pg-pool` for a connection that dropped or never came. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  // a client whose connection was lost, asked again before the pool discarded it
  'Client was closed and is not queryable',
  'Query read timeout',
];

/** Why the database could not serve: its connection, or its time. */
export type DatabaseFailure = 'unavailable' | 'timed-out';

function failureOfCode(code: unknown): DatabaseFailure | null {
  if (typeof code !== 'string') return null;
  if (TIMED_OUT_SQLSTATES.has(code) || TIMED_OUT_PRISMA_CODES.has(code)) return 'timed-out';
  if (
    (code.startsWith('08') && code.length === 5) ||
    UNAVAILABLE_SQLSTATES.has(code) ||
    UNAVAILABLE_NODE_CODES.has(code) ||
    UNAVAILABLE_PRISMA_CODES.has(code)
  )
    return 'unavailable';
  return null;
}

/**
 * Whether `error` (or anything it wraps: a cause, Prisma's driver adapter error, an
 * aggregate's errors) says the database went away or a statement ran out of time;
 * null when it says neither (a bug, or a refusal of the data).
 */
export function databaseFailureOf(error: unknown, depth = 0): DatabaseFailure | null {
  if (depth > 6 || typeof error !== 'object' || error === null) return null;
  const candidate = error as {
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  const byCode = failureOfCode(candidate.code) ?? failureOfCode(candidate.originalCode);
  if (byCode) return byCode;
  if (typeof candidate.kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(candidate.kind)) return 'unavailable';
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((text) => (candidate.message as string).includes(text)))
    return 'unavailable';
  const wrapped = [candidate.cause, candidate.meta?.driverAdapterError, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  for (const inner of wrapped) {
    const failure = databaseFailureOf(inner, depth + 1);
    if (failure) return failure;
  }
  return null;
}

/** True when `error` says the database could not serve now (unreachable, gone, or out of time): a retry may succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFailureOf(error) !== null;
}

/** What a client is told: nothing of the cause, only that retrying later is right. */
export const UNAVAILABLE_MESSAGE = 'the ledger database is unavailable; retry later with the same idempotency keys';
/** The same for a statement that ran out of time: PostgreSQL rolled it back. */
export const TIMED_OUT_MESSAGE =
  'the ledger database did not finish this operation in time; nothing was written; retry later with the same idempotency keys';

/** The client's message for a failure of the database. */
export function databaseFailureMessage(failure: DatabaseFailure): string {
  return failure === 'timed-out' ? TIMED_OUT_MESSAGE : UNAVAILABLE_MESSAGE;
}
