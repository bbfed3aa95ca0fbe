// pairedComparison through GraphQL (docs/specification.md §6, "Paired comparison"): two
// cohorts of one capability (a model and its successor) written through the API, the
// paired table counted here from the letters the test wrote, the numbers of the
// specification's worked example, fail-closed states, access and finality.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { settledAsOf } from '../helpers/reliability.js';
import { registerVerifier } from '../helpers/verifiers.js';
import { pairedAnytimeInterval, tangoInterval } from '../../src/domain/paired-comparison.js';
import { expectTypename, graphql, type PairedComparisonReadQueryVariables, type RecordAttemptInput } from '../helpers/graphql.js';

const DAY_MS = 86_400_000;
let ledger: TestLedger;
let recorder: TestToken;
let reader: TestToken;
let foreignRecorder: TestToken;
let foreignReader: TestToken;
const projectId = newProjectId();
const foreignProjectId = newProjectId();

const PAIRED = graphql(`
  query PairedComparisonRead($cohortId: ID!, $otherCohortId: ID!, $margin: Float!, $asOf: DateTime, $minSamples: Int) {
    pairedComparison(cohortId: $cohortId, otherCohortId: $otherCohortId, margin: $margin, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on PairedComparison {
        asOf final state margin sharedTasks bothPassed neitherPassed onlyCohortPassed onlyOtherPassed onlyCohortTasks onlyOtherTasks
        difference lower upper nonInferiority anytimeLowerBound anytimeUpperBound anytimeNonInferiority
        report { cohortId state unresolvedDriftAttemptIds evidenceDigest }
        otherReport { cohortId state unresolvedDriftAttemptIds evidenceDigest }
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
`);

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  foreignRecorder = await ledger.token({ roles: ['recorder'], projects: [foreignProjectId] });
  foreignReader = await ledger.token({ roles: ['reader'], projects: [foreignProjectId] });
  await registerVerifier(ledger, projectId, 'ci-runner');
});
afterAll(() => ledger?.close());

const FAILED: Partial<RecordAttemptInput> = {
  outcomeCode: 'FAILED',
  verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'ci-runner', verifierModel: null },
};

let sequence = 0;
async function record(token: TestToken, project: string, capability: string, model: string, overrides: Record<string, unknown>) {
  sequence += 1;
  const finishedAt = new Date(Date.now() - DAY_MS + sequence * 1_000);
  const input = outcomeInput(project, {
    capabilities: [capability],
    runtime: { provider: 'acme', model, runtimeVersion: '2026.11' },
    finishedAt: finishedAt.toISOString(),
    startedAt: new Date(finishedAt.getTime() - 30_000).toISOString(),
    ...overrides,
  });
  const response = await ledger.gql(token.token, RECORD_ATTEMPT, { input });
  const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return { input, cohortId: attempt.cohort.ledgerId as string };
}

/** Tries per task on one side, in ledger order: P a verified pass, F a verified failure. */
async function recordSide(capability: string, model: string, history: Record<string, string>) {
  let cohortId = '';
  const inputs: RecordAttemptInput[] = [];
  for (const [taskRef, tries] of Object.entries(history))
    for (const [index, letter] of [...tries].entries()) {
      const written = await record(recorder, projectId, capability, model, {
        taskRef,
        attemptNumber: index + 1,
        ...(letter === 'F' ? FAILED : {}),
      });
      cohortId = written.cohortId;
      inputs.push(written.input);
    }
  return { cohortId, inputs };
}

/**
 * The specification's worked example: 24 shared tasks, 14 passed on both sides, 6 by the new
 * model only, 1 by the old only (the new model failed its first try and passed a retry: the
 * first try decides), 3 by neither; 2 tasks only the new model tried, 1 only the old.
 */
const OLD: Record<string, string> = { 'loss-0': 'P', 'old-only-0': 'P' };
const NEW: Record<string, string> = { 'loss-0': 'FP', 'new-only-0': 'P', 'new-only-1': 'F' };
for (const [prefix, count, old, successor] of [
  ['both', 14, 'P', 'P'],
  ['gain', 6, 'F', 'P'],
  ['neither', 3, 'F', 'FF'],
] as const)
  for (let i = 0; i < count; i++) {
    OLD[`${prefix}-${i}`] = old;
    NEW[`${prefix}-${i}`] = successor;
  }

/** The paired table, from the letters: a task's outcome on a side is its first letter. */
function expectedCounts(mine: Record<string, string>, theirs: Record<string, string>) {
  const counts = {
    sharedTasks: 0,
    bothPassed: 0,
    neitherPassed: 0,
    onlyCohortPassed: 0,
    onlyOtherPassed: 0,
    onlyCohortTasks: 0,
    onlyOtherTasks: 0,
  };
  for (const [task, tries] of Object.entries(mine)) {
    if (!(task in theirs)) {
      counts.onlyCohortTasks += 1;
      continue;
    }
    counts.sharedTasks += 1;
    const a = tries[0] === 'P';
    const b = theirs[task]![0] === 'P';
    if (a && b) counts.bothPassed += 1;
    else if (a) counts.onlyCohortPassed += 1;
    else if (b) counts.onlyOtherPassed += 1;
    else counts.neitherPassed += 1;
  }
  counts.onlyOtherTasks = Object.keys(theirs).filter((task) => !(task in mine)).length;
  return counts;
}

const capabilityOf = () => `paired.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000 + 0;
const spec = readFileSync(fileURLToPath(new URL('../../docs/specification.md', import.meta.url)), 'utf8');

async function paired(token: TestToken, variables: Omit<PairedComparisonReadQueryVariables, 'margin'> & { margin?: number }) {
  const response = await ledger.gql(token.token, PAIRED, { margin: 0.1, ...variables });
  if (response.errors) throw new Error(response.text);
  return { answer: expectTypename(response.data.pairedComparison, 'PairedComparison'), text: response.text };
}

describe('pairedComparison', () => {
  let capability: string;
  let oldCohort: string;
  let newCohort: string;
  let oldInputs: RecordAttemptInput[];

  beforeAll(async () => {
    capability = capabilityOf();
    ({ cohortId: oldCohort, inputs: oldInputs } = await recordSide(capability, 'acme-coder-2', OLD));
    ({ cohortId: newCohort } = await recordSide(capability, 'acme-coder-3', NEW));
    expect(newCohort).not.toBe(oldCohort);
  });

  it('counts the shared tasks by their first tries, leaves one-sided tasks out, and gives the worked example', async () => {
    const { answer } = await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort });
    expect(answer.__typename).toBe('PairedComparison');
    const counts = expectedCounts(NEW, OLD);
    expect(counts).toEqual({
      sharedTasks: 24,
      bothPassed: 14,
      neitherPassed: 3,
      onlyCohortPassed: 6,
      onlyOtherPassed: 1,
      onlyCohortTasks: 2,
      onlyOtherTasks: 1,
    });
    expect(answer).toMatchObject({ state: 'OK', margin: 0.1, final: true, ...counts });
    const fixed = tangoInterval(counts.onlyCohortPassed, counts.onlyOtherPassed, counts.sharedTasks)!;
    const anytime = pairedAnytimeInterval(counts.onlyCohortPassed, counts.onlyOtherPassed, counts.sharedTasks)!;
    expect([answer.difference, answer.lower, answer.upper]).toEqual([5 / 24, fixed.lower, fixed.upper]);
    expect([answer.anytimeLowerBound, answer.anytimeUpperBound]).toEqual([anytime.lower, anytime.upper]);
    // The worked example of docs/specification.md §6, "Paired comparison".
    const shown = [answer.difference, answer.lower, answer.upper, answer.anytimeLowerBound, answer.anytimeUpperBound].map((value) =>
      round4(value!),
    );
    expect(shown).toEqual([0.2083, -0.0095, 0.4216, -0.2552, 0.6154]);
    expect([answer.nonInferiority, answer.anytimeNonInferiority]).toEqual(['NON_INFERIOR', 'NOT_SHOWN']);
    // The specification writes a minus sign (U+2212).
    for (const value of shown) expect(spec).toContain(`${value < 0 ? '−' : ''}${Math.abs(value).toFixed(4)}`);
    expect(answer.report.cohortId).not.toBe(answer.otherReport.cohortId);
  });

  it('swaps sides: the difference and both intervals mirror, and the answer follows the bound', async () => {
    const { answer: forward } = await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort });
    const { answer: backward } = await paired(reader, { cohortId: oldCohort, otherCohortId: newCohort });
    expect([backward.onlyCohortPassed, backward.onlyOtherPassed, backward.onlyCohortTasks, backward.onlyOtherTasks]).toEqual([1, 6, 1, 2]);
    expect(backward.difference).toBe(-forward.difference!);
    expect(backward.lower).toBeCloseTo(-forward.upper!, 12);
    expect(backward.upper).toBeCloseTo(-forward.lower!, 12);
    // The old model is worse on the shared tasks, but not by more than 0.1 with confidence either way.
    expect(backward.nonInferiority).toBe('NOT_SHOWN');
    const { answer: wide } = await paired(reader, { cohortId: oldCohort, otherCohortId: newCohort, margin: 0.45 });
    expect(wide.nonInferiority).toBe('NON_INFERIOR');
  });

  it('gives INSUFFICIENT_EVIDENCE below minSamples shared tasks: counts, no numbers', async () => {
    const { answer } = await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort, minSamples: 25 });
    expect(answer).toMatchObject({
      state: 'INSUFFICIENT_EVIDENCE',
      sharedTasks: 24,
      onlyCohortPassed: 6,
      difference: null,
      lower: null,
      upper: null,
    });
    expect(answer).toMatchObject({ nonInferiority: null, anytimeLowerBound: null, anytimeUpperBound: null, anytimeNonInferiority: null });
  });

  it('refuses a margin outside (0, 1) and cohorts of another capability, writing nothing', async () => {
    for (const margin of [0, 1, -0.1, 1.5]) {
      const response = await ledger.gql(reader.token, PAIRED, { cohortId: newCohort, otherCohortId: oldCohort, margin });
      expect(expectTypename(response.data.pairedComparison, 'ValidationError').issues[0]!.path).toBe('margin');
    }
    const { cohortId: elsewhere } = await recordSide(capabilityOf(), 'acme-coder-3', { 'both-0': 'P' });
    const response = await ledger.gql(reader.token, PAIRED, { cohortId: newCohort, otherCohortId: elsewhere, margin: 0.1 });
    expect(expectTypename(response.data.pairedComparison, 'ValidationError').issues[0]!.path).toBe('otherCohortId');
  });

  it("answers NotFoundError, the same whichever cohort, outside the token's projects or without the reader role", async () => {
    const { cohortId: foreign } = await record(foreignRecorder, foreignProjectId, capability, 'acme-coder-3', { taskRef: 'both-0' });
    const messages = new Set<string>();
    for (const [token, cohortId, otherCohortId] of [
      [foreignReader, newCohort, oldCohort],
      [reader, newCohort, foreign],
      [reader, foreign, oldCohort],
      [reader, newCohort, randomUUID()],
      [recorder, newCohort, oldCohort],
    ] as const) {
      const response = await ledger.gql(token.token, PAIRED, { cohortId, otherCohortId, margin: 0.1 });
      const denied = expectTypename(response.data.pairedComparison, 'NotFoundError');
      expect(response.text).not.toContain('PairedComparison"');
      messages.add(denied.message);
    }
    expect(messages.size).toBe(1);
    // The foreign project's own reader reads its cohort, and still not ours.
    const own = await ledger.gql(foreignReader.token, PAIRED, { cohortId: foreign, otherCohortId: foreign, margin: 0.1, minSamples: 1 });
    expect(own.data.pairedComparison).toMatchObject({ __typename: 'PairedComparison', sharedTasks: 1 });
  });

  it('stays final: byte-identical for a settled asOf after more tries, and fails closed under drift', async () => {
    const asOf = (await settledAsOf(ledger)).toISOString();
    const before = await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort, asOf });
    expect(before.answer.final).toBe(true);
    // A new shared task, and a later retry of a shared task, after the settled instant.
    await recordSide(capability, 'acme-coder-2', { 'late-0': 'F' });
    await recordSide(capability, 'acme-coder-3', { 'late-0': 'P', 'loss-0': 'P' });
    expect((await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort, asOf })).text).toBe(before.text);
    const now = await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort });
    expect(now.answer).toMatchObject({ sharedTasks: 25, onlyCohortPassed: 7, onlyOtherPassed: 1 });

    // The same outcome of the old model re-sent with other content: the ledger appends DRIFT_DETECTED.
    const resent = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: { ...oldInputs[0]!, outcomeCode: 'ERRORED' } });
    expect(resent.data.recordAttempt.__typename).toBe('IdempotencyConflictError');
    const drifted = await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort });
    expect(drifted.answer).toMatchObject({
      state: 'EVIDENCE_DRIFT',
      sharedTasks: 25,
      difference: null,
      lower: null,
      anytimeLowerBound: null,
      nonInferiority: null,
    });
    expect(drifted.answer.otherReport.unresolvedDriftAttemptIds).toHaveLength(1);
    expect(drifted.answer.report.state).toBe('OK');
    // and the settled answer is still the one given before.
    expect((await paired(reader, { cohortId: newCohort, otherCohortId: oldCohort, asOf })).text).toBe(before.text);
  });
});
