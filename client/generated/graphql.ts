/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AcceptanceCriteriaInput = {
  met: number;
  total: number;
};

export type AdjudicationKind =
  | 'CRITICAL_FAILURE_RECORDED'
  | 'DRIFT_DETECTED'
  | 'DRIFT_RESOLVED'
  | 'HUMAN_ACCEPTED'
  | 'HUMAN_REJECTED'
  | 'OVERRIDE_RECORDED'
  | 'REWORK_REQUESTED'
  | 'ROLLBACK_RECORDED'
  | 'VERIFICATION_RECORDED';

/** Whether the guardrail was right, as authored by the reviewer. Never derived from the verdicts. */
export type Agreement =
  | 'FALSE_FAIL'
  | 'FALSE_PASS'
  | 'TRUE_FAIL'
  | 'TRUE_PASS';

export type AgreementEventType =
  | 'POST_MERGE_OUTCOME'
  | 'PROPOSED'
  | 'REVIEWED';

/** The PROPOSED event. */
export type AgreementProposalInput = {
  /** The agent that made the proposal; it may never review it. */
  agentRef: string;
  artifactRef: string;
  /** Up to 64, each check key once. */
  guardrailChecks?: Array<GuardrailCheckInput> | null | undefined;
  /** 0..1; omit for deterministic checks. */
  guardrailConfidence?: number | null | undefined;
  guardrailVerdict: GuardrailVerdict;
  lane: string;
  phase: string;
  prRef?: string | null | undefined;
  /** Where the work would be published; see the designation guard. */
  property: string;
  proposalDigest: string;
  riskTier: RiskTier;
  workflowSlug: string;
};

/** The REVIEWED event. The reviewer authors the agreement; it is never derived from the verdicts. */
export type AgreementReviewInput = {
  /** Required: a review without it is refused with a ValidationError. */
  agreement?: Agreement | null | undefined;
  humanReviewLatencySeconds?: number | null | undefined;
  humanVerdict: HumanVerdict;
  proposalToMergeDiffDigest?: string | null | undefined;
  /** Required for REVISE and WAIVE: digest of the reason stored as an annotation. */
  reasonDigest?: string | null | undefined;
  /** Never the proposing agent or the recorder of the proposal. */
  reviewerRef: string;
};

export type AlertKind =
  | 'BURN_RATE'
  | 'CRITICAL_FAILURE'
  | 'FALSE_PASS_ABOVE'
  | 'LOWER_BOUND_BELOW'
  | 'REWORK_ASSIGNED'
  | 'REWORK_REQUESTED'
  | 'STATE_CHANGED'
  | 'VERIFIER_WITHDRAWN';

/** Identify the attempt by attemptId, or by projectId + outcomeId + capabilityKey. */
export type AppendAdjudicationInput = {
  /** Global id or ledger UUID of the attempt. */
  attemptId?: string | number | null | undefined;
  capabilityKey?: string | null | undefined;
  evidenceDigests?: Array<string> | null | undefined;
  /** Unique per attempt; a replay with the same content writes nothing. */
  idempotencyKey: string;
  kind: AdjudicationKind;
  outcomeId?: string | null | undefined;
  projectId?: string | null | undefined;
  /** Digest of a reason kept in the annotation store. */
  reasonDigest?: string | null | undefined;
  /** Required for VERIFICATION_RECORDED, refused otherwise. */
  verification?: VerificationInput | null | undefined;
};

export type AssignReworkInput = {
  /** Who owns the rework (a reference). */
  ownerRef: string;
  projectId: string;
  /** The rework request's ledgerId. */
  requestId: string;
};

/** A material component of a cohort; a change in any one starts a new cohort. */
export type CohortComponent =
  | 'POLICY'
  | 'RUNTIME'
  | 'SCOPE';

/** A cost in integer micro-units (10^-6) of one currency: 1.25 USD is { micros: 1250000, currency: "USD" }. */
export type CostInput = {
  /** An ISO 4217 alphabetic code of the ledger's closed list (docs/specification.md §3.3). */
  currency: string;
  /** A whole number from 0 to 2^53 − 1 (a Float, as GraphQL's Int stops at 2^31 − 1). */
  micros: number;
};

/** What more attempts at the observed rate would decide against a threshold (docs/specification.md §6, "Attempts to decision"). ABOVE: after `attempts` more (0: already) anytimeLowerBound is at or above the threshold. BELOW: after `attempts` more (0: already) anytimeUpperBound is below it. NOT_AT_THIS_RATE: the observed rate equals the threshold, so no number of attempts at it decides. NOT_WITHIN_LIMIT: not within 100000 more attempts. NO_EVIDENCE: the rate's denominator is 0. SUPPRESSED: the report is EVIDENCE_DRIFT, so no value of it may be read. */
export type DecisionOutcome =
  | 'ABOVE'
  | 'BELOW'
  | 'NOT_AT_THIS_RATE'
  | 'NOT_WITHIN_LIMIT'
  | 'NO_EVIDENCE'
  | 'SUPPRESSED';

/** What the attempt cost (docs/specification.md §3.3, "Effort"): every field optional, numbers and closed codes only. Amounts are whole numbers from 0 to 2^53 − 1. Reports count an attempt without the effort a measure needs as unknown, never as zero. */
export type EffortInput = {
  cost?: CostInput | null | undefined;
  /** The harness's own wall time in milliseconds, where it differs from finishedAt − startedAt. */
  harnessWallTimeMs?: number | null | undefined;
  /** Tokens the model read. */
  inputTokens?: number | null | undefined;
  /** Tokens the model wrote. */
  outputTokens?: number | null | undefined;
};

/** What an effort per verified success divides: COST (micro-units of one currency), TOKENS (input + output), TIME (milliseconds). */
export type EffortMeasure =
  | 'COST'
  | 'TIME'
  | 'TOKENS';

/** Why the ratio of two cohorts' effort per verified success has a value or not, the first that applies (docs/specification.md §6, "Cohort comparison"): a side's own EffortStatus, either side, in that enum's order (MIXED_CURRENCIES also when the two sides' costs are in different currencies), then ZERO_BASELINE (cohort a's figure is 0: nothing to divide by), then OK. */
export type EffortRatioStatus =
  | 'MIXED_CURRENCIES'
  | 'NO_VERIFIED_PASS'
  | 'OK'
  | 'SUPPRESSED'
  | 'UNKNOWN_EFFORT'
  | 'ZERO_BASELINE';

/** Why an effort per verified success has a value or not, the first that applies in this order (docs/specification.md §6, "Effort per verified success"): MIXED_CURRENCIES (the window's costs are in more than one currency: never summed), UNKNOWN_EFFORT (an attempt of the window does not state the effort: never counted as zero), NO_VERIFIED_PASS, SUPPRESSED (the report's state is not OK), OK. */
export type EffortStatus =
  | 'MIXED_CURRENCIES'
  | 'NO_VERIFIED_PASS'
  | 'OK'
  | 'SUPPRESSED'
  | 'UNKNOWN_EFFORT';

export type EvidenceInput = {
  /** SHA-256 (64 lowercase hex) of the evidence, kept outside the ledger. */
  digest: string;
  kind: EvidenceKind;
};

export type EvidenceKind =
  | 'ARTIFACT'
  | 'DIFF'
  | 'LOG'
  | 'REPORT'
  | 'TRACE';

/** OK: enough evidence, values shown. INSUFFICIENT_EVIDENCE: fewer samples than minSamples, values null, counts shown. EVIDENCE_DRIFT: unresolved drift, every value suppressed. */
export type EvidenceState =
  | 'EVIDENCE_DRIFT'
  | 'INSUFFICIENT_EVIDENCE'
  | 'OK';

export type GuardrailCheckInput = {
  checkKey: string;
  result: GuardrailCheckResult;
};

export type GuardrailCheckResult =
  | 'FAIL'
  | 'PASS'
  | 'SKIPPED';

export type GuardrailVerdict =
  | 'FAIL'
  | 'PASS';

export type HumanVerdict =
  | 'MERGE'
  | 'REJECT'
  | 'REVISE'
  | 'WAIVE';

/** The non-inferiority answer of a paired comparison for the caller's margin m (docs/specification.md §6, "Paired comparison"): NON_INFERIOR when the lower bound of the difference (cohort − other) is above −m; INFERIOR when the upper bound is below −m; NOT_SHOWN otherwise. */
export type NonInferiority =
  | 'INFERIOR'
  | 'NON_INFERIOR'
  | 'NOT_SHOWN';

export type OutcomeCode =
  | 'BLOCKED_BY_POLICY'
  | 'CANCELLED'
  | 'ERRORED'
  | 'FAILED'
  | 'SUCCEEDED'
  | 'TIMED_OUT';

export type PolicyInput = {
  harnessVersion: string;
  policyVersion: string;
};

export type PostMergeOutcome =
  | 'CLEAN'
  | 'REGRESSION'
  | 'REVERTED';

/** A POST_MERGE_OUTCOME revision; only for a decision reviewed MERGE. A new outcomeKey appends the next revision. */
export type PostMergeOutcomeInput = {
  evidenceDigest: string;
  outcome: PostMergeOutcome;
  /** The revision's own idempotency key, unique within the decision. */
  outcomeKey: string;
};

/** Why a row is not eligible for promotion: TIER_3 work never is; too few samples never is (INSUFFICIENT_EVIDENCE); FALSE_PASS_ABOVE_TARGET: a targetFalsePassUpper was given and the false-pass upper bound read (see RateBound) is null or above it. */
export type PromotionBlock =
  | 'FALSE_PASS_ABOVE_TARGET'
  | 'INSUFFICIENT_EVIDENCE'
  | 'TIER_3';

/** Which bound of a rate a gate reads. ANYTIME: the anytime-valid bound of the lane's whole life (the beta-binomial mixture confidence sequence, docs/specification.md §6), valid however often it is re-read as reviews arrive. FIXED_SAMPLE: the 95% Wilson bound of the window, valid for one look at a sample size fixed in advance. */
export type RateBound =
  | 'ANYTIME'
  | 'FIXED_SAMPLE';

/** Why an attempt the report considered did not enter a rate's numerator or denominator, as the fold decided it (docs/specification.md §6, "Explaining a report"). */
export type RateExclusionReason =
  | 'FINISHED_AFTER_AS_OF'
  | 'HUMAN_REJECTED'
  | 'HUMAN_REVIEW'
  | 'INDEPENDENTLY_VERIFIED'
  | 'NOT_A_RETRY'
  | 'NOT_BLOCKED_BY_POLICY'
  | 'NOT_CLAIMED_SUCCESS'
  | 'NOT_CONTRADICTED'
  | 'NOT_FIRST_ATTEMPT'
  | 'NOT_INDEPENDENT'
  | 'NOT_OVERRIDDEN'
  | 'NOT_REJECTED'
  | 'NOT_REVIEWED'
  | 'NOT_ROLLED_BACK'
  | 'NOT_VERIFIED'
  | 'OUTSIDE_WINDOW'
  | 'REWORK_PENDING'
  | 'ROLLED_BACK'
  | 'SELF_REPORTED'
  | 'SUPERSEDED_BY_ADJUDICATION'
  | 'VERDICT_FAILED'
  | 'VERIFIER_NOT_REGISTERED'
  | 'VERIFIER_WITHDRAWN';

/** One event of a decision. Give the section matching eventType and no other. Idempotent on (projectId, decisionId, eventType), and a post-merge outcome on (projectId, decisionId, outcomeKey). */
export type RecordAgreementEventInput = {
  decisionId: string;
  eventType: AgreementEventType;
  postMergeOutcome?: PostMergeOutcomeInput | null | undefined;
  projectId: string;
  proposal?: AgreementProposalInput | null | undefined;
  review?: AgreementReviewInput | null | undefined;
};

/** One canonical outcome; it fans out into one attempt per capability exercised. */
export type RecordAttemptInput = {
  acceptanceCriteria: AcceptanceCriteriaInput;
  agentRunRef: string;
  /** 1 for a first try. */
  attemptNumber: number;
  /** Capability keys exercised. None, or more than 16, are recorded as the single capability `unclassified`. */
  capabilities: Array<string>;
  /** What the attempt cost; optional. Part of the outcome digest when given. */
  effort?: EffortInput | null | undefined;
  evidence?: Array<EvidenceInput> | null | undefined;
  finishedAt: string;
  humanOverride?: boolean | null | undefined;
  humanRejected?: boolean | null | undefined;
  outcomeCode: OutcomeCode;
  /** Idempotency key, with each capability key, within the project. */
  outcomeId: string;
  policy: PolicyInput;
  /** UUID of the project. */
  projectId: string;
  rolledBack?: boolean | null | undefined;
  runtime: RuntimeInput;
  scope: ScopeInput;
  severity?: Severity | null | undefined;
  startedAt: string;
  stopReasonCode: StopReasonCode;
  taskRef: string;
  validationCommands: ValidationCommandsInput;
  verification: VerificationInput;
  workPackageRef?: string | null | undefined;
  workerRef: string;
};

export type RegisterVerifierInput = {
  /** DETERMINISTIC_CHECK or INDEPENDENT_AGENT. */
  kind: VerificationMode;
  /** Required for INDEPENDENT_AGENT, refused for DETERMINISTIC_CHECK. */
  model?: string | null | undefined;
  projectId: string;
  /** A reference; the actor of the verifier's own tokens. */
  verifierRef: string;
};

/** A rate of the reliability report (docs/specification.md §6). */
export type ReliabilityRateName =
  | 'falseSuccessRate'
  | 'firstAttemptSuccessRate'
  | 'humanRejectionRate'
  | 'independentlyVerifiedPassRate'
  | 'overrideRate'
  | 'policyBlockRate'
  | 'repairRetryRate'
  | 'rollbackRate'
  | 'unverifiedCompletionRate';

/** Where a rework request is: REQUESTED (no owner yet), ASSIGNED (owned, not yet re-graded), REGRADED (closed by its round-1 grading). */
export type ReworkState =
  | 'ASSIGNED'
  | 'REGRADED'
  | 'REQUESTED';

export type RiskTier =
  | 'TIER_0'
  | 'TIER_1'
  | 'TIER_2'
  | 'TIER_3';

export type RuntimeInput = {
  model: string;
  provider: string;
  runtimeVersion: string;
};

/** What the work touched. Only its fingerprint is stored; the paths never are. */
export type ScopeInput = {
  paths?: Array<string> | null | undefined;
  resources?: Array<string> | null | undefined;
  /** Repository or workspace reference. */
  rootRef: string;
};

/** Bucket of a reliability series, in UTC: a calendar day, or an ISO week starting Monday 00:00. */
export type SeriesBucket =
  | 'DAY'
  | 'WEEK';

export type Severity =
  | 'CRITICAL'
  | 'NORMAL';

export type StopReasonCode =
  | 'BUDGET_EXHAUSTED'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CRASHED'
  | 'NEEDS_HUMAN_INPUT'
  | 'POLICY_BLOCKED'
  | 'TIMEOUT'
  | 'UNKNOWN'
  | 'VALIDATION_FAILED';

export type ValidationCommandsInput = {
  failed: number;
  passed: number;
  total: number;
};

/** A verification. DETERMINISTIC_CHECK and INDEPENDENT_AGENT must name verifierRef; INDEPENDENT_AGENT also verifierModel. */
export type VerificationInput = {
  mode: VerificationMode;
  result: VerificationResult;
  verifierModel?: string | null | undefined;
  verifierRef?: string | null | undefined;
};

export type VerificationMode =
  | 'DETERMINISTIC_CHECK'
  | 'HUMAN_REVIEW'
  | 'INDEPENDENT_AGENT'
  | 'NONE'
  | 'SELF_REPORTED';

export type VerificationResult =
  | 'FAILED'
  | 'NOT_RUN'
  | 'PASSED';

/** Which evidence a report reads. Give exactly one field. lastDays: 1..3650, evidence in (asOf - n days, asOf]. lastAttempts: 1..100000, the n most recent units of evidence (attempts for reliability; reviewed decisions for agreement rates). Default { lastDays: 30 }. */
export type WindowInput = {
  lastAttempts?: number | null | undefined;
  lastDays?: number | null | undefined;
};

export type WithdrawVerifierTrustInput = {
  projectId: string;
  /** Digest of the reason, stored first with storeAnnotation in the same project. */
  reasonDigest: string;
  /** Verdicts recorded at or after this instant; omitted: from the first. */
  verdictsFrom?: string | null | undefined;
  /** Verdicts recorded before this instant; omitted: with no end. */
  verdictsUntil?: string | null | undefined;
  verifierRef: string;
};

export type AppendAdjudicationMutationVariables = Exact<{
  input: AppendAdjudicationInput;
}>;


export type AppendAdjudicationMutation = { appendAdjudication:
    | { __typename: 'AppendAdjudicationSuccess', replayed: boolean, adjudication: { id: string, ledgerId: string, kind: AdjudicationKind, seq: number, recordedAt: string, contentDigest: string, attempt: { id: string, ledgerId: string } } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AdjudicationsQueryVariables = Exact<{
  projectId?: string | null | undefined;
  cohortId?: string | number | null | undefined;
  attemptId?: string | number | null | undefined;
  kinds?: Array<AdjudicationKind> | AdjudicationKind | null | undefined;
  verifierRef?: string | null | undefined;
  recordedFrom?: string | null | undefined;
  recordedUntil?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdjudicationsQuery = { adjudications: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, ledgerId: string, kind: AdjudicationKind, seq: number, actorRef: string, verificationMode: VerificationMode | null, verificationResult: VerificationResult | null, verifierRef: string | null, verifierModel: string | null, recordedAt: string, contentDigest: string, attempt: { id: string, ledgerId: string } } }> } };

export type AgreementPostMergeOutcomeFieldsFragment = { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string };

export type AgreementDecisionFieldsFragment = { projectId: string, decisionId: string, proposal: { lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, recordedBy: string, recordedAt: string, contentDigest: string }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> };

export type RecordAgreementEventMutationVariables = Exact<{
  input: RecordAgreementEventInput;
}>;


export type RecordAgreementEventMutation = { recordAgreementEvent:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'OutOfOrderError', code: string, message: string }
    | { __typename: 'RecordAgreementEventSuccess', replayed: boolean, eventType: AgreementEventType, revision: number, contentDigest: string, recordedBy: string, recordedAt: string, decision: { projectId: string, decisionId: string, proposal: { lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, recordedBy: string, recordedAt: string, contentDigest: string }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AgreementDecisionQueryVariables = Exact<{
  projectId: string;
  decisionId: string;
  asOf?: string | null | undefined;
}>;


export type AgreementDecisionQuery = { agreementDecision:
    | { __typename: 'AgreementDecision', projectId: string, decisionId: string, proposal: { lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, recordedBy: string, recordedAt: string, contentDigest: string }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type AgreementRatesFieldsFragment = { riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, merges: number, eligibleForPromotion: boolean, promotionBlockedBy: Array<PromotionBlock>, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, postMerge: { clean: number, regression: number, reverted: number, awaitingOutcome: number }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } };

export type AgreementRatesQueryVariables = Exact<{
  projectId: string;
  lane?: string | null | undefined;
  riskTier?: RiskTier | null | undefined;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
  minGuardrailConfidence?: number | null | undefined;
  targetFalsePassUpper?: number | null | undefined;
  bound?: RateBound | null | undefined;
}>;


export type AgreementRatesQuery = { agreementRates:
    | { __typename: 'AgreementRatesReport', projectId: string, asOf: string, settledThrough: string, final: boolean, minSamples: number, minGuardrailConfidence: number | null, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, lanes: Array<{ lane: string, allTiers: { riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, merges: number, eligibleForPromotion: boolean, promotionBlockedBy: Array<PromotionBlock>, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, postMerge: { clean: number, regression: number, reverted: number, awaitingOutcome: number }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, tiers: Array<{ riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, merges: number, eligibleForPromotion: boolean, promotionBlockedBy: Array<PromotionBlock>, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, postMerge: { clean: number, regression: number, reverted: number, awaitingOutcome: number }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }> }> }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AgreementLifetimeFieldsFragment = { kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, firstReviewedAt: string | null, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } };

export type FalsePassSliceFieldsFragment = { kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } };

export type AgreementConfidenceCurveQueryVariables = Exact<{
  projectId: string;
  lane: string;
  riskTier?: RiskTier | null | undefined;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  targetFalsePassUpper: number;
  bound?: RateBound | null | undefined;
}>;


export type AgreementConfidenceCurveQuery = { agreementConfidenceCurve:
    | { __typename: 'AgreementConfidenceCurve', projectId: string, lane: string, riskTier: RiskTier | null, asOf: string, settledThrough: string, final: boolean, targetFalsePassUpper: number, gradedInWindow: number, recommendedCutoff: number | null, evidenceDigest: string, points: Array<{ minGuardrailConfidence: number, kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, lifetime: { kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, firstReviewedAt: string | null, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }>, deterministic: { kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type RecordedAttemptsFragment = { replayed: boolean, attempts: Array<{ id: string, ledgerId: string, capabilityKey: string, outcomeId: string, outcomeDigest: string, recordedAt: string, effort: { inputTokens: number | null, outputTokens: number | null, harnessWallTimeMs: number | null, cost: { micros: number, currency: string } | null } | null, cohort: { id: string, ledgerId: string } }> };

export type RecordAttemptMutationVariables = Exact<{
  input: RecordAttemptInput;
}>;


export type RecordAttemptMutation = { recordAttempt:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ id: string, ledgerId: string, capabilityKey: string, outcomeId: string, outcomeDigest: string, recordedAt: string, effort: { inputTokens: number | null, outputTokens: number | null, harnessWallTimeMs: number | null, cost: { micros: number, currency: string } | null } | null, cohort: { id: string, ledgerId: string } }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type RecordAttemptsMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type RecordAttemptsMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ index: number, outcomeId: string | null, result:
          | { __typename: 'ForbiddenError', code: string, message: string }
          | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ id: string, ledgerId: string, capabilityKey: string, outcomeId: string, outcomeDigest: string, recordedAt: string, effort: { inputTokens: number | null, outputTokens: number | null, harnessWallTimeMs: number | null, cost: { micros: number, currency: string } | null } | null, cohort: { id: string, ledgerId: string } }> }
          | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
         }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AttemptsQueryVariables = Exact<{
  projectId?: string | null | undefined;
  cohortId?: string | number | null | undefined;
  capabilityKey?: string | null | undefined;
  workerRef?: string | null | undefined;
  outcomeCodes?: Array<OutcomeCode> | OutcomeCode | null | undefined;
  stopReasonCodes?: Array<StopReasonCode> | StopReasonCode | null | undefined;
  severity?: Severity | null | undefined;
  verificationMode?: VerificationMode | null | undefined;
  verificationResult?: VerificationResult | null | undefined;
  finishedFrom?: string | null | undefined;
  finishedUntil?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AttemptsQuery = { attempts: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, ledgerId: string, outcomeId: string, capabilityKey: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, verificationMode: VerificationMode, verificationResult: VerificationResult, finishedAt: string, recordedAt: string, cohort: { id: string, ledgerId: string } } }> } };

export type EvidenceBundleFieldsFragment = { envelope: string, keyId: string, issuedAt: string, validUntil: string, rowCount: number, attemptCount: number, evidenceDigests: Array<string>, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } };

export type EvidenceBundleQueryVariables = Exact<{
  cohortId: string | number;
  validUntil: string;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
  consistencyFrom?: Array<number> | number | null | undefined;
}>;


export type EvidenceBundleQuery = { evidenceBundle:
    | { __typename: 'CheckpointPendingError', latestTreeSize: number | null, code: string, message: string }
    | { __typename: 'EvidenceBundle', envelope: string, keyId: string, issuedAt: string, validUntil: string, rowCount: number, attemptCount: number, evidenceDigests: Array<string>, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type WorkerEvidenceBundleQueryVariables = Exact<{
  projectId: string;
  workerRef: string;
  capabilityKey: string;
  validUntil: string;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
  consistencyFrom?: Array<number> | number | null | undefined;
}>;


export type WorkerEvidenceBundleQuery = { workerEvidenceBundle:
    | { __typename: 'CheckpointPendingError', latestTreeSize: number | null, code: string, message: string }
    | { __typename: 'EvidenceBundle', envelope: string, keyId: string, issuedAt: string, validUntil: string, rowCount: number, attemptCount: number, evidenceDigests: Array<string>, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type CohortsQueryVariables = Exact<{
  projectId?: string | null | undefined;
  capabilityKey?: string | null | undefined;
  provider?: string | null | undefined;
  model?: string | null | undefined;
  harnessVersion?: string | null | undefined;
  policyVersion?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CohortsQuery = { cohorts: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, attemptCount: number, createdAt: string } }> } };

type LedgerErrorFields_AddressRefusedError_Fragment = { __typename: 'AddressRefusedError', code: string, message: string };

type LedgerErrorFields_CheckpointPendingError_Fragment = { __typename: 'CheckpointPendingError', code: string, message: string };

type LedgerErrorFields_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string };

type LedgerErrorFields_IdempotencyConflictError_Fragment = { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string };

type LedgerErrorFields_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string };

type LedgerErrorFields_OutOfOrderError_Fragment = { __typename: 'OutOfOrderError', code: string, message: string };

type LedgerErrorFields_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> };

export type LedgerErrorFieldsFragment =
  | LedgerErrorFields_AddressRefusedError_Fragment
  | LedgerErrorFields_CheckpointPendingError_Fragment
  | LedgerErrorFields_ForbiddenError_Fragment
  | LedgerErrorFields_IdempotencyConflictError_Fragment
  | LedgerErrorFields_NotFoundError_Fragment
  | LedgerErrorFields_OutOfOrderError_Fragment
  | LedgerErrorFields_ValidationError_Fragment
;

export type GradedCalibrationFieldsFragment = { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null };

export type GradedSummaryQueryVariables = Exact<{
  cohortId: string | number;
  rubricDigest: string;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type GradedSummaryQuery = { gradedSummary:
    | { __typename: 'GradedSummary', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, attemptsInWindow: number, sampleSize: number, regradedCount: number, notIndependentCount: number, meanChangeAfterRework: number | null, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, reworkRecommendedRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanAgreementRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanAgreement: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number }, criteria: Array<{ criterionId: string, required: boolean, scored: number, reworkPairs: number, meanChangeAfterRework: number | null, distribution: Array<{ level: number, count: number }>, belowThresholdRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }>, graderCalibration: Array<{ graderModel: string, independent: boolean, verdict: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null }, criteria: Array<{ criterionId: string, required: boolean, calibration: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null } }> }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type ReworkRequestFieldsFragment = { ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, gradingDigest: string, criterionIds: Array<string>, feedbackDigests: Array<string>, requestedAt: string, state: ReworkState, open: boolean, closedAt: string | null, ageSeconds: number, assignment: { ledgerId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null };

export type ReworkQueueQueryVariables = Exact<{
  projectId: string;
  state?: ReworkState | null | undefined;
  ownerRef?: string | null | undefined;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReworkQueueQuery = { reworkQueue:
    | { __typename: 'ReworkRequestConnection', edges: Array<{ cursor: string, node: { ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, gradingDigest: string, criterionIds: Array<string>, feedbackDigests: Array<string>, requestedAt: string, state: ReworkState, open: boolean, closedAt: string | null, ageSeconds: number, assignment: { ledgerId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AssignReworkMutationVariables = Exact<{
  input: AssignReworkInput;
}>;


export type AssignReworkMutation = { assignRework:
    | { __typename: 'AssignReworkSuccess', replayed: boolean, request: { ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, gradingDigest: string, criterionIds: Array<string>, feedbackDigests: Array<string>, requestedAt: string, state: ReworkState, open: boolean, closedAt: string | null, ageSeconds: number, assignment: { ledgerId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AttemptRecordedSubscriptionVariables = Exact<{
  projectId: string;
  since?: string | null | undefined;
}>;


export type AttemptRecordedSubscription = { attemptRecorded: { projectId: string, count: number, recordedAt: string, catchUp: boolean } };

export type AdjudicationAppendedSubscriptionVariables = Exact<{
  projectId: string;
  since?: string | null | undefined;
}>;


export type AdjudicationAppendedSubscription = { adjudicationAppended: { projectId: string, count: number, recordedAt: string, catchUp: boolean } };

export type ReliabilityChangedSubscriptionVariables = Exact<{
  cohortId: string | number;
  since?: string | null | undefined;
}>;


export type ReliabilityChangedSubscription = { reliabilityChanged: { cohortId: string, projectId: string, recordedAt: string, catchUp: boolean } };

export type AlertRaisedSubscriptionVariables = Exact<{
  projectId: string;
  since?: string | null | undefined;
}>;


export type AlertRaisedSubscription = { alertRaised: { catchUp: boolean, alert: { ledgerId: string, projectId: string, kind: AlertKind, subject: string, raisedAt: string, transitionAt: string, reportDigest: string, ruleDigest: string, details: string } } };

export type RateFieldsFragment = { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null };

export type EffortPerVerifiedSuccessFieldsFragment = { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number };

export type ReliabilityReportFieldsFragment = { cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } };

export type CohortReliabilityQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type CohortReliabilityQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { id: string, ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string }, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type CohortGateQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
  threshold: number;
}>;


export type CohortGateQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, attemptsToDecision: { rate: ReliabilityRateName, threshold: number, outcome: DecisionOutcome, attempts: number | null }, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type ReliabilityOverviewQueryVariables = Exact<{
  projectId: string;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type ReliabilityOverviewQuery = { reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } } }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type RateComparisonFieldsFragment = { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } };

export type CohortComparisonQueryVariables = Exact<{
  a: string | number;
  b: string | number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type CohortComparisonQuery = { cohortComparison:
    | { __typename: 'CohortComparison', asOf: string, settledThrough: string, final: boolean, a: { cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }, b: { cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }, independentlyVerifiedPassRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, falseSuccessRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, unverifiedCompletionRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, firstAttemptSuccessRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, humanRejectionRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, rollbackRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type PairedComparisonQueryVariables = Exact<{
  cohortId: string | number;
  otherCohortId: string | number;
  margin: number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type PairedComparisonQuery = { pairedComparison:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'PairedComparison', asOf: string, settledThrough: string, final: boolean, state: EvidenceState, margin: number, sharedTasks: number, bothPassed: number, neitherPassed: number, onlyCohortPassed: number, onlyOtherPassed: number, onlyCohortTasks: number, onlyOtherTasks: number, difference: number | null, lower: number | null, upper: number | null, nonInferiority: NonInferiority | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null, anytimeNonInferiority: NonInferiority | null, report: { cohortId: string, state: EvidenceState, sampleSize: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string }, otherReport: { cohortId: string, state: EvidenceState, sampleSize: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type WorkerEvidenceQueryVariables = Exact<{
  projectId: string;
  workerRef: string;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type WorkerEvidenceQuery = { workerEvidence:
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
    | { __typename: 'WorkerEvidenceConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { workerRef: string, cohort: { id: string, ledgerId: string, capabilityKey: string, scopeFingerprint: string, runtimeFingerprint: string, policyFingerprint: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string }, report: { cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } } } }> }
   };

export type RateDecisionFieldsFragment = { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> };

export type ReliabilityExplainQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReliabilityExplainQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, sampleSize: number, explain: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { attemptId: string, attemptLedgerId: string, outcomeId: string, taskRef: string, workerRef: string, attemptNumber: number, outcomeCode: OutcomeCode, finishedAt: string, recordedAt: string, inWindow: boolean, critical: boolean, unresolvedDrift: boolean, firstAttemptSuccessRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, independentlyVerifiedPassRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, unverifiedCompletionRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, repairRetryRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, humanRejectionRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, rollbackRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, policyBlockRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, falseSuccessRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, overrideRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> } } }> } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type RegisterVerifierMutationVariables = Exact<{
  input: RegisterVerifierInput;
}>;


export type RegisterVerifierMutation = { registerVerifier:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'RegisterVerifierSuccess', replayed: boolean, verifier: { ledgerId: string, projectId: string, verifierRef: string, kind: VerificationMode, model: string | null, registeredAt: string, contentDigest: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type WithdrawVerifierTrustMutationVariables = Exact<{
  input: WithdrawVerifierTrustInput;
}>;


export type WithdrawVerifierTrustMutation = { withdrawVerifierTrust:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
    | { __typename: 'WithdrawVerifierTrustSuccess', replayed: boolean, withdrawal: { ledgerId: string, projectId: string, verifierRef: string, verdictsFrom: string | null, verdictsUntil: string | null, reasonDigest: string, withdrawnAt: string, contentDigest: string } }
   };

export type WithdrawalImpactQueryVariables = Exact<{
  withdrawalId: string | number;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type WithdrawalImpactQuery = { withdrawalImpact:
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
    | { __typename: 'WithdrawalImpact', withdrawal: { ledgerId: string, verifierRef: string, withdrawnAt: string }, cohorts: Array<{ cohortId: string, capabilityKey: string, model: string, lowerBoundChange: number | null, before: { asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, after: { asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }> }
   | null };

export type DashboardProjectsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardProjectsQuery = { cohorts: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { projectId: string, capabilityKey: string } }> } };

export type DashboardOverviewQueryVariables = Exact<{
  projectId: string;
  capabilityKey?: string | null | undefined;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardOverviewQuery = { reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, createdAt: string }, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type DashboardRateFragment = { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null };

export type DashboardCohortQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardCohortQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, createdAt: string, fingerprint: string, scopeFingerprint: string, runtimeFingerprint: string, policyFingerprint: string }, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type DashboardEffortFragment = { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number };

export type DashboardRelativeQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardRelativeQuery = { reliability:
    | { __typename: 'ReliabilityReport', state: EvidenceState, sampleSize: number, criticalFailures: { count: number }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type DashboardSeriesQueryVariables = Exact<{
  cohortId: string | number;
  bucket: SeriesBucket;
  from: string;
  to?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardSeriesQuery = { reliabilitySeries:
    | { __typename: 'ReliabilitySeries', bucket: SeriesBucket, from: string, to: string, final: boolean, settledThrough: string, minSamples: number, evidenceDigest: string, points: Array<{ start: string, end: string, state: EvidenceState, sampleSize: number, criticalFailureCount: number, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type DashboardLineageQueryVariables = Exact<{
  cohortId: string | number;
}>;


export type DashboardLineageQuery = { cohortLineage: { relatives: Array<{ differsIn: Array<CohortComponent>, cohort: { ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, createdAt: string } }> } | null };

export type DashboardComparisonQueryVariables = Exact<{
  a: string | number;
  b: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardComparisonQuery = { cohortComparison:
    | { __typename: 'CohortComparison', asOf: string, final: boolean, a: { cohortId: string, state: EvidenceState, sampleSize: number, evidenceDigest: string }, b: { cohortId: string, state: EvidenceState, sampleSize: number, evidenceDigest: string }, independentlyVerifiedPassRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, firstAttemptSuccessRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, unverifiedCompletionRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, repairRetryRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, humanRejectionRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, rollbackRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, policyBlockRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, falseSuccessRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, overrideRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number } }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number } }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number } } }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type DashboardRateComparisonFragment = { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } };

export type DashboardEffortRatioFragment = { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number } };

export type DashboardAttemptQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardAttemptQuery = { attempt: { ledgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, finishedAt: string, recordedAt: string, recordedBy: string } | null };

export type DashboardAgreementQueryVariables = Exact<{
  projectId: string;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardAgreementQuery = { agreementRates:
    | { __typename: 'AgreementRatesReport', asOf: string, settledThrough: string, final: boolean, minSamples: number, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, lanes: Array<{ lane: string, allTiers: { riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, waiveCount: number, merges: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, tiers: Array<{ riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, waiveCount: number, merges: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }> }> }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type DashboardAgreementRowFragment = { riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, waiveCount: number, merges: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } };

export type DashboardSignInQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSignInQuery = { cohorts: { edges: Array<{ node: { id: string } }> } };

export type DashboardProjectLabelsQueryVariables = Exact<{
  projectIds: Array<string> | string;
}>;


export type DashboardProjectLabelsQuery = { projectLabels:
    | { __typename: 'ProjectLabels', labels: Array<{ projectId: string, label: string }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type DashboardGradedAttemptsQueryVariables = Exact<{
  cohortId: string | number;
}>;


export type DashboardGradedAttemptsQuery = { attempts: { edges: Array<{ node: { ledgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, finishedAt: string, recordedAt: string, gradedVerifications: Array<{ ledgerId: string, round: number, gradedPass: boolean, reworkRecommended: boolean, independent: boolean, recordedAt: string, rubric: { digest: string, domain: string, version: string } }> } }> } };

export type DashboardGradedSummaryQueryVariables = Exact<{
  cohortId: string | number;
  rubricDigest: string;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardGradedSummaryQuery = { gradedSummary:
    | { __typename: 'GradedSummary', state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, attemptsInWindow: number, sampleSize: number, regradedCount: number, notIndependentCount: number, meanChangeAfterRework: number | null, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, rubric: { digest: string, domain: string, version: string, threshold: number }, reworkRecommendedRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanAgreementRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanAgreement: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number }, criteria: Array<{ criterionId: string, required: boolean, scored: number, reworkPairs: number, meanChangeAfterRework: number | null, distribution: Array<{ level: number, count: number }>, belowThresholdRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type DashboardAttemptGradingsQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardAttemptGradingsQuery = { attempt: { ledgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, finishedAt: string, recordedAt: string, recordedBy: string, workerRef: string, cohort: { ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, createdAt: string }, gradedVerifications: Array<{ ledgerId: string, round: number, graderRef: string, graderModel: string, actorRef: string, belowThreshold: Array<string>, reworkRecommended: boolean, independent: boolean, gradedPass: boolean, contentDigest: string, recordedAt: string, rubric: { digest: string, domain: string, version: string, threshold: number, criteria: Array<{ id: string, required: boolean }> }, scores: Array<{ criterionId: string, score: number, evidenceDigest: string, feedbackDigest: string }> }> } | null };

export type DashboardAlertsQueryVariables = Exact<{
  projectId: string;
  kind?: AlertKind | null | undefined;
  subject?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardAlertsQuery = { alerts:
    | { __typename: 'AlertConnection', pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { ledgerId: string, kind: AlertKind, subject: string, transitionAt: string, reportDigest: string, details: string, raisedAt: string } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type DashboardAlertCohortQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardAlertCohortQuery = { cohort: { ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AgreementPostMergeOutcomeFieldsFragmentDoc = new TypedDocumentString(`
    fragment AgreementPostMergeOutcomeFields on AgreementPostMergeOutcome {
  revision
  outcomeKey
  outcome
  evidenceDigest
  recordedBy
  recordedAt
  contentDigest
}
    `, {"fragmentName":"AgreementPostMergeOutcomeFields"}) as unknown as TypedDocumentString<AgreementPostMergeOutcomeFieldsFragment, unknown>;
export const AgreementDecisionFieldsFragmentDoc = new TypedDocumentString(`
    fragment AgreementDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    property
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    ...AgreementPostMergeOutcomeFields
  }
  postMergeRevisions {
    ...AgreementPostMergeOutcomeFields
  }
}
    fragment AgreementPostMergeOutcomeFields on AgreementPostMergeOutcome {
  revision
  outcomeKey
  outcome
  evidenceDigest
  recordedBy
  recordedAt
  contentDigest
}`, {"fragmentName":"AgreementDecisionFields"}) as unknown as TypedDocumentString<AgreementDecisionFieldsFragment, unknown>;
export const RateFieldsFragmentDoc = new TypedDocumentString(`
    fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}
    `, {"fragmentName":"RateFields"}) as unknown as TypedDocumentString<RateFieldsFragment, unknown>;
export const AgreementRatesFieldsFragmentDoc = new TypedDocumentString(`
    fragment AgreementRatesFields on AgreementRates {
  riskTier
  state
  sampleSize
  reviewedDecisions
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  falsePassRate {
    ...RateFields
  }
  falseFailRate {
    ...RateFields
  }
  merges
  postMerge {
    clean
    regression
    reverted
    awaitingOutcome
  }
  postMergeRegressionRate {
    ...RateFields
  }
  eligibleForPromotion
  promotionBlockedBy
  evidenceDigest
}
    fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"fragmentName":"AgreementRatesFields"}) as unknown as TypedDocumentString<AgreementRatesFieldsFragment, unknown>;
export const AgreementLifetimeFieldsFragmentDoc = new TypedDocumentString(`
    fragment AgreementLifetimeFields on AgreementLifetime {
  kept
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  firstReviewedAt
  falsePassRate {
    ...RateFields
  }
  evidenceDigest
}
    fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"fragmentName":"AgreementLifetimeFields"}) as unknown as TypedDocumentString<AgreementLifetimeFieldsFragment, unknown>;
export const FalsePassSliceFieldsFragmentDoc = new TypedDocumentString(`
    fragment FalsePassSliceFields on FalsePassSlice {
  kept
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  falsePassRate {
    ...RateFields
  }
  evidenceDigest
}
    fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"fragmentName":"FalsePassSliceFields"}) as unknown as TypedDocumentString<FalsePassSliceFieldsFragment, unknown>;
export const RecordedAttemptsFragmentDoc = new TypedDocumentString(`
    fragment RecordedAttempts on RecordAttemptSuccess {
  replayed
  attempts {
    id
    ledgerId
    capabilityKey
    outcomeId
    outcomeDigest
    recordedAt
    effort {
      inputTokens
      outputTokens
      cost {
        micros
        currency
      }
      harnessWallTimeMs
    }
    cohort {
      id
      ledgerId
    }
  }
}
    `, {"fragmentName":"RecordedAttempts"}) as unknown as TypedDocumentString<RecordedAttemptsFragment, unknown>;
export const EvidenceBundleFieldsFragmentDoc = new TypedDocumentString(`
    fragment EvidenceBundleFields on EvidenceBundle {
  envelope
  keyId
  issuedAt
  validUntil
  rowCount
  attemptCount
  evidenceDigests
  checkpoint {
    treeSize
    rootHash
    issuedAt
    keyId
    envelope
  }
}
    `, {"fragmentName":"EvidenceBundleFields"}) as unknown as TypedDocumentString<EvidenceBundleFieldsFragment, unknown>;
export const LedgerErrorFieldsFragmentDoc = new TypedDocumentString(`
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
    `, {"fragmentName":"LedgerErrorFields"}) as unknown as TypedDocumentString<LedgerErrorFieldsFragment, unknown>;
export const GradedCalibrationFieldsFragmentDoc = new TypedDocumentString(`
    fragment GradedCalibrationFields on GradedCalibration {
  passAccepted
  passRejected
  failAccepted
  failRejected
  total
  rawAgreement
  expectedAgreement
  kappa
}
    `, {"fragmentName":"GradedCalibrationFields"}) as unknown as TypedDocumentString<GradedCalibrationFieldsFragment, unknown>;
export const ReworkRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReworkRequestFields on ReworkRequest {
  ledgerId
  projectId
  attemptId
  capabilityKey
  rubricDigest
  gradingId
  gradingDigest
  criterionIds
  feedbackDigests
  requestedAt
  state
  open
  closedAt
  ageSeconds
  assignment {
    ledgerId
    requestId
    ownerRef
    actorRef
    contentDigest
    assignedAt
  }
}
    `, {"fragmentName":"ReworkRequestFields"}) as unknown as TypedDocumentString<ReworkRequestFieldsFragment, unknown>;
export const EffortPerVerifiedSuccessFieldsFragmentDoc = new TypedDocumentString(`
    fragment EffortPerVerifiedSuccessFields on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
    `, {"fragmentName":"EffortPerVerifiedSuccessFields"}) as unknown as TypedDocumentString<EffortPerVerifiedSuccessFieldsFragment, unknown>;
export const ReliabilityReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReliabilityReportFields on ReliabilityReport {
  cohortId
  asOf
  settledThrough
  final
  state
  minSamples
  sampleSize
  window {
    start
    end
    lastDays
    lastAttempts
  }
  independentlyVerifiedPassRate {
    ...RateFields
  }
  falseSuccessRate {
    ...RateFields
  }
  unverifiedCompletionRate {
    ...RateFields
  }
  firstAttemptSuccessRate {
    ...RateFields
  }
  humanRejectionRate {
    ...RateFields
  }
  rollbackRate {
    ...RateFields
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
  costPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  tokensPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  timePerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  criticalFailures {
    count
    attempts {
      attemptId
      outcomeId
      severity
      finishedAt
      inWindow
      criticalFailureRecorded
    }
  }
  evidenceFreshness {
    lastVerifiedPassAt
    ageSeconds
  }
  unresolvedDriftAttemptIds
  verificationsNotCountedIndependent {
    unregistered
    withdrawn
    notIndependent
  }
  evidenceDigest
  evidenceRowCount
}
    fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}
fragment EffortPerVerifiedSuccessFields on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}`, {"fragmentName":"ReliabilityReportFields"}) as unknown as TypedDocumentString<ReliabilityReportFieldsFragment, unknown>;
export const RateComparisonFieldsFragmentDoc = new TypedDocumentString(`
    fragment RateComparisonFields on RateComparison {
  difference
  lower
  upper
  a {
    ...RateFields
  }
  b {
    ...RateFields
  }
}
    fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"fragmentName":"RateComparisonFields"}) as unknown as TypedDocumentString<RateComparisonFieldsFragment, unknown>;
export const RateDecisionFieldsFragmentDoc = new TypedDocumentString(`
    fragment RateDecisionFields on RateDecision {
  numerator
  denominator
  reasons
}
    `, {"fragmentName":"RateDecisionFields"}) as unknown as TypedDocumentString<RateDecisionFieldsFragment, unknown>;
export const DashboardRateFragmentDoc = new TypedDocumentString(`
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}
    `, {"fragmentName":"DashboardRate"}) as unknown as TypedDocumentString<DashboardRateFragment, unknown>;
export const DashboardRateComparisonFragmentDoc = new TypedDocumentString(`
    fragment DashboardRateComparison on RateComparison {
  difference
  lower
  upper
  a {
    ...DashboardRate
  }
  b {
    ...DashboardRate
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}`, {"fragmentName":"DashboardRateComparison"}) as unknown as TypedDocumentString<DashboardRateComparisonFragment, unknown>;
export const DashboardEffortFragmentDoc = new TypedDocumentString(`
    fragment DashboardEffort on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
    `, {"fragmentName":"DashboardEffort"}) as unknown as TypedDocumentString<DashboardEffortFragment, unknown>;
export const DashboardEffortRatioFragmentDoc = new TypedDocumentString(`
    fragment DashboardEffortRatio on EffortRatio {
  measure
  status
  ratio
  lower
  upper
  currency
  a {
    ...DashboardEffort
  }
}
    fragment DashboardEffort on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}`, {"fragmentName":"DashboardEffortRatio"}) as unknown as TypedDocumentString<DashboardEffortRatioFragment, unknown>;
export const DashboardAgreementRowFragmentDoc = new TypedDocumentString(`
    fragment DashboardAgreementRow on AgreementRates {
  riskTier
  state
  sampleSize
  reviewedDecisions
  waiveCount
  merges
  truePass
  falsePass
  trueFail
  falseFail
  falsePassRate {
    ...DashboardRate
  }
  falseFailRate {
    ...DashboardRate
  }
  postMergeRegressionRate {
    ...DashboardRate
  }
  evidenceDigest
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}`, {"fragmentName":"DashboardAgreementRow"}) as unknown as TypedDocumentString<DashboardAgreementRowFragment, unknown>;
export const AppendAdjudicationDocument = new TypedDocumentString(`
    mutation AppendAdjudication($input: AppendAdjudicationInput!) {
  appendAdjudication(input: $input) {
    __typename
    ... on AppendAdjudicationSuccess {
      replayed
      adjudication {
        id
        ledgerId
        kind
        seq
        recordedAt
        contentDigest
        attempt {
          id
          ledgerId
        }
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:15883c1e27c9208edb0b3da774b8dff3804da4b0cda873caec7ac0391be70971"}) as unknown as TypedDocumentString<AppendAdjudicationMutation, AppendAdjudicationMutationVariables>;
export const AdjudicationsDocument = new TypedDocumentString(`
    query Adjudications($projectId: String, $cohortId: ID, $attemptId: ID, $kinds: [AdjudicationKind!], $verifierRef: String, $recordedFrom: DateTime, $recordedUntil: DateTime, $first: Int, $after: String) {
  adjudications(
    projectId: $projectId
    cohortId: $cohortId
    attemptId: $attemptId
    kinds: $kinds
    verifierRef: $verifierRef
    recordedFrom: $recordedFrom
    recordedUntil: $recordedUntil
    first: $first
    after: $after
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        ledgerId
        kind
        seq
        actorRef
        verificationMode
        verificationResult
        verifierRef
        verifierModel
        recordedAt
        contentDigest
        attempt {
          id
          ledgerId
        }
      }
    }
  }
}
    `, {"hash":"sha256:c7d175af11de9c40c14bf57f50cbde7b7f973450667761fc655e23f0b5fdedaa"}) as unknown as TypedDocumentString<AdjudicationsQuery, AdjudicationsQueryVariables>;
export const RecordAgreementEventDocument = new TypedDocumentString(`
    mutation RecordAgreementEvent($input: RecordAgreementEventInput!) {
  recordAgreementEvent(input: $input) {
    __typename
    ... on RecordAgreementEventSuccess {
      replayed
      eventType
      revision
      contentDigest
      recordedBy
      recordedAt
      decision {
        ...AgreementDecisionFields
      }
    }
    ...LedgerErrorFields
  }
}
    fragment AgreementPostMergeOutcomeFields on AgreementPostMergeOutcome {
  revision
  outcomeKey
  outcome
  evidenceDigest
  recordedBy
  recordedAt
  contentDigest
}
fragment AgreementDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    property
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    ...AgreementPostMergeOutcomeFields
  }
  postMergeRevisions {
    ...AgreementPostMergeOutcomeFields
  }
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:6527c6b726ca8b5155522720cfc7346df17bf1a5a21d227560a367cfb6a0b83d"}) as unknown as TypedDocumentString<RecordAgreementEventMutation, RecordAgreementEventMutationVariables>;
export const AgreementDecisionDocument = new TypedDocumentString(`
    query AgreementDecision($projectId: String!, $decisionId: String!, $asOf: DateTime) {
  agreementDecision(projectId: $projectId, decisionId: $decisionId, asOf: $asOf) {
    __typename
    ... on AgreementDecision {
      ...AgreementDecisionFields
    }
    ...LedgerErrorFields
  }
}
    fragment AgreementPostMergeOutcomeFields on AgreementPostMergeOutcome {
  revision
  outcomeKey
  outcome
  evidenceDigest
  recordedBy
  recordedAt
  contentDigest
}
fragment AgreementDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    property
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    ...AgreementPostMergeOutcomeFields
  }
  postMergeRevisions {
    ...AgreementPostMergeOutcomeFields
  }
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:f554716b8e791a8921ae44509fffe77b6e5a13deee423d9f3426c4d91c64d418"}) as unknown as TypedDocumentString<AgreementDecisionQuery, AgreementDecisionQueryVariables>;
export const AgreementRatesDocument = new TypedDocumentString(`
    query AgreementRates($projectId: String!, $lane: String, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $minGuardrailConfidence: Float, $targetFalsePassUpper: Float, $bound: RateBound) {
  agreementRates(
    projectId: $projectId
    lane: $lane
    riskTier: $riskTier
    window: $window
    asOf: $asOf
    minSamples: $minSamples
    minGuardrailConfidence: $minGuardrailConfidence
    targetFalsePassUpper: $targetFalsePassUpper
    bound: $bound
  ) {
    __typename
    ... on AgreementRatesReport {
      projectId
      asOf
      settledThrough
      final
      minSamples
      minGuardrailConfidence
      window {
        start
        end
        lastDays
        lastAttempts
      }
      lanes {
        lane
        allTiers {
          ...AgreementRatesFields
        }
        tiers {
          ...AgreementRatesFields
        }
      }
    }
    ...LedgerErrorFields
  }
}
    fragment AgreementRatesFields on AgreementRates {
  riskTier
  state
  sampleSize
  reviewedDecisions
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  falsePassRate {
    ...RateFields
  }
  falseFailRate {
    ...RateFields
  }
  merges
  postMerge {
    clean
    regression
    reverted
    awaitingOutcome
  }
  postMergeRegressionRate {
    ...RateFields
  }
  eligibleForPromotion
  promotionBlockedBy
  evidenceDigest
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:cf011e8f7873e9d1d3ceb10669696a59d72b67f1d37a112d23f796ce3b7a0b75"}) as unknown as TypedDocumentString<AgreementRatesQuery, AgreementRatesQueryVariables>;
export const AgreementConfidenceCurveDocument = new TypedDocumentString(`
    query AgreementConfidenceCurve($projectId: String!, $lane: String!, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $targetFalsePassUpper: Float!, $bound: RateBound) {
  agreementConfidenceCurve(
    projectId: $projectId
    lane: $lane
    riskTier: $riskTier
    window: $window
    asOf: $asOf
    targetFalsePassUpper: $targetFalsePassUpper
    bound: $bound
  ) {
    __typename
    ... on AgreementConfidenceCurve {
      projectId
      lane
      riskTier
      asOf
      settledThrough
      final
      targetFalsePassUpper
      gradedInWindow
      points {
        minGuardrailConfidence
        kept
        truePass
        falsePass
        trueFail
        falseFail
        waiveCount
        falsePassRate {
          ...RateFields
        }
        evidenceDigest
        lifetime {
          ...AgreementLifetimeFields
        }
      }
      recommendedCutoff
      deterministic {
        ...FalsePassSliceFields
      }
      evidenceDigest
    }
    ...LedgerErrorFields
  }
}
    fragment AgreementLifetimeFields on AgreementLifetime {
  kept
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  firstReviewedAt
  falsePassRate {
    ...RateFields
  }
  evidenceDigest
}
fragment FalsePassSliceFields on FalsePassSlice {
  kept
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  falsePassRate {
    ...RateFields
  }
  evidenceDigest
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:d237f4532499d8d23eff73ab8968d0e6bea1ffb94e37cfdc6ed56719b563e89b"}) as unknown as TypedDocumentString<AgreementConfidenceCurveQuery, AgreementConfidenceCurveQueryVariables>;
export const RecordAttemptDocument = new TypedDocumentString(`
    mutation RecordAttempt($input: RecordAttemptInput!) {
  recordAttempt(input: $input) {
    __typename
    ...RecordedAttempts
    ...LedgerErrorFields
  }
}
    fragment RecordedAttempts on RecordAttemptSuccess {
  replayed
  attempts {
    id
    ledgerId
    capabilityKey
    outcomeId
    outcomeDigest
    recordedAt
    effort {
      inputTokens
      outputTokens
      cost {
        micros
        currency
      }
      harnessWallTimeMs
    }
    cohort {
      id
      ledgerId
    }
  }
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:65a51705bf34863060efbb345900feab2d6aa174078de13c183a7a8b4d94a194"}) as unknown as TypedDocumentString<RecordAttemptMutation, RecordAttemptMutationVariables>;
export const RecordAttemptsDocument = new TypedDocumentString(`
    mutation RecordAttempts($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
      results {
        index
        outcomeId
        result {
          __typename
          ...RecordedAttempts
          ...LedgerErrorFields
        }
      }
    }
    ...LedgerErrorFields
  }
}
    fragment RecordedAttempts on RecordAttemptSuccess {
  replayed
  attempts {
    id
    ledgerId
    capabilityKey
    outcomeId
    outcomeDigest
    recordedAt
    effort {
      inputTokens
      outputTokens
      cost {
        micros
        currency
      }
      harnessWallTimeMs
    }
    cohort {
      id
      ledgerId
    }
  }
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:4158ca36f9d0c13779fc91feb5282f0b1791237a5bde535314176c89130f7576"}) as unknown as TypedDocumentString<RecordAttemptsMutation, RecordAttemptsMutationVariables>;
export const AttemptsDocument = new TypedDocumentString(`
    query Attempts($projectId: String, $cohortId: ID, $capabilityKey: String, $workerRef: String, $outcomeCodes: [OutcomeCode!], $stopReasonCodes: [StopReasonCode!], $severity: Severity, $verificationMode: VerificationMode, $verificationResult: VerificationResult, $finishedFrom: DateTime, $finishedUntil: DateTime, $first: Int, $after: String) {
  attempts(
    projectId: $projectId
    cohortId: $cohortId
    capabilityKey: $capabilityKey
    workerRef: $workerRef
    outcomeCodes: $outcomeCodes
    stopReasonCodes: $stopReasonCodes
    severity: $severity
    verificationMode: $verificationMode
    verificationResult: $verificationResult
    finishedFrom: $finishedFrom
    finishedUntil: $finishedUntil
    first: $first
    after: $after
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        ledgerId
        outcomeId
        capabilityKey
        workerRef
        outcomeCode
        stopReasonCode
        severity
        verificationMode
        verificationResult
        finishedAt
        recordedAt
        cohort {
          id
          ledgerId
        }
      }
    }
  }
}
    `, {"hash":"sha256:f2c6fedfed378efcccd672a38016d8326707d2f735d679def1d117a2d0f6116f"}) as unknown as TypedDocumentString<AttemptsQuery, AttemptsQueryVariables>;
export const EvidenceBundleDocument = new TypedDocumentString(`
    query EvidenceBundle($cohortId: ID!, $validUntil: DateTime!, $asOf: DateTime, $window: WindowInput, $minSamples: Int, $consistencyFrom: [Int!]) {
  evidenceBundle(
    cohortId: $cohortId
    validUntil: $validUntil
    asOf: $asOf
    window: $window
    minSamples: $minSamples
    consistencyFrom: $consistencyFrom
  ) {
    __typename
    ...EvidenceBundleFields
    ... on CheckpointPendingError {
      latestTreeSize
    }
    ...LedgerErrorFields
  }
}
    fragment EvidenceBundleFields on EvidenceBundle {
  envelope
  keyId
  issuedAt
  validUntil
  rowCount
  attemptCount
  evidenceDigests
  checkpoint {
    treeSize
    rootHash
    issuedAt
    keyId
    envelope
  }
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:f0102b570d4969019a67713ebeb9276f1c70deb879c1928cdae1ea95d30b7ba1"}) as unknown as TypedDocumentString<EvidenceBundleQuery, EvidenceBundleQueryVariables>;
export const WorkerEvidenceBundleDocument = new TypedDocumentString(`
    query WorkerEvidenceBundle($projectId: String!, $workerRef: String!, $capabilityKey: String!, $validUntil: DateTime!, $asOf: DateTime, $window: WindowInput, $minSamples: Int, $consistencyFrom: [Int!]) {
  workerEvidenceBundle(
    projectId: $projectId
    workerRef: $workerRef
    capabilityKey: $capabilityKey
    validUntil: $validUntil
    asOf: $asOf
    window: $window
    minSamples: $minSamples
    consistencyFrom: $consistencyFrom
  ) {
    __typename
    ...EvidenceBundleFields
    ... on CheckpointPendingError {
      latestTreeSize
    }
    ...LedgerErrorFields
  }
}
    fragment EvidenceBundleFields on EvidenceBundle {
  envelope
  keyId
  issuedAt
  validUntil
  rowCount
  attemptCount
  evidenceDigests
  checkpoint {
    treeSize
    rootHash
    issuedAt
    keyId
    envelope
  }
}
fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:8291964b64ae0be9f76a596a31efd3499dc4d47e424964ac8c1d506d1aadf06e"}) as unknown as TypedDocumentString<WorkerEvidenceBundleQuery, WorkerEvidenceBundleQueryVariables>;
export const CohortsDocument = new TypedDocumentString(`
    query Cohorts($projectId: String, $capabilityKey: String, $provider: String, $model: String, $harnessVersion: String, $policyVersion: String, $first: Int, $after: String) {
  cohorts(
    projectId: $projectId
    capabilityKey: $capabilityKey
    provider: $provider
    model: $model
    harnessVersion: $harnessVersion
    policyVersion: $policyVersion
    first: $first
    after: $after
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        ledgerId
        projectId
        capabilityKey
        provider
        model
        runtimeVersion
        harnessVersion
        policyVersion
        attemptCount
        createdAt
      }
    }
  }
}
    `, {"hash":"sha256:7ebb143ad9ba2abde58b51a706e2c65b4efd1a3ed2f5652b6ed75abe080dd978"}) as unknown as TypedDocumentString<CohortsQuery, CohortsQueryVariables>;
export const GradedSummaryDocument = new TypedDocumentString(`
    query GradedSummary($cohortId: ID!, $rubricDigest: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  gradedSummary(
    cohortId: $cohortId
    rubricDigest: $rubricDigest
    window: $window
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on GradedSummary {
      cohortId
      asOf
      settledThrough
      final
      state
      minSamples
      attemptsInWindow
      sampleSize
      regradedCount
      notIndependentCount
      reworkRecommendedRate {
        ...RateFields
      }
      humanAgreementRate {
        ...RateFields
      }
      humanAgreement {
        passAccepted
        passRejected
        failAccepted
        failRejected
      }
      criteria {
        criterionId
        required
        scored
        distribution {
          level
          count
        }
        belowThresholdRate {
          ...RateFields
        }
        reworkPairs
        meanChangeAfterRework
      }
      meanChangeAfterRework
      graderCalibration {
        graderModel
        independent
        verdict {
          ...GradedCalibrationFields
        }
        criteria {
          criterionId
          required
          calibration {
            ...GradedCalibrationFields
          }
        }
      }
      unresolvedDriftAttemptIds
      evidenceDigest
      evidenceRowCount
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment GradedCalibrationFields on GradedCalibration {
  passAccepted
  passRejected
  failAccepted
  failRejected
  total
  rawAgreement
  expectedAgreement
  kappa
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:817014e2747f1f72d1bd3b49d1d5a1665f8e2276fa97f65de8cecc701301bc58"}) as unknown as TypedDocumentString<GradedSummaryQuery, GradedSummaryQueryVariables>;
export const ReworkQueueDocument = new TypedDocumentString(`
    query ReworkQueue($projectId: String!, $state: ReworkState, $ownerRef: String, $capabilityKey: String, $first: Int, $after: String) {
  reworkQueue(
    projectId: $projectId
    state: $state
    ownerRef: $ownerRef
    capabilityKey: $capabilityKey
    first: $first
    after: $after
  ) {
    __typename
    ... on ReworkRequestConnection {
      edges {
        cursor
        node {
          ...ReworkRequestFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment ReworkRequestFields on ReworkRequest {
  ledgerId
  projectId
  attemptId
  capabilityKey
  rubricDigest
  gradingId
  gradingDigest
  criterionIds
  feedbackDigests
  requestedAt
  state
  open
  closedAt
  ageSeconds
  assignment {
    ledgerId
    requestId
    ownerRef
    actorRef
    contentDigest
    assignedAt
  }
}`, {"hash":"sha256:4e6e6aef7c57542d32daa7dc25fa07f58e6c80ac1f56d75c617b587e72f64fc5"}) as unknown as TypedDocumentString<ReworkQueueQuery, ReworkQueueQueryVariables>;
export const AssignReworkDocument = new TypedDocumentString(`
    mutation AssignRework($input: AssignReworkInput!) {
  assignRework(input: $input) {
    __typename
    ... on AssignReworkSuccess {
      replayed
      request {
        ...ReworkRequestFields
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment ReworkRequestFields on ReworkRequest {
  ledgerId
  projectId
  attemptId
  capabilityKey
  rubricDigest
  gradingId
  gradingDigest
  criterionIds
  feedbackDigests
  requestedAt
  state
  open
  closedAt
  ageSeconds
  assignment {
    ledgerId
    requestId
    ownerRef
    actorRef
    contentDigest
    assignedAt
  }
}`, {"hash":"sha256:3552ee2945388d18fd6013590072372aff7a4f0b25d7a98585691f0381b31bb2"}) as unknown as TypedDocumentString<AssignReworkMutation, AssignReworkMutationVariables>;
export const AttemptRecordedDocument = new TypedDocumentString(`
    subscription AttemptRecorded($projectId: String!, $since: DateTime) {
  attemptRecorded(projectId: $projectId, since: $since) {
    projectId
    count
    recordedAt
    catchUp
  }
}
    `, {"hash":"sha256:da66b9bb48bf47358c2cc53cf1d6394af4a8727a3c208b476ecec579e55448b4"}) as unknown as TypedDocumentString<AttemptRecordedSubscription, AttemptRecordedSubscriptionVariables>;
export const AdjudicationAppendedDocument = new TypedDocumentString(`
    subscription AdjudicationAppended($projectId: String!, $since: DateTime) {
  adjudicationAppended(projectId: $projectId, since: $since) {
    projectId
    count
    recordedAt
    catchUp
  }
}
    `, {"hash":"sha256:d3f4a1fd17b8897281af7ca0c147ba7d88a30f15234ee79026fe51055bc32813"}) as unknown as TypedDocumentString<AdjudicationAppendedSubscription, AdjudicationAppendedSubscriptionVariables>;
export const ReliabilityChangedDocument = new TypedDocumentString(`
    subscription ReliabilityChanged($cohortId: ID!, $since: DateTime) {
  reliabilityChanged(cohortId: $cohortId, since: $since) {
    cohortId
    projectId
    recordedAt
    catchUp
  }
}
    `, {"hash":"sha256:09173a8e291836688795c3a916eec9e915e974919013c43dad0a3a519fdac3a1"}) as unknown as TypedDocumentString<ReliabilityChangedSubscription, ReliabilityChangedSubscriptionVariables>;
export const AlertRaisedDocument = new TypedDocumentString(`
    subscription AlertRaised($projectId: String!, $since: DateTime) {
  alertRaised(projectId: $projectId, since: $since) {
    catchUp
    alert {
      ledgerId
      projectId
      kind
      subject
      raisedAt
      transitionAt
      reportDigest
      ruleDigest
      details
    }
  }
}
    `, {"hash":"sha256:d7be02f2af91d9d2096a2a12d8fe4a5c29821e8f4779af0406b0fbbf4475fce2"}) as unknown as TypedDocumentString<AlertRaisedSubscription, AlertRaisedSubscriptionVariables>;
export const CohortReliabilityDocument = new TypedDocumentString(`
    query CohortReliability($cohortId: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {
  reliability(
    cohortId: $cohortId
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      ...ReliabilityReportFields
      cohort {
        id
        ledgerId
        projectId
        capabilityKey
        provider
        model
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}
fragment EffortPerVerifiedSuccessFields on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
fragment ReliabilityReportFields on ReliabilityReport {
  cohortId
  asOf
  settledThrough
  final
  state
  minSamples
  sampleSize
  window {
    start
    end
    lastDays
    lastAttempts
  }
  independentlyVerifiedPassRate {
    ...RateFields
  }
  falseSuccessRate {
    ...RateFields
  }
  unverifiedCompletionRate {
    ...RateFields
  }
  firstAttemptSuccessRate {
    ...RateFields
  }
  humanRejectionRate {
    ...RateFields
  }
  rollbackRate {
    ...RateFields
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
  costPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  tokensPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  timePerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  criticalFailures {
    count
    attempts {
      attemptId
      outcomeId
      severity
      finishedAt
      inWindow
      criticalFailureRecorded
    }
  }
  evidenceFreshness {
    lastVerifiedPassAt
    ageSeconds
  }
  unresolvedDriftAttemptIds
  verificationsNotCountedIndependent {
    unregistered
    withdrawn
    notIndependent
  }
  evidenceDigest
  evidenceRowCount
}`, {"hash":"sha256:84d1aac4647b11e34158fe3818f518291a934ffe3e091a30a1e94e2bf36bb31b"}) as unknown as TypedDocumentString<CohortReliabilityQuery, CohortReliabilityQueryVariables>;
export const CohortGateDocument = new TypedDocumentString(`
    query CohortGate($cohortId: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int, $threshold: Float!) {
  reliability(
    cohortId: $cohortId
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      ...ReliabilityReportFields
      attemptsToDecision(rate: independentlyVerifiedPassRate, threshold: $threshold) {
        rate
        threshold
        outcome
        attempts
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}
fragment EffortPerVerifiedSuccessFields on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
fragment ReliabilityReportFields on ReliabilityReport {
  cohortId
  asOf
  settledThrough
  final
  state
  minSamples
  sampleSize
  window {
    start
    end
    lastDays
    lastAttempts
  }
  independentlyVerifiedPassRate {
    ...RateFields
  }
  falseSuccessRate {
    ...RateFields
  }
  unverifiedCompletionRate {
    ...RateFields
  }
  firstAttemptSuccessRate {
    ...RateFields
  }
  humanRejectionRate {
    ...RateFields
  }
  rollbackRate {
    ...RateFields
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
  costPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  tokensPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  timePerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  criticalFailures {
    count
    attempts {
      attemptId
      outcomeId
      severity
      finishedAt
      inWindow
      criticalFailureRecorded
    }
  }
  evidenceFreshness {
    lastVerifiedPassAt
    ageSeconds
  }
  unresolvedDriftAttemptIds
  verificationsNotCountedIndependent {
    unregistered
    withdrawn
    notIndependent
  }
  evidenceDigest
  evidenceRowCount
}`, {"hash":"sha256:8df298627e6fe42aefeeb2dc86546ebf79742a4d131b20f295cba4fe2648cb00"}) as unknown as TypedDocumentString<CohortGateQuery, CohortGateQueryVariables>;
export const ReliabilityOverviewDocument = new TypedDocumentString(`
    query ReliabilityOverview($projectId: String!, $capabilityKey: String, $first: Int, $after: String, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {
  reliabilityOverview(
    projectId: $projectId
    capabilityKey: $capabilityKey
    first: $first
    after: $after
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityOverviewConnection {
      asOf
      settledThrough
      final
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...ReliabilityReportFields
        }
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}
fragment EffortPerVerifiedSuccessFields on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
fragment ReliabilityReportFields on ReliabilityReport {
  cohortId
  asOf
  settledThrough
  final
  state
  minSamples
  sampleSize
  window {
    start
    end
    lastDays
    lastAttempts
  }
  independentlyVerifiedPassRate {
    ...RateFields
  }
  falseSuccessRate {
    ...RateFields
  }
  unverifiedCompletionRate {
    ...RateFields
  }
  firstAttemptSuccessRate {
    ...RateFields
  }
  humanRejectionRate {
    ...RateFields
  }
  rollbackRate {
    ...RateFields
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
  costPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  tokensPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  timePerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  criticalFailures {
    count
    attempts {
      attemptId
      outcomeId
      severity
      finishedAt
      inWindow
      criticalFailureRecorded
    }
  }
  evidenceFreshness {
    lastVerifiedPassAt
    ageSeconds
  }
  unresolvedDriftAttemptIds
  verificationsNotCountedIndependent {
    unregistered
    withdrawn
    notIndependent
  }
  evidenceDigest
  evidenceRowCount
}`, {"hash":"sha256:24ff1764ae78cca76e16ace4ffc9534476a85f1703d639abd8432bbf686c1806"}) as unknown as TypedDocumentString<ReliabilityOverviewQuery, ReliabilityOverviewQueryVariables>;
export const CohortComparisonDocument = new TypedDocumentString(`
    query CohortComparison($a: ID!, $b: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {
  cohortComparison(
    a: $a
    b: $b
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on CohortComparison {
      asOf
      settledThrough
      final
      a {
        ...ReliabilityReportFields
      }
      b {
        ...ReliabilityReportFields
      }
      independentlyVerifiedPassRate {
        ...RateComparisonFields
      }
      falseSuccessRate {
        ...RateComparisonFields
      }
      unverifiedCompletionRate {
        ...RateComparisonFields
      }
      firstAttemptSuccessRate {
        ...RateComparisonFields
      }
      humanRejectionRate {
        ...RateComparisonFields
      }
      rollbackRate {
        ...RateComparisonFields
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}
fragment EffortPerVerifiedSuccessFields on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
fragment ReliabilityReportFields on ReliabilityReport {
  cohortId
  asOf
  settledThrough
  final
  state
  minSamples
  sampleSize
  window {
    start
    end
    lastDays
    lastAttempts
  }
  independentlyVerifiedPassRate {
    ...RateFields
  }
  falseSuccessRate {
    ...RateFields
  }
  unverifiedCompletionRate {
    ...RateFields
  }
  firstAttemptSuccessRate {
    ...RateFields
  }
  humanRejectionRate {
    ...RateFields
  }
  rollbackRate {
    ...RateFields
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
  costPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  tokensPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  timePerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  criticalFailures {
    count
    attempts {
      attemptId
      outcomeId
      severity
      finishedAt
      inWindow
      criticalFailureRecorded
    }
  }
  evidenceFreshness {
    lastVerifiedPassAt
    ageSeconds
  }
  unresolvedDriftAttemptIds
  verificationsNotCountedIndependent {
    unregistered
    withdrawn
    notIndependent
  }
  evidenceDigest
  evidenceRowCount
}
fragment RateComparisonFields on RateComparison {
  difference
  lower
  upper
  a {
    ...RateFields
  }
  b {
    ...RateFields
  }
}`, {"hash":"sha256:ce3eaab540b08f867095af9fc839e597e12ce7a1b2db341b8edaa074039f061c"}) as unknown as TypedDocumentString<CohortComparisonQuery, CohortComparisonQueryVariables>;
export const PairedComparisonDocument = new TypedDocumentString(`
    query PairedComparison($cohortId: ID!, $otherCohortId: ID!, $margin: Float!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {
  pairedComparison(
    cohortId: $cohortId
    otherCohortId: $otherCohortId
    margin: $margin
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on PairedComparison {
      asOf
      settledThrough
      final
      state
      margin
      sharedTasks
      bothPassed
      neitherPassed
      onlyCohortPassed
      onlyOtherPassed
      onlyCohortTasks
      onlyOtherTasks
      difference
      lower
      upper
      nonInferiority
      anytimeLowerBound
      anytimeUpperBound
      anytimeNonInferiority
      report {
        cohortId
        state
        sampleSize
        unresolvedDriftAttemptIds
        evidenceDigest
      }
      otherReport {
        cohortId
        state
        sampleSize
        unresolvedDriftAttemptIds
        evidenceDigest
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:adc4e51d81c1e1f90806ac5effd83ac338b6c717cf515281ec2790300a67224c"}) as unknown as TypedDocumentString<PairedComparisonQuery, PairedComparisonQueryVariables>;
export const WorkerEvidenceDocument = new TypedDocumentString(`
    query WorkerEvidence($projectId: String!, $workerRef: String!, $capabilityKey: String, $first: Int, $after: String, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {
  workerEvidence(
    projectId: $projectId
    workerRef: $workerRef
    capabilityKey: $capabilityKey
    first: $first
    after: $after
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on WorkerEvidenceConnection {
      asOf
      settledThrough
      final
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          workerRef
          cohort {
            id
            ledgerId
            capabilityKey
            scopeFingerprint
            runtimeFingerprint
            policyFingerprint
            provider
            model
            runtimeVersion
            harnessVersion
            policyVersion
          }
          report {
            ...ReliabilityReportFields
          }
        }
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}
fragment EffortPerVerifiedSuccessFields on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
fragment ReliabilityReportFields on ReliabilityReport {
  cohortId
  asOf
  settledThrough
  final
  state
  minSamples
  sampleSize
  window {
    start
    end
    lastDays
    lastAttempts
  }
  independentlyVerifiedPassRate {
    ...RateFields
  }
  falseSuccessRate {
    ...RateFields
  }
  unverifiedCompletionRate {
    ...RateFields
  }
  firstAttemptSuccessRate {
    ...RateFields
  }
  humanRejectionRate {
    ...RateFields
  }
  rollbackRate {
    ...RateFields
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
  costPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  tokensPerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  timePerVerifiedSuccess {
    ...EffortPerVerifiedSuccessFields
  }
  criticalFailures {
    count
    attempts {
      attemptId
      outcomeId
      severity
      finishedAt
      inWindow
      criticalFailureRecorded
    }
  }
  evidenceFreshness {
    lastVerifiedPassAt
    ageSeconds
  }
  unresolvedDriftAttemptIds
  verificationsNotCountedIndependent {
    unregistered
    withdrawn
    notIndependent
  }
  evidenceDigest
  evidenceRowCount
}`, {"hash":"sha256:28d5e87fec36f4698046267c69483770f589ecdfa3e10534c1f5303d3aac2869"}) as unknown as TypedDocumentString<WorkerEvidenceQuery, WorkerEvidenceQueryVariables>;
export const ReliabilityExplainDocument = new TypedDocumentString(`
    query ReliabilityExplain($cohortId: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int, $first: Int, $after: String) {
  reliability(
    cohortId: $cohortId
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      cohortId
      asOf
      settledThrough
      final
      state
      sampleSize
      explain(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            attemptId
            attemptLedgerId
            outcomeId
            taskRef
            workerRef
            attemptNumber
            outcomeCode
            finishedAt
            recordedAt
            inWindow
            critical
            unresolvedDrift
            firstAttemptSuccessRate {
              ...RateDecisionFields
            }
            independentlyVerifiedPassRate {
              ...RateDecisionFields
            }
            unverifiedCompletionRate {
              ...RateDecisionFields
            }
            repairRetryRate {
              ...RateDecisionFields
            }
            humanRejectionRate {
              ...RateDecisionFields
            }
            rollbackRate {
              ...RateDecisionFields
            }
            policyBlockRate {
              ...RateDecisionFields
            }
            falseSuccessRate {
              ...RateDecisionFields
            }
            overrideRate {
              ...RateDecisionFields
            }
          }
        }
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateDecisionFields on RateDecision {
  numerator
  denominator
  reasons
}`, {"hash":"sha256:47e8f2a4426abe0d38919020650a739c660bd642f1e89e30269c82b0a4e33965"}) as unknown as TypedDocumentString<ReliabilityExplainQuery, ReliabilityExplainQueryVariables>;
export const RegisterVerifierDocument = new TypedDocumentString(`
    mutation RegisterVerifier($input: RegisterVerifierInput!) {
  registerVerifier(input: $input) {
    __typename
    ... on RegisterVerifierSuccess {
      replayed
      verifier {
        ledgerId
        projectId
        verifierRef
        kind
        model
        registeredAt
        contentDigest
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:4f5a4185c9361f52b69b421e65b252a5f4cca9eeba0bcf17c5ac502e1af1f399"}) as unknown as TypedDocumentString<RegisterVerifierMutation, RegisterVerifierMutationVariables>;
export const WithdrawVerifierTrustDocument = new TypedDocumentString(`
    mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {
  withdrawVerifierTrust(input: $input) {
    __typename
    ... on WithdrawVerifierTrustSuccess {
      replayed
      withdrawal {
        ledgerId
        projectId
        verifierRef
        verdictsFrom
        verdictsUntil
        reasonDigest
        withdrawnAt
        contentDigest
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}`, {"hash":"sha256:18267a2680428caac0670a3789420f7e4a811a0e73204005611845b85c509954"}) as unknown as TypedDocumentString<WithdrawVerifierTrustMutation, WithdrawVerifierTrustMutationVariables>;
export const WithdrawalImpactDocument = new TypedDocumentString(`
    query WithdrawalImpact($withdrawalId: ID!, $window: WindowInput, $minSamples: Int) {
  withdrawalImpact(
    withdrawalId: $withdrawalId
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on WithdrawalImpact {
      withdrawal {
        ledgerId
        verifierRef
        withdrawnAt
      }
      cohorts {
        cohortId
        capabilityKey
        model
        lowerBoundChange
        before {
          asOf
          state
          evidenceDigest
          independentlyVerifiedPassRate {
            ...RateFields
          }
        }
        after {
          asOf
          state
          evidenceDigest
          independentlyVerifiedPassRate {
            ...RateFields
          }
        }
      }
    }
    ...LedgerErrorFields
  }
}
    fragment LedgerErrorFields on Error {
  __typename
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on IdempotencyConflictError {
    idempotencyKey
    existingDigest
    submittedDigest
  }
}
fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  designEffect
  taskCount
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:6dde449ecd87f375ac123734becc1c81fcee6ac375d05fe85f4be3ff58eacaea"}) as unknown as TypedDocumentString<WithdrawalImpactQuery, WithdrawalImpactQueryVariables>;
export const DashboardProjectsDocument = new TypedDocumentString(`
    query DashboardProjects($after: String) {
  cohorts(first: 100, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        projectId
        capabilityKey
      }
    }
  }
}
    `, {"hash":"sha256:ddad422a072c767e01933370b89adde09e16131e38cc27f3113cb0833a5e1eb4"}) as unknown as TypedDocumentString<DashboardProjectsQuery, DashboardProjectsQueryVariables>;
export const DashboardOverviewDocument = new TypedDocumentString(`
    query DashboardOverview($projectId: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $after: String, $first: Int) {
  reliabilityOverview(
    projectId: $projectId
    capabilityKey: $capabilityKey
    window: $window
    asOf: $asOf
    minSamples: $minSamples
    after: $after
    first: $first
  ) {
    __typename
    ... on ReliabilityOverviewConnection {
      asOf
      settledThrough
      final
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          cohort {
            ledgerId
            projectId
            capabilityKey
            provider
            model
            runtimeVersion
            harnessVersion
            policyVersion
            createdAt
          }
          cohortId
          state
          asOf
          settledThrough
          final
          minSamples
          sampleSize
          window {
            lastDays
            lastAttempts
            start
            end
          }
          oldestFinishedAt
          newestFinishedAt
          consecutiveVerifiedPasses
          evidenceFreshness {
            lastVerifiedPassAt
            ageSeconds
          }
          criticalFailures {
            count
            attempts {
              attemptId
              attemptLedgerId
              outcomeId
              attemptNumber
              outcomeCode
              stopReasonCode
              severity
              criticalFailureRecorded
              finishedAt
              inWindow
            }
          }
          unresolvedDriftAttemptIds
          verificationsNotCountedIndependent {
            unregistered
            withdrawn
            notIndependent
          }
          evidenceDigest
          evidenceRowCount
          independentlyVerifiedPassRate {
            ...DashboardRate
          }
        }
      }
    }
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:09d13db1379ac5519043f735ed6e6b50120f9d112cd869f1d76ee1d399a0b3c5"}) as unknown as TypedDocumentString<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const DashboardCohortDocument = new TypedDocumentString(`
    query DashboardCohort($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  reliability(
    cohortId: $cohortId
    window: $window
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      cohort {
        ledgerId
        projectId
        capabilityKey
        provider
        model
        runtimeVersion
        harnessVersion
        policyVersion
        createdAt
        fingerprint
        scopeFingerprint
        runtimeFingerprint
        policyFingerprint
      }
      cohortId
      state
      asOf
      settledThrough
      final
      minSamples
      sampleSize
      window {
        lastDays
        lastAttempts
        start
        end
      }
      oldestFinishedAt
      newestFinishedAt
      consecutiveVerifiedPasses
      evidenceFreshness {
        lastVerifiedPassAt
        ageSeconds
      }
      criticalFailures {
        count
        attempts {
          attemptId
          attemptLedgerId
          outcomeId
          attemptNumber
          outcomeCode
          stopReasonCode
          severity
          criticalFailureRecorded
          finishedAt
          inWindow
        }
      }
      unresolvedDriftAttemptIds
      verificationsNotCountedIndependent {
        unregistered
        withdrawn
        notIndependent
      }
      evidenceDigest
      evidenceRowCount
      independentlyVerifiedPassRate {
        ...DashboardRate
      }
      firstAttemptSuccessRate {
        ...DashboardRate
      }
      unverifiedCompletionRate {
        ...DashboardRate
      }
      repairRetryRate {
        ...DashboardRate
      }
      humanRejectionRate {
        ...DashboardRate
      }
      rollbackRate {
        ...DashboardRate
      }
      policyBlockRate {
        ...DashboardRate
      }
      falseSuccessRate {
        ...DashboardRate
      }
      overrideRate {
        ...DashboardRate
      }
      costPerVerifiedSuccess {
        ...DashboardEffort
      }
      tokensPerVerifiedSuccess {
        ...DashboardEffort
      }
      timePerVerifiedSuccess {
        ...DashboardEffort
      }
    }
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}
fragment DashboardEffort on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}`, {"hash":"sha256:c09f9eaf24018abdbb70e9c84d1f7e695b87bf116d76fde66b15c95e36829883"}) as unknown as TypedDocumentString<DashboardCohortQuery, DashboardCohortQueryVariables>;
export const DashboardRelativeDocument = new TypedDocumentString(`
    query DashboardRelative($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  reliability(
    cohortId: $cohortId
    window: $window
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      state
      sampleSize
      criticalFailures {
        count
      }
      independentlyVerifiedPassRate {
        ...DashboardRate
      }
    }
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:3fc890da539bba26fa32466d68004392ba92d322a1722040331313d8accf21f0"}) as unknown as TypedDocumentString<DashboardRelativeQuery, DashboardRelativeQueryVariables>;
export const DashboardSeriesDocument = new TypedDocumentString(`
    query DashboardSeries($cohortId: ID!, $bucket: SeriesBucket!, $from: DateTime!, $to: DateTime, $minSamples: Int) {
  reliabilitySeries(
    cohortId: $cohortId
    bucket: $bucket
    from: $from
    to: $to
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilitySeries {
      bucket
      from
      to
      final
      settledThrough
      minSamples
      evidenceDigest
      points {
        start
        end
        state
        sampleSize
        criticalFailureCount
        independentlyVerifiedPassRate {
          ...DashboardRate
        }
        firstAttemptSuccessRate {
          ...DashboardRate
        }
        unverifiedCompletionRate {
          ...DashboardRate
        }
        repairRetryRate {
          ...DashboardRate
        }
        humanRejectionRate {
          ...DashboardRate
        }
        rollbackRate {
          ...DashboardRate
        }
        policyBlockRate {
          ...DashboardRate
        }
        falseSuccessRate {
          ...DashboardRate
        }
        overrideRate {
          ...DashboardRate
        }
      }
    }
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:62703893a14d4fa1645bad9e64103b5d4491e4d4df569d2742e08d58cba2ffdd"}) as unknown as TypedDocumentString<DashboardSeriesQuery, DashboardSeriesQueryVariables>;
export const DashboardLineageDocument = new TypedDocumentString(`
    query DashboardLineage($cohortId: ID!) {
  cohortLineage(cohortId: $cohortId) {
    relatives {
      differsIn
      cohort {
        ledgerId
        projectId
        capabilityKey
        provider
        model
        runtimeVersion
        harnessVersion
        policyVersion
        createdAt
      }
    }
  }
}
    `, {"hash":"sha256:f473164b2fffbf10dba213b90d117fd4476775ec035c823024c9089e52d856f3"}) as unknown as TypedDocumentString<DashboardLineageQuery, DashboardLineageQueryVariables>;
export const DashboardComparisonDocument = new TypedDocumentString(`
    query DashboardComparison($a: ID!, $b: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  cohortComparison(
    a: $a
    b: $b
    window: $window
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on CohortComparison {
      asOf
      final
      a {
        cohortId
        state
        sampleSize
        evidenceDigest
      }
      b {
        cohortId
        state
        sampleSize
        evidenceDigest
      }
      independentlyVerifiedPassRate {
        ...DashboardRateComparison
      }
      firstAttemptSuccessRate {
        ...DashboardRateComparison
      }
      unverifiedCompletionRate {
        ...DashboardRateComparison
      }
      repairRetryRate {
        ...DashboardRateComparison
      }
      humanRejectionRate {
        ...DashboardRateComparison
      }
      rollbackRate {
        ...DashboardRateComparison
      }
      policyBlockRate {
        ...DashboardRateComparison
      }
      falseSuccessRate {
        ...DashboardRateComparison
      }
      overrideRate {
        ...DashboardRateComparison
      }
      costPerVerifiedSuccess {
        ...DashboardEffortRatio
      }
      tokensPerVerifiedSuccess {
        ...DashboardEffortRatio
      }
      timePerVerifiedSuccess {
        ...DashboardEffortRatio
      }
    }
    ... on Error {
      message
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}
fragment DashboardEffort on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
fragment DashboardRateComparison on RateComparison {
  difference
  lower
  upper
  a {
    ...DashboardRate
  }
  b {
    ...DashboardRate
  }
}
fragment DashboardEffortRatio on EffortRatio {
  measure
  status
  ratio
  lower
  upper
  currency
  a {
    ...DashboardEffort
  }
}`, {"hash":"sha256:9e5dabeb54df6a2fddf72fdea4f7ff30a5b05cecd374fd1e6195d119721061cd"}) as unknown as TypedDocumentString<DashboardComparisonQuery, DashboardComparisonQueryVariables>;
export const DashboardAttemptDocument = new TypedDocumentString(`
    query DashboardAttempt($id: ID!) {
  attempt(id: $id) {
    ledgerId
    outcomeId
    attemptNumber
    outcomeCode
    finishedAt
    recordedAt
    recordedBy
  }
}
    `, {"hash":"sha256:e8e9d735fbd810d3ef12f2b59b9a561cbc1097ab6215826a41cdb2d44a553ef3"}) as unknown as TypedDocumentString<DashboardAttemptQuery, DashboardAttemptQueryVariables>;
export const DashboardAgreementDocument = new TypedDocumentString(`
    query DashboardAgreement($projectId: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  agreementRates(
    projectId: $projectId
    window: $window
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on AgreementRatesReport {
      asOf
      settledThrough
      final
      minSamples
      window {
        lastDays
        lastAttempts
        start
        end
      }
      lanes {
        lane
        allTiers {
          ...DashboardAgreementRow
        }
        tiers {
          ...DashboardAgreementRow
        }
      }
    }
    ... on Error {
      message
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}
fragment DashboardAgreementRow on AgreementRates {
  riskTier
  state
  sampleSize
  reviewedDecisions
  waiveCount
  merges
  truePass
  falsePass
  trueFail
  falseFail
  falsePassRate {
    ...DashboardRate
  }
  falseFailRate {
    ...DashboardRate
  }
  postMergeRegressionRate {
    ...DashboardRate
  }
  evidenceDigest
}`, {"hash":"sha256:a3d98b9a503d85bb37139818b72ee6bf801bd0a824ede8c32dc2abd7468397be"}) as unknown as TypedDocumentString<DashboardAgreementQuery, DashboardAgreementQueryVariables>;
export const DashboardSignInDocument = new TypedDocumentString(`
    query DashboardSignIn {
  cohorts(first: 1) {
    edges {
      node {
        id
      }
    }
  }
}
    `, {"hash":"sha256:c82db6e4f683a49a4c14bfcd532eaee58d02eabd95abaf0b4d307928413d35a8"}) as unknown as TypedDocumentString<DashboardSignInQuery, DashboardSignInQueryVariables>;
export const DashboardProjectLabelsDocument = new TypedDocumentString(`
    query DashboardProjectLabels($projectIds: [String!]!) {
  projectLabels(projectIds: $projectIds) {
    __typename
    ... on ProjectLabels {
      labels {
        projectId
        label
      }
    }
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    `, {"hash":"sha256:72943c45605f9bbe8ddc17758772e98f975c91654862ee5240eb12256589bd21"}) as unknown as TypedDocumentString<DashboardProjectLabelsQuery, DashboardProjectLabelsQueryVariables>;
export const DashboardGradedAttemptsDocument = new TypedDocumentString(`
    query DashboardGradedAttempts($cohortId: ID!) {
  attempts(cohortId: $cohortId, first: 100) {
    edges {
      node {
        ledgerId
        outcomeId
        attemptNumber
        outcomeCode
        finishedAt
        recordedAt
        gradedVerifications {
          ledgerId
          round
          gradedPass
          reworkRecommended
          independent
          recordedAt
          rubric {
            digest
            domain
            version
          }
        }
      }
    }
  }
}
    `, {"hash":"sha256:2e4ed2ccfcfe5676d59e2555990bb087bb4f38df33299ca1ed5e1e1ba26a0736"}) as unknown as TypedDocumentString<DashboardGradedAttemptsQuery, DashboardGradedAttemptsQueryVariables>;
export const DashboardGradedSummaryDocument = new TypedDocumentString(`
    query DashboardGradedSummary($cohortId: ID!, $rubricDigest: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  gradedSummary(
    cohortId: $cohortId
    rubricDigest: $rubricDigest
    window: $window
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on GradedSummary {
      state
      asOf
      settledThrough
      final
      minSamples
      attemptsInWindow
      sampleSize
      regradedCount
      notIndependentCount
      rubric {
        digest
        domain
        version
        threshold
      }
      reworkRecommendedRate {
        ...DashboardRate
      }
      humanAgreementRate {
        ...DashboardRate
      }
      humanAgreement {
        passAccepted
        passRejected
        failAccepted
        failRejected
      }
      meanChangeAfterRework
      criteria {
        criterionId
        required
        scored
        distribution {
          level
          count
        }
        belowThresholdRate {
          ...DashboardRate
        }
        reworkPairs
        meanChangeAfterRework
      }
      unresolvedDriftAttemptIds
      evidenceDigest
      evidenceRowCount
    }
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
  clusteredLowerBound
  clusteredUpperBound
  effectiveSampleSize
  anytimeLowerBound
  anytimeUpperBound
}`, {"hash":"sha256:7383e9344711a31e01bddc6af3a29716154ee63d6f6f311d5c88251c2330a5db"}) as unknown as TypedDocumentString<DashboardGradedSummaryQuery, DashboardGradedSummaryQueryVariables>;
export const DashboardAttemptGradingsDocument = new TypedDocumentString(`
    query DashboardAttemptGradings($id: ID!) {
  attempt(id: $id) {
    ledgerId
    outcomeId
    attemptNumber
    outcomeCode
    stopReasonCode
    finishedAt
    recordedAt
    recordedBy
    workerRef
    cohort {
      ledgerId
      projectId
      capabilityKey
      provider
      model
      runtimeVersion
      harnessVersion
      policyVersion
      createdAt
    }
    gradedVerifications {
      ledgerId
      round
      graderRef
      graderModel
      actorRef
      belowThreshold
      reworkRecommended
      independent
      gradedPass
      contentDigest
      recordedAt
      rubric {
        digest
        domain
        version
        threshold
        criteria {
          id
          required
        }
      }
      scores {
        criterionId
        score
        evidenceDigest
        feedbackDigest
      }
    }
  }
}
    `, {"hash":"sha256:a295d9c86e2e069d59f2ff48614ccdd86799435ff396f86dffcaeb90c922f531"}) as unknown as TypedDocumentString<DashboardAttemptGradingsQuery, DashboardAttemptGradingsQueryVariables>;
export const DashboardAlertsDocument = new TypedDocumentString(`
    query DashboardAlerts($projectId: String!, $kind: AlertKind, $subject: String, $first: Int, $after: String) {
  alerts(
    projectId: $projectId
    kind: $kind
    subject: $subject
    first: $first
    after: $after
  ) {
    __typename
    ... on AlertConnection {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ledgerId
          kind
          subject
          transitionAt
          reportDigest
          details
          raisedAt
        }
      }
    }
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    `, {"hash":"sha256:22dde069065279ee1ce82bf1e3cad79d980de8e6837cb669153d8f3258e6807f"}) as unknown as TypedDocumentString<DashboardAlertsQuery, DashboardAlertsQueryVariables>;
export const DashboardAlertCohortDocument = new TypedDocumentString(`
    query DashboardAlertCohort($id: ID!) {
  cohort(id: $id) {
    ledgerId
    projectId
    capabilityKey
    provider
    model
    runtimeVersion
    harnessVersion
    policyVersion
  }
}
    `, {"hash":"sha256:87e699b4fff53cf300ba1a721c7679dd7717ad770624f5c3bf379a7caff34e6a"}) as unknown as TypedDocumentString<DashboardAlertCohortQuery, DashboardAlertCohortQueryVariables>;