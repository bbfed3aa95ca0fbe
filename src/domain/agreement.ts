// The agreement log (docs/specification.md §7): what a guardrail said about an agent's
// proposal, what a human decided, and whether the guardrail was right.
//
// Three kinds of event are appended per decision and folded into one view:
//   PROPOSED            the guardrail's verdict on the proposal (and where it came from)
//   REVIEWED            the human verdict and the agreement the reviewer authored
//   POST_MERGE_OUTCOME  what continuous verification later saw of a merged change; a
//                       sequence of revisions, each with its own key, the latest by asOf read
//
// Verdict and agreement are independent axes. The reviewer writes the agreement;
// nothing here derives it from the pair (guardrail verdict, human verdict), because
// the same pair can mean different things (a REVISE can be a guardrail miss or a
// matter of taste), and only the reviewer knows which.
//
// Everything in this file is pure: the rates are a function of the events and
// asOf alone, independent of the order the events are given in.
import { compareUtf16CodeUnits, digestOf } from './canonical.js';
import {
  RISK_TIERS,
  type Agreement,
  type AgreementEventType,
  type GuardrailCheckResult,
  type GuardrailVerdict,
  type HumanVerdict,
  type PostMergeOutcome,
  type RiskTier,
} from './enums.js';
import { anytimeInterval, RATE_BOUNDS, type RateBound } from './confidence-sequence.js';
import { evidenceDigestOf } from './evidence.js';
import { rateOf, type Rate } from './wilson.js';
import { evidenceStateOf, windowStart, type EvidenceState, type Window } from './window.js';

export const MAX_GUARDRAIL_CHECKS = 64;
/** Human verdicts that must point at a written reason in the annotation store. */
export const VERDICTS_NEEDING_REASON: readonly HumanVerdict[] = ['REVISE', 'WAIVE'];
/** The one risk tier the ledger never reports as eligible for promotion. */
export const NEVER_PROMOTED_TIER: RiskTier = 'TIER_3';

export interface GuardrailCheck {
  checkKey: string;
  result: GuardrailCheckResult;
}

export interface ProposalContent {
  prRef: string | null;
  lane: string;
  riskTier: RiskTier;
  agentRef: string;
  guardrailVerdict: GuardrailVerdict;
  /** 0..1; null for deterministic checks, which have no confidence. */
  guardrailConfidence: number | null;
  guardrailChecks: GuardrailCheck[];
  property: string;
  workflowSlug: string;
  phase: string;
  artifactRef: string;
  proposalDigest: string;
}

export interface ReviewContent {
  humanVerdict: HumanVerdict;
  agreement: Agreement;
  reviewerRef: string;
  reasonDigest: string | null;
  proposalToMergeDiffDigest: string | null;
  humanReviewLatencySeconds: number | null;
}

export interface PostMergeContent {
  /** The revision's own idempotency key, unique per decision. */
  outcomeKey: string;
  outcome: PostMergeOutcome;
  evidenceDigest: string;
}

interface SubmissionKey {
  projectId: string;
  decisionId: string;
}

export type AgreementEventSubmission =
  | (SubmissionKey & { eventType: 'PROPOSED'; proposal: ProposalContent })
  | (SubmissionKey & { eventType: 'REVIEWED'; review: ReviewContent })
  | (SubmissionKey & { eventType: 'POST_MERGE_OUTCOME'; postMerge: PostMergeContent });

/** One stored event: the columns of `agreement_event`, unused ones null. */
export interface AgreementEventRecord {
  id: string;
  projectId: string;
  decisionId: string;
  eventType: AgreementEventType;
  actorRef: string;
  prRef: string | null;
  lane: string | null;
  riskTier: RiskTier | null;
  agentRef: string | null;
  guardrailVerdict: GuardrailVerdict | null;
  guardrailConfidence: number | null;
  guardrailChecks: GuardrailCheck[];
  property: string | null;
  workflowSlug: string | null;
  phase: string | null;
  artifactRef: string | null;
  proposalDigest: string | null;
  humanVerdict: HumanVerdict | null;
  agreement: Agreement | null;
  reviewerRef: string | null;
  reasonDigest: string | null;
  proposalToMergeDiffDigest: string | null;
  humanReviewLatencySeconds: number | null;
  postMergeOutcome: PostMergeOutcome | null;
  evidenceDigest: string | null;
  /** 1 for PROPOSED and REVIEWED; a post-merge outcome's revision, numbered by the database (gapless per decision). */
  revision: number;
  /** A post-merge outcome's own idempotency key; null for the other types (and for outcomes recorded before revisions). */
  outcomeKey: string | null;
  contentDigest: string;
  recordedAt: Date;
}

/** The event's own columns, before the ledger adds id, actor, revision, digest and clock. */
export type AgreementEventColumns = Omit<AgreementEventRecord, 'id' | 'actorRef' | 'revision' | 'contentDigest' | 'recordedAt'>;

const sortChecks = (checks: GuardrailCheck[]) => [...checks].sort((a, b) => compareUtf16CodeUnits(a.checkKey, b.checkKey));

/**
 * The idempotency key of an event: one PROPOSED and one REVIEWED event per decision;
 * a post-merge outcome is keyed by its own outcome key within its decision.
 */
export function agreementEventKey(event: {
  projectId: string;
  decisionId: string;
  eventType: AgreementEventType;
  outcomeKey?: string | null;
}): string {
  const base = `${event.projectId}/${event.decisionId}/${event.eventType}`;
  return event.eventType === 'POST_MERGE_OUTCOME' ? `${base}/${event.outcomeKey}` : base;
}

/**
 * The columns a submission is stored as. Guardrail checks are kept sorted by
 * check key, so the order a client lists them in is not part of the content.
 */
export function eventColumns(submission: AgreementEventSubmission): AgreementEventColumns {
  const empty: AgreementEventColumns = {
    projectId: submission.projectId,
    decisionId: submission.decisionId,
    eventType: submission.eventType,
    prRef: null,
    lane: null,
    riskTier: null,
    agentRef: null,
    guardrailVerdict: null,
    guardrailConfidence: null,
    guardrailChecks: [],
    property: null,
    workflowSlug: null,
    phase: null,
    artifactRef: null,
    proposalDigest: null,
    humanVerdict: null,
    agreement: null,
    reviewerRef: null,
    reasonDigest: null,
    proposalToMergeDiffDigest: null,
    humanReviewLatencySeconds: null,
    postMergeOutcome: null,
    evidenceDigest: null,
    outcomeKey: null,
  };
  switch (submission.eventType) {
    case 'PROPOSED':
      return { ...empty, ...submission.proposal, guardrailChecks: sortChecks(submission.proposal.guardrailChecks) };
    case 'REVIEWED':
      return { ...empty, ...submission.review };
    case 'POST_MERGE_OUTCOME':
      return {
        ...empty,
        postMergeOutcome: submission.postMerge.outcome,
        evidenceDigest: submission.postMerge.evidenceDigest,
        outcomeKey: submission.postMerge.outcomeKey,
      };
  }
}

/**
 * SHA-256 of an event's canonical content: every column the client chose, and
 * not the recording actor, the revision or the clock, so a retry from another
 * credential of the same harness is recognised as the same event. The outcome key
 * is part of it only when there is one, so the digests of proposals, reviews and
 * outcomes recorded before revisions existed are what they always were.
 */
export function agreementEventDigest(columns: AgreementEventColumns): string {
  const { outcomeKey, ...rest } = columns;
  return digestOf({ ...rest, ...(outcomeKey === null ? {} : { outcomeKey }), guardrailChecks: sortChecks(columns.guardrailChecks) });
}

/**
 * Why an event is refused. The module layer turns each reason into its typed
 * error (OutOfOrderError, ForbiddenError, IdempotencyConflictError).
 */
export type AgreementRefusal =
  | { reason: 'OUT_OF_ORDER'; message: string }
  | { reason: 'SELF_REVIEW'; message: string }
  | { reason: 'CONFLICT'; message: string; idempotencyKey: string; existingDigest: string; submittedDigest: string };

export type AgreementEventPlan =
  | { kind: 'append'; columns: AgreementEventColumns; contentDigest: string }
  | { kind: 'replay'; event: AgreementEventRecord }
  | { kind: 'refused'; refusal: AgreementRefusal };

/**
 * Decides what an incoming event does, given the events already stored for its
 * decision and the actor submitting it. Order matters and is part of the rules:
 *   1. an event whose prerequisite is missing is out of order (nothing to judge yet);
 *   2. the proposing agent, and the actor that recorded the proposal, may not
 *      review or report on their own proposal (no self-grading);
 *   3. the same idempotency key again (the event type for a proposal or a review, the
 *      outcome key for a post-merge outcome) is a replay when its content is identical
 *      and an idempotency conflict otherwise; a post-merge outcome under a new key is
 *      the decision's next revision;
 *   4. a post-merge outcome needs a MERGE verdict.
 */
export function planAgreementEvent(
  submission: AgreementEventSubmission,
  stored: readonly AgreementEventRecord[],
  submitter: { actorRef: string },
): AgreementEventPlan {
  const columns = eventColumns(submission);
  const contentDigest = agreementEventDigest(columns);
  const ofType = (type: AgreementEventType) =>
    stored.find(
      (event) => event.eventType === type && event.projectId === submission.projectId && event.decisionId === submission.decisionId,
    );
  const proposal = ofType('PROPOSED');
  const review = ofType('REVIEWED');
  const refuse = (refusal: AgreementRefusal): AgreementEventPlan => ({ kind: 'refused', refusal });
  const outOfOrder = (message: string) => refuse({ reason: 'OUT_OF_ORDER', message });
  const selfReview = (message: string) => refuse({ reason: 'SELF_REVIEW', message });
  const decision = `decision ${submission.decisionId}`;

  if (submission.eventType !== 'PROPOSED' && !proposal)
    return outOfOrder(`${decision} has no PROPOSED event yet; record the proposal first. Nothing was written.`);
  if (submission.eventType === 'POST_MERGE_OUTCOME' && !review)
    return outOfOrder(`${decision} has not been reviewed yet; a post-merge outcome needs a MERGE verdict first. Nothing was written.`);

  if (submission.eventType === 'REVIEWED') {
    const parties = new Set([proposal!.agentRef, proposal!.actorRef]);
    if (parties.has(submitter.actorRef))
      return selfReview(`the proposing agent or the recorder of ${decision} may not review it. Nothing was written.`);
    if (parties.has(submission.review.reviewerRef))
      return selfReview(`the reviewer of ${decision} may not be its proposing agent or its recorder. Nothing was written.`);
  }
  if (submission.eventType === 'POST_MERGE_OUTCOME' && submitter.actorRef === proposal!.agentRef)
    return selfReview(`the proposing agent of ${decision} may not report its post-merge outcome. Nothing was written.`);

  const earlier =
    submission.eventType === 'POST_MERGE_OUTCOME'
      ? stored.find(
          (event) =>
            event.eventType === 'POST_MERGE_OUTCOME' &&
            event.projectId === submission.projectId &&
            event.decisionId === submission.decisionId &&
            event.outcomeKey === submission.postMerge.outcomeKey,
        )
      : ofType(submission.eventType);
  if (earlier) {
    if (earlier.contentDigest === contentDigest) return { kind: 'replay', event: earlier };
    const what =
      submission.eventType === 'POST_MERGE_OUTCOME'
        ? `a post-merge outcome under key ${submission.postMerge.outcomeKey}`
        : `a ${submission.eventType} event`;
    return refuse({
      reason: 'CONFLICT',
      message: `${decision} already has ${what} with different content. Nothing was written.`,
      idempotencyKey: agreementEventKey(columns),
      existingDigest: earlier.contentDigest,
      submittedDigest: contentDigest,
    });
  }

  if (submission.eventType === 'POST_MERGE_OUTCOME' && review!.humanVerdict !== 'MERGE')
    return outOfOrder(
      `${decision} was reviewed ${review!.humanVerdict}, not MERGE; a post-merge outcome needs a MERGE verdict first. Nothing was written.`,
    );

  return { kind: 'append', columns, contentDigest };
}

/** A decision: the fold of its events. It exists once its proposal is recorded. */
export interface AgreementDecision {
  projectId: string;
  decisionId: string;
  proposal: AgreementEventRecord;
  review: AgreementEventRecord | null;
  /** The latest post-merge revision recorded by asOf (the highest revision number), or null. */
  postMerge: AgreementEventRecord | null;
  /** Every post-merge revision recorded by asOf, in revision order. */
  postMergeRevisions: AgreementEventRecord[];
}

interface DecisionSlot {
  proposal?: AgreementEventRecord;
  review?: AgreementEventRecord;
  revisions: AgreementEventRecord[];
}

/**
 * Folds events into decisions, using only events recorded by `asOf` (all when it
 * is omitted). Decisions come out ordered by (projectId, decisionId). Of a
 * decision's post-merge revisions, the one with the highest revision number
 * recorded by asOf is its outcome: the database numbers revisions in the order it
 * appends them, under the decision's lock, so that is also the latest appended.
 */
export function foldDecisions(events: readonly AgreementEventRecord[], asOf?: Date): AgreementDecision[] {
  const byDecision = new Map<string, DecisionSlot>();
  for (const event of events) {
    if (asOf && event.recordedAt.getTime() > asOf.getTime()) continue;
    const key = `${event.projectId}\u0000${event.decisionId}`;
    const slot = byDecision.get(key) ?? { revisions: [] };
    if (event.eventType === 'PROPOSED') slot.proposal = event;
    else if (event.eventType === 'REVIEWED') slot.review = event;
    else slot.revisions.push(event);
    byDecision.set(key, slot);
  }
  const decisions: AgreementDecision[] = [];
  for (const slot of byDecision.values()) {
    const proposal = slot.proposal;
    if (!proposal) continue;
    const revisions = [...slot.revisions].sort((a, b) => a.revision - b.revision);
    decisions.push({
      projectId: proposal.projectId,
      decisionId: proposal.decisionId,
      proposal,
      review: slot.review ?? null,
      postMerge: revisions.at(-1) ?? null,
      postMergeRevisions: revisions,
    });
  }
  return decisions.sort((a, b) => compareUtf16CodeUnits(a.projectId, b.projectId) || compareUtf16CodeUnits(a.decisionId, b.decisionId));
}

/**
 * Why a row is not eligible: TIER_3 work; fewer samples than minSamples in the window; and,
 * when the reader states a target, a false-pass upper bound (of the bound asked for) that is
 * null or above it.
 */
export const PROMOTION_BLOCKS = ['TIER_3', 'INSUFFICIENT_EVIDENCE', 'FALSE_PASS_ABOVE_TARGET'] as const;
/** The bound the promotion gate and the recommended cutoff read unless told otherwise. */
export const DEFAULT_AGREEMENT_BOUND: RateBound = 'ANYTIME';
export { RATE_BOUNDS };
export type { RateBound };
export type PromotionBlock = (typeof PROMOTION_BLOCKS)[number];

export interface PostMergeCounts {
  clean: number;
  regression: number;
  reverted: number;
  /** Merges with no post-merge outcome recorded by asOf: not in the regression rate. */
  awaitingOutcome: number;
}

/** The agreement rates of one lane, for one risk tier or (riskTier null) all tiers asked for. */
export interface AgreementRates {
  riskTier: RiskTier | null;
  state: EvidenceState;
  /** Reviewed decisions in the window, waives excluded: what minSamples is compared with. */
  sampleSize: number;
  /** Reviewed decisions in the window, waives included. */
  reviewedDecisions: number;
  truePass: number;
  falsePass: number;
  trueFail: number;
  falseFail: number;
  /** WAIVE verdicts in the window: in neither rate, reported on their own. */
  waiveCount: number;
  falsePassRate: Rate;
  falseFailRate: Rate;
  merges: number;
  postMerge: PostMergeCounts;
  postMergeRegressionRate: Rate;
  eligibleForPromotion: boolean;
  promotionBlockedBy: PromotionBlock[];
  /** SHA-256 over the sorted content digests of every event that contributed. */
  evidenceDigest: string;
  /**
   * The same lane (tier, cutoff) over its whole life: every reviewed decision recorded by
   * asOf, whatever the window. Its false-pass rate carries the anytime-valid interval the
   * promotion gate reads under ANYTIME.
   */
  lifetime: LifetimeSlice;
}

export interface LaneAgreementRates {
  lane: string;
  allTiers: AgreementRates;
  tiers: AgreementRates[];
}

export interface AgreementRatesParams {
  window: Window;
  asOf: Date;
  minSamples: number;
  /** Only this lane; it is reported even when it has no decisions. */
  lane?: string | null;
  /** Only this tier: allTiers then covers this tier alone. */
  riskTier?: RiskTier | null;
  /**
   * Only graded proposals at or above this confidence (see confidenceRestriction);
   * deterministic checks (no confidence) are then left out. Null: every proposal.
   */
  minGuardrailConfidence?: number | null;
  /**
   * A ceiling on the false-pass rate the promotion gate checks: a row is eligible only when
   * the upper bound of `bound` is at or below it. Null: the gate reads no rate.
   */
  targetFalsePassUpper?: number | null;
  /**
   * ANYTIME (default): the anytime-valid upper bound of the lifetime false-pass rate, valid
   * however often the gate is re-read; FIXED_SAMPLE: the Wilson upper bound of the window's.
   */
  bound?: RateBound;
}

/** Everything that decides a row's eligibility besides its own evidence. */
interface PromotionGate {
  minSamples: number;
  targetFalsePassUpper: number | null;
  bound: RateBound;
}

interface Reviewed extends AgreementDecision {
  review: AgreementEventRecord;
}

/** Newest review first; ties (same millisecond) broken by decision id so the order never depends on input order. */
function newestReviewFirst(a: Reviewed, b: Reviewed): number {
  return b.review.recordedAt.getTime() - a.review.recordedAt.getTime() || compareUtf16CodeUnits(b.decisionId, a.decisionId);
}

/**
 * The window of a group of reviewed decisions. A decision enters the window by
 * its review's recordedAt: lastDays keeps reviews in (asOf - n days, asOf];
 * lastAttempts keeps the n most recently reviewed decisions (waives included).
 */
function inWindow(decisions: Reviewed[], window: Window, asOf: Date): Reviewed[] {
  const sorted = [...decisions].sort(newestReviewFirst);
  if ('lastAttempts' in window) return sorted.slice(0, window.lastAttempts);
  const start = windowStart(window, asOf.getTime())!;
  return sorted.filter((decision) => decision.review.recordedAt.getTime() > start);
}

/**
 * The false-pass upper bound a promotion gate reads: the anytime-valid one of the lane's
 * life (ANYTIME) or the Wilson one of the window (FIXED_SAMPLE); null when there is none.
 */
export function promotionUpperBound(windowRate: Rate, lifetime: LifetimeSlice, bound: RateBound): number | null {
  return bound === 'ANYTIME' ? (lifetime.falsePassRate.anytime?.upper ?? null) : windowRate.upper;
}

function groupRates(
  group: Reviewed[],
  life: Reviewed[],
  riskTier: RiskTier | null,
  containsNeverPromoted: boolean,
  gate: PromotionGate,
): AgreementRates {
  const { minSamples } = gate;
  const counted = group.filter((decision) => decision.review.humanVerdict !== 'WAIVE');
  const tally = (agreement: Agreement) => counted.filter((decision) => decision.review.agreement === agreement).length;
  const truePass = tally('TRUE_PASS');
  const falsePass = tally('FALSE_PASS');
  const trueFail = tally('TRUE_FAIL');
  const falseFail = tally('FALSE_FAIL');
  const merged = counted.filter((decision) => decision.review.humanVerdict === 'MERGE');
  const outcomes = (outcome: PostMergeOutcome) => merged.filter((decision) => decision.postMerge?.postMergeOutcome === outcome).length;
  const postMerge: PostMergeCounts = {
    clean: outcomes('CLEAN'),
    regression: outcomes('REGRESSION'),
    reverted: outcomes('REVERTED'),
    awaitingOutcome: merged.filter((decision) => decision.postMerge === null).length,
  };
  const state: EvidenceState = evidenceStateOf(false, counted.length, minSamples);
  const suppressed = state !== 'OK';
  const falsePassRate = rateOf(falsePass, truePass + falsePass, suppressed);
  // Computed when first read: the alert evaluator reads rows at every instant of a lane and
  // never the lifetime, whose digest covers the lane's whole history.
  let lifetime: LifetimeSlice | undefined;
  const lifetimeOf = () => (lifetime ??= lifetimeSlice(life));
  const promotionBlockedBy: PromotionBlock[] = [];
  if (containsNeverPromoted) promotionBlockedBy.push('TIER_3');
  if (state !== 'OK') promotionBlockedBy.push('INSUFFICIENT_EVIDENCE');
  if (gate.targetFalsePassUpper !== null) {
    const upper = promotionUpperBound(falsePassRate, lifetimeOf(), gate.bound);
    if (upper === null || upper > gate.targetFalsePassUpper) promotionBlockedBy.push('FALSE_PASS_ABOVE_TARGET');
  }
  const contributing = group.flatMap((decision) =>
    [decision.proposal, decision.review, decision.postMerge].flatMap((event) => (event ? [event.contentDigest] : [])),
  );
  return {
    riskTier,
    state,
    sampleSize: counted.length,
    reviewedDecisions: group.length,
    truePass,
    falsePass,
    trueFail,
    falseFail,
    waiveCount: group.length - counted.length,
    falsePassRate,
    falseFailRate: rateOf(falseFail, trueFail + falseFail, suppressed),
    merges: merged.length,
    postMerge,
    // A revert is a regression that was acted on, so both count against the merge.
    postMergeRegressionRate: rateOf(
      postMerge.regression + postMerge.reverted,
      postMerge.clean + postMerge.regression + postMerge.reverted,
      suppressed,
    ),
    eligibleForPromotion: promotionBlockedBy.length === 0,
    promotionBlockedBy,
    evidenceDigest: evidenceDigestOf(contributing),
    get lifetime() {
      return lifetimeOf();
    },
  };
}

/**
 * Agreement rates per lane: one row for the lane as a whole and one per risk
 * tier (all four tiers, or only the tier asked for). Each row has its own window,
 * like a cohort in the reliability report. Lanes are those with a proposal
 * recorded by asOf (or the lane asked for), in code-point order.
 *
 * TIER_3 is never eligible for promotion; a lane row is not eligible when its
 * window holds any TIER_3 decision, because promotion is granted per tier and a
 * lane row cannot speak for TIER_3 work.
 */
export function agreementRates(events: readonly AgreementEventRecord[], params: AgreementRatesParams): LaneAgreementRates[] {
  const { window, asOf } = params;
  const gate: PromotionGate = {
    minSamples: params.minSamples,
    targetFalsePassUpper: params.targetFalsePassUpper ?? null,
    bound: params.bound ?? DEFAULT_AGREEMENT_BOUND,
  };
  const cutoff = params.minGuardrailConfidence ?? null;
  const windowOf = (group: Reviewed[]) =>
    cutoff === null ? inWindow(group, window, asOf) : gradedWindowAtOrAbove(group, window, asOf, cutoff);
  // The lane's life: the same decisions with no window, every review recorded by asOf.
  const lifeOf = (group: Reviewed[]) => (cutoff === null ? group : group.filter((decision) => (confidenceOf(decision) ?? -1) >= cutoff));
  const decisions = foldDecisions(events, asOf).filter(
    (decision) =>
      (!params.lane || decision.proposal.lane === params.lane) && (!params.riskTier || decision.proposal.riskTier === params.riskTier),
  );
  const lanes = new Set(decisions.map((decision) => decision.proposal.lane!));
  if (params.lane) lanes.add(params.lane);
  const tiers: readonly RiskTier[] = params.riskTier ? [params.riskTier] : RISK_TIERS;
  const reviewed = decisions.filter((decision): decision is Reviewed => decision.review !== null);

  return [...lanes].sort(compareUtf16CodeUnits).map((lane) => {
    const ofLane = reviewed.filter((decision) => decision.proposal.lane === lane);
    const laneWindow = windowOf(ofLane);
    return {
      lane,
      allTiers: groupRates(
        laneWindow,
        lifeOf(ofLane),
        null,
        params.riskTier === NEVER_PROMOTED_TIER || laneWindow.some((decision) => decision.proposal.riskTier === NEVER_PROMOTED_TIER),
        gate,
      ),
      tiers: tiers.map((tier) => {
        const ofTier = ofLane.filter((decision) => decision.proposal.riskTier === tier);
        return groupRates(windowOf(ofTier), lifeOf(ofTier), tier, tier === NEVER_PROMOTED_TIER, gate);
      }),
    };
  });
}

// ---------------------------------------------------------------------------
// Confidence cutoffs (docs/specification.md §7, "Confidence cutoffs")
// ---------------------------------------------------------------------------

const confidenceOf = (decision: AgreementDecision) => decision.proposal.guardrailConfidence;

/**
 * The window of graded decisions, cut at a confidence: the window is chosen among the
 * graded decisions alone (deterministic checks have no confidence and are never in
 * it), and then only those at or above the cutoff are kept. Choosing the window
 * first is what makes every cutoff of one curve a subset of the same evidence, and
 * agreementRates(minGuardrailConfidence: c) equal to the curve's point at c.
 */
function gradedWindowAtOrAbove(group: Reviewed[], window: Window, asOf: Date, cutoff: number): Reviewed[] {
  return inWindow(
    group.filter((decision) => confidenceOf(decision) !== null),
    window,
    asOf,
  ).filter((decision) => confidenceOf(decision)! >= cutoff);
}

/** The false-pass numbers of a set of reviewed decisions, waives counted apart. */
export interface FalsePassSlice {
  /** Reviewed decisions kept, waives excluded. */
  kept: number;
  truePass: number;
  falsePass: number;
  trueFail: number;
  falseFail: number;
  /** WAIVE verdicts among the decisions: in no count above and no rate. */
  waiveCount: number;
  /** FALSE_PASS / (TRUE_PASS + FALSE_PASS), with its 95% Wilson interval; never suppressed. */
  falsePassRate: Rate;
  /** SHA-256 over the sorted content digests of the proposal and review of every decision kept, waives included. */
  evidenceDigest: string;
}

/**
 * A false-pass slice over a lane's whole life (no window): every reviewed decision recorded
 * by asOf, in ledger order of their reviews. Its false-pass rate carries the anytime-valid
 * interval (docs/specification.md §6, "Anytime-valid bounds") besides the Wilson one: a
 * review's agreement is authored once and never revised, so each look counts every
 * decision as it will always stand, and the sequence of looks is one growing sample.
 */
export interface LifetimeSlice extends FalsePassSlice {
  /** The earliest review of the slice; null when it holds none. */
  firstReviewedAt: Date | null;
}

export interface ConfidenceCurvePoint extends FalsePassSlice {
  /** The cutoff: the slice keeps graded decisions with guardrailConfidence >= this. */
  minGuardrailConfidence: number;
  /** The graded decisions at or above the cutoff over the lane's whole life (the fixed-sequence test reads it). */
  lifetime: LifetimeSlice;
}

export interface ConfidenceCurve {
  lane: string;
  riskTier: RiskTier | null;
  targetFalsePassUpper: number;
  /** Graded decisions in the window (waives included). */
  gradedInWindow: number;
  /** One point per distinct confidence of a non-waived graded decision in the window, ascending. */
  points: ConfidenceCurvePoint[];
  /** Which bound recommendedCutoff reads. */
  bound: RateBound;
  /**
   * ANYTIME: the lowest cutoff reached by the fixed-sequence test from the highest cutoff
   * down, each step passing while the lifetime anytime upper bound is at or below the target.
   * FIXED_SAMPLE: the smallest cutoff whose window Wilson upper bound is at or below it.
   * Null when none is.
   */
  recommendedCutoff: number | null;
  /** Deterministic checks (no confidence) over their own window of the same size: never mixed into a point. */
  deterministic: FalsePassSlice;
  /** Over every event of both windows. */
  evidenceDigest: string;
}

export interface ConfidenceCurveParams {
  window: Window;
  asOf: Date;
  lane: string;
  riskTier?: RiskTier | null;
  targetFalsePassUpper: number;
  /** Default ANYTIME. */
  bound?: RateBound;
}

function falsePassSlice(group: readonly Reviewed[]): FalsePassSlice {
  const counted = group.filter((decision) => decision.review.humanVerdict !== 'WAIVE');
  const tally = (agreement: Agreement) => counted.filter((decision) => decision.review.agreement === agreement).length;
  const truePass = tally('TRUE_PASS');
  const falsePass = tally('FALSE_PASS');
  return {
    kept: counted.length,
    truePass,
    falsePass,
    trueFail: tally('TRUE_FAIL'),
    falseFail: tally('FALSE_FAIL'),
    waiveCount: group.length - counted.length,
    falsePassRate: rateOf(falsePass, truePass + falsePass),
    evidenceDigest: evidenceDigestOf(group.flatMap((decision) => [decision.proposal.contentDigest, decision.review.contentDigest])),
  };
}

/** A lifetime slice: the false-pass slice with the anytime-valid interval on its rate, and its first review. */
function lifetimeSlice(group: readonly Reviewed[]): LifetimeSlice {
  const slice = falsePassSlice(group);
  const rate = slice.falsePassRate;
  let first: number | null = null;
  for (const decision of group) {
    const at = decision.review.recordedAt.getTime();
    if (first === null || at < first) first = at;
  }
  return {
    ...slice,
    falsePassRate: { ...rate, anytime: rate.value === null ? null : anytimeInterval(rate.numerator, rate.denominator) },
    firstReviewedAt: first === null ? null : new Date(first),
  };
}

/**
 * The fixed-sequence test (Maurer, Hothorn & Lehmacher 1995; Westfall & Krishen 2001) of
 * "the false-pass rate at cutoff c is above the target", from the highest cutoff down: each
 * hypothesis is rejected when its lifetime anytime-valid upper bound is at or below the
 * target, and the test stops at the first it cannot reject. The answer is the last cutoff
 * rejected, or null when the highest is not.
 */
export function fixedSequenceCutoff(points: readonly ConfidenceCurvePoint[], targetFalsePassUpper: number): number | null {
  let recommended: number | null = null;
  for (let i = points.length - 1; i >= 0; i--) {
    const point = points[i]!;
    const upper = point.lifetime.falsePassRate.anytime?.upper ?? null;
    if (upper === null || upper > targetFalsePassUpper) break;
    recommended = point.minGuardrailConfidence;
  }
  return recommended;
}

/**
 * The confidence curve of one lane (and tier, or all tiers): for each distinct
 * guardrail confidence c in the window, ascending, the false-pass numbers of the
 * graded decisions at or above c, and the smallest c whose Wilson upper bound of
 * the false-pass rate is at or below the target. Post-merge outcomes do not enter
 * it, so the evidence is the proposals and reviews alone.
 */
export function agreementConfidenceCurve(events: readonly AgreementEventRecord[], params: ConfidenceCurveParams): ConfidenceCurve {
  const { window, asOf, lane, targetFalsePassUpper } = params;
  const riskTier = params.riskTier ?? null;
  const bound = params.bound ?? DEFAULT_AGREEMENT_BOUND;
  const reviewed = foldDecisions(events, asOf).filter(
    (decision): decision is Reviewed =>
      decision.review !== null && decision.proposal.lane === lane && (riskTier === null || decision.proposal.riskTier === riskTier),
  );
  const graded = inWindow(
    reviewed.filter((decision) => confidenceOf(decision) !== null),
    window,
    asOf,
  );
  const deterministic = inWindow(
    reviewed.filter((decision) => confidenceOf(decision) === null),
    window,
    asOf,
  );
  const cutoffs = [
    ...new Set(graded.filter((decision) => decision.review.humanVerdict !== 'WAIVE').map((decision) => confidenceOf(decision)!)),
  ].sort((a, b) => a - b);
  const gradedLife = reviewed.filter((decision) => confidenceOf(decision) !== null);
  const points: ConfidenceCurvePoint[] = cutoffs.map((cutoff) => ({
    minGuardrailConfidence: cutoff,
    ...falsePassSlice(graded.filter((decision) => confidenceOf(decision)! >= cutoff)),
    lifetime: lifetimeSlice(gradedLife.filter((decision) => confidenceOf(decision)! >= cutoff)),
  }));
  const fixedSample = points.find((point) => point.falsePassRate.upper !== null && point.falsePassRate.upper <= targetFalsePassUpper);
  return {
    lane,
    riskTier,
    targetFalsePassUpper,
    gradedInWindow: graded.length,
    points,
    bound,
    recommendedCutoff:
      bound === 'ANYTIME' ? fixedSequenceCutoff(points, targetFalsePassUpper) : (fixedSample?.minGuardrailConfidence ?? null),
    deterministic: falsePassSlice(deterministic),
    evidenceDigest: evidenceDigestOf(
      [...graded, ...deterministic].flatMap((decision) => [decision.proposal.contentDigest, decision.review.contentDigest]),
    ),
  };
}
