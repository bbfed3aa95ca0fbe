// pass^k through GraphQL (docs/specification.md §6, "pass^k"): tries written through the API,
// the figures recomputed here from the definition with exact binomial coefficients.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { RELIABILITY, settledAsOf } from '../helpers/reliability.js';
import { registerVerifier } from '../helpers/verifiers.js';
import { expectTypename, type ReliabilityQueryVariables, type RecordAttemptInput } from '../helpers/graphql.js';

const DAY_MS = 86_400_000;
const Z = 1.959963984540054;
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
  await registerVerifier(ledger, projectId, 'ci-runner');
});
afterAll(() => ledger?.close());

const FAILED: Partial<RecordAttemptInput> = {
  outcomeCode: 'FAILED',
  verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'ci-runner', verifierModel: null },
};

let sequence = 0;
async function record(capability: string, overrides: Record<string, unknown>) {
  sequence += 1;
  const finishedAt = new Date(Date.now() - DAY_MS + sequence * 60_000);
  const input = outcomeInput(projectId, {
    capabilities: [capability],
    finishedAt: finishedAt.toISOString(),
    startedAt: new Date(finishedAt.getTime() - 30_000).toISOString(),
    ...overrides,
  });
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
  const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return { input, attemptId: attempt.id as string, cohortId: attempt.cohort.ledgerId as string };
}

/**
 * Tries per task, in order: P a verified pass, F a verified failure, R a verified pass a
 * human then rejected (claimed, PASSED, but not a verified pass).
 */
const HISTORY: Record<string, string> = {
  'task-a': 'FFP', // solved on its third try
  'task-b': 'PRPF',
  'task-c': 'P',
  'task-d': 'PP',
};

async function recordHistory(capability: string, history: Record<string, string>) {
  let cohortId = '';
  const inputs: RecordAttemptInput[] = [];
  for (const [taskRef, tries] of Object.entries(history))
    for (const [index, letter] of [...tries].entries()) {
      const written = await record(capability, { taskRef, attemptNumber: index + 1, ...(letter === 'F' ? FAILED : {}) });
      cohortId = written.cohortId;
      inputs.push(written.input);
      if (letter === 'R') {
        const response = await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
          input: { attemptId: written.attemptId, idempotencyKey: `reject-${randomUUID()}`, kind: 'HUMAN_REJECTED' },
        });
        expect(response.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
      }
    }
  return { cohortId, inputs };
}

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

/** The definition, from the letters the test wrote: exact C(c,k)/C(n,k) per task, averaged. */
function expectedPassK(history: Record<string, string>, k: number): { estimate: number | null; tasks: number } {
  const eligible = Object.values(history).filter((tries) => tries.length >= k);
  if (eligible.length === 0) return { estimate: null, tasks: 0 };
  const ratios = eligible.map((tries) => {
    const c = [...tries].filter((letter) => letter === 'P').length;
    return Number(binomial(c, k)) / Number(binomial(tries.length, k));
  });
  return { estimate: ratios.reduce((a, b) => a + b, 0) / eligible.length, tasks: eligible.length };
}

/** The 95% Wilson score interval of p on n (docs/specification.md §6, "Rates"). */
function wilson(p: number, n: number): [number, number] {
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [p === 0 ? 0 : Math.max(0, centre - half), p === 1 ? 1 : Math.min(1, centre + half)];
}

async function report(cohortId: string, variables: Omit<ReliabilityQueryVariables, 'cohortId'> = {}) {
  const response = await ledger.gql(reader.token, RELIABILITY, { cohortId, minSamples: 10, ...variables });
  if (response.errors) throw new Error(response.text);
  return expectTypename(response.data.reliability, 'ReliabilityReport');
}

const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000 + 0);
const spec = readFileSync(fileURLToPath(new URL('../../docs/specification.md', import.meta.url)), 'utf8');

const capabilityOf = () => `passk.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;

describe('passK', () => {
  it('recomputes from the tries written: per task C(c,k)/C(n,k), averaged over the tasks with n >= k', async () => {
    const { cohortId } = await recordHistory(capabilityOf(), HISTORY);
    const result = await report(cohortId);
    expect(result.state).toBe('OK');
    // The rejected pass is not a pass for pass^k either: the rate's numerator is 6 of 10.
    expect([result.independentlyVerifiedPassRate.numerator, result.independentlyVerifiedPassRate.denominator]).toEqual([6, 10]);

    expect(result.passK.map((entry: { k: number }) => entry.k)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const entry of result.passK) {
      const expected = expectedPassK(HISTORY, entry.k);
      expect(entry.tasks).toBe(expected.tasks);
      if (expected.estimate === null) {
        expect(entry).toEqual({ k: entry.k, estimate: null, lower: null, upper: null, tasks: 0 });
        continue;
      }
      expect(entry.estimate).toBeCloseTo(expected.estimate, 12);
      const [lower, upper] = wilson(entry.estimate!, expected.tasks);
      expect(entry.lower).toBeCloseTo(lower, 12);
      expect(entry.upper).toBeCloseTo(upper, 12);
    }
    // By hand: a 1/3, b 2/4, c 1/1, d 2/2; k = 2 over a, b, d: (0 + 1/6 + 1) / 3; k = 3 and 4: no task passes every try.
    expect(result.passK.slice(0, 4).map((entry) => [entry.estimate, entry.tasks])).toEqual([
      [(1 / 3 + 2 / 4 + 1 + 1) / 4, 4],
      [(0 + (2 / 4) * (1 / 3) + 1) / 3, 3],
      [0, 2],
      [0, 1],
    ]);
    expect(result.passK[2]).toMatchObject({ lower: 0 });
  });

  it('gives the worked example of docs/specification.md, "pass^k"', async () => {
    const example = { 'task-a': 'FPPP', 'task-b': 'FF', 'task-c': 'PP', 'task-d': 'FP' };
    const { cohortId } = await recordHistory(capabilityOf(), example);
    const result = await report(cohortId);
    const rows = result.passK
      .slice(0, 4)
      .map((entry) => [entry.k, entry.tasks, round4(entry.estimate), round4(entry.lower), round4(entry.upper)]);
    expect(rows).toEqual([
      [1, 4, 0.5625, 0.1833, 0.8804],
      [2, 4, 0.375, 0.0919, 0.7806],
      [3, 1, 0.25, 0.0146, 0.8821],
      [4, 1, 0, 0, 0.7935],
    ]);
    for (const [k, , estimate, lower, upper] of rows)
      expect(spec).toMatch(new RegExp(`\\| ${k} \\| [^\\n]* \\| ${estimate} \\| ${lower} \\| ${upper} \\|`));
  });

  it('is null in every state but OK, with the task counts still shown', async () => {
    const { cohortId } = await recordHistory(capabilityOf(), HISTORY);
    const insufficient = await report(cohortId, { minSamples: 11 });
    expect(insufficient.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(insufficient.passK.slice(0, 5)).toEqual([
      { k: 1, estimate: null, lower: null, upper: null, tasks: 4 },
      { k: 2, estimate: null, lower: null, upper: null, tasks: 3 },
      { k: 3, estimate: null, lower: null, upper: null, tasks: 2 },
      { k: 4, estimate: null, lower: null, upper: null, tasks: 1 },
      { k: 5, estimate: null, lower: null, upper: null, tasks: 0 },
    ]);
  });

  it('is suppressed in a drifted cohort', async () => {
    const { cohortId, inputs } = await recordHistory(capabilityOf(), HISTORY);
    expect((await report(cohortId)).passK[0]!.estimate).not.toBeNull();
    // The same outcome re-sent with other content: the ledger appends DRIFT_DETECTED.
    const resent = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: { ...inputs[0]!, outcomeCode: 'ERRORED' } });
    expect(resent.data.recordAttempt.__typename).toBe('IdempotencyConflictError');
    const drifted = await report(cohortId);
    expect(drifted.state).toBe('EVIDENCE_DRIFT');
    expect(drifted.passK.map((entry) => [entry.estimate, entry.lower, entry.upper])).toEqual(
      Array.from({ length: 8 }, () => [null, null, null]),
    );
    expect(drifted.passK.map((entry) => entry.tasks)).toEqual([4, 3, 2, 1, 0, 0, 0, 0]);
  });

  it('stays final: a later try changes the report as of now, never the one as of an earlier settled instant', async () => {
    const capability = capabilityOf();
    const { cohortId } = await recordHistory(capability, HISTORY);
    const asOf = (await settledAsOf(ledger)).toISOString();
    const before = await report(cohortId, { asOf });
    expect(before.final).toBe(true);
    // task-c's second try passes: pass^2 now rests on four tasks.
    await record(capability, { taskRef: 'task-c', attemptNumber: 2 });
    expect(await report(cohortId, { asOf })).toEqual(before);
    const now = await report(cohortId);
    expect(now.passK[1]!.tasks).toBe(4);
    expect(now.passK[1]!.estimate).toBeCloseTo(expectedPassK({ ...HISTORY, 'task-c': 'PP' }, 2).estimate!, 12);
    expect(now.evidenceDigest).not.toBe(before.evidenceDigest);
  });
});
