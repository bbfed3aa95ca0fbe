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

export type StoreAnnotationMutationVariables = Exact<{
  p: string;
  t: string;
}>;


export type StoreAnnotationMutation = { __typename: 'Mutation', storeAnnotation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'StoreAnnotationSuccess', annotation: { __typename: 'Annotation', digest: string } }
    | { __typename: 'ValidationError', message: string }
   };

export type AccessRootFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessRootFieldsQuery = { __typename: 'Query', __schema: { __typename: '__Schema', queryType: { __typename: '__Type', fields: Array<{ __typename: '__Field', name: string }> | null }, mutationType: { __typename: '__Type', fields: Array<{ __typename: '__Field', name: string }> | null } | null } };

export type AdjudicationsPageQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdjudicationsPageQuery = { __typename: 'Query', attempt: { __typename: 'Attempt', adjudications: { __typename: 'AttemptAdjudicationsConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'AttemptAdjudicationsConnectionEdge', node: { __typename: 'Adjudication', seq: number } }> } } | null };

export type AdjudicationsDriftBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type AdjudicationsDriftBatchMutation = { __typename: 'Mutation', recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', results: Array<{ __typename: 'RecordAttemptsItem', result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', attempts: Array<{ __typename: 'Attempt', id: string }> }
          | { __typename: 'ValidationError' }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type AgreementsPublishDecisionFragment = { __typename: 'AgreementDecision', projectId: string, decisionId: string, proposal: { __typename: 'AgreementProposal', prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ __typename: 'GuardrailCheck', checkKey: string, result: GuardrailCheckResult }> }, review: { __typename: 'AgreementReview', humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> };

export type AgreementsPublishPublishedQueryVariables = Exact<{
  projectId?: string | null | undefined;
  lane?: string | null | undefined;
  property?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AgreementsPublishPublishedQuery = { __typename: 'Query', publishedAgreements:
    | { __typename: 'PublishedAgreementsConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'PublishedAgreementsEdge', cursor: string, node: { __typename: 'AgreementDecision', projectId: string, decisionId: string, proposal: { __typename: 'AgreementProposal', prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ __typename: 'GuardrailCheck', checkKey: string, result: GuardrailCheckResult }> }, review: { __typename: 'AgreementReview', humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type AgreementsPublishDesignateMutationVariables = Exact<{
  property: string;
}>;


export type AgreementsPublishDesignateMutation = { __typename: 'Mutation', designateProperty:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'PropertyDesignationChange', property: string, action: DesignationAction, designated: boolean, changed: boolean, recordedBy: string | null, recordedAt: string | null }
    | { __typename: 'ValidationError', message: string }
   };

export type AgreementsPublishWithdrawMutationVariables = Exact<{
  property: string;
}>;


export type AgreementsPublishWithdrawMutation = { __typename: 'Mutation', withdrawPropertyDesignation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'PropertyDesignationChange', property: string, action: DesignationAction, designated: boolean, changed: boolean, recordedBy: string | null, recordedAt: string | null }
    | { __typename: 'ValidationError', message: string }
   };

export type AgreementsPublishDesignatedPropertiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementsPublishDesignatedPropertiesQuery = { __typename: 'Query', designatedProperties: Array<string> };

export type AgreementsPublishUnguardedQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type AgreementsPublishUnguardedQuery = { __typename: 'Query', agreementDecisions:
    | { __typename: 'AgreementDecisionsConnection', edges: Array<{ __typename: 'AgreementDecisionsEdge', cursor: string, node: { __typename: 'AgreementDecision', proposal: { __typename: 'AgreementProposal', property: string } } }> }
    | { __typename: 'ValidationError' }
   };

export type AgreementsPublishUnguardedCountQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type AgreementsPublishUnguardedCountQuery = { __typename: 'Query', agreementDecisions:
    | { __typename: 'AgreementDecisionsConnection', totalCount: number }
    | { __typename: 'ValidationError' }
   };

export type AgreementsListDecisionFragment = { __typename: 'AgreementDecision', projectId: string, decisionId: string, proposal: { __typename: 'AgreementProposal', prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ __typename: 'GuardrailCheck', checkKey: string, result: GuardrailCheckResult }> }, review: { __typename: 'AgreementReview', humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> };

export type AgreementsListQueryVariables = Exact<{
  projectId?: string | null | undefined;
  lane?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AgreementsListQuery = { __typename: 'Query', agreementDecisions:
    | { __typename: 'AgreementDecisionsConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'AgreementDecisionsEdge', cursor: string, node: { __typename: 'AgreementDecision', projectId: string, decisionId: string, proposal: { __typename: 'AgreementProposal', prRef: string | null, lane: string, riskTier: RiskTier, agentRef: string, guardrailVerdict: GuardrailVerdict, guardrailConfidence: number | null, property: string, workflowSlug: string, phase: string, artifactRef: string, proposalDigest: string, recordedBy: string, recordedAt: string, contentDigest: string, guardrailChecks: Array<{ __typename: 'GuardrailCheck', checkKey: string, result: GuardrailCheckResult }> }, review: { __typename: 'AgreementReview', humanVerdict: HumanVerdict, agreement: Agreement, reviewerRef: string, reasonDigest: string | null, proposalToMergeDiffDigest: string | null, humanReviewLatencySeconds: number | null, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeOutcome: { __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string } | null, postMergeRevisions: Array<{ __typename: 'AgreementPostMergeOutcome', revision: number, outcomeKey: string | null, outcome: PostMergeOutcome, evidenceDigest: string, recordedBy: string, recordedAt: string, contentDigest: string }> } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type AlertsReportQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type AlertsReportQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', state: EvidenceState, final: boolean, sampleSize: number, evidenceDigest: string, criticalFailures: { __typename: 'CriticalFailures', count: number }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null, anytimeLowerBound: number | null } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type AlertsReportAtQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
}>;


export type AlertsReportAtQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', evidenceDigest: string, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type GradingRubricQueryVariables = Exact<{
  d: string;
}>;


export type GradingRubricQuery = { __typename: 'Query', rubric: { __typename: 'Rubric', digest: string, version: string, criteria: Array<{ __typename: 'RubricCriterion', id: string, levels: Array<{ __typename: 'RubricLevel', descriptor: string | null }> }> } | null };

export type GradingRubricsOfDomainQueryVariables = Exact<{ [key: string]: never; }>;


export type GradingRubricsOfDomainQuery = { __typename: 'Query', rubrics: { __typename: 'QueryRubricsConnection', edges: Array<{ __typename: 'QueryRubricsConnectionEdge', node: { __typename: 'Rubric', digest: string, version: string } }> } };

export type ListFiltersAllCohortsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListFiltersAllCohortsQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', ledgerId: string, capabilityKey: string, provider: string, model: string, harnessVersion: string, policyVersion: string } }> } };

export type ListFiltersCohortsQueryVariables = Exact<{
  provider?: string | null | undefined;
  model?: string | null | undefined;
  harnessVersion?: string | null | undefined;
  policyVersion?: string | null | undefined;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type ListFiltersCohortsQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', ledgerId: string } }> } };

export type OtlpAttemptsQueryVariables = Exact<{
  projectId: string;
  outcomeId: string;
}>;


export type OtlpAttemptsQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', ledgerId: string, capabilityKey: string, outcomeId: string, taskRef: string, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, recordedBy: string, outcomeDigest: string, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }>, effort: { __typename: 'Effort', inputTokens: number | null, outputTokens: number | null, harnessWallTimeMs: number | null, cost: { __typename: 'Cost', micros: number, currency: string } | null } | null, cohort: { __typename: 'Cohort', ledgerId: string }, adjudications: { __typename: 'AttemptAdjudicationsConnection', edges: Array<{ __typename: 'AttemptAdjudicationsConnectionEdge', node: { __typename: 'Adjudication', kind: AdjudicationKind, verificationMode: VerificationMode | null, verificationResult: VerificationResult | null, verifierRef: string | null, verifierModel: string | null, actorRef: string, idempotencyKey: string } }> } } }> } };

export type OtlpReportQueryVariables = Exact<{
  id: string | number;
}>;


export type OtlpReportQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', sampleSize: number, consecutiveVerifiedPasses: number, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number }, tokensPerVerifiedSuccess: { __typename: 'EffortPerVerifiedSuccess', status: EffortStatus, estimate: number | null, total: number | null, unknownAttempts: number } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type PagesAttemptsQueryVariables = Exact<{
  cohortId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagesAttemptsQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', cursor: string, node: { __typename: 'Attempt', ledgerId: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type PagesCohortAttemptsQueryVariables = Exact<{
  cohortId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagesCohortAttemptsQuery = { __typename: 'Query', cohort: { __typename: 'Cohort', attempts: { __typename: 'CohortAttemptsConnection', edges: Array<{ __typename: 'CohortAttemptsConnectionEdge', cursor: string, node: { __typename: 'Attempt', ledgerId: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } | null };

export type PagesCohortsQueryVariables = Exact<{
  projectId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PagesCohortsQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', cursor: string, node: { __typename: 'Cohort', ledgerId: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type PagesAttemptsOfProjectQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type PagesAttemptsOfProjectQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', ledgerId: string } }> } };

export type PagesAttemptsAfterQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PagesAttemptsAfterQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', projectId: string } }> } };

export type PagesAttemptsNestedQueryVariables = Exact<{
  cohortId?: string | number | null | undefined;
}>;


export type PagesAttemptsNestedQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', capabilityKey: string, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }>, cohort: { __typename: 'Cohort', ledgerId: string, attemptCount: number } } }> } };

export type PagesEverythingFragment = { __typename: 'Attempt', id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, cohort: { __typename: 'Cohort', ledgerId: string, model: string }, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }> };

export type PagesEveryFieldRootQueryVariables = Exact<{
  cohortId?: string | number | null | undefined;
}>;


export type PagesEveryFieldRootQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, cohort: { __typename: 'Cohort', ledgerId: string, model: string }, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }> } }> } };

export type PagesEveryFieldNestedQueryVariables = Exact<{
  cohortId: string | number;
}>;


export type PagesEveryFieldNestedQuery = { __typename: 'Query', cohort: { __typename: 'Cohort', attempts: { __typename: 'CohortAttemptsConnection', edges: Array<{ __typename: 'CohortAttemptsConnectionEdge', node: { __typename: 'Attempt', id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, cohort: { __typename: 'Cohort', ledgerId: string, model: string }, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }> } }> } } | null };

export type PagesCohortsCountedQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type PagesCohortsCountedQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', model: string, attemptCount: number } }> } };

export type PagesCohortsByCapabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type PagesCohortsByCapabilityQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', ledgerId: string, projectId: string, attemptCount: number } }> } };

export type PagesFirstAdjudicationsQueryVariables = Exact<{
  projectId?: string | null | undefined;
}>;


export type PagesFirstAdjudicationsQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', adjudications: { __typename: 'AttemptAdjudicationsConnection', edges: Array<{ __typename: 'AttemptAdjudicationsConnectionEdge', cursor: string }> } } }> } };

export type QueriesCohortsFilteredQueryVariables = Exact<{
  p?: string | null | undefined;
  c?: string | null | undefined;
}>;


export type QueriesCohortsFilteredQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', capabilityKey: string, model: string, policyVersion: string } }> } };

export type QueriesCohortsMalformedFilterQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesCohortsMalformedFilterQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', id: string } }> } };

export type QueriesCohortsFirstPageQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesCohortsFirstPageQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', ledgerId: string, createdAt: string } }> } };

export type QueriesCohortsNextPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type QueriesCohortsNextPageQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', ledgerId: string, createdAt: string } }> } };

export type QueriesAttemptsAllQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesAttemptsAllQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', outcomeId: string } }> } };

export type QueriesAttemptsByCohortQueryVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type QueriesAttemptsByCohortQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', outcomeId: string } }> } };

export type QueriesAttemptsByOutcomeQueryVariables = Exact<{
  o?: string | null | undefined;
}>;


export type QueriesAttemptsByOutcomeQuery = { __typename: 'Query', attempts: { __typename: 'QueryAttemptsConnection', edges: Array<{ __typename: 'QueryAttemptsConnectionEdge', node: { __typename: 'Attempt', ledgerId: string } }> } };

export type QueriesAttemptQueryVariables = Exact<{
  id: string | number;
}>;


export type QueriesAttemptQuery = { __typename: 'Query', attempt: { __typename: 'Attempt', id: string, ledgerId: string, outcomeId: string, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }>, cohort: { __typename: 'Cohort', capabilityKey: string } } | null };

export type QueriesAttemptUnknownQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesAttemptUnknownQuery = { __typename: 'Query', a: { __typename: 'Attempt', id: string } | null, b: { __typename: 'Attempt', id: string } | null };

export type QueriesNodeQueryVariables = Exact<{
  a: string | number;
  c: string | number;
}>;


export type QueriesNodeQuery = { __typename: 'Query', a:
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


export type QueriesCohortLineageQuery = { __typename: 'Query', cohortLineage: { __typename: 'CohortLineage', cohort: { __typename: 'Cohort', ledgerId: string, model: string }, relatives: Array<{ __typename: 'CohortRelative', differsIn: Array<CohortComponent>, cohort: { __typename: 'Cohort', model: string, policyVersion: string, attemptCount: number } }> } | null };

export type QueriesScopeFingerprintQueryVariables = Exact<{
  s: ScopeInput;
}>;


export type QueriesScopeFingerprintQuery = { __typename: 'Query', scopeFingerprint:
    | { __typename: 'ScopeFingerprintPreview', fingerprint: string, paths: Array<string>, resources: Array<string>, rootRef: string }
    | { __typename: 'ValidationError' }
   };

export type QueriesScopeFingerprintBadRootQueryVariables = Exact<{ [key: string]: never; }>;


export type QueriesScopeFingerprintBadRootQuery = { __typename: 'Query', scopeFingerprint:
    | { __typename: 'ScopeFingerprintPreview' }
    | { __typename: 'ValidationError', issues: Array<{ __typename: 'FieldIssue', path: string }> }
   };

export type QueriesLargestOverviewQueryVariables = Exact<{
  projectId: string;
}>;


export type QueriesLargestOverviewQuery = { __typename: 'Query', reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', edges: Array<{ __typename: 'ReliabilityOverviewEdge', node: { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, sampleSize: number, evidenceDigest: string, consecutiveVerifiedPasses: number, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, outcomeId: string, finishedAt: string }> }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } } }> }
    | { __typename: 'ValidationError' }
   };

export type RecordAttemptFullAttemptFragment = { __typename: 'Attempt', id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }>, cohort: { __typename: 'Cohort', ledgerId: string } };

export type RecordAttemptFullMutationVariables = Exact<{
  input: RecordAttemptInput;
}>;


export type RecordAttemptFullMutation = { __typename: 'Mutation', recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'RecordAttemptSuccess', attempts: Array<{ __typename: 'Attempt', id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }>, cohort: { __typename: 'Cohort', ledgerId: string } }> }
    | { __typename: 'ValidationError', message: string }
   };

export type RecordAttemptReadFullQueryVariables = Exact<{
  id: string | number;
}>;


export type RecordAttemptReadFullQuery = { __typename: 'Query', attempt: { __typename: 'Attempt', id: string, ledgerId: string, projectId: string, capabilityKey: string, attemptGroupId: string, multiplicity: number, outcomeId: string, taskRef: string, workPackageRef: string | null, agentRunRef: string, workerRef: string, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, attemptNumber: number, startedAt: string, finishedAt: string, verificationMode: VerificationMode, verificationResult: VerificationResult, verifierRef: string | null, verifierModel: string | null, acceptanceCriteriaTotal: number, acceptanceCriteriaMet: number, validationCommandsTotal: number, validationCommandsPassed: number, validationCommandsFailed: number, humanOverride: boolean, humanRejected: boolean, rolledBack: boolean, severity: Severity, outcomeDigest: string, contentDigest: string, recordedBy: string, recordedAt: string, evidence: Array<{ __typename: 'Evidence', kind: EvidenceKind, digest: string }>, cohort: { __typename: 'Cohort', ledgerId: string } } | null };

export type RecordAttemptBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type RecordAttemptBatchMutation = { __typename: 'Mutation', recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ __typename: 'RecordAttemptsItem', index: number, outcomeId: string | null, result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ __typename: 'Attempt', id: string, cohort: { __typename: 'Cohort', ledgerId: string } }> }
          | { __typename: 'ValidationError', issues: Array<{ __typename: 'FieldIssue', path: string }> }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type RecordAttemptBatchMessagesMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type RecordAttemptBatchMessagesMutation = { __typename: 'Mutation', recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ __typename: 'RecordAttemptsItem', index: number, outcomeId: string | null, result:
          | { __typename: 'ForbiddenError' }
          | { __typename: 'IdempotencyConflictError' }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ __typename: 'Attempt', id: string, cohort: { __typename: 'Cohort', ledgerId: string } }> }
          | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type ReliabilityExplainedDecisionFragment = { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> };

export type ReliabilityExplainedQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReliabilityExplainedQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', final: boolean, sampleSize: number, unresolvedDriftAttemptIds: Array<string>, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptLedgerId: string }> }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number }, explain: { __typename: 'ReliabilityExplanationConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'ReliabilityExplanationEdge', cursor: string, node: { __typename: 'AttemptExplanation', attemptId: string, attemptLedgerId: string, workerRef: string, attemptNumber: number, finishedAt: string, inWindow: boolean, critical: boolean, unresolvedDrift: boolean, firstAttemptSuccessRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, independentlyVerifiedPassRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, unverifiedCompletionRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, repairRetryRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, humanRejectionRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, rollbackRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, policyBlockRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, falseSuccessRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, overrideRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> } } }> } }
    | { __typename: 'ValidationError' }
   | null };

export type ReliabilityExplainedWorkerQueryVariables = Exact<{
  projectId: string;
  workerRef: string;
  asOf?: string | null | undefined;
}>;


export type ReliabilityExplainedWorkerQuery = { __typename: 'Query', workerEvidence:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WorkerEvidenceConnection', edges: Array<{ __typename: 'WorkerEvidenceEdge', node: { __typename: 'WorkerCohortEvidence', report: { __typename: 'ReliabilityReport', sampleSize: number, explain: { __typename: 'ReliabilityExplanationConnection', totalCount: number, edges: Array<{ __typename: 'ReliabilityExplanationEdge', node: { __typename: 'AttemptExplanation', workerRef: string, inWindow: boolean } }> } } } }> }
   };

export type ReliabilityCohortLineageQueryVariables = Exact<{
  id: string | number;
}>;


export type ReliabilityCohortLineageQuery = { __typename: 'Query', cohortLineage: { __typename: 'CohortLineage', relatives: Array<{ __typename: 'CohortRelative', differsIn: Array<CohortComponent>, cohort: { __typename: 'Cohort', ledgerId: string } }> } | null };

export type ReworkLoopRequestFragment = { __typename: 'ReworkRequest', ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, state: ReworkState, open: boolean, closedAt: string | null, requestedAt: string, ageSeconds: number, assignment: { __typename: 'ReworkAssignment', ledgerId: string, projectId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null };

export type ReworkLoopQueueQueryVariables = Exact<{
  projectId: string;
  state?: ReworkState | null | undefined;
  ownerRef?: string | null | undefined;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReworkLoopQueueQuery = { __typename: 'Query', reworkQueue:
    | { __typename: 'ReworkRequestConnection', edges: Array<{ __typename: 'ReworkRequestEdge', cursor: string, node: { __typename: 'ReworkRequest', ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, state: ReworkState, open: boolean, closedAt: string | null, requestedAt: string, ageSeconds: number, assignment: { __typename: 'ReworkAssignment', ledgerId: string, projectId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null } }
    | { __typename: 'ValidationError', issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type ReworkLoopAssignMutationVariables = Exact<{
  input: AssignReworkInput;
}>;


export type ReworkLoopAssignMutation = { __typename: 'Mutation', assignRework:
    | { __typename: 'AssignReworkSuccess', replayed: boolean, request: { __typename: 'ReworkRequest', ledgerId: string, projectId: string, attemptId: string, capabilityKey: string, rubricDigest: string, gradingId: string, state: ReworkState, open: boolean, closedAt: string | null, requestedAt: string, ageSeconds: number, assignment: { __typename: 'ReworkAssignment', ledgerId: string, projectId: string, requestId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } | null }, assignment: { __typename: 'ReworkAssignment', ledgerId: string, ownerRef: string, actorRef: string, contentDigest: string, assignedAt: string } }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'IdempotencyConflictError', message: string, code: string, idempotencyKey: string, existingDigest: string, submittedDigest: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type TransparencyFormatsInclusionQueryVariables = Exact<{
  key: string;
}>;


export type TransparencyFormatsInclusionQuery = { __typename: 'Query', inclusionProof: { __typename: 'InclusionProof', leafIndex: number, treeSize: number, leafHash: string, leafData: string, auditPath: Array<string>, checkpoint: { __typename: 'Checkpoint', rootHash: string } } | null };

export type TransparencyFormatsRecordMutationVariables = Exact<{
  i: RecordAttemptInput;
}>;


export type TransparencyFormatsRecordMutation = { __typename: 'Mutation', recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'RecordAttemptSuccess', attempts: Array<{ __typename: 'Attempt', ledgerId: string }>, receipts: Array<{ __typename: 'Receipt', envelope: string }> }
    | { __typename: 'ValidationError', message: string }
   };

export type TransparencyCheckpointFragment = { __typename: 'Checkpoint', treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string };

export type TransparencyInclusionQueryVariables = Exact<{
  table: LedgerTable;
  key: string;
  size?: number | null | undefined;
}>;


export type TransparencyInclusionQuery = { __typename: 'Query', inclusionProof: { __typename: 'InclusionProof', leafIndex: number, treeSize: number, leafHash: string, leafData: string, auditPath: Array<string>, checkpoint: { __typename: 'Checkpoint', treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } } | null };

export type TransparencyCreateCheckpointMutationVariables = Exact<{ [key: string]: never; }>;


export type TransparencyCreateCheckpointMutation = { __typename: 'Mutation', createCheckpoint:
    | { __typename: 'CreateCheckpointSuccess', checkpoint: { __typename: 'Checkpoint', treeSize: number } | null }
    | { __typename: 'ForbiddenError', message: string }
   };

export type TransparencyKeyAndCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type TransparencyKeyAndCheckpointQuery = { __typename: 'Query', transparencyKey: { __typename: 'TransparencyKey', keyId: string, algorithm: string, publicKeyPem: string } | null, checkpoint: { __typename: 'Checkpoint', treeSize: number, rootHash: string, issuedAt: string, keyId: string, envelope: string } | null };

export type TransparencyCheckpointOfSizeQueryVariables = Exact<{
  size?: number | null | undefined;
}>;


export type TransparencyCheckpointOfSizeQuery = { __typename: 'Query', checkpoint: { __typename: 'Checkpoint', treeSize: number } | null };

export type TransparencyConsistencyQueryVariables = Exact<{
  f: number;
  t: number;
}>;


export type TransparencyConsistencyQuery = { __typename: 'Query', consistencyProof: { __typename: 'ConsistencyProof', proof: Array<string>, from: { __typename: 'Checkpoint', treeSize: number, rootHash: string }, to: { __typename: 'Checkpoint', treeSize: number, rootHash: string } } | null };

export type TransparencyBatchMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type TransparencyBatchMutation = { __typename: 'Mutation', recordAttempts:
    | { __typename: 'ForbiddenError' }
    | { __typename: 'RecordAttemptsSuccess' }
    | { __typename: 'ValidationError' }
   };

export type TransparencyReceiptFragment = { __typename: 'Receipt', table: string, key: string, leafHash: string, contentDigest: string, envelope: string };

export type TransparencyRecordWithReceiptsMutationVariables = Exact<{
  i: RecordAttemptInput;
}>;


export type TransparencyRecordWithReceiptsMutation = { __typename: 'Mutation', recordAttempt:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'RecordAttemptSuccess', attempts: Array<{ __typename: 'Attempt', id: string, ledgerId: string, contentDigest: string }>, receipts: Array<{ __typename: 'Receipt', table: string, key: string, leafHash: string, contentDigest: string, envelope: string }> }
    | { __typename: 'ValidationError', message: string }
   };

export type TransparencyBatchWithReceiptsMutationVariables = Exact<{
  i: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type TransparencyBatchWithReceiptsMutation = { __typename: 'Mutation', recordAttempts:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'RecordAttemptsSuccess', results: Array<{ __typename: 'RecordAttemptsItem', result:
          | { __typename: 'ForbiddenError', message: string }
          | { __typename: 'IdempotencyConflictError', message: string }
          | { __typename: 'RecordAttemptSuccess', attempts: Array<{ __typename: 'Attempt', ledgerId: string, contentDigest: string }>, receipts: Array<{ __typename: 'Receipt', table: string, key: string, leafHash: string, contentDigest: string, envelope: string }> }
          | { __typename: 'ValidationError', message: string }
         }> }
    | { __typename: 'ValidationError', message: string }
   };

export type TransparencyAdjudicateWithReceiptMutationVariables = Exact<{
  i: AppendAdjudicationInput;
}>;


export type TransparencyAdjudicateWithReceiptMutation = { __typename: 'Mutation', appendAdjudication:
    | { __typename: 'AppendAdjudicationSuccess', adjudication: { __typename: 'Adjudication', ledgerId: string, contentDigest: string }, receipt: { __typename: 'Receipt', table: string, key: string, leafHash: string, contentDigest: string, envelope: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type VerifiersNotCountedQueryVariables = Exact<{
  id: string | number;
  asOf?: string | null | undefined;
}>;


export type VerifiersNotCountedQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError', message: string }
   | null };

export type VerifiersSeriesNotCountedQueryVariables = Exact<{
  id: string | number;
  from: string;
}>;


export type VerifiersSeriesNotCountedQuery = { __typename: 'Query', reliabilitySeries:
    | { __typename: 'ReliabilitySeries', points: Array<{ __typename: 'ReliabilitySeriesPoint', sampleSize: number, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } }> }
    | { __typename: 'ValidationError', message: string }
   | null };

export type VerifiersWithdrawalImpactQueryVariables = Exact<{
  id: string | number;
}>;


export type VerifiersWithdrawalImpactQuery = { __typename: 'Query', withdrawalImpact:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WithdrawalImpact', cohorts: Array<{ __typename: 'WithdrawalCohortImpact', cohortLedgerId: string, lowerBoundChange: number | null, before: { __typename: 'WithdrawalImpactSide', independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number } }, after: { __typename: 'WithdrawalImpactSide', independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number } } }> }
   | null };

export type WithdrawalImpactOfQueryVariables = Exact<{
  id: string | number;
  minSamples?: number | null | undefined;
}>;


export type WithdrawalImpactOfQuery = { __typename: 'Query', withdrawalImpact:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WithdrawalImpact', withdrawal: { __typename: 'VerifierWithdrawal', ledgerId: string, verifierRef: string, withdrawnAt: string }, cohorts: Array<{ __typename: 'WithdrawalCohortImpact', cohortLedgerId: string, lowerBoundChange: number | null, before: { __typename: 'WithdrawalImpactSide', asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }, after: { __typename: 'WithdrawalImpactSide', asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } } }> }
   | null };

export type WorkerEvidenceExampleRateFragment = { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null };

export type WorkerEvidenceExampleDecisionFragment = { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> };

export type WorkerEvidenceExampleQueryVariables = Exact<{
  projectId: string;
  workerRef: string;
  asOf?: string | null | undefined;
}>;


export type WorkerEvidenceExampleQuery = { __typename: 'Query', workerEvidence:
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WorkerEvidenceConnection', edges: Array<{ __typename: 'WorkerEvidenceEdge', node: { __typename: 'WorkerCohortEvidence', report: { __typename: 'ReliabilityReport', sampleSize: number, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, lower: number | null, upper: number | null }, explain: { __typename: 'ReliabilityExplanationConnection', edges: Array<{ __typename: 'ReliabilityExplanationEdge', node: { __typename: 'AttemptExplanation', attemptLedgerId: string, firstAttemptSuccessRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, independentlyVerifiedPassRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, unverifiedCompletionRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, repairRetryRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, humanRejectionRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, rollbackRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, policyBlockRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, falseSuccessRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> }, overrideRate: { __typename: 'RateDecision', numerator: boolean, denominator: boolean, reasons: Array<RateExclusionReason> } } }> } } } }> }
   };

export type GradingCliStarterRubricQueryVariables = Exact<{ [key: string]: never; }>;


export type GradingCliStarterRubricQuery = { __typename: 'Query', rubrics: { __typename: 'QueryRubricsConnection', edges: Array<{ __typename: 'QueryRubricsConnectionEdge', node: { __typename: 'Rubric', digest: string, version: string, threshold: number, registeredBy: string, criteria: Array<{ __typename: 'RubricCriterion', id: string, required: boolean, levels: Array<{ __typename: 'RubricLevel', level: number, descriptor: string | null, howToRaise: string | null }> }> } }> } };

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
export const AgreementsPublishDecisionFragmentDoc = new TypedDocumentString(`
    fragment AgreementsPublishDecision on AgreementDecision {
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
    `, {"fragmentName":"AgreementsPublishDecision"}) as unknown as TypedDocumentString<AgreementsPublishDecisionFragment, unknown>;
export const AgreementsListDecisionFragmentDoc = new TypedDocumentString(`
    fragment AgreementsListDecision on AgreementDecision {
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
    `, {"fragmentName":"AgreementsListDecision"}) as unknown as TypedDocumentString<AgreementsListDecisionFragment, unknown>;
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
          ...AgreementsPublishDecision
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
    fragment AgreementsPublishDecision on AgreementDecision {
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
          ...AgreementsListDecision
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
    fragment AgreementsListDecision on AgreementDecision {
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