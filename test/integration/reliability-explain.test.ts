// ReliabilityReport.explain (docs/specification.md §6, "Explaining a report"): per attempt
// the report considered, which numerators and denominators it entered and why not the
// others. Over seeded random histories the window's entries add up to the report's counts
// for every rate; scripted attempts show each reason.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import { RATE_NAMES } from '../../src/domain/reliability.js';
import type { AdjudicationKind, VerificationResult } from '../../src/domain/enums.js';
import { createTestLedger, type GraphQLResponse, type TestLedger } from '../helpers/ledger.js';
import { expectTypename, graphql, type ReliabilityExplainedQuery, type ReliabilityExplainedQueryVariables } from '../helpers/graphql.js';
import { attemptRowOf, randomAttempt, type RandomVerification } from '../helpers/random-history.js';
import {
  insertAdjudication,
  insertAttempt,
  insertCohort,
  insertVerifier,
  insertWithdrawal,
  ledgerNow,
  settledAsOf,
  type AttemptSpec,
} from '../helpers/reliability.js';

const DAY_MS = 86_400_000;
const MODEL = 'acme-coder-2';
const RATES = RATE_NAMES;
type Rate = (typeof RATES)[number];

// Every rate of RATE_NAMES, spelled out: a rate the document leaves out fails the type of `node[name]` below.
graphql(`
  fragment ReliabilityExplainedDecision on RateDecision { numerator denominator reasons }
`);
const EXPLAINED = graphql(`
  query ReliabilityExplained($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $first: Int, $after: String) {
    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: 1) {
      __typename
      ... on ReliabilityReport {
        final sampleSize unresolvedDriftAttemptIds
        criticalFailures { count attempts { attemptLedgerId } }
        firstAttemptSuccessRate { numerator denominator }
        independentlyVerifiedPassRate { numerator denominator }
        unverifiedCompletionRate { numerator denominator }
        repairRetryRate { numerator denominator }
        humanRejectionRate { numerator denominator }
        rollbackRate { numerator denominator }
        policyBlockRate { numerator denominator }
        falseSuccessRate { numerator denominator }
        overrideRate { numerator denominator }
        explain(first: $first, after: $after) {
          totalCount
          pageInfo { hasNextPage hasPreviousPage endCursor }
          edges {
            cursor
            node {
              attemptId attemptLedgerId workerRef attemptNumber finishedAt inWindow critical unresolvedDrift
              firstAttemptSuccessRate { ...ReliabilityExplainedDecision }
              independentlyVerifiedPassRate { ...ReliabilityExplainedDecision }
              unverifiedCompletionRate { ...ReliabilityExplainedDecision }
              repairRetryRate { ...ReliabilityExplainedDecision }
              humanRejectionRate { ...ReliabilityExplainedDecision }
              rollbackRate { ...ReliabilityExplainedDecision }
              policyBlockRate { ...ReliabilityExplainedDecision }
              falseSuccessRate { ...ReliabilityExplainedDecision }
              overrideRate { ...ReliabilityExplainedDecision }
            }
          }
        }
      }
    }
  }
`);
type ExplainedReport = Extract<ReliabilityExplainedQuery['reliability'], { __typename: 'ReliabilityReport' }>;
type ExplainedNode = ExplainedReport['explain']['edges'][number]['node'];

let ledger: TestLedger;
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

/** Every page of a report's explanation, `first` at a time, with the report of the last page. */
async function explainAll(token: string, variables: Omit<ReliabilityExplainedQueryVariables, 'first' | 'after'>, first: number) {
  const nodes: ExplainedNode[] = [];
  let after: string | null = null;
  let report: ExplainedReport | undefined;
  for (let page = 0; page < 100; page++) {
    const response: GraphQLResponse<ReliabilityExplainedQuery> = await ledger.gql(token, EXPLAINED, { ...variables, first, after });
    expect(response.errors, response.text).toBeUndefined();
    const current = expectTypename(response.data.reliability, 'ReliabilityReport');
    report = current;
    expect(current.explain.pageInfo.hasPreviousPage).toBe(after !== null);
    nodes.push(...current.explain.edges.map((edge) => edge.node));
    if (!current.explain.pageInfo.hasNextPage) break;
    after = current.explain.pageInfo.endCursor;
  }
  if (!report) throw new Error('no page read');
  expect(nodes.length).toBe(report.explain.totalCount);
  return { report, nodes };
}

/** The properties every explanation has, whatever the history. */
function expectConsistent(report: ExplainedReport, nodes: ExplainedNode[]) {
  expect(new Set(nodes.map((node) => node.attemptLedgerId)).size).toBe(nodes.length);
  // most recent first
  for (const [i, node] of nodes.entries())
    if (i > 0) expect(Date.parse(nodes[i - 1]!.finishedAt)).toBeGreaterThanOrEqual(Date.parse(node.finishedAt));
  const inWindow = nodes.filter((node) => node.inWindow);
  expect(inWindow.length).toBe(report.sampleSize);
  for (const name of RATES) {
    expect(inWindow.filter((node) => node[name].numerator).length, `${name} numerator`).toBe(report[name].numerator);
    expect(inWindow.filter((node) => node[name].denominator).length, `${name} denominator`).toBe(report[name].denominator);
    for (const node of nodes) {
      const decision = node[name];
      if (decision.numerator) expect(decision.denominator).toBe(true);
      expect(decision.reasons.length === 0, `${name} of ${node.attemptLedgerId}`).toBe(decision.numerator);
      if (!node.inWindow) {
        expect(decision.denominator).toBe(false);
        expect(decision.reasons.length).toBe(1);
        expect(['OUTSIDE_WINDOW', 'FINISHED_AFTER_AS_OF']).toContain(decision.reasons[0]);
      }
    }
  }
  // every critical attempt listed and every drifted one is explained, and only those outside the window
  const ids = new Set(nodes.map((node) => node.attemptLedgerId));
  for (const failure of report.criticalFailures.attempts) expect(ids.has(failure.attemptLedgerId)).toBe(true);
  expect(nodes.filter((node) => node.critical).length).toBe(report.criticalFailures.count);
  expect(nodes.filter((node) => node.unresolvedDrift).length).toBe(report.unresolvedDriftAttemptIds.length);
}

describe('explain over random histories', () => {
  const verification = fc.constantFrom<RandomVerification>(
    ['NONE', 'NOT_RUN', null, null],
    ['SELF_REPORTED', 'PASSED', 'worker-alpha', null],
    ['HUMAN_REVIEW', 'PASSED', 'reviewer-kim', null],
    ['DETERMINISTIC_CHECK', 'PASSED', 'ci-runner', null],
    ['DETERMINISTIC_CHECK', 'FAILED', 'ci-runner', null],
    ['DETERMINISTIC_CHECK', 'PASSED', 'nightly-ci', null],
    ['DETERMINISTIC_CHECK', 'PASSED', 'worker-alpha', null],
    ['DETERMINISTIC_CHECK', 'PASSED', 'old-ci', null],
  );
  const attempt = randomAttempt({
    placement: { task: fc.integer({ min: 0, max: 3 }), days: fc.integer({ min: -1, max: 9 }) },
    outcomes: ['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY'],
    verification,
    adjudication: fc.record({
      kind: fc.constantFrom<AdjudicationKind>(
        'VERIFICATION_RECORDED',
        'VERIFICATION_RECORDED',
        'HUMAN_ACCEPTED',
        'HUMAN_REJECTED',
        'REWORK_REQUESTED',
        'ROLLBACK_RECORDED',
        'OVERRIDE_RECORDED',
        'CRITICAL_FAILURE_RECORDED',
        'DRIFT_DETECTED',
        'DRIFT_RESOLVED',
      ),
      result: fc.constantFrom<VerificationResult>('PASSED', 'FAILED'),
    }),
  });
  const window = fc.oneof(
    fc.integer({ min: 1, max: 8 }).map((lastDays) => ({ lastDays })),
    fc.integer({ min: 1, max: 10 }).map((lastAttempts) => ({ lastAttempts })),
  );

  it("adds up, for every rate, to the report's numerators and denominators (seeded, 40 histories)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(attempt, { minLength: 1, maxLength: 14 }),
        window,
        fc.integer({ min: 1, max: 9 }),
        async (specs, chosenWindow, pageSize) => {
          const projectId = randomUUID();
          const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
          await insertVerifier(ledger.owner, { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null });
          await insertVerifier(ledger.owner, { projectId, verifierRef: 'old-ci', kind: 'DETERMINISTIC_CHECK', model: null });
          const cohortId = await insertCohort(ledger.owner, { projectId, capabilityKey: 'explain.random', model: MODEL });
          const anchor = (await ledgerNow(ledger)).getTime();
          for (const [index, spec] of specs.entries()) {
            const id = randomUUID();
            const row = attemptRowOf(spec, {
              id,
              index,
              cohortId,
              projectId,
              capabilityKey: 'explain.random',
              finishedAt: anchor - spec.days * DAY_MS - index,
            });
            await insertAttempt(ledger.owner, row);
            for (const [position, adjudication] of spec.adjudications.entries()) {
              const verifying = adjudication.kind === 'VERIFICATION_RECORDED';
              await insertAdjudication(ledger.owner, {
                attemptId: id,
                kind: adjudication.kind,
                verificationMode: verifying ? 'DETERMINISTIC_CHECK' : null,
                verificationResult: verifying ? adjudication.result : null,
                verifierRef: verifying ? (position % 2 ? 'old-ci' : 'ci-runner') : null,
                verifierModel: null,
                actorRef: verifying ? (position % 2 ? 'old-ci' : 'ci-runner') : 'adjudicator-1',
                contentDigest: digestOf({ adjudication: `${id}/${position}` }),
              });
            }
          }
          // old-ci's trust is withdrawn for every verdict
          await insertWithdrawal(ledger.owner, { projectId, verifierRef: 'old-ci', verdictsFrom: null, verdictsUntil: null });
          const asOf = await settledAsOf(ledger);
          const { report, nodes } = await explainAll(reader.token, { cohortId, window: chosenWindow, asOf: asOf.toISOString() }, pageSize);
          expect(report.final).toBe(true);
          expectConsistent(report, nodes);
        },
      ),
      { seed: 20261201, numRuns: 40, endOnFailure: true },
    );
  }, 300_000);
});

describe('explain, scripted: one attempt per reason', () => {
  const projectId = randomUUID();
  let cohortId = '';
  let asOf = '';
  let nodes: ExplainedNode[] = [];
  let report: ExplainedReport;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await insertVerifier(ledger.owner, { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null });
    await insertVerifier(ledger.owner, { projectId, verifierRef: 'old-ci', kind: 'DETERMINISTIC_CHECK', model: null });
    cohortId = await insertCohort(ledger.owner, { projectId, capabilityKey: 'explain.scripted', model: MODEL });
    const anchor = (await ledgerNow(ledger)).getTime();
    let n = 0;
    const write = async (
      name: string,
      fields: Partial<AttemptSpec>,
      adjudications: { kind: AdjudicationKind; verification?: [VerificationResult, string] }[] = [],
    ) => {
      const id = randomUUID();
      ids[name] = id;
      n += 1;
      await insertAttempt(ledger.owner, {
        id,
        cohortId,
        projectId,
        capabilityKey: 'explain.scripted',
        outcomeId: `outcome-${name}`,
        taskRef: `task-${name}`,
        attemptNumber: 1,
        outcomeCode: 'SUCCEEDED',
        stopReasonCode: 'COMPLETED',
        workerRef: 'worker-alpha',
        recordedBy: 'harness-1',
        verificationMode: 'DETERMINISTIC_CHECK',
        verificationResult: 'PASSED',
        verifierRef: 'ci-runner',
        verifierModel: null,
        humanOverride: false,
        humanRejected: false,
        rolledBack: false,
        severity: 'NORMAL',
        finishedAt: anchor - DAY_MS - n * 1000,
        contentDigest: digestOf({ attempt: id }),
        ...fields,
      });
      for (const [position, adjudication] of adjudications.entries())
        await insertAdjudication(ledger.owner, {
          attemptId: id,
          kind: adjudication.kind,
          verificationMode: adjudication.verification ? 'DETERMINISTIC_CHECK' : null,
          verificationResult: adjudication.verification?.[0] ?? null,
          verifierRef: adjudication.verification?.[1] ?? null,
          verifierModel: null,
          actorRef: adjudication.verification?.[1] ?? 'reviewer-kim',
          contentDigest: digestOf({ adjudication: `${id}/${position}` }),
        });
    };
    await write('pass', {});
    await write('retryFailed', {
      attemptNumber: 2,
      outcomeCode: 'FAILED',
      verificationMode: 'NONE',
      verificationResult: 'NOT_RUN',
      verifierRef: null,
    });
    await write('selfReported', { verificationMode: 'SELF_REPORTED', verifierRef: 'worker-alpha' });
    await write('humanReview', { verificationMode: 'HUMAN_REVIEW', verifierRef: 'reviewer-kim' });
    await write('unregistered', { verifierRef: 'nightly-ci' });
    await write('withdrawn', { verifierRef: 'old-ci' });
    await write('notIndependent', { verifierRef: 'worker-alpha' });
    await write('failed', { verificationResult: 'FAILED' });
    await write('rejected', {}, [{ kind: 'HUMAN_REJECTED' }]);
    await write('rolledBack', { rolledBack: true });
    await write('rework', {}, [{ kind: 'REWORK_REQUESTED' }]);
    await write('rejectionSuperseded', { humanRejected: true }, [{ kind: 'HUMAN_ACCEPTED' }]);
    await write('failureSuperseded', { verificationResult: 'FAILED' }, [
      { kind: 'VERIFICATION_RECORDED', verification: ['PASSED', 'ci-runner'] },
    ]);
    await write('blocked', {
      outcomeCode: 'BLOCKED_BY_POLICY',
      stopReasonCode: 'POLICY_BLOCKED',
      verificationMode: 'NONE',
      verificationResult: 'NOT_RUN',
      verifierRef: null,
    });
    await write('overridden', { humanOverride: true });
    await write('oldCritical', { severity: 'CRITICAL', finishedAt: anchor - 40 * DAY_MS });
    await write('finishesLater', { finishedAt: anchor + DAY_MS }, [{ kind: 'DRIFT_DETECTED' }]);
    await write('notInWindowNorListed', { finishedAt: anchor - 50 * DAY_MS });
    await insertWithdrawal(ledger.owner, { projectId, verifierRef: 'old-ci', verdictsFrom: null, verdictsUntil: null });
    asOf = (await settledAsOf(ledger)).toISOString();
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    ({ report, nodes } = await explainAll(reader.token, { cohortId, asOf }, 5));
  });

  const node = (name: string) => nodes.find((candidate) => candidate.attemptLedgerId === ids[name]);
  const decision = (name: string, rate: Rate) => {
    const explained = node(name);
    if (!explained) throw new Error(`${name} is not explained`);
    return explained[rate];
  };
  const reasons = (name: string, rate: Rate) => decision(name, rate).reasons;

  it('adds up to the report, and lists the window, the critical attempts and the drifted ones only', () => {
    expectConsistent(report, nodes);
    expect(report.sampleSize).toBe(15);
    expect(nodes.length).toBe(17);
    expect(node('notInWindowNorListed')).toBeUndefined();
  });

  it('names why an attempt is not a verified pass', () => {
    expect(decision('pass', 'independentlyVerifiedPassRate')).toEqual({ numerator: true, denominator: true, reasons: [] });
    expect(reasons('retryFailed', 'independentlyVerifiedPassRate')).toEqual(['NOT_CLAIMED_SUCCESS', 'NOT_VERIFIED']);
    expect(reasons('selfReported', 'independentlyVerifiedPassRate')).toEqual(['SELF_REPORTED']);
    expect(reasons('humanReview', 'independentlyVerifiedPassRate')).toEqual(['HUMAN_REVIEW']);
    expect(reasons('unregistered', 'independentlyVerifiedPassRate')).toEqual(['VERIFIER_NOT_REGISTERED']);
    expect(reasons('withdrawn', 'independentlyVerifiedPassRate')).toEqual(['VERIFIER_WITHDRAWN']);
    expect(reasons('notIndependent', 'independentlyVerifiedPassRate')).toEqual(['NOT_INDEPENDENT']);
    expect(reasons('failed', 'independentlyVerifiedPassRate')).toEqual(['VERDICT_FAILED']);
    expect(reasons('rejected', 'independentlyVerifiedPassRate')).toEqual(['HUMAN_REJECTED']);
    expect(reasons('rolledBack', 'independentlyVerifiedPassRate')).toEqual(['ROLLED_BACK']);
    expect(reasons('rework', 'independentlyVerifiedPassRate')).toEqual(['REWORK_PENDING']);
    expect(decision('rejectionSuperseded', 'independentlyVerifiedPassRate').numerator).toBe(true);
    expect(decision('failureSuperseded', 'independentlyVerifiedPassRate').numerator).toBe(true);
    // the first-attempt rate decides the same way, among first attempts only
    expect(reasons('unregistered', 'firstAttemptSuccessRate')).toEqual(['VERIFIER_NOT_REGISTERED']);
    expect(decision('retryFailed', 'firstAttemptSuccessRate')).toEqual({
      numerator: false,
      denominator: false,
      reasons: ['NOT_FIRST_ATTEMPT'],
    });
  });

  it('names why an attempt is outside a denominator', () => {
    expect(decision('pass', 'humanRejectionRate')).toEqual({ numerator: false, denominator: false, reasons: ['NOT_REVIEWED'] });
    expect(decision('retryFailed', 'falseSuccessRate')).toEqual({ numerator: false, denominator: false, reasons: ['NOT_CLAIMED_SUCCESS'] });
    for (const rate of RATES) {
      expect(decision('oldCritical', rate)).toEqual({ numerator: false, denominator: false, reasons: ['OUTSIDE_WINDOW'] });
      expect(decision('finishesLater', rate)).toEqual({ numerator: false, denominator: false, reasons: ['FINISHED_AFTER_AS_OF'] });
    }
    expect(node('oldCritical')).toMatchObject({ inWindow: false, critical: true, unresolvedDrift: false });
    expect(node('finishesLater')).toMatchObject({ inWindow: false, critical: false, unresolvedDrift: true });
  });

  it('names why an attempt in a denominator is not in the numerator, for the other rates', () => {
    expect(reasons('pass', 'unverifiedCompletionRate')).toEqual(['INDEPENDENTLY_VERIFIED']);
    expect(decision('unregistered', 'unverifiedCompletionRate').numerator).toBe(true);
    expect(reasons('retryFailed', 'unverifiedCompletionRate')).toEqual(['NOT_CLAIMED_SUCCESS']);
    expect(reasons('pass', 'repairRetryRate')).toEqual(['NOT_A_RETRY']);
    expect(decision('rework', 'repairRetryRate').numerator).toBe(true);
    expect(decision('retryFailed', 'repairRetryRate').numerator).toBe(true);
    expect(decision('rejected', 'humanRejectionRate')).toEqual({ numerator: true, denominator: true, reasons: [] });
    expect(reasons('rework', 'humanRejectionRate')).toEqual(['NOT_REJECTED']);
    expect(reasons('rejectionSuperseded', 'humanRejectionRate')).toEqual(['SUPERSEDED_BY_ADJUDICATION']);
    expect(reasons('pass', 'rollbackRate')).toEqual(['NOT_ROLLED_BACK']);
    expect(decision('rolledBack', 'rollbackRate').numerator).toBe(true);
    expect(reasons('pass', 'policyBlockRate')).toEqual(['NOT_BLOCKED_BY_POLICY']);
    expect(decision('blocked', 'policyBlockRate').numerator).toBe(true);
    expect(reasons('pass', 'falseSuccessRate')).toEqual(['NOT_CONTRADICTED']);
    expect(decision('failed', 'falseSuccessRate').numerator).toBe(true);
    expect(reasons('failureSuperseded', 'falseSuccessRate')).toEqual(['SUPERSEDED_BY_ADJUDICATION']);
    expect(reasons('rejectionSuperseded', 'falseSuccessRate')).toEqual(['SUPERSEDED_BY_ADJUDICATION']);
    expect(reasons('pass', 'overrideRate')).toEqual(['NOT_OVERRIDDEN']);
    expect(decision('overridden', 'overrideRate').numerator).toBe(true);
  });

  it('pages forward by cursor, and refuses a bad page size or a cursor of another list', async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const first = await ledger.gql(reader.token, EXPLAINED, { cohortId, asOf, first: 3 });
    const page = expectTypename(first.data.reliability, 'ReliabilityReport').explain;
    expect(page.edges.map((edge) => edge.node.attemptLedgerId)).toEqual(nodes.slice(0, 3).map((entry) => entry.attemptLedgerId));
    const second = await ledger.gql(reader.token, EXPLAINED, { cohortId, asOf, first: 3, after: page.pageInfo.endCursor });
    expect(expectTypename(second.data.reliability, 'ReliabilityReport').explain.edges.map((edge) => edge.node.attemptLedgerId)).toEqual(
      nodes.slice(3, 6).map((entry) => entry.attemptLedgerId),
    );
    for (const size of [0, 101]) {
      const refused = await ledger.gql(reader.token, EXPLAINED, { cohortId, asOf, first: size });
      expect(refused.errors?.[0]?.extensions?.code, refused.text).toBe('BAD_USER_INPUT');
    }
    for (const cursor of [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['reliability-overview', 'a.b', randomUUID()])).toString('base64url'),
    ]) {
      const refused = await ledger.gql(reader.token, EXPLAINED, { cohortId, asOf, after: cursor });
      expect(refused.errors?.[0]?.extensions?.code, refused.text).toBe('BAD_USER_INPUT');
      expect(refused.data ?? null).toBeNull();
    }
  });

  it("explains a worker's report with that worker's attempts only", async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    await insertAttempt(ledger.owner, {
      id: randomUUID(),
      cohortId,
      projectId,
      capabilityKey: 'explain.scripted',
      outcomeId: 'outcome-other-worker',
      taskRef: 'task-other',
      attemptNumber: 1,
      outcomeCode: 'SUCCEEDED',
      stopReasonCode: 'COMPLETED',
      workerRef: 'worker-beta',
      recordedBy: 'harness-1',
      verificationMode: 'DETERMINISTIC_CHECK',
      verificationResult: 'PASSED',
      verifierRef: 'ci-runner',
      verifierModel: null,
      humanOverride: false,
      humanRejected: false,
      rolledBack: false,
      severity: 'NORMAL',
      finishedAt: Date.parse(asOf) - DAY_MS,
      contentDigest: digestOf({ attempt: 'other-worker' }),
    });
    const later = (await settledAsOf(ledger)).toISOString();
    const WORKER_EXPLAINED = graphql(`
      query ReliabilityExplainedWorker($projectId: String!, $workerRef: String!, $asOf: DateTime) {
        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {
          __typename
          ... on WorkerEvidenceConnection {
            edges { node { report { sampleSize explain(first: 100) { totalCount edges { node { workerRef inWindow } } } } } }
          }
          ... on ValidationError { message }
        }
      }
    `);
    for (const worker of ['worker-alpha', 'worker-beta']) {
      const response = await ledger.gql(reader.token, WORKER_EXPLAINED, { projectId, workerRef: worker, asOf: later });
      expect(response.errors, response.text).toBeUndefined();
      const workerReport = expectTypename(response.data.workerEvidence, 'WorkerEvidenceConnection').edges[0]?.node.report;
      expect(workerReport?.explain.edges.length).toBeGreaterThan(0);
      expect(new Set(workerReport?.explain.edges.map((edge) => edge.node.workerRef))).toEqual(new Set([worker]));
      expect(workerReport?.explain.edges.filter((edge) => edge.node.inWindow).length).toBe(workerReport?.sampleSize);
    }
  });
});
