// workerEvidence (docs/specification.md §6, "Worker evidence"): per cohort a worker's
// attempts fall in, the report restricted to that worker's attempts. A scripted history of
// two workers in three cohorts, written row by row; every expected number is recomputed
// here from the rows the test wrote, by the definitions of the specification's tables,
// never by calling the fold.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import { RATE_NAMES } from '../../src/domain/reliability.js';
import type { OutcomeCode, VerificationMode, VerificationResult } from '../../src/domain/enums.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { expectTypename, graphql, type ReliabilityReportFieldsFragment, type WorkerEvidenceQueryVariables } from '../helpers/graphql.js';
import {
  RELIABILITY,
  RELIABILITY_OVERVIEW,
  WORKER_EVIDENCE,
  insertAdjudication,
  insertAttempt,
  insertCohort,
  insertVerifier,
  ledgerNow,
  settledAsOf,
} from '../helpers/reliability.js';

const DAY_MS = 86_400_000;
const MODEL = 'acme-coder-2';
const RATES = RATE_NAMES;

type CohortName = 'x' | 'y' | 'z';
interface Row {
  id: string;
  worker: string;
  cohort: CohortName;
  task: string;
  attemptNumber: number;
  outcome: OutcomeCode;
  verification: [VerificationMode, VerificationResult, string | null];
  humanRejected?: boolean;
  rolledBack?: boolean;
  humanOverride?: boolean;
  daysAgo: number;
  adjudications?: ('HUMAN_ACCEPTED' | 'HUMAN_REJECTED' | 'ROLLBACK_RECORDED')[];
  batch: 0 | 1;
}

const CI: Row['verification'] = ['DETERMINISTIC_CHECK', 'PASSED', 'ci-runner'];
const CI_FAILED: Row['verification'] = ['DETERMINISTIC_CHECK', 'FAILED', 'ci-runner'];
const UNREGISTERED: Row['verification'] = ['DETERMINISTIC_CHECK', 'PASSED', 'nightly-ci'];
const SELF: Row['verification'] = ['SELF_REPORTED', 'PASSED', 'worker-a'];
const NONE: Row['verification'] = ['NONE', 'NOT_RUN', null];

const row = (spec: Omit<Row, 'id'>): Row => ({ id: randomUUID(), ...spec });
const ROWS: Row[] = [
  row({ worker: 'worker-a', cohort: 'x', task: 't1', attemptNumber: 1, outcome: 'SUCCEEDED', verification: CI, daysAgo: 1, batch: 0 }),
  row({
    worker: 'worker-a',
    cohort: 'x',
    task: 't2',
    attemptNumber: 1,
    outcome: 'SUCCEEDED',
    verification: CI_FAILED,
    daysAgo: 2,
    batch: 0,
  }),
  row({ worker: 'worker-a', cohort: 'x', task: 't2', attemptNumber: 2, outcome: 'FAILED', verification: NONE, daysAgo: 1.5, batch: 0 }),
  row({
    worker: 'worker-a',
    cohort: 'x',
    task: 't3',
    attemptNumber: 1,
    outcome: 'SUCCEEDED',
    verification: UNREGISTERED,
    daysAgo: 3,
    batch: 0,
  }),
  row({
    worker: 'worker-a',
    cohort: 'x',
    task: 't4',
    attemptNumber: 1,
    outcome: 'SUCCEEDED',
    verification: CI,
    daysAgo: 4,
    adjudications: ['HUMAN_REJECTED'],
    batch: 0,
  }),
  row({
    worker: 'worker-a',
    cohort: 'x',
    task: 't5',
    attemptNumber: 1,
    outcome: 'SUCCEEDED',
    verification: CI,
    humanRejected: true,
    daysAgo: 5,
    adjudications: ['HUMAN_ACCEPTED'],
    batch: 1,
  }),
  row({ worker: 'worker-a', cohort: 'x', task: 't6', attemptNumber: 1, outcome: 'SUCCEEDED', verification: CI, daysAgo: 40, batch: 0 }),
  row({ worker: 'worker-b', cohort: 'x', task: 't1', attemptNumber: 1, outcome: 'SUCCEEDED', verification: CI, daysAgo: 0.5, batch: 0 }),
  row({
    worker: 'worker-b',
    cohort: 'x',
    task: 't7',
    attemptNumber: 1,
    outcome: 'SUCCEEDED',
    verification: CI,
    rolledBack: true,
    daysAgo: 2.5,
    batch: 0,
  }),
  row({
    worker: 'worker-b',
    cohort: 'x',
    task: 't8',
    attemptNumber: 1,
    outcome: 'BLOCKED_BY_POLICY',
    verification: NONE,
    daysAgo: 6,
    batch: 1,
  }),
  row({
    worker: 'worker-b',
    cohort: 'x',
    task: 't9',
    attemptNumber: 3,
    outcome: 'SUCCEEDED',
    verification: CI,
    daysAgo: 7,
    adjudications: ['ROLLBACK_RECORDED'],
    batch: 1,
  }),
  row({
    worker: 'worker-a',
    cohort: 'y',
    task: 'u1',
    attemptNumber: 1,
    outcome: 'SUCCEEDED',
    verification: CI,
    humanOverride: true,
    daysAgo: 1,
    batch: 0,
  }),
  row({ worker: 'worker-a', cohort: 'y', task: 'u2', attemptNumber: 1, outcome: 'SUCCEEDED', verification: SELF, daysAgo: 2, batch: 1 }),
  row({ worker: 'worker-b', cohort: 'y', task: 'u1', attemptNumber: 2, outcome: 'SUCCEEDED', verification: CI, daysAgo: 1, batch: 0 }),
  row({ worker: 'worker-b', cohort: 'z', task: 'v1', attemptNumber: 1, outcome: 'FAILED', verification: CI_FAILED, daysAgo: 1, batch: 1 }),
];

// ---------------------------------------------------------------------------
// The specification's definitions, written out for these rows (§6 "What one attempt
// means" and "Rates"; ci-runner is registered, nightly-ci is not).
// ---------------------------------------------------------------------------

function factsOf(r: Row) {
  const [mode, result, verifier] = r.verification;
  const verdict = mode === 'DETERMINISTIC_CHECK' && verifier === 'ci-runner' && result !== 'NOT_RUN' ? result : null;
  let decision: 'ACCEPTED' | 'REJECTED' | null = r.humanRejected ? 'REJECTED' : null;
  let rolledBack = r.rolledBack ?? false;
  for (const kind of r.adjudications ?? []) {
    if (kind === 'HUMAN_ACCEPTED') decision = 'ACCEPTED';
    if (kind === 'HUMAN_REJECTED') decision = 'REJECTED';
    if (kind === 'ROLLBACK_RECORDED') rolledBack = true;
  }
  const claimed = r.outcome === 'SUCCEEDED';
  const rejected = decision === 'REJECTED';
  return {
    claimed,
    verdict,
    reviewed: decision !== null,
    rejected,
    rolledBack,
    verifiedPass: claimed && verdict === 'PASSED' && !rejected && !rolledBack,
    falseSuccess: claimed && (verdict === 'FAILED' || rejected || rolledBack),
  };
}

const RATE_RULES: Record<(typeof RATES)[number], { num: (r: Row) => boolean; den: (r: Row) => boolean }> = {
  firstAttemptSuccessRate: { num: (r) => r.attemptNumber === 1 && factsOf(r).verifiedPass, den: (r) => r.attemptNumber === 1 },
  independentlyVerifiedPassRate: { num: (r) => factsOf(r).verifiedPass, den: () => true },
  unverifiedCompletionRate: { num: (r) => factsOf(r).claimed && factsOf(r).verdict === null, den: () => true },
  repairRetryRate: { num: (r) => r.attemptNumber > 1, den: () => true },
  humanRejectionRate: { num: (r) => factsOf(r).rejected, den: (r) => factsOf(r).reviewed },
  rollbackRate: { num: (r) => factsOf(r).rolledBack, den: () => true },
  policyBlockRate: { num: (r) => r.outcome === 'BLOCKED_BY_POLICY', den: () => true },
  falseSuccessRate: { num: (r) => factsOf(r).falseSuccess, den: (r) => factsOf(r).claimed },
  overrideRate: { num: (r) => r.humanOverride ?? false, den: () => true },
};

/** Wilson score interval at 95%, written from its formula. */
function wilson(successes: number, trials: number): { value: number | null; lower: number | null; upper: number | null } {
  if (trials === 0) return { value: null, lower: null, upper: null };
  const z = 1.959963984540054;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return {
    value: p,
    lower: successes === 0 ? 0 : Math.max(0, centre - half),
    upper: successes === trials ? 1 : Math.min(1, centre + half),
  };
}

let ledger: TestLedger;
let reader: TestToken;
const projectId = randomUUID();
const prefix = `we${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const capabilityOf: Record<CohortName, string> = { x: `${prefix}.x`, y: `${prefix}.y`, z: `${prefix}.z` };
const cohortIds = {} as Record<CohortName, string>;
let anchor = 0;
/** Settled instants after batch 0 and after batch 1. */
const settled: Date[] = [];

beforeAll(async () => {
  ledger = await createTestLedger();
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  await insertVerifier(ledger.owner, { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null });
  for (const name of ['x', 'y', 'z'] as const)
    cohortIds[name] = await insertCohort(ledger.owner, { projectId, capabilityKey: capabilityOf[name], model: MODEL });
  anchor = (await ledgerNow(ledger)).getTime();
  for (const batch of [0, 1] as const) {
    for (const r of ROWS.filter((candidate) => candidate.batch === batch)) {
      await insertAttempt(ledger.owner, {
        id: r.id,
        cohortId: cohortIds[r.cohort],
        projectId,
        capabilityKey: capabilityOf[r.cohort],
        outcomeId: `outcome-${r.id}`,
        taskRef: r.task,
        attemptNumber: r.attemptNumber,
        outcomeCode: r.outcome,
        stopReasonCode: r.outcome === 'BLOCKED_BY_POLICY' ? 'POLICY_BLOCKED' : 'COMPLETED',
        workerRef: r.worker,
        recordedBy: 'harness-1',
        verificationMode: r.verification[0],
        verificationResult: r.verification[1],
        verifierRef: r.verification[2],
        verifierModel: null,
        humanOverride: r.humanOverride ?? false,
        humanRejected: r.humanRejected ?? false,
        rolledBack: r.rolledBack ?? false,
        severity: 'NORMAL',
        finishedAt: Math.round(anchor - r.daysAgo * DAY_MS),
        contentDigest: digestOf({ attempt: r.id }),
      });
      for (const [position, kind] of (r.adjudications ?? []).entries())
        await insertAdjudication(ledger.owner, {
          attemptId: r.id,
          kind,
          verificationMode: null,
          verificationResult: null,
          verifierRef: null,
          verifierModel: null,
          actorRef: 'reviewer-kim',
          contentDigest: digestOf({ adjudication: r.id, position }),
        });
    }
    settled.push(await settledAsOf(ledger));
  }
});
afterAll(() => ledger?.close());

async function workerEvidence(token: string, variables: Omit<WorkerEvidenceQueryVariables, 'projectId'>) {
  const response = await ledger.gql(token, WORKER_EVIDENCE, { projectId, minSamples: 1, ...variables });
  expect(response.errors, response.text).toBeUndefined();
  return expectTypename(response.data.workerEvidence, 'WorkerEvidenceConnection');
}

/** The rows a window selects for `worker` in `cohort` as of batch `throughBatch`, most recent first. */
function selected(
  worker: string,
  cohort: CohortName,
  throughBatch: number,
  window: { lastDays?: number; lastAttempts?: number } = { lastDays: 30 },
) {
  const candidates = ROWS.filter((r) => r.worker === worker && r.cohort === cohort && r.batch <= throughBatch).sort(
    (a, b) => a.daysAgo - b.daysAgo,
  );
  return window.lastAttempts !== undefined
    ? candidates.slice(0, window.lastAttempts)
    : candidates.filter((r) => r.daysAgo < window.lastDays!);
}

function expectReportOf(report: ReliabilityReportFieldsFragment, rows: Row[]) {
  expect(report.sampleSize).toBe(rows.length);
  expect(report.state).toBe('OK');
  for (const name of RATES) {
    const numerator = rows.filter((r) => RATE_RULES[name].den(r) && RATE_RULES[name].num(r)).length;
    const denominator = rows.filter((r) => RATE_RULES[name].den(r)).length;
    const expected = wilson(numerator, denominator);
    const rate = report[name];
    expect({ name, numerator: rate.numerator, denominator: rate.denominator }).toEqual({ name, numerator, denominator });
    for (const field of ['value', 'lower', 'upper'] as const) {
      if (expected[field] === null) expect(rate[field], `${name}.${field}`).toBeNull();
      else expect(rate[field], `${name}.${field}`).toBeCloseTo(expected[field]!, 12);
    }
  }
}

describe('workerEvidence', () => {
  it('gives, per cohort of the worker, the rates of its own attempts recomputed from the rows written', async () => {
    for (const worker of ['worker-a', 'worker-b']) {
      const answer = await workerEvidence(reader.token, { workerRef: worker, asOf: settled[1]!.toISOString() });
      expect(answer.__typename).toBe('WorkerEvidenceConnection');
      const expectedCohorts = (['x', 'y', 'z'] as const).filter((name) => selected(worker, name, 1).length > 0);
      expect(answer.edges.map((edge) => edge.node.cohort.capabilityKey)).toEqual(expectedCohorts.map((name) => capabilityOf[name]));
      for (const edge of answer.edges) {
        const name = (Object.keys(capabilityOf) as CohortName[]).find(
          (candidate) => capabilityOf[candidate] === edge.node.cohort.capabilityKey,
        )!;
        expect(edge.node.workerRef).toBe(worker);
        expect(edge.node.report.cohortId).toBeTruthy();
        expectReportOf(edge.node.report, selected(worker, name, 1));
      }
    }
  });

  it('carries the fingerprints and versions of each cohort as stored', async () => {
    const answer = await workerEvidence(reader.token, { workerRef: 'worker-a', asOf: settled[1]!.toISOString() });
    const { rows } = await ledger.owner.query(
      `SELECT id AS "ledgerId", capability_key AS "capabilityKey", scope_fingerprint AS "scopeFingerprint", runtime_fingerprint AS "runtimeFingerprint",
              policy_fingerprint AS "policyFingerprint", provider, model, runtime_version AS "runtimeVersion", harness_version AS "harnessVersion",
              policy_version AS "policyVersion"
         FROM cohort WHERE id = ANY ($1::uuid[]) ORDER BY capability_key`,
      [[cohortIds.x, cohortIds.y]],
    );
    expect(answer.edges.map((edge) => edge.node.cohort)).toEqual(rows);
  });

  it("never counts another worker's attempts: the two workers' counts add up to the cohort's report", async () => {
    const asOf = settled[1]!.toISOString();
    const [a, b] = [
      await workerEvidence(reader.token, { workerRef: 'worker-a', asOf }),
      await workerEvidence(reader.token, { workerRef: 'worker-b', asOf }),
    ];
    const cohortReport = expectTypename(
      (await ledger.gql(reader.token, RELIABILITY, { cohortId: cohortIds.x, asOf, minSamples: 1 })).data.reliability,
      'ReliabilityReport',
    );
    const ofX = (answer: Awaited<ReturnType<typeof workerEvidence>>) =>
      answer.edges.find((edge) => edge.node.cohort.ledgerId === cohortIds.x)!.node.report;
    expect(ofX(a).sampleSize + ofX(b).sampleSize).toBe(cohortReport.sampleSize);
    for (const name of RATES) {
      expect(ofX(a)[name].numerator + ofX(b)[name].numerator, name).toBe(cohortReport[name].numerator);
      expect(ofX(a)[name].denominator + ofX(b)[name].denominator, name).toBe(cohortReport[name].denominator);
    }
    // worker-b's only cohort of its own is not worker-a's; a worker with no attempts has no cohorts
    expect(a.edges.map((edge) => edge.node.cohort.ledgerId)).not.toContain(cohortIds.z);
    expect((await workerEvidence(reader.token, { workerRef: 'worker-c', asOf })).edges).toEqual([]);
  });

  it('filters by capability', async () => {
    const answer = await workerEvidence(reader.token, {
      workerRef: 'worker-a',
      capabilityKey: capabilityOf.y,
      asOf: settled[1]!.toISOString(),
    });
    expect(answer.edges.map((edge) => edge.node.cohort.ledgerId)).toEqual([cohortIds.y]);
    expectReportOf(answer.edges[0]!.node.report, selected('worker-a', 'y', 1));
    expect((await workerEvidence(reader.token, { workerRef: 'worker-a', capabilityKey: capabilityOf.z })).edges).toEqual([]);
  });

  it("applies the window and asOf to the worker's attempts, final under the report's rules", async () => {
    // as of batch 0: the rows of batch 1 do not exist
    const early = await workerEvidence(reader.token, { workerRef: 'worker-a', asOf: settled[0]!.toISOString() });
    expect(early.final).toBe(true);
    expect(early.asOf).toBe(settled[0]!.toISOString());
    expect(early.settledThrough).toBe(settled[0]!.toISOString());
    expectReportOf(early.edges[0]!.node.report, selected('worker-a', 'x', 0));
    expectReportOf(early.edges[1]!.node.report, selected('worker-a', 'y', 0));
    // a longer window reaches the attempt of 40 days ago; lastAttempts counts the worker's own most recent
    const long = await workerEvidence(reader.token, {
      workerRef: 'worker-a',
      capabilityKey: capabilityOf.x,
      window: { lastDays: 60 },
      asOf: settled[1]!.toISOString(),
    });
    expectReportOf(long.edges[0]!.node.report, selected('worker-a', 'x', 1, { lastDays: 60 }));
    expect(long.edges[0]!.node.report.sampleSize).toBe(selected('worker-a', 'x', 1).length + 1);
    const last = await workerEvidence(reader.token, {
      workerRef: 'worker-a',
      capabilityKey: capabilityOf.x,
      window: { lastAttempts: 2 },
      asOf: settled[1]!.toISOString(),
    });
    expectReportOf(last.edges[0]!.node.report, selected('worker-a', 'x', 1, { lastAttempts: 2 }));
    // without asOf: the settled horizon, final; asked again as of it, byte-identical
    const settledDefault = await workerEvidence(reader.token, { workerRef: 'worker-a' });
    expect(settledDefault.final).toBe(true);
    const again = await workerEvidence(reader.token, { workerRef: 'worker-a', asOf: settledDefault.asOf });
    expect(again).toEqual(settledDefault);
    // an asOf past the ledger's clock is refused, as every report refuses it
    const future = await ledger.gql(reader.token, WORKER_EVIDENCE, {
      projectId,
      workerRef: 'worker-a',
      asOf: new Date(Date.now() + DAY_MS).toISOString(),
    });
    expect(expectTypename(future.data.workerEvidence, 'ValidationError').issues.map((issue) => issue.path)).toEqual(['asOf']);
  });

  it('pages the cohorts forward, and refuses a cursor of another list', async () => {
    const asOf = settled[1]!.toISOString();
    const first = await workerEvidence(reader.token, { workerRef: 'worker-b', asOf, first: 2 });
    expect(first.edges.map((edge) => edge.node.cohort.ledgerId)).toEqual([cohortIds.x, cohortIds.y]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await workerEvidence(reader.token, { workerRef: 'worker-b', asOf, first: 2, after: first.pageInfo.endCursor });
    expect(second.edges.map((edge) => edge.node.cohort.ledgerId)).toEqual([cohortIds.z]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const overview = expectTypename(
      (await ledger.gql(reader.token, RELIABILITY_OVERVIEW, { projectId, first: 1 })).data.reliabilityOverview,
      'ReliabilityOverviewConnection',
    );
    const foreign = await ledger.gql(reader.token, WORKER_EVIDENCE, {
      projectId,
      workerRef: 'worker-b',
      after: overview.pageInfo.endCursor,
    });
    expect(expectTypename(foreign.data.workerEvidence, 'ValidationError').issues.map((issue) => issue.path)).toEqual(['after']);
  });

  it('answers another project, or a token without the reader role, with an empty page, as the overview does', async () => {
    const outsider = await ledger.token({ roles: ['reader'], projects: [randomUUID()] });
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    for (const token of [outsider.token, recorder.token]) {
      const answer = await workerEvidence(token, { workerRef: 'worker-a' });
      expect(answer.__typename).toBe('WorkerEvidenceConnection');
      expect(answer.edges).toEqual([]);
      expect(answer.pageInfo.hasNextPage).toBe(false);
      const overview = expectTypename(
        (await ledger.gql(token, RELIABILITY_OVERVIEW, { projectId })).data.reliabilityOverview,
        'ReliabilityOverviewConnection',
      );
      expect(overview.edges).toEqual([]);
    }
  });

  it('refuses a workerRef outside the reference grammar, a bad window and an oversized page with a ValidationError', async () => {
    const cases: [Omit<WorkerEvidenceQueryVariables, 'projectId'> & { projectId?: string }, string][] = [
      [{ workerRef: 'bad worker!' }, 'workerRef'],
      [{ workerRef: '' }, 'workerRef'],
      [{ workerRef: 'worker-a', window: { lastDays: 0 } }, 'window'],
      [{ workerRef: 'worker-a', window: { lastDays: 3, lastAttempts: 3 } }, 'window'],
      [{ workerRef: 'worker-a', first: 101 }, 'first'],
      [{ workerRef: 'worker-a', projectId: 'not-a-project' }, 'projectId'],
    ];
    for (const [variables, path] of cases) {
      const response = await ledger.gql(reader.token, WORKER_EVIDENCE, { projectId, ...variables });
      const refused = expectTypename(response.data.workerEvidence, 'ValidationError');
      expect(
        refused.issues.map((issue) => issue.path.split('.')[0]),
        JSON.stringify(variables),
      ).toContain(path);
    }
  });
});

describe('the worked examples of docs/specification.md §6 ("Worker evidence", "Explaining a report")', () => {
  it('gives the numbers and reasons the examples state', async () => {
    const example = randomUUID();
    const token = await ledger.token({ roles: ['reader'], projects: [example] });
    await insertVerifier(ledger.owner, { projectId: example, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null });
    const cohort = await insertCohort(ledger.owner, { projectId: example, capabilityKey: 'code.edit.typescript', model: MODEL });
    const now = (await ledgerNow(ledger)).getTime();
    const ids: Record<string, string> = {};
    const attempts: [string, string, number, OutcomeCode, Row['verification'], boolean][] = [
      ['a1', 'worker-a', 1, 'SUCCEEDED', CI, false],
      ['a2', 'worker-a', 1, 'SUCCEEDED', CI_FAILED, false],
      ['a3', 'worker-a', 2, 'FAILED', NONE, false],
      ['a4', 'worker-a', 1, 'SUCCEEDED', ['DETERMINISTIC_CHECK', 'PASSED', 'nightly-ci'], false],
      ['b1', 'worker-b', 1, 'SUCCEEDED', CI, false],
      ['b2', 'worker-b', 1, 'SUCCEEDED', CI, true],
    ];
    for (const [index, [name, worker, attemptNumber, outcome, [mode, result, verifier], rolledBack]] of attempts.entries()) {
      ids[name] = randomUUID();
      await insertAttempt(ledger.owner, {
        id: ids[name]!,
        cohortId: cohort,
        projectId: example,
        capabilityKey: 'code.edit.typescript',
        outcomeId: `outcome-${name}`,
        taskRef: name === 'a3' ? 'task-a2' : `task-${name}`,
        attemptNumber,
        outcomeCode: outcome,
        stopReasonCode: 'COMPLETED',
        workerRef: worker,
        recordedBy: 'harness-1',
        verificationMode: mode,
        verificationResult: result,
        verifierRef: verifier,
        verifierModel: null,
        humanOverride: false,
        humanRejected: false,
        rolledBack,
        severity: 'NORMAL',
        finishedAt: now - DAY_MS + index * 1000,
        contentDigest: digestOf({ attempt: ids[name] }),
      });
    }
    const asOf = (await settledAsOf(ledger)).toISOString();
    const rate = <N extends string>(report: Record<N, { numerator: number; denominator: number }>, name: N) => [
      report[name].numerator,
      report[name].denominator,
    ];
    graphql(`
      fragment WorkerEvidenceExampleRate on Rate { numerator denominator lower upper }
    `);
    graphql(`
      fragment WorkerEvidenceExampleDecision on RateDecision { numerator denominator reasons }
    `);
    const EXAMPLE = graphql(`
      query WorkerEvidenceExample($projectId: String!, $workerRef: String!, $asOf: DateTime) {
        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {
          __typename
          ... on WorkerEvidenceConnection {
            edges {
              node {
                report {
                  sampleSize
                  verificationsNotCountedIndependent { unregistered withdrawn notIndependent }
                  firstAttemptSuccessRate { ...WorkerEvidenceExampleRate }
                  independentlyVerifiedPassRate { ...WorkerEvidenceExampleRate }
                  unverifiedCompletionRate { ...WorkerEvidenceExampleRate }
                  repairRetryRate { ...WorkerEvidenceExampleRate }
                  humanRejectionRate { ...WorkerEvidenceExampleRate }
                  rollbackRate { ...WorkerEvidenceExampleRate }
                  policyBlockRate { ...WorkerEvidenceExampleRate }
                  falseSuccessRate { ...WorkerEvidenceExampleRate }
                  overrideRate { ...WorkerEvidenceExampleRate }
                  explain(first: 10) {
                    edges {
                      node {
                        attemptLedgerId
                        firstAttemptSuccessRate { ...WorkerEvidenceExampleDecision }
                        independentlyVerifiedPassRate { ...WorkerEvidenceExampleDecision }
                        unverifiedCompletionRate { ...WorkerEvidenceExampleDecision }
                        repairRetryRate { ...WorkerEvidenceExampleDecision }
                        humanRejectionRate { ...WorkerEvidenceExampleDecision }
                        rollbackRate { ...WorkerEvidenceExampleDecision }
                        policyBlockRate { ...WorkerEvidenceExampleDecision }
                        falseSuccessRate { ...WorkerEvidenceExampleDecision }
                        overrideRate { ...WorkerEvidenceExampleDecision }
                      }
                    }
                  }
                }
              }
            }
          }
          ... on ValidationError { message }
        }
      }
    `);
    const [a, b] = await Promise.all(
      ['worker-a', 'worker-b'].map(async (workerRef) => {
        const response = await ledger.gql(token.token, EXAMPLE, { projectId: example, workerRef, asOf });
        expect(response.errors, response.text).toBeUndefined();
        const report = expectTypename(response.data.workerEvidence, 'WorkerEvidenceConnection').edges[0]?.node.report;
        if (!report) throw new Error(`no cohort of ${workerRef}: ${response.text}`);
        return report;
      }),
    );
    if (!a || !b) throw new Error('two workers asked, two reports expected');
    expect(a.sampleSize).toBe(4);
    expect(rate(a, 'independentlyVerifiedPassRate')).toEqual([1, 4]);
    expect(a.independentlyVerifiedPassRate.lower?.toFixed(4)).toBe('0.0456');
    expect(a.independentlyVerifiedPassRate.upper?.toFixed(4)).toBe('0.6994');
    expect(rate(a, 'firstAttemptSuccessRate')).toEqual([1, 3]);
    expect(rate(a, 'unverifiedCompletionRate')).toEqual([1, 4]);
    expect(rate(a, 'repairRetryRate')).toEqual([1, 4]);
    expect(rate(a, 'falseSuccessRate')).toEqual([1, 3]);
    expect(rate(a, 'rollbackRate')).toEqual([0, 4]);
    expect(rate(a, 'humanRejectionRate')).toEqual([0, 0]);
    expect(a.verificationsNotCountedIndependent).toEqual({ unregistered: 1, withdrawn: 0, notIndependent: 0 });
    expect(rate(b, 'independentlyVerifiedPassRate')).toEqual([1, 2]);
    expect([b.independentlyVerifiedPassRate.lower?.toFixed(4), b.independentlyVerifiedPassRate.upper?.toFixed(4)]).toEqual([
      '0.0945',
      '0.9055',
    ]);
    expect(rate(b, 'rollbackRate')).toEqual([1, 2]);
    expect(rate(b, 'falseSuccessRate')).toEqual([1, 2]);
    const whole = expectTypename(
      (await ledger.gql(token.token, RELIABILITY, { cohortId: cohort, asOf, minSamples: 1 })).data.reliability,
      'ReliabilityReport',
    );
    expect(rate(whole, 'independentlyVerifiedPassRate')).toEqual([2, 6]);
    expect([whole.independentlyVerifiedPassRate.lower!.toFixed(4), whole.independentlyVerifiedPassRate.upper!.toFixed(4)]).toEqual([
      '0.0968',
      '0.7000',
    ]);

    // the explanation table: the reasons of each attempt, [] where it is in the numerator
    const entry = (name: string) => {
      const found = a.explain.edges.find((edge) => edge.node.attemptLedgerId === ids[name]);
      if (!found) throw new Error(`${name} is not explained`);
      return found.node;
    };
    const row = (name: string) =>
      (
        [
          'independentlyVerifiedPassRate',
          'firstAttemptSuccessRate',
          'unverifiedCompletionRate',
          'falseSuccessRate',
          'repairRetryRate',
        ] as const
      ).map((rateName) => entry(name)[rateName].reasons);
    expect(row('a1')).toEqual([[], [], ['INDEPENDENTLY_VERIFIED'], ['NOT_CONTRADICTED'], ['NOT_A_RETRY']]);
    expect(row('a2')).toEqual([['VERDICT_FAILED'], ['VERDICT_FAILED'], ['INDEPENDENTLY_VERIFIED'], [], ['NOT_A_RETRY']]);
    expect(row('a3')).toEqual([
      ['NOT_CLAIMED_SUCCESS', 'NOT_VERIFIED'],
      ['NOT_FIRST_ATTEMPT'],
      ['NOT_CLAIMED_SUCCESS'],
      ['NOT_CLAIMED_SUCCESS'],
      [],
    ]);
    expect(row('a4')).toEqual([['VERIFIER_NOT_REGISTERED'], ['VERIFIER_NOT_REGISTERED'], [], ['NOT_CONTRADICTED'], ['NOT_A_RETRY']]);
    expect([entry('a3').firstAttemptSuccessRate.denominator, entry('a3').falseSuccessRate.denominator]).toEqual([false, false]);
    for (const name of ['a1', 'a2', 'a3', 'a4'])
      expect(entry(name).humanRejectionRate).toEqual({ numerator: false, denominator: false, reasons: ['NOT_REVIEWED'] });
    expect(a.explain.edges).toHaveLength(4);
  });
});
