// Cohorts (docs/specification.md §3.2): created on first use by the writes that
// record into them, and immutable afterwards.
import type pg from 'pg';
import type { PlannedCohort } from '../../domain/outcome.js';

/**
 * Cohort ids by fingerprint that committed writes of this process referred to, per
 * database (pool). A cohort is immutable and never removed, so such an id stays right;
 * a write into a known cohort skips the two statements that would create or find it.
 * Only ids of cohorts that committed attempts refer to are remembered, never ones a
 * transaction created and might still roll back.
 */
const committedCohorts = new WeakMap<pg.Pool, Map<string, string>>();
const MAX_REMEMBERED_COHORTS = 10_000;

export function committedCohortIds(pool: pg.Pool): ReadonlyMap<string, string> {
  return committedCohorts.get(pool) ?? new Map();
}

export function rememberCommittedCohorts(pool: pg.Pool, entries: Iterable<readonly [fingerprint: string, id: string]>): void {
  let known = committedCohorts.get(pool);
  if (!known) committedCohorts.set(pool, (known = new Map()));
  for (const [fingerprint, id] of entries) {
    if (known.size >= MAX_REMEMBERED_COHORTS) known.clear();
    known.set(fingerprint, id);
  }
}

/**
 * Creates missing cohorts (immutable, created on first use) and returns fingerprint ->
 * id; cohorts in `known` (committed earlier) are neither created nor looked up.
 */
export async function ensureCohorts(
  client: pg.Pool | pg.PoolClient,
  cohorts: PlannedCohort[],
  known: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const cohort of cohorts) {
    const id = known.get(cohort.fingerprint);
    if (id !== undefined) ids.set(cohort.fingerprint, id);
  }
  const unique = [...new Map(cohorts.filter((cohort) => !ids.has(cohort.fingerprint)).map((cohort) => [cohort.fingerprint, cohort])).values()];
  if (unique.length === 0) return ids;
  const column = <T>(pick: (cohort: PlannedCohort) => T) => unique.map(pick);
  await client.query(
    `INSERT INTO cohort (fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                         provider, model, runtime_version, harness_version, policy_version)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
     ON CONFLICT (project_id, fingerprint) DO NOTHING`,
    [
      column((c) => c.fingerprint),
      column((c) => c.projectId),
      column((c) => c.capabilityKey),
      column((c) => c.scopeFingerprint),
      column((c) => c.runtimeFingerprint),
      column((c) => c.policyFingerprint),
      column((c) => c.runtime.provider),
      column((c) => c.runtime.model),
      column((c) => c.runtime.runtimeVersion),
      column((c) => c.policy.harnessVersion),
      column((c) => c.policy.policyVersion),
    ],
  );
  const found = await client.query<{ id: string; fingerprint: string }>(
    // By (project_id, fingerprint), the cohort's unique key: project_id is the distribution column (docs/scaling.md).
    `SELECT c.id, c.fingerprint FROM cohort c JOIN unnest($1::uuid[], $2::text[]) AS k(project_id, fingerprint)
        ON c.project_id = k.project_id AND c.fingerprint = k.fingerprint`,
    [column((c) => c.projectId), column((c) => c.fingerprint)],
  );
  for (const row of found.rows) ids.set(row.fingerprint, row.id);
  return ids;
}

/**
 * How many attempts each cohort has within `projects` (undefined: every project), for
 * a page of cohorts at once: one indexed count over those cohorts only, never over
 * the whole attempt table.
 */
export async function countAttempts(
  db: pg.Pool,
  cohortIds: readonly string[],
  projects: readonly string[] | undefined,
): Promise<Map<string, number>> {
  if (projects?.length === 0) return new Map();
  const result = await db.query<{ cohort_id: string; attempts: number }>(
    `SELECT cohort_id, count(*)::int AS attempts FROM attempt
      WHERE cohort_id = ANY ($1::uuid[]) AND ($2::uuid[] IS NULL OR project_id = ANY ($2::uuid[]))
      GROUP BY cohort_id`,
    [cohortIds, projects ?? null],
  );
  return new Map(result.rows.map((row) => [row.cohort_id, row.attempts]));
}
