// Pages of the attempts list (the `attempts` query), newest first, in one statement
// (src/modules/common/pages.ts).
import type { OutcomeCode, Severity, StopReasonCode, VerificationMode, VerificationResult } from '../../domain/enums.js';
import { keysetConnection } from '../common/pages.js';
import type { AttemptRow } from './store.js';

export interface AttemptListFilter {
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

export const attemptPages = keysetConnection<'Attempt', AttemptRow, AttemptListFilter>('Attempt', {
  alias: 'a',
  orderBy: 'recordedAt',
  conditions: {
    // With the cohort's project, which leads the attempt indexes that hold cohorts.
    cohortId: (p) => `a.cohort_id = ${p}::uuid AND a.project_id = (SELECT cohort.project_id FROM cohort WHERE cohort.id = ${p}::uuid)`,
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
  },
});
