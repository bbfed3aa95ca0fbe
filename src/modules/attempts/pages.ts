// Pages of the attempts list (the `attempts` query), newest first, in one statement
// (src/db/keyset-pages.ts).
import type pg from 'pg';
import { selectList } from '../../db/columns.js';
import { keysetRows, PageConditions, type PrismaPageQuery } from '../../db/keyset-pages.js';
import type { OutcomeCode, Severity, StopReasonCode, VerificationMode, VerificationResult } from '../../domain/enums.js';
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
  capabilityKey?: string;
  workerRef?: string;
  /** Any of these (an empty list matches nothing). */
  outcomeCodes?: readonly OutcomeCode[];
  stopReasonCodes?: readonly StopReasonCode[];
  severity?: Severity;
  verificationMode?: VerificationMode;
  verificationResult?: VerificationResult;
  /** finishedAt in [finishedFrom, finishedUntil). */
  finishedFrom?: Date;
  finishedUntil?: Date;
}

/** Each filter as one condition on the page's statement; the order is the statement's, so equal filters share a prepared statement. */
const ATTEMPT_CONDITIONS: { [K in Exclude<keyof AttemptListFilter, 'projects'>]-?: (placeholder: string) => string } = {
  cohortId: (p) => `a.cohort_id = ${p}::uuid`,
  projectId: (p) => `a.project_id = ${p}::uuid`,
  outcomeId: (p) => `a.outcome_id = ${p}`,
  capabilityKey: (p) => `a.capability_key = ${p}`,
  workerRef: (p) => `a.worker_ref = ${p}`,
  outcomeCodes: (p) => `a.outcome_code::text = ANY (${p}::text[])`,
  stopReasonCodes: (p) => `a.stop_reason_code::text = ANY (${p}::text[])`,
  severity: (p) => `a.severity::text = ${p}`,
  verificationMode: (p) => `a.verification_mode::text = ${p}`,
  verificationResult: (p) => `a.verification_result::text = ${p}`,
  finishedFrom: (p) => `a.finished_at >= ${p}::timestamptz`,
  finishedUntil: (p) => `a.finished_at < ${p}::timestamptz`,
};

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
  where.addFilters(ATTEMPT_CONDITIONS, filter);
  return keysetRows<AttemptRow>(pool, { table: 'attempt', alias: 'a', columns: selectList('Attempt', 'a', {}, fields), orderColumn: 'recorded_at', where }, query);
}
