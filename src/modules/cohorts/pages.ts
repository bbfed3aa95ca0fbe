// Pages of the cohorts list (the `cohorts` query), newest first, in one statement
// (src/modules/common/pages.ts).
import type { Cohort } from '../../generated/prisma/client.js';
import { keysetConnection } from '../common/pages.js';

export interface CohortListFilter {
  projectId?: string;
  capabilityKey?: string;
  provider?: string;
  model?: string;
  harnessVersion?: string;
  policyVersion?: string;
}

/** A cohort row of a page that counted its attempts. */
type CountedCohort = Cohort & { attemptCount: number };

export function hasAttemptCount(cohort: Cohort): cohort is CountedCohort {
  return typeof (cohort as Partial<CountedCohort>).attemptCount === 'number';
}

export const cohortPages = keysetConnection<'Cohort', Cohort, CohortListFilter>('Cohort', {
  alias: 'c',
  orderBy: 'createdAt',
  conditions: {
    projectId: (p) => `c.project_id = ${p}::uuid`,
    capabilityKey: (p) => `c.capability_key = ${p}`,
    provider: (p) => `c.provider = ${p}`,
    model: (p) => `c.model = ${p}`,
    harnessVersion: (p) => `c.harness_version = ${p}`,
    policyVersion: (p) => `c.policy_version = ${p}`,
  },
  computed: {
    /**
     * The attempts of each cohort of the page, counted in the page's own statement when
     * the request selects `attemptCount`. Every attempt of a cohort is in the cohort's
     * project, which the page already filtered by the caller's projects; the count names
     * it too, as the attempt indexes that hold cohorts begin with it.
     */
    attemptCount: '(SELECT count(*)::int FROM attempt a WHERE a.project_id = c.project_id AND a.cohort_id = c.id)',
  },
});
