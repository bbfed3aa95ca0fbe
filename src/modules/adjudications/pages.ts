// Pages of the adjudications list (the root `adjudications` query), newest first, in one
// statement (src/modules/common/pages.ts), like the attempts and cohorts lists.
import type { AdjudicationKind } from '../../domain/enums.js';
import type { Adjudication } from '../../generated/prisma/client.js';
import { keysetConnection } from '../common/pages.js';

export interface AdjudicationListFilter {
  projectId?: string;
  cohortId?: string;
  attemptId?: string;
  /** Any of these kinds (an empty list matches nothing). */
  kinds?: readonly AdjudicationKind[];
  verifierRef?: string;
  /** recordedAt in [recordedFrom, recordedUntil). */
  recordedFrom?: Date;
  recordedUntil?: Date;
}

export const adjudicationPages = keysetConnection<'Adjudication', Adjudication, AdjudicationListFilter>('Adjudication', {
  alias: 'j',
  orderBy: 'recordedAt',
  conditions: {
    projectId: (p) => `j.project_id = ${p}::uuid`,
    cohortId: (p) => `j.cohort_id = ${p}::uuid`,
    attemptId: (p) => `j.attempt_id = ${p}::uuid`,
    kinds: (p) => `j.kind::text = ANY (${p}::text[])`,
    verifierRef: (p) => `j.verifier_ref = ${p}`,
    recordedFrom: (p) => `j.recorded_at >= ${p}::timestamptz`,
    recordedUntil: (p) => `j.recorded_at < ${p}::timestamptz`,
  },
});
