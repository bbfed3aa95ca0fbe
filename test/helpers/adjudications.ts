// GraphQL documents for adjudications, shared by the tests that append them.
export const APPEND_ADJUDICATION = /* GraphQL */ `
  mutation Append($input: AppendAdjudicationInput!) {
    appendAdjudication(input: $input) {
      __typename
      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`;

export const ATTEMPT_ADJUDICATIONS = /* GraphQL */ `
  query Adjudications($id: ID!) {
    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }
  }
`;
