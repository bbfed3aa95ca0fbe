// Validation of agreement-log input (docs/specification.md §3.1, §7). Every rule the database
// also enforces (grammars, the shape CHECK of agreement_event, the reason digest
// for REVISE and WAIVE) is checked here first, so a client gets a ValidationError
// naming the field instead of a refused write.
import { z } from 'zod';
import {
  AGREEMENT_EVENT_TYPES,
  AGREEMENTS,
  GUARDRAIL_CHECK_RESULTS,
  GUARDRAIL_VERDICTS,
  HUMAN_VERDICTS,
  POST_MERGE_OUTCOMES,
  RISK_TIERS,
} from '../../domain/enums.js';
import {
  DEFAULT_AGREEMENT_BOUND,
  MAX_GUARDRAIL_CHECKS,
  RATE_BOUNDS,
  VERDICTS_NEEDING_REASON,
  type AgreementEventSubmission,
} from '../../domain/agreement.js';
import { DEFAULT_MIN_SAMPLES, DEFAULT_WINDOW, minSamplesSchema, windowSchema } from '../../domain/window.js';
import { digest, instant, label, reference, uuid } from '../common/validation.js';

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

export const guardrailCheckSchema = z.object({ checkKey: label, result: z.enum(GUARDRAIL_CHECK_RESULTS) });

export const proposalSchema = z.object({
  prRef: optional(reference),
  lane: label,
  riskTier: z.enum(RISK_TIERS),
  agentRef: reference,
  guardrailVerdict: z.enum(GUARDRAIL_VERDICTS),
  guardrailConfidence: optional(z.number().min(0).max(1)),
  guardrailChecks: z
    .array(guardrailCheckSchema)
    .max(MAX_GUARDRAIL_CHECKS, `at most ${MAX_GUARDRAIL_CHECKS} guardrail checks`)
    .nullish()
    .transform((checks) => checks ?? [])
    .superRefine((checks, ctx) => {
      const seen = new Set<string>();
      checks.forEach((check, index) => {
        if (seen.has(check.checkKey))
          ctx.addIssue({ code: 'custom', path: [index, 'checkKey'], message: 'each check key may appear once' });
        seen.add(check.checkKey);
      });
    }),
  property: label,
  workflowSlug: label,
  phase: label,
  artifactRef: reference,
  proposalDigest: digest,
});

export const reviewSchema = z
  .object({
    humanVerdict: z.enum(HUMAN_VERDICTS),
    // Nullable on the wire so that a missing agreement is answered with this
    // message rather than a bare GraphQL error: the reviewer must author it.
    agreement: z.enum(AGREEMENTS).nullish(),
    reviewerRef: reference,
    reasonDigest: optional(digest),
    proposalToMergeDiffDigest: optional(digest),
    humanReviewLatencySeconds: optional(z.number().int().min(0).max(2_147_483_647)),
  })
  .superRefine((review, ctx) => {
    if (!review.agreement)
      ctx.addIssue({
        code: 'custom',
        path: ['agreement'],
        message: 'the reviewer must author the agreement (TRUE_PASS, FALSE_PASS, TRUE_FAIL or FALSE_FAIL); the ledger never derives it',
      });
    if (VERDICTS_NEEDING_REASON.includes(review.humanVerdict) && !review.reasonDigest)
      ctx.addIssue({
        code: 'custom',
        path: ['reasonDigest'],
        message: `a ${review.humanVerdict} verdict needs the digest of its reason (store the reason as an annotation first)`,
      });
  })
  .transform((review) => ({ ...review, agreement: review.agreement! }));

export const postMergeSchema = z.object({ outcomeKey: reference, outcome: z.enum(POST_MERGE_OUTCOMES), evidenceDigest: digest });

const SECTION_OF = { PROPOSED: 'proposal', REVIEWED: 'review', POST_MERGE_OUTCOME: 'postMergeOutcome' } as const;

/** `recordAgreementEvent` input: the section named by eventType, and no other. */
export const agreementEventSchema = z
  .object({
    projectId: uuid,
    decisionId: reference,
    eventType: z.enum(AGREEMENT_EVENT_TYPES),
    proposal: proposalSchema.nullish(),
    review: reviewSchema.nullish(),
    postMergeOutcome: postMergeSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    for (const [eventType, section] of Object.entries(SECTION_OF)) {
      const given = input[section] !== null && input[section] !== undefined;
      if (eventType === input.eventType && !given)
        ctx.addIssue({ code: 'custom', path: [section], message: `a ${eventType} event needs ${section}` });
      if (eventType !== input.eventType && given)
        ctx.addIssue({ code: 'custom', path: [section], message: `${section} belongs to ${eventType} events, not ${input.eventType}` });
    }
  })
  .transform((input): AgreementEventSubmission => {
    const key = { projectId: input.projectId, decisionId: input.decisionId };
    switch (input.eventType) {
      case 'PROPOSED':
        return { ...key, eventType: 'PROPOSED', proposal: input.proposal! };
      case 'REVIEWED':
        return { ...key, eventType: 'REVIEWED', review: input.review! };
      case 'POST_MERGE_OUTCOME':
        return { ...key, eventType: 'POST_MERGE_OUTCOME', postMerge: input.postMergeOutcome! };
    }
  });

/** asOf as a client may give it; absent means the ledger's clock at the time of the query. */
const asOfSchema = optional(instant);

export const agreementRatesArgsSchema = z.object({
  projectId: uuid,
  lane: optional(label),
  riskTier: optional(z.enum(RISK_TIERS)),
  window: windowSchema.nullish().transform((window) => window ?? DEFAULT_WINDOW),
  asOf: asOfSchema,
  minSamples: minSamplesSchema.nullish().transform((minSamples) => minSamples ?? DEFAULT_MIN_SAMPLES),
  minGuardrailConfidence: optional(z.number().min(0).max(1)),
  targetFalsePassUpper: optional(z.number().min(0).max(1)),
  bound: z
    .enum(RATE_BOUNDS)
    .nullish()
    .transform((bound) => bound ?? DEFAULT_AGREEMENT_BOUND),
});

export const confidenceCurveArgsSchema = z.object({
  projectId: uuid,
  lane: label,
  riskTier: optional(z.enum(RISK_TIERS)),
  window: windowSchema.nullish().transform((window) => window ?? DEFAULT_WINDOW),
  asOf: asOfSchema,
  targetFalsePassUpper: z.number().min(0).max(1),
  bound: z
    .enum(RATE_BOUNDS)
    .nullish()
    .transform((bound) => bound ?? DEFAULT_AGREEMENT_BOUND),
});

export const decisionArgsSchema = z.object({ projectId: uuid, decisionId: reference, asOf: asOfSchema });

/** Page sizes above this are cut to it (Relay connections' own limit). */
export const MAX_DECISION_PAGE = 100;
const pageSize = optional(z.number().int().min(0));

export const decisionListArgsSchema = z.object({
  first: pageSize,
  last: pageSize,
  projectId: optional(uuid),
  lane: optional(label),
  riskTier: optional(z.enum(RISK_TIERS)),
  asOf: asOfSchema,
});

export const publishedListArgsSchema = decisionListArgsSchema.extend({ property: optional(label) });

export const propertyArgsSchema = z.object({ property: label });
