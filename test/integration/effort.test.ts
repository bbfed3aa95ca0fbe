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

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  // A reader of another project only.
  stranger = await ledger.token({ roles: ['reader', 'recorder'], projects: [newProjectId()] });
  await registerVerifier(ledger, projectId, 'ci-runner');
});
afterAll(() => ledger?.close());

const RECORD = /* GraphQL */ `
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
`;

const FAILED = { outcomeCode: 'FAILED', verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'ci-runner', verifierModel: null } };

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
async function record(capability: string, taskRef: string, attemptNumber: number, item: Try) {
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
  });
  const response = await ledger.gql(recorder.token, RECORD, { input });
  const attempt = response.data?.recordAttempt?.attempts?.[0];
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return { input, attempt, cohortId: attempt.cohort.ledgerId as string };
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

async function recordHistory(capability: string, history: Record<string, Try[]>) {
  let cohortId = '';
  const inputs: Record<string, unknown>[] = [];
  for (const [taskRef, tries] of Object.entries(history))
    for (const [index, item] of tries.entries()) {
      const written = await record(capability, taskRef, index + 1, item);
      cohortId = written.cohortId;
      inputs.push(written.input);
    }
  return { cohortId, inputs };
}

const EFFORT_FIELDS = 'measure status estimate lower upper total currency currencies verifiedPasses attempts unknownAttempts tasks';
const REPORT = /* GraphQL */ `
  query EffortReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {
    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on ReliabilityReport {
        state final evidenceDigest
        independentlyVerifiedPassRate { numerator denominator }
        costPerVerifiedSuccess { ${EFFORT_FIELDS} }
        tokensPerVerifiedSuccess { ${EFFORT_FIELDS} }
        timePerVerifiedSuccess { ${EFFORT_FIELDS} }
      }
      ... on Error { message }
    }
  }
`;

async function report(cohortId: string, variables: Record<string, unknown> = {}, token = reader.token) {
  const response = await ledger.gql(token, REPORT, { cohortId, minSamples: 5, ...variables });
  if (response.errors || response.data.reliability.__typename !== 'ReliabilityReport') throw new Error(response.text);
  return response.data.reliability;
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
  return { total: X, verifiedPasses: Y, estimate: R, lower: Math.max(0, R - Z * Math.sqrt(v)), upper: R + Z * Math.sqrt(v), tasks: k };
}

const capabilityOf = () => `effort.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;

describe('effort per verified success', () => {
  it('recomputes cost, tokens and time from the tries written, every try of a task solved on its third counted', async () => {
    const { cohortId } = await recordHistory(capabilityOf(), EXAMPLE);
    const result = await report(cohortId);
    expect(result.state).toBe('OK');
    expect(result.independentlyVerifiedPassRate).toEqual({ numerator: 4, denominator: 8 });

    const cost = expected(EXAMPLE, (item) => item.micros!);
    expect(result.costPerVerifiedSuccess).toMatchObject({ measure: 'COST', status: 'OK', currency: 'USD', currencies: ['USD'], attempts: 8, unknownAttempts: 0 });
    expect(result.costPerVerifiedSuccess.total).toBe(cost.total);
    // task-a's two failed tries are in the total: 1 + 1.5 + 2 units, not 2.
    expect(cost.total).toBe(8_600_000);
    expect(result.costPerVerifiedSuccess.estimate).toBe(8_600_000 / 4);
    for (const field of ['lower', 'upper'] as const) expect(result.costPerVerifiedSuccess[field]).toBeCloseTo(cost[field], 6);
    expect(result.costPerVerifiedSuccess).toMatchObject({ verifiedPasses: 4, tasks: 4 });

    const tokens = expected(EXAMPLE, (_item, attemptNumber) => 1000 * attemptNumber + 200);
    expect(result.tokensPerVerifiedSuccess).toMatchObject({ measure: 'TOKENS', status: 'OK', total: tokens.total, estimate: tokens.estimate, currency: null, currencies: [] });
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
    const row = [cost.total, cost.verifiedPasses, cost.estimate, Math.round(cost.lower), Math.round(cost.upper)];
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
    expect(result.costPerVerifiedSuccess).toMatchObject({ status: 'UNKNOWN_EFFORT', estimate: null, lower: null, upper: null, total: null, unknownAttempts: 1, attempts: 9 });
    expect(result.tokensPerVerifiedSuccess).toMatchObject({ status: 'UNKNOWN_EFFORT', estimate: null, unknownAttempts: 1 });
    // Its time is known from its own instants.
    expect(result.timePerVerifiedSuccess).toMatchObject({ status: 'OK', unknownAttempts: 0 });
  });

  it('gives no number in a drifted cohort, the totals still shown', async () => {
    const { cohortId, inputs } = await recordHistory(capabilityOf(), EXAMPLE);
    expect((await report(cohortId)).costPerVerifiedSuccess.status).toBe('OK');
    // The same outcome re-sent with another cost: a conflict, and the ledger appends DRIFT_DETECTED.
    const first = inputs[0] as { effort: { cost: { micros: number } } };
    const resent = await ledger.gql(recorder.token, RECORD, { input: { ...first, effort: { ...first.effort, cost: { micros: 1, currency: 'USD' } } } });
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

  it('is read by the cohort\'s own project only', async () => {
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
    expect(before.data.reliability.final).toBe(true);
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
    const effort = { inputTokens: 12_345, outputTokens: 678, cost: { micros: Number.MAX_SAFE_INTEGER, currency: 'JPY' }, harnessWallTimeMs: 45_000 };
    const input = outcomeInput(projectId, { capabilities: [capability], effort });
    const first = await ledger.gql(recorder.token, RECORD, { input });
    expect(first.data.recordAttempt.attempts[0].effort).toEqual(effort);
    const replay = await ledger.gql(recorder.token, RECORD, { input });
    expect(replay.data.recordAttempt).toMatchObject({ __typename: 'RecordAttemptSuccess', replayed: true });
    const other = await ledger.gql(recorder.token, RECORD, { input: { ...input, effort: { ...effort, outputTokens: 679 } } });
    expect(other.data.recordAttempt.__typename).toBe('IdempotencyConflictError');
    // No effort, or an effort that states nothing, is the same outcome content.
    const plain = outcomeInput(projectId, { capabilities: [capability] });
    const withoutEffort = await ledger.gql(recorder.token, RECORD, { input: plain });
    expect(withoutEffort.data.recordAttempt.attempts[0].effort).toBeNull();
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
    expect(response.data.recordAttempt.__typename).toBe('ValidationError');
    expect(response.data.recordAttempt.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    const { rows } = await ledger.owner.query('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1 AND outcome_id = $2', [projectId, input.outcomeId]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a cost without its currency at the schema (the input type requires both)', async () => {
    const input = outcomeInput(projectId, { capabilities: [capabilityOf()], effort: { cost: { micros: 5 } } });
    const response = await ledger.gql(recorder.token, RECORD, { input });
    expect(response.errors?.[0]?.message).toMatch(/currency/);
  });

  it('is refused to another project\'s token, which writes nothing', async () => {
    const input = outcomeInput(projectId, { capabilities: [capabilityOf()], effort: { inputTokens: 5 } });
    const response = await ledger.gql(stranger.token, RECORD, { input });
    expect(response.data.recordAttempt.__typename).not.toBe('RecordAttemptSuccess');
    const { rows } = await ledger.owner.query('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1 AND outcome_id = $2', [projectId, input.outcomeId]);
    expect(rows[0].n).toBe(0);
  });
});
