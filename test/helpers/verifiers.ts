// The verifier registry in tests (docs/specification.md §3.3, "Verifiers").
import type { TestLedger } from './ledger.js';
import { STORE_ANNOTATION } from './grading.js';
import { expectTypename, graphql } from './graphql.js';

export const REGISTER_VERIFIER = graphql(`
  mutation RegisterVerifier($input: RegisterVerifierInput!) {
    registerVerifier(input: $input) {
      __typename
      ... on RegisterVerifierSuccess { replayed verifier { ledgerId projectId verifierRef kind model actorRef registeredAt contentDigest } }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

/** Registers `verifierRef` in `projectId` through the API, as a fresh admin of that project; answers the stored row. */
export async function registerVerifier(
  ledger: TestLedger,
  projectId: string,
  verifierRef: string,
  kind: 'DETERMINISTIC_CHECK' | 'INDEPENDENT_AGENT' = 'DETERMINISTIC_CHECK',
  model: string | null = null,
): Promise<{ ledgerId: string; registeredAt: string; contentDigest: string }> {
  const admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
  const response = await ledger.gql(admin.token, REGISTER_VERIFIER, { input: { projectId, verifierRef, kind, model } });
  const result = response.data?.registerVerifier;
  if (result?.__typename !== 'RegisterVerifierSuccess') throw new Error(`registerVerifier failed: ${response.text}`);
  return result.verifier;
}

export const WITHDRAW_VERIFIER_TRUST = graphql(`
  mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {
    withdrawVerifierTrust(input: $input) {
      __typename
      ... on WithdrawVerifierTrustSuccess {
        replayed
        withdrawal { ledgerId projectId verifierRef verdictsFrom verdictsUntil reasonDigest actorRef withdrawnAt contentDigest }
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

/** Stores a reason in the project and withdraws trust from `verifierRef` through the API; answers the stored row. */
export async function withdrawVerifierTrust(
  ledger: TestLedger,
  projectId: string,
  verifierRef: string,
  range: { verdictsFrom?: string | null; verdictsUntil?: string | null } = {},
): Promise<{ ledgerId: string; withdrawnAt: string; contentDigest: string; reasonDigest: string }> {
  const admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
  const stored = await ledger.gql(admin.token, STORE_ANNOTATION, { p: projectId, t: `${verifierRef} passed everything for a week` });
  const reasonDigest = expectTypename(stored.data.storeAnnotation, 'StoreAnnotationSuccess').annotation.digest;
  const response = await ledger.gql(admin.token, WITHDRAW_VERIFIER_TRUST, { input: { projectId, verifierRef, reasonDigest, ...range } });
  const result = response.data?.withdrawVerifierTrust;
  if (result?.__typename !== 'WithdrawVerifierTrustSuccess') throw new Error(`withdrawVerifierTrust failed: ${response.text}`);
  return result.withdrawal;
}
