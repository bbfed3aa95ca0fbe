// Pages of the cohorts list (the `cohorts` query), newest first, in one statement
// (src/db/keyset-pages.ts).
import type pg from 'pg';
import { selectList } from '../../db/columns.js';
import { keysetRows, PageConditions, type PrismaPageQuery } from '../../db/keyset-pages.js';
import type { Cohort } from '../../generated/prisma/client.js';
import type { NodeSelection } from '../common/selection.js';

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
  provider?: string;
  model?: string;
  harnessVersion?: string;
  policyVersion?: string;
}

/** Each filter as one condition on the page's statement, in the statement's order. */
const COHORT_CONDITIONS: { [K in Exclude<keyof CohortListFilter, 'projects'>]-?: (placeholder: string) => string } = {
  projectId: (p) => `c.project_id = ${p}::uuid`,
  capabilityKey: (p) => `c.capability_key = ${p}`,
  provider: (p) => `c.provider = ${p}`,
  model: (p) => `c.model = ${p}`,
  harnessVersion: (p) => `c.harness_version = ${p}`,
  policyVersion: (p) => `c.policy_version = ${p}`,
};

/** A cohort row of a page that counted its attempts. */
type CountedCohort = Cohort & { attemptCount: number };

export function hasAttemptCount(cohort: Cohort): cohort is CountedCohort {
  return typeof (cohort as Partial<CountedCohort>).attemptCount === 'number';
}

/**
 * The attempts of each cohort of the page, counted in the page's own statement when
 * the request selects `attemptCount`. Every attempt of a cohort is in the cohort's
 * project, which the page already filtered by the caller's projects.
 */
const ATTEMPT_COUNT = '(SELECT count(*)::int FROM attempt a WHERE a.cohort_id = c.id) AS "attemptCount"';

/** A page of cohorts with the selected stored fields read (the rest of each row is absent). */
export async function cohortPage(pool: pg.Pool, filter: CohortListFilter, query: PrismaPageQuery, selection: NodeSelection): Promise<Cohort[]> {
  if (filter.projects?.length === 0) return [];
  const where = new PageConditions();
  if (filter.projects) where.add((p) => `c.project_id = ANY (${p}::uuid[])`, filter.projects);
  where.addFilters(COHORT_CONDITIONS, filter);
  const columns = selectList('Cohort', 'c', {}, selection.stored) + (selection.fields.has('attemptCount') ? `, ${ATTEMPT_COUNT}` : '');
  return keysetRows<Cohort>(pool, { table: 'cohort', alias: 'c', columns, orderColumn: 'created_at', where }, query);
}
