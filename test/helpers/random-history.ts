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
  /** The attempt's effort (randomEffort); without it, attempts state none and the histories are those generated before effort existed. */
  effort?: fc.Arbitrary<RandomEffort>;
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
    ...(options.effort ? { effort: options.effort } : {}),
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
  effort?: RandomEffort;
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
    ...(spec.effort ? { effort: spec.effort } : {}),
  };
}

/** The effort a random attempt states (as AttemptSpec.effort), or undefined when it states none. */
export type RandomEffort = NonNullable<AttemptSpec['effort']> | undefined;

/**
 * A random attempt's effort, for the bundle tests: most attempts state a cost in USD, some in
 * EUR (a window with both is MIXED_CURRENCIES), some state no cost or no effort at all (unknown,
 * never zero: UNKNOWN_EFFORT), some a cost of exactly 0, and a few amounts near 2^53 (where the
 * sums round, so their operation order shows). Tokens and the harness's wall time likewise.
 */
export function randomEffort(): fc.Arbitrary<RandomEffort> {
  const amount = fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 1, max: 5_000_000 }) },
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 2 ** 50, max: Number.MAX_SAFE_INTEGER }) },
  );
  const known = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
    fc.oneof({ weight, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  const stated = fc
    .record({
      inputTokens: known(amount, 12),
      outputTokens: known(amount, 12),
      costMicros: known(amount, 10),
      currency: fc.constantFrom('USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'EUR'),
      harnessWallTimeMs: known(fc.integer({ min: 0, max: 3_600_000 }), 2),
    })
    .map(
      (effort): RandomEffort => ({
        inputTokens: effort.inputTokens,
        outputTokens: effort.outputTokens,
        costMicros: effort.costMicros,
        costCurrency: effort.costMicros === null ? null : effort.currency,
        harnessWallTimeMs: effort.harnessWallTimeMs,
      }),
    );
  return fc.oneof({ weight: 12, arbitrary: stated }, { weight: 1, arbitrary: fc.constant(undefined) });
}
