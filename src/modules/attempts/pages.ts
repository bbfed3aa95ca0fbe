// Pages of the attempts list (the `attempts` query), newest first, in one statement
// (src/db/keyset-pages.ts).
import type pg from 'pg';
import { selectList } from '../../db/columns.js';
import { keysetRows, PageConditions, type PrismaPageQuery } from '../../db/keyset-pages.js';
import type { AttemptRow } from './store.js';

/**
 * The stored fields that Attempt fields other than exposed ones read; any field not
 * named here makes a page read every column (src/modules/common/selection.ts).
 */
export const ATTEMPT_FIELD_NEEDS = {
  id: ['id'],
  evidence: ['evidenceKinds', 'evidenceDigests'],
  cohort: ['cohortId'],
} as const satisfies Record<string, readonly string[]>;

export interface AttemptListFilter {
  /** The projects the caller may read; undefined: every project. */
  projects: readonly string[] | undefined;
  cohortId?: string;
  projectId?: string;
  outcomeId?: string;
}

/** A page of attempts with `fields` read (the rest of each row is absent). */
export async function attemptPage(
  pool: pg.Pool,
  filter: AttemptListFilter,
  query: PrismaPageQuery,
  fields: ReadonlySet<string>,
): Promise<AttemptRow[]> {
  if (filter.projects?.length === 0) return [];
  const where = new PageConditions();
  if (filter.projects) where.add((p) => `a.project_id = ANY (${p}::uuid[])`, filter.projects);
  if (filter.cohortId) where.add((p) => `a.cohort_id = ${p}::uuid`, filter.cohortId);
  if (filter.projectId) where.add((p) => `a.project_id = ${p}::uuid`, filter.projectId);
  if (filter.outcomeId) where.add((p) => `a.outcome_id = ${p}`, filter.outcomeId);
  return keysetRows<AttemptRow>(pool, { table: 'attempt', alias: 'a', columns: selectList('Attempt', 'a', {}, fields), orderColumn: 'recorded_at', where }, query);
}
