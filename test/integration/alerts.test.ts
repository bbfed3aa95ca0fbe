// Alerts (docs/specification.md §12, docs/alerts.md): each rule kind raises exactly the
// alerts its definition gives over a scripted history, recomputed here from the reports
// the GraphQL API serves; only from final reports; once, whatever the evaluations, their
// interruptions and their concurrency; nothing after a rule's retirement.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burnRateOf, budgetSpentOf } from '../../src/domain/alerts.js';
import { anytimeInterval } from '../../src/domain/confidence-sequence.js';
import { evaluateAlerts } from '../../src/modules/alerts/evaluate.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { proposedEvent, RECORD_AGREEMENT_EVENT, AGREEMENT_RATES, newDecisionId, reviewedEvent } from '../helpers/agreements.js';
import {
  ALERTS,
  alertsOf,
  ALERT_RULES,
  createRule,
  CREATE_ALERT_RULE,
  evaluateSettled,
  RETIRE_ALERT_RULE,
  REWORK_QUEUE,
  type AlertNode,
} from '../helpers/alerts.js';
import { RECORD_GRADED, registerTestRubric, scoresOf, storeFeedback } from '../helpers/grading.js';
import { createTestLedger, type GraphQLResponse, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { insertAdjudication, settledAsOf } from '../helpers/reliability.js';
import { registerVerifier, withdrawVerifierTrust } from '../helpers/verifiers.js';
import {
  expectTypename,
  type AdjudicationKind,
  type CreateAlertRuleInput,
  type LowerBound,
  type AlertsQuery,
  graphql,
} from '../helpers/graphql.js';

let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

interface Project {
  projectId: string;
  admin: TestToken;
  recorder: TestToken;
  reader: TestToken;
  adjudicator: TestToken;
}

async function project(): Promise<Project> {
  const projectId = newProjectId();
  return {
    projectId,
    admin: await ledger.token({ roles: ['admin'], projects: [projectId] }),
    recorder: await ledger.token({ roles: ['recorder'], projects: [projectId] }),
    reader: await ledger.token({ roles: ['reader'], projects: [projectId] }),
    adjudicator: await ledger.token({ roles: ['adjudicator'], projects: [projectId] }),
  };
}

const freshCapability = () => `alert.c${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const unverified = { mode: 'NONE', result: 'NOT_RUN', verifierRef: null, verifierModel: null };
const succeeded = (minutes = 60) => ({ verification: unverified, finishedAt: minutesAgo(minutes), startedAt: minutesAgo(minutes + 1) });
const failed = (minutes = 60) => ({ ...succeeded(minutes), outcomeCode: 'FAILED', stopReasonCode: 'VALIDATION_FAILED' });

/** Records one attempt; answers its ids and its stamp. */
async function record(p: Project, capability: string, overrides: Record<string, unknown> = {}) {
  const response = await ledger.gql(p.recorder.token, RECORD_ATTEMPT, {
    input: outcomeInput(p.projectId, { capabilities: [capability], ...overrides }),
  });
  const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(`recordAttempt failed: ${response.text}`);
  return {
    id: attempt.id as string,
    ledgerId: attempt.ledgerId as string,
    cohortId: attempt.cohort.ledgerId as string,
    recordedAt: attempt.recordedAt as string,
  };
}

/** Drift is appended by the ledger itself (docs/specification.md §5): here as the owner would, stamped by the database. */
async function detectDrift(attemptId: string): Promise<{ recordedAt: string }> {
  await insertAdjudication(ledger.owner, {
    attemptId,
    kind: 'DRIFT_DETECTED',
    verificationMode: null,
    verificationResult: null,
    verifierRef: null,
    verifierModel: null,
    contentDigest: fakeDigest(`drift/${attemptId}`),
    actorRef: 'ledger-drift',
  });
  const { rows } = await ledger.owner.query<{ recorded_at: Date }>(
    `SELECT recorded_at FROM adjudication WHERE attempt_id = $1 AND kind = 'DRIFT_DETECTED'`,
    [attemptId],
  );
  return { recordedAt: rows[0]!.recorded_at.toISOString() };
}

async function adjudicate(p: Project, attemptId: string, kind: AdjudicationKind) {
  const response = await ledger.gql(p.adjudicator.token, APPEND_ADJUDICATION, {
    input: { attemptId, kind, idempotencyKey: `k-${randomUUID()}`, evidenceDigests: [] },
  });
  const adjudication = expectTypename(response.data.appendAdjudication, 'AppendAdjudicationSuccess').adjudication;
  if (!adjudication) throw new Error(`appendAdjudication failed: ${response.text}`);
  return adjudication as { recordedAt: string };
}

const REPORT = graphql(`
  query AlertsReport($id: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {
    reliability(cohortId: $id, asOf: $asOf, window: $window, minSamples: $minSamples) {
      __typename
      ... on ReliabilityReport { state final sampleSize evidenceDigest criticalFailures { count }
        unverifiedCompletionRate { numerator denominator value lower upper anytimeLowerBound } }
      ... on ValidationError { message }
    }
  }
`);

async function reportAt(p: Project, cohortId: string, asOf: string, window = { lastDays: 30 }, minSamples = 2) {
  const response = await ledger.gql(p.reader.token, REPORT, { id: cohortId, asOf, window, minSamples });
  const report = expectTypename(response.data?.reliability, 'ReliabilityReport');
  expect(report.final).toBe(true);
  return report;
}

/** Evaluates through everything written so far. */
const evaluate = () => evaluateSettled(ledger);

const shape = (alerts: AlertNode[]) =>
  alerts.map((alert) => ({ subject: alert.subject, transitionAt: alert.transitionAt, details: JSON.parse(alert.details) }));

describe('the burn rate of the SRE workbook (ch. 5, "Alerting on SLOs")', () => {
  it('matches its published example: a 99.9% objective over 30 days, 1 h window, burn rate 14.4 spends 2% of the budget', () => {
    // An error rate of 1.44% over the hour is a burn rate of 14.4 (= 0.0144 / 0.001).
    expect(burnRateOf({ numerator: 9_856, denominator: 10_000 }, 0.999)).toBeCloseTo(14.4, 9);
    expect(budgetSpentOf(14.4, 60, 30)).toBeCloseTo(0.02, 12);
    // The workbook's other two pages: 6 over 6 h spends 5%, 1 over 3 days spends 10%.
    expect(budgetSpentOf(6, 360, 30)).toBeCloseTo(0.05, 12);
    expect(budgetSpentOf(1, 3 * 1440, 30)).toBeCloseTo(0.1, 12);
    expect(burnRateOf({ numerator: 0, denominator: 0 }, 0.999)).toBeNull();
  });
});

describe('createAlertRule', () => {
  it("stores a content-addressed rule with its defaults; the same content again is the stored rule; other kinds' parameters are refused", async () => {
    const p = await project();
    const input: CreateAlertRuleInput = { projectId: p.projectId, kind: 'STATE_CHANGED', capabilityKey: 'code.edit.typescript' };
    const first = (await ledger.gql(p.admin.token, CREATE_ALERT_RULE, { input })).data.createAlertRule;
    expect(first).toMatchObject({
      __typename: 'CreateAlertRuleSuccess',
      replayed: false,
      rule: { kind: 'STATE_CHANGED', window: { lastDays: 30 }, minSamples: 20, actorRef: p.admin.actorRef },
    });
    expect(expectTypename(first, 'CreateAlertRuleSuccess').rule.parameters).toBe('{"minSamples":20,"window":{"lastDays":30}}');
    const again = (await ledger.gql(p.admin.token, CREATE_ALERT_RULE, { input: { ...input, window: { lastDays: 30 }, minSamples: 20 } }))
      .data.createAlertRule;
    expect(again).toEqual({ ...first, replayed: true });
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM alert_rule WHERE project_id = $1', [
      p.projectId,
    ]);
    expect(rows[0]!.n).toBe(1);

    for (const [overrides, path] of [
      [{ threshold: 0.5 }, 'input'],
      [{ kind: 'LOWER_BOUND_BELOW', rate: 'unverifiedCompletionRate', threshold: 1.5 }, 'input.threshold'],
      [{ kind: 'LOWER_BOUND_BELOW', threshold: 0.5 }, 'input.rate'],
      [
        { kind: 'BURN_RATE', rate: 'rollbackRate', target: 0.99, longWindowMinutes: 5, shortWindowMinutes: 60, burnRateFactor: 2 },
        'input.shortWindowMinutes',
      ],
      [{ kind: 'FALSE_PASS_ABOVE', threshold: 0.1 }, 'input.capabilityKey'],
      [{ kind: 'VERIFIER_WITHDRAWN', capabilityKey: 'code.edit.typescript' }, 'input.capabilityKey'],
      [{ capabilityKey: 'has space' }, 'input.capabilityKey'],
      [{ model: 'job+xoxb-1234567890-1234567890-AbCdEfGh' }, 'input.model'],
      [{ projectId: 'not-a-uuid' }, 'input.projectId'],
    ] satisfies [Partial<CreateAlertRuleInput>, string][]) {
      const result = expectTypename(
        (await ledger.gql(p.admin.token, CREATE_ALERT_RULE, { input: { ...input, ...overrides } })).data.createAlertRule,
        'ValidationError',
      );
      expect(
        result.issues.map((issue) => issue.path).some((at) => at.startsWith(path)),
        JSON.stringify(result.issues),
      ).toBe(true);
    }
    const after = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM alert_rule WHERE project_id = $1', [p.projectId]);
    expect(after.rows[0]!.n).toBe(1);
  });

  it('is refused for another project, and alertRules leaves other projects out', async () => {
    const p = await project();
    const other = await project();
    const refused = (
      await ledger.gql(p.admin.token, CREATE_ALERT_RULE, { input: { projectId: other.projectId, kind: 'CRITICAL_FAILURE' } })
    ).data.createAlertRule;
    expect(refused.__typename).toBe('ForbiddenError');
    await createRule(ledger, other.admin.token, { projectId: other.projectId, kind: 'CRITICAL_FAILURE' });
    const seen = (await ledger.gql(p.reader.token, ALERT_RULES, { projectId: other.projectId })).data.alertRules;
    expect(seen).toEqual({ __typename: 'AlertRulesSuccess', data: [] });
    const own = expectTypename(
      (await ledger.gql(other.reader.token, ALERT_RULES, { projectId: other.projectId })).data.alertRules,
      'AlertRulesSuccess',
    );
    expect(own.data.map((rule) => rule.kind)).toEqual(['CRITICAL_FAILURE']);
  });
});

describe('STATE_CHANGED', () => {
  it("raises each change of state at the stamp of the row that changed it, with the report's digest, and none on a non-final report", async () => {
    const p = await project();
    const capability = freshCapability();
    const rule = await createRule(ledger, p.admin.token, {
      projectId: p.projectId,
      kind: 'STATE_CHANGED',
      capabilityKey: capability,
      minSamples: 2,
    });
    const first = await record(p, capability, succeeded());
    // While a write is in flight, the settled horizon stays before it: the second
    // attempt's report is not final, and nothing is raised for it.
    const holder = await ledger.owner.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT crl_write_stamp()');
    const second = await record(p, capability, succeeded());
    const early = await evaluateAlerts(ledger.db.pool);
    expect(early.horizon.getTime()).toBeLessThan(Date.parse(second.recordedAt));
    expect(await alertsOf(ledger, p.reader.token, p.projectId)).toEqual([]);
    await holder.query('ROLLBACK');
    holder.release();

    await evaluate();
    const third = await record(p, capability, failed());
    await detectDrift(first.ledgerId).then(async (drift) => {
      await evaluate();
      const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
      expect(shape(alerts)).toEqual([
        { subject: first.cohortId, transitionAt: second.recordedAt, details: { from: 'INSUFFICIENT_EVIDENCE', to: 'OK', sampleSize: 2 } },
        { subject: first.cohortId, transitionAt: drift.recordedAt, details: { from: 'OK', to: 'EVIDENCE_DRIFT', sampleSize: 3 } },
      ]);
      for (const alert of alerts) {
        expect(alert).toMatchObject({ kind: 'STATE_CHANGED', ruleDigest: rule.digest, projectId: p.projectId });
        const report = await reportAt(p, first.cohortId, alert.transitionAt);
        expect(alert.reportDigest).toBe(report.evidenceDigest);
      }
      void third;
    });
  });
});

describe('LOWER_BOUND_BELOW', () => {
  it('raises when the Wilson lower bound crosses below the threshold, as the report at each stamp gives it, once per crossing', async () => {
    const p = await project();
    const capability = freshCapability();
    const threshold = 0.45;
    await createRule(ledger, p.admin.token, {
      projectId: p.projectId,
      kind: 'LOWER_BOUND_BELOW',
      capabilityKey: capability,
      rate: 'unverifiedCompletionRate',
      threshold,
      minSamples: 3,
    });
    // Lower bounds (Wilson, 95%): 0.439 at 3/3 (below), 0.510 at 4/4, 0.376 at 4/5 (below),
    // back to 0.468 at 9/12, 0.454 at 14/21 and 0.430 at 14/22 (below): three crossings.
    const script = [...'SSSSFFFSSSSSSSSSSFFFFF'].map((c) => (c === 'S' ? succeeded() : failed()));
    const stamps: { cohortId: string; recordedAt: string }[] = [];
    // Evaluated as it goes, each time stopping just before or at the newest stamp (as a
    // crash or a slow horizon would): every run resumes from the cursor the last one left.
    for (const [index, overrides] of script.entries()) {
      const stamp = await record(p, capability, overrides);
      stamps.push(stamp);
      await settledAsOf(ledger);
      await evaluateAlerts(ledger.db.pool, new Date(Date.parse(stamp.recordedAt) - (index % 2)));
    }
    await evaluate();

    // The expectation, from the reports the API serves at each stamp.
    const expected = [];
    let before = false;
    for (const stamp of stamps) {
      const report = await reportAt(p, stamp.cohortId, stamp.recordedAt, { lastDays: 30 }, 3);
      const rate = report.unverifiedCompletionRate;
      const below = rate.lower !== null && rate.lower < threshold;
      if (below && !before)
        expected.push({
          subject: stamp.cohortId,
          transitionAt: stamp.recordedAt,
          details: {
            rate: 'unverifiedCompletionRate',
            lower: rate.lower,
            numerator: rate.numerator,
            denominator: rate.denominator,
            threshold,
          },
          reportDigest: report.evidenceDigest,
        });
      before = below;
    }
    expect(expected).toHaveLength(3);
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(alerts.map((alert) => ({ ...shape([alert])[0], reportDigest: alert.reportDigest }))).toEqual(expected);

    // Pages of one, newest first, end to end; a cursor the ledger never issued is refused.
    const paged: string[] = [];
    let after: string | null | undefined = null;
    for (;;) {
      const answer: GraphQLResponse<AlertsQuery> = await ledger.gql(p.reader.token, ALERTS, { projectId: p.projectId, first: 1, after });
      const page = expectTypename(answer.data.alerts, 'AlertConnection');
      paged.push(...page.edges.map((edge) => edge.node.ledgerId));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const newestFirst = [...alerts]
      .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt) || b.ledgerId.localeCompare(a.ledgerId))
      .map((alert) => alert.ledgerId);
    expect(paged).toEqual(newestFirst);
    for (const [variables, path] of [
      [{ after: 'bm90LWEtY3Vyc29y' }, 'after'],
      [{ first: 101 }, 'first'],
      [{ projectId: 'p-1' }, 'projectId'],
    ] as const) {
      const refused = expectTypename(
        (await ledger.gql(p.reader.token, ALERTS, { projectId: p.projectId, ...variables })).data.alerts,
        'ValidationError',
      );
      expect(refused.issues.map((issue) => issue.path)).toEqual([path]);
    }
  });
});

describe('LOWER_BOUND_BELOW on the anytime bound', () => {
  it('reads anytimeLowerBound with bound ANYTIME, beside a rule on the fixed-sample bound that stays quiet; a rule without bound stores none', async () => {
    const p = await project();
    const capability = freshCapability();
    const threshold = 0.45;
    const base: CreateAlertRuleInput = {
      projectId: p.projectId,
      kind: 'LOWER_BOUND_BELOW',
      capabilityKey: capability,
      rate: 'unverifiedCompletionRate',
      threshold,
      minSamples: 3,
    };
    const fixed = await createRule(ledger, p.admin.token, base);
    const anytime = await createRule(ledger, p.admin.token, { ...base, bound: 'ANYTIME' });
    expect(fixed).toMatchObject({ bound: 'FIXED_SAMPLE' });
    expect((fixed as unknown as { parameters: string }).parameters).not.toContain('bound');
    expect(anytime).toMatchObject({ bound: 'ANYTIME' });
    expect((anytime as unknown as { parameters: string }).parameters).toContain('"bound":"ANYTIME"');
    // Four successes, then one more from the fifth on: Wilson's lower bound crosses below 0.45 once, at 3 of 3
    // (0.4385), and is above it from 4 of 4 (0.5101) on; the anytime bound, (0.05/(n+1))^(1/n) at n of n, is
    // below it until 7 of 7 (0.4843).
    const stamps: { cohortId: string; recordedAt: string }[] = [];
    for (let i = 0; i < 8; i++) stamps.push(await record(p, capability, succeeded()));
    await evaluate();

    const expected = { fixed: [] as unknown[], anytime: [] as unknown[] };
    const before = { fixed: false, anytime: false };
    for (const stamp of stamps) {
      const report = await reportAt(p, stamp.cohortId, stamp.recordedAt, { lastDays: 30 }, 3);
      const rate = report.unverifiedCompletionRate;
      for (const [key, lower] of [
        ['fixed', rate.lower],
        ['anytime', rate.anytimeLowerBound],
      ] as const) {
        const below = lower !== null && lower < threshold;
        const details = {
          rate: 'unverifiedCompletionRate',
          lower,
          numerator: rate.numerator,
          denominator: rate.denominator,
          threshold,
          ...(key === 'anytime' ? { bound: 'ANYTIME' } : {}),
        };
        if (below && !before[key]) expected[key].push({ subject: stamp.cohortId, transitionAt: stamp.recordedAt, details });
        before[key] = below;
      }
    }
    expect(expected.fixed).toHaveLength(1);
    expect(expected.anytime).toHaveLength(1);
    expect(shape(await alertsOf(ledger, p.reader.token, p.projectId, fixed.digest))).toEqual(expected.fixed);
    expect(shape(await alertsOf(ledger, p.reader.token, p.projectId, anytime.digest))).toEqual(expected.anytime);
    // The anytime rule saw its bound below 0.45 through 6 of 6 and above it at 7 of 7.
    const last = await reportAt(p, stamps[6]!.cohortId, stamps[6]!.recordedAt, { lastDays: 30 }, 3);
    expect(last.unverifiedCompletionRate.anytimeLowerBound).toBeGreaterThan(threshold);
    const sixth = await reportAt(p, stamps[5]!.cohortId, stamps[5]!.recordedAt, { lastDays: 30 }, 3);
    expect(sixth.unverifiedCompletionRate.anytimeLowerBound).toBeLessThan(threshold);
    expect(sixth.unverifiedCompletionRate.lower).toBeGreaterThan(threshold);
  });

  it('refuses a bound on a rule of another kind, and a bound it does not know', async () => {
    const p = await project();
    const critical = await ledger.gql(p.admin.token, CREATE_ALERT_RULE, {
      input: { projectId: p.projectId, kind: 'CRITICAL_FAILURE', bound: 'ANYTIME' },
    });
    expect(critical.data.createAlertRule.__typename).toBe('ValidationError');
    const unknown = await ledger.gql(p.admin.token, CREATE_ALERT_RULE, {
      // A bound the schema does not know, deliberately.
      input: {
        projectId: p.projectId,
        kind: 'LOWER_BOUND_BELOW',
        rate: 'unverifiedCompletionRate',
        threshold: 0.5,
        bound: 'SOMETIMES' as unknown as LowerBound,
      },
    });
    expect(unknown.errors?.[0]?.message, unknown.text).toMatch(/Expected type LowerBound/);
    expect(unknown.data ?? null).toBeNull();
    // Nothing was written.
    const rules = await ledger.gql(p.admin.token, ALERT_RULES, { projectId: p.projectId });
    expect(rules.data.alertRules, rules.text).toMatchObject({ __typename: 'AlertRulesSuccess', data: [] });
  });
});

describe('BURN_RATE', () => {
  it('raises when both windows burn the error budget at least the factor times its even pace', async () => {
    const p = await project();
    const capability = freshCapability();
    const rule: CreateAlertRuleInput = {
      projectId: p.projectId,
      kind: 'BURN_RATE',
      capabilityKey: capability,
      rate: 'unverifiedCompletionRate',
      target: 0.9,
      longWindowMinutes: 60,
      shortWindowMinutes: 5,
      burnRateFactor: 2,
      minSamples: 4,
    };
    await createRule(ledger, p.admin.token, rule);
    // Long window (60 min): 3 good, then bad ones; the short window (5 min) holds only the recent ones.
    await record(p, capability, succeeded(30));
    await record(p, capability, succeeded(30));
    await record(p, capability, succeeded(20));
    const old = await record(p, capability, failed(20)); // long: 1/4 bad = burn 2.5, short: empty
    const recent = await record(p, capability, failed(2)); // long: 2/5 = 4, short: 1/1 = 10: both burn
    await record(p, capability, failed(1)); // still burning: no second alert
    await evaluate();
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(shape(alerts)).toEqual([
      {
        subject: recent.cohortId,
        transitionAt: recent.recordedAt,
        details: {
          rate: 'unverifiedCompletionRate',
          longBurnRate: 2 / 5 / (1 - 0.9),
          shortBurnRate: 1 / (1 - 0.9),
          longNumerator: 3,
          longDenominator: 5,
          shortNumerator: 0,
          shortDenominator: 1,
          burnRateFactor: 2,
          budgetSpent: budgetSpentOf(2 / 5 / (1 - 0.9), 60, 30),
        },
      },
    ]);
    void old;
  });

  it('with bound ANYTIME reads the anytime-valid upper bound of the failure rate in each window, beside a rule on the observed rate', async () => {
    const p = await project();
    const capability = freshCapability();
    const base: CreateAlertRuleInput = {
      projectId: p.projectId,
      kind: 'BURN_RATE',
      capabilityKey: capability,
      rate: 'unverifiedCompletionRate',
      target: 0.9,
      longWindowMinutes: 60,
      shortWindowMinutes: 5,
      burnRateFactor: 2,
      minSamples: 4,
    };
    const observed = await createRule(ledger, p.admin.token, base);
    const anytime = await createRule(ledger, p.admin.token, { ...base, bound: 'ANYTIME' });
    expect(observed).toMatchObject({ bound: 'FIXED_SAMPLE' });
    expect((observed as unknown as { parameters: string }).parameters).not.toContain('bound');
    expect(anytime).toMatchObject({ bound: 'ANYTIME' });
    expect((anytime as unknown as { parameters: string }).parameters).toContain('"bound":"ANYTIME"');
    // Only good attempts: the observed burn is 0 in both windows, so the rule on it never raises. The
    // anytime rule asks whether the evidence rules a burn of 2 out: it cannot at 4 of 4 in the hour
    // (failure upper bound 1 − (0.05/5)^(1/4) = 0.6838, burn 6.84) and 1 of 1 in the last 5 minutes
    // (1 − 0.05/2 = 0.975, burn 9.75), and raises at the fourth attempt, where minSamples is reached.
    await record(p, capability, succeeded(30));
    await record(p, capability, succeeded(30));
    await record(p, capability, succeeded(20));
    const fourth = await record(p, capability, succeeded(2));
    await evaluate();
    expect(await alertsOf(ledger, p.reader.token, p.projectId, observed.digest)).toEqual([]);
    // recomputed from the rows this test wrote: 4 of 4 in the long window, 1 of 1 in the short
    const longBurn = (1 - anytimeInterval(4, 4)!.lower) / (1 - 0.9);
    const shortBurn = (1 - anytimeInterval(1, 1)!.lower) / (1 - 0.9);
    expect(longBurn.toFixed(2)).toBe('6.84');
    expect(shortBurn.toFixed(2)).toBe('9.75');
    expect(burnRateOf({ numerator: 4, denominator: 4 }, 0.9, 'ANYTIME')).toBe(longBurn);
    expect(shape(await alertsOf(ledger, p.reader.token, p.projectId, anytime.digest))).toEqual([
      {
        subject: fourth.cohortId,
        transitionAt: fourth.recordedAt,
        details: {
          rate: 'unverifiedCompletionRate',
          longBurnRate: longBurn,
          shortBurnRate: shortBurn,
          longNumerator: 4,
          longDenominator: 4,
          shortNumerator: 1,
          shortDenominator: 1,
          burnRateFactor: 2,
          budgetSpent: budgetSpentOf(longBurn, 60, 30),
          bound: 'ANYTIME',
        },
      },
    ]);
  });
});

describe('CRITICAL_FAILURE', () => {
  it('raises for each new critical failure: a critical attempt, or a CRITICAL_FAILURE_RECORDED on a normal one', async () => {
    const p = await project();
    const capability = freshCapability();
    await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'CRITICAL_FAILURE', capabilityKey: capability });
    const critical = await record(p, capability, { ...failed(), severity: 'CRITICAL' });
    const normal = await record(p, capability, failed());
    const recorded = await adjudicate(p, normal.id, 'CRITICAL_FAILURE_RECORDED');
    await evaluate();
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(shape(alerts)).toEqual([
      { subject: critical.cohortId, transitionAt: critical.recordedAt, details: { newCriticalFailures: 1, criticalFailures: 1 } },
      { subject: critical.cohortId, transitionAt: recorded.recordedAt, details: { newCriticalFailures: 1, criticalFailures: 2 } },
    ]);
    for (const alert of alerts)
      expect(alert.reportDigest).toBe((await reportAt(p, critical.cohortId, alert.transitionAt, { lastDays: 30 }, 20)).evidenceDigest);
  });
});

describe('alerts of one subject', () => {
  it("pages a cohort's alerts only, newest first, from an index; another project's token sees none; a bad subject is refused", async () => {
    const p = await project();
    const [capabilityA, capabilityB] = [freshCapability(), freshCapability()];
    await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'CRITICAL_FAILURE' });
    const a1 = await record(p, capabilityA, { ...failed(), severity: 'CRITICAL' });
    const b1 = await record(p, capabilityB, { ...failed(), severity: 'CRITICAL' });
    const a2 = await record(p, capabilityA, { ...failed(), severity: 'CRITICAL' });
    await evaluate();
    const all = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(all.map((alert) => alert.subject)).toEqual([a1.cohortId, b1.cohortId, a2.cohortId]);

    const pagedOf = async (token: string, subject: string) => {
      const ids: string[] = [];
      let after: string | null | undefined = null;
      for (;;) {
        const answer: GraphQLResponse<AlertsQuery> = await ledger.gql(token, ALERTS, { projectId: p.projectId, subject, first: 1, after });
        const page = expectTypename(answer.data.alerts, 'AlertConnection');
        ids.push(...page.edges.map((edge) => edge.node.ledgerId));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      return ids;
    };
    const newestFirst = (alerts: AlertNode[]) =>
      [...alerts]
        .sort((x, y) => y.raisedAt.localeCompare(x.raisedAt) || y.ledgerId.localeCompare(x.ledgerId))
        .map((alert) => alert.ledgerId);
    expect(await pagedOf(p.reader.token, a1.cohortId)).toEqual(newestFirst(all.filter((alert) => alert.subject === a1.cohortId)));
    expect(await pagedOf(p.reader.token, b1.cohortId)).toEqual([all[1]!.ledgerId]);
    expect(await pagedOf(p.reader.token, `${a1.cohortId}x`)).toEqual([]);
    const other = await project();
    expect(await pagedOf(other.reader.token, a1.cohortId)).toEqual([]);
    for (const subject of ['', 'x'.repeat(301)]) {
      const refused = expectTypename(
        (await ledger.gql(p.reader.token, ALERTS, { projectId: p.projectId, subject })).data.alerts,
        'ValidationError',
      );
      expect(refused.issues.map((issue) => issue.path)).toEqual(['subject']);
    }

    // The page is read from the (project, subject, raisedAt, id) index, not by filtering the project's alerts.
    const client = await ledger.owner.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = (
        await client.query(
          `EXPLAIN SELECT id FROM alert a
          WHERE a.project_id = $1 AND ($2::"AlertKind" IS NULL OR a.kind = $2::"AlertKind") AND ($3::text IS NULL OR a.rule_digest = $3)
            AND ($4::text IS NULL OR a.subject = $4)
          ORDER BY a.raised_at DESC, a.id DESC LIMIT 21`,
          [p.projectId, null, null, a1.cohortId],
        )
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('alert_project_id_subject_raised_at_id_idx');
      expect(plan).not.toMatch(/Sort/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });
});

describe('FALSE_PASS_ABOVE', () => {
  it("raises when a lane's false-pass upper bound crosses above the threshold, as agreementRates gives it", async () => {
    const p = await project();
    const lane = `lane-${randomUUID().slice(0, 8)}`;
    const threshold = 0.6;
    await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'FALSE_PASS_ABOVE', lane, threshold, minSamples: 2 });
    const agent = await ledger.token({ roles: ['recorder'], projects: [p.projectId], actorRef: 'agent-writer' });
    const recorderOfProposals = await ledger.token({ roles: ['recorder'], projects: [p.projectId] });
    const reviewer = await ledger.token({ roles: ['adjudicator'], projects: [p.projectId], actorRef: 'reviewer-ana' });
    void agent;
    const stamps: string[] = [];
    for (const agreement of ['TRUE_PASS', 'TRUE_PASS', 'FALSE_PASS', 'FALSE_PASS', 'FALSE_PASS'] as const) {
      const decisionId = newDecisionId();
      const proposed = await ledger.gql(recorderOfProposals.token, RECORD_AGREEMENT_EVENT, {
        input: proposedEvent(p.projectId, decisionId, { lane }),
      });
      if (proposed.data?.recordAgreementEvent?.__typename !== 'RecordAgreementEventSuccess') throw new Error(proposed.text);
      stamps.push(proposed.data.recordAgreementEvent.recordedAt);
      const verdict = agreement === 'FALSE_PASS' ? { humanVerdict: 'REJECT' as const, agreement } : { agreement };
      const reviewed = await ledger.gql(reviewer.token, RECORD_AGREEMENT_EVENT, { input: reviewedEvent(p.projectId, decisionId, verdict) });
      if (reviewed.data?.recordAgreementEvent?.__typename !== 'RecordAgreementEventSuccess') throw new Error(reviewed.text);
      stamps.push(reviewed.data.recordAgreementEvent.recordedAt);
    }
    await evaluate();
    const expected = [];
    let before = false;
    for (const asOf of stamps) {
      const response = await ledger.gql(p.reader.token, AGREEMENT_RATES, { projectId: p.projectId, lane, asOf, minSamples: 2 });
      const rates = expectTypename(response.data.agreementRates, 'AgreementRatesReport').lanes[0]!.allTiers;
      const above = rates.falsePassRate.upper !== null && rates.falsePassRate.upper > threshold;
      if (above && !before)
        expected.push({
          subject: lane,
          transitionAt: asOf,
          details: {
            riskTier: null,
            upper: rates.falsePassRate.upper,
            falsePass: rates.falsePass,
            truePass: rates.truePass,
            sampleSize: rates.sampleSize,
            threshold,
          },
          reportDigest: rates.evidenceDigest,
        });
      before = above;
    }
    expect(expected).toHaveLength(1);
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(alerts.map((alert) => ({ ...shape([alert])[0], reportDigest: alert.reportDigest }))).toEqual(expected);
  });
});

describe('VERIFIER_WITHDRAWN', () => {
  it("raises once when a verifier_withdrawal row appears, about that verifier, with the withdrawal's digest", async () => {
    const p = await project();
    const rule = await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'VERIFIER_WITHDRAWN' });
    const agentRule = await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'VERIFIER_WITHDRAWN', model: 'judge-9' });
    await registerVerifier(ledger, p.projectId, 'ci-gate');
    const withdrawal = await withdrawVerifierTrust(ledger, p.projectId, 'ci-gate');
    await evaluate();
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(alerts.map((alert) => [alert.ruleDigest, alert.subject, alert.transitionAt, alert.reportDigest, alert.details])).toEqual([
      [rule.digest, 'ci-gate', withdrawal.withdrawnAt, withdrawal.contentDigest, '{"verdictsBounded":false}'],
    ]);
    void agentRule;
  });
});

describe('a withdrawal of trust as an instant of the cohorts it moves', () => {
  it("raises the cohort rule at the withdrawal's stamp, although no row of the cohort was written then", async () => {
    const p = await project();
    const capability = freshCapability();
    const verifierRef = `ci-${randomUUID().slice(0, 8)}`;
    await registerVerifier(ledger, p.projectId, verifierRef);
    const threshold = 0.3;
    await createRule(ledger, p.admin.token, {
      projectId: p.projectId,
      kind: 'LOWER_BOUND_BELOW',
      capabilityKey: capability,
      rate: 'independentlyVerifiedPassRate',
      threshold,
      minSamples: 2,
    });
    const verifier = await ledger.token({ roles: ['adjudicator'], projects: [p.projectId], actorRef: verifierRef });
    let cohortId = '';
    for (let i = 0; i < 2; i++) {
      const attempt = await record(p, capability, succeeded());
      cohortId = attempt.cohortId;
      const verified = await ledger.gql(verifier.token, APPEND_ADJUDICATION, {
        input: {
          attemptId: attempt.id,
          idempotencyKey: `v-${randomUUID()}`,
          kind: 'VERIFICATION_RECORDED',
          verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED', verifierRef },
        },
      });
      expect(verified.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
    }
    await evaluate();
    // On the way (the second attempt recorded before its verdict: 1/2, lower 0.095) the bound
    // was below once; now 2/2 verified passes, lower 0.342, not below 0.3.
    const before = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(before).toHaveLength(1);
    const withdrawal = await withdrawVerifierTrust(ledger, p.projectId, verifierRef);
    await evaluate();
    const alerts = (await alertsOf(ledger, p.reader.token, p.projectId)).filter(
      (alert) => !before.some((old) => old.ledgerId === alert.ledgerId),
    );
    expect(alerts.map((alert) => [alert.subject, alert.transitionAt])).toEqual([[cohortId, withdrawal.withdrawnAt]]);
    const REPORT_AT = graphql(`
      query AlertsReportAt($id: ID!, $asOf: DateTime) {
        reliability(cohortId: $id, asOf: $asOf, minSamples: 2) {
          __typename
          ... on ReliabilityReport { evidenceDigest independentlyVerifiedPassRate { numerator denominator lower } }
          ... on ValidationError { message }
        }
      }
    `);
    const report = expectTypename(
      (await ledger.gql(p.reader.token, REPORT_AT, { id: cohortId, asOf: withdrawal.withdrawnAt })).data.reliability,
      'ReliabilityReport',
    );
    expect(report.independentlyVerifiedPassRate).toMatchObject({ numerator: 0, denominator: 2 });
    expect(alerts[0]!.reportDigest).toBe(report.evidenceDigest);
    expect(JSON.parse(alerts[0]!.details)).toEqual({
      rate: 'independentlyVerifiedPassRate',
      lower: report.independentlyVerifiedPassRate.lower,
      numerator: 0,
      denominator: 2,
      threshold,
    });
  });
});

describe('evaluation', () => {
  it('raises nothing twice: again, concurrently, and resumed from the cursor after more evidence (one stamp at a time)', async () => {
    const p = await project();
    const capability = freshCapability();
    const rule = await createRule(ledger, p.admin.token, {
      projectId: p.projectId,
      kind: 'STATE_CHANGED',
      capabilityKey: capability,
      minSamples: 2,
    });
    const a1 = await record(p, capability, succeeded());
    const a2 = await record(p, capability, succeeded());
    // Evaluated only through the first stamp, then interrupted: the cursor says where it stopped.
    await settledAsOf(ledger);
    await evaluateAlerts(ledger.db.pool, new Date(a1.recordedAt));
    const cursor = await ledger.owner.query<{ evaluated_through: Date }>(
      'SELECT evaluated_through FROM alert_rule_cursor WHERE project_id = $1 AND rule_digest = $2',
      [p.projectId, rule.digest],
    );
    expect(cursor.rows[0]!.evaluated_through.toISOString()).toBe(a1.recordedAt);
    expect(await alertsOf(ledger, p.reader.token, p.projectId)).toEqual([]);
    const [left, right] = await Promise.all([evaluateAlerts(ledger.db.pool), evaluateAlerts(ledger.db.pool)]);
    expect(
      left.raised.filter((alert) => alert.projectId === p.projectId).length +
        right.raised.filter((alert) => alert.projectId === p.projectId).length,
    ).toBe(1);
    const a3 = await record(p, capability, failed());
    const drift = await detectDrift(a3.ledgerId);
    await evaluate();
    await evaluate();
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(shape(alerts)).toEqual([
      { subject: a1.cohortId, transitionAt: a2.recordedAt, details: { from: 'INSUFFICIENT_EVIDENCE', to: 'OK', sampleSize: 2 } },
      { subject: a1.cohortId, transitionAt: drift.recordedAt, details: { from: 'OK', to: 'EVIDENCE_DRIFT', sampleSize: 3 } },
    ]);
    // A cursor moves forward only, and is never deleted.
    await ledger.db.pool.query(`UPDATE alert_rule_cursor SET evaluated_through = to_timestamp(0) WHERE project_id = $1`, [p.projectId]);
    const kept = await ledger.owner.query<{ evaluated_through: Date }>(
      'SELECT evaluated_through FROM alert_rule_cursor WHERE project_id = $1',
      [p.projectId],
    );
    expect(kept.rows[0]!.evaluated_through.getTime()).toBeGreaterThan(Date.parse(drift.recordedAt) - 1);
    await expect(ledger.db.pool.query('DELETE FROM alert_rule_cursor WHERE project_id = $1', [p.projectId])).rejects.toThrow();
    // Even a cursor set back by the owner raises nothing twice.
    await ledger.owner.query(`ALTER TABLE alert_rule_cursor DISABLE TRIGGER alert_rule_cursor_forward`);
    await ledger.owner.query(`UPDATE alert_rule_cursor SET evaluated_through = $2 WHERE project_id = $1`, [
      p.projectId,
      new Date(Date.parse(a1.recordedAt) - 1),
    ]);
    await ledger.owner.query(`ALTER TABLE alert_rule_cursor ENABLE ALWAYS TRIGGER alert_rule_cursor_forward`);
    const rerun = await evaluate();
    expect(rerun.raised.filter((alert) => alert.projectId === p.projectId)).toEqual([]);
    expect(await alertsOf(ledger, p.reader.token, p.projectId)).toHaveLength(2);
  });

  it('raises nothing for a retired rule from its retirement on, and still what happened before it', async () => {
    const p = await project();
    const capability = freshCapability();
    const rule = await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'CRITICAL_FAILURE', capabilityKey: capability });
    const before = await record(p, capability, { ...failed(), severity: 'CRITICAL' });
    const retired = (await ledger.gql(p.admin.token, RETIRE_ALERT_RULE, { input: { projectId: p.projectId, ruleDigest: rule.digest } }))
      .data.retireAlertRule;
    expect(retired).toMatchObject({
      __typename: 'RetireAlertRuleSuccess',
      replayed: false,
      rule: { digest: rule.digest, retiredBy: p.admin.actorRef },
    });
    const again = (await ledger.gql(p.admin.token, RETIRE_ALERT_RULE, { input: { projectId: p.projectId, ruleDigest: rule.digest } })).data
      .retireAlertRule;
    expect(again).toEqual({ ...retired, replayed: true });
    await record(p, capability, { ...failed(), severity: 'CRITICAL' });
    await evaluate();
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(alerts.map((alert) => alert.transitionAt)).toEqual([before.recordedAt]);
    const missing = (await ledger.gql(p.admin.token, RETIRE_ALERT_RULE, { input: { projectId: p.projectId, ruleDigest: 'f'.repeat(64) } }))
      .data.retireAlertRule;
    expect(missing.__typename).toBe('NotFoundError');
    const listed = expectTypename(
      (await ledger.gql(p.reader.token, ALERT_RULES, { projectId: p.projectId })).data.alertRules,
      'AlertRulesSuccess',
    ).data;
    expect(listed).toEqual([]);
    const all = expectTypename(
      (await ledger.gql(p.reader.token, ALERT_RULES, { projectId: p.projectId, includeRetired: true })).data.alertRules,
      'AlertRulesSuccess',
    ).data;
    expect(all.map((r: { digest: string }) => r.digest)).toEqual([rule.digest]);
  });
});

describe('evaluation, one rule at a time', () => {
  it("commits each rule with its cursor in a transaction of its own: a rule held back holds back no other rule's alerts, and one evaluator still runs at a time", async () => {
    const p = await project();
    const capability = freshCapability();
    const first = await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'CRITICAL_FAILURE', capabilityKey: capability });
    const held = await createRule(ledger, p.admin.token, {
      projectId: p.projectId,
      kind: 'CRITICAL_FAILURE',
      capabilityKey: capability,
      minSamples: 5,
    });
    await record(p, capability, failed());
    await evaluate();
    const critical = await record(p, capability, { ...failed(), severity: 'CRITICAL' });
    await settledAsOf(ledger);
    const cursorOf = async (digest: string) =>
      (
        await ledger.owner.query<{ evaluated_through: Date }>(
          'SELECT evaluated_through FROM alert_rule_cursor WHERE project_id = $1 AND rule_digest = $2',
          [p.projectId, digest],
        )
      ).rows[0]!.evaluated_through;
    // The second rule's cursor is held by another transaction, as a slow rule would hold it.
    const blocker = await ledger.owner.connect();
    let pending: Promise<unknown> | null = null;
    let second: Promise<unknown> | null = null;
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM alert_rule_cursor WHERE project_id = $1 AND rule_digest = $2 FOR UPDATE', [
        p.projectId,
        held.digest,
      ]);
      pending = evaluateAlerts(ledger.db.pool);
      let firstAlerts: AlertNode[] = [];
      for (let tries = 0; tries < 200 && firstAlerts.length === 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        firstAlerts = await alertsOf(ledger, p.reader.token, p.projectId, first.digest);
      }
      // The first rule committed, its cursor with it, while the second still waits.
      expect(firstAlerts.map((alert) => alert.transitionAt)).toEqual([critical.recordedAt]);
      expect((await cursorOf(first.digest)).getTime()).toBeGreaterThanOrEqual(Date.parse(critical.recordedAt));
      expect(await alertsOf(ledger, p.reader.token, p.projectId, held.digest)).toEqual([]);
      expect((await cursorOf(held.digest)).getTime()).toBeLessThan(Date.parse(critical.recordedAt));
      // A second evaluation waits for the first to end.
      let secondDone = false;
      second = evaluateAlerts(ledger.db.pool).then(() => (secondDone = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondDone).toBe(false);
    } finally {
      await blocker.query('COMMIT');
      blocker.release();
      await pending;
      await second;
    }
    expect((await alertsOf(ledger, p.reader.token, p.projectId, held.digest)).map((alert) => alert.transitionAt)).toEqual([
      critical.recordedAt,
    ]);
    expect(await alertsOf(ledger, p.reader.token, p.projectId, first.digest)).toHaveLength(1);
  });
});

describe('a rule on a window of the last attempts', () => {
  it('raises as the report over its last N attempts gives it at each stamp, not the report over days', async () => {
    const p = await project();
    const capability = freshCapability();
    const threshold = 0.4;
    const window = { lastAttempts: 3 };
    const rule = await createRule(ledger, p.admin.token, {
      projectId: p.projectId,
      kind: 'LOWER_BOUND_BELOW',
      capabilityKey: capability,
      rate: 'unverifiedCompletionRate',
      threshold,
      minSamples: 3,
      window,
    });
    expect(
      (
        JSON.parse(
          expectTypename((await ledger.gql(p.reader.token, ALERT_RULES, { projectId: p.projectId })).data.alertRules, 'AlertRulesSuccess')
            .data[0]!.parameters,
        ) as { window?: { lastDays?: number; lastAttempts?: number } }
      ).window,
    ).toEqual(window);
    // Over the last 3 attempts the lower bound is 0.439 at SSS (not below) and 0.208 at SSF
    // (below): below from the 4th attempt, back at the 9th (SSS), below again at the 10th.
    const script = [...'SSSFFFSSSF'].map((c, i) => (c === 'S' ? succeeded(60 - i) : failed(60 - i)));
    const stamps: { cohortId: string; recordedAt: string }[] = [];
    for (const overrides of script) stamps.push(await record(p, capability, overrides));
    await evaluate();

    const expectedFor = async (reportWindow: Record<string, number>) => {
      const expected = [];
      let before = false;
      for (const stamp of stamps) {
        const report = await reportAt(p, stamp.cohortId, stamp.recordedAt, reportWindow as Parameters<typeof reportAt>[3], 3);
        const rate = report.unverifiedCompletionRate;
        const below = rate.lower !== null && rate.lower < threshold;
        if (below && !before)
          expected.push({
            subject: stamp.cohortId,
            transitionAt: stamp.recordedAt,
            reportDigest: report.evidenceDigest,
            details: {
              rate: 'unverifiedCompletionRate',
              lower: rate.lower,
              numerator: rate.numerator,
              denominator: rate.denominator,
              threshold,
            },
          });
        before = below;
      }
      return expected;
    };
    const expected = await expectedFor(window);
    expect(expected.map((alert) => alert.transitionAt)).toEqual([stamps[3]!.recordedAt, stamps[9]!.recordedAt]);
    expect(expected.map((alert) => [alert.details.numerator, alert.details.denominator])).toEqual([
      [2, 3],
      [2, 3],
    ]);
    const alerts = await alertsOf(ledger, p.reader.token, p.projectId, rule.digest);
    expect(alerts.map((alert) => ({ ...shape([alert])[0], reportDigest: alert.reportDigest }))).toEqual(expected);
    // Over 30 days the same history crosses once: the window is what the rule evaluates.
    expect(await expectedFor({ lastDays: 30 })).toHaveLength(1);
  });
});

describe('the rework loop', () => {
  it('appends one rework request per (attempt, rubric) for a round 0 recommending rework, raises REWORK_REQUESTED, and closes on round 1', async () => {
    const p = await project();
    const capability = freshCapability();
    const rubricAdmin = await ledger.token({ roles: ['admin'], allProjects: true });
    const rubricDigest = await registerTestRubric(ledger, rubricAdmin.token, { criteria: [{ id: 'grounding' }, { id: 'correctness' }] });
    await storeFeedback(ledger, p.adjudicator.token, p.projectId, ['grounding', 'correctness']);
    const rule = await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'REWORK_REQUESTED', capabilityKey: capability });
    const elsewhere = await createRule(ledger, p.admin.token, {
      projectId: p.projectId,
      kind: 'REWORK_REQUESTED',
      capabilityKey: 'another.capability',
    });
    const attempt = await record(p, capability, succeeded());
    const grade = (round: number, scores: Record<string, number>) =>
      ledger.gql(p.adjudicator.token, RECORD_GRADED, {
        input: {
          attemptId: attempt.id,
          rubricDigest,
          graderRef: 'grader-bot',
          graderModel: 'judge-model-1',
          round,
          scores: scoresOf(scores),
        },
      });
    const round0 = expectTypename(
      (await grade(0, { grounding: 2, correctness: 4 })).data.recordGradedVerification,
      'RecordGradedVerificationSuccess',
    );
    expect(round0.gradedVerification.reworkRecommended).toBe(true);
    // The same grading again is a replay: still one request.
    expect(
      expectTypename((await grade(0, { grounding: 2, correctness: 4 })).data.recordGradedVerification, 'RecordGradedVerificationSuccess')
        .replayed,
    ).toBe(true);

    const queueOf = async (variables: Record<string, unknown>) =>
      expectTypename(
        (await ledger.gql(p.reader.token, REWORK_QUEUE, { projectId: p.projectId, ...variables })).data.reworkQueue,
        'ReworkRequestConnection',
      ).edges.map((edge) => edge.node);
    const queue = await queueOf({ state: 'REQUESTED' });
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      attemptId: attempt.ledgerId,
      rubricDigest,
      gradingId: round0.gradedVerification.ledgerId,
      gradingDigest: round0.gradedVerification.contentDigest,
      criterionIds: ['grounding', 'correctness'],
      feedbackDigests: scoresOf({ grounding: 2, correctness: 4 }).map((score) => score.feedbackDigest),
      state: 'REQUESTED',
      open: true,
      closedAt: null,
      requestedAt: round0.gradedVerification.recordedAt,
    });
    expect(queue[0]!.ageSeconds).toBeGreaterThanOrEqual(0);

    // Nobody else can append one: not the application role, and a second one not even the owner.
    await expect(
      ledger.db.pool.query(
        `INSERT INTO rework_request (project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests)
      SELECT project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests FROM rework_request WHERE project_id = $1`,
        [p.projectId],
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      ledger.owner.query(
        `INSERT INTO rework_request (project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests)
      SELECT project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests FROM rework_request WHERE project_id = $1`,
        [p.projectId],
      ),
    ).rejects.toThrow(/duplicate key/);

    await evaluate();
    const raised = await alertsOf(ledger, p.reader.token, p.projectId);
    expect(
      raised.map((alert) => [alert.ruleDigest, alert.kind, alert.subject, alert.transitionAt, alert.reportDigest, alert.details]),
    ).toEqual([
      [
        rule.digest,
        'REWORK_REQUESTED',
        `${attempt.ledgerId}/${rubricDigest}`,
        round0.gradedVerification.recordedAt,
        round0.gradedVerification.contentDigest,
        '{"criteriaBelowThreshold":1,"round":0}',
      ],
    ]);
    void elsewhere;

    const round1 = expectTypename(
      (await grade(1, { grounding: 3, correctness: 4 })).data.recordGradedVerification,
      'RecordGradedVerificationSuccess',
    );
    expect(await queueOf({ state: 'REQUESTED' })).toEqual([]);
    const closed = await queueOf({});
    expect(closed).toMatchObject([{ state: 'REGRADED', open: false, closedAt: round1.gradedVerification.recordedAt }]);
    await evaluate();
    expect(await alertsOf(ledger, p.reader.token, p.projectId)).toHaveLength(1);
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM rework_request WHERE project_id = $1', [
      p.projectId,
    ]);
    expect(rows[0]!.n).toBe(1);

    // Another project's reader sees no queue of this project.
    const stranger = await project();
    expect(
      expectTypename(
        (await ledger.gql(stranger.reader.token, REWORK_QUEUE, { projectId: p.projectId })).data.reworkQueue,
        'ReworkRequestConnection',
      ).edges,
    ).toEqual([]);
  });
});

describe('alertRaised', () => {
  const SUBSCRIPTION =
    'subscription($p: String!, $s: DateTime) { alertRaised(projectId: $p, since: $s) { catchUp alert { ledgerId kind subject transitionAt } } }';
  const clientFor = (token: string) =>
    createClient({
      url: 'http://ledger.test/graphql',
      singleConnection: false,
      retryAttempts: 0,
      headers: { authorization: `Bearer ${token}` },
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => ledger.yoga.fetch(String(input), init ?? {}),
    });

  it('resumes with the alerts raised after `since`, then sends each new alert when it commits; another project hears nothing', async () => {
    const p = await project();
    const capability = freshCapability();
    await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'CRITICAL_FAILURE', capabilityKey: capability });
    const since = new Date().toISOString();
    const first = await record(p, capability, { ...failed(), severity: 'CRITICAL' });
    await evaluate();
    const client = clientFor(p.reader.token);
    const events = client.iterate({ query: SUBSCRIPTION, variables: { p: p.projectId, s: since } });
    // The catch-up is read once the subscription listens: nothing raised from here on can be missed.
    const catchUp = await events.next();
    expect(catchUp.value.data.alertRaised).toMatchObject({
      catchUp: true,
      alert: { kind: 'CRITICAL_FAILURE', subject: first.cohortId, transitionAt: first.recordedAt },
    });
    const second = await record(p, capability, { ...failed(), severity: 'CRITICAL' });
    await evaluate();
    const live = await events.next();
    expect(live.value.data.alertRaised).toMatchObject({
      catchUp: false,
      alert: { kind: 'CRITICAL_FAILURE', transitionAt: second.recordedAt },
    });
    await events.return?.();

    const stranger = await project();
    const refused = clientFor(stranger.reader.token).iterate({ query: SUBSCRIPTION, variables: { p: p.projectId, s: since } });
    const answer = await refused.next().then(
      (result) => result.value,
      (error: unknown) => error,
    );
    expect(JSON.stringify(answer)).toMatch(/may not read project/);
    const noReader = clientFor(p.recorder.token).iterate({ query: SUBSCRIPTION, variables: { p: p.projectId, s: since } });
    const refusedRole = await noReader.next().then(
      (result) => result.value,
      (error: unknown) => error,
    );
    expect(JSON.stringify(refusedRole)).toMatch(/needs the reader role/);
    client.dispose();
  });
});

describe('/metrics', () => {
  it('counts the alerts raised, by kind', async () => {
    const { registry } = await import('../../src/metrics.js');
    const before =
      (await registry.getSingleMetric('ledger_alerts_raised_total')!.get()).values.find(
        (value) => value.labels.kind === 'VERIFIER_WITHDRAWN',
      )?.value ?? 0;
    const p = await project();
    await createRule(ledger, p.admin.token, { projectId: p.projectId, kind: 'VERIFIER_WITHDRAWN' });
    await registerVerifier(ledger, p.projectId, 'ci-metrics');
    await withdrawVerifierTrust(ledger, p.projectId, 'ci-metrics');
    await evaluate();
    const after =
      (await registry.getSingleMetric('ledger_alerts_raised_total')!.get()).values.find(
        (value) => value.labels.kind === 'VERIFIER_WITHDRAWN',
      )?.value ?? 0;
    expect(after - before).toBe(1);
    expect(await registry.metrics()).toMatch(/ledger_alerts_raised_total\{kind="VERIFIER_WITHDRAWN"\} \d+/);
  });
});
