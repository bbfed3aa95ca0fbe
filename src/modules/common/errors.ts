// The typed errors of the GraphQL surface (docs/specification.md §11): an `Error` interface
// and one object type per error class of src/errors.ts.
import { builder } from '../../builder.js';
import {
  ForbiddenError,
  IdempotencyConflictError,
  type LedgerError,
  NotFoundError,
  OutOfOrderError,
  ValidationError,
  type FieldIssue,
} from '../../errors.js';

export const ErrorInterface = builder.interfaceRef<LedgerError>('Error').implement({
  description: 'Every typed error has a message a person can read, and a code a program can match.',
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code', { description: 'Stable code of the error, as in extensions.code where no result union carries it.' }),
  }),
});

const FieldIssueRef = builder.objectRef<FieldIssue>('FieldIssue').implement({
  description: 'One invalid input field.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Dotted path of the field, e.g. `input.capabilities.2`.' }),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input breaks a grammar or a rule; nothing was written.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ issues: t.field({ type: [FieldIssueRef], resolve: (error) => error.issues }) }),
});

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  description: 'The idempotency key was used before with different content; nothing new was written (except drift records).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    idempotencyKey: t.exposeString('idempotencyKey'),
    existingDigest: t.exposeString('existingDigest'),
    submittedDigest: t.exposeString('submittedDigest'),
  }),
});

builder.objectType(ForbiddenError, {
  name: 'ForbiddenError',
  description: 'The token lacks the role or project, or the actor may not judge this record; nothing was written.',
  interfaces: [ErrorInterface],
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: "The record does not exist or is outside the token's projects; nothing was written.",
  interfaces: [ErrorInterface],
});

builder.objectType(OutOfOrderError, {
  name: 'OutOfOrderError',
  description: 'The record depends on one that has not been recorded yet; nothing was written.',
  interfaces: [ErrorInterface],
});
