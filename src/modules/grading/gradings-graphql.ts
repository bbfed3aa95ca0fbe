// Gradings on the GraphQL surface (docs/specification.md §8): recordGradedVerification (recorder)
// and Attempt.gradedVerifications. Advisory: nothing here is read by the reliability report.
import { builder } from '../../builder.js';
import { TOP_LEVEL } from '../../domain/grading.js';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, OutOfOrderError, ValidationError } from '../../errors.js';
import { readableProjects, requireRole } from '../auth/caller.js';
import { attemptGlobalId } from '../common/ids.js';
import { parseInput } from '../common/validation.js';
import { zodInputType } from '../common/input-tie.js';
import { criterionScoreSchema, gradedVerificationSchema, MAX_GRADED_SCORES } from './inputs.js';
import { recordGradedVerification, type GradedVerificationRow } from './store.js';

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
    feedbackDigest: t.exposeString('feedbackDigest', { description: "Digest of the grader's feedback in the annotation store." }),
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
      description: "One score per criterion, in the rubric's order.",
      resolve: (row) =>
        row.criterionIds.map((criterionId, index) => ({
          criterionId,
          score: row.scores[index]!,
          evidenceDigest: row.evidenceDigests[index]!,
          feedbackDigest: row.feedbackDigests[index]!,
        })),
    }),
    belowThreshold: t.exposeStringList('belowThreshold', {
      description: "The required criteria scored under the rubric's threshold, in rubric order.",
    }),
    reworkRecommended: t.exposeBoolean('reworkRecommended', {
      description: 'Round 0 only: some required criterion is below threshold, so one rework is recommended.',
    }),
    independent: t.exposeBoolean('independent', { description: "False when the grader's model is the attempt's runtime model." }),
    gradedPass: t.boolean({
      description: 'The graded verdict: every required criterion at or above the threshold. Advisory only.',
      resolve: (row) => row.belowThreshold.length === 0,
    }),
    contentDigest: t.exposeString('contentDigest'),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', description: "The ledger's own clock." }),
  }),
});

builder.prismaObjectField('Attempt', 'gradedVerifications', (t) =>
  t.relation('gradedVerifications', {
    description:
      'Advisory rubric gradings of this attempt, by rubric digest then round. Needs the reader role, like every list (docs/access.md).',
    // Reader role and the token's projects, as at the root: a token without the reader role lists nothing.
    query: (_args, context) => ({
      where: { attempt: { projectId: readableProjects(context.caller) } },
      orderBy: [{ rubricDigest: 'asc' }, { round: 'asc' }],
      take: 100,
    }),
  }),
);

// ---------------------------------------------------------------------------
// Recording a graded verification
// ---------------------------------------------------------------------------

const CriterionScoreInput = zodInputType('CriterionScoreInput', criterionScoreSchema, {
  fields: (t) => ({
    criterionId: t.string({ required: true }),
    score: t.int({ required: true, description: `1..${TOP_LEVEL}.` }),
    evidenceDigest: t.string({ required: true }),
    feedbackDigest: t.string({
      required: true,
      description: "Digest of the feedback, stored first with storeAnnotation in the attempt's project.",
    }),
  }),
});

const RecordGradedVerificationInput = zodInputType('RecordGradedVerificationInput', gradedVerificationSchema, {
  description:
    'Identify the attempt by attemptId, or by projectId + outcomeId + capabilityKey. (attempt, rubric, round) is the idempotency key.',
  fields: (t) => ({
    attemptId: t.id({ description: 'Global id or ledger UUID of the attempt.' }),
    projectId: t.string(),
    outcomeId: t.string(),
    capabilityKey: t.string(),
    rubricDigest: t.string({ required: true }),
    graderRef: t.string({ required: true, description: "Who graded; never the attempt's worker or recorder." }),
    graderModel: t.string({
      required: true,
      description: "The grader's model; equal to the attempt's runtime model it is marked independent: false.",
    }),
    round: t.int({
      required: true,
      description: '0 = the first grading; 1 = the single re-grade, only after a round 0 that recommended rework.',
    }),
    scores: t.field({
      type: [CriterionScoreInput],
      required: true,
      description: `One per criterion; every required criterion exactly once; at most ${MAX_GRADED_SCORES}.`,
    }),
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
