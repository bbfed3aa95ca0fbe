// The advisory summary (docs/graded-verification.md): the worked example of the docs,
// recorded through GraphQL, gives exactly the numbers the docs state; and the summary
// follows the reliability report's as-of, window and access rules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { GRADED_SUMMARY, RECORD_GRADED, registerTestRubric, scoresOf, storeFeedback } from '../helpers/grading.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { ledgerNow, settledAsOf } from '../helpers/reliability.js';
import { expectTypename, type AdjudicationKind } from '../helpers/graphql.js';

const doc = readFileSync(fileURLToPath(new URL('../../docs/graded-verification.md', import.meta.url)), 'utf8');
function block(name: string): unknown {
  const match = doc.match(
    new RegExp(`<!-- worked-example:${name} -->\\s*\`\`\`json\\n([\\s\\S]*?)\`\`\`\\s*<!-- /worked-example:${name} -->`),
  );
  if (!match) throw new Error(`docs/graded-verification.md has no ${name} block`);
  return JSON.parse(match[1]!);
}

interface ScenarioAttempt {
  attempt: string;
  round0?: Record<string, number>;
  round1?: Record<string, number>;
  graderModel?: string;
  human: AdjudicationKind[];
}

let ledger: TestLedger;
let admin: TestToken;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();
let rubricDigest: string;
let cohortId: string;
let asOf: string;
let beforeGrading: string;

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  rubricDigest = await registerTestRubric(ledger, admin.token, {
    domain: 'worked-example',
    version: 'v1',
    threshold: 3,
    criteria: [{ id: 'grounding' }, { id: 'correctness' }, { id: 'style', required: false }],
  });
  await storeFeedback(ledger, adjudicator.token, projectId, ['grounding', 'correctness', 'style']);

  const scenario = block('scenario') as ScenarioAttempt[];
  const attempts = new Map<string, string>();
  for (const [index, entry] of scenario.entries()) {
    const finishedAt = new Date(Date.now() - (index + 1) * 3_600_000);
    const input = outcomeInput(projectId, {
      capabilities: ['research.rag_answer'],
      finishedAt: finishedAt.toISOString(),
      startedAt: new Date(finishedAt.getTime() - 60_000).toISOString(),
    });
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const attempt = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
    attempts.set(entry.attempt, attempt.id);
    cohortId = attempt.cohort.id;
  }
  beforeGrading = (await settledAsOf(ledger)).toISOString();
  for (const entry of scenario) {
    const attemptId = attempts.get(entry.attempt)!;
    for (const [round, scores] of [entry.round0, entry.round1].entries()) {
      if (!scores) continue;
      const graded = await ledger.gql(adjudicator.token, RECORD_GRADED, {
        input: {
          attemptId,
          rubricDigest,
          graderRef: 'grader-bot',
          graderModel: entry.graderModel ?? 'judge-model-1',
          round,
          scores: scoresOf(scores),
        },
      });
      expect(graded.data.recordGradedVerification.__typename, graded.text).toBe('RecordGradedVerificationSuccess');
    }
    for (const [position, kind] of entry.human.entries()) {
      const decided = await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
        input: { attemptId, idempotencyKey: `h-${position}`, kind },
      });
      expect(decided.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
    }
  }
  asOf = (await settledAsOf(ledger)).toISOString();
});
afterAll(() => ledger?.close());

const summary = (token: string, variables: Record<string, unknown>) =>
  ledger.gql(token, GRADED_SUMMARY, { cohortId, rubricDigest, window: { lastDays: 30 }, asOf, minSamples: 3, ...variables });

/** A rate: its counts, and its value and bounds (null while suppressed). */
interface Rate {
  numerator: number;
  denominator: number;
  value: number | null;
  lower: number | null;
  upper: number | null;
}

/** A rate of the docs' expected block: every figure given. */
interface ExpectedRate {
  numerator: number;
  denominator: number;
  value: number;
  lower: number;
  upper: number;
}

/** The docs' expected block: the summary of the worked example, fractions rounded to four decimals. */
interface ExpectedSummary {
  state: string;
  attemptsInWindow: number;
  sampleSize: number;
  regradedCount: number;
  notIndependentCount: number;
  reworkRecommendedRate: ExpectedRate;
  humanAgreementRate: ExpectedRate;
  humanAgreement: { passAccepted: number; passRejected: number; failAccepted: number; failRejected: number };
  meanChangeAfterRework: number;
  criteria: {
    criterionId: string;
    required: boolean;
    scored: number;
    distribution: number[];
    belowThresholdRate: ExpectedRate;
    reworkPairs: number;
    meanChangeAfterRework: number;
  }[];
}

function expectRate(actual: Rate, expected: ExpectedRate) {
  expect({ numerator: actual.numerator, denominator: actual.denominator }).toEqual({
    numerator: expected.numerator,
    denominator: expected.denominator,
  });
  for (const field of ['value', 'lower', 'upper'] as const) expect(actual[field]).toBeCloseTo(expected[field], 4);
}

describe('gradedSummary', () => {
  it('gives the numbers of the worked example in docs/graded-verification.md', async () => {
    const expected = block('expected') as ExpectedSummary;
    const actual = expectTypename((await summary(reader.token, {})).data.gradedSummary, 'GradedSummary');
    for (const field of ['state', 'attemptsInWindow', 'sampleSize', 'regradedCount', 'notIndependentCount', 'humanAgreement'] as const)
      expect(actual[field], field).toEqual(expected[field]);
    expectRate(actual.reworkRecommendedRate, expected.reworkRecommendedRate);
    expectRate(actual.humanAgreementRate, expected.humanAgreementRate);
    expect(actual.meanChangeAfterRework).toBeCloseTo(expected.meanChangeAfterRework, 10);
    expect(actual.criteria).toHaveLength(expected.criteria.length);
    for (const [index, criterion] of expected.criteria.entries()) {
      const got = actual.criteria[index]!;
      expect({
        ...got,
        distribution: got.distribution.map((entry) => entry.count),
        belowThresholdRate: undefined,
        meanChangeAfterRework: undefined,
      }).toEqual({
        ...criterion,
        belowThresholdRate: undefined,
        meanChangeAfterRework: undefined,
      });
      expect(got.distribution.map((entry) => entry.level)).toEqual([1, 2, 3, 4]);
      expectRate(got.belowThresholdRate, criterion.belowThresholdRate);
      expect(got.meanChangeAfterRework).toBeCloseTo(criterion.meanChangeAfterRework, 10);
    }
    expect(actual).toMatchObject({ final: true, asOf, settledThrough: asOf, window: { lastDays: 30, lastAttempts: null } });
    // asked again, byte for byte the same
    expect((await summary(reader.token, {})).text).toBe((await summary(reader.token, {})).text);
  });

  it('sees only what was recorded by asOf, and suppresses values below minSamples', async () => {
    const before = (await summary(reader.token, { asOf: beforeGrading })).data.gradedSummary;
    expect(before).toMatchObject({
      state: 'INSUFFICIENT_EVIDENCE',
      attemptsInWindow: 6,
      sampleSize: 0,
      reworkRecommendedRate: { numerator: 0, denominator: 0, value: null },
    });
    const strict = expectTypename((await summary(reader.token, { minSamples: 6 })).data.gradedSummary, 'GradedSummary');
    expect(strict.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(strict.reworkRecommendedRate).toMatchObject({ numerator: 3, denominator: 5, value: null, lower: null, upper: null });
    expect(strict.criteria[0]!.distribution.map((entry) => entry.count)).toEqual([1, 1, 2, 1]);
    expect(strict.criteria[0]!.meanChangeAfterRework).toBeNull();
    const recent = (await summary(reader.token, { window: { lastAttempts: 2 } })).data.gradedSummary;
    expect(recent).toMatchObject({ attemptsInWindow: 2, sampleSize: 2 });
  });

  it("refuses an asOf after the ledger clock, and answers null outside the token's projects or for an unknown rubric", async () => {
    const future = new Date((await ledgerNow(ledger)).getTime() + 60_000).toISOString();
    const refused = expectTypename((await summary(reader.token, { asOf: future })).data.gradedSummary, 'ValidationError');
    expect(refused.issues[0]!.path).toBe('asOf');
    const stranger = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    expect((await summary(stranger.token, {})).data.gradedSummary).toBeNull();
    expect((await summary(adjudicator.token, {})).data.gradedSummary).toBeNull();
    expect((await summary(reader.token, { rubricDigest: 'f'.repeat(64) })).data.gradedSummary).toBeNull();
  });
});
