// The alert evaluator's walk over a cohort's instants (src/domain/cohort-walk.ts) against
// the definition it replaces (docs/specification.md §12): the cohort's report re-folded
// by `reliabilityReport` at every instant. Over random histories (attempts finished before
// or after they were recorded, ties, adjudications of every kind, verifier registrations
// and withdrawals), for every cohort rule kind and both window kinds: the walk's view
// gives the very reports at every instant, its condition is the reports' condition, and
// it raises the same transitions (instants, report digests, details).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cohortCondition,
  cohortSignal,
  cohortTransition,
  reportQueriesOf,
  summaryOfReport,
  type CohortAlertKind,
  type ReportsAt,
} from '../../src/domain/alerts.js';
import { digestOf } from '../../src/domain/canonical.js';
import { CohortWalk, cohortTransitionsOf, type CohortTransitionAt } from '../../src/domain/cohort-walk.js';
import {
  ADJUDICATION_KINDS,
  type AdjudicationKind,
  type OutcomeCode,
  type VerificationMode,
  type VerificationResult,
} from '../../src/domain/enums.js';
import {
  RATE_NAMES,
  reliabilityReport,
  type AdjudicationEvidence,
  type AttemptEvidence,
  type CohortEvidence,
} from '../../src/domain/reliability.js';
import type { VerifierTrust } from '../../src/domain/verification.js';
import { DAY_MS, type Window } from '../../src/domain/window.js';
import { assertProperty } from '../helpers/property.js';

const MODEL = 'acme-coder-2';
const T0 = Date.UTC(2026, 10, 1);
/** Six ticks a day: one-to-three-day windows slide over a five-day history. */
const TICK = DAY_MS / 6;
const TICKS = 30;

type Verification = [VerificationMode, VerificationResult, string | null, string | null];
const verification: fc.Arbitrary<Verification> = fc.oneof(
  fc.constant<Verification>(['NONE', 'NOT_RUN', null, null]),
  fc.tuple(
    fc.constant<VerificationMode>('DETERMINISTIC_CHECK'),
    fc.constantFrom<VerificationResult>('PASSED', 'FAILED', 'NOT_RUN'),
    fc.constantFrom('ci-1', 'ci-2', 'worker-alpha'),
    fc.constant(null),
  ),
  fc.tuple(
    fc.constant<VerificationMode>('INDEPENDENT_AGENT'),
    fc.constantFrom<VerificationResult>('PASSED', 'FAILED'),
    fc.constant('agent-1'),
    fc.constantFrom('model-x', MODEL),
  ),
  fc.tuple(
    fc.constantFrom<VerificationMode>('SELF_REPORTED', 'HUMAN_REVIEW'),
    fc.constantFrom<VerificationResult>('PASSED', 'FAILED'),
    fc.constant(null),
    fc.constant(null),
  ),
);

const adjudicationSpec = fc.record({
  kind: fc.constantFrom<AdjudicationKind>(...ADJUDICATION_KINDS),
  lag: fc.integer({ min: 0, max: 10 }),
  verification: verification.filter(([mode]) => mode !== 'NONE'),
});

const attemptSpec = fc.record({
  recorded: fc.integer({ min: 0, max: TICKS }),
  /** Ticks between finishing and being recorded; -1: finished a tick after it was recorded. */
  finishLag: fc.integer({ min: -1, max: 8 }),
  task: fc.integer({ min: 0, max: 3 }),
  attemptNumber: fc.integer({ min: 1, max: 2 }),
  outcomeCode: fc.constantFrom<OutcomeCode>('SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY'),
  verification,
  humanOverride: fc.boolean(),
  humanRejected: fc.boolean(),
  rolledBack: fc.boolean(),
  critical: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
  adjudications: fc.array(adjudicationSpec, { maxLength: 3 }),
});

const stamp = fc.integer({ min: 0, max: TICKS });
const trustSpec = fc.option(
  fc.record({
    ci: fc.option(stamp),
    agent: fc.option(stamp),
    withdrawals: fc.array(
      fc.record({ ref: fc.constantFrom('ci-1', 'agent-1'), at: stamp, from: fc.option(stamp), until: fc.option(stamp) }),
      { maxLength: 2 },
    ),
  }),
);

const history = fc.record({ attempts: fc.array(attemptSpec, { maxLength: 24 }), trust: trustSpec });

type AttemptSpec = typeof attemptSpec extends fc.Arbitrary<infer A> ? A : never;
type TrustSpec = typeof trustSpec extends fc.Arbitrary<infer T> ? T : never;

function evidenceOf(spec: { attempts: AttemptSpec[]; trust: TrustSpec }): CohortEvidence {
  const attempts: AttemptEvidence[] = [];
  const adjudications: AdjudicationEvidence[] = [];
  spec.attempts.forEach((a, index) => {
    // Ids in an order unrelated to the history's, so ties of finishedAt are broken both ways.
    const id = `00000000-0000-4000-8000-${String((index * 7919) % 10007).padStart(12, '0')}`;
    const recordedAt = T0 + a.recorded * TICK;
    const [verificationMode, verificationResult, verifierRef, verifierModel] = a.verification;
    attempts.push({
      id,
      outcomeId: `outcome-${index}`,
      taskRef: `task-${a.task}`,
      attemptNumber: a.attemptNumber,
      outcomeCode: a.outcomeCode,
      stopReasonCode: a.outcomeCode === 'BLOCKED_BY_POLICY' ? 'POLICY_BLOCKED' : 'COMPLETED',
      workerRef: 'worker-alpha',
      recordedBy: 'harness-1',
      verificationMode,
      verificationResult,
      verifierRef,
      verifierModel,
      humanOverride: a.humanOverride,
      humanRejected: a.humanRejected,
      rolledBack: a.rolledBack,
      severity: a.critical ? 'CRITICAL' : 'NORMAL',
      finishedAt: recordedAt - a.finishLag * TICK,
      recordedAt,
      contentDigest: digestOf({ attempt: id }),
    });
    // seq follows the stamps, as the database numbers an attempt's adjudications.
    const ordered = a.adjudications.map((item, n) => ({ ...item, n })).sort((x, y) => x.lag - y.lag || x.n - y.n);
    ordered.forEach((item, n) => {
      const verifies = item.kind === 'VERIFICATION_RECORDED';
      adjudications.push({
        attemptId: id,
        seq: n + 1,
        kind: item.kind,
        verificationMode: verifies ? item.verification[0] : null,
        verificationResult: verifies ? item.verification[1] : null,
        verifierRef: verifies ? item.verification[2] : null,
        verifierModel: verifies ? item.verification[3] : null,
        recordedAt: recordedAt + item.lag * TICK,
        contentDigest: digestOf({ adjudication: id, seq: n + 1 }),
      });
    });
  });
  let trust: VerifierTrust | undefined;
  if (spec.trust) {
    const t = spec.trust;
    trust = {
      verifiers: [
        ...(t.ci === null
          ? []
          : [
              {
                verifierRef: 'ci-1',
                kind: 'DETERMINISTIC_CHECK' as const,
                model: null,
                registeredAt: T0 + t.ci * TICK,
                contentDigest: digestOf('ci-1'),
              },
            ]),
        ...(t.agent === null
          ? []
          : [
              {
                verifierRef: 'agent-1',
                kind: 'INDEPENDENT_AGENT' as const,
                model: 'model-x',
                registeredAt: T0 + t.agent * TICK,
                contentDigest: digestOf('agent-1'),
              },
            ]),
      ],
      withdrawals: t.withdrawals.map((w, n) => ({
        verifierRef: w.ref,
        verdictsFrom: w.from === null ? null : T0 + w.from * TICK,
        verdictsUntil: w.until === null ? null : T0 + w.until * TICK,
        withdrawnAt: T0 + w.at * TICK,
        contentDigest: digestOf({ withdrawal: n }),
      })),
    };
  }
  return { model: MODEL, attempts, adjudications, ...(trust ? { trust } : {}) };
}

const cohortWindow: fc.Arbitrary<Window> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map((lastDays) => ({ lastDays })),
  fc.integer({ min: 1, max: 6 }).map((lastAttempts) => ({ lastAttempts })),
);
const minSamples = fc.integer({ min: 1, max: 4 });
const rate = fc.constantFrom(...RATE_NAMES);

const rule: fc.Arbitrary<{ kind: CohortAlertKind; parameters: Record<string, unknown> }> = fc.oneof(
  fc.record({ kind: fc.constant('STATE_CHANGED' as const), parameters: fc.record({ window: cohortWindow, minSamples }) }),
  fc.record({ kind: fc.constant('CRITICAL_FAILURE' as const), parameters: fc.record({ window: cohortWindow, minSamples }) }),
  fc.record({
    kind: fc.constant('LOWER_BOUND_BELOW' as const),
    parameters: fc.record({ window: cohortWindow, minSamples, rate, threshold: fc.double({ min: 0.05, max: 0.95, noNaN: true }) }),
  }),
  fc.record({
    kind: fc.constant('BURN_RATE' as const),
    parameters: fc
      .record({
        rate,
        target: fc.double({ min: 0.5, max: 0.99, noNaN: true }),
        periodDays: fc.constant(30),
        longWindowMinutes: fc.integer({ min: 300, max: 4320 }),
        shortFraction: fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        burnRateFactor: fc.double({ min: 0.5, max: 3, noNaN: true }),
        minSamples: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ shortFraction, ...p }) => ({ ...p, shortWindowMinutes: Math.max(1, Math.floor(p.longWindowMinutes * shortFraction)) })),
  }),
);

/** Ascending instants: some exactly at ticks (where rows are stamped), some between. */
const instants = fc
  .uniqueArray(fc.integer({ min: -2, max: 2 * (TICKS + 10) }), { minLength: 1, maxLength: 30 })
  .map((halves) => halves.sort((a, b) => a - b).map((half) => T0 + (half * TICK) / 2));

function reportsAt(evidence: CohortEvidence, kind: CohortAlertKind, parameters: Record<string, unknown>, asOf: number): ReportsAt {
  return Object.fromEntries(
    reportQueriesOf(kind, parameters).map((query) => [
      query.name,
      reliabilityReport(evidence, { asOf, window: query.window, minSamples: query.minSamples }),
    ]),
  ) as unknown as ReportsAt;
}

/** The definition as the evaluator read it before the walk: the full report re-folded at the baseline and every instant. */
function referenceTransitions(
  kind: CohortAlertKind,
  parameters: Record<string, unknown>,
  evidence: CohortEvidence,
  baseline: number,
  at: readonly number[],
) {
  const transitions: CohortTransitionAt[] = [];
  let previous = cohortSignal(kind, parameters, reportsAt(evidence, kind, parameters, baseline));
  for (const instant of at) {
    const current = cohortSignal(kind, parameters, reportsAt(evidence, kind, parameters, instant));
    const details = cohortTransition(kind, previous, current);
    if (details) transitions.push({ transitionAt: instant, reportDigest: current.reportDigest, details });
    previous = current;
  }
  return transitions;
}

function drain<T>(generator: Generator<void, T, void>): T {
  for (;;) {
    const step = generator.next();
    if (step.done) return step.value;
  }
}

describe('the walk over a cohort’s instants', () => {
  it('holds, at every instant, the view the report re-folded from the evidence would read', () => {
    assertProperty(
      fc.property(history, rule, instants, (spec, { kind, parameters }, at) => {
        const evidence = evidenceOf(spec);
        const walk = new CohortWalk(evidence, reportQueriesOf(kind, parameters));
        for (const instant of at) {
          walk.advance(instant);
          const reference = reportsAt(evidence, kind, parameters, instant);
          expect(walk.reports()).toEqual(reference);
          const summaries = Object.fromEntries(Object.entries(reference).map(([name, report]) => [name, summaryOfReport(report)]));
          expect(cohortCondition(kind, parameters, walk.summaries())).toEqual(cohortCondition(kind, parameters, summaries));
          expect(cohortCondition(kind, parameters, walk.summaries())).toEqual(
            (({ value, raises }) => ({ value, raises }))(cohortSignal(kind, parameters, reference)),
          );
        }
      }),
      { numRuns: 400 },
    );
  });

  it('raises exactly the transitions of the report re-folded at every instant, for every rule kind and both window kinds', () => {
    const seen = new Set<string>();
    assertProperty(
      fc.property(history, rule, instants, (spec, { kind, parameters }, at) => {
        const evidence = evidenceOf(spec);
        const [baseline, ...rest] = at;
        const walked = drain(cohortTransitionsOf(kind, parameters, evidence, baseline!, rest));
        expect(walked).toEqual(referenceTransitions(kind, parameters, evidence, baseline!, rest));
        if (walked.length > 0) seen.add(`${kind}/${'window' in parameters ? Object.keys(parameters.window as Window)[0] : 'lastDays'}`);
      }),
      { numRuns: 600 },
    );
    // Every kind raised something with each of its window kinds, so no comparison was vacuous.
    expect([...seen].sort()).toEqual([
      'BURN_RATE/lastDays',
      'CRITICAL_FAILURE/lastAttempts',
      'CRITICAL_FAILURE/lastDays',
      'LOWER_BOUND_BELOW/lastAttempts',
      'LOWER_BOUND_BELOW/lastDays',
      'STATE_CHANGED/lastAttempts',
      'STATE_CHANGED/lastDays',
    ]);
  });

  it('walks a long history with bulk stamps and pauses in between, to the same transitions', () => {
    // 1,200 attempts, hundreds sharing a stamp (a bulk import), some finished after they were recorded.
    const spec = fc.sample(history, { numRuns: 1, seed: 44 })[0]!;
    const attempts = fc.sample(attemptSpec, { numRuns: 1_200, seed: 7 }).map((a) => ({ ...a, recorded: (a.recorded % 3) * 5 }));
    const evidence = evidenceOf({ ...spec, attempts });
    const at = Array.from({ length: TICKS + 5 }, (_, tick) => T0 + tick * TICK);
    for (const { kind, parameters } of [
      { kind: 'STATE_CHANGED' as const, parameters: { window: { lastAttempts: 50 }, minSamples: 40 } },
      { kind: 'CRITICAL_FAILURE' as const, parameters: { window: { lastDays: 1 }, minSamples: 3 } },
      {
        kind: 'LOWER_BOUND_BELOW' as const,
        parameters: { window: { lastDays: 2 }, minSamples: 5, rate: 'independentlyVerifiedPassRate', threshold: 0.4 },
      },
      {
        kind: 'BURN_RATE' as const,
        parameters: {
          rate: 'firstAttemptSuccessRate',
          target: 0.9,
          periodDays: 30,
          longWindowMinutes: 2880,
          shortWindowMinutes: 600,
          burnRateFactor: 1.5,
          minSamples: 5,
        },
      },
    ]) {
      let pauses = 0;
      const generator = cohortTransitionsOf(kind, parameters, evidence, T0 + 10 * TICK, at.slice(11));
      let step = generator.next();
      for (; !step.done; step = generator.next()) pauses++;
      expect(step.value).toEqual(referenceTransitions(kind, parameters, evidence, T0 + 10 * TICK, at.slice(11)));
      expect(pauses).toBeGreaterThan(at.length - 11);
    }
  });
});
