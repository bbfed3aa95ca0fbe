// Random attempt histories for the property tests that write them into a ledger
// (test/integration/reliability-explain.test.ts, reliability-property.test.ts): one
// generator of a random attempt and one way to turn it into the row it is written as.
// Each test chooses where its attempts fall (placement), which outcomes, verifications
// and adjudications they may have; the fields come in one fixed order, so a seeded run
// generates the same histories wherever it is called from.
import fc from 'fast-check';
import { digestOf } from '../../src/domain/canonical.js';
import type { OutcomeCode, VerificationMode, VerificationResult } from '../../src/domain/enums.js';
import type { AttemptSpec } from './reliability.js';

/** A verification an attempt (or an adjudication) may carry: mode, result, verifierRef, verifierModel. */
export type RandomVerification = [VerificationMode, VerificationResult, string | null, string | null];

/**
 * A random attempt: the test's placement fields first (which cohort, task, batch, how
 * many days ago…), then its outcome, attempt number, verification, human flags, whether
 * it is critical, and its adjudications.
 */
export function randomAttempt<Placement extends { task: number }, Adjudication>(options: {
  placement: { [Key in keyof Placement]: fc.Arbitrary<Placement[Key]> };
  outcomes: readonly OutcomeCode[];
  verification: fc.Arbitrary<RandomVerification>;
  adjudication: fc.Arbitrary<Adjudication>;
}) {
  return fc.record({
    ...options.placement,
    outcomeCode: fc.constantFrom(...options.outcomes),
    attemptNumber: fc.integer({ min: 1, max: 3 }),
    verification: options.verification,
    humanOverride: fc.boolean(),
    humanRejected: fc.boolean(),
    rolledBack: fc.boolean(),
    critical: fc.boolean(),
    adjudications: fc.array(options.adjudication, { maxLength: 3 }),
  } as { [Key in keyof RandomAttemptFields<Placement, Adjudication>]: fc.Arbitrary<RandomAttemptFields<Placement, Adjudication>[Key]> });
}

/** What `randomAttempt` generates. */
export type RandomAttemptFields<Placement, Adjudication> = Placement & {
  outcomeCode: OutcomeCode;
  attemptNumber: number;
  verification: RandomVerification;
  humanOverride: boolean;
  humanRejected: boolean;
  rolledBack: boolean;
  critical: boolean;
  adjudications: Adjudication[];
};

/** The attempt row of random attempt `spec`, the `index`th of its history (outcome-index, task-n, worker-alpha by harness-1). */
export function attemptRowOf(
  spec: RandomAttemptFields<{ task: number }, unknown>,
  row: { id: string; index: number; cohortId: string; projectId: string; capabilityKey: string; finishedAt: number },
): AttemptSpec {
  const [verificationMode, verificationResult, verifierRef, verifierModel] = spec.verification;
  return {
    id: row.id,
    cohortId: row.cohortId,
    projectId: row.projectId,
    capabilityKey: row.capabilityKey,
    outcomeId: `outcome-${row.index}`,
    taskRef: `task-${spec.task}`,
    attemptNumber: spec.attemptNumber,
    outcomeCode: spec.outcomeCode,
    stopReasonCode: spec.outcomeCode === 'BLOCKED_BY_POLICY' ? 'POLICY_BLOCKED' : 'COMPLETED',
    workerRef: 'worker-alpha',
    recordedBy: 'harness-1',
    verificationMode,
    verificationResult,
    verifierRef,
    verifierModel,
    humanOverride: spec.humanOverride,
    humanRejected: spec.humanRejected,
    rolledBack: spec.rolledBack,
    severity: spec.critical ? 'CRITICAL' : 'NORMAL',
    finishedAt: row.finishedAt,
    contentDigest: digestOf({ attempt: row.id }),
  };
}
