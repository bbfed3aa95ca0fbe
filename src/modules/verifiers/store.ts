// The verifier registry and its withdrawals (docs/specification.md §3.3, "Verifiers"):
// appending them, and reading them for the reliability fold. Both tables are
// append-only and keyed by (project, verifier): a registration or a withdrawal is
// decided once, and the same content again is a replay.
import type pg from 'pg';
import { digestOf } from '../../domain/canonical.js';
import type { VerificationMode } from '../../domain/enums.js';
import type { VerifierTrust } from '../../domain/verification.js';
import { selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import { IdempotencyConflictError } from '../../errors.js';
import type { Verifier } from '../../generated/prisma/client.js';

/** A registry row, exactly as Prisma's model types it (src/db/columns.ts). */
export type VerifierRow = Verifier;

const VERIFIER_COLUMNS = selectList('Verifier', 'v');

export interface VerifierRegistration {
  projectId: string;
  verifierRef: string;
  kind: VerificationMode;
  model: string | null;
}

/** What a registration's identity covers: what the admin chose, not who wrote it or when. */
export function verifierContentDigest(registration: VerifierRegistration): string {
  return digestOf({ projectId: registration.projectId, verifierRef: registration.verifierRef, kind: registration.kind, model: registration.model });
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

/** Epoch milliseconds of a stamp, as the fold counts time (see src/modules/reliability/store.ts). */
const epochMs = (column: string) => `ceil(extract(epoch FROM ${column}) * 1000)::int8`;

type VerifierTuple = [string, string, VerificationMode, string | null, number, string];

/**
 * The registry (and, once there are any, the withdrawals) of `projects` stamped by
 * `asOf`, per project, with the instant the registry rule took effect. One statement.
 */
export async function loadTrust(db: pg.Pool | pg.PoolClient, projects: readonly string[], asOf: Date): Promise<Map<string, VerifierTrust>> {
  const result = await db.query<{ rule_since: number; verifiers: VerifierTuple[] | null }>(
    `SELECT ${epochMs('crl_verifier_rule_since()')} AS rule_since,
            (SELECT json_agg(json_build_array(v.project_id, v.verifier_ref, v.kind, v.model, ${epochMs('v.registered_at')}, v.content_digest))
               FROM verifier v WHERE v.project_id = ANY ($1::uuid[]) AND v.registered_at <= $2) AS verifiers`,
    [projects, asOf],
  );
  const row = result.rows[0]!;
  const ruleSince = Number(row.rule_since);
  const trust = new Map<string, { ruleSince: number; verifiers: VerifierTrust['verifiers'][number][]; withdrawals: VerifierTrust['withdrawals'][number][] }>(
    projects.map((project) => [project, { ruleSince, verifiers: [], withdrawals: [] }]),
  );
  for (const [projectId, verifierRef, kind, model, registeredAt, contentDigest] of row.verifiers ?? [])
    trust.get(projectId)?.verifiers.push({ verifierRef, kind, model, registeredAt: Number(registeredAt), contentDigest });
  return trust;
}
