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

/** A rule: its kind, optional filters and the parameters of that kind only (docs/alerts.md lists which). */
export type CreateAlertRuleInput = {
  /** LOWER_BOUND_BELOW: which lower bound it reads; BURN_RATE: the observed failure rate (FIXED_SAMPLE) or its anytime-valid upper bound (ANYTIME). Default FIXED_SAMPLE (not stored when not given). */
  bound?: LowerBound | null | undefined;
  /** BURN_RATE: both windows must burn the error budget at least this many times its even pace. */
  burnRateFactor?: number | null | undefined;
  /** Only cohorts of this capability. */
  capabilityKey?: string | null | undefined;
  kind: AlertKind;
  /** FALSE_PASS_ABOVE: only this lane (default: every lane). */
  lane?: string | null | undefined;
  /** BURN_RATE. */
  longWindowMinutes?: number | null | undefined;
  /** Default 20. */
  minSamples?: number | null | undefined;
  /** Only cohorts of this model (VERIFIER_WITHDRAWN: verifiers of this model). */
  model?: string | null | undefined;
  /** BURN_RATE: the objective's period; default 30. */
  periodDays?: number | null | undefined;
  projectId: string;
  /** LOWER_BOUND_BELOW, BURN_RATE. */
  rate?: ReliabilityRateName | null | undefined;
  /** FALSE_PASS_ABOVE: only this tier (default: all tiers together). */
  riskTier?: RiskTier | null | undefined;
  /** BURN_RATE; shorter than the long window. */
  shortWindowMinutes?: number | null | undefined;
  /** BURN_RATE: the objective, a target rate (0 < target < 1). */
  target?: number | null | undefined;
  /** LOWER_BOUND_BELOW (0 < t ≤ 1), FALSE_PASS_ABOVE (0 ≤ t < 1). */
  threshold?: number | null | undefined;
  /** STATE_CHANGED, CRITICAL_FAILURE, LOWER_BOUND_BELOW, FALSE_PASS_ABOVE; default { lastDays: 30 }. */
  window?: WindowInput | null | undefined;
};

export type CreateWebhookEndpointInput = {
  /** The alert kinds delivered to it (at least one). */
  kinds: Array<AlertKind>;
  projectId: string;
  /** http or https, in normal form, without user, password or fragment; its host must resolve to public addresses. */
  url: string;
};

export type CriterionScoreInput = {
  criterionId: string;
  evidenceDigest: string;
  /** Digest of the feedback, stored first with storeAnnotation in the attempt's project. */
  feedbackDigest: string;
  /** 1..4. */
  score: number;
};

/** What more attempts at the observed rate would decide against a threshold (docs/specification.md §6, "Attempts to decision"). ABOVE: after `attempts` more (0: already) anytimeLowerBound is at or above the threshold. BELOW: after `attempts` more (0: already) anytimeUpperBound is below it. NOT_AT_THIS_RATE: the observed rate equals the threshold, so no number of attempts at it decides. NOT_WITHIN_LIMIT: not within 100000 more attempts. NO_EVIDENCE: the rate's denominator is 0. SUPPRESSED: the report is EVIDENCE_DRIFT, so no value of it may be read. */
export type DecisionOutcome =
  | 'ABOVE'
  | 'BELOW'
  | 'NOT_AT_THIS_RATE'
  | 'NOT_WITHIN_LIMIT'
  | 'NO_EVIDENCE'
  | 'SUPPRESSED';

export type DesignationAction =
  | 'DESIGNATE'
  | 'WITHDRAW';

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

/** A ledger table whose rows are leaves of the transparency log. */
export type LedgerTable =
  | 'ADJUDICATION'
  | 'AGREEMENT_EVENT'
  | 'ALERT'
  | 'ALERT_RULE'
  | 'ALERT_RULE_RETIREMENT'
  | 'ANNOTATION'
  | 'ANNOTATION_REDACTION'
  | 'API_TOKEN'
  | 'ATTEMPT'
  | 'COHORT'
  | 'GRADED_VERIFICATION'
  | 'PROJECT_LABEL'
  | 'PROPERTY_DESIGNATION'
  | 'REWORK_ASSIGNMENT'
  | 'REWORK_REQUEST'
  | 'RUBRIC'
  | 'RULE_VERSION_ACTIVATION'
  | 'TOKEN_REVOCATION'
  | 'VERIFIER'
  | 'VERIFIER_WITHDRAWAL'
  | 'WEBHOOK_ENDPOINT'
  | 'WEBHOOK_ENDPOINT_RETIREMENT';

/** Which bound of a rate a rule reads. LOWER_BOUND_BELOW: FIXED_SAMPLE, the 95% Wilson `lower` (valid for one look); ANYTIME, `anytimeLowerBound` (valid however often it is re-read; docs/specification.md §6, "Anytime-valid bounds"). BURN_RATE: FIXED_SAMPLE, the burn of the observed failure rate; ANYTIME, the burn of its anytime-valid upper bound, 1 − anytimeLowerBound (docs/specification.md §12). */
export type LowerBound =
  | 'ANYTIME'
  | 'FIXED_SAMPLE';

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

/** Identify the attempt by attemptId, or by projectId + outcomeId + capabilityKey. (attempt, rubric, round) is the idempotency key. */
export type RecordGradedVerificationInput = {
  /** Global id or ledger UUID of the attempt. */
  attemptId?: string | number | null | undefined;
  capabilityKey?: string | null | undefined;
  /** The grader's model; equal to the attempt's runtime model it is marked independent: false. */
  graderModel: string;
  /** Who graded; never the attempt's worker or recorder. */
  graderRef: string;
  outcomeId?: string | null | undefined;
  projectId?: string | null | undefined;
  /** 0 = the first grading; 1 = the single re-grade, only after a round 0 that recommended rework. */
  round: number;
  rubricDigest: string;
  /** One per criterion; every required criterion exactly once; at most 16. */
  scores: Array<CriterionScoreInput>;
};

export type RedeliverWebhookInput = {
  deliveryId: string;
  projectId: string;
};

export type RegisterRubricInput = {
  criteria: Array<RubricCriterionInput>;
  /** The kind of work the rubric grades, e.g. rag-answer. */
  domain: string;
  /** 1..4, default 3. */
  threshold?: number | null | undefined;
  /** Version label; one content per (domain, version). */
  version: string;
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

export type RetireAlertRuleInput = {
  projectId: string;
  ruleDigest: string;
};

export type RetireWebhookEndpointInput = {
  endpointId: string;
  projectId: string;
};

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

export type RubricCriterionInput = {
  id: string;
  /** Exactly levels 1..4. */
  levels: Array<RubricLevelInput>;
  /** Default true. */
  required?: boolean | null | undefined;
};

export type RubricLevelInput = {
  /** Digest of what this level means, stored first with storeAnnotation in project 00000000-0000-0000-0000-000000000000. */
  descriptorDigest: string;
  /** 1..4, in order. */
  level: number;
  /** Digest of how to raise the score from this level (stored like descriptorDigest); required for levels 1..3, absent for 4. */
  raiseDigest?: string | null | undefined;
};

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

export type SetProjectLabelInput = {
  /** A reference; the same key with the same label is a replay, with another label a conflict. */
  idempotencyKey: string;
  /** A label: ^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$, credential-screened. */
  label: string;
  projectId: string;
};

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

export type WebhookAttemptOutcome =
  | 'DEAD_LETTERED'
  | 'DELIVERED'
  | 'FAILED'
  | 'REDELIVERY_REQUESTED';

export type WebhookDeliveryStatus =
  | 'DEAD_LETTERED'
  | 'DELIVERED'
  | 'PENDING'
  | 'RETRYING';

export type WebhookFailure =
  | 'ADDRESS_REFUSED'
  | 'CONNECTION'
  | 'ENDPOINT_RETIRED'
  | 'HTTP_STATUS'
  | 'TIMEOUT';

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

/** An enum describing what kind of type a given `__Type` is. */
export type __TypeKind =
  /** Indicates this type is a scalar. */
  | 'SCALAR'
  /** Indicates this type is an object. `fields` and `interfaces` are valid fields. */
  | 'OBJECT'
  /** Indicates this type is an interface. `fields`, `interfaces`, and `possibleTypes` are valid fields. */
  | 'INTERFACE'
  /** Indicates this type is a union. `possibleTypes` is a valid field. */
  | 'UNION'
  /** Indicates this type is an enum. `enumValues` is a valid field. */
  | 'ENUM'
  /** Indicates this type is an input object. `inputFields` is a valid field. */
  | 'INPUT_OBJECT'
  /** Indicates this type is a list. `ofType` is a valid field. */
  | 'LIST'
  /** Indicates this type is a non-null. `ofType` is a valid field. */
  | 'NON_NULL';

export type DashboardOverviewQueryVariables = Exact<{
  projectId: string;
  asOf?: string | null | undefined;
}>;


export type DashboardOverviewQuery = { reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', asOf: string, edges: Array<{ node: { state: EvidenceState, sampleSize: number, minSamples: number, consecutiveVerifiedPasses: number, evidenceDigest: string, cohort: { ledgerId: string }, criticalFailures: { count: number }, independentlyVerifiedPassRate: { value: number | null, lower: number | null, upper: number | null } } }> }
    | { __typename: 'ValidationError' }
   };

export type DashboardCohortLineageQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardCohortLineageQuery = { cohortLineage: { cohort: { createdAt: string, ledgerId: string }, relatives: Array<{ cohort: { createdAt: string, ledgerId: string } }> } | null };

export type DashboardTrendWindowQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
}>;


export type DashboardTrendWindowQuery = { reliability:
    | { __typename: 'ReliabilityReport', window: { start: string | null } }
    | { __typename: 'ValidationError' }
   | null };

export type DashboardTrendSeriesQueryVariables = Exact<{
  id: string | number;
  from: string;
  to?: string | null | undefined;
}>;


export type DashboardTrendSeriesQuery = { reliabilitySeries:
    | { __typename: 'ReliabilitySeries', points: Array<{ start: string, independentlyVerifiedPassRate: { value: number | null } }> }
    | { __typename: 'ValidationError' }
   | null };

export type DashboardGradedSummaryQueryVariables = Exact<{
  id: string | number;
  rubric: string;
  asOf?: string | null | undefined;
}>;


export type DashboardGradedSummaryQuery = { gradedSummary:
    | { __typename: 'GradedSummary', state: EvidenceState, sampleSize: number, minSamples: number, attemptsInWindow: number, regradedCount: number, notIndependentCount: number, meanChangeAfterRework: number | null, reworkRecommendedRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanAgreementRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanAgreement: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number }, criteria: Array<{ criterionId: string, scored: number, reworkPairs: number, meanChangeAfterRework: number | null, distribution: Array<{ level: number, count: number }>, belowThresholdRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }> }
    | { __typename: 'ValidationError' }
   | null };

export type DashboardAttemptGradingsQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardAttemptGradingsQuery = { attempt: { gradedVerifications: Array<{ ledgerId: string, round: number, graderModel: string, gradedPass: boolean, reworkRecommended: boolean, belowThreshold: Array<string>, scores: Array<{ criterionId: string, score: number }> }> } | null };

export type DashboardPredecessorComparisonQueryVariables = Exact<{
  a: string | number;
  b: string | number;
  asOf?: string | null | undefined;
}>;


export type DashboardPredecessorComparisonQuery = { cohortComparison:
    | { __typename: 'CohortComparison', a: { state: EvidenceState }, b: { state: EvidenceState }, independentlyVerifiedPassRate: { difference: number | null }, falseSuccessRate: { difference: number | null }, overrideRate: { difference: number | null } }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type DashboardCostPlotQueryVariables = Exact<{
  a: string | number;
  b: string | number;
  asOf?: string | null | undefined;
}>;


export type DashboardCostPlotQuery = { reliability:
    | { __typename: 'ReliabilityReport', state: EvidenceState, independentlyVerifiedPassRate: { value: number | null, lower: number | null, upper: number | null }, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, verifiedPasses: number, attempts: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, verifiedPasses: number, attempts: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, verifiedPasses: number, attempts: number } }
    | { __typename: 'ValidationError' }
   | null, cohortComparison:
    | { __typename: 'CohortComparison', independentlyVerifiedPassRate: { a: { value: number | null } }, costPerVerifiedSuccess: { status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, a: { estimate: number | null } }, tokensPerVerifiedSuccess: { ratio: number | null }, timePerVerifiedSuccess: { ratio: number | null } }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type DashboardEffortFigureFragment = { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, verifiedPasses: number, attempts: number };

export type DashboardAlertSubjectQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardAlertSubjectQuery = { cohort: { capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string } | null };

export type DashboardAlertReportDigestQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
}>;


export type DashboardAlertReportDigestQuery = { reliability:
    | { __typename: 'ReliabilityReport', evidenceDigest: string }
    | { __typename: 'ValidationError' }
   | null };

export type DashboardAgreementRatesQueryVariables = Exact<{
  p: string;
  asOf?: string | null | undefined;
}>;


export type DashboardAgreementRatesQuery = { agreementRates:
    | { __typename: 'AgreementRatesReport', lanes: Array<{ lane: string, allTiers: { waiveCount: number, falsePassRate: { value: number | null } }, tiers: Array<{ riskTier: RiskTier | null, waiveCount: number }> }> }
    | { __typename: 'ForbiddenError' }
    | { __typename: 'ValidationError' }
   };

export type AccessSchemaShapeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessSchemaShapeQuery = { __schema: { queryType: { name: string | null }, mutationType: { name: string | null } | null, types: Array<{ name: string | null, kind: __TypeKind, interfaces: Array<{ name: string | null }> | null, possibleTypes: Array<{ name: string | null }> | null, fields: Array<{ name: string, type: { kind: __TypeKind, name: string | null, ofType: { kind: __TypeKind, name: string | null, ofType: { kind: __TypeKind, name: string | null, ofType: { kind: __TypeKind, name: string | null, ofType: { kind: __TypeKind, name: string | null } | null } | null } | null } | null } }> | null }> } };

export type AppendAdjudicationMutationVariables = Exact<{
  input: AppendAdjudicationInput;
}>;


export type AppendAdjudicationMutation = { appendAdjudication:
    | { __typename: 'AppendAdjudicationSuccess', replayed: boolean, adjudication: { id: string, ledgerId: string, seq: number, kind: AdjudicationKind, actorRef: string, contentDigest: string, recordedAt: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AttemptAdjudicationsQueryVariables = Exact<{
  id: string | number;
}>;


export type AttemptAdjudicationsQuery = { attempt: { ledgerId: string, adjudications: { totalCount: number, edges: Array<{ node: { seq: number, kind: AdjudicationKind, actorRef: string, idempotencyKey: string, evidenceDigests: Array<string> } }> } } | null };

export type AgreementsDecisionFieldsFragment = { projectId: string, decisionId: string, proposal: { prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ checkKey: string, result: GuardrailCheckResult }> }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> };

export type AgreementsRecordEventMutationVariables = Exact<{
  input: RecordAgreementEventInput;
}>;


export type AgreementsRecordEventMutation = { recordAgreementEvent:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'OutOfOrderError', message: string }
    | { __typename: 'RecordAgreementEventSuccess', replayed: boolean, eventType: AgreementEventType, revision: number, contentDigest: string, recordedBy: string, recordedAt: string, decision: { projectId: string, decisionId: string, proposal: { prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ checkKey: string, result: GuardrailCheckResult }> }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AgreementsDecisionQueryVariables = Exact<{
  projectId: string;
  decisionId: string;
  asOf?: string | null | undefined;
}>;


export type AgreementsDecisionQuery = { agreementDecision:
    | { __typename: 'AgreementDecision', projectId: string, decisionId: string, proposal: { prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ checkKey: string, result: GuardrailCheckResult }> }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type AgreementsRatesRowFragment = { riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, merges: number, eligibleForPromotion: boolean, promotionBlockedBy: Array<PromotionBlock>, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMerge: { clean: number, regression: number, reverted: number, awaitingOutcome: number }, lifetime: { firstReviewedAt: string | null, kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } };

export type AgreementsRatesQueryVariables = Exact<{
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


export type AgreementsRatesQuery = { agreementRates:
    | { __typename: 'AgreementRatesReport', projectId: string, asOf: string, settledThrough: string, final: boolean, minSamples: number, minGuardrailConfidence: number | null, targetFalsePassUpper: number | null, bound: RateBound, window: { lastDays: number | null, lastAttempts: number | null }, lanes: Array<{ lane: string, allTiers: { riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, merges: number, eligibleForPromotion: boolean, promotionBlockedBy: Array<PromotionBlock>, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMerge: { clean: number, regression: number, reverted: number, awaitingOutcome: number }, lifetime: { firstReviewedAt: string | null, kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }, tiers: Array<{ riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, merges: number, eligibleForPromotion: boolean, promotionBlockedBy: Array<PromotionBlock>, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseFailRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMergeRegressionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMerge: { clean: number, regression: number, reverted: number, awaitingOutcome: number }, lifetime: { firstReviewedAt: string | null, kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }> }> }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AgreementsConfidenceCurveQueryVariables = Exact<{
  projectId: string;
  lane: string;
  riskTier?: RiskTier | null | undefined;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  targetFalsePassUpper: number;
  bound?: RateBound | null | undefined;
}>;


export type AgreementsConfidenceCurveQuery = { agreementConfidenceCurve:
    | { __typename: 'AgreementConfidenceCurve', projectId: string, lane: string, riskTier: RiskTier | null, asOf: string, settledThrough: string, final: boolean, targetFalsePassUpper: number, gradedInWindow: number, bound: RateBound, recommendedCutoff: number | null, evidenceDigest: string, window: { lastDays: number | null, lastAttempts: number | null }, points: Array<{ minGuardrailConfidence: number, kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, lifetime: { firstReviewedAt: string | null, kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } } }>, deterministic: { kept: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, waiveCount: number, evidenceDigest: string, falsePassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AlertRuleFieldsFragment = { digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { lastDays: number | null, lastAttempts: number | null } | null };

export type CreateAlertRuleMutationVariables = Exact<{
  input: CreateAlertRuleInput;
}>;


export type CreateAlertRuleMutation = { createAlertRule:
    | { __typename: 'CreateAlertRuleSuccess', replayed: boolean, rule: { digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { lastDays: number | null, lastAttempts: number | null } | null } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type RetireAlertRuleMutationVariables = Exact<{
  input: RetireAlertRuleInput;
}>;


export type RetireAlertRuleMutation = { retireAlertRule:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RetireAlertRuleSuccess', replayed: boolean, rule: { digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { lastDays: number | null, lastAttempts: number | null } | null } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AlertRulesQueryVariables = Exact<{
  projectId: string;
  includeRetired?: boolean | null | undefined;
}>;


export type AlertRulesQuery = { alertRules:
    | { __typename: 'AlertRulesSuccess', data: Array<{ digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { lastDays: number | null, lastAttempts: number | null } | null }> }
    | { __typename: 'ValidationError', issues: Array<{ path: string, message: string }> }
   };

export type AlertNodeFieldsFragment = { ledgerId: string, projectId: string, ruleDigest: string, kind: AlertKind, subject: string, transitionAt: string, reportDigest: string, details: string, raisedAt: string };

export type AlertsQueryVariables = Exact<{
  projectId: string;
  kind?: AlertKind | null | undefined;
  ruleDigest?: string | null | undefined;
  subject?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AlertsQuery = { alerts:
    | { __typename: 'AlertConnection', edges: Array<{ cursor: string, node: { ledgerId: string, projectId: string, ruleDigest: string, kind: AlertKind, subject: string, transitionAt: string, reportDigest: string, details: string, raisedAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }
    | { __typename: 'ValidationError', issues: Array<{ path: string, message: string }> }
   };

export type ReworkQueueQueryVariables = Exact<{
  projectId: string;
  state?: ReworkState | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReworkQueueQuery = { reworkQueue:
    | { __typename: 'ReworkRequestConnection', edges: Array<{ node: { ledgerId: string, projectId: string, attemptId: string, rubricDigest: string, gradingId: string, gradingDigest: string, criterionIds: Array<string>, feedbackDigests: Array<string>, requestedAt: string, state: ReworkState, open: boolean, closedAt: string | null, ageSeconds: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }
    | { __typename: 'ValidationError', issues: Array<{ path: string, message: string }> }
   };

export type ServiceRecordManyMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type ServiceRecordManyMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean }
          | { __typename: 'ValidationError' }
         }> }
    | { __typename: 'ValidationError' }
   };

export type RegisterRubricMutationVariables = Exact<{
  input: RegisterRubricInput;
}>;


export type RegisterRubricMutation = { registerRubric:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'RegisterRubricSuccess', replayed: boolean, rubric: { digest: string, domain: string, version: string, threshold: number, registeredBy: string, criteria: Array<{ id: string, required: boolean, levels: Array<{ level: number, descriptorDigest: string, descriptor: string | null, raiseDigest: string | null, howToRaise: string | null }> }> } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, message: string }> }
   };

export type RecordGradedVerificationMutationVariables = Exact<{
  input: RecordGradedVerificationInput;
}>;


export type RecordGradedVerificationMutation = { recordGradedVerification:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'OutOfOrderError', message: string, code: string }
    | { __typename: 'RecordGradedVerificationSuccess', replayed: boolean, gradedVerification: { ledgerId: string, attemptId: string, rubricDigest: string, round: number, graderRef: string, graderModel: string, actorRef: string, belowThreshold: Array<string>, reworkRecommended: boolean, independent: boolean, gradedPass: boolean, contentDigest: string, recordedAt: string, scores: Array<{ criterionId: string, score: number, evidenceDigest: string, feedbackDigest: string }> } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, message: string }> }
   };

export type AttemptGradingsQueryVariables = Exact<{
  id: string | number;
}>;


export type AttemptGradingsQuery = { attempt: { ledgerId: string, gradedVerifications: Array<{ round: number, graderRef: string, graderModel: string, belowThreshold: Array<string>, reworkRecommended: boolean, independent: boolean, gradedPass: boolean, scores: Array<{ criterionId: string, score: number }>, rubric: { digest: string, version: string } }> } | null };

export type GradedSummaryQueryVariables = Exact<{
  cohortId: string | number;
  rubricDigest: string;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type GradedSummaryQuery = { gradedSummary:
    | { __typename: 'GradedSummary', state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, attemptsInWindow: number, sampleSize: number, regradedCount: number, notIndependentCount: number, meanChangeAfterRework: number | null, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { lastDays: number | null, lastAttempts: number | null }, reworkRecommendedRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanAgreementRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanAgreement: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number }, criteria: Array<{ criterionId: string, required: boolean, scored: number, reworkPairs: number, meanChangeAfterRework: number | null, distribution: Array<{ level: number, count: number }>, belowThresholdRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }>, graderCalibration: Array<{ graderModel: string, independent: boolean, verdict: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null }, criteria: Array<{ criterionId: string, required: boolean, calibration: { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null } }> }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type GradedCalibrationFieldsFragment = { passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null };

export type StoreAnnotationMutationVariables = Exact<{
  p: string;
  t: string;
}>;


export type StoreAnnotationMutation = { storeAnnotation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'StoreAnnotationSuccess', annotation: { digest: string } }
    | { __typename: 'ValidationError', message: string }
   };

export type RecordAttemptMutationVariables = Exact<{
  input: RecordAttemptInput;
}>;


export type RecordAttemptMutation = { recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ id: string, ledgerId: string, capabilityKey: string, multiplicity: number, attemptGroupId: string, outcomeDigest: string, contentDigest: string, recordedAt: string, recordedBy: string, cohort: { id: string, ledgerId: string, fingerprint: string } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type SetProjectLabelMutationVariables = Exact<{
  input: SetProjectLabelInput;
}>;


export type SetProjectLabelMutation = { setProjectLabel:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'SetProjectLabelSuccess', replayed: boolean, projectLabel: { ledgerId: string, projectId: string, seq: number, label: string, idempotencyKey: string, actorRef: string, createdAt: string, contentDigest: string } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, message: string }> }
   };

export type ProjectLabelsQueryVariables = Exact<{
  projectIds: Array<string> | string;
}>;


export type ProjectLabelsQuery = { projectLabels:
    | { __typename: 'ProjectLabels', labels: Array<{ ledgerId: string, projectId: string, seq: number, label: string, actorRef: string, createdAt: string, contentDigest: string }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type RatePartsFragment = { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null };

export type ReliabilityReportFieldsFragment = { cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } };

export type ReliabilityQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type ReliabilityQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type OverviewQueryVariables = Exact<{
  projectId: string;
  capabilityKey?: string | null | undefined;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OverviewQuery = { reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { ledgerId: string, capabilityKey: string, model: string }, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type SeriesQueryVariables = Exact<{
  cohortId: string | number;
  bucket: SeriesBucket;
  from: string;
  to?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type SeriesQuery = { reliabilitySeries:
    | { __typename: 'ReliabilitySeries', cohortId: string, bucket: SeriesBucket, from: string, to: string, settledThrough: string, final: boolean, minSamples: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, points: Array<{ start: string, end: string, state: EvidenceState, sampleSize: number, criticalFailureCount: number, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type WorkerEvidenceQueryVariables = Exact<{
  projectId: string;
  workerRef: string;
  capabilityKey?: string | null | undefined;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WorkerEvidenceQuery = { workerEvidence:
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
    | { __typename: 'WorkerEvidenceConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { workerRef: string, cohort: { ledgerId: string, capabilityKey: string, scopeFingerprint: string, runtimeFingerprint: string, policyFingerprint: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string }, report: { cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } } } }> }
   };

export type TransparencyServedCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type TransparencyServedCheckpointQuery = { checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } | null };

export type TransparencyEveryTableAnnotationMutationVariables = Exact<{
  p: string;
}>;


export type TransparencyEveryTableAnnotationMutation = { storeAnnotation:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'StoreAnnotationSuccess', annotation: { digest: string } }
    | { __typename: 'ValidationError' }
   };

export type TransparencyEveryTableAssignReworkMutationVariables = Exact<{
  i: AssignReworkInput;
}>;


export type TransparencyEveryTableAssignReworkMutation = { assignRework:
    | { __typename: 'AssignReworkSuccess' }
    | { __typename: 'ForbiddenError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type RegisterVerifierMutationVariables = Exact<{
  input: RegisterVerifierInput;
}>;


export type RegisterVerifierMutation = { registerVerifier:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'RegisterVerifierSuccess', replayed: boolean, verifier: { ledgerId: string, projectId: string, verifierRef: string, kind: VerificationMode, model: string | null, actorRef: string, registeredAt: string, contentDigest: string } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type WithdrawVerifierTrustMutationVariables = Exact<{
  input: WithdrawVerifierTrustInput;
}>;


export type WithdrawVerifierTrustMutation = { withdrawVerifierTrust:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
    | { __typename: 'WithdrawVerifierTrustSuccess', replayed: boolean, withdrawal: { ledgerId: string, projectId: string, verifierRef: string, verdictsFrom: string | null, verdictsUntil: string | null, reasonDigest: string, actorRef: string, withdrawnAt: string, contentDigest: string } }
   };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint:
    | { __typename: 'AddressRefusedError', message: string, code: string }
    | { __typename: 'CreateWebhookEndpointSuccess', secret: string | null, replayed: boolean, endpoint: { ledgerId: string, url: string, kinds: Array<AlertKind>, retiredAt: string | null } }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   };

export type RetireWebhookEndpointMutationVariables = Exact<{
  input: RetireWebhookEndpointInput;
}>;


export type RetireWebhookEndpointMutation = { retireWebhookEndpoint:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'RetireWebhookEndpointSuccess', replayed: boolean, endpoint: { ledgerId: string, retiredAt: string | null } }
    | { __typename: 'ValidationError', message: string, code: string }
   };

export type WebhookEndpointsQueryVariables = Exact<{
  projectId: string;
}>;


export type WebhookEndpointsQuery = { webhookEndpoints:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
    | { __typename: 'WebhookEndpointsSuccess', data: Array<{ ledgerId: string, url: string, kinds: Array<AlertKind>, actorRef: string, retiredAt: string | null }> }
   };

export type WebhookDeliveriesQueryVariables = Exact<{
  projectId: string;
  status?: WebhookDeliveryStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
    | { __typename: 'WebhookDeliveryConnection', edges: Array<{ cursor: string, node: { ledgerId: string, endpointId: string, alertId: string, sequence: string, status: WebhookDeliveryStatus, attempts: Array<{ attempt: number, outcome: WebhookAttemptOutcome, failure: WebhookFailure | null, httpStatus: number | null, actorRef: string | null, attemptedAt: string }> } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } }
   };

export type RedeliverWebhookMutationVariables = Exact<{
  input: RedeliverWebhookInput;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'RedeliverWebhookSuccess', requested: boolean, delivery: { ledgerId: string, status: WebhookDeliveryStatus, attempts: Array<{ attempt: number, outcome: WebhookAttemptOutcome, actorRef: string | null }> } }
    | { __typename: 'ValidationError', message: string, code: string }
   };

export type AccessFixtureNoteMutationVariables = Exact<{
  p: string;
  t: string;
}>;


export type AccessFixtureNoteMutation = { storeAnnotation:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'StoreAnnotationSuccess', annotation: { digest: string } }
    | { __typename: 'ValidationError' }
   };

export type AccessCohortsQueryVariables = Exact<{
  p?: string | null | undefined;
}>;


export type AccessCohortsQuery = { cohorts: { edges: Array<{ node: { id: string } }> } };

export type AccessCohortQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessCohortQuery = { cohort: { id: string } | null };

export type AccessAttemptsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessAttemptsQuery = { attempts: { edges: Array<{ node: { id: string } }> } };

export type AccessAdjudicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessAdjudicationsQuery = { adjudications: { edges: Array<{ node: { id: string, kind: AdjudicationKind } }> } };

export type AccessAttemptQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessAttemptQuery = { attempt: { id: string } | null };

export type AccessCohortLineageQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessCohortLineageQuery = { cohortLineage: { cohort: { id: string } } | null };

export type AccessReliabilityQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessReliabilityQuery = { reliability:
    | { __typename: 'ReliabilityReport' }
    | { __typename: 'ValidationError' }
   | null };

export type AccessReliabilityOverviewQueryVariables = Exact<{
  p: string;
}>;


export type AccessReliabilityOverviewQuery = { reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', edges: Array<{ node: { cohortId: string } }> }
    | { __typename: 'ValidationError' }
   };

export type AccessWorkerEvidenceQueryVariables = Exact<{
  p: string;
}>;


export type AccessWorkerEvidenceQuery = { workerEvidence:
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkerEvidenceConnection', edges: Array<{ node: { cohort: { id: string }, report: { cohortId: string } } }> }
   };

export type AccessReliabilitySeriesQueryVariables = Exact<{
  id: string | number;
  from: string;
}>;


export type AccessReliabilitySeriesQuery = { reliabilitySeries:
    | { __typename: 'ReliabilitySeries' }
    | { __typename: 'ValidationError' }
   | null };

export type AccessCohortComparisonQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessCohortComparisonQuery = { cohortComparison:
    | { __typename: 'CohortComparison' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type AccessPairedComparisonQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessPairedComparisonQuery = { pairedComparison:
    | { __typename: 'NotFoundError' }
    | { __typename: 'PairedComparison' }
    | { __typename: 'ValidationError' }
   };

export type AccessNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type AccessScopeFingerprintQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessScopeFingerprintQuery = { scopeFingerprint:
    | { __typename: 'ScopeFingerprintPreview' }
    | { __typename: 'ValidationError' }
   };

export type AccessRecordAttemptsMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type AccessRecordAttemptsMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess', results: Array<{ result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess' }
          | { __typename: 'ValidationError' }
         }> }
    | { __typename: 'ValidationError' }
   };

export type AccessStoreAnnotationMutationVariables = Exact<{
  p: string;
  t: string;
}>;


export type AccessStoreAnnotationMutation = { storeAnnotation:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'StoreAnnotationSuccess' }
    | { __typename: 'ValidationError' }
   };

export type AccessAnnotationQueryVariables = Exact<{
  p: string;
  d: string;
}>;


export type AccessAnnotationQuery = { annotation: { digest: string } | null };

export type AccessRedactAnnotationMutationVariables = Exact<{
  p: string;
  d: string;
}>;


export type AccessRedactAnnotationMutation = { redactAnnotation:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RedactAnnotationSuccess' }
    | { __typename: 'ValidationError' }
   };

export type AccessRubricsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessRubricsQuery = { rubrics: { edges: Array<{ node: { digest: string } }> } };

export type AccessRubricQueryVariables = Exact<{
  d: string;
}>;


export type AccessRubricQuery = { rubric: { digest: string, criteria: Array<{ id: string }> } | null };

export type AccessWithdrawalImpactQueryVariables = Exact<{
  id: string | number;
}>;


export type AccessWithdrawalImpactQuery = { withdrawalImpact:
    | { __typename: 'ValidationError' }
    | { __typename: 'WithdrawalImpact', cohorts: Array<{ cohortId: string }> }
   | null };

export type AccessTransparencyKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTransparencyKeyQuery = { transparencyKey: { keyId: string } | null };

export type AccessCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessCheckpointQuery = { checkpoint: { treeSize: number, rootHash: string } | null };

export type AccessWitnessesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessWitnessesQuery = { witnesses: Array<{ name: string }> };

export type AccessAddCosignatureMutationVariables = Exact<{
  s: number;
}>;


export type AccessAddCosignatureMutation = { addCosignature:
    | { __typename: 'Cosignature' }
    | { __typename: 'ValidationError' }
   };

export type AccessConsistencyProofQueryVariables = Exact<{
  s: number;
}>;


export type AccessConsistencyProofQuery = { consistencyProof: { proof: Array<string> } | null };

export type AccessInclusionProofQueryVariables = Exact<{
  k: string;
}>;


export type AccessInclusionProofQuery = { inclusionProof: { leafIndex: number } | null };

export type AccessEvidenceBundleQueryVariables = Exact<{
  id: string | number;
  v: string;
}>;


export type AccessEvidenceBundleQuery = { evidenceBundle:
    | { __typename: 'CheckpointPendingError' }
    | { __typename: 'EvidenceBundle' }
    | { __typename: 'ValidationError' }
   | null };

export type AccessWorkerEvidenceBundleQueryVariables = Exact<{
  p: string;
  v: string;
}>;


export type AccessWorkerEvidenceBundleQuery = { workerEvidenceBundle:
    | { __typename: 'CheckpointPendingError' }
    | { __typename: 'EvidenceBundle' }
    | { __typename: 'ValidationError' }
   | null };

export type AccessCreateAlertRuleMutationVariables = Exact<{
  i: CreateAlertRuleInput;
}>;


export type AccessCreateAlertRuleMutation = { createAlertRule:
    | { __typename: 'CreateAlertRuleSuccess' }
    | { __typename: 'ForbiddenError' }
    | { __typename: 'ValidationError' }
   };

export type AccessRetireAlertRuleMutationVariables = Exact<{
  i: RetireAlertRuleInput;
}>;


export type AccessRetireAlertRuleMutation = { retireAlertRule:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RetireAlertRuleSuccess' }
    | { __typename: 'ValidationError' }
   };

export type AccessAlertRulesQueryVariables = Exact<{
  p: string;
}>;


export type AccessAlertRulesQuery = { alertRules:
    | { __typename: 'AlertRulesSuccess', data: Array<{ digest: string, projectId: string }> }
    | { __typename: 'ValidationError' }
   };

export type AccessAlertsQueryVariables = Exact<{
  p: string;
}>;


export type AccessAlertsQuery = { alerts:
    | { __typename: 'AlertConnection', edges: Array<{ node: { ledgerId: string, projectId: string } }> }
    | { __typename: 'ValidationError' }
   };

export type AccessReworkQueueQueryVariables = Exact<{
  p: string;
}>;


export type AccessReworkQueueQuery = { reworkQueue:
    | { __typename: 'ReworkRequestConnection', edges: Array<{ node: { ledgerId: string, projectId: string } }> }
    | { __typename: 'ValidationError' }
   };

export type AccessAssignReworkMutationVariables = Exact<{
  i: AssignReworkInput;
}>;


export type AccessAssignReworkMutation = { assignRework:
    | { __typename: 'AssignReworkSuccess' }
    | { __typename: 'ForbiddenError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type AccessCreateCheckpointMutationVariables = Exact<{ [key: string]: never; }>;


export type AccessCreateCheckpointMutation = { createCheckpoint:
    | { __typename: 'CreateCheckpointSuccess' }
    | { __typename: 'ForbiddenError' }
   };

export type AccessRootFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessRootFieldsQuery = { __schema: { queryType: { fields: Array<{ name: string }> | null }, mutationType: { fields: Array<{ name: string }> | null } | null } };

export type AdjudicationsPageQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdjudicationsPageQuery = { attempt: { adjudications: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { seq: number } }> } } | null };

export type AdjudicationsDriftBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type AdjudicationsDriftBatchMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', results: Array<{ result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', attempts: Array<{ id: string }> }
          | { __typename: 'ValidationError' }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type AgreementsAccessDecisionQueryVariables = Exact<{
  p: string;
  d: string;
}>;


export type AgreementsAccessDecisionQuery = { agreementDecision:
    | { __typename: 'AgreementDecision' }
    | { __typename: 'ValidationError' }
   | null };

export type AgreementsAccessDecisionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementsAccessDecisionsQuery = { agreementDecisions:
    | { __typename: 'AgreementDecisionsConnection', totalCount: number }
    | { __typename: 'ValidationError' }
   };

export type AgreementsAccessPublishedQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementsAccessPublishedQuery = { publishedAgreements:
    | { __typename: 'PublishedAgreementsConnection', totalCount: number }
    | { __typename: 'ValidationError' }
   };

export type AgreementsAccessDesignatedPropertiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementsAccessDesignatedPropertiesQuery = { designatedProperties: Array<string> };

export type AgreementsAccessRootFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementsAccessRootFieldsQuery = { __schema: { queryType: { fields: Array<{ name: string }> | null }, mutationType: { fields: Array<{ name: string }> | null } | null } };

export type AgreementsPublishPublishedQueryVariables = Exact<{
  projectId?: string | null | undefined;
  lane?: string | null | undefined;
  property?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AgreementsPublishPublishedQuery = { publishedAgreements:
    | { __typename: 'PublishedAgreementsConnection', totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { projectId: string, decisionId: string, proposal: { prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ checkKey: string, result: GuardrailCheckResult }> }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AgreementsPublishDesignateMutationVariables = Exact<{
  property: string;
}>;


export type AgreementsPublishDesignateMutation = { designateProperty:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'PropertyDesignationChange', property: string, action: DesignationAction, designated: boolean, changed: boolean, recordedBy: string | null, recordedAt: string | null }
    | { __typename: 'ValidationError', message: string }
   };

export type AgreementsPublishWithdrawMutationVariables = Exact<{
  property: string;
}>;


export type AgreementsPublishWithdrawMutation = { withdrawPropertyDesignation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'PropertyDesignationChange', property: string, action: DesignationAction, designated: boolean, changed: boolean, recordedBy: string | null, recordedAt: string | null }
    | { __typename: 'ValidationError', message: string }
   };

export type AgreementsPublishDesignatedPropertiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementsPublishDesignatedPropertiesQuery = { designatedProperties: Array<string> };

export type AgreementsPublishUnguardedQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type AgreementsPublishUnguardedQuery = { agreementDecisions:
    | { __typename: 'AgreementDecisionsConnection', edges: Array<{ cursor: string, node: { proposal: { property: string } } }> }
    | { __typename: 'ValidationError' }
   };

export type AgreementsPublishUnguardedCountQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type AgreementsPublishUnguardedCountQuery = { agreementDecisions:
    | { __typename: 'AgreementDecisionsConnection', totalCount: number }
    | { __typename: 'ValidationError' }
   };

export type AgreementsListQueryVariables = Exact<{
  projectId?: string | null | undefined;
  lane?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AgreementsListQuery = { agreementDecisions:
    | { __typename: 'AgreementDecisionsConnection', totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { projectId: string, decisionId: string, proposal: { prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ checkKey: string, result: GuardrailCheckResult }> }, review: { humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AlertsReportQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type AlertsReportQuery = { reliability:
    | { __typename: 'ReliabilityReport', state: EvidenceState, final: boolean, sampleSize: number, evidenceDigest: string, criticalFailures: { count: number }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, anytimeLowerBound: number | null } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type AlertsReportAtQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
}>;


export type AlertsReportAtQuery = { reliability:
    | { __typename: 'ReliabilityReport', evidenceDigest: string, independentlyVerifiedPassRate: { numerator: number, denominator: number, lower: number | null } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type AnnotationCredentialsStoreMutationVariables = Exact<{
  project: string;
  text: string;
}>;


export type AnnotationCredentialsStoreMutation = { storeAnnotation:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'StoreAnnotationSuccess', annotation: { digest: string } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AnnotationsStoreMutationVariables = Exact<{
  p: string;
  text: string;
}>;


export type AnnotationsStoreMutation = { storeAnnotation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'StoreAnnotationSuccess', replayed: boolean, annotation: { projectId: string, digest: string, byteLength: number, storedBy: string, storedAt: string, text: string | null, redacted: boolean } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type AnnotationsReadQueryVariables = Exact<{
  p: string;
  d: string;
}>;


export type AnnotationsReadQuery = { annotation: { projectId: string, digest: string, storedBy: string, text: string | null, redacted: boolean, redactedBy: string | null, redactedAt: string | null } | null };

export type AnnotationsRedactMutationVariables = Exact<{
  p: string;
  d: string;
}>;


export type AnnotationsRedactMutation = { redactAnnotation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RedactAnnotationSuccess', changed: boolean, annotation: { projectId: string, digest: string, text: string | null, redacted: boolean, redactedBy: string | null } }
    | { __typename: 'ValidationError', message: string }
   };

export type RecordWithEffortMutationVariables = Exact<{
  input: RecordAttemptInput;
}>;


export type RecordWithEffortMutation = { recordAttempt:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'IdempotencyConflictError', existingDigest: string, submittedDigest: string }
    | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ id: string, outcomeDigest: string, cohort: { ledgerId: string }, effort: { inputTokens: number | null, outputTokens: number | null, harnessWallTimeMs: number | null, cost: { micros: number, currency: string } | null } | null }> }
    | { __typename: 'ValidationError', issues: Array<{ path: string, message: string }> }
   };

export type EffortReportQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type EffortReportQuery = { reliability:
    | { __typename: 'ReliabilityReport', state: EvidenceState, final: boolean, evidenceDigest: string, independentlyVerifiedPassRate: { numerator: number, denominator: number }, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type EffortPerSuccessFieldsFragment = { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number };

export type EffortComparisonQueryVariables = Exact<{
  a: string | number;
  b: string | number;
  minSamples?: number | null | undefined;
}>;


export type EffortComparisonQuery = { cohortComparison:
    | { __typename: 'CohortComparison', a: { state: EvidenceState }, b: { state: EvidenceState }, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> }, b: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> } }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> }, b: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> } }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> }, b: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> } } }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type EffortRatioFieldsFragment = { measure: EffortMeasure, status: EffortRatioStatus, ratio: number | null, lower: number | null, upper: number | null, currency: string | null, a: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> }, b: { estimate: number | null, variance: number | null, status: EffortStatus, currencies: Array<string> } };

export type EvidenceReadsRecordMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type EvidenceReadsRecordMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number }
    | { __typename: 'ValidationError', message: string }
   };

export type EvidenceScanPlansBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type EvidenceScanPlansBatchMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number }
    | { __typename: 'ValidationError' }
   };

export type GradingRubricQueryVariables = Exact<{
  d: string;
}>;


export type GradingRubricQuery = { rubric: { digest: string, version: string, criteria: Array<{ id: string, levels: Array<{ descriptor: string | null }> }> } | null };

export type GradingRubricsOfDomainQueryVariables = Exact<{ [key: string]: never; }>;


export type GradingRubricsOfDomainQuery = { rubrics: { edges: Array<{ node: { digest: string, version: string } }> } };

export type ListFiltersOtherProjectQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type ListFiltersOtherProjectQuery = { attempts: { edges: Array<{ node: { ledgerId: string } }> } };

export type ListFiltersAllCohortsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListFiltersAllCohortsQuery = { cohorts: { edges: Array<{ node: { ledgerId: string, capabilityKey: string, provider: string, model: string, harnessVersion: string, policyVersion: string } }> } };

export type ListFiltersCohortsQueryVariables = Exact<{
  provider?: string | null | undefined;
  model?: string | null | undefined;
  harnessVersion?: string | null | undefined;
  policyVersion?: string | null | undefined;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type ListFiltersCohortsQuery = { cohorts: { edges: Array<{ node: { ledgerId: string } }> } };

export type OtlpAttemptsQueryVariables = Exact<{
  projectId: string;
  outcomeId: string;
}>;


export type OtlpAttemptsQuery = { attempts: { edges: Array<{ node: { ledgerId: string, capabilityKey: string, outcomeId: string, taskRef: string, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, recordedBy: string, outcomeDigest: string, evidence: Array<{ kind: EvidenceKind, digest: string }>, effort: { inputTokens: number | null, outputTokens: number | null, harnessWallTimeMs: number | null, cost: { micros: number, currency: string } | null } | null, cohort: { ledgerId: string }, adjudications: { edges: Array<{ node: { kind: AdjudicationKind, verificationMode: VerificationMode | null, verificationResult: VerificationResult | null, verifierRef: string | null, verifierModel: string | null, actorRef: string, idempotencyKey: string } }> } } }> } };

export type OtlpReportQueryVariables = Exact<{
  id: string | number;
}>;


export type OtlpReportQuery = { reliability:
    | { __typename: 'ReliabilityReport', sampleSize: number, consecutiveVerifiedPasses: number, independentlyVerifiedPassRate: { numerator: number, denominator: number }, unverifiedCompletionRate: { numerator: number, denominator: number }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number }, tokensPerVerifiedSuccess: { status: EffortStatus, estimate: number | null, total: number | null, unknownAttempts: number } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type PagesAttemptsQueryVariables = Exact<{
  cohortId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagesAttemptsQuery = { attempts: { edges: Array<{ cursor: string, node: { ledgerId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type PagesCohortAttemptsQueryVariables = Exact<{
  cohortId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagesCohortAttemptsQuery = { cohort: { attempts: { edges: Array<{ cursor: string, node: { ledgerId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } | null };

export type PagesCohortsQueryVariables = Exact<{
  projectId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagesCohortsQuery = { cohorts: { edges: Array<{ cursor: string, node: { ledgerId: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type PagesAttemptsOfProjectQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type PagesAttemptsOfProjectQuery = { attempts: { edges: Array<{ node: { ledgerId: string } }> } };

export type PagesAttemptsAfterQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PagesAttemptsAfterQuery = { attempts: { edges: Array<{ node: { projectId: string } }> } };

export type PagesAttemptsNestedQueryVariables = Exact<{
  cohortId?: string | number | null | undefined;
}>;


export type PagesAttemptsNestedQuery = { attempts: { edges: Array<{ node: { capabilityKey: string, evidence: Array<{ kind: EvidenceKind, digest: string }>, cohort: { ledgerId: string, attemptCount: number } } }> } };

export type PagesEverythingFragment = { id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, cohort: { ledgerId: string, model: string }, evidence: Array<{ kind: EvidenceKind, digest: string }> };

export type PagesEveryFieldRootQueryVariables = Exact<{
  cohortId?: string | number | null | undefined;
}>;


export type PagesEveryFieldRootQuery = { attempts: { edges: Array<{ node: { id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, cohort: { ledgerId: string, model: string }, evidence: Array<{ kind: EvidenceKind, digest: string }> } }> } };

export type PagesEveryFieldNestedQueryVariables = Exact<{
  cohortId: string | number;
}>;


export type PagesEveryFieldNestedQuery = { cohort: { attempts: { edges: Array<{ node: { id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, cohort: { ledgerId: string, model: string }, evidence: Array<{ kind: EvidenceKind, digest: string }> } }> } } | null };

export type PagesCohortsCountedQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type PagesCohortsCountedQuery = { cohorts: { edges: Array<{ node: { model: string, attemptCount: number } }> } };

export type PagesCohortsByCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type PagesCohortsByCapabilityQuery = { cohorts: { edges: Array<{ node: { ledgerId: string, projectId: string, attemptCount: number } }> } };

export type PagesFirstAdjudicationsQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type PagesFirstAdjudicationsQuery = { attempts: { edges: Array<{ node: { adjudications: { edges: Array<{ cursor: string }> } } }> } };

export type PairedComparisonReadQueryVariables = Exact<{
  cohortId: string | number;
  otherCohortId: string | number;
  margin: number;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type PairedComparisonReadQuery = { pairedComparison:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PairedComparison', asOf: string, final: boolean, state: EvidenceState, margin: number, sharedTasks: number, bothPassed: number, neitherPassed: number, onlyCohortPassed: number, onlyOtherPassed: number, onlyCohortTasks: number, onlyOtherTasks: number, difference: number | null, lower: number | null, upper: number | null, nonInferiority: NonInferiority | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null, anytimeNonInferiority: NonInferiority | null, report: { cohortId: string, state: EvidenceState, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string }, otherReport: { cohortId: string, state: EvidenceState, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   };

export type QueriesCohortsFilteredQueryVariables = Exact<{
  p?: string | null | undefined;
  c?: string | null | undefined;
}>;


export type QueriesCohortsFilteredQuery = { cohorts: { edges: Array<{ node: { capabilityKey: string, model: string, policyVersion: string } }> } };

export type QueriesCohortsMalformedFilterQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesCohortsMalformedFilterQuery = { cohorts: { edges: Array<{ node: { id: string } }> } };

export type QueriesCohortsFirstPageQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesCohortsFirstPageQuery = { cohorts: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { ledgerId: string, createdAt: string } }> } };

export type QueriesCohortsNextPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type QueriesCohortsNextPageQuery = { cohorts: { edges: Array<{ node: { ledgerId: string, createdAt: string } }> } };

export type QueriesAttemptsAllQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesAttemptsAllQuery = { attempts: { edges: Array<{ node: { outcomeId: string } }> } };

export type QueriesAttemptsByCohortQueryVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type QueriesAttemptsByCohortQuery = { attempts: { edges: Array<{ node: { outcomeId: string } }> } };

export type QueriesAttemptsByOutcomeQueryVariables = Exact<{
  o?: string | null | undefined;
}>;


export type QueriesAttemptsByOutcomeQuery = { attempts: { edges: Array<{ node: { ledgerId: string } }> } };

export type QueriesAttemptQueryVariables = Exact<{
  id: string | number;
}>;


export type QueriesAttemptQuery = { attempt: { id: string, ledgerId: string, outcomeId: string, evidence: Array<{ kind: EvidenceKind, digest: string }>, cohort: { capabilityKey: string } } | null };

export type QueriesAttemptUnknownQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesAttemptUnknownQuery = { a: { id: string } | null, b: { id: string } | null };

export type QueriesNodeQueryVariables = Exact<{
  a: string | number;
  c: string | number;
}>;


export type QueriesNodeQuery = { a:
    | { __typename: 'Adjudication', id: string }
    | { __typename: 'Attempt', outcomeId: string, id: string }
    | { __typename: 'Cohort', id: string }
   | null, c:
    | { __typename: 'Adjudication', id: string }
    | { __typename: 'Attempt', id: string }
    | { __typename: 'Cohort', capabilityKey: string, id: string }
   | null };

export type QueriesCohortLineageQueryVariables = Exact<{
  id: string | number;
}>;


export type QueriesCohortLineageQuery = { cohortLineage: { cohort: { ledgerId: string, model: string }, relatives: Array<{ differsIn: Array<CohortComponent>, cohort: { model: string, policyVersion: string, attemptCount: number } }> } | null };

export type QueriesScopeFingerprintQueryVariables = Exact<{
  s: ScopeInput;
}>;


export type QueriesScopeFingerprintQuery = { scopeFingerprint:
    | { __typename: 'ScopeFingerprintPreview', fingerprint: string, paths: Array<string>, resources: Array<string>, rootRef: string }
    | { __typename: 'ValidationError' }
   };

export type QueriesScopeFingerprintBadRootQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesScopeFingerprintBadRootQuery = { scopeFingerprint:
    | { __typename: 'ScopeFingerprintPreview' }
    | { __typename: 'ValidationError', issues: Array<{ path: string }> }
   };

export type QueriesLargestOverviewQueryVariables = Exact<{
  projectId: string;
}>;


export type QueriesLargestOverviewQuery = { reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', edges: Array<{ node: { cohortId: string, state: EvidenceState, sampleSize: number, evidenceDigest: string, consecutiveVerifiedPasses: number, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, outcomeId: string, finishedAt: string }> }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } } }> }
    | { __typename: 'ValidationError' }
   };

export type RecordAttemptFullAttemptFragment = { id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, evidence: Array<{ kind: EvidenceKind, digest: string }>, cohort: { ledgerId: string } };

export type RecordAttemptFullMutationVariables = Exact<{
  input: RecordAttemptInput;
}>;


export type RecordAttemptFullMutation = { recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'RecordAttemptSuccess', attempts: Array<{ id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, evidence: Array<{ kind: EvidenceKind, digest: string }>, cohort: { ledgerId: string } }> }
    | { __typename: 'ValidationError', message: string }
   };

export type RecordAttemptReadFullQueryVariables = Exact<{
  id: string | number;
}>;


export type RecordAttemptReadFullQuery = { attempt: { id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, evidence: Array<{ kind: EvidenceKind, digest: string }>, cohort: { ledgerId: string } } | null };

export type RecordAttemptBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type RecordAttemptBatchMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ index: number, outcomeId: string | null, result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ id: string, cohort: { ledgerId: string } }> }
          | { __typename: 'ValidationError', issues: Array<{ path: string }> }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type RecordAttemptBatchMessagesMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type RecordAttemptBatchMessagesMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ index: number, outcomeId: string | null, result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ id: string, cohort: { ledgerId: string } }> }
          | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type AnytimeDecisionQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
  rate: ReliabilityRateName;
  threshold: number;
}>;


export type AnytimeDecisionQuery = { reliability:
    | { __typename: 'ReliabilityReport', state: EvidenceState, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, attemptsToDecision: { rate: ReliabilityRateName, threshold: number, outcome: DecisionOutcome, attempts: number | null } }
    | { __typename: 'ValidationError' }
   | null };

export type ClusteredCompareQueryVariables = Exact<{
  a: string | number;
  b: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type ClusteredCompareQuery = { cohortComparison:
    | { __typename: 'CohortComparison', asOf: string, settledThrough: string, final: boolean, a: { cohortId: string, state: EvidenceState, sampleSize: number, evidenceDigest: string, evidenceRowCount: number, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, b: { cohortId: string, state: EvidenceState, sampleSize: number, evidenceDigest: string, evidenceRowCount: number, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, independentlyVerifiedPassRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, b: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }, firstAttemptSuccessRate: { difference: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { difference: number | null, lower: number | null, upper: number | null, a: { numerator: number, denominator: number }, b: { numerator: number, denominator: number } } }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, message: string }> }
   };

export type ReliabilityExplainedDecisionFragment = { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> };

export type ReliabilityExplainedQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReliabilityExplainedQuery = { reliability:
    | { __typename: 'ReliabilityReport', final: boolean, sampleSize: number, unresolvedDriftAttemptIds: Array<string>, criticalFailures: { count: number, attempts: Array<{ attemptLedgerId: string }> }, firstAttemptSuccessRate: { numerator: number, denominator: number }, independentlyVerifiedPassRate: { numerator: number, denominator: number }, unverifiedCompletionRate: { numerator: number, denominator: number }, repairRetryRate: { numerator: number, denominator: number }, humanRejectionRate: { numerator: number, denominator: number }, rollbackRate: { numerator: number, denominator: number }, policyBlockRate: { numerator: number, denominator: number }, falseSuccessRate: { numerator: number, denominator: number }, overrideRate: { numerator: number, denominator: number }, explain: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { attemptId: string, attemptLedgerId: string, workerRef: string, attemptNumber: number, finishedAt: string, inWindow: boolean, critical: boolean, unresolvedDrift: boolean, firstAttemptSuccessRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, independentlyVerifiedPassRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, unverifiedCompletionRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, repairRetryRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, humanRejectionRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, rollbackRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, policyBlockRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, falseSuccessRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, overrideRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> } } }> } }
    | { __typename: 'ValidationError' }
   | null };

export type ReliabilityExplainedWorkerQueryVariables = Exact<{
  projectId: string;
  workerRef: string;
  asOf?: string | null | undefined;
}>;


export type ReliabilityExplainedWorkerQuery = { workerEvidence:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WorkerEvidenceConnection', edges: Array<{ node: { report: { sampleSize: number, explain: { totalCount: number, edges: Array<{ node: { workerRef: string, inWindow: boolean } }> } } } }> }
   };

export type ReliabilityCohortLineageQueryVariables = Exact<{
  id: string | number;
}>;


export type ReliabilityCohortLineageQuery = { cohortLineage: { relatives: Array<{ differsIn: Array<CohortComponent>, cohort: { ledgerId: string } }> } | null };

export type ReworkLoopRequestFragment = { ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, state: ReworkState, open: boolean, closedAt: string | null, requestedAt: string, ageSeconds: number, assignment: { ledgerId: string, projectId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null };

export type ReworkLoopQueueQueryVariables = Exact<{
  projectId: string;
  state?: ReworkState | null | undefined;
  ownerRef?: string | null | undefined;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReworkLoopQueueQuery = { reworkQueue:
    | { __typename: 'ReworkRequestConnection', edges: Array<{ cursor: string, node: { ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, state: ReworkState, open: boolean, closedAt: string | null, requestedAt: string, ageSeconds: number, assignment: { ledgerId: string, projectId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null } }
    | { __typename: 'ValidationError', issues: Array<{ path: string, message: string }> }
   };

export type ReworkLoopAssignMutationVariables = Exact<{
  input: AssignReworkInput;
}>;


export type ReworkLoopAssignMutation = { assignRework:
    | { __typename: 'AssignReworkSuccess', replayed: boolean, request: { ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, state: ReworkState, open: boolean, closedAt: string | null, requestedAt: string, ageSeconds: number, assignment: { ledgerId: string, projectId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null }, assignment: { ledgerId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, message: string }> }
   };

export type RuleVersionsReportQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type RuleVersionsReportQuery = { reliability:
    | { __typename: 'ReliabilityReport', rulesVersion: number, cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError' }
   | null };

export type RuleVersionsReportWithoutVersionQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type RuleVersionsReportWithoutVersionQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError' }
   | null };

export type RuleVersionsPairQueryVariables = Exact<{
  a: string | number;
  asOf?: string | null | undefined;
}>;


export type RuleVersionsPairQuery = { cohortComparison:
    | { __typename: 'CohortComparison', a: { rulesVersion: number, minSamples: number, state: EvidenceState, evidenceDigest: string } }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type SseModesLiveSubscriptionVariables = Exact<{
  projectId: string;
}>;


export type SseModesLiveSubscription = { attemptRecorded: { projectId: string, count: number } };

export type TransparencyFormatsInclusionQueryVariables = Exact<{
  key: string;
}>;


export type TransparencyFormatsInclusionQuery = { inclusionProof: { leafIndex: number, treeSize: number, leafHash: string, leafData: string, auditPath: Array<string>, checkpoint: { rootHash: string } } | null };

export type TransparencyFormatsRecordMutationVariables = Exact<{
  i: RecordAttemptInput;
}>;


export type TransparencyFormatsRecordMutation = { recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'RecordAttemptSuccess', attempts: Array<{ ledgerId: string }>, receipts: Array<{ envelope: string }> }
    | { __typename: 'ValidationError', message: string }
   };

export type ProofsInclusionQueryVariables = Exact<{
  table: LedgerTable;
  key: string;
  size?: number | null | undefined;
}>;


export type ProofsInclusionQuery = { inclusionProof: { leafIndex: number, treeSize: number, leafHash: string, auditPath: Array<string>, checkpoint: { rootHash: string } } | null };

export type TransparencyCheckpointFragment = { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string };

export type TransparencyInclusionQueryVariables = Exact<{
  table: LedgerTable;
  key: string;
  size?: number | null | undefined;
}>;


export type TransparencyInclusionQuery = { inclusionProof: { leafIndex: number, treeSize: number, leafHash: string, leafData: string, auditPath: Array<string>, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } } | null };

export type TransparencyCreateCheckpointMutationVariables = Exact<{ [key: string]: never; }>;


export type TransparencyCreateCheckpointMutation = { createCheckpoint:
    | { __typename: 'CreateCheckpointSuccess', checkpoint: { treeSize: number } | null }
    | { __typename: 'ForbiddenError', message: string }
   };

export type TransparencyKeyAndCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type TransparencyKeyAndCheckpointQuery = { transparencyKey: { keyId: string, algorithm: string, publicKeyPem: string } | null, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } | null };

export type TransparencyCheckpointOfSizeQueryVariables = Exact<{
  size?: number | null | undefined;
}>;


export type TransparencyCheckpointOfSizeQuery = { checkpoint: { treeSize: number } | null };

export type TransparencyConsistencyQueryVariables = Exact<{
  f: number;
  t: number;
}>;


export type TransparencyConsistencyQuery = { consistencyProof: { proof: Array<string>, from: { treeSize: number, rootHash: string }, to: { treeSize: number, rootHash: string } } | null };

export type TransparencyBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type TransparencyBatchMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess' }
    | { __typename: 'ValidationError' }
   };

export type TransparencyReceiptFragment = { table: string, key: string, leafHash: string, contentDigest: string, envelope: string };

export type TransparencyRecordWithReceiptsMutationVariables = Exact<{
  i: RecordAttemptInput;
}>;


export type TransparencyRecordWithReceiptsMutation = { recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'RecordAttemptSuccess', attempts: Array<{ id: string, ledgerId: string, contentDigest: string }>, receipts: Array<{ table: string, key: string, leafHash: string, contentDigest: string, envelope: string }> }
    | { __typename: 'ValidationError', message: string }
   };

export type TransparencyBatchWithReceiptsMutationVariables = Exact<{
  i: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type TransparencyBatchWithReceiptsMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', results: Array<{ result:
          | { __typename: 'ForbiddenError', message: string }
          | { __typename: 'IdempotencyConflictError', message: string }
          | { __typename: 'RecordAttemptSuccess', attempts: Array<{ ledgerId: string, contentDigest: string }>, receipts: Array<{ table: string, key: string, leafHash: string, contentDigest: string, envelope: string }> }
          | { __typename: 'ValidationError', message: string }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type TransparencyAdjudicateWithReceiptMutationVariables = Exact<{
  i: AppendAdjudicationInput;
}>;


export type TransparencyAdjudicateWithReceiptMutation = { appendAdjudication:
    | { __typename: 'AppendAdjudicationSuccess', adjudication: { ledgerId: string, contentDigest: string }, receipt: { table: string, key: string, leafHash: string, contentDigest: string, envelope: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type VerifiersNotCountedQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
}>;


export type VerifiersNotCountedQuery = { reliability:
    | { __typename: 'ReliabilityReport', verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type VerifiersSeriesNotCountedQueryVariables = Exact<{
  id: string | number;
  from: string;
}>;


export type VerifiersSeriesNotCountedQuery = { reliabilitySeries:
    | { __typename: 'ReliabilitySeries', points: Array<{ sampleSize: number, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }> }
    | { __typename: 'ValidationError', message: string }
   | null };

export type VerifiersWithdrawalImpactQueryVariables = Exact<{
  id: string | number;
}>;


export type VerifiersWithdrawalImpactQuery = { withdrawalImpact:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WithdrawalImpact', cohorts: Array<{ cohortLedgerId: string, lowerBoundChange: number | null, before: { independentlyVerifiedPassRate: { numerator: number, denominator: number } }, after: { independentlyVerifiedPassRate: { numerator: number, denominator: number } } }> }
   | null };

export type WebhooksEndpointFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksEndpointFieldsQuery = { __type: { fields: Array<{ name: string }> | null } | null };

export type WithdrawalImpactOfQueryVariables = Exact<{
  id: string | number;
  minSamples?: number | null | undefined;
}>;


export type WithdrawalImpactOfQuery = { withdrawalImpact:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WithdrawalImpact', withdrawal: { ledgerId: string, verifierRef: string, withdrawnAt: string }, cohorts: Array<{ cohortLedgerId: string, lowerBoundChange: number | null, before: { asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }, after: { asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } } }> }
   | null };

export type WitnessesCreateCheckpointMutationVariables = Exact<{ [key: string]: never; }>;


export type WitnessesCreateCheckpointMutation = { createCheckpoint:
    | { __typename: 'CreateCheckpointSuccess', checkpoint: { treeSize: number, rootHash: string, note: string | null, cosignatures: Array<string> } | null }
    | { __typename: 'ForbiddenError' }
   };

export type WitnessesTransparencyKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WitnessesTransparencyKeyQuery = { transparencyKey: { noteVkey: string } | null };

export type WitnessesRegisterMutationVariables = Exact<{
  vkey: string;
}>;


export type WitnessesRegisterMutation = { registerWitness:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'Witness', name: string, vkey: string }
   };

export type WitnessesAddCosignatureMutationVariables = Exact<{
  size: number;
  line: string;
}>;


export type WitnessesAddCosignatureMutation = { addCosignature:
    | { __typename: 'Cosignature', witness: string, line: string }
    | { __typename: 'ValidationError', message: string }
   };

export type WitnessesEvidenceBundleQueryVariables = Exact<{
  id: string | number;
  validUntil: string;
  asOf?: string | null | undefined;
}>;


export type WitnessesEvidenceBundleQuery = { evidenceBundle:
    | { __typename: 'CheckpointPendingError', message: string }
    | { __typename: 'EvidenceBundle', envelope: string }
    | { __typename: 'ValidationError', message: string }
   | null };

export type WitnessesServedCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type WitnessesServedCheckpointQuery = { checkpoint: { treeSize: number, note: string | null, cosignatures: Array<string> } | null };

export type WorkerEvidenceExampleRateFragment = { numerator: number, denominator: number, lower: number | null, upper: number | null };

export type WorkerEvidenceExampleDecisionFragment = { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> };

export type WorkerEvidenceExampleQueryVariables = Exact<{
  projectId: string;
  workerRef: string;
  asOf?: string | null | undefined;
}>;


export type WorkerEvidenceExampleQuery = { workerEvidence:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WorkerEvidenceConnection', edges: Array<{ node: { report: { sampleSize: number, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number }, firstAttemptSuccessRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, repairRetryRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, humanRejectionRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, rollbackRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, policyBlockRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, falseSuccessRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, overrideRate: { numerator: number, denominator: number, lower: number | null, upper: number | null }, explain: { edges: Array<{ node: { attemptLedgerId: string, firstAttemptSuccessRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, independentlyVerifiedPassRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, unverifiedCompletionRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, repairRetryRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, humanRejectionRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, rollbackRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, policyBlockRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, falseSuccessRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, overrideRate: { numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> } } }> } } } }> }
   };

export type WriteLookupPlansBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type WriteLookupPlansBatchMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number }
    | { __typename: 'ValidationError' }
   };

export type BackendKillsRecordManyMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type BackendKillsRecordManyMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', results: Array<{ result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess' }
          | { __typename: 'ValidationError' }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type BackendKillsAttemptsQueryVariables = Exact<{
  projectId: string;
}>;


export type BackendKillsAttemptsQuery = { attempts: { edges: Array<{ node: { ledgerId: string, outcomeCode: OutcomeCode, cohort: { ledgerId: string } } }> } };

export type BackendKillsCohortsQueryVariables = Exact<{
  projectId: string;
}>;


export type BackendKillsCohortsQuery = { cohorts: { edges: Array<{ node: { ledgerId: string, capabilityKey: string, attemptCount: number } }> } };

export type CrashRestartRecordManyMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type CrashRestartRecordManyMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number }
    | { __typename: 'ValidationError' }
   };

export type CrashRestartAttemptsQueryVariables = Exact<{
  projectId: string;
}>;


export type CrashRestartAttemptsQuery = { attempts: { edges: Array<{ node: { outcomeId: string } }> } };

export type DurabilityRecordBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type DurabilityRecordBatchMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean }
          | { __typename: 'ValidationError' }
         }> }
    | { __typename: 'ValidationError' }
   };

export type EvidenceBundlesBundleQueryVariables = Exact<{
  id: string | number;
  validUntil: string;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
  kept?: Array<number> | number | null | undefined;
}>;


export type EvidenceBundlesBundleQuery = { evidenceBundle:
    | { __typename: 'CheckpointPendingError', message: string, code: string, latestTreeSize: number | null }
    | { __typename: 'EvidenceBundle', envelope: string, keyId: string, issuedAt: string, validUntil: string, rowCount: number, attemptCount: number, evidenceDigests: Array<string>, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ path: string, message: string }> }
   | null };

export type EvidenceBundlesEffortFragment = { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, variance: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number };

export type EvidenceBundlesReportQueryVariables = Exact<{
  id: string | number;
}>;


export type EvidenceBundlesReportQuery = { reliability:
    | { __typename: 'ReliabilityReport', evidenceDigest: string, sampleSize: number, asOf: string, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, variance: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, variance: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, variance: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number } }
    | { __typename: 'ValidationError' }
   | null };

export type EvidenceBundlesKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type EvidenceBundlesKeyQuery = { transparencyKey: { publicKeyPem: string } | null };

export type EvidenceBundlesAttemptEffortQueryVariables = Exact<{
  id: string | number;
}>;


export type EvidenceBundlesAttemptEffortQuery = { node:
    | { __typename: 'Adjudication' }
    | { __typename: 'Attempt', ledgerId: string, effort: { inputTokens: number | null, outputTokens: number | null, harnessWallTimeMs: number | null, cost: { micros: number, currency: string } | null } | null }
    | { __typename: 'Cohort' }
   | null };

export type EvidenceBundlesWorkerQueryVariables = Exact<{
  p: string;
  w: string;
  c: string;
  v: string;
  m?: number | null | undefined;
}>;


export type EvidenceBundlesWorkerQuery = { workerEvidenceBundle:
    | { __typename: 'CheckpointPendingError' }
    | { __typename: 'EvidenceBundle', envelope: string, rowCount: number, attemptCount: number, evidenceDigests: Array<string> }
    | { __typename: 'ValidationError', issues: Array<{ path: string, message: string }> }
   | null };

export type EvidenceBundlesWorkerEvidenceQueryVariables = Exact<{
  p: string;
  a?: string | null | undefined;
}>;


export type EvidenceBundlesWorkerEvidenceQuery = { workerEvidence:
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkerEvidenceConnection', edges: Array<{ node: { cohort: { ledgerId: string }, report: { sampleSize: number, evidenceDigest: string, state: EvidenceState } } }> }
   };

export type EvidenceBundlesRecomputedReportQueryVariables = Exact<{
  id: string | number;
  w?: WindowInput | null | undefined;
  a?: string | null | undefined;
  m?: number | null | undefined;
}>;


export type EvidenceBundlesRecomputedReportQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, costPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, variance: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, tokensPerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, variance: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, timePerVerifiedSuccess: { measure: EffortMeasure, status: EffortStatus, estimate: number | null, lower: number | null, upper: number | null, variance: number | null, total: number | null, currency: string | null, currencies: Array<string>, verifiedPasses: number, attempts: number, unknownAttempts: number, tasks: number }, window: { lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { count: number, attempts: Array<{ attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError' }
   | null };

export type GradedSummaryMemoryRecordMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type GradedSummaryMemoryRecordMutation = { recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', results: Array<{ result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', attempts: Array<{ id: string, cohort: { id: string } }> }
          | { __typename: 'ValidationError' }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type GradingCliStarterRubricQueryVariables = Exact<{ [key: string]: never; }>;


export type GradingCliStarterRubricQuery = { rubrics: { edges: Array<{ node: { digest: string, version: string, threshold: number, registeredBy: string, criteria: Array<{ id: string, required: boolean, levels: Array<{ level: number, descriptor: string | null, howToRaise: string | null }> }> } }> } };

export type ImportRecordBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type ImportRecordBatchMutation = { recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number }
    | { __typename: 'ValidationError' }
   };

export type PythonBundleVerifierCohortBundleQueryVariables = Exact<{
  id: string | number;
  v: string;
  w?: WindowInput | null | undefined;
  a?: string | null | undefined;
  m?: number | null | undefined;
}>;


export type PythonBundleVerifierCohortBundleQuery = { evidenceBundle:
    | { __typename: 'CheckpointPendingError', message: string }
    | { __typename: 'EvidenceBundle', envelope: string }
    | { __typename: 'ValidationError', message: string }
   | null };

export type PythonBundleVerifierWorkerBundleQueryVariables = Exact<{
  p: string;
  k: string;
  v: string;
  w?: WindowInput | null | undefined;
  a?: string | null | undefined;
  m?: number | null | undefined;
}>;


export type PythonBundleVerifierWorkerBundleQuery = { workerEvidenceBundle:
    | { __typename: 'CheckpointPendingError', message: string }
    | { __typename: 'EvidenceBundle', envelope: string }
    | { __typename: 'ValidationError', message: string }
   | null };

export type ReplicaCohortsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReplicaCohortsQuery = { cohorts: { edges: Array<{ node: { ledgerId: string, attemptCount: number } }> } };

export type ProjectCohortsQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type ProjectCohortsQuery = { cohorts: { edges: Array<{ node: { id: string, ledgerId: string } }> } };

export type AttestationReportQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
}>;


export type AttestationReportQuery = { reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, evidenceDigest: string, evidenceRowCount: number, window: { lastDays: number | null, lastAttempts: number | null }, attestation: { issuedAt: string, keyId: string, envelope: string, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string } | null } | null }
    | { __typename: 'ValidationError' }
   | null };

export type AttestationServedKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type AttestationServedKeyQuery = { transparencyKey: { keyId: string, publicKeyPem: string } | null, checkpoint: { treeSize: number, rootHash: string, issuedAt: string, keyId: string } | null };

export type AttestationInclusionQueryVariables = Exact<{
  table: LedgerTable;
  key: string;
  size?: number | null | undefined;
}>;


export type AttestationInclusionQuery = { inclusionProof: { leafIndex: number, treeSize: number, leafHash: string, leafData: string, auditPath: Array<string>, checkpoint: { rootHash: string } } | null };

export type AttestationCreateCheckpointMutationVariables = Exact<{ [key: string]: never; }>;


export type AttestationCreateCheckpointMutation = { createCheckpoint:
    | { __typename: 'CreateCheckpointSuccess', checkpoint: { treeSize: number } | null }
    | { __typename: 'ForbiddenError' }
   };

export type WitnessProcessKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WitnessProcessKeyQuery = { transparencyKey: { noteVkey: string } | null };

export type WitnessProcessCreateCheckpointMutationVariables = Exact<{ [key: string]: never; }>;


export type WitnessProcessCreateCheckpointMutation = { createCheckpoint:
    | { __typename: 'CreateCheckpointSuccess', checkpoint: { treeSize: number, rootHash: string } | null }
    | { __typename: 'ForbiddenError' }
   };

export type WitnessProcessRegisterWitnessMutationVariables = Exact<{
  v: string;
}>;


export type WitnessProcessRegisterWitnessMutation = { registerWitness:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'Witness', name: string }
   };

export type WitnessProcessCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type WitnessProcessCheckpointQuery = { checkpoint: { treeSize: number, note: string | null, cosignatures: Array<string> } | null };

export type WitnessProcessWorkerBundleQueryVariables = Exact<{
  p: string;
  v: string;
}>;


export type WitnessProcessWorkerBundleQuery = { workerEvidenceBundle:
    | { __typename: 'CheckpointPendingError' }
    | { __typename: 'EvidenceBundle', envelope: string }
    | { __typename: 'ValidationError' }
   | null };

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
export const DashboardEffortFigureFragmentDoc = new TypedDocumentString(`
    fragment DashboardEffortFigure on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  verifiedPasses
  attempts
}
    `, {"fragmentName":"DashboardEffortFigure"}) as unknown as TypedDocumentString<DashboardEffortFigureFragment, unknown>;
export const AgreementsDecisionFieldsFragmentDoc = new TypedDocumentString(`
    fragment AgreementsDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    prRef
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    guardrailChecks {
      checkKey
      result
    }
    property
    workflowSlug
    phase
    artifactRef
    proposalDigest
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    reasonDigest
    proposalToMergeDiffDigest
    humanReviewLatencySeconds
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeRevisions {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
}
    `, {"fragmentName":"AgreementsDecisionFields"}) as unknown as TypedDocumentString<AgreementsDecisionFieldsFragment, unknown>;
export const AgreementsRatesRowFragmentDoc = new TypedDocumentString(`
    fragment AgreementsRatesRow on AgreementRates {
  riskTier
  state
  sampleSize
  reviewedDecisions
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  merges
  falsePassRate {
    numerator
    denominator
    value
    lower
    upper
  }
  falseFailRate {
    numerator
    denominator
    value
    lower
    upper
  }
  postMergeRegressionRate {
    numerator
    denominator
    value
    lower
    upper
  }
  postMerge {
    clean
    regression
    reverted
    awaitingOutcome
  }
  eligibleForPromotion
  promotionBlockedBy
  evidenceDigest
  lifetime {
    firstReviewedAt
    kept
    truePass
    falsePass
    trueFail
    falseFail
    waiveCount
    falsePassRate {
      numerator
      denominator
      value
      lower
      upper
      anytimeLowerBound
      anytimeUpperBound
    }
    evidenceDigest
  }
}
    `, {"fragmentName":"AgreementsRatesRow"}) as unknown as TypedDocumentString<AgreementsRatesRowFragment, unknown>;
export const AlertRuleFieldsFragmentDoc = new TypedDocumentString(`
    fragment AlertRuleFields on AlertRule {
  digest
  projectId
  kind
  capabilityKey
  model
  parameters
  rate
  threshold
  bound
  window {
    lastDays
    lastAttempts
  }
  minSamples
  target
  periodDays
  longWindowMinutes
  shortWindowMinutes
  burnRateFactor
  lane
  riskTier
  actorRef
  createdAt
  retiredAt
  retiredBy
}
    `, {"fragmentName":"AlertRuleFields"}) as unknown as TypedDocumentString<AlertRuleFieldsFragment, unknown>;
export const AlertNodeFieldsFragmentDoc = new TypedDocumentString(`
    fragment AlertNodeFields on Alert {
  ledgerId
  projectId
  ruleDigest
  kind
  subject
  transitionAt
  reportDigest
  details
  raisedAt
}
    `, {"fragmentName":"AlertNodeFields"}) as unknown as TypedDocumentString<AlertNodeFieldsFragment, unknown>;
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
export const RatePartsFragmentDoc = new TypedDocumentString(`
    fragment RateParts on Rate {
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
    `, {"fragmentName":"RateParts"}) as unknown as TypedDocumentString<RatePartsFragment, unknown>;
export const ReliabilityReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReliabilityReportFields on ReliabilityReport {
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
  firstAttemptSuccessRate {
    ...RateParts
  }
  independentlyVerifiedPassRate {
    ...RateParts
  }
  unverifiedCompletionRate {
    ...RateParts
  }
  repairRetryRate {
    ...RateParts
  }
  humanRejectionRate {
    ...RateParts
  }
  rollbackRate {
    ...RateParts
  }
  policyBlockRate {
    ...RateParts
  }
  falseSuccessRate {
    ...RateParts
  }
  overrideRate {
    ...RateParts
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
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
}
    fragment RateParts on Rate {
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
}`, {"fragmentName":"ReliabilityReportFields"}) as unknown as TypedDocumentString<ReliabilityReportFieldsFragment, unknown>;
export const EffortPerSuccessFieldsFragmentDoc = new TypedDocumentString(`
    fragment EffortPerSuccessFields on EffortPerVerifiedSuccess {
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
    `, {"fragmentName":"EffortPerSuccessFields"}) as unknown as TypedDocumentString<EffortPerSuccessFieldsFragment, unknown>;
export const EffortRatioFieldsFragmentDoc = new TypedDocumentString(`
    fragment EffortRatioFields on EffortRatio {
  measure
  status
  ratio
  lower
  upper
  currency
  a {
    estimate
    variance
    status
    currencies
  }
  b {
    estimate
    variance
    status
    currencies
  }
}
    `, {"fragmentName":"EffortRatioFields"}) as unknown as TypedDocumentString<EffortRatioFieldsFragment, unknown>;
export const PagesEverythingFragmentDoc = new TypedDocumentString(`
    fragment PagesEverything on Attempt {
  id
  ledgerId
  projectId
  capabilityKey
  attemptGroupId
  multiplicity
  outcomeId
  taskRef
  workPackageRef
  agentRunRef
  workerRef
  outcomeCode
  stopReasonCode
  attemptNumber
  startedAt
  finishedAt
  verificationMode
  verificationResult
  verifierRef
  verifierModel
  acceptanceCriteriaTotal
  acceptanceCriteriaMet
  validationCommandsTotal
  validationCommandsPassed
  validationCommandsFailed
  humanOverride
  humanRejected
  rolledBack
  severity
  evidence {
    kind
    digest
  }
  outcomeDigest
  contentDigest
  recordedBy
  recordedAt
  ... on Attempt {
    cohort {
      ledgerId
      model
    }
  }
}
    `, {"fragmentName":"PagesEverything"}) as unknown as TypedDocumentString<PagesEverythingFragment, unknown>;
export const RecordAttemptFullAttemptFragmentDoc = new TypedDocumentString(`
    fragment RecordAttemptFullAttempt on Attempt {
  id
  ledgerId
  projectId
  capabilityKey
  attemptGroupId
  multiplicity
  outcomeId
  taskRef
  workPackageRef
  agentRunRef
  workerRef
  outcomeCode
  stopReasonCode
  attemptNumber
  startedAt
  finishedAt
  verificationMode
  verificationResult
  verifierRef
  verifierModel
  acceptanceCriteriaTotal
  acceptanceCriteriaMet
  validationCommandsTotal
  validationCommandsPassed
  validationCommandsFailed
  humanOverride
  humanRejected
  rolledBack
  severity
  evidence {
    kind
    digest
  }
  outcomeDigest
  contentDigest
  recordedBy
  recordedAt
  cohort {
    ledgerId
  }
}
    `, {"fragmentName":"RecordAttemptFullAttempt"}) as unknown as TypedDocumentString<RecordAttemptFullAttemptFragment, unknown>;
export const ReliabilityExplainedDecisionFragmentDoc = new TypedDocumentString(`
    fragment ReliabilityExplainedDecision on RateDecision {
  numerator
  denominator
  reasons
}
    `, {"fragmentName":"ReliabilityExplainedDecision"}) as unknown as TypedDocumentString<ReliabilityExplainedDecisionFragment, unknown>;
export const ReworkLoopRequestFragmentDoc = new TypedDocumentString(`
    fragment ReworkLoopRequest on ReworkRequest {
  ledgerId
  projectId
  attemptId
  capabilityKey
  rubricDigest
  gradingId
  state
  open
  closedAt
  requestedAt
  ageSeconds
  assignment {
    ledgerId
    projectId
    requestId
    ownerRef
    actorRef
    contentDigest
    assignedAt
  }
}
    `, {"fragmentName":"ReworkLoopRequest"}) as unknown as TypedDocumentString<ReworkLoopRequestFragment, unknown>;
export const TransparencyCheckpointFragmentDoc = new TypedDocumentString(`
    fragment TransparencyCheckpoint on Checkpoint {
  treeSize
  rootHash
  issuedAt
  keyId
  envelope
}
    `, {"fragmentName":"TransparencyCheckpoint"}) as unknown as TypedDocumentString<TransparencyCheckpointFragment, unknown>;
export const TransparencyReceiptFragmentDoc = new TypedDocumentString(`
    fragment TransparencyReceipt on Receipt {
  table
  key
  leafHash
  contentDigest
  envelope
}
    `, {"fragmentName":"TransparencyReceipt"}) as unknown as TypedDocumentString<TransparencyReceiptFragment, unknown>;
export const WorkerEvidenceExampleRateFragmentDoc = new TypedDocumentString(`
    fragment WorkerEvidenceExampleRate on Rate {
  numerator
  denominator
  lower
  upper
}
    `, {"fragmentName":"WorkerEvidenceExampleRate"}) as unknown as TypedDocumentString<WorkerEvidenceExampleRateFragment, unknown>;
export const WorkerEvidenceExampleDecisionFragmentDoc = new TypedDocumentString(`
    fragment WorkerEvidenceExampleDecision on RateDecision {
  numerator
  denominator
  reasons
}
    `, {"fragmentName":"WorkerEvidenceExampleDecision"}) as unknown as TypedDocumentString<WorkerEvidenceExampleDecisionFragment, unknown>;
export const EvidenceBundlesEffortFragmentDoc = new TypedDocumentString(`
    fragment EvidenceBundlesEffort on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  variance
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}
    `, {"fragmentName":"EvidenceBundlesEffort"}) as unknown as TypedDocumentString<EvidenceBundlesEffortFragment, unknown>;
export const DashboardOverviewDocument = new TypedDocumentString(`
    query DashboardOverview($projectId: String!, $asOf: DateTime) {
  reliabilityOverview(projectId: $projectId, asOf: $asOf) {
    __typename
    ... on ReliabilityOverviewConnection {
      asOf
      edges {
        node {
          cohort {
            ledgerId
          }
          state
          sampleSize
          minSamples
          consecutiveVerifiedPasses
          evidenceDigest
          criticalFailures {
            count
          }
          independentlyVerifiedPassRate {
            value
            lower
            upper
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const DashboardCohortLineageDocument = new TypedDocumentString(`
    query DashboardCohortLineage($id: ID!) {
  cohortLineage(cohortId: $id) {
    cohort {
      createdAt
      ledgerId
    }
    relatives {
      cohort {
        createdAt
        ledgerId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCohortLineageQuery, DashboardCohortLineageQueryVariables>;
export const DashboardTrendWindowDocument = new TypedDocumentString(`
    query DashboardTrendWindow($id: ID!, $asOf: DateTime) {
  reliability(cohortId: $id, asOf: $asOf) {
    __typename
    ... on ReliabilityReport {
      window {
        start
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardTrendWindowQuery, DashboardTrendWindowQueryVariables>;
export const DashboardTrendSeriesDocument = new TypedDocumentString(`
    query DashboardTrendSeries($id: ID!, $from: DateTime!, $to: DateTime) {
  reliabilitySeries(
    cohortId: $id
    bucket: WEEK
    from: $from
    to: $to
    minSamples: 3
  ) {
    __typename
    ... on ReliabilitySeries {
      points {
        start
        independentlyVerifiedPassRate {
          value
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardTrendSeriesQuery, DashboardTrendSeriesQueryVariables>;
export const DashboardGradedSummaryDocument = new TypedDocumentString(`
    query DashboardGradedSummary($id: ID!, $rubric: String!, $asOf: DateTime) {
  gradedSummary(cohortId: $id, rubricDigest: $rubric, asOf: $asOf) {
    __typename
    ... on GradedSummary {
      state
      sampleSize
      minSamples
      attemptsInWindow
      regradedCount
      notIndependentCount
      meanChangeAfterRework
      reworkRecommendedRate {
        numerator
        denominator
        value
        lower
        upper
      }
      humanAgreementRate {
        numerator
        denominator
        value
        lower
        upper
      }
      humanAgreement {
        passAccepted
        passRejected
        failAccepted
        failRejected
      }
      criteria {
        criterionId
        scored
        distribution {
          level
          count
        }
        belowThresholdRate {
          numerator
          denominator
          value
          lower
          upper
        }
        reworkPairs
        meanChangeAfterRework
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardGradedSummaryQuery, DashboardGradedSummaryQueryVariables>;
export const DashboardAttemptGradingsDocument = new TypedDocumentString(`
    query DashboardAttemptGradings($id: ID!) {
  attempt(id: $id) {
    gradedVerifications {
      ledgerId
      round
      graderModel
      gradedPass
      reworkRecommended
      belowThreshold
      scores {
        criterionId
        score
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAttemptGradingsQuery, DashboardAttemptGradingsQueryVariables>;
export const DashboardPredecessorComparisonDocument = new TypedDocumentString(`
    query DashboardPredecessorComparison($a: ID!, $b: ID!, $asOf: DateTime) {
  cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) {
    __typename
    ... on CohortComparison {
      a {
        state
      }
      b {
        state
      }
      independentlyVerifiedPassRate {
        difference
      }
      falseSuccessRate {
        difference
      }
      overrideRate {
        difference
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardPredecessorComparisonQuery, DashboardPredecessorComparisonQueryVariables>;
export const DashboardCostPlotDocument = new TypedDocumentString(`
    query DashboardCostPlot($a: ID!, $b: ID!, $asOf: DateTime) {
  reliability(cohortId: $b, asOf: $asOf, minSamples: 5) {
    __typename
    ... on ReliabilityReport {
      state
      independentlyVerifiedPassRate {
        value
        lower
        upper
      }
      costPerVerifiedSuccess {
        ...DashboardEffortFigure
      }
      tokensPerVerifiedSuccess {
        ...DashboardEffortFigure
      }
      timePerVerifiedSuccess {
        ...DashboardEffortFigure
      }
    }
  }
  cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) {
    __typename
    ... on CohortComparison {
      independentlyVerifiedPassRate {
        a {
          value
        }
      }
      costPerVerifiedSuccess {
        status
        ratio
        lower
        upper
        a {
          estimate
        }
      }
      tokensPerVerifiedSuccess {
        ratio
      }
      timePerVerifiedSuccess {
        ratio
      }
    }
  }
}
    fragment DashboardEffortFigure on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  total
  currency
  verifiedPasses
  attempts
}`) as unknown as TypedDocumentString<DashboardCostPlotQuery, DashboardCostPlotQueryVariables>;
export const DashboardAlertSubjectDocument = new TypedDocumentString(`
    query DashboardAlertSubject($id: ID!) {
  cohort(id: $id) {
    capabilityKey
    provider
    model
    runtimeVersion
    harnessVersion
    policyVersion
  }
}
    `) as unknown as TypedDocumentString<DashboardAlertSubjectQuery, DashboardAlertSubjectQueryVariables>;
export const DashboardAlertReportDigestDocument = new TypedDocumentString(`
    query DashboardAlertReportDigest($id: ID!, $asOf: DateTime) {
  reliability(cohortId: $id, asOf: $asOf) {
    __typename
    ... on ReliabilityReport {
      evidenceDigest
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAlertReportDigestQuery, DashboardAlertReportDigestQueryVariables>;
export const DashboardAgreementRatesDocument = new TypedDocumentString(`
    query DashboardAgreementRates($p: String!, $asOf: DateTime) {
  agreementRates(projectId: $p, asOf: $asOf) {
    __typename
    ... on AgreementRatesReport {
      lanes {
        lane
        allTiers {
          waiveCount
          falsePassRate {
            value
          }
        }
        tiers {
          riskTier
          waiveCount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAgreementRatesQuery, DashboardAgreementRatesQueryVariables>;
export const AccessSchemaShapeDocument = new TypedDocumentString(`
    query AccessSchemaShape {
  __schema {
    queryType {
      name
    }
    mutationType {
      name
    }
    types {
      name
      kind
      interfaces {
        name
      }
      possibleTypes {
        name
      }
      fields {
        name
        type {
          kind
          name
          ofType {
            kind
            name
            ofType {
              kind
              name
              ofType {
                kind
                name
                ofType {
                  kind
                  name
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessSchemaShapeQuery, AccessSchemaShapeQueryVariables>;
export const AppendAdjudicationDocument = new TypedDocumentString(`
    mutation AppendAdjudication($input: AppendAdjudicationInput!) {
  appendAdjudication(input: $input) {
    __typename
    ... on AppendAdjudicationSuccess {
      replayed
      adjudication {
        id
        ledgerId
        seq
        kind
        actorRef
        contentDigest
        recordedAt
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
    ... on IdempotencyConflictError {
      idempotencyKey
      existingDigest
      submittedDigest
    }
  }
}
    `) as unknown as TypedDocumentString<AppendAdjudicationMutation, AppendAdjudicationMutationVariables>;
export const AttemptAdjudicationsDocument = new TypedDocumentString(`
    query AttemptAdjudications($id: ID!) {
  attempt(id: $id) {
    ledgerId
    adjudications(first: 100) {
      totalCount
      edges {
        node {
          seq
          kind
          actorRef
          idempotencyKey
          evidenceDigests
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttemptAdjudicationsQuery, AttemptAdjudicationsQueryVariables>;
export const AgreementsRecordEventDocument = new TypedDocumentString(`
    mutation AgreementsRecordEvent($input: RecordAgreementEventInput!) {
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
        ...AgreementsDecisionFields
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
    ... on IdempotencyConflictError {
      idempotencyKey
      existingDigest
      submittedDigest
    }
  }
}
    fragment AgreementsDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    prRef
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    guardrailChecks {
      checkKey
      result
    }
    property
    workflowSlug
    phase
    artifactRef
    proposalDigest
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    reasonDigest
    proposalToMergeDiffDigest
    humanReviewLatencySeconds
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeRevisions {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
}`) as unknown as TypedDocumentString<AgreementsRecordEventMutation, AgreementsRecordEventMutationVariables>;
export const AgreementsDecisionDocument = new TypedDocumentString(`
    query AgreementsDecision($projectId: String!, $decisionId: String!, $asOf: DateTime) {
  agreementDecision(projectId: $projectId, decisionId: $decisionId, asOf: $asOf) {
    __typename
    ... on AgreementDecision {
      ...AgreementsDecisionFields
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
    fragment AgreementsDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    prRef
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    guardrailChecks {
      checkKey
      result
    }
    property
    workflowSlug
    phase
    artifactRef
    proposalDigest
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    reasonDigest
    proposalToMergeDiffDigest
    humanReviewLatencySeconds
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeRevisions {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
}`) as unknown as TypedDocumentString<AgreementsDecisionQuery, AgreementsDecisionQueryVariables>;
export const AgreementsRatesDocument = new TypedDocumentString(`
    query AgreementsRates($projectId: String!, $lane: String, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $minGuardrailConfidence: Float, $targetFalsePassUpper: Float, $bound: RateBound) {
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
      targetFalsePassUpper
      bound
      window {
        lastDays
        lastAttempts
      }
      lanes {
        lane
        allTiers {
          ...AgreementsRatesRow
        }
        tiers {
          ...AgreementsRatesRow
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
    fragment AgreementsRatesRow on AgreementRates {
  riskTier
  state
  sampleSize
  reviewedDecisions
  truePass
  falsePass
  trueFail
  falseFail
  waiveCount
  merges
  falsePassRate {
    numerator
    denominator
    value
    lower
    upper
  }
  falseFailRate {
    numerator
    denominator
    value
    lower
    upper
  }
  postMergeRegressionRate {
    numerator
    denominator
    value
    lower
    upper
  }
  postMerge {
    clean
    regression
    reverted
    awaitingOutcome
  }
  eligibleForPromotion
  promotionBlockedBy
  evidenceDigest
  lifetime {
    firstReviewedAt
    kept
    truePass
    falsePass
    trueFail
    falseFail
    waiveCount
    falsePassRate {
      numerator
      denominator
      value
      lower
      upper
      anytimeLowerBound
      anytimeUpperBound
    }
    evidenceDigest
  }
}`) as unknown as TypedDocumentString<AgreementsRatesQuery, AgreementsRatesQueryVariables>;
export const AgreementsConfidenceCurveDocument = new TypedDocumentString(`
    query AgreementsConfidenceCurve($projectId: String!, $lane: String!, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $targetFalsePassUpper: Float!, $bound: RateBound) {
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
      window {
        lastDays
        lastAttempts
      }
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
          numerator
          denominator
          value
          lower
          upper
        }
        evidenceDigest
        lifetime {
          firstReviewedAt
          kept
          truePass
          falsePass
          trueFail
          falseFail
          waiveCount
          falsePassRate {
            numerator
            denominator
            value
            lower
            upper
            anytimeLowerBound
            anytimeUpperBound
          }
          evidenceDigest
        }
      }
      bound
      recommendedCutoff
      deterministic {
        kept
        truePass
        falsePass
        trueFail
        falseFail
        waiveCount
        falsePassRate {
          numerator
          denominator
          value
          lower
          upper
        }
        evidenceDigest
      }
      evidenceDigest
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
    `) as unknown as TypedDocumentString<AgreementsConfidenceCurveQuery, AgreementsConfidenceCurveQueryVariables>;
export const CreateAlertRuleDocument = new TypedDocumentString(`
    mutation CreateAlertRule($input: CreateAlertRuleInput!) {
  createAlertRule(input: $input) {
    __typename
    ... on CreateAlertRuleSuccess {
      replayed
      rule {
        ...AlertRuleFields
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
    fragment AlertRuleFields on AlertRule {
  digest
  projectId
  kind
  capabilityKey
  model
  parameters
  rate
  threshold
  bound
  window {
    lastDays
    lastAttempts
  }
  minSamples
  target
  periodDays
  longWindowMinutes
  shortWindowMinutes
  burnRateFactor
  lane
  riskTier
  actorRef
  createdAt
  retiredAt
  retiredBy
}`) as unknown as TypedDocumentString<CreateAlertRuleMutation, CreateAlertRuleMutationVariables>;
export const RetireAlertRuleDocument = new TypedDocumentString(`
    mutation RetireAlertRule($input: RetireAlertRuleInput!) {
  retireAlertRule(input: $input) {
    __typename
    ... on RetireAlertRuleSuccess {
      replayed
      rule {
        ...AlertRuleFields
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
    fragment AlertRuleFields on AlertRule {
  digest
  projectId
  kind
  capabilityKey
  model
  parameters
  rate
  threshold
  bound
  window {
    lastDays
    lastAttempts
  }
  minSamples
  target
  periodDays
  longWindowMinutes
  shortWindowMinutes
  burnRateFactor
  lane
  riskTier
  actorRef
  createdAt
  retiredAt
  retiredBy
}`) as unknown as TypedDocumentString<RetireAlertRuleMutation, RetireAlertRuleMutationVariables>;
export const AlertRulesDocument = new TypedDocumentString(`
    query AlertRules($projectId: String!, $includeRetired: Boolean) {
  alertRules(projectId: $projectId, includeRetired: $includeRetired) {
    __typename
    ... on AlertRulesSuccess {
      data {
        ...AlertRuleFields
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    fragment AlertRuleFields on AlertRule {
  digest
  projectId
  kind
  capabilityKey
  model
  parameters
  rate
  threshold
  bound
  window {
    lastDays
    lastAttempts
  }
  minSamples
  target
  periodDays
  longWindowMinutes
  shortWindowMinutes
  burnRateFactor
  lane
  riskTier
  actorRef
  createdAt
  retiredAt
  retiredBy
}`) as unknown as TypedDocumentString<AlertRulesQuery, AlertRulesQueryVariables>;
export const AlertsDocument = new TypedDocumentString(`
    query Alerts($projectId: String!, $kind: AlertKind, $ruleDigest: String, $subject: String, $first: Int, $after: String) {
  alerts(
    projectId: $projectId
    kind: $kind
    ruleDigest: $ruleDigest
    subject: $subject
    first: $first
    after: $after
  ) {
    __typename
    ... on AlertConnection {
      edges {
        cursor
        node {
          ...AlertNodeFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    fragment AlertNodeFields on Alert {
  ledgerId
  projectId
  ruleDigest
  kind
  subject
  transitionAt
  reportDigest
  details
  raisedAt
}`) as unknown as TypedDocumentString<AlertsQuery, AlertsQueryVariables>;
export const ReworkQueueDocument = new TypedDocumentString(`
    query ReworkQueue($projectId: String!, $state: ReworkState, $first: Int, $after: String) {
  reworkQueue(projectId: $projectId, state: $state, first: $first, after: $after) {
    __typename
    ... on ReworkRequestConnection {
      edges {
        node {
          ledgerId
          projectId
          attemptId
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
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReworkQueueQuery, ReworkQueueQueryVariables>;
export const ServiceRecordManyDocument = new TypedDocumentString(`
    mutation ServiceRecordMany($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
      results {
        result {
          __typename
          ... on RecordAttemptSuccess {
            replayed
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ServiceRecordManyMutation, ServiceRecordManyMutationVariables>;
export const RegisterRubricDocument = new TypedDocumentString(`
    mutation RegisterRubric($input: RegisterRubricInput!) {
  registerRubric(input: $input) {
    __typename
    ... on RegisterRubricSuccess {
      replayed
      rubric {
        digest
        domain
        version
        threshold
        registeredBy
        criteria {
          id
          required
          levels {
            level
            descriptorDigest
            descriptor
            raiseDigest
            howToRaise
          }
        }
      }
    }
    ... on Error {
      message
      code
    }
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
}
    `) as unknown as TypedDocumentString<RegisterRubricMutation, RegisterRubricMutationVariables>;
export const RecordGradedVerificationDocument = new TypedDocumentString(`
    mutation RecordGradedVerification($input: RecordGradedVerificationInput!) {
  recordGradedVerification(input: $input) {
    __typename
    ... on RecordGradedVerificationSuccess {
      replayed
      gradedVerification {
        ledgerId
        attemptId
        rubricDigest
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
        scores {
          criterionId
          score
          evidenceDigest
          feedbackDigest
        }
      }
    }
    ... on Error {
      message
      code
    }
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
}
    `) as unknown as TypedDocumentString<RecordGradedVerificationMutation, RecordGradedVerificationMutationVariables>;
export const AttemptGradingsDocument = new TypedDocumentString(`
    query AttemptGradings($id: ID!) {
  attempt(id: $id) {
    ledgerId
    gradedVerifications {
      round
      graderRef
      graderModel
      belowThreshold
      reworkRecommended
      independent
      gradedPass
      scores {
        criterionId
        score
      }
      rubric {
        digest
        version
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttemptGradingsQuery, AttemptGradingsQueryVariables>;
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
      state
      asOf
      settledThrough
      final
      minSamples
      attemptsInWindow
      sampleSize
      regradedCount
      notIndependentCount
      window {
        lastDays
        lastAttempts
      }
      reworkRecommendedRate {
        numerator
        denominator
        value
        lower
        upper
      }
      humanAgreementRate {
        numerator
        denominator
        value
        lower
        upper
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
          numerator
          denominator
          value
          lower
          upper
        }
        reworkPairs
        meanChangeAfterRework
      }
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
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
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
}`) as unknown as TypedDocumentString<GradedSummaryQuery, GradedSummaryQueryVariables>;
export const StoreAnnotationDocument = new TypedDocumentString(`
    mutation StoreAnnotation($p: String!, $t: String!) {
  storeAnnotation(projectId: $p, text: $t) {
    __typename
    ... on StoreAnnotationSuccess {
      annotation {
        digest
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<StoreAnnotationMutation, StoreAnnotationMutationVariables>;
export const RecordAttemptDocument = new TypedDocumentString(`
    mutation RecordAttempt($input: RecordAttemptInput!) {
  recordAttempt(input: $input) {
    __typename
    ... on RecordAttemptSuccess {
      replayed
      attempts {
        id
        ledgerId
        capabilityKey
        multiplicity
        attemptGroupId
        outcomeDigest
        contentDigest
        recordedAt
        recordedBy
        cohort {
          id
          ledgerId
          fingerprint
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
    ... on IdempotencyConflictError {
      idempotencyKey
      existingDigest
      submittedDigest
    }
  }
}
    `) as unknown as TypedDocumentString<RecordAttemptMutation, RecordAttemptMutationVariables>;
export const SetProjectLabelDocument = new TypedDocumentString(`
    mutation SetProjectLabel($input: SetProjectLabelInput!) {
  setProjectLabel(input: $input) {
    __typename
    ... on SetProjectLabelSuccess {
      replayed
      projectLabel {
        ledgerId
        projectId
        seq
        label
        idempotencyKey
        actorRef
        createdAt
        contentDigest
      }
    }
    ... on Error {
      message
      code
    }
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
}
    `) as unknown as TypedDocumentString<SetProjectLabelMutation, SetProjectLabelMutationVariables>;
export const ProjectLabelsDocument = new TypedDocumentString(`
    query ProjectLabels($projectIds: [String!]!) {
  projectLabels(projectIds: $projectIds) {
    __typename
    ... on ProjectLabels {
      labels {
        ledgerId
        projectId
        seq
        label
        actorRef
        createdAt
        contentDigest
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
    `) as unknown as TypedDocumentString<ProjectLabelsQuery, ProjectLabelsQueryVariables>;
export const ReliabilityDocument = new TypedDocumentString(`
    query Reliability($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  reliability(
    cohortId: $cohortId
    window: $window
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      ...ReliabilityReportFields
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
    fragment RateParts on Rate {
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
fragment ReliabilityReportFields on ReliabilityReport {
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
  firstAttemptSuccessRate {
    ...RateParts
  }
  independentlyVerifiedPassRate {
    ...RateParts
  }
  unverifiedCompletionRate {
    ...RateParts
  }
  repairRetryRate {
    ...RateParts
  }
  humanRejectionRate {
    ...RateParts
  }
  rollbackRate {
    ...RateParts
  }
  policyBlockRate {
    ...RateParts
  }
  falseSuccessRate {
    ...RateParts
  }
  overrideRate {
    ...RateParts
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
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
}`) as unknown as TypedDocumentString<ReliabilityQuery, ReliabilityQueryVariables>;
export const OverviewDocument = new TypedDocumentString(`
    query Overview($projectId: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $first: Int, $after: String) {
  reliabilityOverview(
    projectId: $projectId
    capabilityKey: $capabilityKey
    window: $window
    asOf: $asOf
    minSamples: $minSamples
    first: $first
    after: $after
  ) {
    __typename
    ... on ReliabilityOverviewConnection {
      asOf
      settledThrough
      final
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          cohort {
            ledgerId
            capabilityKey
            model
          }
          ...ReliabilityReportFields
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
    fragment RateParts on Rate {
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
fragment ReliabilityReportFields on ReliabilityReport {
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
  firstAttemptSuccessRate {
    ...RateParts
  }
  independentlyVerifiedPassRate {
    ...RateParts
  }
  unverifiedCompletionRate {
    ...RateParts
  }
  repairRetryRate {
    ...RateParts
  }
  humanRejectionRate {
    ...RateParts
  }
  rollbackRate {
    ...RateParts
  }
  policyBlockRate {
    ...RateParts
  }
  falseSuccessRate {
    ...RateParts
  }
  overrideRate {
    ...RateParts
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
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
}`) as unknown as TypedDocumentString<OverviewQuery, OverviewQueryVariables>;
export const SeriesDocument = new TypedDocumentString(`
    query Series($cohortId: ID!, $bucket: SeriesBucket!, $from: DateTime!, $to: DateTime, $minSamples: Int) {
  reliabilitySeries(
    cohortId: $cohortId
    bucket: $bucket
    from: $from
    to: $to
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilitySeries {
      cohortId
      bucket
      from
      to
      settledThrough
      final
      minSamples
      unresolvedDriftAttemptIds
      evidenceDigest
      points {
        start
        end
        state
        sampleSize
        criticalFailureCount
        firstAttemptSuccessRate {
          ...RateParts
        }
        independentlyVerifiedPassRate {
          ...RateParts
        }
        unverifiedCompletionRate {
          ...RateParts
        }
        repairRetryRate {
          ...RateParts
        }
        humanRejectionRate {
          ...RateParts
        }
        rollbackRate {
          ...RateParts
        }
        policyBlockRate {
          ...RateParts
        }
        falseSuccessRate {
          ...RateParts
        }
        overrideRate {
          ...RateParts
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
    fragment RateParts on Rate {
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
}`) as unknown as TypedDocumentString<SeriesQuery, SeriesQueryVariables>;
export const WorkerEvidenceDocument = new TypedDocumentString(`
    query WorkerEvidence($projectId: String!, $workerRef: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $first: Int, $after: String) {
  workerEvidence(
    projectId: $projectId
    workerRef: $workerRef
    capabilityKey: $capabilityKey
    window: $window
    asOf: $asOf
    minSamples: $minSamples
    first: $first
    after: $after
  ) {
    __typename
    ... on WorkerEvidenceConnection {
      asOf
      settledThrough
      final
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          workerRef
          cohort {
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
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
  }
}
    fragment RateParts on Rate {
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
fragment ReliabilityReportFields on ReliabilityReport {
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
  firstAttemptSuccessRate {
    ...RateParts
  }
  independentlyVerifiedPassRate {
    ...RateParts
  }
  unverifiedCompletionRate {
    ...RateParts
  }
  repairRetryRate {
    ...RateParts
  }
  humanRejectionRate {
    ...RateParts
  }
  rollbackRate {
    ...RateParts
  }
  policyBlockRate {
    ...RateParts
  }
  falseSuccessRate {
    ...RateParts
  }
  overrideRate {
    ...RateParts
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
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
}`) as unknown as TypedDocumentString<WorkerEvidenceQuery, WorkerEvidenceQueryVariables>;
export const TransparencyServedCheckpointDocument = new TypedDocumentString(`
    query TransparencyServedCheckpoint {
  checkpoint {
    treeSize
    rootHash
    issuedAt
    keyId
    envelope
  }
}
    `) as unknown as TypedDocumentString<TransparencyServedCheckpointQuery, TransparencyServedCheckpointQueryVariables>;
export const TransparencyEveryTableAnnotationDocument = new TypedDocumentString(`
    mutation TransparencyEveryTableAnnotation($p: String!) {
  storeAnnotation(projectId: $p, text: "a reason") {
    __typename
    ... on StoreAnnotationSuccess {
      annotation {
        digest
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TransparencyEveryTableAnnotationMutation, TransparencyEveryTableAnnotationMutationVariables>;
export const TransparencyEveryTableAssignReworkDocument = new TypedDocumentString(`
    mutation TransparencyEveryTableAssignRework($i: AssignReworkInput!) {
  assignRework(input: $i) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<TransparencyEveryTableAssignReworkMutation, TransparencyEveryTableAssignReworkMutationVariables>;
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
        actorRef
        registeredAt
        contentDigest
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
    ... on IdempotencyConflictError {
      idempotencyKey
      existingDigest
      submittedDigest
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterVerifierMutation, RegisterVerifierMutationVariables>;
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
        actorRef
        withdrawnAt
        contentDigest
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
    ... on IdempotencyConflictError {
      idempotencyKey
      existingDigest
      submittedDigest
    }
  }
}
    `) as unknown as TypedDocumentString<WithdrawVerifierTrustMutation, WithdrawVerifierTrustMutationVariables>;
export const CreateWebhookEndpointDocument = new TypedDocumentString(`
    mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on CreateWebhookEndpointSuccess {
      secret
      replayed
      endpoint {
        ledgerId
        url
        kinds
        retiredAt
      }
    }
    ... on Error {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const RetireWebhookEndpointDocument = new TypedDocumentString(`
    mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {
  retireWebhookEndpoint(input: $input) {
    __typename
    ... on RetireWebhookEndpointSuccess {
      replayed
      endpoint {
        ledgerId
        retiredAt
      }
    }
    ... on Error {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RetireWebhookEndpointMutation, RetireWebhookEndpointMutationVariables>;
export const WebhookEndpointsDocument = new TypedDocumentString(`
    query WebhookEndpoints($projectId: String!) {
  webhookEndpoints(projectId: $projectId) {
    __typename
    ... on WebhookEndpointsSuccess {
      data {
        ledgerId
        url
        kinds
        actorRef
        retiredAt
      }
    }
    ... on Error {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {
  webhookDeliveries(
    projectId: $projectId
    status: $status
    first: $first
    after: $after
  ) {
    __typename
    ... on WebhookDeliveryConnection {
      edges {
        cursor
        node {
          ledgerId
          endpointId
          alertId
          sequence
          status
          attempts {
            attempt
            outcome
            failure
            httpStatus
            actorRef
            attemptedAt
          }
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
    ... on Error {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RedeliverWebhookDocument = new TypedDocumentString(`
    mutation RedeliverWebhook($input: RedeliverWebhookInput!) {
  redeliverWebhook(input: $input) {
    __typename
    ... on RedeliverWebhookSuccess {
      requested
      delivery {
        ledgerId
        status
        attempts {
          attempt
          outcome
          actorRef
        }
      }
    }
    ... on Error {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const AccessFixtureNoteDocument = new TypedDocumentString(`
    mutation AccessFixtureNote($p: String!, $t: String!) {
  storeAnnotation(projectId: $p, text: $t) {
    __typename
    ... on StoreAnnotationSuccess {
      annotation {
        digest
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessFixtureNoteMutation, AccessFixtureNoteMutationVariables>;
export const AccessCohortsDocument = new TypedDocumentString(`
    query AccessCohorts($p: String) {
  cohorts(projectId: $p) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessCohortsQuery, AccessCohortsQueryVariables>;
export const AccessCohortDocument = new TypedDocumentString(`
    query AccessCohort($id: ID!) {
  cohort(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccessCohortQuery, AccessCohortQueryVariables>;
export const AccessAttemptsDocument = new TypedDocumentString(`
    query AccessAttempts {
  attempts(first: 5) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessAttemptsQuery, AccessAttemptsQueryVariables>;
export const AccessAdjudicationsDocument = new TypedDocumentString(`
    query AccessAdjudications {
  adjudications(first: 5) {
    edges {
      node {
        id
        kind
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessAdjudicationsQuery, AccessAdjudicationsQueryVariables>;
export const AccessAttemptDocument = new TypedDocumentString(`
    query AccessAttempt($id: ID!) {
  attempt(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccessAttemptQuery, AccessAttemptQueryVariables>;
export const AccessCohortLineageDocument = new TypedDocumentString(`
    query AccessCohortLineage($id: ID!) {
  cohortLineage(cohortId: $id) {
    cohort {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AccessCohortLineageQuery, AccessCohortLineageQueryVariables>;
export const AccessReliabilityDocument = new TypedDocumentString(`
    query AccessReliability($id: ID!) {
  reliability(cohortId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessReliabilityQuery, AccessReliabilityQueryVariables>;
export const AccessReliabilityOverviewDocument = new TypedDocumentString(`
    query AccessReliabilityOverview($p: String!) {
  reliabilityOverview(projectId: $p) {
    __typename
    ... on ReliabilityOverviewConnection {
      edges {
        node {
          cohortId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessReliabilityOverviewQuery, AccessReliabilityOverviewQueryVariables>;
export const AccessWorkerEvidenceDocument = new TypedDocumentString(`
    query AccessWorkerEvidence($p: String!) {
  workerEvidence(projectId: $p, workerRef: "worker-alpha") {
    __typename
    ... on WorkerEvidenceConnection {
      edges {
        node {
          cohort {
            id
          }
          report {
            cohortId
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessWorkerEvidenceQuery, AccessWorkerEvidenceQueryVariables>;
export const AccessReliabilitySeriesDocument = new TypedDocumentString(`
    query AccessReliabilitySeries($id: ID!, $from: DateTime!) {
  reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessReliabilitySeriesQuery, AccessReliabilitySeriesQueryVariables>;
export const AccessCohortComparisonDocument = new TypedDocumentString(`
    query AccessCohortComparison($id: ID!) {
  cohortComparison(a: $id, b: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessCohortComparisonQuery, AccessCohortComparisonQueryVariables>;
export const AccessPairedComparisonDocument = new TypedDocumentString(`
    query AccessPairedComparison($id: ID!) {
  pairedComparison(cohortId: $id, otherCohortId: $id, margin: 0.1) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessPairedComparisonQuery, AccessPairedComparisonQueryVariables>;
export const AccessNodeDocument = new TypedDocumentString(`
    query AccessNode($id: ID!) {
  node(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccessNodeQuery, AccessNodeQueryVariables>;
export const AccessScopeFingerprintDocument = new TypedDocumentString(`
    query AccessScopeFingerprint {
  scopeFingerprint(scope: {rootRef: "r"}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessScopeFingerprintQuery, AccessScopeFingerprintQueryVariables>;
export const AccessRecordAttemptsDocument = new TypedDocumentString(`
    mutation AccessRecordAttempts($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      results {
        result {
          __typename
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessRecordAttemptsMutation, AccessRecordAttemptsMutationVariables>;
export const AccessStoreAnnotationDocument = new TypedDocumentString(`
    mutation AccessStoreAnnotation($p: String!, $t: String!) {
  storeAnnotation(projectId: $p, text: $t) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessStoreAnnotationMutation, AccessStoreAnnotationMutationVariables>;
export const AccessAnnotationDocument = new TypedDocumentString(`
    query AccessAnnotation($p: String!, $d: String!) {
  annotation(projectId: $p, digest: $d) {
    digest
  }
}
    `) as unknown as TypedDocumentString<AccessAnnotationQuery, AccessAnnotationQueryVariables>;
export const AccessRedactAnnotationDocument = new TypedDocumentString(`
    mutation AccessRedactAnnotation($p: String!, $d: String!) {
  redactAnnotation(projectId: $p, digest: $d) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessRedactAnnotationMutation, AccessRedactAnnotationMutationVariables>;
export const AccessRubricsDocument = new TypedDocumentString(`
    query AccessRubrics {
  rubrics {
    edges {
      node {
        digest
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessRubricsQuery, AccessRubricsQueryVariables>;
export const AccessRubricDocument = new TypedDocumentString(`
    query AccessRubric($d: String!) {
  rubric(digest: $d) {
    digest
    criteria {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AccessRubricQuery, AccessRubricQueryVariables>;
export const AccessWithdrawalImpactDocument = new TypedDocumentString(`
    query AccessWithdrawalImpact($id: ID!) {
  withdrawalImpact(withdrawalId: $id, minSamples: 1) {
    __typename
    ... on WithdrawalImpact {
      cohorts {
        cohortId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessWithdrawalImpactQuery, AccessWithdrawalImpactQueryVariables>;
export const AccessTransparencyKeyDocument = new TypedDocumentString(`
    query AccessTransparencyKey {
  transparencyKey {
    keyId
  }
}
    `) as unknown as TypedDocumentString<AccessTransparencyKeyQuery, AccessTransparencyKeyQueryVariables>;
export const AccessCheckpointDocument = new TypedDocumentString(`
    query AccessCheckpoint {
  checkpoint {
    treeSize
    rootHash
  }
}
    `) as unknown as TypedDocumentString<AccessCheckpointQuery, AccessCheckpointQueryVariables>;
export const AccessWitnessesDocument = new TypedDocumentString(`
    query AccessWitnesses {
  witnesses {
    name
  }
}
    `) as unknown as TypedDocumentString<AccessWitnessesQuery, AccessWitnessesQueryVariables>;
export const AccessAddCosignatureDocument = new TypedDocumentString(`
    mutation AccessAddCosignature($s: Int!) {
  addCosignature(treeSize: $s, cosignature: "— nobody AAAA") {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessAddCosignatureMutation, AccessAddCosignatureMutationVariables>;
export const AccessConsistencyProofDocument = new TypedDocumentString(`
    query AccessConsistencyProof($s: Int!) {
  consistencyProof(fromSize: $s, toSize: $s) {
    proof
  }
}
    `) as unknown as TypedDocumentString<AccessConsistencyProofQuery, AccessConsistencyProofQueryVariables>;
export const AccessInclusionProofDocument = new TypedDocumentString(`
    query AccessInclusionProof($k: String!) {
  inclusionProof(table: ATTEMPT, key: $k) {
    leafIndex
  }
}
    `) as unknown as TypedDocumentString<AccessInclusionProofQuery, AccessInclusionProofQueryVariables>;
export const AccessEvidenceBundleDocument = new TypedDocumentString(`
    query AccessEvidenceBundle($id: ID!, $v: DateTime!) {
  evidenceBundle(cohortId: $id, validUntil: $v) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessEvidenceBundleQuery, AccessEvidenceBundleQueryVariables>;
export const AccessWorkerEvidenceBundleDocument = new TypedDocumentString(`
    query AccessWorkerEvidenceBundle($p: String!, $v: DateTime!) {
  workerEvidenceBundle(
    projectId: $p
    workerRef: "worker-alpha"
    capabilityKey: "code.edit.typescript"
    validUntil: $v
  ) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessWorkerEvidenceBundleQuery, AccessWorkerEvidenceBundleQueryVariables>;
export const AccessCreateAlertRuleDocument = new TypedDocumentString(`
    mutation AccessCreateAlertRule($i: CreateAlertRuleInput!) {
  createAlertRule(input: $i) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessCreateAlertRuleMutation, AccessCreateAlertRuleMutationVariables>;
export const AccessRetireAlertRuleDocument = new TypedDocumentString(`
    mutation AccessRetireAlertRule($i: RetireAlertRuleInput!) {
  retireAlertRule(input: $i) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessRetireAlertRuleMutation, AccessRetireAlertRuleMutationVariables>;
export const AccessAlertRulesDocument = new TypedDocumentString(`
    query AccessAlertRules($p: String!) {
  alertRules(projectId: $p) {
    __typename
    ... on AlertRulesSuccess {
      data {
        digest
        projectId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessAlertRulesQuery, AccessAlertRulesQueryVariables>;
export const AccessAlertsDocument = new TypedDocumentString(`
    query AccessAlerts($p: String!) {
  alerts(projectId: $p) {
    __typename
    ... on AlertConnection {
      edges {
        node {
          ledgerId
          projectId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessAlertsQuery, AccessAlertsQueryVariables>;
export const AccessReworkQueueDocument = new TypedDocumentString(`
    query AccessReworkQueue($p: String!) {
  reworkQueue(projectId: $p) {
    __typename
    ... on ReworkRequestConnection {
      edges {
        node {
          ledgerId
          projectId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessReworkQueueQuery, AccessReworkQueueQueryVariables>;
export const AccessAssignReworkDocument = new TypedDocumentString(`
    mutation AccessAssignRework($i: AssignReworkInput!) {
  assignRework(input: $i) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessAssignReworkMutation, AccessAssignReworkMutationVariables>;
export const AccessCreateCheckpointDocument = new TypedDocumentString(`
    mutation AccessCreateCheckpoint {
  createCheckpoint {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccessCreateCheckpointMutation, AccessCreateCheckpointMutationVariables>;
export const AccessRootFieldsDocument = new TypedDocumentString(`
    query AccessRootFields {
  __schema {
    queryType {
      fields {
        name
      }
    }
    mutationType {
      fields {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccessRootFieldsQuery, AccessRootFieldsQueryVariables>;
export const AdjudicationsPageDocument = new TypedDocumentString(`
    query AdjudicationsPage($id: ID!, $first: Int, $after: String) {
  attempt(id: $id) {
    adjudications(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          seq
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdjudicationsPageQuery, AdjudicationsPageQueryVariables>;
export const AdjudicationsDriftBatchDocument = new TypedDocumentString(`
    mutation AdjudicationsDriftBatch($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      results {
        result {
          __typename
          ... on RecordAttemptSuccess {
            attempts {
              id
            }
          }
        }
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AdjudicationsDriftBatchMutation, AdjudicationsDriftBatchMutationVariables>;
export const AgreementsAccessDecisionDocument = new TypedDocumentString(`
    query AgreementsAccessDecision($p: String!, $d: String!) {
  agreementDecision(projectId: $p, decisionId: $d) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AgreementsAccessDecisionQuery, AgreementsAccessDecisionQueryVariables>;
export const AgreementsAccessDecisionsDocument = new TypedDocumentString(`
    query AgreementsAccessDecisions {
  agreementDecisions(first: 5) {
    __typename
    ... on AgreementDecisionsConnection {
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<AgreementsAccessDecisionsQuery, AgreementsAccessDecisionsQueryVariables>;
export const AgreementsAccessPublishedDocument = new TypedDocumentString(`
    query AgreementsAccessPublished {
  publishedAgreements(first: 5) {
    __typename
    ... on PublishedAgreementsConnection {
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<AgreementsAccessPublishedQuery, AgreementsAccessPublishedQueryVariables>;
export const AgreementsAccessDesignatedPropertiesDocument = new TypedDocumentString(`
    query AgreementsAccessDesignatedProperties {
  designatedProperties
}
    `) as unknown as TypedDocumentString<AgreementsAccessDesignatedPropertiesQuery, AgreementsAccessDesignatedPropertiesQueryVariables>;
export const AgreementsAccessRootFieldsDocument = new TypedDocumentString(`
    query AgreementsAccessRootFields {
  __schema {
    queryType {
      fields {
        name
      }
    }
    mutationType {
      fields {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AgreementsAccessRootFieldsQuery, AgreementsAccessRootFieldsQueryVariables>;
export const AgreementsPublishPublishedDocument = new TypedDocumentString(`
    query AgreementsPublishPublished($projectId: String, $lane: String, $property: String, $first: Int, $after: String, $last: Int, $before: String) {
  publishedAgreements(
    projectId: $projectId
    lane: $lane
    property: $property
    first: $first
    after: $after
    last: $last
    before: $before
  ) {
    __typename
    ... on PublishedAgreementsConnection {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          ...AgreementsDecisionFields
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
    fragment AgreementsDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    prRef
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    guardrailChecks {
      checkKey
      result
    }
    property
    workflowSlug
    phase
    artifactRef
    proposalDigest
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    reasonDigest
    proposalToMergeDiffDigest
    humanReviewLatencySeconds
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeRevisions {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
}`) as unknown as TypedDocumentString<AgreementsPublishPublishedQuery, AgreementsPublishPublishedQueryVariables>;
export const AgreementsPublishDesignateDocument = new TypedDocumentString(`
    mutation AgreementsPublishDesignate($property: String!) {
  designateProperty(property: $property) {
    __typename
    ... on PropertyDesignationChange {
      property
      action
      designated
      changed
      recordedBy
      recordedAt
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AgreementsPublishDesignateMutation, AgreementsPublishDesignateMutationVariables>;
export const AgreementsPublishWithdrawDocument = new TypedDocumentString(`
    mutation AgreementsPublishWithdraw($property: String!) {
  withdrawPropertyDesignation(property: $property) {
    __typename
    ... on PropertyDesignationChange {
      property
      action
      designated
      changed
      recordedBy
      recordedAt
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AgreementsPublishWithdrawMutation, AgreementsPublishWithdrawMutationVariables>;
export const AgreementsPublishDesignatedPropertiesDocument = new TypedDocumentString(`
    query AgreementsPublishDesignatedProperties {
  designatedProperties
}
    `) as unknown as TypedDocumentString<AgreementsPublishDesignatedPropertiesQuery, AgreementsPublishDesignatedPropertiesQueryVariables>;
export const AgreementsPublishUnguardedDocument = new TypedDocumentString(`
    query AgreementsPublishUnguarded($projectId: String) {
  agreementDecisions(projectId: $projectId, first: 1) {
    __typename
    ... on AgreementDecisionsConnection {
      edges {
        cursor
        node {
          proposal {
            property
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AgreementsPublishUnguardedQuery, AgreementsPublishUnguardedQueryVariables>;
export const AgreementsPublishUnguardedCountDocument = new TypedDocumentString(`
    query AgreementsPublishUnguardedCount($projectId: String) {
  agreementDecisions(projectId: $projectId, first: 50) {
    __typename
    ... on AgreementDecisionsConnection {
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<AgreementsPublishUnguardedCountQuery, AgreementsPublishUnguardedCountQueryVariables>;
export const AgreementsListDocument = new TypedDocumentString(`
    query AgreementsList($projectId: String, $lane: String, $first: Int, $after: String, $last: Int, $before: String) {
  agreementDecisions(
    projectId: $projectId
    lane: $lane
    first: $first
    after: $after
    last: $last
    before: $before
  ) {
    __typename
    ... on AgreementDecisionsConnection {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          ...AgreementsDecisionFields
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
    fragment AgreementsDecisionFields on AgreementDecision {
  projectId
  decisionId
  proposal {
    prRef
    lane
    riskTier
    agentRef
    guardrailVerdict
    guardrailConfidence
    guardrailChecks {
      checkKey
      result
    }
    property
    workflowSlug
    phase
    artifactRef
    proposalDigest
    recordedBy
    recordedAt
    contentDigest
  }
  review {
    humanVerdict
    agreement
    reviewerRef
    reasonDigest
    proposalToMergeDiffDigest
    humanReviewLatencySeconds
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeOutcome {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
  postMergeRevisions {
    revision
    outcomeKey
    outcome
    evidenceDigest
    recordedBy
    recordedAt
    contentDigest
  }
}`) as unknown as TypedDocumentString<AgreementsListQuery, AgreementsListQueryVariables>;
export const AlertsReportDocument = new TypedDocumentString(`
    query AlertsReport($id: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {
  reliability(
    cohortId: $id
    asOf: $asOf
    window: $window
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      state
      final
      sampleSize
      evidenceDigest
      criticalFailures {
        count
      }
      unverifiedCompletionRate {
        numerator
        denominator
        value
        lower
        upper
        anytimeLowerBound
      }
    }
    ... on ValidationError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AlertsReportQuery, AlertsReportQueryVariables>;
export const AlertsReportAtDocument = new TypedDocumentString(`
    query AlertsReportAt($id: ID!, $asOf: DateTime) {
  reliability(cohortId: $id, asOf: $asOf, minSamples: 2) {
    __typename
    ... on ReliabilityReport {
      evidenceDigest
      independentlyVerifiedPassRate {
        numerator
        denominator
        lower
      }
    }
    ... on ValidationError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AlertsReportAtQuery, AlertsReportAtQueryVariables>;
export const AnnotationCredentialsStoreDocument = new TypedDocumentString(`
    mutation AnnotationCredentialsStore($project: String!, $text: String!) {
  storeAnnotation(projectId: $project, text: $text) {
    __typename
    ... on StoreAnnotationSuccess {
      annotation {
        digest
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
    `) as unknown as TypedDocumentString<AnnotationCredentialsStoreMutation, AnnotationCredentialsStoreMutationVariables>;
export const AnnotationsStoreDocument = new TypedDocumentString(`
    mutation AnnotationsStore($p: String!, $text: String!) {
  storeAnnotation(projectId: $p, text: $text) {
    __typename
    ... on StoreAnnotationSuccess {
      replayed
      annotation {
        projectId
        digest
        byteLength
        storedBy
        storedAt
        text
        redacted
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AnnotationsStoreMutation, AnnotationsStoreMutationVariables>;
export const AnnotationsReadDocument = new TypedDocumentString(`
    query AnnotationsRead($p: String!, $d: String!) {
  annotation(projectId: $p, digest: $d) {
    projectId
    digest
    storedBy
    text
    redacted
    redactedBy
    redactedAt
  }
}
    `) as unknown as TypedDocumentString<AnnotationsReadQuery, AnnotationsReadQueryVariables>;
export const AnnotationsRedactDocument = new TypedDocumentString(`
    mutation AnnotationsRedact($p: String!, $d: String!) {
  redactAnnotation(projectId: $p, digest: $d) {
    __typename
    ... on RedactAnnotationSuccess {
      changed
      annotation {
        projectId
        digest
        text
        redacted
        redactedBy
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AnnotationsRedactMutation, AnnotationsRedactMutationVariables>;
export const RecordWithEffortDocument = new TypedDocumentString(`
    mutation RecordWithEffort($input: RecordAttemptInput!) {
  recordAttempt(input: $input) {
    __typename
    ... on RecordAttemptSuccess {
      replayed
      attempts {
        id
        outcomeDigest
        cohort {
          ledgerId
        }
        effort {
          inputTokens
          outputTokens
          cost {
            micros
            currency
          }
          harnessWallTimeMs
        }
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on IdempotencyConflictError {
      existingDigest
      submittedDigest
    }
  }
}
    `) as unknown as TypedDocumentString<RecordWithEffortMutation, RecordWithEffortMutationVariables>;
export const EffortReportDocument = new TypedDocumentString(`
    query EffortReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {
  reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {
    __typename
    ... on ReliabilityReport {
      state
      final
      evidenceDigest
      independentlyVerifiedPassRate {
        numerator
        denominator
      }
      costPerVerifiedSuccess {
        ...EffortPerSuccessFields
      }
      tokensPerVerifiedSuccess {
        ...EffortPerSuccessFields
      }
      timePerVerifiedSuccess {
        ...EffortPerSuccessFields
      }
    }
    ... on Error {
      message
    }
  }
}
    fragment EffortPerSuccessFields on EffortPerVerifiedSuccess {
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
}`) as unknown as TypedDocumentString<EffortReportQuery, EffortReportQueryVariables>;
export const EffortComparisonDocument = new TypedDocumentString(`
    query EffortComparison($a: ID!, $b: ID!, $minSamples: Int) {
  cohortComparison(a: $a, b: $b, minSamples: $minSamples) {
    __typename
    ... on CohortComparison {
      a {
        state
      }
      b {
        state
      }
      costPerVerifiedSuccess {
        ...EffortRatioFields
      }
      tokensPerVerifiedSuccess {
        ...EffortRatioFields
      }
      timePerVerifiedSuccess {
        ...EffortRatioFields
      }
    }
    ... on Error {
      message
    }
  }
}
    fragment EffortRatioFields on EffortRatio {
  measure
  status
  ratio
  lower
  upper
  currency
  a {
    estimate
    variance
    status
    currencies
  }
  b {
    estimate
    variance
    status
    currencies
  }
}`) as unknown as TypedDocumentString<EffortComparisonQuery, EffortComparisonQueryVariables>;
export const EvidenceReadsRecordDocument = new TypedDocumentString(`
    mutation EvidenceReadsRecord($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<EvidenceReadsRecordMutation, EvidenceReadsRecordMutationVariables>;
export const EvidenceScanPlansBatchDocument = new TypedDocumentString(`
    mutation EvidenceScanPlansBatch($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
    }
  }
}
    `) as unknown as TypedDocumentString<EvidenceScanPlansBatchMutation, EvidenceScanPlansBatchMutationVariables>;
export const GradingRubricDocument = new TypedDocumentString(`
    query GradingRubric($d: String!) {
  rubric(digest: $d) {
    digest
    version
    criteria {
      id
      levels {
        descriptor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GradingRubricQuery, GradingRubricQueryVariables>;
export const GradingRubricsOfDomainDocument = new TypedDocumentString(`
    query GradingRubricsOfDomain {
  rubrics(domain: "synthesis") {
    edges {
      node {
        digest
        version
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GradingRubricsOfDomainQuery, GradingRubricsOfDomainQueryVariables>;
export const ListFiltersOtherProjectDocument = new TypedDocumentString(`
    query ListFiltersOtherProject($projectId: String) {
  attempts(first: 100, projectId: $projectId, workerRef: "worker-0") {
    edges {
      node {
        ledgerId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListFiltersOtherProjectQuery, ListFiltersOtherProjectQueryVariables>;
export const ListFiltersAllCohortsDocument = new TypedDocumentString(`
    query ListFiltersAllCohorts {
  cohorts(first: 100) {
    edges {
      node {
        ledgerId
        capabilityKey
        provider
        model
        harnessVersion
        policyVersion
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListFiltersAllCohortsQuery, ListFiltersAllCohortsQueryVariables>;
export const ListFiltersCohortsDocument = new TypedDocumentString(`
    query ListFiltersCohorts($provider: String, $model: String, $harnessVersion: String, $policyVersion: String, $capabilityKey: String, $first: Int) {
  cohorts(
    provider: $provider
    model: $model
    harnessVersion: $harnessVersion
    policyVersion: $policyVersion
    capabilityKey: $capabilityKey
    first: $first
  ) {
    edges {
      node {
        ledgerId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListFiltersCohortsQuery, ListFiltersCohortsQueryVariables>;
export const OtlpAttemptsDocument = new TypedDocumentString(`
    query OtlpAttempts($projectId: String!, $outcomeId: String!) {
  attempts(projectId: $projectId, outcomeId: $outcomeId, first: 50) {
    edges {
      node {
        ledgerId
        capabilityKey
        outcomeId
        taskRef
        agentRunRef
        workerRef
        outcomeCode
        stopReasonCode
        attemptNumber
        startedAt
        finishedAt
        verificationMode
        verificationResult
        acceptanceCriteriaTotal
        acceptanceCriteriaMet
        recordedBy
        outcomeDigest
        evidence {
          kind
          digest
        }
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
          ledgerId
        }
        adjudications(first: 20) {
          edges {
            node {
              kind
              verificationMode
              verificationResult
              verifierRef
              verifierModel
              actorRef
              idempotencyKey
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OtlpAttemptsQuery, OtlpAttemptsQueryVariables>;
export const OtlpReportDocument = new TypedDocumentString(`
    query OtlpReport($id: ID!) {
  reliability(cohortId: $id, minSamples: 1) {
    __typename
    ... on ReliabilityReport {
      sampleSize
      independentlyVerifiedPassRate {
        numerator
        denominator
      }
      unverifiedCompletionRate {
        numerator
        denominator
      }
      consecutiveVerifiedPasses
      verificationsNotCountedIndependent {
        unregistered
        withdrawn
        notIndependent
      }
      tokensPerVerifiedSuccess {
        status
        estimate
        total
        unknownAttempts
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<OtlpReportQuery, OtlpReportQueryVariables>;
export const PagesAttemptsDocument = new TypedDocumentString(`
    query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {
  attempts(
    cohortId: $cohortId
    first: $first
    after: $after
    last: $last
    before: $before
  ) {
    edges {
      cursor
      node {
        ledgerId
      }
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<PagesAttemptsQuery, PagesAttemptsQueryVariables>;
export const PagesCohortAttemptsDocument = new TypedDocumentString(`
    query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  cohort(id: $cohortId) {
    attempts(first: $first, after: $after, last: $last, before: $before) {
      edges {
        cursor
        node {
          ledgerId
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagesCohortAttemptsQuery, PagesCohortAttemptsQueryVariables>;
export const PagesCohortsDocument = new TypedDocumentString(`
    query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {
  cohorts(
    projectId: $projectId
    first: $first
    after: $after
    last: $last
    before: $before
  ) {
    edges {
      cursor
      node {
        ledgerId
      }
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<PagesCohortsQuery, PagesCohortsQueryVariables>;
export const PagesAttemptsOfProjectDocument = new TypedDocumentString(`
    query PagesAttemptsOfProject($projectId: String) {
  attempts(projectId: $projectId, first: 10) {
    edges {
      node {
        ledgerId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagesAttemptsOfProjectQuery, PagesAttemptsOfProjectQueryVariables>;
export const PagesAttemptsAfterDocument = new TypedDocumentString(`
    query PagesAttemptsAfter($after: String) {
  attempts(first: 5, after: $after) {
    edges {
      node {
        projectId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagesAttemptsAfterQuery, PagesAttemptsAfterQueryVariables>;
export const PagesAttemptsNestedDocument = new TypedDocumentString(`
    query PagesAttemptsNested($cohortId: ID) {
  attempts(cohortId: $cohortId, first: 2) {
    edges {
      node {
        capabilityKey
        evidence {
          kind
          digest
        }
        cohort {
          ledgerId
          attemptCount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagesAttemptsNestedQuery, PagesAttemptsNestedQueryVariables>;
export const PagesEveryFieldRootDocument = new TypedDocumentString(`
    query PagesEveryFieldRoot($cohortId: ID) {
  attempts(cohortId: $cohortId, first: 5) {
    edges {
      node {
        ...PagesEverything
      }
    }
  }
}
    fragment PagesEverything on Attempt {
  id
  ledgerId
  projectId
  capabilityKey
  attemptGroupId
  multiplicity
  outcomeId
  taskRef
  workPackageRef
  agentRunRef
  workerRef
  outcomeCode
  stopReasonCode
  attemptNumber
  startedAt
  finishedAt
  verificationMode
  verificationResult
  verifierRef
  verifierModel
  acceptanceCriteriaTotal
  acceptanceCriteriaMet
  validationCommandsTotal
  validationCommandsPassed
  validationCommandsFailed
  humanOverride
  humanRejected
  rolledBack
  severity
  evidence {
    kind
    digest
  }
  outcomeDigest
  contentDigest
  recordedBy
  recordedAt
  ... on Attempt {
    cohort {
      ledgerId
      model
    }
  }
}`) as unknown as TypedDocumentString<PagesEveryFieldRootQuery, PagesEveryFieldRootQueryVariables>;
export const PagesEveryFieldNestedDocument = new TypedDocumentString(`
    query PagesEveryFieldNested($cohortId: ID!) {
  cohort(id: $cohortId) {
    attempts(first: 5) {
      edges {
        node {
          ...PagesEverything
        }
      }
    }
  }
}
    fragment PagesEverything on Attempt {
  id
  ledgerId
  projectId
  capabilityKey
  attemptGroupId
  multiplicity
  outcomeId
  taskRef
  workPackageRef
  agentRunRef
  workerRef
  outcomeCode
  stopReasonCode
  attemptNumber
  startedAt
  finishedAt
  verificationMode
  verificationResult
  verifierRef
  verifierModel
  acceptanceCriteriaTotal
  acceptanceCriteriaMet
  validationCommandsTotal
  validationCommandsPassed
  validationCommandsFailed
  humanOverride
  humanRejected
  rolledBack
  severity
  evidence {
    kind
    digest
  }
  outcomeDigest
  contentDigest
  recordedBy
  recordedAt
  ... on Attempt {
    cohort {
      ledgerId
      model
    }
  }
}`) as unknown as TypedDocumentString<PagesEveryFieldNestedQuery, PagesEveryFieldNestedQueryVariables>;
export const PagesCohortsCountedDocument = new TypedDocumentString(`
    query PagesCohortsCounted($projectId: String) {
  cohorts(projectId: $projectId, capabilityKey: "code.review", first: 1) {
    edges {
      node {
        model
        attemptCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagesCohortsCountedQuery, PagesCohortsCountedQueryVariables>;
export const PagesCohortsByCapabilityDocument = new TypedDocumentString(`
    query PagesCohortsByCapability {
  cohorts(capabilityKey: "code.edit.typescript", first: 10) {
    edges {
      node {
        ledgerId
        projectId
        attemptCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagesCohortsByCapabilityQuery, PagesCohortsByCapabilityQueryVariables>;
export const PagesFirstAdjudicationsDocument = new TypedDocumentString(`
    query PagesFirstAdjudications($projectId: String) {
  attempts(projectId: $projectId, first: 20) {
    edges {
      node {
        adjudications(first: 1) {
          edges {
            cursor
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagesFirstAdjudicationsQuery, PagesFirstAdjudicationsQueryVariables>;
export const PairedComparisonReadDocument = new TypedDocumentString(`
    query PairedComparisonRead($cohortId: ID!, $otherCohortId: ID!, $margin: Float!, $asOf: DateTime, $minSamples: Int) {
  pairedComparison(
    cohortId: $cohortId
    otherCohortId: $otherCohortId
    margin: $margin
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on PairedComparison {
      asOf
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
        unresolvedDriftAttemptIds
        evidenceDigest
      }
      otherReport {
        cohortId
        state
        unresolvedDriftAttemptIds
        evidenceDigest
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
    `) as unknown as TypedDocumentString<PairedComparisonReadQuery, PairedComparisonReadQueryVariables>;
export const QueriesCohortsFilteredDocument = new TypedDocumentString(`
    query QueriesCohortsFiltered($p: String, $c: String) {
  cohorts(projectId: $p, capabilityKey: $c) {
    edges {
      node {
        capabilityKey
        model
        policyVersion
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesCohortsFilteredQuery, QueriesCohortsFilteredQueryVariables>;
export const QueriesCohortsMalformedFilterDocument = new TypedDocumentString(`
    query QueriesCohortsMalformedFilter {
  cohorts(capabilityKey: "Not Valid") {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesCohortsMalformedFilterQuery, QueriesCohortsMalformedFilterQueryVariables>;
export const QueriesCohortsFirstPageDocument = new TypedDocumentString(`
    query QueriesCohortsFirstPage {
  cohorts(first: 2) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ledgerId
        createdAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesCohortsFirstPageQuery, QueriesCohortsFirstPageQueryVariables>;
export const QueriesCohortsNextPageDocument = new TypedDocumentString(`
    query QueriesCohortsNextPage($after: String) {
  cohorts(first: 10, after: $after) {
    edges {
      node {
        ledgerId
        createdAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesCohortsNextPageQuery, QueriesCohortsNextPageQueryVariables>;
export const QueriesAttemptsAllDocument = new TypedDocumentString(`
    query QueriesAttemptsAll {
  attempts(first: 10) {
    edges {
      node {
        outcomeId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesAttemptsAllQuery, QueriesAttemptsAllQueryVariables>;
export const QueriesAttemptsByCohortDocument = new TypedDocumentString(`
    query QueriesAttemptsByCohort($c: ID) {
  attempts(cohortId: $c) {
    edges {
      node {
        outcomeId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesAttemptsByCohortQuery, QueriesAttemptsByCohortQueryVariables>;
export const QueriesAttemptsByOutcomeDocument = new TypedDocumentString(`
    query QueriesAttemptsByOutcome($o: String) {
  attempts(outcomeId: $o) {
    edges {
      node {
        ledgerId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesAttemptsByOutcomeQuery, QueriesAttemptsByOutcomeQueryVariables>;
export const QueriesAttemptDocument = new TypedDocumentString(`
    query QueriesAttempt($id: ID!) {
  attempt(id: $id) {
    id
    ledgerId
    outcomeId
    evidence {
      kind
      digest
    }
    cohort {
      capabilityKey
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesAttemptQuery, QueriesAttemptQueryVariables>;
export const QueriesAttemptUnknownDocument = new TypedDocumentString(`
    query QueriesAttemptUnknown {
  a: attempt(id: "00000000-0000-4000-8000-000000000000") {
    id
  }
  b: attempt(id: "junk") {
    id
  }
}
    `) as unknown as TypedDocumentString<QueriesAttemptUnknownQuery, QueriesAttemptUnknownQueryVariables>;
export const QueriesNodeDocument = new TypedDocumentString(`
    query QueriesNode($a: ID!, $c: ID!) {
  a: node(id: $a) {
    __typename
    id
    ... on Attempt {
      outcomeId
    }
  }
  c: node(id: $c) {
    __typename
    id
    ... on Cohort {
      capabilityKey
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesNodeQuery, QueriesNodeQueryVariables>;
export const QueriesCohortLineageDocument = new TypedDocumentString(`
    query QueriesCohortLineage($id: ID!) {
  cohortLineage(cohortId: $id) {
    cohort {
      ledgerId
      model
    }
    relatives {
      differsIn
      cohort {
        model
        policyVersion
        attemptCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesCohortLineageQuery, QueriesCohortLineageQueryVariables>;
export const QueriesScopeFingerprintDocument = new TypedDocumentString(`
    query QueriesScopeFingerprint($s: ScopeInput!) {
  scopeFingerprint(scope: $s) {
    __typename
    ... on ScopeFingerprintPreview {
      fingerprint
      paths
      resources
      rootRef
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesScopeFingerprintQuery, QueriesScopeFingerprintQueryVariables>;
export const QueriesScopeFingerprintBadRootDocument = new TypedDocumentString(`
    query QueriesScopeFingerprintBadRoot {
  scopeFingerprint(scope: {rootRef: "has space"}) {
    __typename
    ... on ValidationError {
      issues {
        path
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesScopeFingerprintBadRootQuery, QueriesScopeFingerprintBadRootQueryVariables>;
export const QueriesLargestOverviewDocument = new TypedDocumentString(`
    query QueriesLargestOverview($projectId: String!) {
  reliabilityOverview(projectId: $projectId, first: 100) {
    __typename
    ... on ReliabilityOverviewConnection {
      edges {
        node {
          cohortId
          state
          sampleSize
          evidenceDigest
          consecutiveVerifiedPasses
          evidenceFreshness {
            lastVerifiedPassAt
            ageSeconds
          }
          criticalFailures {
            count
            attempts {
              attemptId
              outcomeId
              finishedAt
            }
          }
          firstAttemptSuccessRate {
            numerator
            denominator
            value
            lower
            upper
          }
          independentlyVerifiedPassRate {
            numerator
            denominator
            value
            lower
            upper
          }
          unverifiedCompletionRate {
            numerator
            denominator
            value
            lower
            upper
          }
          repairRetryRate {
            numerator
            denominator
            value
            lower
            upper
          }
          humanRejectionRate {
            numerator
            denominator
            value
            lower
            upper
          }
          rollbackRate {
            numerator
            denominator
            value
            lower
            upper
          }
          policyBlockRate {
            numerator
            denominator
            value
            lower
            upper
          }
          falseSuccessRate {
            numerator
            denominator
            value
            lower
            upper
          }
          overrideRate {
            numerator
            denominator
            value
            lower
            upper
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueriesLargestOverviewQuery, QueriesLargestOverviewQueryVariables>;
export const RecordAttemptFullDocument = new TypedDocumentString(`
    mutation RecordAttemptFull($input: RecordAttemptInput!) {
  recordAttempt(input: $input) {
    __typename
    ... on RecordAttemptSuccess {
      attempts {
        ...RecordAttemptFullAttempt
      }
    }
    ... on Error {
      message
    }
  }
}
    fragment RecordAttemptFullAttempt on Attempt {
  id
  ledgerId
  projectId
  capabilityKey
  attemptGroupId
  multiplicity
  outcomeId
  taskRef
  workPackageRef
  agentRunRef
  workerRef
  outcomeCode
  stopReasonCode
  attemptNumber
  startedAt
  finishedAt
  verificationMode
  verificationResult
  verifierRef
  verifierModel
  acceptanceCriteriaTotal
  acceptanceCriteriaMet
  validationCommandsTotal
  validationCommandsPassed
  validationCommandsFailed
  humanOverride
  humanRejected
  rolledBack
  severity
  evidence {
    kind
    digest
  }
  outcomeDigest
  contentDigest
  recordedBy
  recordedAt
  cohort {
    ledgerId
  }
}`) as unknown as TypedDocumentString<RecordAttemptFullMutation, RecordAttemptFullMutationVariables>;
export const RecordAttemptReadFullDocument = new TypedDocumentString(`
    query RecordAttemptReadFull($id: ID!) {
  attempt(id: $id) {
    ...RecordAttemptFullAttempt
  }
}
    fragment RecordAttemptFullAttempt on Attempt {
  id
  ledgerId
  projectId
  capabilityKey
  attemptGroupId
  multiplicity
  outcomeId
  taskRef
  workPackageRef
  agentRunRef
  workerRef
  outcomeCode
  stopReasonCode
  attemptNumber
  startedAt
  finishedAt
  verificationMode
  verificationResult
  verifierRef
  verifierModel
  acceptanceCriteriaTotal
  acceptanceCriteriaMet
  validationCommandsTotal
  validationCommandsPassed
  validationCommandsFailed
  humanOverride
  humanRejected
  rolledBack
  severity
  evidence {
    kind
    digest
  }
  outcomeDigest
  contentDigest
  recordedBy
  recordedAt
  cohort {
    ledgerId
  }
}`) as unknown as TypedDocumentString<RecordAttemptReadFullQuery, RecordAttemptReadFullQueryVariables>;
export const RecordAttemptBatchDocument = new TypedDocumentString(`
    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
      results {
        index
        outcomeId
        result {
          __typename
          ... on RecordAttemptSuccess {
            replayed
            attempts {
              id
              cohort {
                ledgerId
              }
            }
          }
          ... on ValidationError {
            issues {
              path
            }
          }
        }
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RecordAttemptBatchMutation, RecordAttemptBatchMutationVariables>;
export const RecordAttemptBatchMessagesDocument = new TypedDocumentString(`
    mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
      results {
        index
        outcomeId
        result {
          __typename
          ... on RecordAttemptSuccess {
            replayed
            attempts {
              id
              cohort {
                ledgerId
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
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RecordAttemptBatchMessagesMutation, RecordAttemptBatchMessagesMutationVariables>;
export const AnytimeDecisionDocument = new TypedDocumentString(`
    query AnytimeDecision($cohortId: ID!, $asOf: DateTime, $minSamples: Int, $rate: ReliabilityRateName!, $threshold: Float!) {
  reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {
    __typename
    ... on ReliabilityReport {
      state
      independentlyVerifiedPassRate {
        ...RateParts
      }
      attemptsToDecision(rate: $rate, threshold: $threshold) {
        rate
        threshold
        outcome
        attempts
      }
    }
  }
}
    fragment RateParts on Rate {
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
}`) as unknown as TypedDocumentString<AnytimeDecisionQuery, AnytimeDecisionQueryVariables>;
export const ClusteredCompareDocument = new TypedDocumentString(`
    query ClusteredCompare($a: ID!, $b: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
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
      settledThrough
      final
      a {
        cohortId
        state
        sampleSize
        evidenceDigest
        evidenceRowCount
        independentlyVerifiedPassRate {
          ...RateParts
        }
      }
      b {
        cohortId
        state
        sampleSize
        evidenceDigest
        evidenceRowCount
        independentlyVerifiedPassRate {
          ...RateParts
        }
      }
      independentlyVerifiedPassRate {
        difference
        lower
        upper
        a {
          ...RateParts
        }
        b {
          ...RateParts
        }
      }
      firstAttemptSuccessRate {
        difference
        lower
        upper
      }
      humanRejectionRate {
        difference
        lower
        upper
        a {
          numerator
          denominator
        }
        b {
          numerator
          denominator
        }
      }
    }
    ... on Error {
      message
      code
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    fragment RateParts on Rate {
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
}`) as unknown as TypedDocumentString<ClusteredCompareQuery, ClusteredCompareQueryVariables>;
export const ReliabilityExplainedDocument = new TypedDocumentString(`
    query ReliabilityExplained($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $first: Int, $after: String) {
  reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: 1) {
    __typename
    ... on ReliabilityReport {
      final
      sampleSize
      unresolvedDriftAttemptIds
      criticalFailures {
        count
        attempts {
          attemptLedgerId
        }
      }
      firstAttemptSuccessRate {
        numerator
        denominator
      }
      independentlyVerifiedPassRate {
        numerator
        denominator
      }
      unverifiedCompletionRate {
        numerator
        denominator
      }
      repairRetryRate {
        numerator
        denominator
      }
      humanRejectionRate {
        numerator
        denominator
      }
      rollbackRate {
        numerator
        denominator
      }
      policyBlockRate {
        numerator
        denominator
      }
      falseSuccessRate {
        numerator
        denominator
      }
      overrideRate {
        numerator
        denominator
      }
      explain(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
          endCursor
        }
        edges {
          cursor
          node {
            attemptId
            attemptLedgerId
            workerRef
            attemptNumber
            finishedAt
            inWindow
            critical
            unresolvedDrift
            firstAttemptSuccessRate {
              ...ReliabilityExplainedDecision
            }
            independentlyVerifiedPassRate {
              ...ReliabilityExplainedDecision
            }
            unverifiedCompletionRate {
              ...ReliabilityExplainedDecision
            }
            repairRetryRate {
              ...ReliabilityExplainedDecision
            }
            humanRejectionRate {
              ...ReliabilityExplainedDecision
            }
            rollbackRate {
              ...ReliabilityExplainedDecision
            }
            policyBlockRate {
              ...ReliabilityExplainedDecision
            }
            falseSuccessRate {
              ...ReliabilityExplainedDecision
            }
            overrideRate {
              ...ReliabilityExplainedDecision
            }
          }
        }
      }
    }
  }
}
    fragment ReliabilityExplainedDecision on RateDecision {
  numerator
  denominator
  reasons
}`) as unknown as TypedDocumentString<ReliabilityExplainedQuery, ReliabilityExplainedQueryVariables>;
export const ReliabilityExplainedWorkerDocument = new TypedDocumentString(`
    query ReliabilityExplainedWorker($projectId: String!, $workerRef: String!, $asOf: DateTime) {
  workerEvidence(
    projectId: $projectId
    workerRef: $workerRef
    asOf: $asOf
    minSamples: 1
  ) {
    __typename
    ... on WorkerEvidenceConnection {
      edges {
        node {
          report {
            sampleSize
            explain(first: 100) {
              totalCount
              edges {
                node {
                  workerRef
                  inWindow
                }
              }
            }
          }
        }
      }
    }
    ... on ValidationError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ReliabilityExplainedWorkerQuery, ReliabilityExplainedWorkerQueryVariables>;
export const ReliabilityCohortLineageDocument = new TypedDocumentString(`
    query ReliabilityCohortLineage($id: ID!) {
  cohortLineage(cohortId: $id) {
    relatives {
      differsIn
      cohort {
        ledgerId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReliabilityCohortLineageQuery, ReliabilityCohortLineageQueryVariables>;
export const ReworkLoopQueueDocument = new TypedDocumentString(`
    query ReworkLoopQueue($projectId: String!, $state: ReworkState, $ownerRef: String, $capabilityKey: String, $first: Int, $after: String) {
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
          ...ReworkLoopRequest
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    fragment ReworkLoopRequest on ReworkRequest {
  ledgerId
  projectId
  attemptId
  capabilityKey
  rubricDigest
  gradingId
  state
  open
  closedAt
  requestedAt
  ageSeconds
  assignment {
    ledgerId
    projectId
    requestId
    ownerRef
    actorRef
    contentDigest
    assignedAt
  }
}`) as unknown as TypedDocumentString<ReworkLoopQueueQuery, ReworkLoopQueueQueryVariables>;
export const ReworkLoopAssignDocument = new TypedDocumentString(`
    mutation ReworkLoopAssign($input: AssignReworkInput!) {
  assignRework(input: $input) {
    __typename
    ... on AssignReworkSuccess {
      replayed
      request {
        ...ReworkLoopRequest
      }
      assignment {
        ledgerId
        ownerRef
        actorRef
        contentDigest
        assignedAt
      }
    }
    ... on Error {
      message
      code
    }
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
}
    fragment ReworkLoopRequest on ReworkRequest {
  ledgerId
  projectId
  attemptId
  capabilityKey
  rubricDigest
  gradingId
  state
  open
  closedAt
  requestedAt
  ageSeconds
  assignment {
    ledgerId
    projectId
    requestId
    ownerRef
    actorRef
    contentDigest
    assignedAt
  }
}`) as unknown as TypedDocumentString<ReworkLoopAssignMutation, ReworkLoopAssignMutationVariables>;
export const RuleVersionsReportDocument = new TypedDocumentString(`
    query RuleVersionsReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {
  reliability(
    cohortId: $cohortId
    window: {lastDays: 30}
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      rulesVersion
      ...ReliabilityReportFields
    }
  }
}
    fragment RateParts on Rate {
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
fragment ReliabilityReportFields on ReliabilityReport {
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
  firstAttemptSuccessRate {
    ...RateParts
  }
  independentlyVerifiedPassRate {
    ...RateParts
  }
  unverifiedCompletionRate {
    ...RateParts
  }
  repairRetryRate {
    ...RateParts
  }
  humanRejectionRate {
    ...RateParts
  }
  rollbackRate {
    ...RateParts
  }
  policyBlockRate {
    ...RateParts
  }
  falseSuccessRate {
    ...RateParts
  }
  overrideRate {
    ...RateParts
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
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
}`) as unknown as TypedDocumentString<RuleVersionsReportQuery, RuleVersionsReportQueryVariables>;
export const RuleVersionsReportWithoutVersionDocument = new TypedDocumentString(`
    query RuleVersionsReportWithoutVersion($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {
  reliability(
    cohortId: $cohortId
    window: {lastDays: 30}
    asOf: $asOf
    minSamples: $minSamples
  ) {
    __typename
    ... on ReliabilityReport {
      ...ReliabilityReportFields
    }
  }
}
    fragment RateParts on Rate {
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
fragment ReliabilityReportFields on ReliabilityReport {
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
  firstAttemptSuccessRate {
    ...RateParts
  }
  independentlyVerifiedPassRate {
    ...RateParts
  }
  unverifiedCompletionRate {
    ...RateParts
  }
  repairRetryRate {
    ...RateParts
  }
  humanRejectionRate {
    ...RateParts
  }
  rollbackRate {
    ...RateParts
  }
  policyBlockRate {
    ...RateParts
  }
  falseSuccessRate {
    ...RateParts
  }
  overrideRate {
    ...RateParts
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
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
}`) as unknown as TypedDocumentString<RuleVersionsReportWithoutVersionQuery, RuleVersionsReportWithoutVersionQueryVariables>;
export const RuleVersionsPairDocument = new TypedDocumentString(`
    query RuleVersionsPair($a: ID!, $asOf: DateTime) {
  cohortComparison(a: $a, b: $a, asOf: $asOf) {
    __typename
    ... on CohortComparison {
      a {
        rulesVersion
        minSamples
        state
        evidenceDigest
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RuleVersionsPairQuery, RuleVersionsPairQueryVariables>;
export const SseModesLiveDocument = new TypedDocumentString(`
    subscription SseModesLive($projectId: String!) {
  attemptRecorded(projectId: $projectId) {
    projectId
    count
  }
}
    `) as unknown as TypedDocumentString<SseModesLiveSubscription, SseModesLiveSubscriptionVariables>;
export const TransparencyFormatsInclusionDocument = new TypedDocumentString(`
    query TransparencyFormatsInclusion($key: String!) {
  inclusionProof(table: ATTEMPT, key: $key) {
    leafIndex
    treeSize
    leafHash
    leafData
    auditPath
    checkpoint {
      rootHash
    }
  }
}
    `) as unknown as TypedDocumentString<TransparencyFormatsInclusionQuery, TransparencyFormatsInclusionQueryVariables>;
export const TransparencyFormatsRecordDocument = new TypedDocumentString(`
    mutation TransparencyFormatsRecord($i: RecordAttemptInput!) {
  recordAttempt(input: $i) {
    __typename
    ... on RecordAttemptSuccess {
      attempts {
        ledgerId
      }
      receipts {
        envelope
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TransparencyFormatsRecordMutation, TransparencyFormatsRecordMutationVariables>;
export const ProofsInclusionDocument = new TypedDocumentString(`
    query ProofsInclusion($table: LedgerTable!, $key: String!, $size: Int) {
  inclusionProof(table: $table, key: $key, treeSize: $size) {
    leafIndex
    treeSize
    leafHash
    auditPath
    checkpoint {
      rootHash
    }
  }
}
    `) as unknown as TypedDocumentString<ProofsInclusionQuery, ProofsInclusionQueryVariables>;
export const TransparencyInclusionDocument = new TypedDocumentString(`
    query TransparencyInclusion($table: LedgerTable!, $key: String!, $size: Int) {
  inclusionProof(table: $table, key: $key, treeSize: $size) {
    leafIndex
    treeSize
    leafHash
    leafData
    auditPath
    checkpoint {
      ...TransparencyCheckpoint
    }
  }
}
    fragment TransparencyCheckpoint on Checkpoint {
  treeSize
  rootHash
  issuedAt
  keyId
  envelope
}`) as unknown as TypedDocumentString<TransparencyInclusionQuery, TransparencyInclusionQueryVariables>;
export const TransparencyCreateCheckpointDocument = new TypedDocumentString(`
    mutation TransparencyCreateCheckpoint {
  createCheckpoint {
    __typename
    ... on CreateCheckpointSuccess {
      checkpoint {
        treeSize
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TransparencyCreateCheckpointMutation, TransparencyCreateCheckpointMutationVariables>;
export const TransparencyKeyAndCheckpointDocument = new TypedDocumentString(`
    query TransparencyKeyAndCheckpoint {
  transparencyKey {
    keyId
    algorithm
    publicKeyPem
  }
  checkpoint {
    ...TransparencyCheckpoint
  }
}
    fragment TransparencyCheckpoint on Checkpoint {
  treeSize
  rootHash
  issuedAt
  keyId
  envelope
}`) as unknown as TypedDocumentString<TransparencyKeyAndCheckpointQuery, TransparencyKeyAndCheckpointQueryVariables>;
export const TransparencyCheckpointOfSizeDocument = new TypedDocumentString(`
    query TransparencyCheckpointOfSize($size: Int) {
  checkpoint(treeSize: $size) {
    treeSize
  }
}
    `) as unknown as TypedDocumentString<TransparencyCheckpointOfSizeQuery, TransparencyCheckpointOfSizeQueryVariables>;
export const TransparencyConsistencyDocument = new TypedDocumentString(`
    query TransparencyConsistency($f: Int!, $t: Int!) {
  consistencyProof(fromSize: $f, toSize: $t) {
    from {
      treeSize
      rootHash
    }
    to {
      treeSize
      rootHash
    }
    proof
  }
}
    `) as unknown as TypedDocumentString<TransparencyConsistencyQuery, TransparencyConsistencyQueryVariables>;
export const TransparencyBatchDocument = new TypedDocumentString(`
    mutation TransparencyBatch($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<TransparencyBatchMutation, TransparencyBatchMutationVariables>;
export const TransparencyRecordWithReceiptsDocument = new TypedDocumentString(`
    mutation TransparencyRecordWithReceipts($i: RecordAttemptInput!) {
  recordAttempt(input: $i) {
    __typename
    ... on RecordAttemptSuccess {
      attempts {
        id
        ledgerId
        contentDigest
      }
      receipts {
        ...TransparencyReceipt
      }
    }
    ... on Error {
      message
    }
  }
}
    fragment TransparencyReceipt on Receipt {
  table
  key
  leafHash
  contentDigest
  envelope
}`) as unknown as TypedDocumentString<TransparencyRecordWithReceiptsMutation, TransparencyRecordWithReceiptsMutationVariables>;
export const TransparencyBatchWithReceiptsDocument = new TypedDocumentString(`
    mutation TransparencyBatchWithReceipts($i: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $i) {
    __typename
    ... on RecordAttemptsSuccess {
      results {
        result {
          __typename
          ... on RecordAttemptSuccess {
            attempts {
              ledgerId
              contentDigest
            }
            receipts {
              ...TransparencyReceipt
            }
          }
          ... on Error {
            message
          }
        }
      }
    }
    ... on Error {
      message
    }
  }
}
    fragment TransparencyReceipt on Receipt {
  table
  key
  leafHash
  contentDigest
  envelope
}`) as unknown as TypedDocumentString<TransparencyBatchWithReceiptsMutation, TransparencyBatchWithReceiptsMutationVariables>;
export const TransparencyAdjudicateWithReceiptDocument = new TypedDocumentString(`
    mutation TransparencyAdjudicateWithReceipt($i: AppendAdjudicationInput!) {
  appendAdjudication(input: $i) {
    __typename
    ... on AppendAdjudicationSuccess {
      adjudication {
        ledgerId
        contentDigest
      }
      receipt {
        ...TransparencyReceipt
      }
    }
    ... on Error {
      message
    }
  }
}
    fragment TransparencyReceipt on Receipt {
  table
  key
  leafHash
  contentDigest
  envelope
}`) as unknown as TypedDocumentString<TransparencyAdjudicateWithReceiptMutation, TransparencyAdjudicateWithReceiptMutationVariables>;
export const VerifiersNotCountedDocument = new TypedDocumentString(`
    query VerifiersNotCounted($id: ID!, $asOf: DateTime) {
  reliability(cohortId: $id, asOf: $asOf, minSamples: 1) {
    __typename
    ... on ReliabilityReport {
      verificationsNotCountedIndependent {
        unregistered
        withdrawn
        notIndependent
      }
    }
    ... on ValidationError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<VerifiersNotCountedQuery, VerifiersNotCountedQueryVariables>;
export const VerifiersSeriesNotCountedDocument = new TypedDocumentString(`
    query VerifiersSeriesNotCounted($id: ID!, $from: DateTime!) {
  reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) {
    __typename
    ... on ReliabilitySeries {
      points {
        sampleSize
        verificationsNotCountedIndependent {
          unregistered
          withdrawn
          notIndependent
        }
      }
    }
    ... on ValidationError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<VerifiersSeriesNotCountedQuery, VerifiersSeriesNotCountedQueryVariables>;
export const VerifiersWithdrawalImpactDocument = new TypedDocumentString(`
    query VerifiersWithdrawalImpact($id: ID!) {
  withdrawalImpact(withdrawalId: $id, minSamples: 1) {
    __typename
    ... on WithdrawalImpact {
      cohorts {
        cohortLedgerId
        lowerBoundChange
        before {
          independentlyVerifiedPassRate {
            numerator
            denominator
          }
        }
        after {
          independentlyVerifiedPassRate {
            numerator
            denominator
          }
        }
      }
    }
    ... on ValidationError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<VerifiersWithdrawalImpactQuery, VerifiersWithdrawalImpactQueryVariables>;
export const WebhooksEndpointFieldsDocument = new TypedDocumentString(`
    query WebhooksEndpointFields {
  __type(name: "WebhookEndpoint") {
    fields {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksEndpointFieldsQuery, WebhooksEndpointFieldsQueryVariables>;
export const WithdrawalImpactOfDocument = new TypedDocumentString(`
    query WithdrawalImpactOf($id: ID!, $minSamples: Int) {
  withdrawalImpact(withdrawalId: $id, minSamples: $minSamples) {
    __typename
    ... on ValidationError {
      message
    }
    ... on WithdrawalImpact {
      withdrawal {
        ledgerId
        verifierRef
        withdrawnAt
      }
      cohorts {
        cohortLedgerId
        lowerBoundChange
        before {
          asOf
          state
          evidenceDigest
          independentlyVerifiedPassRate {
            numerator
            denominator
            value
            lower
            upper
          }
        }
        after {
          asOf
          state
          evidenceDigest
          independentlyVerifiedPassRate {
            numerator
            denominator
            value
            lower
            upper
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WithdrawalImpactOfQuery, WithdrawalImpactOfQueryVariables>;
export const WitnessesCreateCheckpointDocument = new TypedDocumentString(`
    mutation WitnessesCreateCheckpoint {
  createCheckpoint {
    __typename
    ... on CreateCheckpointSuccess {
      checkpoint {
        treeSize
        rootHash
        note
        cosignatures
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WitnessesCreateCheckpointMutation, WitnessesCreateCheckpointMutationVariables>;
export const WitnessesTransparencyKeyDocument = new TypedDocumentString(`
    query WitnessesTransparencyKey {
  transparencyKey {
    noteVkey
  }
}
    `) as unknown as TypedDocumentString<WitnessesTransparencyKeyQuery, WitnessesTransparencyKeyQueryVariables>;
export const WitnessesRegisterDocument = new TypedDocumentString(`
    mutation WitnessesRegister($vkey: String!) {
  registerWitness(vkey: $vkey) {
    __typename
    ... on Witness {
      name
      vkey
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WitnessesRegisterMutation, WitnessesRegisterMutationVariables>;
export const WitnessesAddCosignatureDocument = new TypedDocumentString(`
    mutation WitnessesAddCosignature($size: Int!, $line: String!) {
  addCosignature(treeSize: $size, cosignature: $line) {
    __typename
    ... on Cosignature {
      witness
      line
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WitnessesAddCosignatureMutation, WitnessesAddCosignatureMutationVariables>;
export const WitnessesEvidenceBundleDocument = new TypedDocumentString(`
    query WitnessesEvidenceBundle($id: ID!, $validUntil: DateTime!, $asOf: DateTime) {
  evidenceBundle(
    cohortId: $id
    validUntil: $validUntil
    asOf: $asOf
    minSamples: 1
  ) {
    __typename
    ... on EvidenceBundle {
      envelope
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WitnessesEvidenceBundleQuery, WitnessesEvidenceBundleQueryVariables>;
export const WitnessesServedCheckpointDocument = new TypedDocumentString(`
    query WitnessesServedCheckpoint {
  checkpoint {
    treeSize
    note
    cosignatures
  }
}
    `) as unknown as TypedDocumentString<WitnessesServedCheckpointQuery, WitnessesServedCheckpointQueryVariables>;
export const WorkerEvidenceExampleDocument = new TypedDocumentString(`
    query WorkerEvidenceExample($projectId: String!, $workerRef: String!, $asOf: DateTime) {
  workerEvidence(
    projectId: $projectId
    workerRef: $workerRef
    asOf: $asOf
    minSamples: 1
  ) {
    __typename
    ... on WorkerEvidenceConnection {
      edges {
        node {
          report {
            sampleSize
            verificationsNotCountedIndependent {
              unregistered
              withdrawn
              notIndependent
            }
            firstAttemptSuccessRate {
              ...WorkerEvidenceExampleRate
            }
            independentlyVerifiedPassRate {
              ...WorkerEvidenceExampleRate
            }
            unverifiedCompletionRate {
              ...WorkerEvidenceExampleRate
            }
            repairRetryRate {
              ...WorkerEvidenceExampleRate
            }
            humanRejectionRate {
              ...WorkerEvidenceExampleRate
            }
            rollbackRate {
              ...WorkerEvidenceExampleRate
            }
            policyBlockRate {
              ...WorkerEvidenceExampleRate
            }
            falseSuccessRate {
              ...WorkerEvidenceExampleRate
            }
            overrideRate {
              ...WorkerEvidenceExampleRate
            }
            explain(first: 10) {
              edges {
                node {
                  attemptLedgerId
                  firstAttemptSuccessRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  independentlyVerifiedPassRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  unverifiedCompletionRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  repairRetryRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  humanRejectionRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  rollbackRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  policyBlockRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  falseSuccessRate {
                    ...WorkerEvidenceExampleDecision
                  }
                  overrideRate {
                    ...WorkerEvidenceExampleDecision
                  }
                }
              }
            }
          }
        }
      }
    }
    ... on ValidationError {
      message
    }
  }
}
    fragment WorkerEvidenceExampleRate on Rate {
  numerator
  denominator
  lower
  upper
}
fragment WorkerEvidenceExampleDecision on RateDecision {
  numerator
  denominator
  reasons
}`) as unknown as TypedDocumentString<WorkerEvidenceExampleQuery, WorkerEvidenceExampleQueryVariables>;
export const WriteLookupPlansBatchDocument = new TypedDocumentString(`
    mutation WriteLookupPlansBatch($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
    }
  }
}
    `) as unknown as TypedDocumentString<WriteLookupPlansBatchMutation, WriteLookupPlansBatchMutationVariables>;
export const BackendKillsRecordManyDocument = new TypedDocumentString(`
    mutation BackendKillsRecordMany($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      results {
        result {
          __typename
        }
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<BackendKillsRecordManyMutation, BackendKillsRecordManyMutationVariables>;
export const BackendKillsAttemptsDocument = new TypedDocumentString(`
    query BackendKillsAttempts($projectId: String!) {
  attempts(projectId: $projectId, first: 50) {
    edges {
      node {
        ledgerId
        outcomeCode
        cohort {
          ledgerId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BackendKillsAttemptsQuery, BackendKillsAttemptsQueryVariables>;
export const BackendKillsCohortsDocument = new TypedDocumentString(`
    query BackendKillsCohorts($projectId: String!) {
  cohorts(projectId: $projectId, first: 50) {
    edges {
      node {
        ledgerId
        capabilityKey
        attemptCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BackendKillsCohortsQuery, BackendKillsCohortsQueryVariables>;
export const CrashRestartRecordManyDocument = new TypedDocumentString(`
    mutation CrashRestartRecordMany($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
    }
  }
}
    `) as unknown as TypedDocumentString<CrashRestartRecordManyMutation, CrashRestartRecordManyMutationVariables>;
export const CrashRestartAttemptsDocument = new TypedDocumentString(`
    query CrashRestartAttempts($projectId: String!) {
  attempts(projectId: $projectId, first: 100) {
    edges {
      node {
        outcomeId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CrashRestartAttemptsQuery, CrashRestartAttemptsQueryVariables>;
export const DurabilityRecordBatchDocument = new TypedDocumentString(`
    mutation DurabilityRecordBatch($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
      results {
        result {
          __typename
          ... on RecordAttemptSuccess {
            replayed
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DurabilityRecordBatchMutation, DurabilityRecordBatchMutationVariables>;
export const EvidenceBundlesBundleDocument = new TypedDocumentString(`
    query EvidenceBundlesBundle($id: ID!, $validUntil: DateTime!, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $kept: [Int!]) {
  evidenceBundle(
    cohortId: $id
    validUntil: $validUntil
    window: $window
    asOf: $asOf
    minSamples: $minSamples
    consistencyFrom: $kept
  ) {
    __typename
    ... on EvidenceBundle {
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
    ... on ValidationError {
      message
      issues {
        path
        message
      }
    }
    ... on CheckpointPendingError {
      message
      code
      latestTreeSize
    }
  }
}
    `) as unknown as TypedDocumentString<EvidenceBundlesBundleQuery, EvidenceBundlesBundleQueryVariables>;
export const EvidenceBundlesReportDocument = new TypedDocumentString(`
    query EvidenceBundlesReport($id: ID!) {
  reliability(cohortId: $id, minSamples: 1) {
    __typename
    ... on ReliabilityReport {
      evidenceDigest
      sampleSize
      asOf
      passK {
        k
        estimate
        lower
        upper
        tasks
      }
      costPerVerifiedSuccess {
        ...EvidenceBundlesEffort
      }
      tokensPerVerifiedSuccess {
        ...EvidenceBundlesEffort
      }
      timePerVerifiedSuccess {
        ...EvidenceBundlesEffort
      }
    }
  }
}
    fragment EvidenceBundlesEffort on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  variance
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}`) as unknown as TypedDocumentString<EvidenceBundlesReportQuery, EvidenceBundlesReportQueryVariables>;
export const EvidenceBundlesKeyDocument = new TypedDocumentString(`
    query EvidenceBundlesKey {
  transparencyKey {
    publicKeyPem
  }
}
    `) as unknown as TypedDocumentString<EvidenceBundlesKeyQuery, EvidenceBundlesKeyQueryVariables>;
export const EvidenceBundlesAttemptEffortDocument = new TypedDocumentString(`
    query EvidenceBundlesAttemptEffort($id: ID!) {
  node(id: $id) {
    __typename
    ... on Attempt {
      ledgerId
      effort {
        inputTokens
        outputTokens
        cost {
          micros
          currency
        }
        harnessWallTimeMs
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EvidenceBundlesAttemptEffortQuery, EvidenceBundlesAttemptEffortQueryVariables>;
export const EvidenceBundlesWorkerDocument = new TypedDocumentString(`
    query EvidenceBundlesWorker($p: String!, $w: String!, $c: String!, $v: DateTime!, $m: Int) {
  workerEvidenceBundle(
    projectId: $p
    workerRef: $w
    capabilityKey: $c
    validUntil: $v
    minSamples: $m
  ) {
    __typename
    ... on EvidenceBundle {
      envelope
      rowCount
      attemptCount
      evidenceDigests
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EvidenceBundlesWorkerQuery, EvidenceBundlesWorkerQueryVariables>;
export const EvidenceBundlesWorkerEvidenceDocument = new TypedDocumentString(`
    query EvidenceBundlesWorkerEvidence($p: String!, $a: DateTime) {
  workerEvidence(
    projectId: $p
    workerRef: "worker-alpha"
    capabilityKey: "code.edit.typescript"
    minSamples: 1
    asOf: $a
  ) {
    __typename
    ... on WorkerEvidenceConnection {
      edges {
        node {
          cohort {
            ledgerId
          }
          report {
            sampleSize
            evidenceDigest
            state
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EvidenceBundlesWorkerEvidenceQuery, EvidenceBundlesWorkerEvidenceQueryVariables>;
export const EvidenceBundlesRecomputedReportDocument = new TypedDocumentString(`
    query EvidenceBundlesRecomputedReport($id: ID!, $w: WindowInput, $a: DateTime, $m: Int) {
  reliability(cohortId: $id, window: $w, asOf: $a, minSamples: $m) {
    __typename
    ... on ReliabilityReport {
      ...ReliabilityReportFields
      costPerVerifiedSuccess {
        ...EvidenceBundlesEffort
      }
      tokensPerVerifiedSuccess {
        ...EvidenceBundlesEffort
      }
      timePerVerifiedSuccess {
        ...EvidenceBundlesEffort
      }
    }
  }
}
    fragment RateParts on Rate {
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
fragment ReliabilityReportFields on ReliabilityReport {
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
  firstAttemptSuccessRate {
    ...RateParts
  }
  independentlyVerifiedPassRate {
    ...RateParts
  }
  unverifiedCompletionRate {
    ...RateParts
  }
  repairRetryRate {
    ...RateParts
  }
  humanRejectionRate {
    ...RateParts
  }
  rollbackRate {
    ...RateParts
  }
  policyBlockRate {
    ...RateParts
  }
  falseSuccessRate {
    ...RateParts
  }
  overrideRate {
    ...RateParts
  }
  consecutiveVerifiedPasses
  passK {
    k
    estimate
    lower
    upper
    tasks
  }
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
}
fragment EvidenceBundlesEffort on EffortPerVerifiedSuccess {
  measure
  status
  estimate
  lower
  upper
  variance
  total
  currency
  currencies
  verifiedPasses
  attempts
  unknownAttempts
  tasks
}`) as unknown as TypedDocumentString<EvidenceBundlesRecomputedReportQuery, EvidenceBundlesRecomputedReportQueryVariables>;
export const GradedSummaryMemoryRecordDocument = new TypedDocumentString(`
    mutation GradedSummaryMemoryRecord($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      results {
        result {
          __typename
          ... on RecordAttemptSuccess {
            attempts {
              id
              cohort {
                id
              }
            }
          }
        }
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<GradedSummaryMemoryRecordMutation, GradedSummaryMemoryRecordMutationVariables>;
export const GradingCliStarterRubricDocument = new TypedDocumentString(`
    query GradingCliStarterRubric {
  rubrics(domain: "rag-answer") {
    edges {
      node {
        digest
        version
        threshold
        registeredBy
        criteria {
          id
          required
          levels {
            level
            descriptor
            howToRaise
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GradingCliStarterRubricQuery, GradingCliStarterRubricQueryVariables>;
export const ImportRecordBatchDocument = new TypedDocumentString(`
    mutation ImportRecordBatch($inputs: [RecordAttemptInput!]!) {
  recordAttempts(inputs: $inputs) {
    __typename
    ... on RecordAttemptsSuccess {
      recordedCount
    }
  }
}
    `) as unknown as TypedDocumentString<ImportRecordBatchMutation, ImportRecordBatchMutationVariables>;
export const PythonBundleVerifierCohortBundleDocument = new TypedDocumentString(`
    query PythonBundleVerifierCohortBundle($id: ID!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {
  evidenceBundle(
    cohortId: $id
    validUntil: $v
    window: $w
    asOf: $a
    minSamples: $m
  ) {
    __typename
    ... on EvidenceBundle {
      envelope
    }
    ... on ValidationError {
      message
    }
    ... on CheckpointPendingError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PythonBundleVerifierCohortBundleQuery, PythonBundleVerifierCohortBundleQueryVariables>;
export const PythonBundleVerifierWorkerBundleDocument = new TypedDocumentString(`
    query PythonBundleVerifierWorkerBundle($p: String!, $k: String!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {
  workerEvidenceBundle(
    projectId: $p
    workerRef: "worker-alpha"
    capabilityKey: $k
    validUntil: $v
    window: $w
    asOf: $a
    minSamples: $m
  ) {
    __typename
    ... on EvidenceBundle {
      envelope
    }
    ... on ValidationError {
      message
    }
    ... on CheckpointPendingError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PythonBundleVerifierWorkerBundleQuery, PythonBundleVerifierWorkerBundleQueryVariables>;
export const ReplicaCohortsDocument = new TypedDocumentString(`
    query ReplicaCohorts {
  cohorts(first: 50) {
    edges {
      node {
        ledgerId
        attemptCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReplicaCohortsQuery, ReplicaCohortsQueryVariables>;
export const ProjectCohortsDocument = new TypedDocumentString(`
    query ProjectCohorts($projectId: String) {
  cohorts(first: 5, projectId: $projectId) {
    edges {
      node {
        id
        ledgerId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectCohortsQuery, ProjectCohortsQueryVariables>;
export const AttestationReportDocument = new TypedDocumentString(`
    query AttestationReport($id: ID!, $asOf: DateTime) {
  reliability(cohortId: $id, minSamples: 1, asOf: $asOf) {
    __typename
    ... on ReliabilityReport {
      cohortId
      asOf
      settledThrough
      final
      state
      minSamples
      sampleSize
      evidenceDigest
      evidenceRowCount
      window {
        lastDays
        lastAttempts
      }
      attestation {
        issuedAt
        keyId
        envelope
        checkpoint {
          treeSize
          rootHash
          issuedAt
          keyId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttestationReportQuery, AttestationReportQueryVariables>;
export const AttestationServedKeyDocument = new TypedDocumentString(`
    query AttestationServedKey {
  transparencyKey {
    keyId
    publicKeyPem
  }
  checkpoint {
    treeSize
    rootHash
    issuedAt
    keyId
  }
}
    `) as unknown as TypedDocumentString<AttestationServedKeyQuery, AttestationServedKeyQueryVariables>;
export const AttestationInclusionDocument = new TypedDocumentString(`
    query AttestationInclusion($table: LedgerTable!, $key: String!, $size: Int) {
  inclusionProof(table: $table, key: $key, treeSize: $size) {
    leafIndex
    treeSize
    leafHash
    leafData
    auditPath
    checkpoint {
      rootHash
    }
  }
}
    `) as unknown as TypedDocumentString<AttestationInclusionQuery, AttestationInclusionQueryVariables>;
export const AttestationCreateCheckpointDocument = new TypedDocumentString(`
    mutation AttestationCreateCheckpoint {
  createCheckpoint {
    __typename
    ... on CreateCheckpointSuccess {
      checkpoint {
        treeSize
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttestationCreateCheckpointMutation, AttestationCreateCheckpointMutationVariables>;
export const WitnessProcessKeyDocument = new TypedDocumentString(`
    query WitnessProcessKey {
  transparencyKey {
    noteVkey
  }
}
    `) as unknown as TypedDocumentString<WitnessProcessKeyQuery, WitnessProcessKeyQueryVariables>;
export const WitnessProcessCreateCheckpointDocument = new TypedDocumentString(`
    mutation WitnessProcessCreateCheckpoint {
  createCheckpoint {
    __typename
    ... on CreateCheckpointSuccess {
      checkpoint {
        treeSize
        rootHash
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WitnessProcessCreateCheckpointMutation, WitnessProcessCreateCheckpointMutationVariables>;
export const WitnessProcessRegisterWitnessDocument = new TypedDocumentString(`
    mutation WitnessProcessRegisterWitness($v: String!) {
  registerWitness(vkey: $v) {
    __typename
    ... on Witness {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<WitnessProcessRegisterWitnessMutation, WitnessProcessRegisterWitnessMutationVariables>;
export const WitnessProcessCheckpointDocument = new TypedDocumentString(`
    query WitnessProcessCheckpoint {
  checkpoint {
    treeSize
    note
    cosignatures
  }
}
    `) as unknown as TypedDocumentString<WitnessProcessCheckpointQuery, WitnessProcessCheckpointQueryVariables>;
export const WitnessProcessWorkerBundleDocument = new TypedDocumentString(`
    query WitnessProcessWorkerBundle($p: String!, $v: DateTime!) {
  workerEvidenceBundle(
    projectId: $p
    workerRef: "worker-alpha"
    capabilityKey: "code.edit.typescript"
    validUntil: $v
    minSamples: 1
  ) {
    __typename
    ... on EvidenceBundle {
      envelope
    }
  }
}
    `) as unknown as TypedDocumentString<WitnessProcessWorkerBundleQuery, WitnessProcessWorkerBundleQueryVariables>;