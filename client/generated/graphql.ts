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

/** A material component of a cohort; a change in any one starts a new cohort. */
export type CohortComponent =
  | 'POLICY'
  | 'RUNTIME'
  | 'SCOPE';

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


export type AppendAdjudicationMutation = { __typename: 'Mutation', appendAdjudication:
    | { __typename: 'AppendAdjudicationSuccess', replayed: boolean, adjudication: { __typename: 'Adjudication', id: string, ledgerId: string, kind: AdjudicationKind, seq: number, recordedAt: string, contentDigest: string, attempt: { __typename: 'Attempt', id: string, ledgerId: string } } }
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type RecordedAttemptsFragment = { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ __typename: 'Attempt', id: string, ledgerId: string, capabilityKey: string, outcomeId: string, recordedAt: string, cohort: { __typename: 'Cohort', id: string, ledgerId: string } }> };

export type RecordAttemptMutationVariables = Exact<{
  input: RecordAttemptInput;
}>;


export type RecordAttemptMutation = { __typename: 'Mutation', recordAttempt:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ __typename: 'Attempt', id: string, ledgerId: string, capabilityKey: string, outcomeId: string, recordedAt: string, cohort: { __typename: 'Cohort', id: string, ledgerId: string } }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type RecordAttemptsMutationVariables = Exact<{
  inputs: Array<RecordAttemptInput> | RecordAttemptInput;
}>;


export type RecordAttemptsMutation = { __typename: 'Mutation', recordAttempts:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'RecordAttemptsSuccess', recordedCount: number, results: Array<{ __typename: 'RecordAttemptsItem', index: number, outcomeId: string | null, result:
          | { __typename: 'ForbiddenError', code: string, message: string }
          | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
          | { __typename: 'RecordAttemptSuccess', replayed: boolean, attempts: Array<{ __typename: 'Attempt', id: string, ledgerId: string, capabilityKey: string, outcomeId: string, recordedAt: string, cohort: { __typename: 'Cohort', id: string, ledgerId: string } }> }
          | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
         }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type CohortsQueryVariables = Exact<{
  projectId?: string | null | undefined;
  capabilityKey?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CohortsQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', id: string, ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, attemptCount: number, createdAt: string } }> } };

type LedgerErrorFields_AddressRefusedError_Fragment = { __typename: 'AddressRefusedError', code: string, message: string };

type LedgerErrorFields_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string };

type LedgerErrorFields_IdempotencyConflictError_Fragment = { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string };

type LedgerErrorFields_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string };

type LedgerErrorFields_OutOfOrderError_Fragment = { __typename: 'OutOfOrderError', code: string, message: string };

type LedgerErrorFields_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> };

export type LedgerErrorFieldsFragment =
  | LedgerErrorFields_AddressRefusedError_Fragment
  | LedgerErrorFields_ForbiddenError_Fragment
  | LedgerErrorFields_IdempotencyConflictError_Fragment
  | LedgerErrorFields_NotFoundError_Fragment
  | LedgerErrorFields_OutOfOrderError_Fragment
  | LedgerErrorFields_ValidationError_Fragment
;

export type AttemptRecordedSubscriptionVariables = Exact<{
  projectId: string;
  since?: string | null | undefined;
}>;


export type AttemptRecordedSubscription = { __typename: 'Subscription', attemptRecorded: { __typename: 'AttemptRecordedEvent', projectId: string, count: number, recordedAt: string, catchUp: boolean } };

export type AdjudicationAppendedSubscriptionVariables = Exact<{
  projectId: string;
  since?: string | null | undefined;
}>;


export type AdjudicationAppendedSubscription = { __typename: 'Subscription', adjudicationAppended: { __typename: 'AdjudicationAppendedEvent', projectId: string, count: number, recordedAt: string, catchUp: boolean } };

export type ReliabilityChangedSubscriptionVariables = Exact<{
  cohortId: string | number;
  since?: string | null | undefined;
}>;


export type ReliabilityChangedSubscription = { __typename: 'Subscription', reliabilityChanged: { __typename: 'ReliabilityChangedEvent', cohortId: string, projectId: string, recordedAt: string, catchUp: boolean } };

export type RateFieldsFragment = { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null };

export type ReliabilityReportFieldsFragment = { __typename: 'ReliabilityReport', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { __typename: 'ReportWindow', start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } };

export type CohortReliabilityQueryVariables = Exact<{
  cohortId: string | number;
  asOf?: string | null | undefined;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type CohortReliabilityQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { __typename: 'Cohort', id: string, ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string }, window: { __typename: 'ReportWindow', start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
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


export type ReliabilityOverviewQuery = { __typename: 'Query', reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'ReliabilityOverviewEdge', node: { __typename: 'ReliabilityReport', cohortId: string, asOf: string, settledThrough: string, final: boolean, state: EvidenceState, minSamples: number, sampleSize: number, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, window: { __typename: 'ReportWindow', start: string | null, end: string, lastDays: number | null, lastAttempts: number | null }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, outcomeId: string, severity: Severity, finishedAt: string, inWindow: boolean, criticalFailureRecorded: boolean }> }, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number } } }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type RegisterVerifierMutationVariables = Exact<{
  input: RegisterVerifierInput;
}>;


export type RegisterVerifierMutation = { __typename: 'Mutation', registerVerifier:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'RegisterVerifierSuccess', replayed: boolean, verifier: { __typename: 'Verifier', ledgerId: string, projectId: string, verifierRef: string, kind: VerificationMode, model: string | null, registeredAt: string, contentDigest: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type WithdrawVerifierTrustMutationVariables = Exact<{
  input: WithdrawVerifierTrustInput;
}>;


export type WithdrawVerifierTrustMutation = { __typename: 'Mutation', withdrawVerifierTrust:
    | { __typename: 'ForbiddenError', code: string, message: string }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
    | { __typename: 'WithdrawVerifierTrustSuccess', replayed: boolean, withdrawal: { __typename: 'VerifierWithdrawal', ledgerId: string, projectId: string, verifierRef: string, verdictsFrom: string | null, verdictsUntil: string | null, reasonDigest: string, withdrawnAt: string, contentDigest: string } }
   };

export type WithdrawalImpactQueryVariables = Exact<{
  withdrawalId: string | number;
  window?: WindowInput | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type WithdrawalImpactQuery = { __typename: 'Query', withdrawalImpact:
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
    | { __typename: 'WithdrawalImpact', withdrawal: { __typename: 'VerifierWithdrawal', ledgerId: string, verifierRef: string, withdrawnAt: string }, cohorts: Array<{ __typename: 'WithdrawalCohortImpact', cohortId: string, capabilityKey: string, model: string, lowerBoundChange: number | null, before: { __typename: 'WithdrawalImpactSide', asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }, after: { __typename: 'WithdrawalImpactSide', asOf: string, state: EvidenceState, evidenceDigest: string, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } } }> }
   | null };

export type DashboardProjectsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardProjectsQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', projectId: string, capabilityKey: string } }> } };

export type DashboardOverviewQueryVariables = Exact<{
  projectId: string;
  capabilityKey?: string | null | undefined;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardOverviewQuery = { __typename: 'Query', reliabilityOverview:
    | { __typename: 'ReliabilityOverviewConnection', asOf: string, settledThrough: string, final: boolean, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'ReliabilityOverviewEdge', node: { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { __typename: 'Cohort', ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, createdAt: string }, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type DashboardRateFragment = { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null };

export type DashboardCohortQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardCohortQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', cohortId: string, state: EvidenceState, asOf: string, settledThrough: string, final: boolean, minSamples: number, sampleSize: number, oldestFinishedAt: string | null, newestFinishedAt: string | null, consecutiveVerifiedPasses: number, unresolvedDriftAttemptIds: Array<string>, evidenceDigest: string, evidenceRowCount: number, cohort: { __typename: 'Cohort', ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, createdAt: string, fingerprint: string, scopeFingerprint: string, runtimeFingerprint: string, policyFingerprint: string }, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, evidenceFreshness: { __typename: 'EvidenceFreshness', lastVerifiedPassAt: string | null, ageSeconds: number | null }, criticalFailures: { __typename: 'CriticalFailures', count: number, attempts: Array<{ __typename: 'CriticalFailure', attemptId: string, attemptLedgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, stopReasonCode: StopReasonCode, severity: Severity, criticalFailureRecorded: boolean, finishedAt: string, inWindow: boolean }> }, verificationsNotCountedIndependent: { __typename: 'VerificationsNotCountedIndependent', unregistered: number, withdrawn: number, notIndependent: number }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   | null };

export type DashboardRelativeQueryVariables = Exact<{
  cohortId: string | number;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardRelativeQuery = { __typename: 'Query', reliability:
    | { __typename: 'ReliabilityReport', state: EvidenceState, sampleSize: number, criticalFailures: { __typename: 'CriticalFailures', count: number }, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   | null };

export type DashboardSeriesQueryVariables = Exact<{
  cohortId: string | number;
  bucket: SeriesBucket;
  from: string;
  to?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardSeriesQuery = { __typename: 'Query', reliabilitySeries:
    | { __typename: 'ReliabilitySeries', bucket: SeriesBucket, from: string, to: string, final: boolean, settledThrough: string, minSamples: number, evidenceDigest: string, points: Array<{ __typename: 'ReliabilitySeriesPoint', start: string, end: string, state: EvidenceState, sampleSize: number, criticalFailureCount: number, independentlyVerifiedPassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, firstAttemptSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, unverifiedCompletionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, repairRetryRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, humanRejectionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, rollbackRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, policyBlockRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseSuccessRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, overrideRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   | null };

export type DashboardLineageQueryVariables = Exact<{
  cohortId: string | number;
}>;


export type DashboardLineageQuery = { __typename: 'Query', cohortLineage: { __typename: 'CohortLineage', relatives: Array<{ __typename: 'CohortRelative', differsIn: Array<CohortComponent>, cohort: { __typename: 'Cohort', ledgerId: string, projectId: string, capabilityKey: string, provider: string, model: string, runtimeVersion: string, harnessVersion: string, policyVersion: string, createdAt: string } }> } | null };

export type DashboardAttemptQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardAttemptQuery = { __typename: 'Query', attempt: { __typename: 'Attempt', ledgerId: string, outcomeId: string, attemptNumber: number, outcomeCode: OutcomeCode, finishedAt: string, recordedAt: string, recordedBy: string } | null };

export type DashboardAgreementQueryVariables = Exact<{
  projectId: string;
  window?: WindowInput | null | undefined;
  asOf?: string | null | undefined;
  minSamples?: number | null | undefined;
}>;


export type DashboardAgreementQuery = { __typename: 'Query', agreementRates:
    | { __typename: 'AgreementRatesReport', asOf: string, settledThrough: string, final: boolean, minSamples: number, window: { __typename: 'ReportWindow', lastDays: number | null, lastAttempts: number | null, start: string | null, end: string }, lanes: Array<{ __typename: 'LaneAgreementRates', lane: string, allTiers: { __typename: 'AgreementRates', riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, waiveCount: number, merges: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, evidenceDigest: string, falsePassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseFailRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMergeRegressionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }, tiers: Array<{ __typename: 'AgreementRates', riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, waiveCount: number, merges: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, evidenceDigest: string, falsePassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseFailRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMergeRegressionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } }> }> }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> }
   };

export type DashboardAgreementRowFragment = { __typename: 'AgreementRates', riskTier: RiskTier | null, state: EvidenceState, sampleSize: number, reviewedDecisions: number, waiveCount: number, merges: number, truePass: number, falsePass: number, trueFail: number, falseFail: number, evidenceDigest: string, falsePassRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, falseFailRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null }, postMergeRegressionRate: { __typename: 'Rate', numerator: number, denominator: number, value: number | null, lower: number | null, upper: number | null } };

export type DashboardSignInQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSignInQuery = { __typename: 'Query', cohorts: { __typename: 'QueryCohortsConnection', edges: Array<{ __typename: 'QueryCohortsConnectionEdge', node: { __typename: 'Cohort', id: string } }> } };

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
export const RecordedAttemptsFragmentDoc = new TypedDocumentString(`
    fragment RecordedAttempts on RecordAttemptSuccess {
  replayed
  attempts {
    id
    ledgerId
    capabilityKey
    outcomeId
    recordedAt
    cohort {
      id
      ledgerId
    }
  }
}
    `, {"fragmentName":"RecordedAttempts"}) as unknown as TypedDocumentString<RecordedAttemptsFragment, unknown>;
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
export const RateFieldsFragmentDoc = new TypedDocumentString(`
    fragment RateFields on Rate {
  numerator
  denominator
  value
  lower
  upper
}
    `, {"fragmentName":"RateFields"}) as unknown as TypedDocumentString<RateFieldsFragment, unknown>;
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
}`, {"fragmentName":"ReliabilityReportFields"}) as unknown as TypedDocumentString<ReliabilityReportFieldsFragment, unknown>;
export const DashboardRateFragmentDoc = new TypedDocumentString(`
    fragment DashboardRate on Rate {
  numerator
  denominator
  value
  lower
  upper
}
    `, {"fragmentName":"DashboardRate"}) as unknown as TypedDocumentString<DashboardRateFragment, unknown>;
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
    recordedAt
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
}`, {"hash":"sha256:8edd21ec9686b0eacc055430dce53469cca45a4cd17a1d561e14949681fb93da"}) as unknown as TypedDocumentString<RecordAttemptMutation, RecordAttemptMutationVariables>;
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
    recordedAt
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
}`, {"hash":"sha256:d70059ea3b2470eecf4f9f9f9e898c1faf05a1da0f6562413519b31f5ed1783b"}) as unknown as TypedDocumentString<RecordAttemptsMutation, RecordAttemptsMutationVariables>;
export const CohortsDocument = new TypedDocumentString(`
    query Cohorts($projectId: String, $capabilityKey: String, $first: Int, $after: String) {
  cohorts(
    projectId: $projectId
    capabilityKey: $capabilityKey
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
    `, {"hash":"sha256:72b36ee43fb9de03d90339f0e0d4467cda1e61428c5c0906ea7476d317b713d3"}) as unknown as TypedDocumentString<CohortsQuery, CohortsQueryVariables>;
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
}`, {"hash":"sha256:05ad4cbe346530dc08bc7f7f51b9dba5d701206ec5364c852bd6df6973cd169a"}) as unknown as TypedDocumentString<CohortReliabilityQuery, CohortReliabilityQueryVariables>;
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
}`, {"hash":"sha256:f601cc2f3e5fd23abca7b28484ec77df811dd531be2890502d3675e921777080"}) as unknown as TypedDocumentString<ReliabilityOverviewQuery, ReliabilityOverviewQueryVariables>;
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
}`, {"hash":"sha256:8bcf86ad4fa673cf75385597eab92d02c28af0ec1bd9bcd7121ad89e530018e2"}) as unknown as TypedDocumentString<WithdrawalImpactQuery, WithdrawalImpactQueryVariables>;
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
}`, {"hash":"sha256:4bab722d5406e51e14bf2881a41505b35743dcec6e2904cbe1651c13c81397a4"}) as unknown as TypedDocumentString<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
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
}`, {"hash":"sha256:430fee4c88b64d1f1442b4fe3af988c5555ebbe6393e5ea7a2d7733d341d2b25"}) as unknown as TypedDocumentString<DashboardCohortQuery, DashboardCohortQueryVariables>;
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
}`, {"hash":"sha256:b8d10bf155bb7cc3207cbf2460c3e53f0a03496022bf7324f329a17c93c023db"}) as unknown as TypedDocumentString<DashboardRelativeQuery, DashboardRelativeQueryVariables>;
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
}`, {"hash":"sha256:1b36028c9dd319a9ceb0281ba084649b07baab09ad6c83e74ca26bcad75f1171"}) as unknown as TypedDocumentString<DashboardSeriesQuery, DashboardSeriesQueryVariables>;
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
}`, {"hash":"sha256:44cb7b31237e13026376a595237f0d6c463ef5720e5636ba4c0e972f1263b2ed"}) as unknown as TypedDocumentString<DashboardAgreementQuery, DashboardAgreementQueryVariables>;
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