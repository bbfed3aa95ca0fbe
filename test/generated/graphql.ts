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

/** A cost in integer micro-units (10^-6) of one currency: 1.25 USD is { micros: 1250000, currency: "USD" }. */
export type CostInput = {
  /** An ISO 4217 alphabetic code of the ledger's closed list (docs/specification.md §3.3). */
  currency: string;
  /** A whole number from 0 to 2^53 − 1 (a Float, as GraphQL's Int stops at 2^31 − 1). */
  micros: number;
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

export type StoreAnnotationMutationVariables = Exact<{
  p: string;
  t: string;
}>;


export type StoreAnnotationMutation = { __typename: 'Mutation', storeAnnotation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'StoreAnnotationSuccess', annotation: { __typename: 'Annotation', digest: string } }
    | { __typename: 'ValidationError', message: string }
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