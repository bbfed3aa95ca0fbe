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
 * A refusal a client must handle. `code` is what clients see in
 * `extensions.code` where no result union carries the error; it lives on the class
 * so renaming a class can never change it.
 */
export abstract class LedgerError extends Error {
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends LedgerError {
  readonly code = 'BAD_USER_INPUT';

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
  readonly code = 'IDEMPOTENCY_CONFLICT';

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
  readonly code = 'FORBIDDEN';
}

export class NotFoundError extends LedgerError {
  readonly code = 'NOT_FOUND';
}

/** Thrown when a record arrives before the record it depends on (agreement log). */
export class OutOfOrderError extends LedgerError {
  readonly code = 'OUT_OF_ORDER';
}
