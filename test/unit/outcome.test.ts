// Fan-out and the outcome digest (docs/specification.md §3.3).
import { describe, expect, it } from 'vitest';
import { capabilitiesOf, createOutcomePlanner, outcomeDigest, planOutcome, type OutcomeSubmission } from '../../src/domain/outcome.js';

const submission: OutcomeSubmission = {
  outcomeId: 'o-1',
  projectId: '6f1c2a9e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
  taskRef: 't',
  workPackageRef: null,
  agentRunRef: 'r',
  workerRef: 'w',
  outcomeCode: 'SUCCEEDED',
  stopReasonCode: 'COMPLETED',
  attemptNumber: 1,
  startedAt: new Date('2026-01-01T00:00:00Z'),
  finishedAt: new Date('2026-01-01T00:10:00Z'),
  capabilities: ['b.x', 'a.y'],
  scope: { rootRef: 'repo', paths: ['a'], resources: [] },
  runtime: { provider: 'p', model: 'm', runtimeVersion: '1' },
  policy: { harnessVersion: 'h', policyVersion: 'v' },
  verification: { mode: 'NONE', result: 'NOT_RUN', verifierRef: null, verifierModel: null },
  acceptanceCriteria: { total: 0, met: 0 },
  validationCommands: { total: 0, passed: 0, failed: 0 },
  humanOverride: false,
  humanRejected: false,
  rolledBack: false,
  severity: 'NORMAL',
  evidence: [],
  effort: null,
};

describe('capabilitiesOf', () => {
  it('de-duplicates and sorts', () => expect(capabilitiesOf({ capabilities: ['b', 'a', 'b'] })).toEqual(['a', 'b']));
  it('collapses none to unclassified', () => expect(capabilitiesOf({ capabilities: [] })).toEqual(['unclassified']));
  it('keeps exactly 16', () => expect(capabilitiesOf({ capabilities: Array.from({ length: 16 }, (_, i) => `c${i}`) })).toHaveLength(16));
  it('collapses 17 distinct to unclassified', () =>
    expect(capabilitiesOf({ capabilities: Array.from({ length: 17 }, (_, i) => `c${i}`) })).toEqual(['unclassified']));
  it('counts distinct keys, so 17 entries with a duplicate stay classified', () =>
    expect(capabilitiesOf({ capabilities: [...Array.from({ length: 16 }, (_, i) => `c${i}`), 'c0'] })).toHaveLength(16));
});

describe('planOutcome', () => {
  it('plans one attempt per capability with shared multiplicity and distinct cohorts', () => {
    const plan = planOutcome(submission);
    expect(plan.attempts.map((a) => a.capabilityKey)).toEqual(['a.y', 'b.x']);
    expect(plan.attempts.every((a) => a.multiplicity === 2)).toBe(true);
    expect(plan.attempts[0]!.cohort.fingerprint).not.toBe(plan.attempts[1]!.cohort.fingerprint);
    expect(plan.attempts[0]!.contentDigest).not.toBe(plan.attempts[1]!.contentDigest);
  });

  it('digests content, not its spelling: capability order and scope spelling do not matter', () => {
    const respelled = {
      ...submission,
      capabilities: ['a.y', 'b.x', 'a.y'],
      scope: { rootRef: ' repo', paths: ['a/', 'a'], resources: [] },
    };
    expect(outcomeDigest(respelled)).toBe(outcomeDigest(submission));
  });

  it('changes the digest when any recorded fact changes', () => {
    const base = outcomeDigest(submission);
    expect(outcomeDigest({ ...submission, outcomeCode: 'FAILED' })).not.toBe(base);
    expect(outcomeDigest({ ...submission, finishedAt: new Date('2026-01-01T00:10:01Z') })).not.toBe(base);
    expect(outcomeDigest({ ...submission, humanRejected: true })).not.toBe(base);
    expect(outcomeDigest({ ...submission, evidence: [{ kind: 'LOG', digest: 'a'.repeat(64) }] })).not.toBe(base);
  });
});

describe('effort in the outcome digest (§3.3, "Effort")', () => {
  it('leaves the digest of an outcome without effort as it was before effort existed', () =>
    // The digest this outcome had when the canonical outcome had no effort member.
    expect(outcomeDigest(submission)).toBe('a0ef7e5f36a44866afcd8d0a48f1043984f3a1c163db7f62954391f0fcc83e9f'));

  it('covers every effort field when effort is stated', () => {
    const effort = { inputTokens: 1200, outputTokens: 300, cost: { micros: 41_500, currency: 'USD' as const }, harnessWallTimeMs: 61_000 };
    const base = outcomeDigest({ ...submission, effort });
    expect(base).not.toBe(outcomeDigest(submission));
    expect(outcomeDigest({ ...submission, effort: { ...effort, inputTokens: 1201 } })).not.toBe(base);
    expect(outcomeDigest({ ...submission, effort: { ...effort, outputTokens: null } })).not.toBe(base);
    expect(outcomeDigest({ ...submission, effort: { ...effort, cost: { micros: 41_500, currency: 'EUR' } } })).not.toBe(base);
    expect(outcomeDigest({ ...submission, effort: { ...effort, cost: null } })).not.toBe(base);
    expect(outcomeDigest({ ...submission, effort: { ...effort, harnessWallTimeMs: 60_999 } })).not.toBe(base);
  });
});

describe('createOutcomePlanner', () => {
  it('plans a batch exactly as outcomes planned one by one, however components repeat', () => {
    const variants: OutcomeSubmission[] = [
      submission,
      { ...submission, outcomeId: 'o-2' },
      { ...submission, outcomeId: 'o-3', runtime: { ...submission.runtime, model: 'm2' } },
      { ...submission, outcomeId: 'o-4', scope: { rootRef: 'repo', paths: ['b'], resources: [] } },
      { ...submission, outcomeId: 'o-5', policy: { harnessVersion: 'h', policyVersion: 'v2' } },
      { ...submission, outcomeId: 'o-6' },
    ];
    const plan = createOutcomePlanner();
    for (const variant of variants) expect(plan(variant)).toEqual(planOutcome(variant));
  });
});
