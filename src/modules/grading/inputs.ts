// Validation of rubrics, graded verifications and the advisory summary
// (docs/specification.md §8). The GraphQL resolvers and the `rubric` command parse
// through these schemas, so they refuse the same values.
import { z } from 'zod';
import {
  DEFAULT_THRESHOLD,
  GRADING_ROUNDS,
  MAX_RUBRIC_CRITERIA,
  RUBRIC_LEVELS,
  TOP_LEVEL,
  rubricProblems,
  type RubricDocument,
} from '../../domain/grading.js';
import { MAX_ANNOTATION_BYTES } from '../annotations/store.js';
import { capabilityKey, digest, label, reference, storableText, uuid } from '../common/validation.js';
import { reportQuerySchema } from '../reliability/inputs.js';

export const levelSchema = z.object({
  level: z.number().int().min(1).max(TOP_LEVEL),
  descriptorDigest: digest,
  raiseDigest: digest.nullish().transform((value) => value ?? null),
});

export const criterionSchema = z
  .object({
    id: label,
    required: z
      .boolean()
      .nullish()
      .transform((value) => value ?? true),
    levels: z.array(levelSchema).length(RUBRIC_LEVELS.length, `a criterion has exactly levels ${RUBRIC_LEVELS.join(', ')}`),
  })
  .superRefine((criterion, ctx) => {
    criterion.levels.forEach((level, index) => {
      if (level.level !== index + 1)
        ctx.addIssue({ code: 'custom', path: ['levels', index, 'level'], message: `levels are given in order 1..${TOP_LEVEL}` });
      if (level.level < TOP_LEVEL && level.raiseDigest === null)
        ctx.addIssue({ code: 'custom', path: ['levels', index, 'raiseDigest'], message: 'levels 1..3 say how to raise the score' });
      if (level.level === TOP_LEVEL && level.raiseDigest !== null)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', index, 'raiseDigest'],
          message: `level ${TOP_LEVEL} is the top; there is nothing to raise`,
        });
    });
  });

/** A rubric as a client registers it: levels 1..4 in order, each with its prose by digest. */
export const rubricSchema = z
  .object({
    domain: label,
    version: label,
    threshold: z
      .number()
      .int()
      .min(1)
      .max(TOP_LEVEL)
      .nullish()
      .transform((value) => value ?? DEFAULT_THRESHOLD),
    criteria: z.array(criterionSchema).min(1).max(MAX_RUBRIC_CRITERIA),
  })
  .transform(
    (rubric): RubricDocument => ({
      domain: rubric.domain,
      version: rubric.version,
      threshold: rubric.threshold,
      criteria: rubric.criteria.map((criterion) => ({
        id: criterion.id,
        required: criterion.required,
        descriptorDigests: criterion.levels.map((level) => level.descriptorDigest),
        raiseDigests: criterion.levels.filter((level) => level.level < TOP_LEVEL).map((level) => level.raiseDigest!),
      })),
    }),
  )
  .superRefine((rubric, ctx) => {
    for (const problem of rubricProblems(rubric)) ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
  });

/**
 * A rubric file (`npm run rubric -- register <file.json>`): the same document with
 * the prose itself instead of digests; the command stores the prose in the
 * annotation store and registers the rubric with its digests.
 */
const prose = storableText
  .min(1, 'prose is not empty')
  .refine((text) => Buffer.byteLength(text, 'utf8') <= MAX_ANNOTATION_BYTES, `at most ${MAX_ANNOTATION_BYTES} UTF-8 bytes`);

export const rubricFileSchema = z.object({
  domain: z.string(),
  version: z.string(),
  threshold: z.number().nullish(),
  criteria: z.array(
    z.object({
      id: z.string(),
      required: z.boolean().nullish(),
      levels: z.array(z.object({ level: z.number(), descriptor: prose, howToRaise: prose.nullish() })),
    }),
  ),
});
export type RubricFile = z.infer<typeof rubricFileSchema>;

export const MAX_GRADED_SCORES = MAX_RUBRIC_CRITERIA;

export const criterionScoreSchema = z.object({
  criterionId: label,
  score: z.number().int().min(1, `a score is 1..${TOP_LEVEL}`).max(TOP_LEVEL, `a score is 1..${TOP_LEVEL}`),
  evidenceDigest: digest,
  feedbackDigest: digest,
});

export const gradedVerificationSchema = z
  .object({
    attemptId: z.string().max(200).nullish(),
    projectId: uuid.nullish(),
    outcomeId: reference.nullish(),
    capabilityKey: capabilityKey.nullish(),
    rubricDigest: digest,
    graderRef: reference,
    graderModel: label,
    round: z.number().int(),
    scores: z.array(criterionScoreSchema).min(1).max(MAX_GRADED_SCORES),
  })
  .superRefine((input, ctx) => {
    const byNaturalKey = input.projectId != null || input.outcomeId != null || input.capabilityKey != null;
    if (input.attemptId != null && byNaturalKey)
      ctx.addIssue({ code: 'custom', path: ['attemptId'], message: 'give attemptId, or projectId + outcomeId + capabilityKey, not both' });
    if (input.attemptId == null && !(input.projectId && input.outcomeId && input.capabilityKey))
      ctx.addIssue({ code: 'custom', path: ['attemptId'], message: 'give attemptId, or projectId + outcomeId + capabilityKey' });
    if (!GRADING_ROUNDS.includes(input.round as 0 | 1))
      ctx.addIssue({
        code: 'custom',
        path: ['round'],
        message: 'round is 0 (the first grading) or 1 (the single re-grade after rework); there is no round 2',
      });
  });
export type GradedVerificationInput = z.infer<typeof gradedVerificationSchema>;

export const gradedSummaryQuerySchema = reportQuerySchema.extend({ rubricDigest: digest });
export type GradedSummaryQueryInput = z.infer<typeof gradedSummaryQuerySchema>;
