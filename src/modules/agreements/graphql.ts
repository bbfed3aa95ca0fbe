// The agreement log (docs/specification.md §7): recordAgreementEvent, the folded decision
// views, agreementRates, the publish path (publishedAgreements) and the
// designated-property allowlist behind it. See docs/agreement-log.md.
import { z } from 'zod';
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { builder } from '../../builder.js';
import {
  agreementConfidenceCurve,
  agreementRates,
  foldDecisions,
  PROMOTION_BLOCKS,
  type AgreementDecision,
  type AgreementEventRecord,
  type GuardrailCheck,
  type AgreementRates,
  type ConfidenceCurve,
  type ConfidenceCurvePoint,
  type FalsePassSlice,
  type LaneAgreementRates,
} from '../../domain/agreement.js';
import * as vocab from '../../domain/enums.js';
import type { Window } from '../../domain/window.js';
import { ForbiddenError, IdempotencyConflictError, OutOfOrderError, ValidationError } from '../../errors.js';
import { canRead, hasRole, narrowedTo, readScope, requireProject, requireRole, sqlProjects, type Caller } from '../auth/caller.js';
import type { Finality } from '../../domain/finality.js';
import { readLedgerClock, reportFinality } from '../common/ledger-clock.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef, ReportWindowRef, WindowInput } from '../common/metrics-graphql.js';
import { cursorCodec, isInstantMicros } from '../common/cursors.js';
import { parseInput, uuid } from '../common/validation.js';
import { changeDesignation, designatedProperties, type DesignationChange } from './designations.js';
import {
  agreementEventSchema,
  agreementRatesArgsSchema,
  confidenceCurveArgsSchema,
  decisionArgsSchema,
  decisionListArgsSchema,
  MAX_DECISION_PAGE,
  propertyArgsSchema,
  publishedListArgsSchema,
} from './inputs.js';
import {
  appendAgreementEvent,
  countDecisions,
  decisionEvents,
  decisionPage,
  eventsForRates,
  type DecisionFilter,
  type DecisionPosition,
} from './store.js';

export const AgreementEventTypeEnum = builder.enumType('AgreementEventType', { values: vocab.AGREEMENT_EVENT_TYPES });
export const RiskTierEnum = builder.enumType('RiskTier', { values: vocab.RISK_TIERS });
const GuardrailVerdictEnum = builder.enumType('GuardrailVerdict', { values: vocab.GUARDRAIL_VERDICTS });
const GuardrailCheckResultEnum = builder.enumType('GuardrailCheckResult', { values: vocab.GUARDRAIL_CHECK_RESULTS });
const HumanVerdictEnum = builder.enumType('HumanVerdict', { values: vocab.HUMAN_VERDICTS });
const AgreementEnum = builder.enumType('Agreement', {
  description: 'Whether the guardrail was right, as authored by the reviewer. Never derived from the verdicts.',
  values: vocab.AGREEMENTS,
});
const PostMergeOutcomeEnum = builder.enumType('PostMergeOutcome', { values: vocab.POST_MERGE_OUTCOMES });
const DesignationActionEnum = builder.enumType('DesignationAction', { values: vocab.DESIGNATION_ACTIONS });
const PromotionBlockEnum = builder.enumType('PromotionBlock', {
  description: 'Why a row is not eligible for promotion: TIER_3 work never is; too few samples never is.',
  values: PROMOTION_BLOCKS,
});

// ---------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------

const GuardrailCheckRef = builder.objectRef<GuardrailCheck>('GuardrailCheck').implement({
  fields: (t) => ({
    checkKey: t.exposeString('checkKey'),
    result: t.field({ type: GuardrailCheckResultEnum, resolve: (check) => check.result }),
  }),
});

/** What every event of a decision carries: who recorded it, when, and its content digest. */
const AgreementEventInterface = builder.interfaceRef<AgreementEventRecord>('AgreementEvent').implement({
  description: 'One appended event of a decision.',
  fields: (t) => ({
    recordedBy: t.exposeString('actorRef', { description: 'The actor of the credential that recorded the event.' }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', description: 'The ledger\'s own clock.' }),
    contentDigest: t.exposeString('contentDigest', { description: 'SHA-256 of the canonical event content; its identity in evidence digests.' }),
  }),
});

const AgreementProposalRef = builder.objectRef<AgreementEventRecord>('AgreementProposal').implement({
  description: 'The PROPOSED event: what the guardrail said about the agent\'s proposal.',
  interfaces: [AgreementEventInterface],
  fields: (t) => ({
    prRef: t.exposeString('prRef', { nullable: true }),
    lane: t.string({ resolve: (event) => event.lane! }),
    riskTier: t.field({ type: RiskTierEnum, resolve: (event) => event.riskTier! }),
    agentRef: t.string({ resolve: (event) => event.agentRef! }),
    guardrailVerdict: t.field({ type: GuardrailVerdictEnum, resolve: (event) => event.guardrailVerdict! }),
    guardrailConfidence: t.exposeFloat('guardrailConfidence', {
      nullable: true,
      description: '0..1; null for deterministic checks. Enters a rate only as a cutoff (agreementRates.minGuardrailConfidence, agreementConfidenceCurve).',
    }),
    guardrailChecks: t.field({ type: [GuardrailCheckRef], resolve: (event) => event.guardrailChecks }),
    property: t.string({ resolve: (event) => event.property! }),
    workflowSlug: t.string({ resolve: (event) => event.workflowSlug! }),
    phase: t.string({ resolve: (event) => event.phase! }),
    artifactRef: t.string({ resolve: (event) => event.artifactRef! }),
    proposalDigest: t.string({ resolve: (event) => event.proposalDigest! }),
  }),
});

const AgreementReviewRef = builder.objectRef<AgreementEventRecord>('AgreementReview').implement({
  description: 'The REVIEWED event: the human verdict and the agreement the reviewer authored. Two independent axes.',
  interfaces: [AgreementEventInterface],
  fields: (t) => ({
    humanVerdict: t.field({ type: HumanVerdictEnum, resolve: (event) => event.humanVerdict! }),
    agreement: t.field({ type: AgreementEnum, resolve: (event) => event.agreement! }),
    reviewerRef: t.string({ resolve: (event) => event.reviewerRef! }),
    reasonDigest: t.exposeString('reasonDigest', { nullable: true, description: 'Digest of the reason in the annotation store.' }),
    proposalToMergeDiffDigest: t.exposeString('proposalToMergeDiffDigest', { nullable: true }),
    humanReviewLatencySeconds: t.exposeInt('humanReviewLatencySeconds', { nullable: true }),
  }),
});

const AgreementPostMergeRef = builder.objectRef<AgreementEventRecord>('AgreementPostMergeOutcome').implement({
  description: 'A POST_MERGE_OUTCOME event: one revision of what continuous verification later saw of the merged change.',
  interfaces: [AgreementEventInterface],
  fields: (t) => ({
    revision: t.exposeInt('revision', { description: 'Its place in the decision\'s revisions, 1, 2, …: numbered by the ledger, gapless.' }),
    outcomeKey: t.exposeString('outcomeKey', {
      nullable: true,
      description: 'The revision\'s own idempotency key; null only for outcomes recorded before revisions existed.',
    }),
    outcome: t.field({ type: PostMergeOutcomeEnum, resolve: (event) => event.postMergeOutcome! }),
    evidenceDigest: t.string({ resolve: (event) => event.evidenceDigest! }),
  }),
});

export const AgreementDecisionRef = builder.objectRef<AgreementDecision>('AgreementDecision').implement({
  description: 'One decision of the agreement log: the fold of its PROPOSED, REVIEWED and POST_MERGE_OUTCOME events.',
  fields: (t) => ({
    projectId: t.exposeString('projectId'),
    decisionId: t.exposeString('decisionId'),
    proposal: t.field({ type: AgreementProposalRef, resolve: (decision) => decision.proposal }),
    review: t.field({ type: AgreementReviewRef, nullable: true, resolve: (decision) => decision.review }),
    postMergeOutcome: t.field({
      type: AgreementPostMergeRef,
      nullable: true,
      description: 'The latest post-merge revision recorded by asOf: the one every rate reads.',
      resolve: (decision) => decision.postMerge,
    }),
    postMergeRevisions: t.field({
      type: [AgreementPostMergeRef],
      description: 'Every post-merge revision recorded by asOf, in revision order.',
      resolve: (decision) => decision.postMergeRevisions,
    }),
  }),
});

// ---------------------------------------------------------------------------
// Recording events
// ---------------------------------------------------------------------------

const GuardrailCheckInput = builder.inputType('GuardrailCheckInput', {
  fields: (t) => ({
    checkKey: t.string({ required: true }),
    result: t.field({ type: GuardrailCheckResultEnum, required: true }),
  }),
});

const AgreementProposalInput = builder.inputType('AgreementProposalInput', {
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

const AgreementReviewInput = builder.inputType('AgreementReviewInput', {
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

const PostMergeOutcomeInput = builder.inputType('PostMergeOutcomeInput', {
  description: 'A POST_MERGE_OUTCOME revision; only for a decision reviewed MERGE. A new outcomeKey appends the next revision.',
  fields: (t) => ({
    outcomeKey: t.string({ required: true, description: 'The revision\'s own idempotency key, unique within the decision.' }),
    outcome: t.field({ type: PostMergeOutcomeEnum, required: true }),
    evidenceDigest: t.string({ required: true }),
  }),
});

const RecordAgreementEventInput = builder.inputType('RecordAgreementEventInput', {
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
    revision: t.int({ description: '1 for a proposal or review; a post-merge outcome\'s revision number.', resolve: (recorded) => recorded.event.revision }),
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

// ---------------------------------------------------------------------------
// Lists: agreementDecisions (reader) and publishedAgreements (the publish path)
// ---------------------------------------------------------------------------

/** A cursor names a proposal's position only (time and row id), never its project, lane or property. */
const decisionCursor = cursorCodec(
  'agreement-decision',
  z.tuple([z.string().refine(isInstantMicros), uuid]),
  (position: DecisionPosition) => [position.recordedMicros, position.id],
  ([recordedMicros, id]) => ({ recordedMicros, id }),
);

interface DecisionListing {
  filter: DecisionFilter;
  args: { first?: number | null; last?: number | null; after?: string | null; before?: string | null };
}

async function listDecisions(db: { pool: import('pg').Pool }, listing: DecisionListing) {
  const after = decisionCursor.decode(listing.args.after, 'after');
  const before = decisionCursor.decode(listing.args.before, 'before');
  const positions = new Map<AgreementDecision, DecisionPosition>();
  const connection = await resolveCursorConnection(
    {
      args: listing.args,
      maxSize: MAX_DECISION_PAGE,
      toCursor: (decision: AgreementDecision) => decisionCursor.encode(positions.get(decision)!),
    },
    async ({ limit, inverted }: ResolveCursorConnectionArgs) => {
      const page = await decisionPage(db.pool, listing.filter, { after, before, limit, inverted });
      return page.flatMap((entry) =>
        foldDecisions(entry.events).map((decision) => {
          positions.set(decision, entry.position);
          return decision;
        }),
      );
    },
  );
  return { ...connection, totalCount: () => countDecisions(db.pool, listing.filter) };
}


const decisionListArgs = builder.args((t) => ({
  projectId: t.string(),
  lane: t.string(),
  riskTier: t.field({ type: RiskTierEnum }),
  asOf: t.field({ type: 'DateTime', description: 'Only events recorded at or before this instant; default now.' }),
}));

/** A decision list's connection carries its total beside the page (see listDecisions). */
const totalCountOf = (connection: object) => (connection as { totalCount: () => Promise<number> }).totalCount();
const TOTAL_COUNT_DESCRIPTION = 'How many decisions match, across all pages.';

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
    falsePassRate: t.field({ type: RateRef, description: 'FALSE_PASS / (TRUE_PASS + FALSE_PASS).', resolve: (rates) => rates.falsePassRate }),
    falseFailRate: t.field({ type: RateRef, description: 'FALSE_FAIL / (TRUE_FAIL + FALSE_FAIL).', resolve: (rates) => rates.falseFailRate }),
    merges: t.exposeInt('merges', { description: 'MERGE verdicts in the window.' }),
    postMerge: t.field({ type: PostMergeCountsRef, resolve: (rates) => rates.postMerge }),
    postMergeRegressionRate: t.field({
      type: RateRef,
      description: '(REGRESSION + REVERTED) / merges with a post-merge outcome recorded by asOf.',
      resolve: (rates) => rates.postMergeRegressionRate,
    }),
    eligibleForPromotion: t.exposeBoolean('eligibleForPromotion', {
      description:
        'Whether this evidence may support a promotion: state OK and no TIER_3 work. Thresholds on the rates are the autonomy engine\'s, not the ledger\'s.',
    }),
    promotionBlockedBy: t.field({ type: [PromotionBlockEnum], resolve: (rates) => rates.promotionBlockedBy }),
    evidenceDigest: t.exposeString('evidenceDigest', {
      description: 'SHA-256 over the sorted content digests of every event that contributed to this row.',
    }),
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
  lanes: LaneAgreementRates[];
}

const AgreementRatesReportRef = builder.objectRef<AgreementRatesReport>('AgreementRatesReport').implement({
  description:
    'Agreement rates per lane and risk tier, computed only from events recorded by asOf. A decision enters a window by the time of its review; ' +
    'lastAttempts counts the most recent reviewed decisions.',
  fields: (t) => ({
    projectId: t.exposeString('projectId'),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: (report) => report.finality.asOf }),
    settledThrough: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.settledThrough, resolve: (report) => report.finality.settledThrough }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: (report) => report.finality.final }),
    window: t.field({ type: ReportWindowRef, resolve: (report) => ({ window: report.window, asOf: report.finality.asOf.getTime() }) }),
    minSamples: t.exposeInt('minSamples'),
    minGuardrailConfidence: t.exposeFloat('minGuardrailConfidence', {
      nullable: true,
      description: 'The confidence cutoff asked for: only graded proposals at or above it are in the report. Null: every proposal.',
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
    minGuardrailConfidence: t.exposeFloat('minGuardrailConfidence', { description: 'The cutoff: decisions with guardrailConfidence >= it are kept.' }),
    kept: t.exposeInt('kept', { description: SLICE_DESCRIPTIONS.kept }),
    truePass: t.exposeInt('truePass'),
    falsePass: t.exposeInt('falsePass'),
    trueFail: t.exposeInt('trueFail'),
    falseFail: t.exposeInt('falseFail'),
    waiveCount: t.exposeInt('waiveCount', { description: SLICE_DESCRIPTIONS.waiveCount }),
    falsePassRate: t.field({ type: RateRef, description: SLICE_DESCRIPTIONS.falsePassRate, resolve: (point) => point.falsePassRate }),
    evidenceDigest: t.exposeString('evidenceDigest', { description: SLICE_DESCRIPTIONS.evidenceDigest }),
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
    riskTier: t.field({ type: RiskTierEnum, nullable: true, description: 'Null: every tier of the lane.', resolve: (report) => report.curve.riskTier }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: (report) => report.finality.asOf }),
    settledThrough: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.settledThrough, resolve: (report) => report.finality.settledThrough }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: (report) => report.finality.final }),
    window: t.field({ type: ReportWindowRef, resolve: (report) => ({ window: report.window, asOf: report.finality.asOf.getTime() }) }),
    targetFalsePassUpper: t.float({ resolve: (report) => report.curve.targetFalsePassUpper }),
    gradedInWindow: t.int({ description: 'Graded decisions in the window, waives included.', resolve: (report) => report.curve.gradedInWindow }),
    points: t.field({
      type: [ConfidenceCurvePointRef],
      description: 'One per distinct confidence of a non-waived graded decision in the window, ascending.',
      resolve: (report) => report.curve.points,
    }),
    recommendedCutoff: t.float({
      nullable: true,
      description: 'The smallest cutoff whose false-pass upper bound is at or below targetFalsePassUpper; null when none is.',
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

// ---------------------------------------------------------------------------
// Designations
// ---------------------------------------------------------------------------

const PropertyDesignationChangeRef = builder.objectRef<DesignationChange>('PropertyDesignationChange').implement({
  description: 'The result of a designation change; changed is false when the property was already in that state and nothing was written.',
  fields: (t) => ({
    property: t.exposeString('property'),
    action: t.field({ type: DesignationActionEnum, resolve: (change) => change.action }),
    designated: t.exposeBoolean('designated', { description: 'Whether the property is now on the allowlist.' }),
    changed: t.exposeBoolean('changed'),
    recordedBy: t.exposeString('actorRef', { nullable: true }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', nullable: true }),
  }),
});

async function changePropertyDesignation(
  context: { caller: Caller; db: { pool: import('pg').Pool } },
  property: unknown,
  action: vocab.DesignationAction,
): Promise<DesignationChange> {
  requireRole(context.caller, 'admin');
  const args = parseInput(propertyArgsSchema, { property }, '');
  return changeDesignation(context.db.pool, args.property, action, context.caller.actorRef);
}

// ---------------------------------------------------------------------------
// Root fields
// ---------------------------------------------------------------------------

builder.queryFields((t) => ({
  agreementDecision: t.field({
    type: AgreementDecisionRef,
    nullable: true,
    description: 'One decision, folded from its events recorded by asOf (default now); null when absent or outside the token\'s projects.',
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      decisionId: t.arg.string({ required: true }),
      asOf: t.arg({ type: 'DateTime' }),
    },
    resolve: async (_root, args, context) => {
      const parsed = parseInput(decisionArgsSchema, args, '');
      if (!canRead(context.caller, parsed.projectId)) return null;
      const events = await decisionEvents(context.db.pool, parsed.projectId, parsed.decisionId, parsed.asOf ?? undefined);
      return foldDecisions(events)[0] ?? null;
    },
  }),
  agreementDecisions: t.connection(
    {
      type: AgreementDecisionRef,
      description: 'Decisions of the token\'s projects, newest proposal first, each folded from its events recorded by asOf.',
      errors: { types: [ValidationError] },
      args: decisionListArgs,
      resolve: async (_root, args, context) => {
        const parsed = parseInput(decisionListArgsSchema, args, '');
        return listDecisions(context.db, {
          args,
          filter: {
            projectIds: sqlProjects(narrowedTo(readScope(context.caller), parsed.projectId)),
            lane: parsed.lane,
            riskTier: parsed.riskTier,
            property: null,
            asOf: parsed.asOf,
            designatedOnly: false,
          },
        });
      },
    },
    {
      name: 'AgreementDecisionsConnection',
      fields: (c) => ({ totalCount: c.int({ description: TOTAL_COUNT_DESCRIPTION, resolve: totalCountOf }) }),
    },
    { name: 'AgreementDecisionsEdge' },
  ),
  publishedAgreements: t.connection(
    {
      type: AgreementDecisionRef,
      description:
        'The publish path: decisions whose property is on the designated-property allowlist, and nothing else (rows, counts and cursors alike).',
      errors: { types: [ValidationError] },
      args: { ...decisionListArgs, property: t.arg.string() },
      resolve: async (_root, args, context) => {
        const parsed = parseInput(publishedListArgsSchema, args, '');
        return listDecisions(context.db, {
          args,
          filter: {
            projectIds: sqlProjects(narrowedTo(readScope(context.caller), parsed.projectId)),
            lane: parsed.lane,
            riskTier: parsed.riskTier,
            property: parsed.property,
            asOf: parsed.asOf,
            designatedOnly: true,
          },
        });
      },
    },
    {
      name: 'PublishedAgreementsConnection',
      fields: (c) => ({ totalCount: c.int({ description: TOTAL_COUNT_DESCRIPTION, resolve: totalCountOf }) }),
    },
    { name: 'PublishedAgreementsEdge' },
  ),
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
    },
    resolve: async (_root, args, context) => {
      requireRole(context.caller, 'reader');
      const parsed = parseInput(agreementRatesArgsSchema, args, '');
      requireProject(context.caller, parsed.projectId);
      const finality = reportFinality(parsed.asOf ?? null, await readLedgerClock(context.db.pool));
      const { asOf } = finality;
      const events = await eventsForRates(context.db.pool, { projectId: parsed.projectId, lane: parsed.lane, riskTier: parsed.riskTier, asOf });
      return {
        projectId: parsed.projectId,
        finality,
        window: parsed.window,
        minSamples: parsed.minSamples,
        minGuardrailConfidence: parsed.minGuardrailConfidence,
        lanes: agreementRates(events, {
          window: parsed.window,
          asOf,
          minSamples: parsed.minSamples,
          lane: parsed.lane,
          riskTier: parsed.riskTier,
          minGuardrailConfidence: parsed.minGuardrailConfidence,
        }),
      };
    },
  }),
  agreementConfidenceCurve: t.field({
    type: ConfidenceCurveRef,
    description:
      'For each distinct guardrail confidence in the window, ascending: the graded decisions at or above it and their false-pass rate with its ' +
      '95% Wilson interval, and the smallest cutoff whose upper bound is at or below targetFalsePassUpper. Window default { lastDays: 30 }; ' +
      'asOf as agreementRates.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: {
      projectId: t.arg.string({ required: true }),
      lane: t.arg.string({ required: true }),
      riskTier: t.arg({ type: RiskTierEnum }),
      window: t.arg({ type: WindowInput }),
      asOf: t.arg({ type: 'DateTime' }),
      targetFalsePassUpper: t.arg.float({ required: true, description: '0..1: the false-pass upper bound a cutoff must reach.' }),
    },
    resolve: async (_root, args, context) => {
      requireRole(context.caller, 'reader');
      const parsed = parseInput(confidenceCurveArgsSchema, args, '');
      requireProject(context.caller, parsed.projectId);
      const finality = reportFinality(parsed.asOf ?? null, await readLedgerClock(context.db.pool));
      const { asOf } = finality;
      const events = await eventsForRates(context.db.pool, { projectId: parsed.projectId, lane: parsed.lane, riskTier: parsed.riskTier, asOf });
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
        }),
      };
    },
  }),
  designatedProperties: t.stringList({
    description: 'The designated-property allowlist of the publish path, in code-point order. Needs the reader role.',
    resolve: (_root, _args, context) => (hasRole(context.caller, 'reader') ? designatedProperties(context.db.pool) : []),
  }),
}));

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
  designateProperty: t.field({
    type: PropertyDesignationChangeRef,
    description: 'Put a property on the designated-property allowlist of the publish path. Admin only.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: { property: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => changePropertyDesignation(context, args.property, 'DESIGNATE'),
  }),
  withdrawPropertyDesignation: t.field({
    type: PropertyDesignationChangeRef,
    description: 'Take a property off the allowlist: its rows leave the publish path at once. Admin only.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: { property: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => changePropertyDesignation(context, args.property, 'WITHDRAW'),
  }),
}));
