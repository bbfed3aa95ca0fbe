// Effort on the attempt and effort per verified success through GraphQL (docs/specification.md
// §3.3, "Effort", and §6, "Effort per verified success"): tries written through the API with
// what they cost, the figures recomputed here from the definition (Cochran's ratio estimator
// with tasks as clusters), and the ways it refuses to give a number.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, graphql, type RecordAttemptInput } from '../helpers/graphql.js';
import { RELIABILITY, settledAsOf } from '../helpers/reliability.js';
import { registerVerifier } from '../helpers/verifiers.js';

const DAY_MS = 86_400_000;
const Z = 1.959963984540054;
let ledger: TestLedger;
let recorder: TestToken;
let reader: TestToken;
let stranger: TestToken;
const projectId = newProjectId();
const spec = readFileSync(fileURLToPath(new URL('../../docs/specification.md', import.meta.url)), 'utf8');
const metrics = readFileSync(fileURLToPath(new URL('../../docs/metrics.md', import.meta.url)), 'utf8');

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  // A reader of another project only.
  stranger = await ledger.token({ roles: ['reader', 'recorder'], projects: [newProjectId()] });
  await registerVerifier(ledger, projectId, 'ci-runner');
});
afterAll(() => ledger?.close());

const RECORD = graphql(`
  mutation RecordWithEffort($input: RecordAttemptInput!) {
    recordAttempt(input: $input) {
      __typename
      ... on RecordAttemptSuccess {
        replayed
        attempts { id outcomeDigest cohort { ledgerId } effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } }
      }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { existingDigest submittedDigest }
    }
  }
`);

const FAILED: Partial<RecordAttemptInput> = {
  outcomeCode: 'FAILED',
  verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'ci-runner', verifierModel: null },
};

interface Try {
  pass: boolean;
  /** Cost in micro-units; null: the outcome states no effort at all. */
  micros: number | null;
  currency?: string;
  inputTokens?: number;
  outputTokens?: number;
  /** The harness's own wall time; otherwise finishedAt − startedAt (30 s here). */
  wallMs?: number;
}

let sequence = 0;
async function record(capability: string, taskRef: string, attemptNumber: number, item: Try, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const finishedAt = new Date(Date.now() - DAY_MS + sequence * 60_000);
  const effort =
    item.micros === null
      ? undefined
      : {
          inputTokens: item.inputTokens ?? 1000 * attemptNumber,
          outputTokens: item.outputTokens ?? 200,
          cost: { micros: item.micros, currency: item.currency ?? 'USD' },
          ...(item.wallMs === undefined ? {} : { harnessWallTimeMs: item.wallMs }),
        };
  const input = outcomeInput(projectId, {
    capabilities: [capability],
    taskRef,
    attemptNumber,
    finishedAt: finishedAt.toISOString(),
    startedAt: new Date(finishedAt.getTime() - 30_000).toISOString(),
    ...(item.pass ? {} : FAILED),
    ...(effort ? { effort } : {}),
    ...overrides,
  });
  const response = await ledger.gql(recorder.token, RECORD, { input });
  const recorded = response.data?.recordAttempt;
  const attempt = recorded?.__typename === 'RecordAttemptSuccess' ? recorded.attempts[0] : undefined;
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return { input, attempt, cohortId: attempt.cohort.ledgerId };
}

/** The worked example of docs/specification.md: task-a is solved on its third try, task-c never. */
const EXAMPLE: Record<string, Try[]> = {
  'task-a': [
    { pass: false, micros: 1_000_000 },
    { pass: false, micros: 1_500_000 },
    { pass: true, micros: 2_000_000, wallMs: 95_000 },
  ],
  'task-b': [{ pass: true, micros: 800_000 }],
  'task-c': [
    { pass: false, micros: 600_000 },
    { pass: false, micros: 700_000 },
  ],
  'task-d': [
    { pass: true, micros: 900_000 },
    { pass: true, micros: 1_100_000 },
  ],
};

async function recordHistory(capability: string, history: Record<string, Try[]>, overrides: Record<string, unknown> = {}) {
  let cohortId = '';
  const inputs: RecordAttemptInput[] = [];
  for (const [taskRef, tries] of Object.entries(history))
    for (const [index, item] of tries.entries()) {
      const written = await record(capability, taskRef, index + 1, item, overrides);
      cohortId = written.cohortId;
      inputs.push(written.input);
    }
  return { cohortId, inputs };
}

const REPORT = graphql(`
  query EffortReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {
    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on ReliabilityReport {
        state final evidenceDigest
        independentlyVerifiedPassRate { numerator denominator }
        costPerVerifiedSuccess { ...EffortPerSuccessFields }
        tokensPerVerifiedSuccess { ...EffortPerSuccessFields }
        timePerVerifiedSuccess { ...EffortPerSuccessFields }
      }
      ... on Error { message }
    }
  }
  fragment EffortPerSuccessFields on EffortPerVerifiedSuccess {
    measure status estimate lower upper total currency currencies verifiedPasses attempts unknownAttempts tasks
  }
`);

async function report(cohortId: string, variables: { asOf?: string; minSamples?: number } = {}, token = reader.token) {
  const response = await ledger.gql(token, REPORT, { cohortId, minSamples: 5, ...variables });
  const reliability = response.data?.reliability;
  if (response.errors || reliability?.__typename !== 'ReliabilityReport') throw new Error(response.text);
  return reliability;
}

/** The figure, which the test requires to be given (a number, not null). */
function given(value: number | null | undefined): number {
  expect(value).toBeTypeOf('number');
  return value as number;
}

/**
 * The definition, written again from the tries: per task x (summed effort) and y (verified
 * passes), R = Σx / Σy, v = k/(k−1) · Σ(x − R·y)² / (Σy)², bounds R ∓ z·√v, the lower at least 0.
 */
function expected(history: Record<string, Try[]>, effortOf: (item: Try, attemptNumber: number) => number) {
  const tasks = Object.keys(history)
    .sort()
    .map((taskRef) => ({
      x: history[taskRef]!.reduce((sum, item, index) => sum + effortOf(item, index + 1), 0),
      y: history[taskRef]!.filter((item) => item.pass).length,
    }));
  const X = tasks.reduce((sum, task) => sum + task.x, 0);
  const Y = tasks.reduce((sum, task) => sum + task.y, 0);
  const R = X / Y;
  const k = tasks.length;
  const v = ((k / (k - 1)) * tasks.reduce((sum, task) => sum + (task.x - R * task.y) ** 2, 0)) / (Y * Y);
  return {
    total: X,
    verifiedPasses: Y,
    estimate: R,
    lower: Math.max(0, R - Z * Math.sqrt(v)),
    upper: R + Z * Math.sqrt(v),
    variance: v,
    tasks: k,
  };
}

const capabilityOf = () => `effort.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;

describe('effort per verified success', () => {
  it('recomputes cost, tokens and time from the tries written, every try of a task solved on its third counted', async () => {
    const { cohortId } = await recordHistory(capabilityOf(), EXAMPLE);
    const result = await report(cohortId);
    expect(result.state).toBe('OK');
    expect(result.independentlyVerifiedPassRate).toEqual({ numerator: 4, denominator: 8 });

    const cost = expected(EXAMPLE, (item) => item.micros!);
    expect(result.costPerVerifiedSuccess).toMatchObject({
      measure: 'COST',
      status: 'OK',
      currency: 'USD',
      currencies: ['USD'],
      attempts: 8,
      unknownAttempts: 0,
    });
    expect(result.costPerVerifiedSuccess.total).toBe(cost.total);
    // task-a's two failed tries are in the total: 1 + 1.5 + 2 units, not 2.
    expect(cost.total).toBe(8_600_000);
    expect(result.costPerVerifiedSuccess.estimate).toBe(8_600_000 / 4);
    for (const field of ['lower', 'upper'] as const) expect(result.costPerVerifiedSuccess[field]).toBeCloseTo(cost[field], 6);
    expect(result.costPerVerifiedSuccess).toMatchObject({ verifiedPasses: 4, tasks: 4 });

    const tokens = expected(EXAMPLE, (_item, attemptNumber) => 1000 * attemptNumber + 200);
    expect(result.tokensPerVerifiedSuccess).toMatchObject({
      measure: 'TOKENS',
      status: 'OK',
      total: tokens.total,
      estimate: tokens.estimate,
      currency: null,
      currencies: [],
    });
    expect(result.tokensPerVerifiedSuccess.lower).toBeCloseTo(tokens.lower, 9);
    expect(result.tokensPerVerifiedSuccess.upper).toBeCloseTo(tokens.upper, 9);

    // Time: the harness's own wall time where stated (95 s), else finishedAt − startedAt (30 s).
    const time = expected(EXAMPLE, (item) => item.wallMs ?? 30_000);
    expect(result.timePerVerifiedSuccess).toMatchObject({ measure: 'TIME', status: 'OK', total: time.total, estimate: time.estimate });
    expect(result.timePerVerifiedSuccess.lower).toBeCloseTo(time.lower, 9);
    expect(result.timePerVerifiedSuccess.upper).toBeCloseTo(time.upper, 9);
  });

  it('gives the worked example of docs/specification.md, "Effort per verified success"', async () => {
    const { cohortId } = await recordHistory(capabilityOf(), EXAMPLE);
    const { costPerVerifiedSuccess: cost } = await report(cohortId);
    const row = [
      given(cost.total),
      cost.verifiedPasses,
      given(cost.estimate),
      Math.round(given(cost.lower)),
      Math.round(given(cost.upper)),
    ];
    expect(row).toEqual([8_600_000, 4, 2_150_000, 8_566, 4_291_434]);
    expect(spec).toContain(`| ${row.map((value) => value.toLocaleString('en-US')).join(' | ')} |`);
  });

  it('refuses to sum costs in more than one currency, and says which', async () => {
    const history = { ...EXAMPLE, 'task-e': [{ pass: true, micros: 700_000, currency: 'EUR' }] };
    const { cohortId } = await recordHistory(capabilityOf(), history);
    const result = await report(cohortId);
    expect(result.state).toBe('OK');
    expect(result.costPerVerifiedSuccess).toEqual({
      measure: 'COST',
      status: 'MIXED_CURRENCIES',
      estimate: null,
      lower: null,
      upper: null,
      total: null,
      currency: null,
      currencies: ['EUR', 'USD'],
      verifiedPasses: 5,
      attempts: 9,
      unknownAttempts: 0,
      tasks: 5,
    });
    // Tokens and time know no currency: they are still given.
    expect(result.tokensPerVerifiedSuccess.status).toBe('OK');
    expect(result.timePerVerifiedSuccess.status).toBe('OK');
  });

  it('counts an attempt without effort as unknown, never as zero', async () => {
    const history = { ...EXAMPLE, 'task-b': [{ pass: false, micros: null }, ...EXAMPLE['task-b']!] };
    const { cohortId } = await recordHistory(capabilityOf(), history);
    const result = await report(cohortId);
    expect(result.state).toBe('OK');
    expect(result.costPerVerifiedSuccess).toMatchObject({
      status: 'UNKNOWN_EFFORT',
      estimate: null,
      lower: null,
      upper: null,
      total: null,
      unknownAttempts: 1,
      attempts: 9,
    });
    expect(result.tokensPerVerifiedSuccess).toMatchObject({ status: 'UNKNOWN_EFFORT', estimate: null, unknownAttempts: 1 });
    // Its time is known from its own instants.
    expect(result.timePerVerifiedSuccess).toMatchObject({ status: 'OK', unknownAttempts: 0 });
  });

  it('gives no number in a drifted cohort, the totals still shown', async () => {
    const { cohortId, inputs } = await recordHistory(capabilityOf(), EXAMPLE);
    expect((await report(cohortId)).costPerVerifiedSuccess.status).toBe('OK');
    // The same outcome re-sent with another cost: a conflict, and the ledger appends DRIFT_DETECTED.
    const first = inputs[0]!;
    const resent = await ledger.gql(recorder.token, RECORD, {
      input: { ...first, effort: { ...first.effort, cost: { micros: 1, currency: 'USD' } } },
    });
    expect(resent.data.recordAttempt.__typename).toBe('IdempotencyConflictError');
    const drifted = await report(cohortId);
    expect(drifted.state).toBe('EVIDENCE_DRIFT');
    for (const entry of [drifted.costPerVerifiedSuccess, drifted.tokensPerVerifiedSuccess, drifted.timePerVerifiedSuccess])
      expect(entry).toMatchObject({ status: 'SUPPRESSED', estimate: null, lower: null, upper: null });
    expect(drifted.costPerVerifiedSuccess.total).toBe(8_600_000);
  });

  it('is withheld while the report lacks minSamples', async () => {
    const { cohortId } = await recordHistory(capabilityOf(), EXAMPLE);
    const result = await report(cohortId, { minSamples: 9 });
    expect(result.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(result.costPerVerifiedSuccess).toMatchObject({ status: 'SUPPRESSED', estimate: null, total: 8_600_000 });
  });

  it("is read by the cohort's own project only", async () => {
    const { cohortId } = await recordHistory(capabilityOf(), EXAMPLE);
    const response = await ledger.gql(stranger.token, REPORT, { cohortId, minSamples: 5 });
    // Another project's cohort is answered as a cohort that does not exist.
    expect(response.data?.reliability ?? null).toBeNull();
    expect(response.text).not.toContain('8600000');
    expect(response.text).not.toContain('costPerVerifiedSuccess');
  });

  it('stays final: a later costly try changes the report as of now, never the one as of a settled instant', async () => {
    const capability = capabilityOf();
    const { cohortId } = await recordHistory(capability, EXAMPLE);
    const asOf = (await settledAsOf(ledger)).toISOString();
    const before = await ledger.gql(reader.token, REPORT, { cohortId, asOf, minSamples: 5 });
    expect(expectTypename(before.data.reliability, 'ReliabilityReport').final).toBe(true);
    await record(capability, 'task-c', 3, { pass: true, micros: 5_000_000 });
    const again = await ledger.gql(reader.token, REPORT, { cohortId, asOf, minSamples: 5 });
    expect(again.text).toBe(before.text);
    const now = await report(cohortId);
    expect(now.costPerVerifiedSuccess).toMatchObject({ total: 13_600_000, verifiedPasses: 5, estimate: 13_600_000 / 5 });
  });
});

describe('effort on the attempt', () => {
  it('is recorded with the attempt, replays with the same effort and conflicts with another', async () => {
    const capability = capabilityOf();
    const effort = {
      inputTokens: 12_345,
      outputTokens: 678,
      cost: { micros: Number.MAX_SAFE_INTEGER, currency: 'JPY' },
      harnessWallTimeMs: 45_000,
    };
    const input = outcomeInput(projectId, { capabilities: [capability], effort });
    const first = await ledger.gql(recorder.token, RECORD, { input });
    expect(expectTypename(first.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]?.effort).toEqual(effort);
    const replay = await ledger.gql(recorder.token, RECORD, { input });
    expect(replay.data.recordAttempt).toMatchObject({ __typename: 'RecordAttemptSuccess', replayed: true });
    const other = await ledger.gql(recorder.token, RECORD, { input: { ...input, effort: { ...effort, outputTokens: 679 } } });
    expect(other.data.recordAttempt.__typename).toBe('IdempotencyConflictError');
    // No effort, or an effort that states nothing, is the same outcome content.
    const plain = outcomeInput(projectId, { capabilities: [capability] });
    const withoutEffort = await ledger.gql(recorder.token, RECORD, { input: plain });
    expect(expectTypename(withoutEffort.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]?.effort).toBeNull();
    const empty = await ledger.gql(recorder.token, RECORD, { input: { ...plain, effort: {} } });
    expect(empty.data.recordAttempt).toMatchObject({ replayed: true });
  });

  it.each([
    ['a currency outside ISO 4217', { cost: { micros: 1, currency: 'XYZ' } }, 'input.effort.cost.currency'],
    ['a lowercase currency', { cost: { micros: 1, currency: 'usd' } }, 'input.effort.cost.currency'],
    ['a negative amount', { inputTokens: -1 }, 'input.effort.inputTokens'],
    ['a fraction', { outputTokens: 1.5 }, 'input.effort.outputTokens'],
    ['an amount past 2^53 − 1', { harnessWallTimeMs: 2 ** 53 }, 'input.effort.harnessWallTimeMs'],
    ['a fractional cost', { cost: { micros: 0.5, currency: 'USD' } }, 'input.effort.cost.micros'],
  ])('refuses %s with a ValidationError, writing nothing', async (_name, effort, path) => {
    const input = outcomeInput(projectId, { capabilities: [capabilityOf()], effort });
    const response = await ledger.gql(recorder.token, RECORD, { input });
    expect(expectTypename(response.data.recordAttempt, 'ValidationError').issues.map((issue) => issue.path)).toContain(path);
    const { rows } = await ledger.owner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attempt WHERE project_id = $1 AND outcome_id = $2',
      [projectId, input.outcomeId],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a cost without its currency at the schema (the input type requires both)', async () => {
    // A cost without its currency, deliberately: the schema must refuse it.
    const input = outcomeInput(projectId, {
      capabilities: [capabilityOf()],
      effort: { cost: { micros: 5 } } as unknown as RecordAttemptInput['effort'],
    });
    const response = await ledger.gql(recorder.token, RECORD, { input });
    expect(response.errors?.[0]?.message).toMatch(/currency/);
  });

  it("is refused to another project's token, which writes nothing", async () => {
    const input = outcomeInput(projectId, { capabilities: [capabilityOf()], effort: { inputTokens: 5 } });
    const response = await ledger.gql(stranger.token, RECORD, { input });
    expect(response.data.recordAttempt.__typename).not.toBe('RecordAttemptSuccess');
    const { rows } = await ledger.owner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attempt WHERE project_id = $1 AND outcome_id = $2',
      [projectId, input.outcomeId],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

/** A baseline cohort of the same capability on another model: six tasks, one verified pass each, $2.95 per verified success. */
const BASELINE: Record<string, Try[]> = {
  'task-a': [
    { pass: false, micros: 2_000_000 },
    { pass: true, micros: 2_500_000 },
  ],
  'task-b': [{ pass: true, micros: 1_800_000 }],
  'task-c': [{ pass: true, micros: 2_200_000 }],
  'task-d': [
    { pass: false, micros: 1_500_000 },
    { pass: false, micros: 1_700_000 },
    { pass: true, micros: 2_000_000 },
  ],
  'task-e': [{ pass: true, micros: 2_100_000 }],
  'task-f': [{ pass: true, micros: 1_900_000 }],
};
const BASELINE_RUNTIME = { runtime: { provider: 'acme', model: 'acme-coder-1', runtimeVersion: '2026.10' } };

const COMPARE = graphql(`
  query EffortComparison($a: ID!, $b: ID!, $minSamples: Int) {
    cohortComparison(a: $a, b: $b, minSamples: $minSamples) {
      __typename
      ... on CohortComparison {
        a { state } b { state }
        costPerVerifiedSuccess { ...EffortRatioFields }
        tokensPerVerifiedSuccess { ...EffortRatioFields }
        timePerVerifiedSuccess { ...EffortRatioFields }
      }
      ... on Error { message }
    }
  }
  fragment EffortRatioFields on EffortRatio {
    measure status ratio lower upper currency a { estimate variance status currencies } b { estimate variance status currencies }
  }
`);

async function compare(a: string, b: string, minSamples = 5) {
  const response = await ledger.gql(reader.token, COMPARE, { a, b, minSamples });
  const comparison = response.data?.cohortComparison;
  if (response.errors || comparison?.__typename !== 'CohortComparison') throw new Error(response.text);
  return comparison;
}

/**
 * Fieller's interval, written again from its definition: the θ with
 * (R_b − θ·R_a)² <= z²·(v_b + θ²·v_a), the roots of
 * (R_a² − z²v_a)·θ² − 2·R_a·R_b·θ + (R_b² − z²v_b) = 0 by the textbook quadratic formula.
 */
function fieller(a: { estimate: number; variance: number }, b: { estimate: number; variance: number }) {
  const qa = a.estimate ** 2 - Z ** 2 * a.variance;
  const qb = -2 * a.estimate * b.estimate;
  const qc = b.estimate ** 2 - Z ** 2 * b.variance;
  const root = Math.sqrt(qb ** 2 - 4 * qa * qc);
  return { lower: Math.max(0, (-qb - root) / (2 * qa)), upper: (-qb + root) / (2 * qa) };
}

describe('cohortComparison: the ratio of effort per verified success', () => {
  it("recomputes b / a with Fieller's interval from the tries of both cohorts (the worked example of docs/metrics.md)", async () => {
    const capability = capabilityOf();
    const { cohortId: a } = await recordHistory(capability, BASELINE, BASELINE_RUNTIME);
    const { cohortId: b } = await recordHistory(capability, EXAMPLE);
    expect(a).not.toBe(b);
    const result = await compare(a, b);
    expect([result.a.state, result.b.state]).toEqual(['OK', 'OK']);

    const sideA = expected(BASELINE, (item) => item.micros!);
    const sideB = expected(EXAMPLE, (item) => item.micros!);
    const cost = result.costPerVerifiedSuccess;
    expect(cost).toMatchObject({ measure: 'COST', status: 'OK', currency: 'USD' });
    expect(cost.a.estimate).toBe(2_950_000);
    expect(cost.b.estimate).toBe(2_150_000);
    expect(cost.a.variance).toBeCloseTo(sideA.variance, 0);
    expect(cost.b.variance).toBeCloseTo(sideB.variance, 0);
    expect(cost.ratio).toBe(2_150_000 / 2_950_000);
    const byHand = fieller(sideA, sideB);
    const [ratio, lower, upper] = [given(cost.ratio), given(cost.lower), given(cost.upper)];
    expect(lower).toBeCloseTo(byHand.lower, 10);
    expect(upper).toBeCloseTo(byHand.upper, 10);
    // The interval holds the ratio, and every θ inside it satisfies Fieller's inequality.
    expect(lower).toBeLessThan(ratio);
    expect(upper).toBeGreaterThan(ratio);
    for (const theta of [lower * 1.001 + 1e-9, ratio, upper * 0.999])
      expect((sideB.estimate - theta * sideA.estimate) ** 2).toBeLessThanOrEqual(Z ** 2 * (sideB.variance + theta ** 2 * sideA.variance));
    expect((sideB.estimate - upper * 1.001 * sideA.estimate) ** 2).toBeGreaterThan(
      Z ** 2 * (sideB.variance + (upper * 1.001) ** 2 * sideA.variance),
    );

    // The figures docs/metrics.md and the specification state for it.
    const row = [ratio, lower, upper].map((value) => value.toFixed(4));
    expect(row).toEqual(['0.7288', '0.0029', '1.7416']);
    expect(metrics).toContain(`ratio ${row[0]}, 95% interval ${row[1]} to ${row[2]}`);

    for (const [field, of] of [
      ['tokensPerVerifiedSuccess', (_item: Try, attemptNumber: number) => 1000 * attemptNumber + 200],
      ['timePerVerifiedSuccess', (item: Try) => item.wallMs ?? 30_000],
    ] as const) {
      const ta = expected(BASELINE, of);
      const tb = expected(EXAMPLE, of);
      const entry = result[field];
      expect(entry).toMatchObject({ status: 'OK', currency: null, ratio: tb.estimate / ta.estimate });
      const hand = fieller(ta, tb);
      expect(entry.lower).toBeCloseTo(hand.lower, 10);
      expect(entry.upper).toBeCloseTo(hand.upper, 10);
    }
  });

  it('refuses to divide costs in two currencies, each side being in one', async () => {
    const capability = capabilityOf();
    const euros = Object.fromEntries(
      Object.entries(BASELINE).map(([task, tries]) => [task, tries.map((item) => ({ ...item, currency: 'EUR' }))]),
    );
    const { cohortId: a } = await recordHistory(capability, euros, BASELINE_RUNTIME);
    const { cohortId: b } = await recordHistory(capability, EXAMPLE);
    const result = await compare(a, b);
    expect(result.costPerVerifiedSuccess).toMatchObject({
      status: 'MIXED_CURRENCIES',
      ratio: null,
      lower: null,
      upper: null,
      currency: null,
      a: { status: 'OK', currencies: ['EUR'] },
      b: { status: 'OK', currencies: ['USD'] },
    });
    // Tokens and time know no currency.
    expect(result.tokensPerVerifiedSuccess.status).toBe('OK');
    expect(result.timePerVerifiedSuccess.status).toBe('OK');
  });

  it('withholds the ratio when either side withholds its figure: unknown effort, or a report not OK', async () => {
    const capability = capabilityOf();
    const unknown = { ...BASELINE, 'task-b': [{ pass: false, micros: null }, ...BASELINE['task-b']!] };
    const { cohortId: a } = await recordHistory(capability, unknown, BASELINE_RUNTIME);
    const { cohortId: b } = await recordHistory(capability, EXAMPLE);
    const result = await compare(a, b);
    expect(result.costPerVerifiedSuccess).toMatchObject({
      status: 'UNKNOWN_EFFORT',
      ratio: null,
      lower: null,
      upper: null,
      a: { status: 'UNKNOWN_EFFORT' },
      b: { status: 'OK' },
    });
    expect(result.timePerVerifiedSuccess.status).toBe('OK');
    // b holds 8 attempts: at minSamples 9 its report is INSUFFICIENT_EVIDENCE, a's (11) is OK.
    const thin = await compare(a, b, 9);
    expect([thin.a.state, thin.b.state]).toEqual(['OK', 'INSUFFICIENT_EVIDENCE']);
    expect(thin.costPerVerifiedSuccess.status).toBe('UNKNOWN_EFFORT');
    expect(thin.timePerVerifiedSuccess).toMatchObject({ status: 'SUPPRESSED', ratio: null, lower: null, upper: null });
  });
});
