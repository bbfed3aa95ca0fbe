// Pages of the adjudications list (the root `adjudications` query), newest first, in one
// statement (src/db/keyset-pages.ts), like the attempts and cohorts lists.
import type pg from 'pg';
import { selectList } from '../../db/columns.js';
import { keysetRows, PageConditions, type PrismaPageQuery } from '../../db/keyset-pages.js';
import type { AdjudicationKind } from '../../domain/enums.js';
import type { Adjudication } from '../../generated/prisma/client.js';

/**
 * The stored fields that Adjudication fields other than exposed ones read; any field not
 * named here makes a page read every column (src/modules/common/selection.ts).
 */
export const ADJUDICATION_FIELD_NEEDS = {
  id: ['id'],
  attempt: ['attemptId'],
} as const satisfies Record<string, readonly string[]>;

export interface AdjudicationListFilter {
  /** The projects the caller may read; undefined: every project. */
  projects: readonly string[] | undefined;
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

/** Each filter as one condition on the page's statement, in the statement's order. */
const ADJUDICATION_CONDITIONS: { [K in Exclude<keyof AdjudicationListFilter, 'projects'>]-?: (placeholder: string) => string } = {
  projectId: (p) => `j.project_id = ${p}::uuid`,
  cohortId: (p) => `j.cohort_id = ${p}::uuid`,
  attemptId: (p) => `j.attempt_id = ${p}::uuid`,
  kinds: (p) => `j.kind::text = ANY (${p}::text[])`,
  verifierRef: (p) => `j.verifier_ref = ${p}`,
  recordedFrom: (p) => `j.recorded_at >= ${p}::timestamptz`,
  recordedUntil: (p) => `j.recorded_at < ${p}::timestamptz`,
};

/** A page of adjudications with `fields` read (the rest of each row is absent). */
export async function adjudicationPage(
  pool: pg.Pool,
  filter: AdjudicationListFilter,
  query: PrismaPageQuery,
  fields: ReadonlySet<string>,
): Promise<Adjudication[]> {
  if (filter.projects?.length === 0) return [];
  const where = new PageConditions();
  if (filter.projects) where.add((p) => `j.project_id = ANY (${p}::uuid[])`, filter.projects);
  where.addFilters(ADJUDICATION_CONDITIONS, filter);
  return keysetRows<Adjudication>(
    pool,
    { table: 'adjudication', alias: 'j', columns: selectList('Adjudication', 'j', {}, fields), orderColumn: 'recorded_at', where },
    query,
  );
}
