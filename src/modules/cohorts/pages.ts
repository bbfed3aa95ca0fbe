// Pages of the cohorts list (the `cohorts` query), newest first, in one statement
// (src/db/keyset-pages.ts).
import type pg from 'pg';
import { selectList } from '../../db/columns.js';
import { keysetRows, type PrismaPageQuery } from '../../db/keyset-pages.js';
import type { Cohort } from '../../generated/prisma/client.js';

/**
 * The stored fields that Cohort fields other than exposed ones read; any field not
 * named here makes a page read every column (src/modules/common/selection.ts).
 */
export const COHORT_FIELD_NEEDS = {
  id: ['id'],
  attemptCount: ['id'],
  attempts: ['id'],
} as const satisfies Record<string, readonly string[]>;

export interface CohortListFilter {
  /** The projects the caller may read; undefined: every project. */
  projects: readonly string[] | undefined;
  projectId?: string;
  capabilityKey?: string;
}

/** A page of cohorts with `fields` read (the rest of each row is absent). */
export async function cohortPage(pool: pg.Pool, filter: CohortListFilter, query: PrismaPageQuery, fields: ReadonlySet<string>): Promise<Cohort[]> {
  if (filter.projects?.length === 0) return [];
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.projects) where((p) => `c.project_id = ANY (${p}::uuid[])`, filter.projects);
  if (filter.projectId) where((p) => `c.project_id = ${p}::uuid`, filter.projectId);
  if (filter.capabilityKey) where((p) => `c.capability_key = ${p}`, filter.capabilityKey);
  return keysetRows<Cohort>(pool, { table: 'cohort', alias: 'c', columns: selectList('Cohort', 'c', {}, fields), orderColumn: 'created_at', conditions, params }, query);
}
