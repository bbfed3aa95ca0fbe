// Task-clustered intervals and cohort comparisons through GraphQL (docs/specification.md §6,
// "Task-clustered intervals" and "Cohort comparison"): the worked examples of docs/metrics.md,
// recorded through the API and recomputed here.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { RELIABILITY } from '../helpers/reliability.js';
import { registerVerifier } from '../helpers/verifiers.js';
import { expectTypename, graphql, type ClusteredCompareQueryVariables, type RecordAttemptInput } from '../helpers/graphql.js';

const DAY_MS = 86_400_000;
let ledger: TestLedger;
let recorder: TestToken;
let reader: TestToken;
const projectId = newProjectId();
const otherProject = newProjectId();
const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000 + 0);
const doc = readFileSync(fileURLToPath(new URL('../../docs/metrics.md', import.meta.url)), 'utf8');

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId, otherProject] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  await registerVerifier(ledger, projectId, 'ci-runner');
  await registerVerifier(ledger, otherProject, 'ci-runner');
});
afterAll(() => ledger?.close());

const COMPARISON = graphql(`
  query ClusteredCompare($a: ID!, $b: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
    cohortComparison(a: $a, b: $b, window: $window, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on CohortComparison {
        asOf settledThrough final
        a { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }
        b { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }
        independentlyVerifiedPassRate { difference lower upper a { ...RateParts } b { ...RateParts } }
        firstAttemptSuccessRate { difference lower upper }
        humanRejectionRate { difference lower upper a { numerator denominator } b { numerator denominator } }
      }
      ... on Error { message code }
      ... on ValidationError { issues { path message } }
    }
  }
`);

let sequence = 0;
async function record(capability: string, overrides: Record<string, unknown>, project = projectId): Promise<string> {
  sequence += 1;
  const finishedAt = new Date(Date.now() - DAY_MS + sequence * 60_000);
  const input = outcomeInput(project, {
    capabilities: [capability],
    finishedAt: finishedAt.toISOString(),
    startedAt: new Date(finishedAt.getTime() - 30_000).toISOString(),
    ...overrides,
  });
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
  const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return attempt.cohort.ledgerId;
}

const FAILED: Partial<RecordAttemptInput> = {
  outcomeCode: 'FAILED',
  verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'ci-runner', verifierModel: null },
};

/** The worked example of docs/metrics.md: ten attempts of four tasks, true for a verified pass. */
const EXAMPLE: Record<string, boolean[]> = {
  'task-a': [false, true, true, true],
  'task-b': [false, false],
  'task-c': [true, true],
  'task-d': [false, true],
};

async function recordExample(capability: string, runtime?: Record<string, string>): Promise<string> {
  let cohortId = '';
  for (const [taskRef, outcomes] of Object.entries(EXAMPLE))
    for (const [index, passed] of outcomes.entries())
      cohortId = await record(capability, {
        taskRef,
        attemptNumber: index + 1,
        ...(passed ? {} : FAILED),
        ...(runtime ? { runtime } : {}),
      });
  return cohortId;
}

async function report(cohortId: string) {
  const response = await ledger.gql(reader.token, RELIABILITY, { cohortId, minSamples: 10 });
  if (response.errors) throw new Error(response.text);
  return expectTypename(response.data.reliability, 'ReliabilityReport');
}

async function compare(a: string, b: string, variables: Omit<ClusteredCompareQueryVariables, 'a' | 'b'> = {}, token = reader.token) {
  const response = await ledger.gql(token, COMPARISON, { a, b, minSamples: 10, ...variables });
  if (response.errors) throw new Error(response.text);
  return response.data.cohortComparison;
}

const capabilityOf = () => `clu.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const interval = (rate: { lower: number | null; upper: number | null }) => [round4(rate.lower), round4(rate.upper)];
const clustered = (rate: { clusteredLowerBound: number | null; clusteredUpperBound: number | null }) => [
  round4(rate.clusteredLowerBound),
  round4(rate.clusteredUpperBound),
];

describe('task-clustered intervals', () => {
  it('recompute the worked example of docs/metrics.md', async () => {
    const cohortId = await recordExample(capabilityOf());
    const result = await report(cohortId);
    expect(result.state).toBe('OK');

    // Verified passes 6/10 of tasks 3/4, 0/2, 2/2, 1/2. Recomputed here from the counts:
    // residuals y − p·m are 0.6, −1.2, 0.8, −0.2, squares 2.48; V_cr = 4/3 · 2.48 / 100;
    // V_srs = 0.24 / 9; deff = 1.24; n_eff = 10 / 1.24.
    const pass = result.independentlyVerifiedPassRate;
    const byHand = ((4 / 3) * 2.48) / 100 / (0.24 / 9);
    expect([pass.numerator, pass.denominator, pass.value]).toEqual([6, 10, 0.6]);
    expect(pass.designEffect).toBeCloseTo(byHand, 10);
    expect(pass.effectiveSampleSize).toBeCloseTo(10 / byHand, 10);
    expect(pass.taskCount).toBe(4);
    expect(interval(pass)).toEqual([0.3127, 0.8318]);
    expect(clustered(pass)).toEqual([0.2876, 0.8479]);
    // The numbers docs/metrics.md states for it.
    expect(doc).toContain(`**${clustered(pass).join(' to ')}**`);
    expect(doc).toContain(`10 / 1.24 = ${round4(pass.effectiveSampleSize)}`);

    // One first attempt per task: the plain Wilson interval exactly.
    const first = result.firstAttemptSuccessRate;
    expect([first.numerator, first.denominator, first.designEffect, first.effectiveSampleSize]).toEqual([1, 4, 1, 4]);
    expect([first.clusteredLowerBound, first.clusteredUpperBound]).toEqual([first.lower, first.upper]);

    // Retries 3/4, 1/2, 1/2, 1/2: Kish's ratio 0.24, floored at 1.
    const retries = result.repairRetryRate;
    expect([retries.numerator, retries.denominator, retries.designEffect]).toEqual([6, 10, 1]);
    expect([retries.clusteredLowerBound, retries.clusteredUpperBound]).toEqual([retries.lower, retries.upper]);

    // No unverified completion: p = 0, deff = Σm²/n = 28/10.
    const unverified = result.unverifiedCompletionRate;
    expect([unverified.numerator, unverified.denominator]).toEqual([0, 10]);
    expect(unverified.designEffect).toBeCloseTo(2.8, 10);
    expect(interval(unverified)).toEqual([0, 0.2775]);
    expect(clustered(unverified)).toEqual([0, 0.5182]);

    // Claimed successes are the six passes of tasks a (3), c (2), d (1): deff = 14/6.
    const falseSuccess = result.falseSuccessRate;
    expect([falseSuccess.numerator, falseSuccess.denominator, falseSuccess.taskCount]).toEqual([0, 6, 3]);
    expect(falseSuccess.designEffect).toBeCloseTo(14 / 6, 10);
    expect(clustered(falseSuccess)).toEqual([0, 0.599]);

    // Nothing reviewed: no interval of either kind.
    expect(result.humanRejectionRate).toMatchObject({
      denominator: 0,
      value: null,
      clusteredLowerBound: null,
      designEffect: null,
      taskCount: null,
    });
  });

  it('are null, like every value, when the state is not OK', async () => {
    const cohortId = await recordExample(capabilityOf());
    const response = await ledger.gql(reader.token, RELIABILITY, { cohortId, minSamples: 11 });
    const result = expectTypename(response.data.reliability, 'ReliabilityReport');
    expect(result.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(result.independentlyVerifiedPassRate).toMatchObject({
      numerator: 6,
      denominator: 10,
      value: null,
      clusteredLowerBound: null,
      clusteredUpperBound: null,
      effectiveSampleSize: null,
      designEffect: null,
    });
  });
});

describe('cohortComparison', () => {
  it("gives b − a with Newcombe's interval beside both reports (the worked example of docs/metrics.md)", async () => {
    const capability = capabilityOf();
    const a = await recordExample(capability);
    // b: the same capability on another model, nine verified passes of ten tasks, one attempt each.
    let b = '';
    for (let index = 0; index < 10; index++)
      b = await record(capability, {
        taskRef: `task-b${index}`,
        runtime: { provider: 'acme', model: 'acme-coder-3', runtimeVersion: '2026.12' },
        ...(index === 9 ? FAILED : {}),
      });
    expect(b).not.toBe(a);

    const result = expectTypename(await compare(a, b), 'CohortComparison');
    expect(result.final).toBe(true);
    expect(result.settledThrough).toBe(result.asOf);
    const pass = result.independentlyVerifiedPassRate;
    expect([pass.a.numerator, pass.a.denominator, pass.b.numerator, pass.b.denominator]).toEqual([6, 10, 9, 10]);
    // Wilson 6/10: 0.3127 to 0.8318; 9/10: 0.5958 to 0.9821; 0.3 − √((0.9 − l_b)² + (u_a − 0.6)²), 0.3 + √((u_b − 0.9)² + (0.6 − l_a)²).
    expect([round4(pass.difference), round4(pass.lower), round4(pass.upper)]).toEqual([0.3, -0.0824, 0.5988]);
    expect(doc).toContain(`= ${String(round4(pass.lower)).replace('-', '−')} to`);
    expect(doc).toContain(`= ${round4(pass.upper)}: the new model`);
    const wa = pass.a;
    const wb = pass.b;
    expect(pass.lower).toBeCloseTo(0.3 - Math.sqrt((0.9 - wb.lower!) ** 2 + (wa.upper! - 0.6) ** 2), 10);
    expect(pass.upper).toBeCloseTo(0.3 + Math.sqrt((wb.upper! - 0.9) ** 2 + (0.6 - wa.lower!) ** 2), 10);
    // b's tasks have one attempt each: its clustered interval is its Wilson interval.
    expect([wb.clusteredLowerBound, wb.clusteredUpperBound, wb.designEffect]).toEqual([wb.lower, wb.upper, 1]);
    // First attempts: 1/4 against 9/10.
    expect([round4(result.firstAttemptSuccessRate.difference)]).toEqual([0.65]);
    // Neither cohort has a review: no difference.
    expect(result.humanRejectionRate).toEqual({
      difference: null,
      lower: null,
      upper: null,
      a: { numerator: 0, denominator: 0 },
      b: { numerator: 0, denominator: 0 },
    });

    // Both reports are the ones `reliability` serves as of the same instant.
    for (const [side, cohortId] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const alone = expectTypename(
        (await ledger.gql(reader.token, RELIABILITY, { cohortId, minSamples: 10, asOf: result.asOf })).data.reliability,
        'ReliabilityReport',
      );
      expect(result[side]).toEqual({
        cohortId: alone.cohortId,
        state: alone.state,
        sampleSize: alone.sampleSize,
        evidenceDigest: alone.evidenceDigest,
        evidenceRowCount: alone.evidenceRowCount,
        independentlyVerifiedPassRate: alone.independentlyVerifiedPassRate,
      });
    }
    expect(result.a.sampleSize).toBe(10);
    expect(result.a.evidenceDigest).not.toBe(result.b.evidenceDigest);

    // A state that is not OK suppresses the difference, not the counts.
    const thin = expectTypename(await compare(a, b, { minSamples: 11 }), 'CohortComparison');
    expect(thin.a.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(thin.independentlyVerifiedPassRate).toMatchObject({
      difference: null,
      lower: null,
      upper: null,
      a: { numerator: 6, value: null },
    });
  });

  it('refuses cohorts the token cannot both read, with one answer whichever is missing, and cohorts of different capabilities', async () => {
    const capability = capabilityOf();
    const a = await record(capability, {});
    const foreign = await record(capability, {}, otherProject);
    const elsewhere = await record(capabilityOf(), {});
    const missing = randomUUID();

    const refusals = await Promise.all([
      compare(a, foreign),
      compare(foreign, a),
      compare(a, missing),
      compare(missing, a),
      compare(a, 'not-an-id'),
    ]);
    for (const refusal of refusals) expect(refusal).toEqual(refusals[0]);
    expect(refusals[0]).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(expectTypename(refusals[0], 'NotFoundError').message).not.toContain(foreign);

    // A foreign cohort of another capability is still not found, never "different capabilities".
    const foreignElsewhere = await record(capabilityOf(), {}, otherProject);
    expect(await compare(a, foreignElsewhere)).toEqual(refusals[0]);

    // Without the reader role nothing is readable.
    const recorderOnly = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    expect(await compare(a, a, {}, recorderOnly.token)).toEqual(refusals[0]);

    const different = expectTypename(await compare(a, elsewhere), 'ValidationError');
    expect(different.issues).toEqual([{ path: 'b', message: expect.stringContaining('capability') }]);

    // A token of both projects may compare across them.
    const both = await ledger.token({ roles: ['reader'], projects: [projectId, otherProject] });
    expect((await compare(a, foreign, { minSamples: 1 }, both.token)).__typename).toBe('CohortComparison');

    // asOf follows the report's rules: after the ledger clock is refused.
    const later = await compare(a, a, { asOf: new Date(Date.now() + DAY_MS).toISOString() });
    expect(later.__typename).toBe('ValidationError');
  });
});
