// Recording outcomes for an authenticated caller (docs/specification.md §3.3): the one path
// from submitted outcomes to the ledger, shared by recordAttempt, recordAttempts and the
// OTLP ingestion (src/otlp/ingest.ts), so every way in has the same grammars, credential
// screen, access checks and refusals.
import { createOutcomePlanner, type OutcomePlan } from '../../domain/outcome.js';
import { type ForbiddenError, type IdempotencyConflictError, ValidationError } from '../../errors.js';
import { type Caller, requireProject, requireRole } from '../auth/caller.js';
import { issuesOf } from '../common/validation.js';
import { outcomeSchema } from './inputs.js';
import { recordOutcomes, type AttemptRow } from './store.js';

export interface RecordAttemptPayload {
  attempts: AttemptRow[];
  replayed: boolean;
}

/** The answer to one submitted outcome: its attempts, or its own typed error. */
export type ItemOutcome = RecordAttemptPayload | ValidationError | IdempotencyConflictError | ForbiddenError;

/**
 * Validates and records outcomes for `caller`. Items that fail validation or the
 * project check are answered individually and never reach the database.
 */
export async function recordForCaller(
  context: { caller: Caller; db: { pool: import('pg').Pool } },
  inputs: unknown[],
  pathOf: (index: number) => string,
) {
  requireRole(context.caller, 'recorder');
  const answers: (ItemOutcome | undefined)[] = new Array(inputs.length);
  const accepted: { index: number; plan: OutcomePlan }[] = [];
  const planOutcome = createOutcomePlanner();
  inputs.forEach((input, index) => {
    const parsed = outcomeSchema.safeParse(input);
    if (!parsed.success) {
      answers[index] = ValidationError.of(issuesOf(parsed.error, pathOf(index)));
      return;
    }
    try {
      requireProject(context.caller, parsed.data.projectId);
    } catch (error) {
      answers[index] = error as ForbiddenError;
      return;
    }
    accepted.push({ index, plan: planOutcome(parsed.data) });
  });
  const written = await recordOutcomes(
    context.db.pool,
    accepted.map((item) => item.plan),
    context.caller.actorRef,
  );
  written.forEach((result, position) => {
    const index = accepted[position]!.index;
    answers[index] =
      result.kind === 'conflict'
        ? result.error
        : result.kind === 'refused'
          ? ValidationError.of([{ path: pathOf(index), message: result.reason }])
          : result; // its attempts are built only if the request selects them
  });
  return answers as ItemOutcome[];
}
