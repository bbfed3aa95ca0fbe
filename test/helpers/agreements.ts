// Builders of agreement-log inputs with fresh decision ids, and the typed GraphQL
// documents the agreement tests send.
import { randomUUID } from 'node:crypto';
import { STORE_ANNOTATION } from './grading.js';
import {
  type AgreementProposalInput,
  type AgreementReviewInput,
  graphql,
  type PostMergeOutcome,
  type RecordAgreementEventInput,
  selectionOf,
} from './graphql.js';
import type { TestLedger } from './ledger.js';
import { fakeDigest } from './outcomes.js';

/** Stores a review's reason in the project's annotation store (as a REVISE or WAIVE needs) and returns its digest. */
export async function storeReason(
  ledger: Pick<TestLedger, 'gql'>,
  token: string,
  projectId: string,
  text = "the reviewer's reason",
): Promise<string> {
  const response = await ledger.gql(token, STORE_ANNOTATION, { p: projectId, t: text });
  const stored = response.data?.storeAnnotation;
  if (stored?.__typename !== 'StoreAnnotationSuccess') throw new Error(`reason not stored: ${response.text}`);
  return stored.annotation.digest;
}

export function newDecisionId(): string {
  return `decision-${randomUUID()}`;
}

export function proposalInput(overrides: Partial<AgreementProposalInput> = {}): AgreementProposalInput {
  return {
    prRef: 'pr-101',
    lane: 'lane-docs',
    riskTier: 'TIER_1',
    agentRef: 'agent-writer',
    guardrailVerdict: 'PASS',
    guardrailConfidence: 0.82,
    guardrailChecks: [
      { checkKey: 'lint', result: 'PASS' },
      { checkKey: 'links', result: 'SKIPPED' },
    ],
    property: 'public-docs',
    workflowSlug: 'docs-update',
    phase: 'draft',
    artifactRef: 'artifact-7',
    proposalDigest: fakeDigest('proposal'),
    ...overrides,
  };
}

export function reviewInput(overrides: Partial<AgreementReviewInput> = {}): AgreementReviewInput {
  return {
    humanVerdict: 'MERGE',
    agreement: 'TRUE_PASS',
    reviewerRef: 'reviewer-ana',
    reasonDigest: null,
    proposalToMergeDiffDigest: fakeDigest('diff'),
    humanReviewLatencySeconds: 420,
    ...overrides,
  };
}

export function proposedEvent(
  projectId: string,
  decisionId: string,
  overrides: Partial<AgreementProposalInput> = {},
): RecordAgreementEventInput & { proposal: AgreementProposalInput } {
  return { projectId, decisionId, eventType: 'PROPOSED', proposal: proposalInput(overrides) };
}

export function reviewedEvent(
  projectId: string,
  decisionId: string,
  overrides: Partial<AgreementReviewInput> = {},
): RecordAgreementEventInput & { review: AgreementReviewInput } {
  return { projectId, decisionId, eventType: 'REVIEWED', review: reviewInput(overrides) };
}

export function postMergeEvent(
  projectId: string,
  decisionId: string,
  outcome: PostMergeOutcome = 'CLEAN',
  outcomeKey = `ci-${outcome}`,
): RecordAgreementEventInput {
  return {
    projectId,
    decisionId,
    eventType: 'POST_MERGE_OUTCOME',
    postMergeOutcome: { outcomeKey, outcome, evidenceDigest: fakeDigest(`ci-${outcome}`) },
  };
}

/** Every field of a decision. */
export const AGREEMENT_DECISION_FIELDS = graphql(`
  fragment AgreementsDecisionFields on AgreementDecision {
    projectId decisionId
    proposal { prRef lane riskTier agentRef guardrailVerdict guardrailConfidence guardrailChecks { checkKey result }
               property workflowSlug phase artifactRef proposalDigest recordedBy recordedAt contentDigest }
    review { humanVerdict agreement reviewerRef reasonDigest proposalToMergeDiffDigest humanReviewLatencySeconds
             recordedBy recordedAt contentDigest }
    postMergeOutcome { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }
    postMergeRevisions { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }
  }
`);

/** The same fields, for a document built at run time. */
export const DECISION_FIELDS = selectionOf(AGREEMENT_DECISION_FIELDS);

export const RECORD_AGREEMENT_EVENT = graphql(`
  mutation AgreementsRecordEvent($input: RecordAgreementEventInput!) {
    recordAgreementEvent(input: $input) {
      __typename
      ... on RecordAgreementEventSuccess {
        replayed eventType revision contentDigest recordedBy recordedAt decision { ...AgreementsDecisionFields }
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

export const AGREEMENT_DECISION = graphql(`
  query AgreementsDecision($projectId: String!, $decisionId: String!, $asOf: DateTime) {
    agreementDecision(projectId: $projectId, decisionId: $decisionId, asOf: $asOf) {
      __typename
      ... on AgreementDecision { ...AgreementsDecisionFields }
      ... on ValidationError { message issues { path message } }
    }
  }
`);

/** A rate's fields, for a document built at run time. */
export const RATE_FIELDS = 'numerator denominator value lower upper';
/**
 * A lane's lifetime slice: its false-pass rate with both the Wilson and the anytime-valid
 * interval (for a document built at run time; the typed documents below write it out).
 */
export const LIFETIME_FIELDS = `firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount
  falsePassRate { ${RATE_FIELDS} anytimeLowerBound anytimeUpperBound } evidenceDigest`;

// One fragment level only, its rates and lifetime written out: the server's depth limit
// (12) counts every fragment spread as a level.
export const AGREEMENT_RATES_ROW = graphql(`
  fragment AgreementsRatesRow on AgreementRates {
    riskTier state sampleSize reviewedDecisions truePass falsePass trueFail falseFail waiveCount merges
    falsePassRate { numerator denominator value lower upper }
    falseFailRate { numerator denominator value lower upper }
    postMergeRegressionRate { numerator denominator value lower upper }
    postMerge { clean regression reverted awaitingOutcome }
    eligibleForPromotion promotionBlockedBy evidenceDigest
    lifetime {
      firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount
      falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest
    }
  }
`);

export const AGREEMENT_RATES = graphql(`
  query AgreementsRates($projectId: String!, $lane: String, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $minSamples: Int,
                        $minGuardrailConfidence: Float, $targetFalsePassUpper: Float, $bound: RateBound) {
    agreementRates(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf, minSamples: $minSamples,
                   minGuardrailConfidence: $minGuardrailConfidence, targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {
      __typename
      ... on AgreementRatesReport {
        projectId asOf settledThrough final minSamples minGuardrailConfidence targetFalsePassUpper bound window { lastDays lastAttempts }
        lanes {
          lane
          allTiers { ...AgreementsRatesRow }
          tiers { ...AgreementsRatesRow }
        }
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
`);

export const AGREEMENT_CONFIDENCE_CURVE = graphql(`
  query AgreementsConfidenceCurve($projectId: String!, $lane: String!, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime,
                                  $targetFalsePassUpper: Float!, $bound: RateBound) {
    agreementConfidenceCurve(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf,
                             targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {
      __typename
      ... on AgreementConfidenceCurve {
        projectId lane riskTier asOf settledThrough final window { lastDays lastAttempts } targetFalsePassUpper gradedInWindow
        points {
          minGuardrailConfidence kept truePass falsePass trueFail falseFail waiveCount
          falsePassRate { numerator denominator value lower upper } evidenceDigest
          lifetime {
            firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount
            falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest
          }
        }
        bound recommendedCutoff
        deterministic {
          kept truePass falsePass trueFail falseFail waiveCount falsePassRate { numerator denominator value lower upper } evidenceDigest
        }
        evidenceDigest
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
`);
