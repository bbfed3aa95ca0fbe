// GraphQL documents and helpers for project labels (docs/specification.md §3.1, "Project labels").
import { randomUUID } from 'node:crypto';
import type { TestLedger } from './ledger.js';
import { graphql } from './graphql.js';

export const SET_PROJECT_LABEL = graphql(`
  mutation SetProjectLabel($input: SetProjectLabelInput!) {
    setProjectLabel(input: $input) {
      __typename
      ... on SetProjectLabelSuccess { replayed projectLabel { ledgerId projectId seq label idempotencyKey actorRef createdAt contentDigest } }
      ... on Error { message code }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

export const PROJECT_LABELS = graphql(`
  query ProjectLabels($projectIds: [String!]!) {
    projectLabels(projectIds: $projectIds) {
      __typename
      ... on ProjectLabels { labels { ledgerId projectId seq label actorRef createdAt contentDigest } }
      ... on ValidationError { message issues { path message } }
    }
  }
`);

/** Sets a project's label through the API with an admin token of the project; answers the stored row. */
export async function setProjectLabel(
  ledger: TestLedger,
  projectId: string,
  label: string,
): Promise<{ ledgerId: string; createdAt: string }> {
  const admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
  const response = await ledger.gql(admin.token, SET_PROJECT_LABEL, {
    input: { projectId, label, idempotencyKey: `label-${randomUUID()}` },
  });
  const result = response.data?.setProjectLabel;
  if (result?.__typename !== 'SetProjectLabelSuccess') throw new Error(`setProjectLabel failed: ${response.text}`);
  return result.projectLabel;
}
