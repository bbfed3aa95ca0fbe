// GraphQL documents for adjudications, shared by the tests that append them.
import { graphql } from './graphql.js';

export const APPEND_ADJUDICATION = graphql(`
  mutation AppendAdjudication($input: AppendAdjudicationInput!) {
    appendAdjudication(input: $input) {
      __typename
      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

export const ATTEMPT_ADJUDICATIONS = graphql(`
  query AttemptAdjudications($id: ID!) {
    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }
  }
`);
