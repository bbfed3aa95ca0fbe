/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": typeof types.StoreAnnotationDocument,
    "\n  fragment RecordAttemptFullAttempt on Attempt {\n    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef\n    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef\n    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed\n    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest\n    contentDigest recordedBy recordedAt cohort { ledgerId }\n  }\n": typeof types.RecordAttemptFullAttemptFragmentDoc,
    "\n  mutation RecordAttemptFull($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }\n  }\n": typeof types.RecordAttemptFullDocument,
    "\n  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }\n": typeof types.RecordAttemptReadFullDocument,
    "\n    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {\n      recordAttempts(inputs: $inputs) {\n        __typename\n        ... on RecordAttemptsSuccess {\n          recordedCount\n          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }\n        }\n        ... on Error { message }\n      }\n    }\n  ": typeof types.RecordAttemptBatchDocument,
    "\n      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            recordedCount\n            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }\n          }\n          ... on Error { message }\n        }\n      }\n    ": typeof types.RecordAttemptBatchMessagesDocument,
};
const documents: Documents = {
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": types.StoreAnnotationDocument,
    "\n  fragment RecordAttemptFullAttempt on Attempt {\n    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef\n    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef\n    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed\n    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest\n    contentDigest recordedBy recordedAt cohort { ledgerId }\n  }\n": types.RecordAttemptFullAttemptFragmentDoc,
    "\n  mutation RecordAttemptFull($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }\n  }\n": types.RecordAttemptFullDocument,
    "\n  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }\n": types.RecordAttemptReadFullDocument,
    "\n    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {\n      recordAttempts(inputs: $inputs) {\n        __typename\n        ... on RecordAttemptsSuccess {\n          recordedCount\n          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }\n        }\n        ... on Error { message }\n      }\n    }\n  ": types.RecordAttemptBatchDocument,
    "\n      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            recordedCount\n            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }\n          }\n          ... on Error { message }\n        }\n      }\n    ": types.RecordAttemptBatchMessagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n"): typeof import('./graphql').StoreAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordAttemptFullAttempt on Attempt {\n    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef\n    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef\n    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed\n    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest\n    contentDigest recordedBy recordedAt cohort { ledgerId }\n  }\n"): typeof import('./graphql').RecordAttemptFullAttemptFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAttemptFull($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }\n  }\n"): typeof import('./graphql').RecordAttemptFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }\n"): typeof import('./graphql').RecordAttemptReadFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {\n      recordAttempts(inputs: $inputs) {\n        __typename\n        ... on RecordAttemptsSuccess {\n          recordedCount\n          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }\n        }\n        ... on Error { message }\n      }\n    }\n  "): typeof import('./graphql').RecordAttemptBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            recordedCount\n            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }\n          }\n          ... on Error { message }\n        }\n      }\n    "): typeof import('./graphql').RecordAttemptBatchMessagesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
