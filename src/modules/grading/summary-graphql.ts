// The advisory graded summary of a cohort (docs/specification.md §8): gradedSummary.
import { builder } from '../../builder.js';
import type { Calibration, CriterionCalibration, CriterionSummary, GraderCalibration, HumanAgreementCounts } from '../../domain/grading.js';
import { ValidationError } from '../../errors.js';
import { readableProjects } from '../auth/caller.js';
import { CohortNode } from '../cohorts/graphql.js';
import { attemptGlobalId, cohortGlobalId, ledgerIdOf } from '../common/ids.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef, ReportWindowRef, WindowInput } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { gradedSummaryQuerySchema } from './inputs.js';
import { gradedSummaryOfCohort, type CohortGradedSummary } from './store.js';
import { RubricRef } from './rubrics-graphql.js';

// ---------------------------------------------------------------------------
// Reading rubrics and the advisory summary
// ---------------------------------------------------------------------------

const DistributionRef = builder.objectRef<{ level: number; count: number }>('ScoreCount').implement({
  fields: (t) => ({ level: t.exposeInt('level'), count: t.exposeInt('count') }),
});

const CriterionSummaryRef = builder.objectRef<CriterionSummary>('GradedCriterionSummary').implement({
  description: 'The round-0 scores of one criterion over the graded attempts of the window, and its change after rework.',
  fields: (t) => ({
    criterionId: t.exposeString('criterionId'),
    required: t.exposeBoolean('required'),
    scored: t.exposeInt('scored', { description: 'Round-0 gradings that scored this criterion.' }),
    distribution: t.field({
      type: [DistributionRef],
      description: 'Round-0 scores per level 1..4. Always shown, whatever the state.',
      resolve: (criterion) => criterion.distribution.map((count, index) => ({ level: index + 1, count })),
    }),
    belowThresholdRate: t.field({
      type: RateRef,
      description: 'Round-0 scores under the threshold, among round-0 gradings that scored it.',
      resolve: (c) => c.belowThresholdRate,
    }),
    reworkPairs: t.exposeInt('reworkPairs', { description: 'Attempts whose round 0 and round 1 both scored this criterion.' }),
    meanChangeAfterRework: t.float({
      nullable: true,
      description: 'Mean of (round-1 score - round-0 score) over those pairs; null without pairs or when the state is not OK.',
      resolve: (criterion) => criterion.meanChangeAfterRework,
    }),
  }),
});

const HumanAgreementRef = builder.objectRef<HumanAgreementCounts>('GradedHumanAgreementCounts').implement({
  description: 'Graded verdict against the latest human decision, for graded attempts a human decided on.',
  fields: (t) => ({
    passAccepted: t.exposeInt('passAccepted'),
    passRejected: t.exposeInt('passRejected', { description: 'Graded pass; human REJECTED or REWORK_REQUESTED.' }),
    failAccepted: t.exposeInt('failAccepted'),
    failRejected: t.exposeInt('failRejected', { description: 'Graded fail; human REJECTED or REWORK_REQUESTED.' }),
  }),
});

const CALIBRATION_DESCRIPTIONS = {
  passAccepted: 'Graded pass; human ACCEPTED.',
  passRejected: 'Graded pass; human REJECTED or REWORK_REQUESTED.',
  failAccepted: 'Graded fail; human ACCEPTED.',
  failRejected: 'Graded fail; human REJECTED or REWORK_REQUESTED.',
  total: 'The four counts together: attempts a human decided on.',
  rawAgreement: 'p_o = (passAccepted + failRejected) / total; null when total is 0 or the state is not OK.',
  expectedAgreement: "p_e: the agreement expected by chance from the table's margins; null as rawAgreement.",
  kappa: "Cohen's kappa, (p_o - p_e) / (1 - p_e); null as rawAgreement, and null when p_e = 1.",
} as const;

const CalibrationRef = builder.objectRef<Calibration>('GradedCalibration').implement({
  description: "A 2x2 table of graded verdict against the latest human decision, with raw agreement and Cohen's kappa (Cohen 1960).",
  fields: (t) => ({
    passAccepted: t.exposeInt('passAccepted', { description: CALIBRATION_DESCRIPTIONS.passAccepted }),
    passRejected: t.exposeInt('passRejected', { description: CALIBRATION_DESCRIPTIONS.passRejected }),
    failAccepted: t.exposeInt('failAccepted', { description: CALIBRATION_DESCRIPTIONS.failAccepted }),
    failRejected: t.exposeInt('failRejected', { description: CALIBRATION_DESCRIPTIONS.failRejected }),
    total: t.exposeInt('total', { description: CALIBRATION_DESCRIPTIONS.total }),
    rawAgreement: t.exposeFloat('rawAgreement', { nullable: true, description: CALIBRATION_DESCRIPTIONS.rawAgreement }),
    expectedAgreement: t.exposeFloat('expectedAgreement', { nullable: true, description: CALIBRATION_DESCRIPTIONS.expectedAgreement }),
    kappa: t.exposeFloat('kappa', { nullable: true, description: CALIBRATION_DESCRIPTIONS.kappa }),
  }),
});

const CriterionCalibrationRef = builder.objectRef<CriterionCalibration>('GradedCriterionCalibration').implement({
  description: "One criterion's verdict (latest-round score at or above the threshold) against the latest human decision.",
  fields: (t) => ({
    criterionId: t.exposeString('criterionId'),
    required: t.exposeBoolean('required'),
    calibration: t.field({ type: CalibrationRef, resolve: (criterion) => criterion }),
  }),
});

const GraderCalibrationRef = builder.objectRef<GraderCalibration>('GraderCalibration').implement({
  description: 'The calibration of one grader model against the human decisions, independent and not-independent gradings apart.',
  fields: (t) => ({
    graderModel: t.exposeString('graderModel', { description: 'The grader model of the latest round of each attempt counted.' }),
    independent: t.exposeBoolean('independent', { description: "Whether that model differs from the attempt's runtime model." }),
    verdict: t.field({
      type: CalibrationRef,
      description: "The summary's graded verdict against the human decision.",
      resolve: (g) => g.verdict,
    }),
    criteria: t.field({
      type: [CriterionCalibrationRef],
      description: 'One per rubric criterion, in rubric order.',
      resolve: (g) => g.criteria,
    }),
  }),
});

const GradedSummaryRef = builder.objectRef<CohortGradedSummary>('GradedSummary').implement({
  description:
    "Advisory summary of one cohort's gradings against one rubric, over the reliability report's window and as-of rules. " +
    'Advisory only: it never enters a reliability number, state, digest or gate.',
  fields: (t) => ({
    cohortId: t.id({ resolve: ({ cohort }) => cohortGlobalId(cohort.id) }),
    cohort: t.field({ type: CohortNode, nullable: false, resolve: ({ cohort }) => cohort }),
    rubric: t.field({ type: RubricRef, resolve: ({ rubric }) => rubric }),
    state: t.field({
      type: EvidenceStateEnum,
      description: "The reliability report's rule, with sampleSize = graded attempts in the window.",
      resolve: ({ summary: s }) => s.state,
    }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: ({ finality }) => finality.asOf }),
    settledThrough: t.field({
      type: 'DateTime',
      description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
      resolve: ({ finality }) => finality.settledThrough,
    }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
    window: t.field({ type: ReportWindowRef, resolve: ({ summary: s }) => ({ window: s.window, asOf: s.asOf }) }),
    minSamples: t.int({ resolve: ({ summary: s }) => s.minSamples }),
    attemptsInWindow: t.int({
      description: 'Attempts the window selects, graded or not.',
      resolve: ({ summary: s }) => s.attemptsInWindow,
    }),
    sampleSize: t.int({
      description: 'Attempts in the window with a round-0 grading of this rubric recorded by asOf.',
      resolve: ({ summary: s }) => s.sampleSize,
    }),
    regradedCount: t.int({ description: 'Of those, attempts with a round-1 re-grade.', resolve: ({ summary: s }) => s.regradedCount }),
    notIndependentCount: t.int({
      description: "Graded attempts whose latest grading used the attempt's own runtime model (independent: false).",
      resolve: ({ summary: s }) => s.notIndependentCount,
    }),
    reworkRecommendedRate: t.field({
      type: RateRef,
      description: 'Graded attempts whose round 0 recommended rework, among graded attempts.',
      resolve: ({ summary: s }) => s.rates.reworkRecommendedRate,
    }),
    humanAgreementRate: t.field({
      type: RateRef,
      description:
        'Graded attempts whose graded verdict (latest round: every required criterion at or above the threshold) agrees with the latest human decision ' +
        '(pass with ACCEPTED; fail with REJECTED or REWORK_REQUESTED), among graded attempts a human decided on.',
      resolve: ({ summary: s }) => s.rates.humanAgreementRate,
    }),
    humanAgreement: t.field({ type: HumanAgreementRef, resolve: ({ summary: s }) => s.humanAgreement }),
    graderCalibration: t.field({
      type: [GraderCalibrationRef],
      description:
        'Per grader model of the latest round, independent and not-independent apart (code-point order of the model, independent first): ' +
        "the graded verdict and each criterion against the latest human decision, with raw agreement and Cohen's kappa.",
      resolve: ({ summary: s }) => s.graderCalibration,
    }),
    criteria: t.field({
      type: [CriterionSummaryRef],
      description: 'One per rubric criterion, in rubric order.',
      resolve: ({ summary: s }) => s.criteria,
    }),
    meanChangeAfterRework: t.float({
      nullable: true,
      description:
        'Mean of (round-1 score - round-0 score) pooled over every criterion scored in both rounds; null without pairs or when the state is not OK.',
      resolve: ({ summary: s }) => s.meanChangeAfterRework,
    }),
    unresolvedDriftAttemptIds: t.idList({ resolve: ({ summary: s }) => s.unresolvedDriftAttemptIds.map(attemptGlobalId) }),
    evidenceDigest: t.string({
      description:
        "SHA-256 of the sorted content digests of the graded attempts in the window, their adjudications and gradings, and the cohort's drift adjudications.",
      resolve: ({ summary: s }) => s.evidenceDigest,
    }),
    evidenceRowCount: t.int({ resolve: ({ summary: s }) => s.evidenceRowCount }),
  }),
});

builder.queryFields((t) => ({
  gradedSummary: t.field({
    type: GradedSummaryRef,
    nullable: true,
    description:
      "Advisory summary of a cohort's gradings against one rubric (null when the cohort or rubric does not exist or the cohort is outside the token's projects).",
    errors: { types: [ValidationError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      rubricDigest: t.arg.string({ required: true }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({
        type: 'DateTime',
        description: "Default: the ledger's settled horizon (the summary is then final). Must not be after the ledger clock.",
      }),
      minSamples: t.arg.int({ description: 'Fewer graded attempts in the window give INSUFFICIENT_EVIDENCE. Default 20.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(
        gradedSummaryQuerySchema,
        { rubricDigest: args.rubricDigest, window: args.window, asOf: args.asOf, minSamples: args.minSamples },
        '',
      );
      const cohortId = ledgerIdOf(args.cohortId, 'Cohort');
      if (!cohortId) return null;
      return gradedSummaryOfCohort(context.db, cohortId, query, readableProjects(context.caller)?.in);
    },
  }),
}));
