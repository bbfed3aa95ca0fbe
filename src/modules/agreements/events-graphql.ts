// Recording agreement-log events (docs/specification.md §7): PROPOSED and POST_MERGE_OUTCOME
// from harnesses, REVIEWED from adjudicators, each idempotent.
import { builder } from '../../builder.js';
import { foldDecisions, type AgreementDecision, type AgreementEventRecord } from '../../domain/agreement.js';
import type * as vocab from '../../domain/enums.js';
import { ForbiddenError, IdempotencyConflictError, OutOfOrderError, ValidationError } from '../../errors.js';
import { hasRole, requireProject, type Caller } from '../auth/caller.js';
import { parseInput } from '../common/validation.js';
import { zodInputType } from '../common/input-tie.js';
import { agreementEventSchema, guardrailCheckSchema, postMergeSchema, proposalSchema, reviewSchema } from './inputs.js';
import { appendAgreementEvent, decisionEvents } from './store.js';
import {
  AgreementEventTypeEnum,
  AgreementEnum,
  GuardrailCheckResultEnum,
  GuardrailVerdictEnum,
  HumanVerdictEnum,
  PostMergeOutcomeEnum,
  RiskTierEnum,
} from './vocabulary-graphql.js';
import { AgreementDecisionRef } from './decisions-graphql.js';

// ---------------------------------------------------------------------------
// Recording events
// ---------------------------------------------------------------------------

const GuardrailCheckInput = zodInputType('GuardrailCheckInput', guardrailCheckSchema, {
  fields: (t) => ({
    checkKey: t.string({ required: true }),
    result: t.field({ type: GuardrailCheckResultEnum, required: true }),
  }),
});

const AgreementProposalInput = zodInputType('AgreementProposalInput', proposalSchema, {
  description: 'The PROPOSED event.',
  fields: (t) => ({
    prRef: t.string(),
    lane: t.string({ required: true }),
    riskTier: t.field({ type: RiskTierEnum, required: true }),
    agentRef: t.string({ required: true, description: 'The agent that made the proposal; it may never review it.' }),
    guardrailVerdict: t.field({ type: GuardrailVerdictEnum, required: true }),
    guardrailConfidence: t.float({ description: '0..1; omit for deterministic checks.' }),
    guardrailChecks: t.field({ type: [GuardrailCheckInput], description: 'Up to 64, each check key once.' }),
    property: t.string({ required: true, description: 'Where the work would be published; see the designation guard.' }),
    workflowSlug: t.string({ required: true }),
    phase: t.string({ required: true }),
    artifactRef: t.string({ required: true }),
    proposalDigest: t.string({ required: true }),
  }),
});

const AgreementReviewInput = zodInputType('AgreementReviewInput', reviewSchema, {
  description: 'The REVIEWED event. The reviewer authors the agreement; it is never derived from the verdicts.',
  fields: (t) => ({
    humanVerdict: t.field({ type: HumanVerdictEnum, required: true }),
    agreement: t.field({ type: AgreementEnum, description: 'Required: a review without it is refused with a ValidationError.' }),
    reviewerRef: t.string({ required: true, description: 'Never the proposing agent or the recorder of the proposal.' }),
    reasonDigest: t.string({ description: 'Required for REVISE and WAIVE: digest of the reason stored as an annotation.' }),
    proposalToMergeDiffDigest: t.string(),
    humanReviewLatencySeconds: t.int(),
  }),
});

const PostMergeOutcomeInput = zodInputType('PostMergeOutcomeInput', postMergeSchema, {
  description: 'A POST_MERGE_OUTCOME revision; only for a decision reviewed MERGE. A new outcomeKey appends the next revision.',
  fields: (t) => ({
    outcomeKey: t.string({ required: true, description: "The revision's own idempotency key, unique within the decision." }),
    outcome: t.field({ type: PostMergeOutcomeEnum, required: true }),
    evidenceDigest: t.string({ required: true }),
  }),
});

const RecordAgreementEventInput = zodInputType('RecordAgreementEventInput', agreementEventSchema, {
  description:
    'One event of a decision. Give the section matching eventType and no other. Idempotent on (projectId, decisionId, eventType), ' +
    'and a post-merge outcome on (projectId, decisionId, outcomeKey).',
  fields: (t) => ({
    projectId: t.string({ required: true }),
    decisionId: t.string({ required: true }),
    eventType: t.field({ type: AgreementEventTypeEnum, required: true }),
    proposal: t.field({ type: AgreementProposalInput }),
    review: t.field({ type: AgreementReviewInput }),
    postMergeOutcome: t.field({ type: PostMergeOutcomeInput }),
  }),
});

interface RecordedEvent {
  event: AgreementEventRecord;
  decision: AgreementDecision;
  replayed: boolean;
}

const RecordAgreementEventSuccess = builder.objectRef<RecordedEvent>('RecordAgreementEventSuccess').implement({
  description: 'The event and its decision; replayed is true when the identical event was recorded earlier and nothing was written.',
  fields: (t) => ({
    replayed: t.exposeBoolean('replayed'),
    eventType: t.field({ type: AgreementEventTypeEnum, resolve: (recorded) => recorded.event.eventType }),
    revision: t.int({
      description: "1 for a proposal or review; a post-merge outcome's revision number.",
      resolve: (recorded) => recorded.event.revision,
    }),
    contentDigest: t.string({ resolve: (recorded) => recorded.event.contentDigest }),
    recordedBy: t.string({ resolve: (recorded) => recorded.event.actorRef }),
    recordedAt: t.field({ type: 'DateTime', resolve: (recorded) => recorded.event.recordedAt }),
    decision: t.field({ type: AgreementDecisionRef, resolve: (recorded) => recorded.decision }),
  }),
});

/** The role each event type needs: proposals and outcomes come from harnesses, reviews from adjudicators. */
const ROLE_FOR_EVENT: Record<vocab.AgreementEventType, vocab.TokenRole> = {
  PROPOSED: 'recorder',
  REVIEWED: 'adjudicator',
  POST_MERGE_OUTCOME: 'recorder',
};

async function recordEvent(
  context: { caller: Caller; db: { pool: import('pg').Pool } },
  input: { eventType: vocab.AgreementEventType },
): Promise<RecordedEvent> {
  const { caller } = context;
  // The role is checked before anything is parsed, so a token without it learns nothing about the input.
  // (No token holds both recorder and adjudicator: api_token's CHECK refuses it, so a recording
  // credential can never review.)
  const role = ROLE_FOR_EVENT[input.eventType];
  if (!hasRole(caller, role)) throw new ForbiddenError(`recording a ${input.eventType} event needs the ${role} role`);
  const submission = parseInput(agreementEventSchema, input, 'input');
  requireProject(caller, submission.projectId);
  const result = await appendAgreementEvent(context.db.pool, submission, caller.actorRef);
  if (result.kind === 'refused') throw result.error;
  const [decision] = foldDecisions(await decisionEvents(context.db.pool, submission.projectId, submission.decisionId));
  return { event: result.event, decision: decision!, replayed: result.replayed };
}

builder.mutationFields((t) => ({
  recordAgreementEvent: t.field({
    type: RecordAgreementEventSuccess,
    description:
      'Append a PROPOSED (recorder), REVIEWED (adjudicator) or POST_MERGE_OUTCOME (recorder) event. Idempotent on (projectId, decisionId, eventType); ' +
      'a post-merge outcome on (projectId, decisionId, outcomeKey), a new key appending the next revision.',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError, OutOfOrderError] },
    args: { input: t.arg({ type: RecordAgreementEventInput, required: true }) },
    resolve: (_root, args, context) => recordEvent(context, args.input),
  }),
}));
