// Anytime-valid bounds and attempts to decision through GraphQL (docs/specification.md §6,
// "Anytime-valid bounds" and "Attempts to decision"): rows recorded through the API, the
// bounds recomputed from the pure function and the specification's worked example.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anytimeInterval, attemptsToDecision } from '../../src/domain/confidence-sequence.js';
import { RATE_NAMES } from '../../src/domain/reliability.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { RELIABILITY } from '../helpers/reliability.js';
import { registerVerifier } from '../helpers/verifiers.js';
import { expectTypename, graphql, type RecordAttemptInput, type ReliabilityRateName } from '../helpers/graphql.js';

const DAY_MS = 86_400_000;
let ledger: TestLedger;
let recorder: TestToken;
let reader: TestToken;
const projectId = newProjectId();
const round4 = (value: number) => Math.round(value * 10_000) / 10_000 + 0;
const spec = readFileSync(fileURLToPath(new URL('../../docs/specification.md', import.meta.url)), 'utf8');

const DECISION = graphql(`
  query AnytimeDecision($cohortId: ID!, $asOf: DateTime, $minSamples: Int, $rate: ReliabilityRateName!, $threshold: Float!) {
    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on ReliabilityReport {
        state
        independentlyVerifiedPassRate { ...RateParts }
        attemptsToDecision(rate: $rate, threshold: $threshold) { rate threshold outcome attempts }
      }
    }
  }
`);

const FAILED: Partial<RecordAttemptInput> = {
  outcomeCode: 'FAILED',
  verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'ci-runner', verifierModel: null },
};
const start = Date.now() - 2 * DAY_MS;

/** Records `passes` verified passes then `failures` failures, one task each, and returns the cohort and the last finishedAt. */
async function recordCohort(passes: number, failures: number): Promise<{ cohortId: string; asOf: string }> {
  const capability = `any.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let cohortId = '';
  let finishedAt = new Date(start);
  for (let i = 0; i < passes + failures; i++) {
    finishedAt = new Date(start + (i + 1) * 60_000);
    const input = outcomeInput(projectId, {
      capabilities: [capability],
      taskRef: `task-${i}`,
      finishedAt: finishedAt.toISOString(),
      startedAt: new Date(finishedAt.getTime() - 30_000).toISOString(),
      ...(i < passes ? {} : FAILED),
    });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
    if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
    cohortId = attempt.cohort.ledgerId;
  }
  return { cohortId, asOf: new Date(Date.now()).toISOString() };
}

let example: { cohortId: string; asOf: string };

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  await registerVerifier(ledger, projectId, 'ci-runner');
  example = await recordCohort(90, 10);
}, 120_000);
afterAll(() => ledger?.close());

async function decision(cohortId: string, asOf: string, rate: ReliabilityRateName, threshold: number) {
  const response = await ledger.gql(reader.token, DECISION, { cohortId, asOf, minSamples: 10, rate, threshold });
  if (response.errors) throw new Error(response.text);
  return expectTypename(response.data.reliability, 'ReliabilityReport');
}

describe('anytime-valid bounds', () => {
  it('recompute the worked example of docs/specification.md: 90 verified passes of 100', async () => {
    const response = await ledger.gql(reader.token, RELIABILITY, { cohortId: example.cohortId, asOf: example.asOf, minSamples: 10 });
    const report = expectTypename(response.data.reliability, 'ReliabilityReport');
    expect(report.state, response.text).toBe('OK');
    const pass = report.independentlyVerifiedPassRate;
    expect([pass.numerator, pass.denominator]).toEqual([90, 100]);
    const expected = anytimeInterval(90, 100)!;
    expect(pass.anytimeLowerBound).toBe(expected.lower);
    expect(pass.anytimeUpperBound).toBe(expected.upper);
    expect([round4(pass.anytimeLowerBound!), round4(pass.anytimeUpperBound!)]).toEqual([0.7717, 0.9712]);
    expect(spec).toContain('`anytimeLowerBound` 0.7717');
    expect(spec).toContain('`anytimeUpperBound` 0.9712');
    // The fixed-sample interval lies inside.
    expect([round4(pass.lower!), round4(pass.upper!)]).toEqual([0.8256, 0.9448]);
    expect(spec).toContain('is 0.8256 to 0.9448');
    // Every rate: its bounds are the pure function of its own counts.
    for (const name of RATE_NAMES) {
      const rate = report[name];
      const interval = anytimeInterval(rate.numerator, rate.denominator);
      expect([rate.anytimeLowerBound, rate.anytimeUpperBound], name).toEqual(interval ? [interval.lower, interval.upper] : [null, null]);
    }
  });

  it('are null with the other intervals when the report suppresses values', async () => {
    const response = await ledger.gql(reader.token, RELIABILITY, { cohortId: example.cohortId, asOf: example.asOf, minSamples: 101 });
    const report = expectTypename(response.data.reliability, 'ReliabilityReport');
    expect(report.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(report.independentlyVerifiedPassRate).toMatchObject({
      numerator: 90,
      denominator: 100,
      lower: null,
      anytimeLowerBound: null,
      anytimeUpperBound: null,
    });
  });
});

describe('attempts to decision', () => {
  it('answers the worked example: 60 more to clear 0.8, 200 more to fall below 0.95, never at 0.9', async () => {
    const { cohortId, asOf } = example;
    expect((await decision(cohortId, asOf, 'independentlyVerifiedPassRate', 0.8)).attemptsToDecision).toEqual({
      rate: 'independentlyVerifiedPassRate',
      threshold: 0.8,
      outcome: 'ABOVE',
      attempts: 60,
    });
    expect(spec).toContain('`ABOVE` after 60 more');
    expect((await decision(cohortId, asOf, 'independentlyVerifiedPassRate', 0.95)).attemptsToDecision).toMatchObject({
      outcome: 'BELOW',
      attempts: 200,
    });
    expect(spec).toContain('`BELOW` after\n200 more');
    expect((await decision(cohortId, asOf, 'independentlyVerifiedPassRate', 0.9)).attemptsToDecision).toMatchObject({
      outcome: 'NOT_AT_THIS_RATE',
      attempts: null,
    });
    // humanRejectionRate has no reviewed attempt: no evidence.
    expect((await decision(cohortId, asOf, 'humanRejectionRate', 0.1)).attemptsToDecision).toMatchObject({
      outcome: 'NO_EVIDENCE',
      attempts: null,
    });
    // falseSuccessRate: 0 of 90 claimed successes; already below 0.1.
    const falseSuccess = await decision(cohortId, asOf, 'falseSuccessRate', 0.1);
    expect(falseSuccess.attemptsToDecision).toEqual({ rate: 'falseSuccessRate', threshold: 0.1, ...attemptsToDecision(0, 90, 0.1) });
  });

  it('names the attempts after which the bound clears, and not one fewer', async () => {
    // 18 of 20 (0.9) against 0.8, recorded through the API.
    const cohort = await recordCohort(18, 2);
    const before = await decision(cohort.cohortId, cohort.asOf, 'independentlyVerifiedPassRate', 0.8);
    expect(before.independentlyVerifiedPassRate.anytimeLowerBound).toBeLessThan(0.8);
    const { outcome, attempts } = before.attemptsToDecision;
    expect(outcome).toBe('ABOVE');
    expect(attempts).toBe(attemptsToDecision(18, 20, 0.8).attempts);
    if (attempts === null) throw new Error('the bound never clears 0.8');
    const passes = Math.floor((attempts * 18) / 20);
    expect(anytimeInterval(18 + passes, 20 + attempts)!.lower).toBeGreaterThanOrEqual(0.8);
    expect(anytimeInterval(18 + Math.floor(((attempts - 1) * 18) / 20), 20 + attempts - 1)!.lower).toBeLessThan(0.8);
  });

  it('refuses a threshold outside (0, 1) with BAD_USER_INPUT', async () => {
    for (const threshold of [0, 1, 1.5, -0.2]) {
      const refused = await ledger.gql(reader.token, DECISION, {
        cohortId: example.cohortId,
        asOf: example.asOf,
        minSamples: 10,
        rate: 'independentlyVerifiedPassRate',
        threshold,
      });
      expect(refused.errors?.[0]?.extensions?.code, refused.text).toBe('BAD_USER_INPUT');
    }
  });
});
