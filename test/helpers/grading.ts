// GraphQL documents and helpers for graded verifications (docs/graded-verification.md).
import { randomUUID } from 'node:crypto';
import { annotationDigest, SHARED_PROSE_PROJECT } from '../../src/modules/annotations/store.js';
import {
  type CriterionScoreInput,
  expectTypename,
  graphql,
  type RegisterRubricInput,
  type RubricCriterionInput,
  type RubricLevelInput,
} from './graphql.js';
import type { TestLedger } from './ledger.js';
import { fakeDigest } from './outcomes.js';

export const REGISTER_RUBRIC = graphql(`
  mutation RegisterRubric($input: RegisterRubricInput!) {
    registerRubric(input: $input) {
      __typename
      ... on RegisterRubricSuccess { replayed rubric { digest domain version threshold registeredBy criteria { id required levels { level descriptorDigest descriptor raiseDigest howToRaise } } } }
      ... on Error { message code }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

export const RECORD_GRADED = graphql(`
  mutation RecordGradedVerification($input: RecordGradedVerificationInput!) {
    recordGradedVerification(input: $input) {
      __typename
      ... on RecordGradedVerificationSuccess {
        replayed
        gradedVerification { ledgerId attemptId rubricDigest round graderRef graderModel actorRef belowThreshold reworkRecommended independent gradedPass contentDigest recordedAt
                             scores { criterionId score evidenceDigest feedbackDigest } }
      }
      ... on Error { message code }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`);

export const ATTEMPT_GRADINGS = graphql(`
  query AttemptGradings($id: ID!) {
    attempt(id: $id) { ledgerId gradedVerifications { round graderRef graderModel belowThreshold reworkRecommended independent gradedPass
                                                       scores { criterionId score } rubric { digest version } } }
  }
`);

export const GRADED_SUMMARY = graphql(`
  query GradedSummary($cohortId: ID!, $rubricDigest: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
    gradedSummary(cohortId: $cohortId, rubricDigest: $rubricDigest, window: $window, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on GradedSummary {
        state asOf settledThrough final minSamples attemptsInWindow sampleSize regradedCount notIndependentCount
        window { lastDays lastAttempts }
        reworkRecommendedRate { numerator denominator value lower upper }
        humanAgreementRate { numerator denominator value lower upper }
        humanAgreement { passAccepted passRejected failAccepted failRejected }
        meanChangeAfterRework
        criteria { criterionId required scored distribution { level count } belowThresholdRate { numerator denominator value lower upper } reworkPairs meanChangeAfterRework }
        graderCalibration {
          graderModel independent
          verdict { ...GradedCalibrationFields }
          criteria { criterionId required calibration { ...GradedCalibrationFields } }
        }
        unresolvedDriftAttemptIds evidenceDigest evidenceRowCount
      }
      ... on ValidationError { message issues { path message } }
    }
  }
  fragment GradedCalibrationFields on GradedCalibration { passAccepted passRejected failAccepted failRejected total rawAgreement expectedAgreement kappa }
`);

export const STORE_ANNOTATION = graphql(`
  mutation StoreAnnotation($p: String!, $t: String!) {
    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }
  }
`);

/** Stores rubric prose through the API, under the shared project of global prose, and returns its digest. */
export async function storeProse(ledger: Pick<TestLedger, 'gql'>, token: string, text: string): Promise<string> {
  const response = await ledger.gql(token, STORE_ANNOTATION, { p: SHARED_PROSE_PROJECT, t: text });
  return expectTypename(response.data.storeAnnotation, 'StoreAnnotationSuccess').annotation.digest;
}

export interface CriterionSpec {
  id: string;
  required?: boolean;
}

/** A RegisterRubricInput whose prose is stored through the API first. */
export async function rubricInput(
  ledger: Pick<TestLedger, 'gql'>,
  adminToken: string,
  options: { domain?: string; version?: string; threshold?: number; criteria: CriterionSpec[] },
): Promise<RegisterRubricInput> {
  const criteria: RubricCriterionInput[] = [];
  for (const criterion of options.criteria) {
    const levels: RubricLevelInput[] = [];
    for (const level of [1, 2, 3, 4]) {
      const descriptorDigest = await storeProse(ledger, adminToken, `${criterion.id} level ${level} means this`);
      const raiseDigest = level < 4 ? await storeProse(ledger, adminToken, `to rise from ${level} on ${criterion.id}, do that`) : null;
      levels.push({ level, descriptorDigest, raiseDigest });
    }
    criteria.push({ id: criterion.id, required: criterion.required ?? true, levels });
  }
  return {
    domain: options.domain ?? 'test-domain',
    version: options.version ?? `v-${randomUUID().slice(0, 8)}`,
    threshold: options.threshold,
    criteria,
  };
}

/** Registers a rubric through the API and returns its digest. */
export async function registerTestRubric(
  ledger: Pick<TestLedger, 'gql'>,
  adminToken: string,
  options: { domain?: string; version?: string; threshold?: number; criteria: CriterionSpec[] },
): Promise<string> {
  const response = await ledger.gql(adminToken, REGISTER_RUBRIC, { input: await rubricInput(ledger, adminToken, options) });
  const registered = response.data?.registerRubric;
  if (registered?.__typename !== 'RegisterRubricSuccess') throw new Error(`rubric not registered: ${response.text}`);
  return registered.rubric.digest;
}

/** The feedback text scoresOf cites for a score (storeFeedback stores it in a project). */
export const feedbackText = (criterionId: string, score: number) => `feedback on ${criterionId} at ${score}`;

/** Scores for a RecordGradedVerificationInput: criterion id -> score, citing feedbackText by digest. */
export function scoresOf(scores: Record<string, number>): CriterionScoreInput[] {
  return Object.entries(scores).map(([criterionId, score]) => ({
    criterionId,
    score,
    evidenceDigest: fakeDigest(`evidence/${criterionId}`),
    feedbackDigest: annotationDigest(feedbackText(criterionId, score)),
  }));
}

/**
 * Stores, through the API, the feedback scoresOf cites for every score 1..4 of each
 * criterion in `projectId`: recordGradedVerification refuses feedback the attempt's
 * project does not hold.
 */
export async function storeFeedback(ledger: TestLedger, token: string, projectId: string, criterionIds: readonly string[]): Promise<void> {
  for (const criterionId of criterionIds)
    for (const score of [1, 2, 3, 4]) {
      const response = await ledger.gql(token, STORE_ANNOTATION, { p: projectId, t: feedbackText(criterionId, score) });
      if (response.data?.storeAnnotation.__typename !== 'StoreAnnotationSuccess') throw new Error(`feedback not stored: ${response.text}`);
    }
}
