// Reliability reports through GraphQL (docs/specification.md §6): one test per rule, each on a
// cohort of its own, recorded and adjudicated through the real API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import {
  RELIABILITY,
  RELIABILITY_OVERVIEW,
  RELIABILITY_SERIES,
  ledgerNow,
  settledAsOf,
  waitForLedgerClock,
} from '../helpers/reliability.js';
import { registerVerifier } from '../helpers/verifiers.js';
import {
  expectTypename,
  type AdjudicationKind,
  type VerificationInput,
  graphql,
  type ReliabilityQueryVariables,
} from '../helpers/graphql.js';

const DAY_MS = 86_400_000;
let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  // The verifiers these histories name (docs/specification.md §3.3, "Verifiers").
  await registerVerifier(ledger, projectId, 'ci-runner');
  await registerVerifier(ledger, projectId, 'nightly-ci');
  await registerVerifier(ledger, projectId, 'reviewer-bot', 'INDEPENDENT_AGENT', 'other-model');
});

/** A verdict comes from the verifier's own credential: one adjudicator token per verifier. */
const verifierTokens = new Map<string, Promise<TestToken>>();
function tokenOf(verifierRef: string): Promise<TestToken> {
  if (!verifierTokens.has(verifierRef))
    verifierTokens.set(verifierRef, ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: verifierRef }));
  return verifierTokens.get(verifierRef)!;
}
afterAll(() => ledger?.close());

interface Recorded {
  id: string;
  ledgerId: string;
  cohortId: string;
}

/** A capability key of the test's own, so each test reads a cohort nobody else writes to. */
const freshCapability = () => `rel.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Finished `daysAgo` days before now (fractions allowed). */
const finished = (daysAgo: number) => {
  const finishedAt = new Date(Date.now() - daysAgo * DAY_MS);
  return { finishedAt: finishedAt.toISOString(), startedAt: new Date(finishedAt.getTime() - 60_000).toISOString() };
};

async function record(capability: string, overrides: Record<string, unknown> = {}): Promise<Recorded> {
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, {
    input: outcomeInput(projectId, { capabilities: [capability], ...overrides }),
  });
  const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return { id: attempt.id, ledgerId: attempt.ledgerId, cohortId: attempt.cohort.ledgerId };
}

async function adjudicate(attempt: Recorded, kind: AdjudicationKind, verification?: VerificationInput) {
  const token = typeof verification?.verifierRef === 'string' ? await tokenOf(verification.verifierRef) : adjudicator;
  const response = await ledger.gql(token.token, APPEND_ADJUDICATION, {
    input: { attemptId: attempt.id, idempotencyKey: `k-${randomUUID()}`, kind, ...(verification ? { verification } : {}) },
  });
  const result = response.data?.appendAdjudication;
  if (result?.__typename !== 'AppendAdjudicationSuccess') throw new Error(`appendAdjudication failed: ${response.text}`);
  return result.adjudication;
}

/** Drift as the ledger appends it (clients cannot): through the database's drift function, as the application role. */
async function detectDrift(attempt: Recorded) {
  await ledger.db.pool.query('SELECT crl_append_drift_detection($1, $2, $3, $4)', [
    attempt.ledgerId,
    fakeDigest(`resent-${randomUUID()}`),
    recorder.actorRef,
    fakeDigest(`drift-${randomUUID()}`),
  ]);
}

async function reliability(cohortId: string, variables: Omit<ReliabilityQueryVariables, 'cohortId'> = {}, token = reader.token) {
  const response = await ledger.gql(token, RELIABILITY, { cohortId, minSamples: 1, ...variables });
  if (response.errors) throw new Error(response.text);
  return response.data.reliability;
}

/** The cohort's report; the test fails here on a ValidationError or an unseen cohort. */
async function reliabilityReport(cohortId: string, variables: Omit<ReliabilityQueryVariables, 'cohortId'> = {}, token = reader.token) {
  return expectTypename(await reliability(cohortId, variables, token), 'ReliabilityReport');
}

const counts = (rate: { numerator: number; denominator: number }) => [rate.numerator, rate.denominator];
// The contract's names (docs/specification.md §6, §11), written out here on purpose: the test
// checks the API against the specification, not against the code's own list.
const RATE_NAMES = [
  'firstAttemptSuccessRate',
  'independentlyVerifiedPassRate',
  'unverifiedCompletionRate',
  'repairRetryRate',
  'humanRejectionRate',
  'rollbackRate',
  'policyBlockRate',
  'falseSuccessRate',
  'overrideRate',
] as const;

describe('the report', () => {
  it('computes the worked example of docs/metrics.md', async () => {
    const capability = freshCapability();
    // 1: first attempt, independently verified pass.
    const a1 = await record(capability, finished(5));
    // 2: first attempt, self-reported only: a claimed success with no verdict.
    await record(capability, { ...finished(4), verification: { mode: 'SELF_REPORTED', result: 'PASSED', verifierRef: 'worker-alpha' } });
    // 3: second attempt, verified pass, later rejected by a human.
    const a3 = await record(capability, { ...finished(3), attemptNumber: 2 });
    // 4: first attempt, blocked by policy.
    await record(capability, {
      ...finished(2),
      outcomeCode: 'BLOCKED_BY_POLICY',
      stopReasonCode: 'POLICY_BLOCKED',
      verification: { mode: 'NONE', result: 'NOT_RUN' },
    });
    // 5: first attempt, verified pass, accepted by a human; the most recent.
    const a5 = await record(capability, finished(1));
    await adjudicate(a3, 'HUMAN_REJECTED');
    await adjudicate(a5, 'HUMAN_ACCEPTED');

    const report = await reliabilityReport(a1.cohortId, { minSamples: 5 });
    expect(report.__typename).toBe('ReliabilityReport');
    expect(report.state).toBe('OK');
    expect(report.sampleSize).toBe(5);
    expect(Object.fromEntries(RATE_NAMES.map((name) => [name, counts(report[name])]))).toEqual({
      firstAttemptSuccessRate: [2, 4],
      independentlyVerifiedPassRate: [2, 5],
      unverifiedCompletionRate: [1, 5],
      repairRetryRate: [1, 5],
      humanRejectionRate: [1, 2],
      rollbackRate: [0, 5],
      policyBlockRate: [1, 5],
      falseSuccessRate: [1, 4],
      overrideRate: [0, 5],
    });
    expect(report.independentlyVerifiedPassRate.value).toBe(0.4);
    expect(report.independentlyVerifiedPassRate.lower).toBeCloseTo(0.1176, 4);
    expect(report.independentlyVerifiedPassRate.upper).toBeCloseTo(0.7693, 4);
    expect(report.consecutiveVerifiedPasses).toBe(1);
    expect(report.evidenceFreshness.ageSeconds).toBeGreaterThan(DAY_MS / 1000 - 600);
    expect(report.criticalFailures).toEqual({ count: 0, attempts: [] });
    // 5 attempts, 2 adjudications and the registry row of ci-runner, which decided three verdicts.
    expect(report.evidenceRowCount).toBe(8);
    expect(report.verificationsNotCountedIndependent).toEqual({ unregistered: 0, withdrawn: 0, notIndependent: 0 });
    expect(report.evidenceDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(report.window).toMatchObject({ lastDays: 30, lastAttempts: null, end: report.asOf });
    expect(new Date(report.asOf).getTime() - new Date(report.window.start!).getTime()).toBe(30 * DAY_MS);
  });

  it('accepts the cohort as a global id or a ledger UUID, and answers null for an unknown one', async () => {
    const attempt = await record(freshCapability());
    const byUuid = await reliabilityReport(attempt.cohortId);
    expect(byUuid.cohortId).not.toBe(attempt.cohortId);
    const byGlobal = await reliabilityReport(byUuid.cohortId, { asOf: byUuid.asOf });
    expect(byGlobal).toEqual(byUuid);
    expect(await reliability(randomUUID())).toBeNull();
    expect(await reliability('not-an-id')).toBeNull();
  });
});

describe('verification rules', () => {
  it('missing independent verification is never a verified pass', async () => {
    const attempt = await record(freshCapability(), { verification: { mode: 'NONE', result: 'NOT_RUN' } });
    const report = await reliabilityReport(attempt.cohortId);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([0, 1]);
    expect(counts(report.unverifiedCompletionRate)).toEqual([1, 1]);
    expect(report.consecutiveVerifiedPasses).toBe(0);
    expect(report.evidenceFreshness).toEqual({ lastVerifiedPassAt: null, ageSeconds: null });
  });

  it.each<[string, VerificationInput]>([
    ['SELF_REPORTED', { mode: 'SELF_REPORTED', result: 'PASSED', verifierRef: 'ci-runner' }],
    ['HUMAN_REVIEW', { mode: 'HUMAN_REVIEW', result: 'PASSED', verifierRef: 'reviewer-kim' }],
  ])('%s never counts as independent, at ingest or as an adjudication', async (_mode, verification) => {
    const capability = freshCapability();
    const atIngest = await record(capability, { verification });
    const byAdjudication = await record(capability, { verification: { mode: 'NONE', result: 'NOT_RUN' } });
    await adjudicate(byAdjudication, 'VERIFICATION_RECORDED', verification);
    const report = await reliabilityReport(atIngest.cohortId);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([0, 2]);
    expect(counts(report.unverifiedCompletionRate)).toEqual([2, 2]);
  });

  it("an independent agent of the cohort's own model is not independent; of another model it is", async () => {
    const capability = freshCapability();
    const unverified = { verification: { mode: 'NONE', result: 'NOT_RUN' } };
    const sameModel = await record(capability, unverified);
    await adjudicate(sameModel, 'VERIFICATION_RECORDED', {
      mode: 'INDEPENDENT_AGENT',
      result: 'PASSED',
      verifierRef: 'reviewer-bot',
      verifierModel: 'acme-coder-2',
    });
    expect(counts((await reliabilityReport(sameModel.cohortId)).independentlyVerifiedPassRate)).toEqual([0, 1]);
    const otherModel = await record(capability, unverified);
    await adjudicate(otherModel, 'VERIFICATION_RECORDED', {
      mode: 'INDEPENDENT_AGENT',
      result: 'PASSED',
      verifierRef: 'reviewer-bot',
      verifierModel: 'other-model',
    });
    expect(counts((await reliabilityReport(sameModel.cohortId)).independentlyVerifiedPassRate)).toEqual([1, 2]);
  });

  it('a later independent FAILED verdict turns a verified pass into a false success', async () => {
    const attempt = await record(freshCapability());
    expect(counts((await reliabilityReport(attempt.cohortId)).independentlyVerifiedPassRate)).toEqual([1, 1]);
    await adjudicate(attempt, 'VERIFICATION_RECORDED', { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'nightly-ci' });
    const report = await reliabilityReport(attempt.cohortId);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([0, 1]);
    expect(counts(report.falseSuccessRate)).toEqual([1, 1]);
  });
});

describe('human decisions, rollback, rework and override', () => {
  it('a human rejection counts among reviewed attempts and removes the verified pass; a later acceptance restores it', async () => {
    const capability = freshCapability();
    const attempt = await record(capability);
    await record(capability);
    await adjudicate(attempt, 'HUMAN_REJECTED');
    let report = await reliabilityReport(attempt.cohortId);
    expect(counts(report.humanRejectionRate)).toEqual([1, 1]);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([1, 2]);
    expect(counts(report.falseSuccessRate)).toEqual([1, 2]);
    await adjudicate(attempt, 'HUMAN_ACCEPTED');
    report = await reliabilityReport(attempt.cohortId);
    expect(counts(report.humanRejectionRate)).toEqual([0, 1]);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([2, 2]);
  });

  it('the ingest flag humanRejected is a rejection', async () => {
    const attempt = await record(freshCapability(), { humanRejected: true });
    const report = await reliabilityReport(attempt.cohortId);
    expect(counts(report.humanRejectionRate)).toEqual([1, 1]);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([0, 1]);
  });

  it('a rollback counts in rollbackRate and falseSuccessRate, and stays after a later acceptance', async () => {
    const attempt = await record(freshCapability());
    await adjudicate(attempt, 'ROLLBACK_RECORDED');
    await adjudicate(attempt, 'HUMAN_ACCEPTED');
    const report = await reliabilityReport(attempt.cohortId);
    expect(counts(report.rollbackRate)).toEqual([1, 1]);
    expect(counts(report.falseSuccessRate)).toEqual([1, 1]);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([0, 1]);
  });

  it('rework is not rollback: REWORK_REQUESTED counts as a repair, not a rollback, and holds back the pass', async () => {
    const attempt = await record(freshCapability());
    await adjudicate(attempt, 'REWORK_REQUESTED');
    const report = await reliabilityReport(attempt.cohortId);
    expect(counts(report.rollbackRate)).toEqual([0, 1]);
    expect(counts(report.repairRetryRate)).toEqual([1, 1]);
    expect(counts(report.independentlyVerifiedPassRate)).toEqual([0, 1]);
    expect(counts(report.humanRejectionRate)).toEqual([0, 1]);
  });

  it('an override, at ingest or recorded later, counts in overrideRate', async () => {
    const capability = freshCapability();
    const atIngest = await record(capability, { humanOverride: true });
    const later = await record(capability);
    await record(capability);
    await adjudicate(later, 'OVERRIDE_RECORDED');
    expect(counts((await reliabilityReport(atIngest.cohortId)).overrideRate)).toEqual([2, 3]);
  });
});

describe('fail closed', () => {
  it('fewer than minSamples gives INSUFFICIENT_EVIDENCE: null values and intervals, visible counts', async () => {
    const capability = freshCapability();
    const attempt = await record(capability);
    await record(capability);
    const report = await reliabilityReport(attempt.cohortId, { minSamples: 3 });
    expect(report.state).toBe('INSUFFICIENT_EVIDENCE');
    for (const name of RATE_NAMES) expect(report[name]).toMatchObject({ value: null, lower: null, upper: null });
    expect(report.independentlyVerifiedPassRate).toMatchObject({ numerator: 2, denominator: 2 });
    expect((await reliabilityReport(attempt.cohortId, { minSamples: 2 })).state).toBe('OK');
  });

  it('the default minSamples is 20', async () => {
    const attempt = await record(freshCapability());
    const report = await reliabilityReport(attempt.cohortId, { minSamples: null });
    expect(report.minSamples).toBe(20);
    expect(report.state).toBe('INSUFFICIENT_EVIDENCE');
  });

  it('unresolved drift gives EVIDENCE_DRIFT with every value null, until DRIFT_RESOLVED', async () => {
    const capability = freshCapability();
    const input = outcomeInput(projectId, { capabilities: [capability], ...finished(50) });
    const drifting = expectTypename(
      (await ledger.gql(recorder.token, RECORD_ATTEMPT, { input })).data.recordAttempt,
      'RecordAttemptSuccess',
    ).attempts[0]!;
    const recent = await record(capability);
    // The same outcome id with other content: refused, and drift flagged on the stored attempt (outside the window).
    const conflict = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: { ...input, outcomeCode: 'FAILED' } });
    expect(conflict.data.recordAttempt.__typename).toBe('IdempotencyConflictError');

    const drifted = await reliabilityReport(recent.cohortId);
    expect(drifted.state).toBe('EVIDENCE_DRIFT');
    expect(drifted.unresolvedDriftAttemptIds).toEqual([drifting.id]);
    for (const name of RATE_NAMES) expect(drifted[name]).toMatchObject({ value: null, lower: null, upper: null });
    expect(drifted.independentlyVerifiedPassRate).toMatchObject({ numerator: 1, denominator: 1 });

    await adjudicate({ id: drifting.id, ledgerId: drifting.ledgerId, cohortId: recent.cohortId }, 'DRIFT_RESOLVED');
    const resolved = await reliabilityReport(recent.cohortId);
    expect(resolved.state).toBe('OK');
    expect(resolved.unresolvedDriftAttemptIds).toEqual([]);
    expect(resolved.independentlyVerifiedPassRate.value).toBe(1);
    expect(resolved.evidenceDigest).not.toBe(drifted.evidenceDigest);
  });

  it('critical failures appear in every state, including ones outside the window', async () => {
    const capability = freshCapability();
    const old = await record(capability, { ...finished(90), severity: 'CRITICAL', outcomeCode: 'ERRORED', stopReasonCode: 'CRASHED' });
    const flagged = await record(capability, finished(1));
    await adjudicate(flagged, 'CRITICAL_FAILURE_RECORDED');

    const insufficient = await reliabilityReport(old.cohortId, { minSamples: 10 });
    expect(insufficient.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(insufficient.sampleSize).toBe(1);
    expect(insufficient.criticalFailures.count).toBe(2);
    expect(insufficient.criticalFailures.attempts).toEqual([
      expect.objectContaining({
        attemptId: flagged.id,
        attemptLedgerId: flagged.ledgerId,
        inWindow: true,
        criticalFailureRecorded: true,
        severity: 'NORMAL',
      }),
      expect.objectContaining({
        attemptId: old.id,
        outcomeCode: 'ERRORED',
        stopReasonCode: 'CRASHED',
        severity: 'CRITICAL',
        inWindow: false,
        criticalFailureRecorded: false,
      }),
    ]);

    const ok = await reliabilityReport(old.cohortId, { minSamples: 1 });
    expect(ok.state).toBe('OK');
    expect(ok.criticalFailures.count).toBe(2);

    await detectDrift(flagged);
    const drifted = await reliabilityReport(old.cohortId, { minSamples: 1 });
    expect(drifted.state).toBe('EVIDENCE_DRIFT');
    expect(drifted.criticalFailures.count).toBe(2);
  });
});

describe('windows', () => {
  it('lastDays: n selects finishedAt in (asOf - n days, asOf], at an asOf in the past', async () => {
    const capability = freshCapability();
    const asOf = new Date((await ledgerNow(ledger)).getTime() + 2_000);
    const at = (instant: number) => ({ finishedAt: new Date(instant).toISOString(), startedAt: new Date(instant - 60_000).toISOString() });
    const onStart = await record(capability, at(asOf.getTime() - 7 * DAY_MS));
    await record(capability, { ...at(asOf.getTime() - 7 * DAY_MS + 1), attemptNumber: 2 });
    await record(capability, { ...at(asOf.getTime()), attemptNumber: 3 });
    await record(capability, { ...at(asOf.getTime() + 1), attemptNumber: 4 });
    await waitForLedgerClock(ledger, asOf);

    const report = await reliabilityReport(onStart.cohortId, { window: { lastDays: 7 }, asOf: asOf.toISOString() });
    expect(report.sampleSize).toBe(2);
    expect(report.window).toMatchObject({
      lastDays: 7,
      start: new Date(asOf.getTime() - 7 * DAY_MS).toISOString(),
      end: asOf.toISOString(),
    });
    expect(report.oldestFinishedAt).toBe(new Date(asOf.getTime() - 7 * DAY_MS + 1).toISOString());
    expect(report.newestFinishedAt).toBe(asOf.toISOString());
    // attempt numbers 2 and 3 only
    expect(counts(report.repairRetryRate)).toEqual([2, 2]);
  });

  it('lastAttempts: n selects the n most recent by (finishedAt, id) among finishedAt <= asOf', async () => {
    const capability = freshCapability();
    const instant = Date.now() - DAY_MS;
    const at = { finishedAt: new Date(instant).toISOString(), startedAt: new Date(instant - 60_000).toISOString() };
    const tied = [await record(capability, at), await record(capability, { ...at, outcomeCode: 'FAILED' })];
    await record(capability, finished(3));
    const higher = tied.reduce((a, b) => (a.ledgerId > b.ledgerId ? a : b));
    const report = await reliabilityReport(higher.cohortId, { window: { lastAttempts: 1 } });
    expect(report.sampleSize).toBe(1);
    expect(report.window).toMatchObject({ lastAttempts: 1, lastDays: null, start: null });
    // the one selected is the higher id of the two tied attempts
    const passed = report.independentlyVerifiedPassRate.numerator === 1;
    expect(passed).toBe(higher === tied[0]);
    expect((await reliabilityReport(higher.cohortId, { window: { lastAttempts: 2 } })).sampleSize).toBe(2);
    expect((await reliabilityReport(higher.cohortId, { window: { lastAttempts: 100 } })).sampleSize).toBe(3);
  });

  it.each([
    ['zero days', { lastDays: 0 }],
    ['negative days', { lastDays: -1 }],
    ['over 3650 days', { lastDays: 3651 }],
    ['zero attempts', { lastAttempts: 0 }],
    ['over 100,000 attempts', { lastAttempts: 100_001 }],
    ['both', { lastDays: 7, lastAttempts: 10 }],
    ['neither', {}],
  ])('refuses a window of %s with a ValidationError', async (_name, window) => {
    const attempt = await record(freshCapability());
    const result = expectTypename(await reliability(attempt.cohortId, { window }), 'ValidationError');
    expect(result.issues[0]!.path).toMatch(/^window/);
  });

  it('accepts the largest windows', async () => {
    const attempt = await record(freshCapability());
    expect((await reliabilityReport(attempt.cohortId, { window: { lastDays: 3650 } })).sampleSize).toBe(1);
    expect((await reliabilityReport(attempt.cohortId, { window: { lastAttempts: 100_000 } })).sampleSize).toBe(1);
  });

  it('refuses minSamples below 1 and an asOf in the future', async () => {
    const attempt = await record(freshCapability());
    expect(expectTypename(await reliability(attempt.cohortId, { minSamples: 0 }), 'ValidationError').issues[0]!.path).toBe('minSamples');
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect(expectTypename(await reliability(attempt.cohortId, { asOf: future }), 'ValidationError').issues[0]!.path).toBe('asOf');
  });
});

describe('determinism', () => {
  it('a report as of an earlier instant does not change when later rows arrive, back-dated imports included', async () => {
    const capability = freshCapability();
    const first = await record(capability, finished(3));
    const second = await record(capability, { ...finished(2), severity: 'CRITICAL' });
    await adjudicate(first, 'HUMAN_ACCEPTED');
    const before = await ledger.gql(reader.token, RELIABILITY, { cohortId: first.cohortId, minSamples: 1 });
    const asOf = expectTypename(before.data.reliability, 'ReliabilityReport').asOf;
    await waitForLedgerClock(ledger, new Date(asOf));

    // Later evidence of every kind: a back-dated import, a new critical, adjudications of old attempts, drift.
    await record(capability, finished(20));
    await record(capability, { ...finished(2.5), severity: 'CRITICAL' });
    await adjudicate(first, 'ROLLBACK_RECORDED');
    await adjudicate(second, 'VERIFICATION_RECORDED', { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'nightly-ci' });
    await detectDrift(second);

    const again = await ledger.gql(reader.token, RELIABILITY, { cohortId: first.cohortId, minSamples: 1, asOf });
    expect(again.text).toBe(before.text);
    const now = await reliabilityReport(first.cohortId);
    expect(now.state).toBe('EVIDENCE_DRIFT');
    expect(now.sampleSize).toBe(4);
  });
});

describe('cohorts stay separate', () => {
  it('cohorts that differ only in scope, model or policy never share numbers; cohortLineage names the difference', async () => {
    const capability = freshCapability();
    const base = await record(capability);
    const otherScope = await record(capability, {
      scope: { rootRef: 'repo-main', paths: ['src/other'], resources: [] },
      outcomeCode: 'FAILED',
    });
    const otherModel = await record(capability, {
      runtime: { provider: 'acme', model: 'acme-coder-3', runtimeVersion: '2026.11' },
      humanRejected: true,
    });
    const otherPolicy = await record(capability, {
      policy: { harnessVersion: 'harness-1.4', policyVersion: 'policy-8' },
      rolledBack: true,
    });
    const cohorts = [base, otherScope, otherModel, otherPolicy].map((attempt) => attempt.cohortId);
    expect(new Set(cohorts).size).toBe(4);

    const reports = await Promise.all(cohorts.map((cohortId) => reliabilityReport(cohortId)));
    expect(reports.map((report) => report.sampleSize)).toEqual([1, 1, 1, 1]);
    expect(reports.map((report) => report.independentlyVerifiedPassRate.numerator)).toEqual([1, 0, 0, 0]);
    expect(reports.map((report) => report.humanRejectionRate.numerator)).toEqual([0, 0, 1, 0]);
    expect(reports.map((report) => report.rollbackRate.numerator)).toEqual([0, 0, 0, 1]);
    expect(new Set(reports.map((report) => report.evidenceDigest)).size).toBe(4);

    const LINEAGE = graphql(`
      query ReliabilityCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { relatives { differsIn cohort { ledgerId } } } }
    `);
    const lineage = await ledger.gql(reader.token, LINEAGE, { id: base.cohortId });
    const differences = Object.fromEntries(
      lineage.data.cohortLineage?.relatives.map((relative) => [relative.cohort.ledgerId, relative.differsIn]) ?? [],
    );
    expect(differences).toEqual({
      [otherScope.cohortId]: ['SCOPE'],
      [otherModel.cohortId]: ['RUNTIME'],
      [otherPolicy.cohortId]: ['POLICY'],
    });
  });
});

describe('access', () => {
  it('a cohort of another project, or a token without the reader role, answers null', async () => {
    const attempt = await record(freshCapability());
    const outsider = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    expect(await reliability(attempt.cohortId, {}, outsider.token)).toBeNull();
    expect(await reliability(attempt.cohortId, {}, recorder.token)).toBeNull();
    const overview = await ledger.gql(outsider.token, RELIABILITY_OVERVIEW, { projectId });
    expect(expectTypename(overview.data.reliabilityOverview, 'ReliabilityOverviewConnection').edges).toEqual([]);
    const series = await ledger.gql(outsider.token, RELIABILITY_SERIES, {
      cohortId: attempt.cohortId,
      bucket: 'DAY',
      from: new Date(Date.now() - DAY_MS).toISOString(),
    });
    expect(series.data.reliabilitySeries).toBeNull();
  });
});

describe('reliabilityOverview', () => {
  it('returns every cohort of the project with the same report as `reliability`, in pages', async () => {
    const overviewProject = newProjectId();
    const writer = await ledger.token({ roles: ['recorder'], projects: [overviewProject] });
    const viewer = await ledger.token({ roles: ['reader'], projects: [overviewProject] });
    const capabilities = ['ov.a', 'ov.b', 'ov.c', 'ov.d', 'ov.e'];
    for (const [index, capability] of capabilities.entries())
      for (let n = 0; n <= index; n++)
        await ledger.gql(writer.token, RECORD_ATTEMPT, {
          input: outcomeInput(overviewProject, {
            capabilities: [capability],
            outcomeCode: n % 2 ? 'FAILED' : 'SUCCEEDED',
            ...finished(n + 1),
          }),
        });

    const first = await ledger.gql(viewer.token, RELIABILITY_OVERVIEW, { projectId: overviewProject, first: 2, minSamples: 2 });
    const page1 = expectTypename(first.data.reliabilityOverview, 'ReliabilityOverviewConnection');
    expect(page1.edges.map((edge) => edge.node.cohort.capabilityKey)).toEqual(['ov.a', 'ov.b']);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const rest = await ledger.gql(viewer.token, RELIABILITY_OVERVIEW, {
      projectId: overviewProject,
      first: 10,
      minSamples: 2,
      asOf: page1.asOf,
      after: page1.pageInfo.endCursor,
    });
    const page2 = expectTypename(rest.data.reliabilityOverview, 'ReliabilityOverviewConnection');
    expect(page2.edges.map((edge) => edge.node.cohort.capabilityKey)).toEqual(['ov.c', 'ov.d', 'ov.e']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(page2.edges.map((edge) => edge.node.sampleSize)).toEqual([3, 4, 5]);
    expect(page1.edges[0]!.node.state).toBe('INSUFFICIENT_EVIDENCE');

    for (const edge of [...page1.edges, ...page2.edges]) {
      const { cohort, ...fromOverview } = edge.node;
      const single = await reliabilityReport(cohort.ledgerId, { asOf: page1.asOf, minSamples: 2 }, viewer.token);
      expect(JSON.stringify(single).replace(`"__typename":"ReliabilityReport",`, '')).toBe(JSON.stringify(fromOverview));
    }

    const filtered = await ledger.gql(viewer.token, RELIABILITY_OVERVIEW, { projectId: overviewProject, capabilityKey: 'ov.c' });
    expect(
      expectTypename(filtered.data.reliabilityOverview, 'ReliabilityOverviewConnection').edges.map(
        (edge) => edge.node.cohort.capabilityKey,
      ),
    ).toEqual(['ov.c']);
  });

  it('refuses a page larger than 100, a bad cursor and a bad window with a ValidationError', async () => {
    for (const variables of [{ first: 101 }, { first: 0 }, { after: 'nonsense' }, { window: { lastDays: 0 } }]) {
      const response = await ledger.gql(reader.token, RELIABILITY_OVERVIEW, { projectId, ...variables });
      expectTypename(response.data.reliabilityOverview, 'ValidationError');
    }
  });
});

describe('reliabilitySeries', () => {
  it("buckets the cohort's attempts by UTC day, as of `to`, with the report's counts", async () => {
    const capability = freshCapability();
    const to = await ledgerNow(ledger);
    const today = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
    const at = (instant: number) => ({ finishedAt: new Date(instant).toISOString(), startedAt: new Date(instant - 60_000).toISOString() });
    const first = await record(capability, at(today - 2 * DAY_MS + 1));
    await record(capability, { ...at(today - 2 * DAY_MS + 2), outcomeCode: 'FAILED' });
    await record(capability, at(today - DAY_MS + 5));
    await record(capability, at(today - 3 * DAY_MS));
    const late = await settledAsOf(ledger);

    const response = await ledger.gql(reader.token, RELIABILITY_SERIES, {
      cohortId: first.cohortId,
      bucket: 'DAY',
      from: new Date(today - 2 * DAY_MS).toISOString(),
      to: late.toISOString(),
      minSamples: 2,
    });
    const series = expectTypename(response.data.reliabilitySeries, 'ReliabilitySeries');
    expect(
      series.points.map((point) => [point.start, point.sampleSize, point.state, point.independentlyVerifiedPassRate.numerator]),
    ).toEqual([
      [new Date(today - 2 * DAY_MS).toISOString(), 2, 'OK', 1],
      [new Date(today - DAY_MS).toISOString(), 1, 'INSUFFICIENT_EVIDENCE', 1],
      [new Date(today).toISOString(), 0, 'INSUFFICIENT_EVIDENCE', 0],
    ]);
    expect(series.points[0]!.independentlyVerifiedPassRate.value).toBe(0.5);

    // as of `to`: an attempt recorded afterwards is not plotted
    await record(capability, at(today - 2 * DAY_MS + 3));
    const again = await ledger.gql(reader.token, RELIABILITY_SERIES, {
      cohortId: first.cohortId,
      bucket: 'DAY',
      from: new Date(today - 2 * DAY_MS).toISOString(),
      to: late.toISOString(),
      minSamples: 2,
    });
    expect(again.text).toBe(response.text);
  });

  it('refuses more than 366 buckets and from after to with a ValidationError', async () => {
    const attempt = await record(freshCapability());
    const now = Date.now();
    for (const variables of [
      { bucket: 'DAY' as const, from: new Date(now - 400 * DAY_MS).toISOString() },
      { bucket: 'WEEK' as const, from: new Date(now - 7 * 400 * DAY_MS).toISOString() },
      { bucket: 'DAY' as const, from: new Date(now - DAY_MS).toISOString(), to: new Date(now - 2 * DAY_MS).toISOString() },
    ]) {
      const response = await ledger.gql(reader.token, RELIABILITY_SERIES, { cohortId: attempt.cohortId, ...variables });
      expectTypename(response.data.reliabilitySeries, 'ValidationError');
    }
    const weekly = await ledger.gql(reader.token, RELIABILITY_SERIES, {
      cohortId: attempt.cohortId,
      bucket: 'WEEK',
      from: new Date(now - 300 * DAY_MS).toISOString(),
    });
    expect(expectTypename(weekly.data.reliabilitySeries, 'ReliabilitySeries').points.length).toBeGreaterThanOrEqual(43);
  });
});
