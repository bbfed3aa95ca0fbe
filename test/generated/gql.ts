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
    "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.RecordAttemptDocument,
};
const documents: Documents = {
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": types.StoreAnnotationDocument,
    "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.RecordAttemptDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n"): typeof import('./graphql').StoreAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RecordAttemptDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
