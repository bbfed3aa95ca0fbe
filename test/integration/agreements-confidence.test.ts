// Confidence cutoffs through GraphQL (docs/specification.md §7, "Confidence cutoffs"; the
// worked example of docs/agreement-log.md): agreementRates(minGuardrailConfidence) and
// agreementConfidenceCurve, deterministic checks apart, waives out, final under asOf.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/domain/wilson.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { AGREEMENT_CONFIDENCE_CURVE, AGREEMENT_RATES, RECORD_AGREEMENT_EVENT, newDecisionId, proposedEvent, reviewedEvent, storeReason } from '../helpers/agreements.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();
const LANE = 'lane-triage';

// docs/agreement-log.md, "Confidence cutoffs": eleven graded decisions and four deterministic ones.
const EXAMPLE: [confidence: number | null, agreement: string, verdict: string][] = [
  [0.55, 'FALSE_PASS', 'REVISE'],
  [0.6, 'FALSE_PASS', 'REVISE'],
  [0.65, 'FALSE_PASS', 'WAIVE'],
  [0.7, 'TRUE_PASS', 'MERGE'],
  [0.7, 'FALSE_PASS', 'REVISE'],
  [0.8, 'TRUE_PASS', 'MERGE'],
  [0.8, 'TRUE_PASS', 'MERGE'],
  [0.9, 'TRUE_PASS', 'MERGE'],
  [0.9, 'TRUE_PASS', 'MERGE'],
  [0.95, 'TRUE_PASS', 'MERGE'],
  [0.95, 'TRUE_FAIL', 'REJECT'],
  [null, 'TRUE_PASS', 'MERGE'],
  [null, 'TRUE_PASS', 'MERGE'],
  [null, 'TRUE_PASS', 'MERGE'],
  [null, 'FALSE_PASS', 'REVISE'],
];

async function record(token: TestToken, input: Record<string, unknown>) {
  const response = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
  expect(response.data.recordAgreementEvent.__typename).toBe('RecordAgreementEventSuccess');
  return response.data.recordAgreementEvent;
}

async function recordDecision(confidence: number | null, agreement: string, verdict: string) {
  const decisionId = newDecisionId();
  await record(recorder, proposedEvent(projectId, decisionId, { lane: LANE, guardrailConfidence: confidence, guardrailVerdict: agreement === 'TRUE_FAIL' ? 'FAIL' : 'PASS' }));
  const reasonDigest = verdict === 'REVISE' || verdict === 'WAIVE' ? await storeReason(ledger, adjudicator.token, projectId) : null;
  return record(adjudicator, reviewedEvent(projectId, decisionId, { humanVerdict: verdict, agreement, reasonDigest }));
}

async function curve(variables: Record<string, unknown>, token: TestToken = reader) {
  const response = await ledger.gql(token.token, AGREEMENT_CONFIDENCE_CURVE, { projectId, lane: LANE, targetFalsePassUpper: 0.45, ...variables });
  expect(response.errors).toBeUndefined();
  return { report: response.data.agreementConfidenceCurve, text: response.text };
}

async function rates(variables: Record<string, unknown>) {
  const response = await ledger.gql(reader.token, AGREEMENT_RATES, { projectId, lane: LANE, minSamples: 1, ...variables });
  expect(response.errors).toBeUndefined();
  return response.data.agreementRates;
}

const wilson = (numerator: number, denominator: number) => ({ numerator, denominator, value: numerator / denominator, ...wilsonInterval(numerator, denominator)! });

let exampleRecordedAt = '';
beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  for (const [confidence, agreement, verdict] of EXAMPLE) exampleRecordedAt = (await recordDecision(confidence, agreement, verdict)).recordedAt;
}, 180_000);
afterAll(() => ledger?.close());

describe('agreementConfidenceCurve: the worked example', () => {
  it('gives one point per distinct confidence, ascending, with the false-pass rate of the decisions kept', async () => {
    const { report } = await curve({ asOf: exampleRecordedAt });
    expect(report.__typename).toBe('AgreementConfidenceCurve');
    expect(report).toMatchObject({ lane: LANE, riskTier: null, targetFalsePassUpper: 0.45, gradedInWindow: 11, final: true });
    expect(report.points.map((p: any) => [p.minGuardrailConfidence, p.kept, p.truePass, p.falsePass, p.trueFail, p.waiveCount])).toEqual([
      [0.55, 10, 6, 3, 1, 1],
      [0.6, 9, 6, 2, 1, 1],
      [0.7, 8, 6, 1, 1, 0],
      [0.8, 6, 5, 0, 1, 0],
      [0.9, 4, 3, 0, 1, 0],
      [0.95, 2, 1, 0, 1, 0],
    ]);
    expect(report.points.map((p: any) => p.falsePassRate)).toEqual([wilson(3, 9), wilson(2, 8), wilson(1, 7), wilson(0, 5), wilson(0, 3), wilson(0, 1)]);
    // the upper bounds docs/agreement-log.md states, to 4 decimals
    expect(report.points.map((p: any) => p.falsePassRate.upper.toFixed(4))).toEqual(['0.6458', '0.5907', '0.5131', '0.4345', '0.5615', '0.7935']);
    expect(report.recommendedCutoff).toBe(0.8);
  });

  it('answers null when no cutoff reaches the target', async () => {
    const { report } = await curve({ asOf: exampleRecordedAt, targetFalsePassUpper: 0.3 });
    expect(report.recommendedCutoff).toBeNull();
  });

  it('reports deterministic checks apart, never in a point', async () => {
    const { report } = await curve({ asOf: exampleRecordedAt });
    expect(report.deterministic).toMatchObject({ kept: 4, truePass: 3, falsePass: 1, trueFail: 0, falseFail: 0, waiveCount: 0 });
    expect(report.deterministic.falsePassRate).toEqual(wilson(1, 4));
  });

  it('matches agreementRates(minGuardrailConfidence) at every cutoff, including its evidence', async () => {
    const { report } = await curve({ asOf: exampleRecordedAt });
    for (const point of report.points) {
      const restricted = await rates({ asOf: exampleRecordedAt, minGuardrailConfidence: point.minGuardrailConfidence });
      expect(restricted.minGuardrailConfidence).toBe(point.minGuardrailConfidence);
      const all = restricted.lanes[0].allTiers;
      expect(all.falsePassRate).toEqual(point.falsePassRate);
      expect(all.sampleSize).toBe(point.kept);
      expect(all.waiveCount).toBe(point.waiveCount);
      // the same decisions: the rates row adds no post-merge outcome here, so the digests agree
      expect(all.evidenceDigest).toBe(point.evidenceDigest);
    }
    const unrestricted = await rates({ asOf: exampleRecordedAt });
    expect(unrestricted.minGuardrailConfidence).toBeNull();
    expect(unrestricted.lanes[0].allTiers.sampleSize).toBe(14);
  });

  it('is final: a later decision changes nothing as of an earlier instant, byte for byte', async () => {
    const before = await curve({ asOf: exampleRecordedAt });
    const late = await recordDecision(0.99, 'FALSE_PASS', 'REVISE');
    const again = await curve({ asOf: exampleRecordedAt });
    expect(again.text).toBe(before.text);
    const now = await curve({ asOf: late.recordedAt });
    expect(now.report.points.at(-1).minGuardrailConfidence).toBe(0.99);
    expect(now.report.evidenceDigest).not.toBe(before.report.evidenceDigest);
  });
});

describe('validation and scope', () => {
  it.each([
    ['a target above 1', { targetFalsePassUpper: 1.5 }, 'targetFalsePassUpper'],
    ['a negative target', { targetFalsePassUpper: -0.1 }, 'targetFalsePassUpper'],
    ['a lane outside the label grammar', { lane: 'has space' }, 'lane'],
  ])('refuses %s with a ValidationError', async (_what, variables, path) => {
    const { report } = await curve(variables);
    expect(report.__typename).toBe('ValidationError');
    expect(report.issues[0].path).toBe(path);
  });

  it('refuses a cutoff outside 0..1 in agreementRates', async () => {
    const report = await rates({ minGuardrailConfidence: 1.01 });
    expect(report.__typename).toBe('ValidationError');
    expect(report.issues[0].path).toBe('minGuardrailConfidence');
  });

  it('refuses another project and a token without the reader role', async () => {
    const outsider = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    expect((await curve({}, outsider)).report.__typename).toBe('ForbiddenError');
    expect((await curve({}, recorder)).report.__typename).toBe('ForbiddenError');
  });
});
