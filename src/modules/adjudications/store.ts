// Appending adjudications (docs/specification.md §4). Under a row lock on the attempt (taken
// by the SECURITY DEFINER function crl_lock_attempt), the idempotency key is
// checked and the row inserted; the database assigns the gapless sequence number.
import type pg from 'pg';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import type { Adjudication } from '../../generated/prisma/client.js';
import { canTouchProject, type Caller } from '../auth/caller.js';
import { ledgerIdOf } from '../common/ids.js';
import { adjudicationContentDigest, driftIdempotencyKey } from '../../domain/adjudication.js';
import { verdictOfOwnCredential, verificationIssuesFor, type AdjudicationInput } from './inputs.js';
import { driftDetected } from '../../metrics.js';

/** An adjudication row, exactly as Prisma's model types it (src/db/columns.ts). */
export type AdjudicationRow = Adjudication;

const ADJUDICATION_COLUMNS = selectList('Adjudication', 'adjudication');

interface TargetAttempt {
  id: string;
  project_id: string;
  worker_ref: string;
  recorded_by: string;
}

async function findTarget(client: pg.PoolClient, input: AdjudicationInput): Promise<TargetAttempt | null> {
  const columns = 'id, project_id, worker_ref, recorded_by';
  if (input.attemptId != null) {
    const id = ledgerIdOf(input.attemptId, 'Attempt');
    if (!id) return null;
    const result = await client.query<TargetAttempt>(`SELECT ${columns} FROM attempt WHERE id = $1`, [id]);
    return result.rows[0] ?? null;
  }
  const result = await client.query<TargetAttempt>(
    `SELECT ${columns} FROM attempt WHERE project_id = $1 AND outcome_id = $2 AND capability_key = $3`,
    [input.projectId, input.outcomeId, input.capabilityKey],
  );
  return result.rows[0] ?? null;
}

export async function appendAdjudication(
  pool: pg.Pool,
  caller: Caller,
  input: AdjudicationInput,
): Promise<{ adjudication: AdjudicationRow; replayed: boolean }> {
  return inTransaction(pool, (client) => appendAdjudicationWithin(client, caller, input));
}

/**
 * appendAdjudication inside the caller's transaction `client`, so that several
 * adjudications (the evaluations of one OTLP span) are written together or not at all.
 */
export async function appendAdjudicationWithin(
  client: pg.PoolClient,
  caller: Caller,
  input: AdjudicationInput,
): Promise<{ adjudication: AdjudicationRow; replayed: boolean }> {
  const target = await findTarget(client, input);
  // Another project's attempt answers exactly like a missing one.
  if (!target || !canTouchProject(caller, target.project_id)) throw new NotFoundError('no such attempt');
  await client.query('SELECT crl_lock_attempt($1)', [target.id]);

  if (caller.actorRef === target.worker_ref || caller.actorRef === target.recorded_by)
    throw new ForbiddenError('no self-grading: the actor is the worker or the recorder of this attempt');
  const verification = verdictOfOwnCredential(input, caller.actorRef);
  const issues = verificationIssuesFor({ ...input, verification }, target.worker_ref);
  if (issues.length > 0) throw ValidationError.of(issues);

  const content = {
    attemptId: target.id,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    actorRef: caller.actorRef,
    verificationMode: verification?.mode ?? null,
    verificationResult: verification?.result ?? null,
    verifierRef: verification?.verifierRef ?? null,
    verifierModel: verification?.verifierModel ?? null,
    evidenceDigests: input.evidenceDigests,
    reasonDigest: input.reasonDigest,
  };
  const contentDigest = adjudicationContentDigest(content);

  const existing = await client.query<AdjudicationRow>(
    `SELECT ${ADJUDICATION_COLUMNS} FROM adjudication WHERE attempt_id = $1 AND idempotency_key = $2`,
    [target.id, input.idempotencyKey],
  );
  const stored = existing.rows[0];
  if (stored) {
    if (stored.contentDigest === contentDigest) return { adjudication: stored, replayed: true };
    throw new IdempotencyConflictError(
      `idempotency key ${input.idempotencyKey} was already used on this attempt with different content; nothing was written`,
      input.idempotencyKey,
      stored.contentDigest,
      contentDigest,
    );
  }

  const inserted = await client.query<AdjudicationRow>(
    `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, verification_mode, verification_result,
                               verifier_ref, verifier_model, evidence_digests, reason_digest, content_digest)
     VALUES ($1, 0, $2::"AdjudicationKind", $3, $4, $5::"VerificationMode", $6::"VerificationResult", $7, $8, $9::text[], $10, $11)
     RETURNING ${ADJUDICATION_COLUMNS}`,
    [
      target.id,
      content.kind,
      content.idempotencyKey,
      content.actorRef,
      content.verificationMode,
      content.verificationResult,
      content.verifierRef,
      content.verifierModel,
      content.evidenceDigests,
      content.reasonDigest,
      contentDigest,
    ],
  );
  return { adjudication: inserted.rows[0]!, replayed: false };
}

/**
 * Appends one DRIFT_DETECTED per attempt of a refused outcome (docs/specification.md §5),
 * in the refusing transaction, keyed by the refused digest: the same refusal again
 * adds nothing.
 */
export async function appendDriftDetections(
  client: pg.PoolClient,
  drifts: { attemptId: string; submittedDigest: string }[],
  actorRef: string,
): Promise<void> {
  for (const { attemptId, submittedDigest } of drifts) {
    const idempotencyKey = driftIdempotencyKey(submittedDigest);
    const contentDigest = adjudicationContentDigest({
      attemptId,
      kind: 'DRIFT_DETECTED',
      idempotencyKey,
      actorRef,
      verificationMode: null,
      verificationResult: null,
      verifierRef: null,
      verifierModel: null,
      evidenceDigests: [submittedDigest],
      reasonDigest: null,
    });
    // The database's one path for drift (crl_append_drift_detection): it checks the
    // digests differ and derives the idempotency key and evidence itself.
    await client.query('SELECT crl_append_drift_detection($1, $2, $3, $4)', [attemptId, submittedDigest, actorRef, contentDigest]);
  }
  // src/metrics.ts; a refusal replayed later appends nothing new but is counted again.
  driftDetected.inc(drifts.length);
}
