// Grader calibration (docs/graded-verification.md, "Grader calibration"): the worked
// example of the docs, recorded through GraphQL, gives exactly the tables, raw agreement
// and Cohen's kappa the docs state; values follow the summary's state, asOf and evidence.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { GRADED_SUMMARY, RECORD_GRADED, registerTestRubric, scoresOf, storeFeedback } from '../helpers/grading.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { settledAsOf } from '../helpers/reliability.js';
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
  graderModel: string;
  scores: Record<string, number>;
  human: AdjudicationKind | null;
}

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();
let rubricDigest: string;
let cohortId: string;
let asOf: string;
const attempts = new Map<string, string>();

beforeAll(async () => {
  ledger = await createTestLedger();
  const admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
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
  const scenario = block('calibration-scenario') as ScenarioAttempt[];
  for (const [index, entry] of scenario.entries()) {
    const finishedAt = new Date(Date.now() - (index + 1) * 3_600_000);
    const input = outcomeInput(projectId, {
      capabilities: ['research.rag_answer'],
      finishedAt: finishedAt.toISOString(),
      startedAt: new Date(finishedAt.getTime() - 60_000).toISOString(),
    });
    const attempt = expectTypename((await ledger.gql(recorder.token, RECORD_ATTEMPT, { input })).data.recordAttempt, 'RecordAttemptSuccess')
      .attempts[0]!;
    attempts.set(entry.attempt, attempt.id);
    cohortId = attempt.cohort.id;
  }
  for (const entry of scenario) {
    const attemptId = attempts.get(entry.attempt)!;
    const graded = await ledger.gql(adjudicator.token, RECORD_GRADED, {
      input: { attemptId, rubricDigest, graderRef: 'grader-bot', graderModel: entry.graderModel, round: 0, scores: scoresOf(entry.scores) },
    });
    expect(graded.data.recordGradedVerification.__typename, graded.text).toBe('RecordGradedVerificationSuccess');
    if (entry.human === null) continue;
    const decided = await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
      input: { attemptId, idempotencyKey: 'h-0', kind: entry.human },
    });
    expect(decided.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
  }
  asOf = (await settledAsOf(ledger)).toISOString();
}, 180_000);
afterAll(() => ledger?.close());

const summary = async (variables: Record<string, unknown> = {}) => {
  const response = await ledger.gql(reader.token, GRADED_SUMMARY, {
    cohortId,
    rubricDigest,
    window: { lastDays: 30 },
    asOf,
    minSamples: 3,
    ...variables,
  });
  expect(response.errors).toBeUndefined();
  return { report: expectTypename(response.data.gradedSummary, 'GradedSummary'), text: response.text };
};

/** A 2×2 table of verdicts against human decisions: counts, and fractions that are null when undefined. */
interface Calibration {
  passAccepted: number;
  passRejected: number;
  failAccepted: number;
  failRejected: number;
  total: number;
  rawAgreement: number | null;
  expectedAgreement: number | null;
  kappa: number | null;
}

/** A group of the docs' calibration-expected block (its fractions rounded to four decimals). */
interface ExpectedGroup {
  graderModel: string;
  independent: boolean;
  verdict: Calibration;
  criteria: { criterionId: string; required: boolean; calibration: Calibration }[];
}

function expectCalibration(actual: Calibration, expected: Calibration) {
  for (const field of ['passAccepted', 'passRejected', 'failAccepted', 'failRejected', 'total'] as const)
    expect(actual[field], field).toBe(expected[field]);
  for (const field of ['rawAgreement', 'expectedAgreement', 'kappa'] as const) {
    const value = expected[field];
    if (value === null) expect(actual[field], field).toBeNull();
    else expect(actual[field], field).toBeCloseTo(value, 4);
  }
}

describe('gradedSummary.graderCalibration', () => {
  it('gives the tables, raw agreement and kappa of the worked example', async () => {
    const expected = block('calibration-expected') as ExpectedGroup[];
    const { report } = await summary();
    expect(report).toMatchObject({ __typename: 'GradedSummary', state: 'OK', sampleSize: 11, final: true });
    expect(report.graderCalibration.map((g) => [g.graderModel, g.independent])).toEqual(
      expected.map((g) => [g.graderModel, g.independent]),
    );
    for (const [index, group] of expected.entries()) {
      const got = report.graderCalibration[index]!;
      expectCalibration(got.verdict, group.verdict);
      expect(got.criteria.map((c) => [c.criterionId, c.required])).toEqual(group.criteria.map((c) => [c.criterionId, c.required]));
      for (const [position, criterion] of group.criteria.entries())
        expectCalibration(got.criteria[position]!.calibration, criterion.calibration);
    }
    // exact where the docs' figures are exact
    expect(report.graderCalibration[1]!.verdict.kappa).toBe(0.25);
    expect(report.graderCalibration[1]!.criteria[2]!.calibration.kappa).toBe(-2 / 26);
  });

  it('suppresses the fractions outside OK but shows the counts, and answers byte-identically again', async () => {
    const { report } = await summary({ minSamples: 12 });
    expect(report.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(report.graderCalibration[1]!.verdict).toMatchObject({
      passAccepted: 3,
      total: 8,
      rawAgreement: null,
      expectedAgreement: null,
      kappa: null,
    });
    const first = await summary();
    expect((await summary()).text).toBe(first.text);
  });

  it('sees only human decisions recorded by asOf, and the evidence digest names the decision that changes it', async () => {
    const before = await summary();
    const attemptId = attempts.get('11')!;
    const decided = await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
      input: { attemptId, idempotencyKey: 'h-late', kind: 'HUMAN_REJECTED' },
    });
    expect(decided.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
    expect((await summary()).text).toBe(before.text);
    const later = await summary({ asOf: (await settledAsOf(ledger)).toISOString() });
    // attempt 11 fails every criterion and was rejected: one more failRejected for judge-1
    expect(later.report.graderCalibration[1]!.verdict).toMatchObject({ failRejected: 3, total: 9 });
    expect(later.report.evidenceDigest).not.toBe(before.report.evidenceDigest);
  });
});
