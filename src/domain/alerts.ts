// Alert rules and their conditions (docs/specification.md §12, "Alerts"; docs/alerts.md).
// Pure: what a rule's parameters are, its content digest, and, for the rules read from
// reliability reports, the condition a report meets and the transition between two
// reports. The evaluator (src/modules/alerts/evaluate.ts) calls these on the reports of
// the fold (src/domain/reliability.ts) and the agreement rates (src/domain/agreement.ts),
// so an alert's numbers are the report's numbers.
import { z } from 'zod';
import { digestOf } from './canonical.js';
import type { AlertKind } from './enums.js';
import { RISK_TIERS, type RiskTier } from './enums.js';
import { grammarViolation } from './grammars.js';
import { RATE_NAMES, type RateName, type ReliabilityReport } from './reliability.js';
import type { AgreementRates } from './agreement.js';
import {
  DEFAULT_MIN_SAMPLES,
  DEFAULT_WINDOW,
  MAX_MIN_SAMPLES,
  MAX_WINDOW_DAYS,
  windowSchema,
  type EvidenceState,
  type Window,
} from './window.js';
import { rateOf } from './wilson.js';
import { anytimeInterval, RATE_BOUNDS } from './confidence-sequence.js';

/** The kinds evaluated from a cohort's reliability reports, one subject per cohort. */
export const COHORT_ALERT_KINDS = [
  'STATE_CHANGED',
  'CRITICAL_FAILURE',
  'LOWER_BOUND_BELOW',
  'BURN_RATE',
] as const satisfies readonly AlertKind[];
export type CohortAlertKind = (typeof COHORT_ALERT_KINDS)[number];

/** Ten days: the longest burn-rate window (the SRE workbook's longest is 3 days). */
export const MAX_BURN_WINDOW_MINUTES = 14_400;

const fraction = z.number().finite();
const minSamples = z.number().int().min(1).max(MAX_MIN_SAMPLES);
const window = windowSchema;
const rate = z.enum(RATE_NAMES);

const cohortReport = { window: window.default(DEFAULT_WINDOW), minSamples: minSamples.default(DEFAULT_MIN_SAMPLES) };

/**
 * Which bound a rule reads. LOWER_BOUND_BELOW: FIXED_SAMPLE, the rate's 95% Wilson `lower`;
 * ANYTIME, its `anytimeLowerBound` (docs/specification.md §6), which stays valid when re-read
 * at every new piece of evidence, as the evaluator does. BURN_RATE: FIXED_SAMPLE, the burn of
 * the observed rate (the SRE workbook's); ANYTIME, the burn of the anytime-valid upper bound
 * of the failure rate (burnRateOf).
 */
export const LOWER_BOUNDS = RATE_BOUNDS;
export type LowerBound = (typeof LOWER_BOUNDS)[number];

/** The parameters of each kind, as stored (defaults filled in, so the digest says exactly what is evaluated). */
export const PARAMETER_SCHEMAS = {
  STATE_CHANGED: z.object(cohortReport).strict(),
  CRITICAL_FAILURE: z.object(cohortReport).strict(),
  LOWER_BOUND_BELOW: z
    // `bound` is stored only when given, and absent means FIXED_SAMPLE, so every rule written
    // before it existed keeps its digest and a replay of it is still a replay.
    .object({
      ...cohortReport,
      rate,
      threshold: fraction.gt(0, 'is above 0').lte(1, 'is at most 1'),
      bound: z.enum(LOWER_BOUNDS).optional(),
    })
    .strict(),
  BURN_RATE: z
    .object({
      rate,
      target: fraction.gt(0, 'is above 0').lt(1, 'is below 1'),
      periodDays: z.number().int().min(1).max(MAX_WINDOW_DAYS).default(30),
      longWindowMinutes: z.number().int().min(1).max(MAX_BURN_WINDOW_MINUTES),
      shortWindowMinutes: z.number().int().min(1).max(MAX_BURN_WINDOW_MINUTES),
      burnRateFactor: fraction.gt(0, 'is above 0').max(1_000_000),
      minSamples: minSamples.default(DEFAULT_MIN_SAMPLES),
      // Stored only when given, absent meaning FIXED_SAMPLE, as LOWER_BOUND_BELOW's: every
      // rule written before it keeps its digest.
      bound: z.enum(LOWER_BOUNDS).optional(),
    })
    .strict()
    .superRefine((value, ctx) => {
      if (value.shortWindowMinutes >= value.longWindowMinutes)
        ctx.addIssue({ code: 'custom', path: ['shortWindowMinutes'], message: 'the short window is shorter than the long window' });
      if (value.longWindowMinutes > value.periodDays * 1440)
        ctx.addIssue({ code: 'custom', path: ['longWindowMinutes'], message: 'the long window is not longer than the objective period' });
    }),
  FALSE_PASS_ABOVE: z
    .object({
      lane: z
        .string()
        .refine((value) => grammarViolation('label', value) === null, 'is not a label')
        .nullish()
        .transform((value) => value ?? null),
      riskTier: z
        .enum(RISK_TIERS)
        .nullish()
        .transform((value) => value ?? null),
      threshold: fraction.gte(0, 'is at least 0').lt(1, 'is below 1'),
      ...cohortReport,
    })
    .strict(),
  REWORK_REQUESTED: z.object({}).strict(),
  REWORK_ASSIGNED: z.object({}).strict(),
  VERIFIER_WITHDRAWN: z.object({}).strict(),
} as const satisfies Record<AlertKind, z.ZodType>;

export type AlertParameters = { [K in AlertKind]: z.output<(typeof PARAMETER_SCHEMAS)[K]> };

/** Which filters a kind takes: a capability and a model of the cohort, or only a model (the verifier's). */
export const FILTERS_OF: Record<AlertKind, { capabilityKey: boolean; model: boolean }> = {
  STATE_CHANGED: { capabilityKey: true, model: true },
  CRITICAL_FAILURE: { capabilityKey: true, model: true },
  LOWER_BOUND_BELOW: { capabilityKey: true, model: true },
  BURN_RATE: { capabilityKey: true, model: true },
  FALSE_PASS_ABOVE: { capabilityKey: false, model: false },
  REWORK_REQUESTED: { capabilityKey: true, model: true },
  REWORK_ASSIGNED: { capabilityKey: true, model: true },
  VERIFIER_WITHDRAWN: { capabilityKey: false, model: true },
};

export interface AlertRuleContent {
  projectId: string;
  kind: AlertKind;
  capabilityKey: string | null;
  model: string | null;
  parameters: Record<string, unknown>;
}

/** A rule's identity: SHA-256 of the RFC 8785 canonical JSON of what the admin chose. */
export function alertRuleDigest(content: AlertRuleContent): string {
  return digestOf({
    projectId: content.projectId,
    kind: content.kind,
    capabilityKey: content.capabilityKey,
    model: content.model,
    parameters: content.parameters,
  });
}

// ---------------------------------------------------------------------------
// Conditions read from reliability reports.
// ---------------------------------------------------------------------------

/** What a rule reads of one report, and the alert's details when it changed. */
export interface CohortSignal {
  /** The condition, or for STATE_CHANGED the state: a transition is a change of this value. */
  value: string;
  /** Whether reaching `value` from another value raises (a crossing into the condition). */
  raises: boolean;
  details: Record<string, number | string | boolean | null>;
  reportDigest: string;
}

/** The reports a cohort rule reads at one instant: its window's, and for BURN_RATE the two burn windows'. */
export interface ReportsAt {
  report: ReliabilityReport;
  long?: ReliabilityReport;
  short?: ReliabilityReport;
}

/** Reports a cohort rule needs at an instant: window and minSamples of each. */
export function reportQueriesOf(
  kind: CohortAlertKind,
  parameters: Record<string, unknown>,
): { name: 'report' | 'long' | 'short'; window: Window; minSamples: number }[] {
  if (kind === 'BURN_RATE') {
    const p = parameters as AlertParameters['BURN_RATE'];
    return [
      { name: 'long', window: { lastDays: p.longWindowMinutes / 1440 }, minSamples: p.minSamples },
      // The short window confirms the burn is still going on; it takes any sample size.
      { name: 'short', window: { lastDays: p.shortWindowMinutes / 1440 }, minSamples: 1 },
    ];
  }
  const p = parameters as { window: Window; minSamples: number };
  return [{ name: 'report', window: p.window, minSamples: p.minSamples }];
}

/**
 * The burn rate of one window (The Site Reliability Workbook, ch. 5 "Alerting on SLOs"):
 * the share of bad events (the rate's denominator minus its numerator) among all events,
 * divided by the error budget 1 − target. Null with no events.
 *
 * ANYTIME reads, in place of the observed share of bad events, its anytime-valid upper bound,
 * 1 − anytimeLowerBound of the rate (docs/specification.md §12): the largest burn the window's
 * evidence cannot rule out, so a rule stays quiet only where the evidence rules the burn out.
 */
export function burnRateOf(
  counts: { numerator: number; denominator: number },
  target: number,
  bound: LowerBound = 'FIXED_SAMPLE',
): number | null {
  if (counts.denominator === 0) return null;
  if (bound === 'ANYTIME') return (1 - anytimeInterval(counts.numerator, counts.denominator)!.lower) / (1 - target);
  return (counts.denominator - counts.numerator) / counts.denominator / (1 - target);
}

/** The share of the period's error budget a burn at `burnRate` over the long window spends. */
export function budgetSpentOf(burnRate: number, longWindowMinutes: number, periodDays: number): number {
  return (burnRate * longWindowMinutes) / (periodDays * 1440);
}

/**
 * What a cohort rule's condition reads of one window at an instant: the report's state,
 * a rate's counts, the critical attempts it lists. A full report gives it
 * (`summaryOfReport`), and so does the evaluator's incremental walk
 * (src/domain/cohort-walk.ts) without building the report, so the condition is written once.
 */
export interface WindowSummary {
  state: EvidenceState;
  counts(rate: RateName): { numerator: number; denominator: number };
  /** The ids of the critical attempts listed, sorted, joined by commas. */
  criticalIds(): string;
}

export interface SummariesAt {
  report?: WindowSummary;
  long?: WindowSummary;
  short?: WindowSummary;
}

export function summaryOfReport(report: ReliabilityReport): WindowSummary {
  return {
    state: report.state,
    counts: (rate) => report.rates[rate],
    criticalIds: () => criticalIdsOf(report.criticalFailures.attempts.map((failure) => failure.attemptId)),
  };
}

/** The value of CRITICAL_FAILURE: the ids themselves, so a new one is a new critical failure. */
export function criticalIdsOf(ids: string[]): string {
  return ids.sort().join(',');
}

/**
 * The lower bound LOWER_BOUND_BELOW reads: the report's `lower` of these counts in this
 * state (FIXED_SAMPLE), or its `anytime.lower` (ANYTIME), null where the rate is.
 */
function lowerOf(summary: WindowSummary, rate: RateName, bound: LowerBound | undefined): number | null {
  const { numerator, denominator } = summary.counts(rate);
  const measured = rateOf(numerator, denominator, summary.state !== 'OK');
  if (bound !== 'ANYTIME') return measured.lower;
  return measured.value === null ? null : (anytimeInterval(numerator, denominator)?.lower ?? null);
}

/** The condition of a cohort rule at one instant: its value (a transition is a change of it) and whether reaching it raises. */
export function cohortCondition(
  kind: CohortAlertKind,
  parameters: Record<string, unknown>,
  summaries: SummariesAt,
): Pick<CohortSignal, 'value' | 'raises'> {
  switch (kind) {
    case 'STATE_CHANGED':
      return { value: summaries.report!.state, raises: true };
    case 'CRITICAL_FAILURE':
      return { value: summaries.report!.criticalIds(), raises: true };
    case 'LOWER_BOUND_BELOW': {
      const p = parameters as AlertParameters['LOWER_BOUND_BELOW'];
      const lower = lowerOf(summaries.report!, p.rate as RateName, p.bound);
      const below = lower !== null && lower < p.threshold;
      return { value: below ? 'BELOW' : 'NOT_BELOW', raises: below };
    }
    case 'BURN_RATE': {
      const p = parameters as AlertParameters['BURN_RATE'];
      const long = summaries.long!;
      const longBurn = burnRateOf(long.counts(p.rate as RateName), p.target, p.bound);
      const shortBurn = burnRateOf(summaries.short!.counts(p.rate as RateName), p.target, p.bound);
      // Both windows burn at least `factor` times the budget's even pace, and the long
      // window holds at least minSamples attempts (the ledger's fail-closed rule).
      const burning =
        long.state === 'OK' && longBurn !== null && shortBurn !== null && longBurn >= p.burnRateFactor && shortBurn >= p.burnRateFactor;
      return { value: burning ? 'BURNING' : 'NOT_BURNING', raises: burning };
    }
  }
}

/** What a cohort rule reads of the reports at one instant: its condition, and the details and digest an alert carries. */
export function cohortSignal(kind: CohortAlertKind, parameters: Record<string, unknown>, reports: ReportsAt): CohortSignal {
  const summaries: SummariesAt = Object.fromEntries(Object.entries(reports).map(([name, report]) => [name, summaryOfReport(report)]));
  const condition = cohortCondition(kind, parameters, summaries);
  switch (kind) {
    case 'STATE_CHANGED': {
      const { report } = reports;
      return { ...condition, details: { state: report.state, sampleSize: report.sampleSize }, reportDigest: report.evidenceDigest };
    }
    case 'CRITICAL_FAILURE': {
      const { report } = reports;
      return { ...condition, details: { criticalFailures: report.criticalFailures.count }, reportDigest: report.evidenceDigest };
    }
    case 'LOWER_BOUND_BELOW': {
      const p = parameters as AlertParameters['LOWER_BOUND_BELOW'];
      const { report } = reports;
      const measured = report.rates[p.rate as RateName];
      const anytime = p.bound === 'ANYTIME';
      return {
        ...condition,
        details: {
          rate: p.rate,
          lower: anytime ? (measured.anytime?.lower ?? null) : measured.lower,
          numerator: measured.numerator,
          denominator: measured.denominator,
          threshold: p.threshold,
          ...(anytime ? { bound: p.bound } : {}),
        },
        reportDigest: report.evidenceDigest,
      };
    }
    case 'BURN_RATE': {
      const p = parameters as AlertParameters['BURN_RATE'];
      const long = reports.long!;
      const short = reports.short!;
      const longCounts = long.rates[p.rate as RateName];
      const shortCounts = short.rates[p.rate as RateName];
      const longBurn = burnRateOf(longCounts, p.target, p.bound);
      const shortBurn = burnRateOf(shortCounts, p.target, p.bound);
      return {
        ...condition,
        details: {
          rate: p.rate,
          longBurnRate: longBurn,
          shortBurnRate: shortBurn,
          longNumerator: longCounts.numerator,
          longDenominator: longCounts.denominator,
          shortNumerator: shortCounts.numerator,
          shortDenominator: shortCounts.denominator,
          burnRateFactor: p.burnRateFactor,
          budgetSpent: longBurn === null ? null : budgetSpentOf(longBurn, p.longWindowMinutes, p.periodDays),
          ...(p.bound === 'ANYTIME' ? { bound: p.bound } : {}),
        },
        reportDigest: long.evidenceDigest,
      };
    }
  }
}

/** Details of a transition from `previous` to `current`: null when nothing is raised (of `previous`, only its value is read). */
export function cohortTransition(
  kind: CohortAlertKind,
  previous: Pick<CohortSignal, 'value'>,
  current: CohortSignal,
): Record<string, unknown> | null {
  if (previous.value === current.value || !current.raises) return null;
  if (kind === 'STATE_CHANGED') return { from: previous.value, to: current.value, sampleSize: current.details.sampleSize };
  if (kind === 'CRITICAL_FAILURE') {
    const before = new Set(previous.value === '' ? [] : previous.value.split(','));
    const added = (current.value === '' ? [] : current.value.split(',')).filter((id) => !before.has(id)).length;
    // Only a failure that was not listed before raises (one leaving the list does not).
    if (added === 0) return null;
    return { newCriticalFailures: added, criticalFailures: current.details.criticalFailures };
  }
  return current.details;
}

// ---------------------------------------------------------------------------
// FALSE_PASS_ABOVE: the agreement log's false-pass upper bound.
// ---------------------------------------------------------------------------

export function falsePassSignal(rates: AgreementRates, threshold: number): CohortSignal {
  const upper = rates.falsePassRate.upper;
  const above = upper !== null && upper > threshold;
  return {
    value: above ? 'ABOVE' : 'NOT_ABOVE',
    raises: above,
    details: {
      riskTier: rates.riskTier,
      upper,
      falsePass: rates.falsePass,
      truePass: rates.truePass,
      sampleSize: rates.sampleSize,
      threshold,
    },
    reportDigest: rates.evidenceDigest,
  };
}

/** The subject of a lane's alert: the lane itself when it is a reference, else its digest (a label may hold '+'). */
export function laneSubject(lane: string): string {
  return grammarViolation('reference', lane) === null ? lane : `lane-sha256:${digestOf(lane).slice(0, 40)}`;
}

/** The subject of a rework request's alerts (REWORK_REQUESTED, REWORK_ASSIGNED): attempt and rubric. */
export function reworkSubject(attemptId: string, rubricDigest: string): string {
  return `${attemptId}/${rubricDigest}`;
}

export type { RiskTier };
