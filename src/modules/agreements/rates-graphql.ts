// Rates of the agreement log (docs/specification.md §7): false-pass, false-fail and post-merge
// regression per lane and risk tier, and the confidence-cutoff curve of a graded lane.
import type { z } from 'zod';
import { builder, type Context } from '../../builder.js';
import type { RiskTier } from '../../domain/enums.js';
import {
  agreementConfidenceCurve,
  agreementRates,
  type AgreementRates,
  type ConfidenceCurve,
  type ConfidenceCurvePoint,
  type FalsePassSlice,
  type LaneAgreementRates,
  type LifetimeSlice,
  type RateBound,
} from '../../domain/agreement.js';
import type { Window } from '../../domain/window.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import { requireProject, requireRole } from '../auth/caller.js';
import type { Finality } from '../../domain/finality.js';
import { readLedgerClock, reportFinality } from '../../db/ledger-clock.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef, ReportWindowRef, WindowInput } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { agreementRatesArgsSchema, confidenceCurveArgsSchema } from './inputs.js';
import { eventsForRates } from './store.js';
import { PromotionBlockEnum, RateBoundEnum, RiskTierEnum } from './vocabulary-graphql.js';

// ---------------------------------------------------------------------------
// Rates
// ---------------------------------------------------------------------------

const PostMergeCountsRef = builder.objectRef<AgreementRates['postMerge']>('PostMergeCounts').implement({
  description: 'Post-merge outcomes of the merges in the window; awaitingOutcome counts merges with no outcome recorded by asOf.',
  fields: (t) => ({
    clean: t.exposeInt('clean'),
    regression: t.exposeInt('regression'),
    reverted: t.exposeInt('reverted'),
    awaitingOutcome: t.exposeInt('awaitingOutcome'),
  }),
});

const LIFETIME_DESCRIPTION =
  "The same decisions over the lane's whole life: every review recorded by asOf, whatever the window (the sequence the anytime-valid " +
  'bound is valid over). falsePassRate carries the Wilson interval and anytimeLowerBound / anytimeUpperBound, never suppressed (null only ' +
  'with a zero denominator).';

const AgreementLifetimeRef = builder.objectRef<LifetimeSlice>('AgreementLifetime').implement({
  description: LIFETIME_DESCRIPTION,
  fields: (t) => ({
    firstReviewedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The earliest review counted; null when there is none.',
      resolve: (slice) => slice.firstReviewedAt,
    }),
    kept: t.exposeInt('kept', { description: 'Reviewed decisions, waives excluded.' }),
    truePass: t.exposeInt('truePass'),
    falsePass: t.exposeInt('falsePass'),
    trueFail: t.exposeInt('trueFail'),
    falseFail: t.exposeInt('falseFail'),
    waiveCount: t.exposeInt('waiveCount', { description: 'WAIVE verdicts; in no count and no rate.' }),
    falsePassRate: t.field({
      type: RateRef,
      description: 'FALSE_PASS / (TRUE_PASS + FALSE_PASS) with its 95% Wilson interval and its anytime-valid interval.',
      resolve: (slice) => slice.falsePassRate,
    }),
    evidenceDigest: t.exposeString('evidenceDigest', {
      description: 'SHA-256 over the sorted content digests of the proposal and review of every decision counted, waives included.',
    }),
  }),
});

const AgreementRatesRef = builder.objectRef<AgreementRates>('AgreementRates').implement({
  description:
    'Agreement of one lane in one risk tier (riskTier null: all tiers of the report). Waives are in neither rate and are counted in waiveCount.',
  fields: (t) => ({
    riskTier: t.field({ type: RiskTierEnum, nullable: true, resolve: (rates) => rates.riskTier }),
    state: t.field({ type: EvidenceStateEnum, resolve: (rates) => rates.state }),
    sampleSize: t.exposeInt('sampleSize', { description: 'Reviewed decisions in the window, waives excluded; compared with minSamples.' }),
    reviewedDecisions: t.exposeInt('reviewedDecisions', { description: 'Reviewed decisions in the window, waives included.' }),
    truePass: t.exposeInt('truePass'),
    falsePass: t.exposeInt('falsePass'),
    trueFail: t.exposeInt('trueFail'),
    falseFail: t.exposeInt('falseFail'),
    waiveCount: t.exposeInt('waiveCount', { description: 'WAIVE verdicts in the window; excluded from every rate.' }),
    falsePassRate: t.field({
      type: RateRef,
      description: 'FALSE_PASS / (TRUE_PASS + FALSE_PASS).',
      resolve: (rates) => rates.falsePassRate,
    }),
    falseFailRate: t.field({
      type: RateRef,
      description: 'FALSE_FAIL / (TRUE_FAIL + FALSE_FAIL).',
      resolve: (rates) => rates.falseFailRate,
    }),
    merges: t.exposeInt('merges', { description: 'MERGE verdicts in the window.' }),
    postMerge: t.field({ type: PostMergeCountsRef, resolve: (rates) => rates.postMerge }),
    postMergeRegressionRate: t.field({
      type: RateRef,
      description: '(REGRESSION + REVERTED) / merges with a post-merge outcome recorded by asOf.',
      resolve: (rates) => rates.postMergeRegressionRate,
    }),
    eligibleForPromotion: t.exposeBoolean('eligibleForPromotion', {
      description:
        'Whether this evidence may support a promotion: state OK, no TIER_3 work, and, when the report was asked with targetFalsePassUpper, ' +
        'a false-pass upper bound at or below it: under bound ANYTIME (default) lifetime.falsePassRate.anytimeUpperBound, under FIXED_SAMPLE ' +
        'falsePassRate.upper. The autonomy engine decides.',
    }),
    promotionBlockedBy: t.field({ type: [PromotionBlockEnum], resolve: (rates) => rates.promotionBlockedBy }),
    evidenceDigest: t.exposeString('evidenceDigest', {
      description: 'SHA-256 over the sorted content digests of every event that contributed to this row.',
    }),
    lifetime: t.field({ type: AgreementLifetimeRef, description: LIFETIME_DESCRIPTION, resolve: (rates) => rates.lifetime }),
  }),
});

const LaneAgreementRatesRef = builder.objectRef<LaneAgreementRates>('LaneAgreementRates').implement({
  fields: (t) => ({
    lane: t.exposeString('lane'),
    allTiers: t.field({ type: AgreementRatesRef, resolve: (lane) => lane.allTiers }),
    tiers: t.field({ type: [AgreementRatesRef], description: 'One row per risk tier, TIER_0 to TIER_3.', resolve: (lane) => lane.tiers }),
  }),
});

interface AgreementRatesReport {
  projectId: string;
  finality: Finality;
  window: Window;
  minSamples: number;
  minGuardrailConfidence: number | null;
  targetFalsePassUpper: number | null;
  bound: RateBound;
  lanes: LaneAgreementRates[];
}

const AgreementRatesReportRef = builder.objectRef<AgreementRatesReport>('AgreementRatesReport').implement({
  description:
    'Agreement rates per lane and risk tier, computed only from events recorded by asOf. A decision enters a window by the time of its review; ' +
    'lastAttempts counts the most recent reviewed decisions.',
  fields: (t) => ({
    projectId: t.exposeString('projectId'),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: (report) => report.finality.asOf }),
    settledThrough: t.field({
      type: 'DateTime',
      description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
      resolve: (report) => report.finality.settledThrough,
    }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: (report) => report.finality.final }),
    window: t.field({ type: ReportWindowRef, resolve: (report) => ({ window: report.window, asOf: report.finality.asOf.getTime() }) }),
    minSamples: t.exposeInt('minSamples'),
    minGuardrailConfidence: t.exposeFloat('minGuardrailConfidence', {
      nullable: true,
      description: 'The confidence cutoff asked for: only graded proposals at or above it are in the report. Null: every proposal.',
    }),
    targetFalsePassUpper: t.exposeFloat('targetFalsePassUpper', {
      nullable: true,
      description: 'The false-pass ceiling the promotion gate checks; null: the gate reads no rate.',
    }),
    bound: t.field({
      type: RateBoundEnum,
      description: 'Which false-pass upper bound the promotion gate reads.',
      resolve: (report) => report.bound,
    }),
    lanes: t.field({ type: [LaneAgreementRatesRef], resolve: (report) => report.lanes }),
  }),
});

const SLICE_DESCRIPTIONS = {
  kept: 'Reviewed decisions kept, waives excluded.',
  waiveCount: 'WAIVE verdicts among the decisions kept; in no count and no rate.',
  falsePassRate: 'FALSE_PASS / (TRUE_PASS + FALSE_PASS), with its 95% Wilson interval.',
  evidenceDigest: 'SHA-256 over the sorted content digests of the proposal and review of every decision kept, waives included.',
} as const;

const FalsePassSliceRef = builder.objectRef<FalsePassSlice>('FalsePassSlice').implement({
  description: 'False-pass numbers of a set of reviewed decisions.',
  fields: (t) => ({
    kept: t.exposeInt('kept', { description: SLICE_DESCRIPTIONS.kept }),
    truePass: t.exposeInt('truePass'),
    falsePass: t.exposeInt('falsePass'),
    trueFail: t.exposeInt('trueFail'),
    falseFail: t.exposeInt('falseFail'),
    waiveCount: t.exposeInt('waiveCount', { description: SLICE_DESCRIPTIONS.waiveCount }),
    falsePassRate: t.field({ type: RateRef, description: SLICE_DESCRIPTIONS.falsePassRate, resolve: (slice) => slice.falsePassRate }),
    evidenceDigest: t.exposeString('evidenceDigest', { description: SLICE_DESCRIPTIONS.evidenceDigest }),
  }),
});

const ConfidenceCurvePointRef = builder.objectRef<ConfidenceCurvePoint>('ConfidenceCurvePoint').implement({
  description: 'The graded decisions of the window at or above one cutoff.',
  fields: (t) => ({
    minGuardrailConfidence: t.exposeFloat('minGuardrailConfidence', {
      description: 'The cutoff: decisions with guardrailConfidence >= it are kept.',
    }),
    kept: t.exposeInt('kept', { description: SLICE_DESCRIPTIONS.kept }),
    truePass: t.exposeInt('truePass'),
    falsePass: t.exposeInt('falsePass'),
    trueFail: t.exposeInt('trueFail'),
    falseFail: t.exposeInt('falseFail'),
    waiveCount: t.exposeInt('waiveCount', { description: SLICE_DESCRIPTIONS.waiveCount }),
    falsePassRate: t.field({ type: RateRef, description: SLICE_DESCRIPTIONS.falsePassRate, resolve: (point) => point.falsePassRate }),
    evidenceDigest: t.exposeString('evidenceDigest', { description: SLICE_DESCRIPTIONS.evidenceDigest }),
    lifetime: t.field({
      type: AgreementLifetimeRef,
      description:
        "The graded decisions at or above the cutoff over the lane's whole life; the fixed-sequence test reads its anytimeUpperBound.",
      resolve: (point) => point.lifetime,
    }),
  }),
});

interface ConfidenceCurveReport {
  projectId: string;
  finality: Finality;
  window: Window;
  curve: ConfidenceCurve;
}

const ConfidenceCurveRef = builder.objectRef<ConfidenceCurveReport>('AgreementConfidenceCurve').implement({
  description:
    'False-pass rate of a graded lane by guardrail-confidence cutoff, computed only from events recorded by asOf. Deterministic checks are reported apart.',
  fields: (t) => ({
    projectId: t.exposeString('projectId'),
    lane: t.string({ resolve: (report) => report.curve.lane }),
    riskTier: t.field({
      type: RiskTierEnum,
      nullable: true,
      description: 'Null: every tier of the lane.',
      resolve: (report) => report.curve.riskTier,
    }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: (report) => report.finality.asOf }),
    settledThrough: t.field({
      type: 'DateTime',
      description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
      resolve: (report) => report.finality.settledThrough,
    }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: (report) => report.finality.final }),
    window: t.field({ type: ReportWindowRef, resolve: (report) => ({ window: report.window, asOf: report.finality.asOf.getTime() }) }),
    targetFalsePassUpper: t.float({ resolve: (report) => report.curve.targetFalsePassUpper }),
    gradedInWindow: t.int({
      description: 'Graded decisions in the window, waives included.',
      resolve: (report) => report.curve.gradedInWindow,
    }),
    points: t.field({
      type: [ConfidenceCurvePointRef],
      description: 'One per distinct confidence of a non-waived graded decision in the window, ascending.',
      resolve: (report) => report.curve.points,
    }),
    bound: t.field({ type: RateBoundEnum, description: 'Which bound recommendedCutoff reads.', resolve: (report) => report.curve.bound }),
    recommendedCutoff: t.float({
      nullable: true,
      description:
        'ANYTIME (default): the lowest cutoff the fixed-sequence test reaches from the highest cutoff down (Maurer, Hothorn & Lehmacher 1995), ' +
        "each step passing while the point's lifetime.falsePassRate.anytimeUpperBound is at or below targetFalsePassUpper; valid however often " +
        'the curve is re-read. FIXED_SAMPLE: the smallest cutoff whose falsePassRate.upper (Wilson, window) is at or below it. Null when none is.',
      resolve: (report) => report.curve.recommendedCutoff,
    }),
    deterministic: t.field({
      type: FalsePassSliceRef,
      description: 'Deterministic checks (no confidence) in their own window of the same size; never part of a point.',
      resolve: (report) => report.curve.deterministic,
    }),
    evidenceDigest: t.string({
      description: 'SHA-256 over the sorted content digests of the proposals and reviews of both windows.',
      resolve: (report) => report.curve.evidenceDigest,
    }),
  }),
});

/**
 * What both rate reports of the agreement log start from: the reader role, the parsed
 * arguments, the project, the report's finality and the events of the lane (and tier)
 * recorded by its asOf.
 */
async function laneEvents<
  Schema extends z.ZodType<{ projectId: string; lane: string | null; riskTier: RiskTier | null; asOf?: Date | null }>,
>(context: Context, schema: Schema, args: unknown) {
  requireRole(context.caller, 'reader');
  const parsed: z.output<Schema> = parseInput(schema, args, '');
  requireProject(context.caller, parsed.projectId);
  const finality = reportFinality(parsed.asOf ?? null, await readLedgerClock(context.db));
  const events = await eventsForRates(context.db.pool, {
    projectId: parsed.projectId,
    lane: parsed.lane,
    riskTier: parsed.riskTier,
    asOf: finality.asOf,
  });
  return { parsed, finality, events };
}

builder.queryFields((t) => ({
  agreementRates: t.field({
    type: AgreementRatesReportRef,
    description:
      'False-pass, false-fail and post-merge regression rates per lane and risk tier, with 95% Wilson intervals. Window default { lastDays: 30 }, ' +
      'asOf default settledThrough (final), never after the ledger clock; minSamples default 20.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: {
      projectId: t.arg.string({ required: true }),
      lane: t.arg.string(),
      riskTier: t.arg({ type: RiskTierEnum }),
      window: t.arg({ type: WindowInput }),
      asOf: t.arg({ type: 'DateTime' }),
      minSamples: t.arg.int(),
      minGuardrailConfidence: t.arg.float({
        description: 'Only graded proposals with guardrailConfidence at or above this (0..1); deterministic checks are then left out.',
      }),
      targetFalsePassUpper: t.arg.float({
        description:
          '0..1: a row is eligible for promotion only when its false-pass upper bound (of `bound`) is at or below this. Absent: no rate is read.',
      }),
      bound: t.arg({ type: RateBoundEnum, description: 'Which false-pass upper bound the promotion gate reads; default ANYTIME.' }),
    },
    resolve: async (_root, args, context) => {
      const { parsed, finality, events } = await laneEvents(context, agreementRatesArgsSchema, args);
      const { asOf } = finality;
      return {
        projectId: parsed.projectId,
        finality,
        window: parsed.window,
        minSamples: parsed.minSamples,
        minGuardrailConfidence: parsed.minGuardrailConfidence,
        targetFalsePassUpper: parsed.targetFalsePassUpper,
        bound: parsed.bound,
        lanes: agreementRates(events, {
          window: parsed.window,
          asOf,
          minSamples: parsed.minSamples,
          lane: parsed.lane,
          riskTier: parsed.riskTier,
          minGuardrailConfidence: parsed.minGuardrailConfidence,
          targetFalsePassUpper: parsed.targetFalsePassUpper,
          bound: parsed.bound,
        }),
      };
    },
  }),
  agreementConfidenceCurve: t.field({
    type: ConfidenceCurveRef,
    description:
      'For each distinct guardrail confidence in the window, ascending: the graded decisions at or above it and their false-pass rate with its ' +
      "95% Wilson interval (and over the lane's whole life with its anytime-valid interval), and the recommended cutoff for targetFalsePassUpper " +
      '(bound ANYTIME, default: a fixed-sequence test from the highest cutoff down on the anytime-valid bounds). Window default { lastDays: 30 }; ' +
      'asOf as agreementRates.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: {
      projectId: t.arg.string({ required: true }),
      lane: t.arg.string({ required: true }),
      riskTier: t.arg({ type: RiskTierEnum }),
      window: t.arg({ type: WindowInput }),
      asOf: t.arg({ type: 'DateTime' }),
      targetFalsePassUpper: t.arg.float({ required: true, description: '0..1: the false-pass upper bound a cutoff must reach.' }),
      bound: t.arg({ type: RateBoundEnum, description: 'Which bound recommendedCutoff reads; default ANYTIME.' }),
    },
    resolve: async (_root, args, context) => {
      const { parsed, finality, events } = await laneEvents(context, confidenceCurveArgsSchema, args);
      const { asOf } = finality;
      return {
        projectId: parsed.projectId,
        finality,
        window: parsed.window,
        curve: agreementConfidenceCurve(events, {
          window: parsed.window,
          asOf,
          lane: parsed.lane,
          riskTier: parsed.riskTier,
          targetFalsePassUpper: parsed.targetFalsePassUpper,
          bound: parsed.bound,
        }),
      };
    },
  }),
}));
