// The gate example's rules (examples/gate/decide.ts): each rule alone denies.
import { describe, expect, it } from 'vitest';
import type { ReliabilityReportFieldsFragment } from '@capability-reliability-ledger/client';
import { decide } from '../../examples/gate/decide.js';

const rate = (numerator: number, denominator: number, lower: number | null, anytimeLower = lower) => ({
  __typename: 'Rate' as const,
  numerator,
  denominator,
  value: lower === null ? null : numerator / denominator,
  lower,
  upper: lower === null ? null : 1,
  // One attempt per task: the clustered interval is the Wilson interval.
  clusteredLowerBound: lower,
  clusteredUpperBound: lower === null ? null : 1,
  effectiveSampleSize: lower === null ? null : denominator,
  designEffect: lower === null ? null : 1,
  taskCount: lower === null ? null : denominator,
  anytimeLowerBound: anytimeLower,
  anytimeUpperBound: lower === null ? null : 1,
});

const effort = (measure: 'COST' | 'TOKENS' | 'TIME') => ({
  __typename: 'EffortPerVerifiedSuccess' as const,
  measure,
  status: 'UNKNOWN_EFFORT' as const,
  estimate: null,
  lower: null,
  upper: null,
  total: null,
  currency: null,
  currencies: [],
  verifiedPasses: 40,
  attempts: 40,
  unknownAttempts: 40,
  tasks: 40,
});

function report(overrides: Partial<ReliabilityReportFieldsFragment> = {}): ReliabilityReportFieldsFragment {
  return {
    cohortId: 'Q29ob3J0OmE=',
    asOf: '2026-11-30T12:00:00.000Z',
    settledThrough: '2026-11-30T12:00:00.000Z',
    final: true,
    state: 'OK',
    minSamples: 20,
    sampleSize: 40,
    window: {
      start: '2026-10-31T12:00:00.000Z',
      end: '2026-11-30T12:00:00.000Z',
      lastDays: 30,
      lastAttempts: null,
    },
    independentlyVerifiedPassRate: rate(40, 40, 0.91),
    falseSuccessRate: rate(0, 40, 0),
    unverifiedCompletionRate: rate(0, 40, 0),
    firstAttemptSuccessRate: rate(40, 40, 0.91),
    humanRejectionRate: rate(0, 0, null),
    rollbackRate: rate(0, 40, 0),
    consecutiveVerifiedPasses: 40,
    passK: [],
    costPerVerifiedSuccess: effort('COST'),
    tokensPerVerifiedSuccess: effort('TOKENS'),
    timePerVerifiedSuccess: effort('TIME'),
    criticalFailures: { count: 0, attempts: [] },
    evidenceFreshness: { lastVerifiedPassAt: '2026-11-30T11:00:00.000Z', ageSeconds: 3600 },
    unresolvedDriftAttemptIds: [],
    verificationsNotCountedIndependent: {
      unregistered: 0,
      withdrawn: 0,
      notIndependent: 0,
    },
    evidenceDigest: 'a'.repeat(64),
    evidenceRowCount: 40,
    ...overrides,
  };
}

const policy = { minLowerBound: 0.8, maxAgeSeconds: 86_400 };
const critical = (inWindow: boolean) => ({
  __typename: 'CriticalFailure' as const,
  attemptId: 'x',
  outcomeId: 'o',
  severity: 'CRITICAL' as const,
  finishedAt: '2026-11-01T00:00:00.000Z',
  inWindow,
  criticalFailureRecorded: false,
});

describe('the gate', () => {
  it('allows when every rule holds, with the evidence digest', () => {
    expect(decide(report(), policy)).toMatchObject({ decision: 'allow', reasons: [], evidenceDigest: 'a'.repeat(64) });
  });

  it.each([
    ['a state other than OK', { state: 'INSUFFICIENT_EVIDENCE' as const }, /state is INSUFFICIENT_EVIDENCE/],
    ['a report that is not final', { final: false }, /not final/],
    ['a lower bound under the threshold', { independentlyVerifiedPassRate: rate(30, 40, 0.6) }, /lower bound 0.6 is below 0.8/],
    ['a suppressed rate', { independentlyVerifiedPassRate: rate(30, 40, null) }, /lower bound null/],
    [
      'a critical failure in the window',
      { criticalFailures: { __typename: 'CriticalFailures' as const, count: 1, attempts: [critical(true)] } },
      /1 critical failure/,
    ],
    [
      'stale evidence',
      { evidenceFreshness: { __typename: 'EvidenceFreshness' as const, lastVerifiedPassAt: null, ageSeconds: 90_000 } },
      /older than 86400 s/,
    ],
    [
      'no verified pass',
      { evidenceFreshness: { __typename: 'EvidenceFreshness' as const, lastVerifiedPassAt: null, ageSeconds: null } },
      /absent/,
    ],
  ])('denies on %s', (_name, overrides, reason) => {
    const decision = decide(report(overrides), policy);
    expect(decision.decision).toBe('deny');
    expect(decision.reasons).toHaveLength(1);
    expect(decision.reasons[0]).toMatch(reason);
  });

  it('reads the anytime lower bound by default, and the fixed-sample bound only when asked', () => {
    // 25 of 25: Wilson 0.8668, anytime (0.05/26)^(1/25) = 0.7787.
    const thin = report({ independentlyVerifiedPassRate: rate(25, 25, 0.8668, 0.7787) });
    const byDefault = decide(thin, policy);
    expect(byDefault).toMatchObject({ decision: 'deny', bound: 'anytime', verifiedPassRateLowerBound: 0.7787 });
    expect(byDefault.reasons).toEqual(['verified pass rate anytime lower bound 0.7787 is below 0.8']);
    expect(decide(thin, { ...policy, bound: 'fixed-sample' })).toMatchObject({
      decision: 'allow',
      bound: 'fixed-sample',
      verifiedPassRateLowerBound: 0.8668,
    });
    expect(decide(thin, { ...policy, bound: 'anytime' }).decision).toBe('deny');
  });

  it('ignores a critical failure outside the window', () => {
    expect(decide(report({ criticalFailures: { count: 1, attempts: [critical(false)] } }), policy).decision).toBe('allow');
  });
});
