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

type LedgerErrorFields_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string };

type LedgerErrorFields_IdempotencyConflictError_Fragment = { __typename: 'IdempotencyConflictError', idempotencyKey: string, existingDigest: string, submittedDigest: string, code: string, message: string };

type LedgerErrorFields_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string };

type LedgerErrorFields_OutOfOrderError_Fragment = { __typename: 'OutOfOrderError', code: string, message: string };

type LedgerErrorFields_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> };

export type LedgerErrorFieldsFragment =
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