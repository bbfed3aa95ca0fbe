// Errors a client must handle are data: each class below is a member of the result
// unions of the mutations that can raise it (see src/modules/common/errors.ts).
// Anything else thrown is masked by the server and reaches the client as a generic
// "Unexpected error." with no SQL, stack trace or path.

export interface FieldIssue {
  /** Dotted path of the offending input field, e.g. `input.capabilities.2`. */
  path: string;
  message: string;
}

/**
 * Every code a client can meet in `extensions.code` or a result's `code`, and what it
 * means. The one list: every site that sets a code names one of these (the type says
 * so), and docs/clients.md's table of error codes is checked against it.
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: 'The input is invalid; `issues` name each field and what is wrong. Nothing was written.',
  BAD_REQUEST: 'The HTTP request is not a GraphQL request this server takes (HTTP 400): no body, not JSON, no query or document hash.',
  UNAUTHENTICATED: 'No valid bearer token (HTTP 401).',
  FORBIDDEN: 'The token lacks the role, or the project, the operation needs. Nothing was written.',
  NOT_FOUND: 'What the operation names does not exist, or is not visible to the token.',
  IDEMPOTENCY_CONFLICT: 'The idempotency key was used before with other content; both digests are given. Nothing was written.',
  OUT_OF_ORDER: 'An agreement-log event arrived before the event it depends on. Nothing was written.',
  ADDRESS_REFUSED: 'A webhook URL resolves to a private, loopback or link-local address, refused unless WEBHOOK_ALLOW_PRIVATE=true.',
  CHECKPOINT_PENDING:
    'Rows an evidence bundle must prove are not in a signed checkpoint yet (`latestTreeSize` says how far it is); ask again after the next checkpoint.',
  TRANSPARENCY_UNAVAILABLE: 'The row is not in a signed checkpoint yet, or the log cannot answer now; retry after the next checkpoint.',
  UNAVAILABLE:
    'The database cannot be reached, or did not finish the operation in time (nothing of it was written) (HTTP 503 with Retry-After); retry with the same idempotency keys.',
  COST_LIMIT_EXCEEDED:
    'The operation, with its variables, costs more than 100,000 (HTTP 400; `extensions.cost` says how much): ask for smaller pages or fewer nested lists. Nothing was executed.',
  TOO_MANY_SUBSCRIPTIONS: 'The process or the token holds as many live subscriptions as it may.',
  TRUSTED_DOCUMENTS_ONLY: 'This server or token runs trusted documents only, and the request sent query text (HTTP 403).',
  TRUSTED_DOCUMENT_NOT_FOUND: 'No trusted document of this server has the hash sent (HTTP 400).',
  SSE_SINGLE_CONNECTION_UNSUPPORTED: 'The single-connection mode of GraphQL over SSE is not served; use distinct connections.',
  INTERNAL:
    'An unexpected error. It is masked: no SQL, stack trace or path reaches the client; the server log has it under the request id.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * A refusal a client must handle. `code` is what clients see in
 * `extensions.code` where no result union carries the error; it lives on the class
 * so renaming a class can never change it.
 */
export abstract class LedgerError extends Error {
  abstract readonly code: ErrorCode;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends LedgerError {
  readonly code = 'BAD_USER_INPUT' as const;

  constructor(
    message: string,
    readonly issues: FieldIssue[],
  ) {
    super(message);
  }

  static of(issues: FieldIssue[]): ValidationError {
    const first = issues[0];
    const summary = first ? `${first.path}: ${first.message}` : 'invalid input';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    return new ValidationError(`invalid input: ${summary}${more}`, issues);
  }
}

export class IdempotencyConflictError extends LedgerError {
  readonly code = 'IDEMPOTENCY_CONFLICT' as const;

  constructor(
    message: string,
    /** The idempotency key that was reused with different content. */
    readonly idempotencyKey: string,
    /** Digest of the content already stored under the key. */
    readonly existingDigest: string,
    /** Digest of the content that was refused. */
    readonly submittedDigest: string,
  ) {
    super(message);
  }
}

export class ForbiddenError extends LedgerError {
  readonly code = 'FORBIDDEN' as const;
}

export class NotFoundError extends LedgerError {
  readonly code = 'NOT_FOUND' as const;
}

/** Thrown when a record arrives before the record it depends on (agreement log). */
export class OutOfOrderError extends LedgerError {
  readonly code = 'OUT_OF_ORDER' as const;
}
