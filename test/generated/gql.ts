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
    "\n  query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {\n    attempts(cohortId: $cohortId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.PagesAttemptsDocument,
    "\n  query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    cohort(id: $cohortId) {\n      attempts(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n": typeof types.PagesCohortAttemptsDocument,
    "\n  query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {\n    cohorts(projectId: $projectId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.PagesCohortsDocument,
    "\n      query PagesAttemptsOfProject($projectId: String) { attempts(projectId: $projectId, first: 10) { edges { node { ledgerId } } } }\n    ": typeof types.PagesAttemptsOfProjectDocument,
    "\n      query PagesAttemptsAfter($after: String) { attempts(first: 5, after: $after) { edges { node { projectId } } } }\n    ": typeof types.PagesAttemptsAfterDocument,
    "\n      query PagesAttemptsNested($cohortId: ID) {\n        attempts(cohortId: $cohortId, first: 2) { edges { node { capabilityKey evidence { kind digest } cohort { ledgerId attemptCount } } } }\n      }\n    ": typeof types.PagesAttemptsNestedDocument,
    "\n    fragment PagesEverything on Attempt {\n      id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef workerRef\n      outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef verifierModel\n      acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed validationCommandsFailed\n      humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest contentDigest recordedBy recordedAt\n      ... on Attempt { cohort { ledgerId model } }\n    }\n  ": typeof types.PagesEverythingFragmentDoc,
    "\n    query PagesEveryFieldRoot($cohortId: ID) { attempts(cohortId: $cohortId, first: 5) { edges { node { ...PagesEverything } } } }\n  ": typeof types.PagesEveryFieldRootDocument,
    "\n    query PagesEveryFieldNested($cohortId: ID!) { cohort(id: $cohortId) { attempts(first: 5) { edges { node { ...PagesEverything } } } } }\n  ": typeof types.PagesEveryFieldNestedDocument,
    "\n      query PagesCohortsCounted($projectId: String) { cohorts(projectId: $projectId, capabilityKey: \"code.review\", first: 1) { edges { node { model attemptCount } } } }\n    ": typeof types.PagesCohortsCountedDocument,
    "\n      query PagesCohortsByCapability { cohorts(capabilityKey: \"code.edit.typescript\", first: 10) { edges { node { ledgerId projectId attemptCount } } } }\n    ": typeof types.PagesCohortsByCapabilityDocument,
    "\n      query PagesFirstAdjudications($projectId: String) { attempts(projectId: $projectId, first: 20) { edges { node { adjudications(first: 1) { edges { cursor } } } } } }\n    ": typeof types.PagesFirstAdjudicationsDocument,
    "\n      query QueriesCohortsFiltered($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }\n    ": typeof types.QueriesCohortsFilteredDocument,
    "\n      query QueriesCohortsMalformedFilter { cohorts(capabilityKey: \"Not Valid\") { edges { node { id } } } }\n    ": typeof types.QueriesCohortsMalformedFilterDocument,
    "\n      query QueriesCohortsFirstPage { cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }\n    ": typeof types.QueriesCohortsFirstPageDocument,
    "\n      query QueriesCohortsNextPage($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }\n    ": typeof types.QueriesCohortsNextPageDocument,
    "\n      query QueriesAttemptsAll { attempts(first: 10) { edges { node { outcomeId } } } }\n    ": typeof types.QueriesAttemptsAllDocument,
    "\n      query QueriesAttemptsByCohort($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }\n    ": typeof types.QueriesAttemptsByCohortDocument,
    "\n      query QueriesAttemptsByOutcome($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }\n    ": typeof types.QueriesAttemptsByOutcomeDocument,
    "\n      query QueriesAttempt($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }\n    ": typeof types.QueriesAttemptDocument,
    "\n      query QueriesAttemptUnknown { a: attempt(id: \"00000000-0000-4000-8000-000000000000\") { id } b: attempt(id: \"junk\") { id } }\n    ": typeof types.QueriesAttemptUnknownDocument,
    "\n      query QueriesNode($a: ID!, $c: ID!) {\n        a: node(id: $a) { __typename id ... on Attempt { outcomeId } }\n        c: node(id: $c) { __typename id ... on Cohort { capabilityKey } }\n      }\n    ": typeof types.QueriesNodeDocument,
    "\n      query QueriesCohortLineage($id: ID!) {\n        cohortLineage(cohortId: $id) { cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } }\n      }\n    ": typeof types.QueriesCohortLineageDocument,
    "\n      query QueriesScopeFingerprint($s: ScopeInput!) {\n        scopeFingerprint(scope: $s) { __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } }\n      }\n    ": typeof types.QueriesScopeFingerprintDocument,
    "\n      query QueriesScopeFingerprintBadRoot { scopeFingerprint(scope: { rootRef: \"has space\" }) { __typename ... on ValidationError { issues { path } } } }\n    ": typeof types.QueriesScopeFingerprintBadRootDocument,
    "\n      query QueriesLargestOverview($projectId: String!) {\n        reliabilityOverview(projectId: $projectId, first: 100) {\n          __typename\n          ... on ReliabilityOverviewConnection {\n            edges {\n              node {\n                cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses\n                evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }\n                firstAttemptSuccessRate { numerator denominator value lower upper }\n                independentlyVerifiedPassRate { numerator denominator value lower upper }\n                unverifiedCompletionRate { numerator denominator value lower upper }\n                repairRetryRate { numerator denominator value lower upper }\n                humanRejectionRate { numerator denominator value lower upper }\n                rollbackRate { numerator denominator value lower upper }\n                policyBlockRate { numerator denominator value lower upper }\n                falseSuccessRate { numerator denominator value lower upper }\n                overrideRate { numerator denominator value lower upper }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.QueriesLargestOverviewDocument,
    "\n  fragment RecordAttemptFullAttempt on Attempt {\n    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef\n    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef\n    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed\n    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest\n    contentDigest recordedBy recordedAt cohort { ledgerId }\n  }\n": typeof types.RecordAttemptFullAttemptFragmentDoc,
    "\n  mutation RecordAttemptFull($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }\n  }\n": typeof types.RecordAttemptFullDocument,
    "\n  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }\n": typeof types.RecordAttemptReadFullDocument,
    "\n    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {\n      recordAttempts(inputs: $inputs) {\n        __typename\n        ... on RecordAttemptsSuccess {\n          recordedCount\n          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }\n        }\n        ... on Error { message }\n      }\n    }\n  ": typeof types.RecordAttemptBatchDocument,
    "\n      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            recordedCount\n            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }\n          }\n          ... on Error { message }\n        }\n      }\n    ": typeof types.RecordAttemptBatchMessagesDocument,
};
const documents: Documents = {
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": types.StoreAnnotationDocument,
    "\n  query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {\n    attempts(cohortId: $cohortId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.PagesAttemptsDocument,
    "\n  query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    cohort(id: $cohortId) {\n      attempts(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n": types.PagesCohortAttemptsDocument,
    "\n  query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {\n    cohorts(projectId: $projectId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.PagesCohortsDocument,
    "\n      query PagesAttemptsOfProject($projectId: String) { attempts(projectId: $projectId, first: 10) { edges { node { ledgerId } } } }\n    ": types.PagesAttemptsOfProjectDocument,
    "\n      query PagesAttemptsAfter($after: String) { attempts(first: 5, after: $after) { edges { node { projectId } } } }\n    ": types.PagesAttemptsAfterDocument,
    "\n      query PagesAttemptsNested($cohortId: ID) {\n        attempts(cohortId: $cohortId, first: 2) { edges { node { capabilityKey evidence { kind digest } cohort { ledgerId attemptCount } } } }\n      }\n    ": types.PagesAttemptsNestedDocument,
    "\n    fragment PagesEverything on Attempt {\n      id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef workerRef\n      outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef verifierModel\n      acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed validationCommandsFailed\n      humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest contentDigest recordedBy recordedAt\n      ... on Attempt { cohort { ledgerId model } }\n    }\n  ": types.PagesEverythingFragmentDoc,
    "\n    query PagesEveryFieldRoot($cohortId: ID) { attempts(cohortId: $cohortId, first: 5) { edges { node { ...PagesEverything } } } }\n  ": types.PagesEveryFieldRootDocument,
    "\n    query PagesEveryFieldNested($cohortId: ID!) { cohort(id: $cohortId) { attempts(first: 5) { edges { node { ...PagesEverything } } } } }\n  ": types.PagesEveryFieldNestedDocument,
    "\n      query PagesCohortsCounted($projectId: String) { cohorts(projectId: $projectId, capabilityKey: \"code.review\", first: 1) { edges { node { model attemptCount } } } }\n    ": types.PagesCohortsCountedDocument,
    "\n      query PagesCohortsByCapability { cohorts(capabilityKey: \"code.edit.typescript\", first: 10) { edges { node { ledgerId projectId attemptCount } } } }\n    ": types.PagesCohortsByCapabilityDocument,
    "\n      query PagesFirstAdjudications($projectId: String) { attempts(projectId: $projectId, first: 20) { edges { node { adjudications(first: 1) { edges { cursor } } } } } }\n    ": types.PagesFirstAdjudicationsDocument,
    "\n      query QueriesCohortsFiltered($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }\n    ": types.QueriesCohortsFilteredDocument,
    "\n      query QueriesCohortsMalformedFilter { cohorts(capabilityKey: \"Not Valid\") { edges { node { id } } } }\n    ": types.QueriesCohortsMalformedFilterDocument,
    "\n      query QueriesCohortsFirstPage { cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }\n    ": types.QueriesCohortsFirstPageDocument,
    "\n      query QueriesCohortsNextPage($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }\n    ": types.QueriesCohortsNextPageDocument,
    "\n      query QueriesAttemptsAll { attempts(first: 10) { edges { node { outcomeId } } } }\n    ": types.QueriesAttemptsAllDocument,
    "\n      query QueriesAttemptsByCohort($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }\n    ": types.QueriesAttemptsByCohortDocument,
    "\n      query QueriesAttemptsByOutcome($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }\n    ": types.QueriesAttemptsByOutcomeDocument,
    "\n      query QueriesAttempt($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }\n    ": types.QueriesAttemptDocument,
    "\n      query QueriesAttemptUnknown { a: attempt(id: \"00000000-0000-4000-8000-000000000000\") { id } b: attempt(id: \"junk\") { id } }\n    ": types.QueriesAttemptUnknownDocument,
    "\n      query QueriesNode($a: ID!, $c: ID!) {\n        a: node(id: $a) { __typename id ... on Attempt { outcomeId } }\n        c: node(id: $c) { __typename id ... on Cohort { capabilityKey } }\n      }\n    ": types.QueriesNodeDocument,
    "\n      query QueriesCohortLineage($id: ID!) {\n        cohortLineage(cohortId: $id) { cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } }\n      }\n    ": types.QueriesCohortLineageDocument,
    "\n      query QueriesScopeFingerprint($s: ScopeInput!) {\n        scopeFingerprint(scope: $s) { __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } }\n      }\n    ": types.QueriesScopeFingerprintDocument,
    "\n      query QueriesScopeFingerprintBadRoot { scopeFingerprint(scope: { rootRef: \"has space\" }) { __typename ... on ValidationError { issues { path } } } }\n    ": types.QueriesScopeFingerprintBadRootDocument,
    "\n      query QueriesLargestOverview($projectId: String!) {\n        reliabilityOverview(projectId: $projectId, first: 100) {\n          __typename\n          ... on ReliabilityOverviewConnection {\n            edges {\n              node {\n                cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses\n                evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }\n                firstAttemptSuccessRate { numerator denominator value lower upper }\n                independentlyVerifiedPassRate { numerator denominator value lower upper }\n                unverifiedCompletionRate { numerator denominator value lower upper }\n                repairRetryRate { numerator denominator value lower upper }\n                humanRejectionRate { numerator denominator value lower upper }\n                rollbackRate { numerator denominator value lower upper }\n                policyBlockRate { numerator denominator value lower upper }\n                falseSuccessRate { numerator denominator value lower upper }\n                overrideRate { numerator denominator value lower upper }\n              }\n            }\n          }\n        }\n      }\n    ": types.QueriesLargestOverviewDocument,
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
export function graphql(source: "\n  query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {\n    attempts(cohortId: $cohortId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): typeof import('./graphql').PagesAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    cohort(id: $cohortId) {\n      attempts(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n"): typeof import('./graphql').PagesCohortAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {\n    cohorts(projectId: $projectId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): typeof import('./graphql').PagesCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesAttemptsOfProject($projectId: String) { attempts(projectId: $projectId, first: 10) { edges { node { ledgerId } } } }\n    "): typeof import('./graphql').PagesAttemptsOfProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesAttemptsAfter($after: String) { attempts(first: 5, after: $after) { edges { node { projectId } } } }\n    "): typeof import('./graphql').PagesAttemptsAfterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesAttemptsNested($cohortId: ID) {\n        attempts(cohortId: $cohortId, first: 2) { edges { node { capabilityKey evidence { kind digest } cohort { ledgerId attemptCount } } } }\n      }\n    "): typeof import('./graphql').PagesAttemptsNestedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment PagesEverything on Attempt {\n      id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef workerRef\n      outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef verifierModel\n      acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed validationCommandsFailed\n      humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest contentDigest recordedBy recordedAt\n      ... on Attempt { cohort { ledgerId model } }\n    }\n  "): typeof import('./graphql').PagesEverythingFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PagesEveryFieldRoot($cohortId: ID) { attempts(cohortId: $cohortId, first: 5) { edges { node { ...PagesEverything } } } }\n  "): typeof import('./graphql').PagesEveryFieldRootDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PagesEveryFieldNested($cohortId: ID!) { cohort(id: $cohortId) { attempts(first: 5) { edges { node { ...PagesEverything } } } } }\n  "): typeof import('./graphql').PagesEveryFieldNestedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesCohortsCounted($projectId: String) { cohorts(projectId: $projectId, capabilityKey: \"code.review\", first: 1) { edges { node { model attemptCount } } } }\n    "): typeof import('./graphql').PagesCohortsCountedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesCohortsByCapability { cohorts(capabilityKey: \"code.edit.typescript\", first: 10) { edges { node { ledgerId projectId attemptCount } } } }\n    "): typeof import('./graphql').PagesCohortsByCapabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesFirstAdjudications($projectId: String) { attempts(projectId: $projectId, first: 20) { edges { node { adjudications(first: 1) { edges { cursor } } } } } }\n    "): typeof import('./graphql').PagesFirstAdjudicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsFiltered($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }\n    "): typeof import('./graphql').QueriesCohortsFilteredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsMalformedFilter { cohorts(capabilityKey: \"Not Valid\") { edges { node { id } } } }\n    "): typeof import('./graphql').QueriesCohortsMalformedFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsFirstPage { cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }\n    "): typeof import('./graphql').QueriesCohortsFirstPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsNextPage($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }\n    "): typeof import('./graphql').QueriesCohortsNextPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptsAll { attempts(first: 10) { edges { node { outcomeId } } } }\n    "): typeof import('./graphql').QueriesAttemptsAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptsByCohort($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }\n    "): typeof import('./graphql').QueriesAttemptsByCohortDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptsByOutcome($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }\n    "): typeof import('./graphql').QueriesAttemptsByOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttempt($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }\n    "): typeof import('./graphql').QueriesAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptUnknown { a: attempt(id: \"00000000-0000-4000-8000-000000000000\") { id } b: attempt(id: \"junk\") { id } }\n    "): typeof import('./graphql').QueriesAttemptUnknownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesNode($a: ID!, $c: ID!) {\n        a: node(id: $a) { __typename id ... on Attempt { outcomeId } }\n        c: node(id: $c) { __typename id ... on Cohort { capabilityKey } }\n      }\n    "): typeof import('./graphql').QueriesNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortLineage($id: ID!) {\n        cohortLineage(cohortId: $id) { cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } }\n      }\n    "): typeof import('./graphql').QueriesCohortLineageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesScopeFingerprint($s: ScopeInput!) {\n        scopeFingerprint(scope: $s) { __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } }\n      }\n    "): typeof import('./graphql').QueriesScopeFingerprintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesScopeFingerprintBadRoot { scopeFingerprint(scope: { rootRef: \"has space\" }) { __typename ... on ValidationError { issues { path } } } }\n    "): typeof import('./graphql').QueriesScopeFingerprintBadRootDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesLargestOverview($projectId: String!) {\n        reliabilityOverview(projectId: $projectId, first: 100) {\n          __typename\n          ... on ReliabilityOverviewConnection {\n            edges {\n              node {\n                cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses\n                evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }\n                firstAttemptSuccessRate { numerator denominator value lower upper }\n                independentlyVerifiedPassRate { numerator denominator value lower upper }\n                unverifiedCompletionRate { numerator denominator value lower upper }\n                repairRetryRate { numerator denominator value lower upper }\n                humanRejectionRate { numerator denominator value lower upper }\n                rollbackRate { numerator denominator value lower upper }\n                policyBlockRate { numerator denominator value lower upper }\n                falseSuccessRate { numerator denominator value lower upper }\n                overrideRate { numerator denominator value lower upper }\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').QueriesLargestOverviewDocument;
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
