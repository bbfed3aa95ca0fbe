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
    "\n  query AccessSchemaShape {\n    __schema { queryType { name } mutationType { name }\n      types { name kind interfaces { name } possibleTypes { name }\n              fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }\n  }\n": typeof types.AccessSchemaShapeDocument,
    "\n  mutation AppendAdjudication($input: AppendAdjudicationInput!) {\n    appendAdjudication(input: $input) {\n      __typename\n      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.AppendAdjudicationDocument,
    "\n  query AttemptAdjudications($id: ID!) {\n    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }\n  }\n": typeof types.AttemptAdjudicationsDocument,
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": typeof types.StoreAnnotationDocument,
    "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.RecordAttemptDocument,
    "\n  mutation SetProjectLabel($input: SetProjectLabelInput!) {\n    setProjectLabel(input: $input) {\n      __typename\n      ... on SetProjectLabelSuccess { replayed projectLabel { ledgerId projectId seq label idempotencyKey actorRef createdAt contentDigest } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.SetProjectLabelDocument,
    "\n  query ProjectLabels($projectIds: [String!]!) {\n    projectLabels(projectIds: $projectIds) {\n      __typename\n      ... on ProjectLabels { labels { ledgerId projectId seq label actorRef createdAt contentDigest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.ProjectLabelsDocument,
    "\n  mutation RegisterVerifier($input: RegisterVerifierInput!) {\n    registerVerifier(input: $input) {\n      __typename\n      ... on RegisterVerifierSuccess { replayed verifier { ledgerId projectId verifierRef kind model actorRef registeredAt contentDigest } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.RegisterVerifierDocument,
    "\n  mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {\n    withdrawVerifierTrust(input: $input) {\n      __typename\n      ... on WithdrawVerifierTrustSuccess {\n        replayed\n        withdrawal { ledgerId projectId verifierRef verdictsFrom verdictsUntil reasonDigest actorRef withdrawnAt contentDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.WithdrawVerifierTrustDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { secret replayed endpoint { ledgerId url kinds retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {\n    retireWebhookEndpoint(input: $input) { __typename ... on RetireWebhookEndpointSuccess { replayed endpoint { ledgerId retiredAt } } ... on Error { message code } }\n  }\n": typeof types.RetireWebhookEndpointDocument,
    "\n  query WebhookEndpoints($projectId: String!) {\n    webhookEndpoints(projectId: $projectId) {\n      __typename\n      ... on WebhookEndpointsSuccess { data { ledgerId url kinds actorRef retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(projectId: $projectId, status: $status, first: $first, after: $after) {\n      __typename\n      ... on WebhookDeliveryConnection {\n        edges { cursor node { ledgerId endpointId alertId sequence status attempts { attempt outcome failure httpStatus actorRef attemptedAt } } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n      ... on Error { message code }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      __typename\n      ... on RedeliverWebhookSuccess { requested delivery { ledgerId status attempts { attempt outcome actorRef } } }\n      ... on Error { message code }\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
};
const documents: Documents = {
    "\n  query AccessSchemaShape {\n    __schema { queryType { name } mutationType { name }\n      types { name kind interfaces { name } possibleTypes { name }\n              fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }\n  }\n": types.AccessSchemaShapeDocument,
    "\n  mutation AppendAdjudication($input: AppendAdjudicationInput!) {\n    appendAdjudication(input: $input) {\n      __typename\n      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.AppendAdjudicationDocument,
    "\n  query AttemptAdjudications($id: ID!) {\n    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }\n  }\n": types.AttemptAdjudicationsDocument,
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": types.StoreAnnotationDocument,
    "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.RecordAttemptDocument,
    "\n  mutation SetProjectLabel($input: SetProjectLabelInput!) {\n    setProjectLabel(input: $input) {\n      __typename\n      ... on SetProjectLabelSuccess { replayed projectLabel { ledgerId projectId seq label idempotencyKey actorRef createdAt contentDigest } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.SetProjectLabelDocument,
    "\n  query ProjectLabels($projectIds: [String!]!) {\n    projectLabels(projectIds: $projectIds) {\n      __typename\n      ... on ProjectLabels { labels { ledgerId projectId seq label actorRef createdAt contentDigest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.ProjectLabelsDocument,
    "\n  mutation RegisterVerifier($input: RegisterVerifierInput!) {\n    registerVerifier(input: $input) {\n      __typename\n      ... on RegisterVerifierSuccess { replayed verifier { ledgerId projectId verifierRef kind model actorRef registeredAt contentDigest } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.RegisterVerifierDocument,
    "\n  mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {\n    withdrawVerifierTrust(input: $input) {\n      __typename\n      ... on WithdrawVerifierTrustSuccess {\n        replayed\n        withdrawal { ledgerId projectId verifierRef verdictsFrom verdictsUntil reasonDigest actorRef withdrawnAt contentDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.WithdrawVerifierTrustDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { secret replayed endpoint { ledgerId url kinds retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {\n    retireWebhookEndpoint(input: $input) { __typename ... on RetireWebhookEndpointSuccess { replayed endpoint { ledgerId retiredAt } } ... on Error { message code } }\n  }\n": types.RetireWebhookEndpointDocument,
    "\n  query WebhookEndpoints($projectId: String!) {\n    webhookEndpoints(projectId: $projectId) {\n      __typename\n      ... on WebhookEndpointsSuccess { data { ledgerId url kinds actorRef retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(projectId: $projectId, status: $status, first: $first, after: $after) {\n      __typename\n      ... on WebhookDeliveryConnection {\n        edges { cursor node { ledgerId endpointId alertId sequence status attempts { attempt outcome failure httpStatus actorRef attemptedAt } } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n      ... on Error { message code }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      __typename\n      ... on RedeliverWebhookSuccess { requested delivery { ledgerId status attempts { attempt outcome actorRef } } }\n      ... on Error { message code }\n    }\n  }\n": types.RedeliverWebhookDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessSchemaShape {\n    __schema { queryType { name } mutationType { name }\n      types { name kind interfaces { name } possibleTypes { name }\n              fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }\n  }\n"): typeof import('./graphql').AccessSchemaShapeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppendAdjudication($input: AppendAdjudicationInput!) {\n    appendAdjudication(input: $input) {\n      __typename\n      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').AppendAdjudicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttemptAdjudications($id: ID!) {\n    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }\n  }\n"): typeof import('./graphql').AttemptAdjudicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n"): typeof import('./graphql').StoreAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RecordAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectLabel($input: SetProjectLabelInput!) {\n    setProjectLabel(input: $input) {\n      __typename\n      ... on SetProjectLabelSuccess { replayed projectLabel { ledgerId projectId seq label idempotencyKey actorRef createdAt contentDigest } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').SetProjectLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectLabels($projectIds: [String!]!) {\n    projectLabels(projectIds: $projectIds) {\n      __typename\n      ... on ProjectLabels { labels { ledgerId projectId seq label actorRef createdAt contentDigest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').ProjectLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterVerifier($input: RegisterVerifierInput!) {\n    registerVerifier(input: $input) {\n      __typename\n      ... on RegisterVerifierSuccess { replayed verifier { ledgerId projectId verifierRef kind model actorRef registeredAt contentDigest } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RegisterVerifierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {\n    withdrawVerifierTrust(input: $input) {\n      __typename\n      ... on WithdrawVerifierTrustSuccess {\n        replayed\n        withdrawal { ledgerId projectId verifierRef verdictsFrom verdictsUntil reasonDigest actorRef withdrawnAt contentDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').WithdrawVerifierTrustDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { secret replayed endpoint { ledgerId url kinds retiredAt } }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').CreateWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {\n    retireWebhookEndpoint(input: $input) { __typename ... on RetireWebhookEndpointSuccess { replayed endpoint { ledgerId retiredAt } } ... on Error { message code } }\n  }\n"): typeof import('./graphql').RetireWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($projectId: String!) {\n    webhookEndpoints(projectId: $projectId) {\n      __typename\n      ... on WebhookEndpointsSuccess { data { ledgerId url kinds actorRef retiredAt } }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').WebhookEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(projectId: $projectId, status: $status, first: $first, after: $after) {\n      __typename\n      ... on WebhookDeliveryConnection {\n        edges { cursor node { ledgerId endpointId alertId sequence status attempts { attempt outcome failure httpStatus actorRef attemptedAt } } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').WebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      __typename\n      ... on RedeliverWebhookSuccess { requested delivery { ledgerId status attempts { attempt outcome actorRef } } }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').RedeliverWebhookDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
