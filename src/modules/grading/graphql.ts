// Graded verifications on the GraphQL surface (docs/specification.md §8): rubrics
// (registerRubric, rubrics, rubric), gradings (recordGradedVerification, and
// Attempt.gradedVerifications) and the advisory summary of a cohort (gradedSummary).
// Advisory: nothing here is read by the reliability report.
import { builder } from '../../builder.js';
import { RUBRIC_LEVELS, TOP_LEVEL, type Calibration, type CriterionCalibration, type CriterionSummary, type GraderCalibration, type HumanAgreementCounts } from '../../domain/grading.js';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, OutOfOrderError, ValidationError } from '../../errors.js';
import { hasRole, readableProjects, requireRole } from '../auth/caller.js';
import { CohortNode } from '../cohorts/graphql.js';
import { attemptGlobalId, cohortGlobalId, ledgerIdOf } from '../common/ids.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef, ReportWindowRef, WindowInput } from '../common/metrics-graphql.js';
import { digest, label, parseInput } from '../common/validation.js';
import { gradedSummaryQuerySchema, gradedVerificationSchema, MAX_GRADED_SCORES, rubricSchema } from './inputs.js';
import { SHARED_PROSE_PROJECT } from '../annotations/store.js';
import { readRubricProse } from './prose.js';
import { findRubric, gradedSummaryOfCohort, recordGradedVerification, registerRubric, rubricDocumentOf, type CohortGradedSummary, type GradedVerificationRow, type RubricRow } from './store.js';

interface RubricLevelShape {
  level: number;
  descriptorDigest: string;
  descriptor: string | null;
  raiseDigest: string | null;
  howToRaise: string | null;
}

interface RubricCriterionShape {
  id: string;
  required: boolean;
  levels: RubricLevelShape[];
}

const RubricLevelRef = builder.objectRef<RubricLevelShape>('RubricLevel').implement({
  description: 'One level (1..4) of a criterion: what it means and how to rise from it, as annotation digests with their text.',
  fields: (t) => ({
    level: t.exposeInt('level'),
    descriptorDigest: t.exposeString('descriptorDigest'),
    descriptor: t.exposeString('descriptor', { nullable: true, description: 'What this level means; null once the annotation is redacted.' }),
    raiseDigest: t.exposeString('raiseDigest', { nullable: true, description: `How to raise the score from this level; null for level ${TOP_LEVEL}, the top.` }),
    howToRaise: t.exposeString('howToRaise', { nullable: true, description: 'The text behind raiseDigest; null for the top level or once redacted.' }),
  }),
});

const RubricCriterionRef = builder.objectRef<RubricCriterionShape>('RubricCriterion').implement({
  description: 'One criterion of a rubric. A required criterion must be scored in every grading; it decides the graded verdict.',
  fields: (t) => ({
    id: t.exposeString('id'),
    required: t.exposeBoolean('required'),
    levels: t.field({ type: [RubricLevelRef], resolve: (criterion) => criterion.levels }),
  }),
});

export const RubricRef = builder.prismaObject('Rubric', {
  description:
    'A rubric version: immutable and content-addressed (digest = SHA-256 of its canonical JSON). Global, not per project. ' +
    'Its prose lives in the annotation store; the rubric holds the digests.',
  fields: (t) => ({
    digest: t.exposeString('digest'),
    domain: t.exposeString('domain'),
    version: t.exposeString('version'),
    threshold: t.exposeInt('threshold', { description: 'A required criterion scored under it is below threshold. Default 3.' }),
    registeredBy: t.exposeString('registeredBy'),
    registeredAt: t.expose('registeredAt', { type: 'DateTime' }),
    criteria: t.field({
      type: [RubricCriterionRef],
      description: 'Criteria in the rubric\'s order, with each level\'s descriptor and how-to-raise text.',
      resolve: async (row, _args, context) => {
        const rubric = rubricDocumentOf(row);
        const prose = await readRubricProse(context.db.pool, [...row.descriptorDigests, ...row.raiseDigests]);
        return rubric.criteria.map((criterion) => ({
          id: criterion.id,
          required: criterion.required,
          levels: RUBRIC_LEVELS.map((level) => {
            const raiseDigest = criterion.raiseDigests[level - 1] ?? null;
            const descriptorDigest = criterion.descriptorDigests[level - 1]!;
            return {
              level,
              descriptorDigest,
              descriptor: prose.get(descriptorDigest) ?? null,
              raiseDigest,
              howToRaise: raiseDigest === null ? null : (prose.get(raiseDigest) ?? null),
            };
          }),
        }));
      },
    }),
  }),
});

interface CriterionScoreShape {
  criterionId: string;
  score: number;
  evidenceDigest: string;
  feedbackDigest: string;
}

const CriterionScoreRef = builder.objectRef<CriterionScoreShape>('CriterionScore').implement({
  fields: (t) => ({
    criterionId: t.exposeString('criterionId'),
    score: t.exposeInt('score', { description: `1..${TOP_LEVEL}.` }),
    evidenceDigest: t.exposeString('evidenceDigest'),
    feedbackDigest: t.exposeString('feedbackDigest', { description: 'Digest of the grader\'s feedback in the annotation store.' }),
  }),
});

export const GradedVerificationRef = builder.prismaObject('GradedVerification', {
  description: 'An advisory rubric grading of an attempt. It never changes a reliability number, state, digest or gate.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the grading.' }),
    attemptId: t.id({ description: 'Global id of the attempt.', resolve: (row) => attemptGlobalId(row.attemptId) }),
    rubricDigest: t.exposeString('rubricDigest'),
    rubric: t.relation('rubric'),
    round: t.exposeInt('round', { description: '0 = the first grading, 1 = the single re-grade after rework.' }),
    graderRef: t.exposeString('graderRef'),
    graderModel: t.exposeString('graderModel'),
    actorRef: t.exposeString('actorRef', { description: 'The actor of the credential that recorded it.' }),
    scores: t.field({
      type: [CriterionScoreRef],
      description: 'One score per criterion, in the rubric\'s order.',
      resolve: (row) =>
        row.criterionIds.map((criterionId, index) => ({
          criterionId,
          score: row.scores[index]!,
          evidenceDigest: row.evidenceDigests[index]!,
          feedbackDigest: row.feedbackDigests[index]!,
        })),
    }),
    belowThreshold: t.exposeStringList('belowThreshold', { description: 'The required criteria scored under the rubric\'s threshold, in rubric order.' }),
    reworkRecommended: t.exposeBoolean('reworkRecommended', { description: 'Round 0 only: some required criterion is below threshold, so one rework is recommended.' }),
    independent: t.exposeBoolean('independent', { description: 'False when the grader\'s model is the attempt\'s runtime model.' }),
    gradedPass: t.boolean({
      description: 'The graded verdict: every required criterion at or above the threshold. Advisory only.',
      resolve: (row) => row.belowThreshold.length === 0,
    }),
    contentDigest: t.exposeString('contentDigest'),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', description: 'The ledger\'s own clock.' }),
  }),
});

builder.prismaObjectField('Attempt', 'gradedVerifications', (t) =>
  t.relation('gradedVerifications', {
    description: 'Advisory rubric gradings of this attempt, by rubric digest then round. Needs the reader role, like every list (docs/access.md).',
    // Reader role and the token's projects, as at the root: a token without the reader role lists nothing.
    query: (_args, context) => ({
      where: { attempt: { projectId: readableProjects(context.caller) } },
      orderBy: [{ rubricDigest: 'asc' }, { round: 'asc' }],
      take: 100,
    }),
  }),
);

// ---------------------------------------------------------------------------
// Registering a rubric
// ---------------------------------------------------------------------------

const RubricLevelInput = builder.inputType('RubricLevelInput', {
  fields: (t) => ({
    level: t.int({ required: true, description: `1..${TOP_LEVEL}, in order.` }),
    descriptorDigest: t.string({ required: true, description: `Digest of what this level means, stored first with storeAnnotation in project ${SHARED_PROSE_PROJECT}.` }),
    raiseDigest: t.string({
      description: `Digest of how to raise the score from this level (stored like descriptorDigest); required for levels 1..3, absent for ${TOP_LEVEL}.`,
    }),
  }),
});

const RubricCriterionInput = builder.inputType('RubricCriterionInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    required: t.boolean({ description: 'Default true.' }),
    levels: t.field({ type: [RubricLevelInput], required: true, description: `Exactly levels 1..${TOP_LEVEL}.` }),
  }),
});

const RegisterRubricInput = builder.inputType('RegisterRubricInput', {
  fields: (t) => ({
    domain: t.string({ required: true, description: 'The kind of work the rubric grades, e.g. rag-answer.' }),
    version: t.string({ required: true, description: 'Version label; one content per (domain, version).' }),
    threshold: t.int({ description: `1..${TOP_LEVEL}, default 3.` }),
    criteria: t.field({ type: [RubricCriterionInput], required: true }),
  }),
});

const RegisterRubricSuccess = builder.objectRef<{ rubric: RubricRow; replayed: boolean }>('RegisterRubricSuccess').implement({
  fields: (t) => ({
    rubric: t.field({ type: RubricRef, resolve: (payload) => payload.rubric }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this exact rubric was registered before; nothing was written.' }),
  }),
});

// ---------------------------------------------------------------------------
// Recording a graded verification
// ---------------------------------------------------------------------------

const CriterionScoreInput = builder.inputType('CriterionScoreInput', {
  fields: (t) => ({
    criterionId: t.string({ required: true }),
    score: t.int({ required: true, description: `1..${TOP_LEVEL}.` }),
    evidenceDigest: t.string({ required: true }),
    feedbackDigest: t.string({ required: true, description: "Digest of the feedback, stored first with storeAnnotation in the attempt's project." }),
  }),
});

const RecordGradedVerificationInput = builder.inputType('RecordGradedVerificationInput', {
  description: 'Identify the attempt by attemptId, or by projectId + outcomeId + capabilityKey. (attempt, rubric, round) is the idempotency key.',
  fields: (t) => ({
    attemptId: t.id({ description: 'Global id or ledger UUID of the attempt.' }),
    projectId: t.string(),
    outcomeId: t.string(),
    capabilityKey: t.string(),
    rubricDigest: t.string({ required: true }),
    graderRef: t.string({ required: true, description: 'Who graded; never the attempt\'s worker or recorder.' }),
    graderModel: t.string({ required: true, description: 'The grader\'s model; equal to the attempt\'s runtime model it is marked independent: false.' }),
    round: t.int({ required: true, description: '0 = the first grading; 1 = the single re-grade, only after a round 0 that recommended rework.' }),
    scores: t.field({ type: [CriterionScoreInput], required: true, description: `One per criterion; every required criterion exactly once; at most ${MAX_GRADED_SCORES}.` }),
  }),
});

const RecordGradedVerificationSuccess = builder
  .objectRef<{ gradedVerification: GradedVerificationRow; replayed: boolean }>('RecordGradedVerificationSuccess')
  .implement({
    fields: (t) => ({
      gradedVerification: t.field({ type: GradedVerificationRef, resolve: (payload) => payload.gradedVerification }),
      replayed: t.exposeBoolean('replayed', { description: 'True when this exact grading was recorded before; nothing was written.' }),
    }),
  });

builder.mutationFields((t) => ({
  registerRubric: t.field({
    type: RegisterRubricSuccess,
    description:
      'Register a rubric version (admin). The same content again is a replay; the same domain and version with other content a conflict. ' +
      `Its prose must first be stored with storeAnnotation in project ${SHARED_PROSE_PROJECT}, the shared project of rubric prose (an all-projects token).`,
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError] },
    args: { input: t.arg({ type: RegisterRubricInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      return registerRubric(context.db.pool, context.caller.actorRef, parseInput(rubricSchema, args.input));
    },
  }),
  recordGradedVerification: t.field({
    type: RecordGradedVerificationSuccess,
    description:
      'Record an advisory rubric grading of an attempt. Needs the adjudicator role; the worker and the recorder cannot grade their own attempt. ' +
      'It never changes a reliability number.',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError, NotFoundError, OutOfOrderError] },
    args: { input: t.arg({ type: RecordGradedVerificationInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'adjudicator');
      return recordGradedVerification(context.db.pool, context.caller, parseInput(gradedVerificationSchema, args.input));
    },
  }),
}));

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
    belowThresholdRate: t.field({ type: RateRef, description: 'Round-0 scores under the threshold, among round-0 gradings that scored it.', resolve: (c) => c.belowThresholdRate }),
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
  expectedAgreement: 'p_e: the agreement expected by chance from the table\'s margins; null as rawAgreement.',
  kappa: 'Cohen\'s kappa, (p_o - p_e) / (1 - p_e); null as rawAgreement, and null when p_e = 1.',
} as const;

const CalibrationRef = builder.objectRef<Calibration>('GradedCalibration').implement({
  description: 'A 2x2 table of graded verdict against the latest human decision, with raw agreement and Cohen\'s kappa (Cohen 1960).',
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
  description: 'One criterion\'s verdict (latest-round score at or above the threshold) against the latest human decision.',
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
    independent: t.exposeBoolean('independent', { description: 'Whether that model differs from the attempt\'s runtime model.' }),
    verdict: t.field({ type: CalibrationRef, description: 'The summary\'s graded verdict against the human decision.', resolve: (g) => g.verdict }),
    criteria: t.field({ type: [CriterionCalibrationRef], description: 'One per rubric criterion, in rubric order.', resolve: (g) => g.criteria }),
  }),
});

const GradedSummaryRef = builder.objectRef<CohortGradedSummary>('GradedSummary').implement({
  description:
    'Advisory summary of one cohort\'s gradings against one rubric, over the reliability report\'s window and as-of rules. ' +
    'Advisory only: it never enters a reliability number, state, digest or gate.',
  fields: (t) => ({
    cohortId: t.id({ resolve: ({ cohort }) => cohortGlobalId(cohort.id) }),
    cohort: t.field({ type: CohortNode, nullable: false, resolve: ({ cohort }) => cohort }),
    rubric: t.field({ type: RubricRef, resolve: ({ rubric }) => rubric }),
    state: t.field({
      type: EvidenceStateEnum,
      description: 'The reliability report\'s rule, with sampleSize = graded attempts in the window.',
      resolve: ({ summary: s }) => s.state,
    }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: ({ finality }) => finality.asOf }),
    settledThrough: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.settledThrough, resolve: ({ finality }) => finality.settledThrough }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
    window: t.field({ type: ReportWindowRef, resolve: ({ summary: s }) => ({ window: s.window, asOf: s.asOf }) }),
    minSamples: t.int({ resolve: ({ summary: s }) => s.minSamples }),
    attemptsInWindow: t.int({ description: 'Attempts the window selects, graded or not.', resolve: ({ summary: s }) => s.attemptsInWindow }),
    sampleSize: t.int({ description: 'Attempts in the window with a round-0 grading of this rubric recorded by asOf.', resolve: ({ summary: s }) => s.sampleSize }),
    regradedCount: t.int({ description: 'Of those, attempts with a round-1 re-grade.', resolve: ({ summary: s }) => s.regradedCount }),
    notIndependentCount: t.int({
      description: 'Graded attempts whose latest grading used the attempt\'s own runtime model (independent: false).',
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
        'the graded verdict and each criterion against the latest human decision, with raw agreement and Cohen\'s kappa.',
      resolve: ({ summary: s }) => s.graderCalibration,
    }),
    criteria: t.field({ type: [CriterionSummaryRef], description: 'One per rubric criterion, in rubric order.', resolve: ({ summary: s }) => s.criteria }),
    meanChangeAfterRework: t.float({
      nullable: true,
      description: 'Mean of (round-1 score - round-0 score) pooled over every criterion scored in both rounds; null without pairs or when the state is not OK.',
      resolve: ({ summary: s }) => s.meanChangeAfterRework,
    }),
    unresolvedDriftAttemptIds: t.idList({ resolve: ({ summary: s }) => s.unresolvedDriftAttemptIds.map(attemptGlobalId) }),
    evidenceDigest: t.string({
      description: 'SHA-256 of the sorted content digests of the graded attempts in the window, their adjudications and gradings, and the cohort\'s drift adjudications.',
      resolve: ({ summary: s }) => s.evidenceDigest,
    }),
    evidenceRowCount: t.int({ resolve: ({ summary: s }) => s.evidenceRowCount }),
  }),
});

builder.queryFields((t) => ({
  rubrics: t.prismaConnection({
    type: 'Rubric',
    cursor: 'digest',
    description: 'Registered rubric versions in (domain, version) order, optionally of one domain. Needs the reader role; rubrics are global.',
    args: { domain: t.arg.string() },
    resolve: (query, _root, args, context) => {
      const domain = parseInput(label.nullish(), args.domain, 'domain');
      return context.db.prisma.rubric.findMany({
        ...query,
        where: hasRole(context.caller, 'reader') ? (domain ? { domain } : {}) : { digest: { in: [] } },
        orderBy: [{ domain: 'asc' }, { version: 'asc' }],
      });
    },
  }),
  rubric: t.field({
    type: RubricRef,
    nullable: true,
    description: 'One rubric version by digest, with its descriptors. Needs the reader role.',
    args: { digest: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      if (!hasRole(context.caller, 'reader')) return null;
      return findRubric(context.db.pool, parseInput(digest, args.digest, 'digest'));
    },
  }),
  gradedSummary: t.field({
    type: GradedSummaryRef,
    nullable: true,
    description:
      'Advisory summary of a cohort\'s gradings against one rubric (null when the cohort or rubric does not exist or the cohort is outside the token\'s projects).',
    errors: { types: [ValidationError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      rubricDigest: t.arg.string({ required: true }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({ type: 'DateTime', description: 'Default: the ledger\'s settled horizon (the summary is then final). Must not be after the ledger clock.' }),
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
      return gradedSummaryOfCohort(context.db.pool, cohortId, query, readableProjects(context.caller)?.in);
    },
  }),
}));
