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

/** Which bound of a rate a rule reads. LOWER_BOUND_BELOW: FIXED_SAMPLE, the 95% Wilson `lower` (valid for one look); ANYTIME, `anytimeLowerBound` (valid however often it is re-read; docs/specification.md §6, "Anytime-valid bounds"). BURN_RATE: FIXED_SAMPLE, the burn of the observed failure rate; ANYTIME, the burn of its anytime-valid upper bound, 1 − anytimeLowerBound (docs/specification.md §12). */
export type LowerBound =
  | 'ANYTIME'
  | 'FIXED_SAMPLE';

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

export type AccessSchemaShapeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessSchemaShapeQuery = { __typename: 'Query', __schema: { __typename: '__Schema', queryType: { __typename: '__Type', name: string | null }, mutationType: { __typename: '__Type', name: string | null } | null, types: Array<{ __typename: '__Type', name: string | null, kind: __TypeKind, interfaces: Array<{ __typename: '__Type', name: string | null }> | null, possibleTypes: Array<{ __typename: '__Type', name: string | null }> | null, fields: Array<{ __typename: '__Field', name: string, type: { __typename: '__Type', kind: __TypeKind, name: string | null, ofType: { __typename: '__Type', kind: __TypeKind, name: string | null, ofType: { __typename: '__Type', kind: __TypeKind, name: string | null, ofType: { __typename: '__Type', kind: __TypeKind, name: string | null, ofType: { __typename: '__Type', kind: __TypeKind, name: string | null } | null } | null } | null } | null } }> | null }> } };

export type AppendAdjudicationMutationVariables = Exact<{
  input: AppendAdjudicationInput;
}>;


export type AppendAdjudicationMutation = { __typename: 'Mutation', appendAdjudication:
    | { __typename: 'AppendAdjudicationSuccess', replayed: boolean, adjudication: { __typename: 'Adjudication', id: string, ledgerId: string, seq: number, kind: AdjudicationKind, actorRef: string, contentDigest: string, recordedAt: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type AttemptAdjudicationsQueryVariables = Exact<{
  id: string | number;
}>;


export type AttemptAdjudicationsQuery = { __typename: 'Query', attempt: { __typename: 'Attempt', ledgerId: string, adjudications: { __typename: 'AttemptAdjudicationsConnection', totalCount: number, edges: Array<{ __typename: 'AttemptAdjudicationsConnectionEdge', node: { __typename: 'Adjudication', seq: number, kind: AdjudicationKind, actorRef: string, idempotencyKey: string, evidenceDigests: Array<string> } }> } } | null };

export type AlertRuleFieldsFragment = { __typename: 'AlertRule', digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { __typename: 'AlertRuleWindow', lastDays: number | null, lastAttempts: number | null } | null };

export type CreateAlertRuleMutationVariables = Exact<{
  input: CreateAlertRuleInput;
}>;


export type CreateAlertRuleMutation = { __typename: 'Mutation', createAlertRule:
    | { __typename: 'CreateAlertRuleSuccess', replayed: boolean, rule: { __typename: 'AlertRule', digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { __typename: 'AlertRuleWindow', lastDays: number | null, lastAttempts: number | null } | null } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type RetireAlertRuleMutationVariables = Exact<{
  input: RetireAlertRuleInput;
}>;


export type RetireAlertRuleMutation = { __typename: 'Mutation', retireAlertRule:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RetireAlertRuleSuccess', replayed: boolean, rule: { __typename: 'AlertRule', digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { __typename: 'AlertRuleWindow', lastDays: number | null, lastAttempts: number | null } | null } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type AlertRulesQueryVariables = Exact<{
  projectId: string;
  includeRetired?: boolean | null | undefined;
}>;


export type AlertRulesQuery = { __typename: 'Query', alertRules:
    | { __typename: 'AlertRulesSuccess', data: Array<{ __typename: 'AlertRule', digest: string, projectId: string, kind: AlertKind, capabilityKey: string | null, model: string | null, parameters: string, rate: ReliabilityRateName | null, threshold: number | null, bound: LowerBound | null, minSamples: number | null, target: number | null, periodDays: number | null, longWindowMinutes: number | null, shortWindowMinutes: number | null, burnRateFactor: number | null, lane: string | null, riskTier: RiskTier | null, actorRef: string, createdAt: string, retiredAt: string | null, retiredBy: string | null, window: { __typename: 'AlertRuleWindow', lastDays: number | null, lastAttempts: number | null } | null }> }
    | { __typename: 'ValidationError', issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type AlertNodeFieldsFragment = { __typename: 'Alert', ledgerId: string, projectId: string, ruleDigest: string, kind: AlertKind, subject: string, transitionAt: string, reportDigest: string, details: string, raisedAt: string };

export type AlertsQueryVariables = Exact<{
  projectId: string;
  kind?: AlertKind | null | undefined;
  ruleDigest?: string | null | undefined;
  subject?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AlertsQuery = { __typename: 'Query', alerts:
    | { __typename: 'AlertConnection', edges: Array<{ __typename: 'AlertEdge', cursor: string, node: { __typename: 'Alert', ledgerId: string, projectId: string, ruleDigest: string, kind: AlertKind, subject: string, transitionAt: string, reportDigest: string, details: string, raisedAt: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } }
    | { __typename: 'ValidationError', issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type ReworkQueueQueryVariables = Exact<{
  projectId: string;
  state?: ReworkState | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReworkQueueQuery = { __typename: 'Query', reworkQueue:
    | { __typename: 'ReworkRequestConnection', edges: Array<{ __typename: 'ReworkRequestEdge', node: { __typename: 'ReworkRequest', ledgerId: string, projectId: string, attemptId: string, rubricDigest: string, gradingId: string, gradingDigest: string, criterionIds: Array<string>, feedbackDigests: Array<string>, requestedAt: string, state: ReworkState, open: boolean, closedAt: string | null, ageSeconds: number } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } }
    | { __typename: 'ValidationError', issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type RegisterRubricMutationVariables = Exact<{
  input: RegisterRubricInput;
}>;


export type RegisterRubricMutation = { __typename: 'Mutation', registerRubric:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'RegisterRubricSuccess', replayed: boolean, rubric: { __typename: 'Rubric', digest: string, domain: string, version: string, threshold: number, registeredBy: string, criteria: Array<{ __typename: 'RubricCriterion', id: string, required: boolean, levels: Array<{ __typename: 'RubricLevel', level: number, descriptorDigest: string, descriptor: string | null, raiseDigest: string | null, howToRaise: string | null }> }> } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type RecordGradedVerificationMutationVariables = Exact<{
  input: RecordGradedVerificationInput;
}>;


export type RecordGradedVerificationMutation = { __typename: 'Mutation', recordGradedVerification:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'OutOfOrderError', message: string, code: string }
    | { __typename: 'RecordGradedVerificationSuccess', replayed: boolean, gradedVerification: { __typename: 'GradedVerification', ledgerId: string, attemptId: string, rubricDigest: string, round: number, graderRef: string, graderModel: string, actorRef: string, belowThreshold: Array<string>, reworkRecommended: boolean, independent: boolean, gradedPass: boolean, contentDigest: string, recordedAt: string, scores: Array<{ __typename: 'CriterionScore', criterionId: string, score: number, evidenceDigest: string, feedbackDigest: string }> } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type AttemptGradingsQueryVariables = Exact<{
  id: string | number;
}>;


export type AttemptGradingsQuery = { __typename: 'Query', attempt: { __typename: 'Attempt', ledgerId: string, gradedVerifications: Array<{ __typename: 'GradedVerification', round: number, graderRef: string, graderModel: string, belowThreshold: Array<string>, reworkRecommended: boolean, independent: boolean, gradedPass: boolean, scores: Array<{ __typename: 'CriterionScore', criterionId: string, score: number }>, rubric: { __typename: 'Rubric', digest: string, version: string } }> } | null };

export type GradedSummaryQueryVariables = Exact<{
  cohortId: string | number;
  rubricDigest: string;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type GradedSummaryQuery = { __typename: 'Query', gradedSummary:
    | { __typename: 'GradedSummary', state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, attemptsInWindow: number, sampleSize: number, regradedCount: number, notIndependentCount: number, meanChangeAfterRework: number | null, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null }, reworkRecommendedRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanAgreementRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanAgreement: { __typename: 'GradedHumanAgreementCounts', passAccepted: number, passRejected: number, failAccepted: number, failRejected: number }, criteria: Array<{ __typename: 'GradedCriterionSummary', criterionId: string, required: boolean, scored: number, reworkPairs: number, meanChangeAfterRework: number | null, distribution: Array<{ __typename: 'ScoreCount', level: number, count: number }>, belowThresholdRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }>, graderCalibration: Array<{ __typename: 'GraderCalibration', graderModel: string, independent: boolean, verdict: { __typename: 'GradedCalibration', passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null }, criteria: Array<{ __typename: 'GradedCriterionCalibration', criterionId: string, required: boolean, calibration: { __typename: 'GradedCalibration', passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null } }> }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   | null };

export type GradedCalibrationFieldsFragment = { __typename: 'GradedCalibration', passAccepted: number, passRejected: number, failAccepted: number, failRejected: number, total: number, rawAgreement: number | null, expectedAgreement: number | null, kappa: number | null };

export type StoreAnnotationMutationVariables = Exact<{
  p: string;
  t: string;
}>;


export type StoreAnnotationMutation = { __typename: 'Mutation', storeAnnotation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'StoreAnnotationSuccess', annotation: { __typename: 'Annotation', digest: string } }
    | { __typename: 'ValidationError', message: string }
   };

export type RecordAttemptMutationVariables = Exact<{
  input: RecordAttemptInput;
}>;


export type RecordAttemptMutation = { __typename: 'Mutation', recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ __typename: 'Attempt', id: string, ledgerId: string, capabilityKey: string, multiplicity: number, attemptGroupId: string, outcomeDigest: string, contentDigest: string, recordedAt: string, recordedBy: string, cohort: { __typename: 'Cohort', id: string, ledgerId: string, fingerprint: string } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type SetProjectLabelMutationVariables = Exact<{
  input: SetProjectLabelInput;
}>;


export type SetProjectLabelMutation = { __typename: 'Mutation', setProjectLabel:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'SetProjectLabelSuccess', replayed: boolean, projectLabel: { __typename: 'ProjectLabel', ledgerId: string, projectId: string, seq: number, label: string, idempotencyKey: string, actorRef: string, createdAt: string, contentDigest: string } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type ProjectLabelsQueryVariables = Exact<{
  projectIds: Array<string> | string;
}>;


export type ProjectLabelsQuery = { __typename: 'Query', projectLabels:
    | { __typename: 'ProjectLabels', labels: Array<{ __typename: 'ProjectLabel', ledgerId: string, projectId: string, seq: number, label: string, actorRef: string, createdAt: string, contentDigest: string }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type RatePartsFragment = { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null };

export type ReliabilityReportFieldsFragment = { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ __typename: 'PassK', k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } };

export type ReliabilityQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type ReliabilityQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ __typename: 'PassK', k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
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


export type OverviewQuery = { __typename: 'Query', reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'ReliabilityOverviewEdge', cursor: string, node: { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { __typename: 'Cohort', ledgerId: string, capabilityKey: string, model: string }, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ __typename: 'PassK', k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type SeriesQueryVariables = Exact<{
  cohortId: string | number;
  bucket: SeriesBucket;
  from: string;
  to?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type SeriesQuery = { __typename: 'Query', reliabilitySeries:
    | { __typename: 'ReliabilitySeries', cohortId: string, bucket: SeriesBucket, from: string, to: string, settledThrough: string, final: boolean, minSamples: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, points: Array<{ __typename: 'ReliabilitySeriesPoint', start: string, end: string, state: EvidenceState, sampleSize: number, criticalFailureCount: number, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
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


export type WorkerEvidenceQuery = { __typename: 'Query', workerEvidence:
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
    | { __typename: 'WorkerEvidenceConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'WorkerEvidenceEdge', cursor: string, node: { __typename: 'WorkerCohortEvidence', workerRef: string, cohort: { __typename: 'Cohort', ledgerId: string, capabilityKey: string, scopeFingerprint: string, runtimeFingerprint: string, policyFingerprint: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string }, report: { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, clusteredLowerBound: number | null, clusteredUpperBound: number | null, effectiveSampleSize: number | null, designEffect: number | null, taskCount: number | null, anytimeLowerBound: number | null, anytimeUpperBound: number | null }, passK: Array<{ __typename: 'PassK', k: number, estimate: number | null, lower: number | null, upper: number | null, tasks: number }>, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } } } }> }
   };

export type RegisterVerifierMutationVariables = Exact<{
  input: RegisterVerifierInput;
}>;


export type RegisterVerifierMutation = { __typename: 'Mutation', registerVerifier:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'RegisterVerifierSuccess', replayed: boolean, verifier: { __typename: 'Verifier', ledgerId: string, projectId: string, verifierRef: string, kind: VerificationMode, model: string | null, actorRef: string, registeredAt: string, contentDigest: string } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type WithdrawVerifierTrustMutationVariables = Exact<{
  input: WithdrawVerifierTrustInput;
}>;


export type WithdrawVerifierTrustMutation = { __typename: 'Mutation', withdrawVerifierTrust:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
    | { __typename: 'WithdrawVerifierTrustSuccess', replayed: boolean, withdrawal: { __typename: 'VerifierWithdrawal', ledgerId: string, projectId: string, verifierRef: string, verdictsFrom: string | null, verdictsUntil: string | null, reasonDigest: string, actorRef: string, withdrawnAt: string, contentDigest: string } }
   };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { __typename: 'Mutation', createWebhookEndpoint:
    | { __typename: 'AddressRefusedError', message: string, code: string }
    | { __typename: 'CreateWebhookEndpointSuccess', secret: string | null, replayed: boolean, endpoint: { __typename: 'WebhookEndpoint', ledgerId: string, url: string, kinds: Array<AlertKind>, retiredAt: string | null } }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   };

export type RetireWebhookEndpointMutationVariables = Exact<{
  input: RetireWebhookEndpointInput;
}>;


export type RetireWebhookEndpointMutation = { __typename: 'Mutation', retireWebhookEndpoint:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'RetireWebhookEndpointSuccess', replayed: boolean, endpoint: { __typename: 'WebhookEndpoint', ledgerId: string, retiredAt: string | null } }
    | { __typename: 'ValidationError', message: string, code: string }
   };

export type WebhookEndpointsQueryVariables = Exact<{
  projectId: string;
}>;


export type WebhookEndpointsQuery = { __typename: 'Query', webhookEndpoints:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
    | { __typename: 'WebhookEndpointsSuccess', data: Array<{ __typename: 'WebhookEndpoint', ledgerId: string, url: string, kinds: Array<AlertKind>, actorRef: string, retiredAt: string | null }> }
   };

export type WebhookDeliveriesQueryVariables = Exact<{
  projectId: string;
  status?: WebhookDeliveryStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { __typename: 'Query', webhookDeliveries:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
    | { __typename: 'WebhookDeliveryConnection', edges: Array<{ __typename: 'WebhookDeliveryEdge', cursor: string, node: { __typename: 'WebhookDelivery', ledgerId: string, endpointId: string, alertId: string, sequence: string, status: WebhookDeliveryStatus, attempts: Array<{ __typename: 'WebhookDeliveryAttempt', attempt: number, outcome: WebhookAttemptOutcome, failure: WebhookFailure | null, httpStatus: number | null, actorRef: string | null, attemptedAt: string }> } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } }
   };

export type RedeliverWebhookMutationVariables = Exact<{
  input: RedeliverWebhookInput;
}>;


export type RedeliverWebhookMutation = { __typename: 'Mutation', redeliverWebhook:
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'RedeliverWebhookSuccess', requested: boolean, delivery: { __typename: 'WebhookDelivery', ledgerId: string, status: WebhookDeliveryStatus, attempts: Array<{ __typename: 'WebhookDeliveryAttempt', attempt: number, outcome: WebhookAttemptOutcome, actorRef: string | null }> } }
    | { __typename: 'ValidationError', message: string, code: string }
   };

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