// Cohorts (docs/specification.md §3.2): created on first use by the writes that
// record into them, and immutable afterwards.
import type pg from 'pg';
import type { PlannedCohort } from '../../domain/outcome.js';
import type { Cohort } from '../../generated/prisma/client.js';

/** A cohort row, exactly as Prisma's model types it (src/db/columns.ts). */
export type CohortRow = Cohort;

/**
 * Creates missing cohorts (immutable, created on first use) and returns fingerprint ->
 * id. Attempts create theirs inside crl_record_attempts (src/modules/attempts/store.ts);
 * this is for preparing cohorts ahead of writes (the benchmarks' floors).
 */
export async function ensureCohorts(client: pg.Pool | pg.PoolClient, cohorts: PlannedCohort[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const unique = [...new Map(cohorts.map((cohort) => [cohort.fingerprint, cohort])).values()];
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
 * a page of cohorts at once. An attempt is in its cohort's project, so the projects
 * filter the cohorts (a handful of rows) and each cohort's attempts are counted from
 * the attempt (project_id, cohort_id, …) index alone, never from the table's rows.
 */
export async function countAttempts(
  db: pg.Pool,
  cohortIds: readonly string[],
  projects: readonly string[] | undefined,
): Promise<Map<string, number>> {
  if (projects?.length === 0) return new Map();
  const text = `SELECT c.id AS cohort_id, count(*)::int AS attempts
      FROM cohort c JOIN attempt a ON a.project_id = c.project_id AND a.cohort_id = c.id
      WHERE c.id = ANY ($1::uuid[])${projects ? ' AND c.project_id = ANY ($2::uuid[])' : ''}
      GROUP BY c.id`;
  const result = await db.query<{ cohort_id: string; attempts: number }>({
    name: projects ? 'crl_count_attempts_of_projects' : 'crl_count_attempts',
    text,
    values: projects ? [cohortIds, projects] : [cohortIds],
  });
  return new Map(result.rows.map((row) => [row.cohort_id, row.attempts]));
}
