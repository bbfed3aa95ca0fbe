// The verifier registry and its withdrawals (docs/specification.md §3.3, "Verifiers"):
// appending them, and reading them for the reliability fold. Both tables are
// append-only and keyed by (project, verifier): a registration or a withdrawal is
// decided once, and the same content again is a replay.
import type pg from 'pg';
import { digestOf } from '../../domain/canonical.js';
import type { VerificationMode } from '../../domain/enums.js';
import { REGISTERED_VERIFIER_FIELDS, VERIFIER_WITHDRAWAL_FIELDS, type VerifierTrust } from '../../domain/verification.js';
import { selectList } from '../../db/columns.js';
import { jsonArgumentsOf, tupleDecoder, type RowTuple } from '../../db/row-fields.js';
import { inTransaction } from '../../db/transaction.js';
import { IdempotencyConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { Verifier, VerifierWithdrawal } from '../../generated/prisma/client.js';
import { missingAnnotations } from '../annotations/store.js';

/** A registry row, exactly as Prisma's model types it (src/db/columns.ts). */
export type VerifierRow = Verifier;

const VERIFIER_COLUMNS = selectList('Verifier', 'v');

/** A withdrawal row, exactly as Prisma's model types it. */
export type WithdrawalRow = VerifierWithdrawal;

const WITHDRAWAL_COLUMNS = selectList('VerifierWithdrawal', 'w');

export interface VerifierRegistration {
  projectId: string;
  verifierRef: string;
  kind: VerificationMode;
  model: string | null;
}

/** What a registration's identity covers: what the admin chose, not who wrote it or when. */
export function verifierContentDigest(registration: VerifierRegistration): string {
  return digestOf({
    projectId: registration.projectId,
    verifierRef: registration.verifierRef,
    kind: registration.kind,
    model: registration.model,
  });
}

export async function findVerifier(db: pg.Pool | pg.PoolClient, projectId: string, verifierRef: string): Promise<VerifierRow | null> {
  const result = await db.query<VerifierRow>(`SELECT ${VERIFIER_COLUMNS} FROM verifier v WHERE v.project_id = $1 AND v.verifier_ref = $2`, [
    projectId,
    verifierRef,
  ]);
  return result.rows[0] ?? null;
}

/** Registers a verifier, or replays the same registration; a different one under the same ref is a conflict. */
export async function registerVerifier(
  pool: pg.Pool,
  registration: VerifierRegistration,
  actorRef: string,
): Promise<{ verifier: VerifierRow; replayed: boolean }> {
  const contentDigest = verifierContentDigest(registration);
  return inTransaction(pool, async (client) => {
    // ON CONFLICT: of two concurrent registrations of one ref, one writes and the other reads it.
    const inserted = await client.query<VerifierRow>(
      `INSERT INTO verifier AS v (project_id, verifier_ref, kind, model, actor_ref, content_digest)
       VALUES ($1, $2, $3::"VerificationMode", $4, $5, $6)
       ON CONFLICT (project_id, verifier_ref) DO NOTHING
       RETURNING ${VERIFIER_COLUMNS}`,
      [registration.projectId, registration.verifierRef, registration.kind, registration.model, actorRef, contentDigest],
    );
    if (inserted.rows[0]) return { verifier: inserted.rows[0], replayed: false };
    const stored = (await findVerifier(client, registration.projectId, registration.verifierRef))!;
    if (stored.contentDigest === contentDigest) return { verifier: stored, replayed: true };
    throw new IdempotencyConflictError(
      `verifier ${registration.verifierRef} is already registered in this project with another kind or model; ` +
        'nothing was written (a registration is never changed: register another verifier ref)',
      registration.verifierRef,
      stored.contentDigest,
      contentDigest,
    );
  });
}

export interface WithdrawalSubmission {
  projectId: string;
  verifierRef: string;
  verdictsFrom: Date | null;
  verdictsUntil: Date | null;
  reasonDigest: string;
}

/** What a withdrawal's identity covers: what the admin chose, not who wrote it or when. */
export function withdrawalContentDigest(submission: WithdrawalSubmission): string {
  return digestOf({
    projectId: submission.projectId,
    verifierRef: submission.verifierRef,
    verdictsFrom: submission.verdictsFrom?.toISOString() ?? null,
    verdictsUntil: submission.verdictsUntil?.toISOString() ?? null,
    reasonDigest: submission.reasonDigest,
  });
}

/**
 * Withdraws trust from a registered verifier (one withdrawal per verifier, final); the
 * same withdrawal again is a replay, another one a conflict. The reason must be an
 * annotation of the project.
 */
export async function withdrawVerifierTrust(
  pool: pg.Pool,
  submission: WithdrawalSubmission,
  actorRef: string,
): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
  const contentDigest = withdrawalContentDigest(submission);
  return inTransaction(pool, async (client) => {
    if (!(await findVerifier(client, submission.projectId, submission.verifierRef)))
      throw new NotFoundError(`no verifier ${submission.verifierRef} is registered in this project`);
    if ((await missingAnnotations(client, submission.projectId, [submission.reasonDigest])).length > 0)
      throw ValidationError.of([
        { path: 'input.reasonDigest', message: 'the reason is an annotation of this project (storeAnnotation): none has this digest' },
      ]);
    const inserted = await client.query<WithdrawalRow>(
      `INSERT INTO verifier_withdrawal AS w (project_id, verifier_ref, verdicts_from, verdicts_until, reason_digest, actor_ref, content_digest)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (project_id, verifier_ref) DO NOTHING
       RETURNING ${WITHDRAWAL_COLUMNS}`,
      [
        submission.projectId,
        submission.verifierRef,
        submission.verdictsFrom,
        submission.verdictsUntil,
        submission.reasonDigest,
        actorRef,
        contentDigest,
      ],
    );
    if (inserted.rows[0]) return { withdrawal: inserted.rows[0], replayed: false };
    const stored = (await findWithdrawal(client, submission.projectId, submission.verifierRef))!;
    if (stored.contentDigest === contentDigest) return { withdrawal: stored, replayed: true };
    throw new IdempotencyConflictError(
      `trust in verifier ${submission.verifierRef} was already withdrawn, otherwise; nothing was written (a withdrawal is final)`,
      submission.verifierRef,
      stored.contentDigest,
      contentDigest,
    );
  });
}

export async function findWithdrawal(db: pg.Pool | pg.PoolClient, projectId: string, verifierRef: string): Promise<WithdrawalRow | null> {
  const result = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM verifier_withdrawal w WHERE w.project_id = $1 AND w.verifier_ref = $2`,
    [projectId, verifierRef],
  );
  return result.rows[0] ?? null;
}

/** A registry row and a withdrawal row as `loadTrust` reads them: the project, then the fields (src/db/row-fields.ts). */
type VerifierTuple = [string, ...RowTuple<typeof REGISTERED_VERIFIER_FIELDS>];
type WithdrawalTuple = [string, ...RowTuple<typeof VERIFIER_WITHDRAWAL_FIELDS>];
const verifierOf = tupleDecoder(REGISTERED_VERIFIER_FIELDS, { lead: 1 });
const withdrawalOf = tupleDecoder(VERIFIER_WITHDRAWAL_FIELDS, { lead: 1 });

/**
 * The registry (and, once there are any, the withdrawals) of `projects` stamped by
 * `asOf`, per project. One statement.
 */
export async function loadTrust(db: pg.Pool | pg.PoolClient, projects: readonly string[], asOf: Date): Promise<Map<string, VerifierTrust>> {
  const result = await db.query<{ verifiers: VerifierTuple[] | null; withdrawals: WithdrawalTuple[] | null }>(
    `SELECT (SELECT json_agg(json_build_array(v.project_id, ${jsonArgumentsOf(REGISTERED_VERIFIER_FIELDS, 'v')}))
               FROM verifier v WHERE v.project_id = ANY ($1::uuid[]) AND v.registered_at <= $2) AS verifiers,
            (SELECT json_agg(json_build_array(w.project_id, ${jsonArgumentsOf(VERIFIER_WITHDRAWAL_FIELDS, 'w')}))
               FROM verifier_withdrawal w WHERE w.project_id = ANY ($1::uuid[]) AND w.withdrawn_at <= $2) AS withdrawals`,
    [projects, asOf],
  );
  const row = result.rows[0]!;
  const trust = new Map<string, { verifiers: VerifierTrust['verifiers'][number][]; withdrawals: VerifierTrust['withdrawals'][number][] }>(
    projects.map((project) => [project, { verifiers: [], withdrawals: [] }]),
  );
  // Instants arrive as JSON numbers (epochMilliseconds), already what the fold counts.
  for (const tuple of row.verifiers ?? []) trust.get(tuple[0])?.verifiers.push(verifierOf(tuple));
  for (const tuple of row.withdrawals ?? []) trust.get(tuple[0])?.withdrawals.push(withdrawalOf(tuple));
  return trust;
}

/** A withdrawal by id, or null when it does not exist or is outside `projects` (undefined: every project). */
export async function findWithdrawalById(
  pool: pg.Pool,
  id: string,
  projects: readonly string[] | undefined,
): Promise<WithdrawalRow | null> {
  const result = await pool.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM verifier_withdrawal w WHERE w.id = $1 AND ($2::uuid[] IS NULL OR w.project_id = ANY ($2::uuid[]))`,
    [id, projects ?? null],
  );
  return result.rows[0] ?? null;
}
