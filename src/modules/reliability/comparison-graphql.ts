// Comparing cohorts (docs/specification.md §6, "Cohort comparison" and "Paired
// comparison"): two cohorts' reports as independent samples (`cohortComparison`: rate
// differences, effort ratios) and task by task (`pairedComparison`: requalification on
// shared tasks, non-inferiority).
import { builder } from '../../builder.js';
import { RATE_NAMES } from '../../domain/reliability.js';
import { EFFORT_RATIO_STATUSES, effortRatioOf, type EffortRatio } from '../../domain/effort.js';
import { compareReports, type CohortComparisonRates, type RateComparison } from '../../domain/comparison.js';
import { NON_INFERIORITY_ANSWERS, PAIRED_ANYTIME_ALPHA_EACH } from '../../domain/paired-comparison.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { readScope } from '../auth/caller.js';
import { ledgerIdOf } from '../common/ids.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef, WindowInput } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { reliabilityQuerySchema, pairedComparisonQuerySchema } from './inputs.js';
import { reportsServed } from '../../metrics.js';
import { reliabilityOfPair, pairedComparisonOfCohorts, type ReportPair, type PairedComparisonAnswer } from './store.js';
import { EffortMeasureEnum, EffortPerVerifiedSuccessRef, ReliabilityReportRef } from './report-graphql.js';
import { RATE_DESCRIPTIONS } from './types-graphql.js';

const EffortRatioStatusEnum = builder.enumType('EffortRatioStatus', {
  description:
    "Why the ratio of two cohorts' effort per verified success has a value or not, the first that applies (docs/specification.md §6, " +
    "\"Cohort comparison\"): a side's own EffortStatus, either side, in that enum's order (MIXED_CURRENCIES also when the two sides' " +
    "costs are in different currencies), then ZERO_BASELINE (cohort a's figure is 0: nothing to divide by), then OK.",
  values: EFFORT_RATIO_STATUSES,
});

const EffortRatioRef = builder.objectRef<EffortRatio>('EffortRatio').implement({
  description:
    "Two cohorts' effort per verified success of one measure and their ratio b / a with Fieller's 95% interval (Fieller 1954), " +
    'the two windows taken as independent samples, each side\'s variance task-clustered (docs/specification.md §6, "Cohort comparison").',
  fields: (t) => ({
    measure: t.field({ type: EffortMeasureEnum, resolve: (entry) => entry.measure }),
    status: t.field({ type: EffortRatioStatusEnum, resolve: (entry) => entry.status }),
    a: t.field({ type: EffortPerVerifiedSuccessRef, description: "The figure in cohort a's report.", resolve: (entry) => entry.a }),
    b: t.field({ type: EffortPerVerifiedSuccessRef, description: "The figure in cohort b's report.", resolve: (entry) => entry.b }),
    ratio: t.exposeFloat('ratio', { nullable: true, description: 'b.estimate / a.estimate; null unless status is OK.' }),
    lower: t.exposeFloat('lower', {
      nullable: true,
      description:
        "Fieller's 95% lower bound (never below 0); null unless status is OK, both sides have a variance, and a.estimate² > z²·a.variance.",
    }),
    upper: t.exposeFloat('upper', { nullable: true, description: 'The matching upper bound; null exactly when lower is.' }),
    currency: t.exposeString('currency', { nullable: true, description: 'COST: the one currency of both sides; null otherwise.' }),
  }),
});

const RateComparisonRef = builder.objectRef<RateComparison>('RateComparison').implement({
  description:
    "One rate of two cohorts and its difference b − a with Newcombe's hybrid score 95% interval (method 10 of Newcombe 1998, " +
    'from the two Wilson intervals; docs/specification.md §6). difference, lower and upper are null when either value is null.',
  fields: (t) => ({
    a: t.field({ type: RateRef, description: "The rate in cohort a's report.", resolve: (rate) => rate.a }),
    b: t.field({ type: RateRef, description: "The rate in cohort b's report.", resolve: (rate) => rate.b }),
    difference: t.float({ nullable: true, description: 'b.value − a.value.', resolve: (rate) => rate.difference?.difference ?? null }),
    lower: t.float({
      nullable: true,
      description: 'Lower bound of the 95% interval of the difference.',
      resolve: (rate) => rate.difference?.lower ?? null,
    }),
    upper: t.float({
      nullable: true,
      description: 'Upper bound of the 95% interval of the difference.',
      resolve: (rate) => rate.difference?.upper ?? null,
    }),
  }),
});

/** The ratios of two reports' cost, tokens and time per verified success. */
interface EffortRatioSet {
  cost: EffortRatio;
  tokens: EffortRatio;
  time: EffortRatio;
}

const CohortComparisonRef = builder
  .objectRef<ReportPair & { rates: CohortComparisonRates; effort: EffortRatioSet }>('CohortComparison')
  .implement({
    description:
      'Two cohorts of one capability compared as of one instant and window: both reports in full (state, sampleSize, evidenceDigest, …) ' +
      "and, for every rate, the difference b − a, treating the two windows' attempts as independent samples. " +
      'For two cohorts that attempted the same tasks, pairedComparison compares them task by task. Final under the same rules as a report.',
    fields: (t) => ({
      a: t.field({ type: ReliabilityReportRef, resolve: (pair) => pair.a }),
      b: t.field({ type: ReliabilityReportRef, resolve: (pair) => pair.b }),
      asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: ({ finality }) => finality.asOf }),
      settledThrough: t.field({
        type: 'DateTime',
        description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
        resolve: ({ finality }) => finality.settledThrough,
      }),
      final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
      ...Object.fromEntries(
        RATE_NAMES.map((name) => [
          name,
          t.field({ type: RateComparisonRef, description: RATE_DESCRIPTIONS[name], resolve: (pair) => pair.rates[name] }),
        ]),
      ),
      costPerVerifiedSuccess: t.field({
        type: EffortRatioRef,
        description:
          "Both cohorts' cost per verified success and b / a; refused (MIXED_CURRENCIES) when the two are in different currencies.",
        resolve: (pair) => pair.effort.cost,
      }),
      tokensPerVerifiedSuccess: t.field({
        type: EffortRatioRef,
        description: "Both cohorts' tokens per verified success and b / a.",
        resolve: (pair) => pair.effort.tokens,
      }),
      timePerVerifiedSuccess: t.field({
        type: EffortRatioRef,
        description: "Both cohorts' time per verified success and b / a.",
        resolve: (pair) => pair.effort.time,
      }),
    }),
  });

const NonInferiorityEnum = builder.enumType('NonInferiority', {
  description:
    'The non-inferiority answer of a paired comparison for the caller\'s margin m (docs/specification.md §6, "Paired comparison"): ' +
    'NON_INFERIOR when the lower bound of the difference (cohort − other) is above −m; INFERIOR when the upper bound is below −m; NOT_SHOWN otherwise.',
  values: NON_INFERIORITY_ANSWERS,
});

const PairedComparisonRef = builder.objectRef<PairedComparisonAnswer>('PairedComparison').implement({
  description:
    'A cohort compared with another (typically its predecessor in the lineage) over the tasks both attempted in the window, as of one instant ' +
    '(docs/specification.md §6, "Paired comparison"). A task passes on a side when its first try there in ledger order (finishedAt, then id) ' +
    'is an independently verified pass. Counts are shown in every state; every number and answer is null unless state is OK. ' +
    'Both reports are shown in full; their evidence digests cover every row the comparison read. Final under the same rules as a report.',
  fields: (t) => ({
    report: t.field({ type: ReliabilityReportRef, description: "The cohort's report (the new side).", resolve: (answer) => answer.cohort }),
    otherReport: t.field({
      type: ReliabilityReportRef,
      description: "The other cohort's report (the old side).",
      resolve: (answer) => answer.other,
    }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: ({ finality }) => finality.asOf }),
    settledThrough: t.field({
      type: 'DateTime',
      description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
      resolve: ({ finality }) => finality.settledThrough,
    }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
    state: t.field({
      type: EvidenceStateEnum,
      description:
        'EVIDENCE_DRIFT when either cohort has unresolved drift; INSUFFICIENT_EVIDENCE when sharedTasks < minSamples; OK otherwise.',
      resolve: ({ comparison }) => comparison.state,
    }),
    margin: t.float({ description: 'The non-inferiority margin asked for.', resolve: ({ comparison }) => comparison.margin }),
    sharedTasks: t.int({
      description: 'Tasks (taskRef) with a try in both windows: n, the pairs.',
      resolve: ({ comparison }) => comparison.sharedTasks,
    }),
    bothPassed: t.int({ description: 'Shared tasks passed on both sides.', resolve: ({ comparison }) => comparison.bothPassed }),
    neitherPassed: t.int({ description: 'Shared tasks passed on neither side.', resolve: ({ comparison }) => comparison.neitherPassed }),
    onlyCohortPassed: t.int({
      description: "Discordant: shared tasks passed on the cohort's side only (c).",
      resolve: ({ comparison }) => comparison.onlyCohortPassed,
    }),
    onlyOtherPassed: t.int({
      description: "Discordant: shared tasks passed on the other cohort's side only (b).",
      resolve: ({ comparison }) => comparison.onlyOtherPassed,
    }),
    onlyCohortTasks: t.int({
      description: 'Tasks only the cohort attempted in the window: left out.',
      resolve: ({ comparison }) => comparison.onlyCohortTasks,
    }),
    onlyOtherTasks: t.int({
      description: 'Tasks only the other cohort attempted in the window: left out.',
      resolve: ({ comparison }) => comparison.onlyOtherTasks,
    }),
    difference: t.float({
      nullable: true,
      description:
        "(onlyCohortPassed − onlyOtherPassed) / sharedTasks: the cohort's pass proportion minus the other's over the shared tasks.",
      resolve: ({ comparison }) => comparison.difference,
    }),
    lower: t.float({
      nullable: true,
      description:
        "Lower bound of Tango's 95% score interval of the difference (Tango 1998, Statistics in Medicine 17:891–908): one fixed-sample look.",
      resolve: ({ comparison }) => comparison.lower,
    }),
    upper: t.float({
      nullable: true,
      description: "Upper bound of Tango's 95% score interval.",
      resolve: ({ comparison }) => comparison.upper,
    }),
    nonInferiority: t.field({
      type: NonInferiorityEnum,
      nullable: true,
      description: 'The answer for margin from lower and upper (a one-sided 2.5% test of difference <= −margin).',
      resolve: ({ comparison }) => comparison.nonInferiority,
    }),
    anytimeLowerBound: t.float({
      nullable: true,
      description:
        'Anytime-valid 95% lower bound of the difference, valid however often it is re-read as shared tasks accrue: the beta-binomial mixture ' +
        `confidence sequences of the discordant share and of the discordant split, each at α = ${PAIRED_ANYTIME_ALPHA_EACH}, mapped to the difference.`,
      resolve: ({ comparison }) => comparison.anytimeLowerBound,
    }),
    anytimeUpperBound: t.float({
      nullable: true,
      description: 'The matching anytime-valid upper bound.',
      resolve: ({ comparison }) => comparison.anytimeUpperBound,
    }),
    anytimeNonInferiority: t.field({
      type: NonInferiorityEnum,
      nullable: true,
      description: 'The answer for margin from the anytime-valid bounds: the one a gate that re-reads the comparison may act on.',
      resolve: ({ comparison }) => comparison.anytimeNonInferiority,
    }),
  }),
});

builder.queryFields((t) => ({
  cohortComparison: t.field({
    type: CohortComparisonRef,
    description:
      "The reports of cohorts a and b as of one instant and window, for every rate the difference b − a with Newcombe's hybrid score interval, " +
      "and for cost, tokens and time per verified success the ratio b / a with Fieller's interval; both treat the two samples as independent " +
      '(for the tasks both cohorts attempted, pairedComparison pairs them). ' +
      "A NotFoundError when either cohort does not exist or is outside the token's projects (the same answer for both, whichever it is); " +
      'a ValidationError when they measure different capabilities.',
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      a: t.arg.id({ required: true, description: 'Global id or ledger UUID of the baseline cohort.' }),
      b: t.arg.id({ required: true, description: 'Global id or ledger UUID of the cohort compared with it.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({
        type: 'DateTime',
        description: "Default: the ledger's settled horizon (the comparison is then final). Must not be after the ledger clock.",
      }),
      minSamples: t.arg.int({ description: 'As for reliability, applied to each cohort.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(reliabilityQuerySchema, { window: args.window, asOf: args.asOf, minSamples: args.minSamples }, '');
      const a = ledgerIdOf(args.a, 'Cohort');
      const b = ledgerIdOf(args.b, 'Cohort');
      const pair = a && b ? await reliabilityOfPair(context.db, a, b, query, readScope(context.caller)) : null;
      if (!pair) throw new NotFoundError('cohorts a and b are not both among the cohorts this token may read');
      reportsServed.inc({ state: pair.a.report.state });
      reportsServed.inc({ state: pair.b.report.state });
      const effort = {
        cost: effortRatioOf(pair.a.effort.cost, pair.b.effort.cost),
        tokens: effortRatioOf(pair.a.effort.tokens, pair.b.effort.tokens),
        time: effortRatioOf(pair.a.effort.time, pair.b.effort.time),
      };
      return { ...pair, rates: compareReports(pair.a.report, pair.b.report), effort };
    },
  }),
  pairedComparison: t.field({
    type: PairedComparisonRef,
    description:
      'Requalification on shared tasks: cohortId compared with otherCohortId (typically its predecessor in cohortLineage) over the tasks both ' +
      "attempted in the window, each task one pair of outcomes, with Tango's score interval, anytime-valid bounds and a non-inferiority answer " +
      'for margin (docs/specification.md §6, "Paired comparison"). Access, errors and finality as cohortComparison.',
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID of the cohort judged (the new side).' }),
      otherCohortId: t.arg.id({
        required: true,
        description: 'Global id or ledger UUID of the cohort it is compared with (the old side).',
      }),
      margin: t.arg.float({
        required: true,
        description: 'Non-inferiority margin, strictly between 0 and 1: the loss of pass proportion the caller tolerates.',
      }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }, applied to each cohort.' }),
      asOf: t.arg({
        type: 'DateTime',
        description: "Default: the ledger's settled horizon (the comparison is then final). Must not be after the ledger clock.",
      }),
      minSamples: t.arg.int({ description: 'Fewer shared tasks give INSUFFICIENT_EVIDENCE. Default 20.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(
        pairedComparisonQuerySchema,
        { window: args.window, asOf: args.asOf, minSamples: args.minSamples, margin: args.margin },
        '',
      );
      const cohortId = ledgerIdOf(args.cohortId, 'Cohort');
      const otherId = ledgerIdOf(args.otherCohortId, 'Cohort');
      const answer =
        cohortId && otherId ? await pairedComparisonOfCohorts(context.db, cohortId, otherId, query, readScope(context.caller)) : null;
      if (!answer) throw new NotFoundError('cohorts cohortId and otherCohortId are not both among the cohorts this token may read');
      reportsServed.inc({ state: answer.cohort.report.state });
      reportsServed.inc({ state: answer.other.report.state });
      return answer;
    },
  }),
}));
