// Access (docs/specification.md §10): every query and mutation against every role, with and
// without the right project. A token never reads or writes another project's
// records: lists leave them out, lookups answer as if they did not exist.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenRole } from '../../src/domain/enums.js';
import { revokeToken } from '../../src/modules/auth/tokens.js';
import {
  accessCases,
  namedType,
  nestedRecordFields,
  reachableFields,
  ROLES,
  SCHEMA_QUERY,
  schemaShape,
  walkFindings,
  walkSelection,
  type NestedAccess,
  type Operation,
  type SchemaShape,
} from '../helpers/access.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import {
  GRADED_SUMMARY,
  RECORD_GRADED,
  REGISTER_RUBRIC,
  registerTestRubric,
  rubricInput,
  scoresOf,
  storeFeedback,
} from '../helpers/grading.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { newLog, sequenceAll } from '../helpers/transparency.js';
import { PROJECT_LABELS, SET_PROJECT_LABEL, setProjectLabel } from '../helpers/projects.js';
import { REGISTER_VERIFIER, WITHDRAW_VERIFIER_TRUST } from '../helpers/verifiers.js';
import {
  CREATE_WEBHOOK_ENDPOINT,
  insertAlert,
  insertRule,
  REDELIVER_WEBHOOK,
  RETIRE_WEBHOOK_ENDPOINT,
  WEBHOOK_DELIVERIES,
  WEBHOOK_ENDPOINTS,
} from '../helpers/webhooks.js';
import { expectTypename, graphql, type TypedDocumentString, type RegisterRubricInput } from '../helpers/graphql.js';

let ledger: TestLedger;
const ownProject = newProjectId();
const otherProject = newProjectId();
let fixture: {
  cohortId: string;
  attemptId: string;
  attemptUuid: string;
  annotationDigest: string;
  redactableDigest: string;
  rubricDigest: string;
  rubric: RegisterRubricInput;
  treeSize: number;
  withdrawalId: string;
  ruleDigest: string;
};

beforeAll(async () => {
  ledger = await createTestLedger();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [ownProject] });
  const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(ownProject) });
  const attempt = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  const NOTE = graphql(`
    mutation AccessFixtureNote($p: String!, $t: String!) {
      storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } }
    }
  `);
  const note = async () =>
    expectTypename(
      (await ledger.gql(recorder.token, NOTE, { p: ownProject, t: `fixture ${randomUUID()}` })).data.storeAnnotation,
      'StoreAnnotationSuccess',
    ).annotation.digest;
  fixture = {
    cohortId: attempt.cohort.id,
    attemptId: attempt.id,
    attemptUuid: attempt.ledgerId,
    annotationDigest: await note(),
    redactableDigest: await note(),
    rubricDigest: '',
    rubric: { domain: '', version: '', criteria: [] },
    treeSize: 0,
    withdrawalId: '',
    ruleDigest: '',
  };
  // Records of other writers for the nested walk to find (or not): a second recorder's
  // attempt in the same cohort, a second adjudicator's adjudication, a sibling cohort.
  const otherRecorder = await ledger.token({ roles: ['recorder'], projects: [ownProject] });
  await ledger.gql(otherRecorder.token, RECORD_ATTEMPT, { input: outcomeInput(ownProject) });
  await ledger.gql(otherRecorder.token, RECORD_ATTEMPT, {
    input: outcomeInput(ownProject, { runtime: { provider: 'acme', model: 'acme-coder-3', runtimeVersion: '2026.12' } }),
  });
  const reviewer = await ledger.token({ roles: ['adjudicator'], projects: [ownProject] });
  await ledger.gql(reviewer.token, APPEND_ADJUDICATION, {
    input: { attemptId: fixture.attemptId, idempotencyKey: 'fixture-review', kind: 'HUMAN_ACCEPTED' },
  });
  const admin = await ledger.token({ roles: ['admin'], allProjects: true });
  fixture.rubricDigest = await registerTestRubric(ledger, admin.token, { domain: 'access', criteria: [{ id: 'grounding' }] });
  await storeFeedback(ledger, reviewer.token, ownProject, ['grounding']);
  fixture.rubric = await rubricInput(ledger, admin.token, { domain: 'access', criteria: [{ id: 'grounding' }] });
  // a withdrawn verifier whose verdict the first attempt holds (withdrawalImpact)
  await ledger.owner.query(
    `INSERT INTO verifier (project_id, verifier_ref, kind, actor_ref, content_digest) VALUES ($1, 'ci-runner', 'DETERMINISTIC_CHECK', 'admin', repeat('d', 64))`,
    [ownProject],
  );
  const withdrawn = await ledger.owner.query<{ id: string }>(
    `INSERT INTO verifier_withdrawal (project_id, verifier_ref, reason_digest, actor_ref, content_digest) VALUES ($1, 'ci-runner', $2, 'admin', repeat('e', 64)) RETURNING id`,
    [ownProject, fixture.annotationDigest],
  );
  fixture.withdrawalId = withdrawn.rows[0]!.id;
  await setProjectLabel(ledger, ownProject, 'access-fixture');
  // an alert rule with an alert, and a rework request, of the own project, written as the evaluator and the grading trigger would
  fixture.ruleDigest = 'a'.repeat(64);
  await ledger.owner.query(
    `INSERT INTO alert_rule (digest, project_id, kind, parameters, actor_ref) VALUES ($1, $2, 'VERIFIER_WITHDRAWN', '{}', 'admin')`,
    [fixture.ruleDigest, ownProject],
  );
  await ledger.owner.query(
    `INSERT INTO alert (project_id, rule_digest, kind, subject, transition_at, report_digest, details) VALUES ($1, $2, 'VERIFIER_WITHDRAWN', 'ci-runner', now(), repeat('e', 64), '{}')`,
    [ownProject, fixture.ruleDigest],
  );
  await ledger.owner.query(
    `INSERT INTO rework_request (project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests)
     VALUES ($1, $2, $3, gen_random_uuid(), repeat('f', 64), '{grounding}', ARRAY[repeat('b', 64)])`,
    [ownProject, fixture.attemptUuid, fixture.rubricDigest],
  );
  // the transparency log holds every row above, in a checkpoint
  const { log } = newLog(ledger);
  await sequenceAll(ledger, log);
  fixture.treeSize = (await log.checkpoint())!.treeSize;
});
afterAll(() => ledger?.close());

/** The answer's data of a typed document, after checking the request raised no error. */
async function gqlData<TResult, TVariables>(
  token: string,
  query: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const response = await ledger.gql(token, query, variables);
  expect(response.errors, response.text).toBeUndefined();
  return response.data;
}

const OPERATIONS: Operation[] = [
  {
    name: 'cohorts',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(token, graphql(`query AccessCohorts($p: String) { cohorts(projectId: $p) { edges { node { id } } } }`), {
        p: ownProject,
      });
      return data.cohorts.edges.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'cohort',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (await gqlData(token, graphql(`query AccessCohort($id: ID!) { cohort(id: $id) { id } }`), { id: fixture.cohortId })).cohort
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'attempts',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(token, graphql(`query AccessAttempts { attempts(first: 5) { edges { node { id } } } }`), {});
      return data.attempts.edges.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'adjudications',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(
        token,
        graphql(`query AccessAdjudications { adjudications(first: 5) { edges { node { id kind } } } }`),
        {},
      );
      return data.adjudications.edges.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'attempt',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (await gqlData(token, graphql(`query AccessAttempt($id: ID!) { attempt(id: $id) { id } }`), { id: fixture.attemptUuid })).attempt
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'cohortLineage',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (
        await gqlData(token, graphql(`query AccessCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { cohort { id } } }`), {
          id: fixture.cohortId,
        })
      ).cohortLineage
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'reliability',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (
        await gqlData(token, graphql(`query AccessReliability($id: ID!) { reliability(cohortId: $id) { __typename } }`), {
          id: fixture.cohortId,
        })
      ).reliability
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'reliabilityOverview',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(
        token,
        graphql(
          `query AccessReliabilityOverview($p: String!) { reliabilityOverview(projectId: $p) { __typename ... on ReliabilityOverviewConnection { edges { node { cohortId } } } } }`,
        ),
        { p: ownProject },
      );
      return expectTypename(data.reliabilityOverview, 'ReliabilityOverviewConnection').edges.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'workerEvidence',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(
        token,
        graphql(
          `query AccessWorkerEvidence($p: String!) { workerEvidence(projectId: $p, workerRef: "worker-alpha") { __typename ... on WorkerEvidenceConnection { edges { node { cohort { id } report { cohortId } } } } } }`,
        ),
        { p: ownProject },
      );
      return expectTypename(data.workerEvidence, 'WorkerEvidenceConnection').edges.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'reliabilitySeries',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (
        await gqlData(
          token,
          graphql(
            `query AccessReliabilitySeries($id: ID!, $from: DateTime!) { reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) { __typename } }`,
          ),
          {
            id: fixture.cohortId,
            from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          },
        )
      ).reliabilitySeries
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'cohortComparison',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(
        token,
        graphql(`query AccessCohortComparison($id: ID!) { cohortComparison(a: $id, b: $id) { __typename } }`),
        { id: fixture.cohortId },
      );
      if (data.cohortComparison.__typename === 'NotFoundError') return 'denied';
      expect(data.cohortComparison.__typename).toBe('CohortComparison');
      return 'allowed';
    },
  },
  {
    name: 'pairedComparison',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(
        token,
        graphql(
          `query AccessPairedComparison($id: ID!) { pairedComparison(cohortId: $id, otherCohortId: $id, margin: 0.1) { __typename } }`,
        ),
        { id: fixture.cohortId },
      );
      if (data.pairedComparison.__typename === 'NotFoundError') return 'denied';
      expect(data.pairedComparison.__typename).toBe('PairedComparison');
      return 'allowed';
    },
  },
  {
    name: 'node',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (await gqlData(token, graphql(`query AccessNode($id: ID!) { node(id: $id) { id } }`), { id: fixture.attemptId })).node
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'scopeFingerprint',
    role: null, // a pure preview that reads and writes nothing: harnesses use it before recording
    scoped: false,
    run: async (token) => {
      const data = await gqlData(
        token,
        graphql(`query AccessScopeFingerprint { scopeFingerprint(scope: { rootRef: "r" }) { __typename } }`),
        {},
      );
      return data.scopeFingerprint.__typename === 'ScopeFingerprintPreview' ? 'allowed' : 'denied';
    },
  },
  {
    name: 'recordAttempt',
    role: 'recorder',
    scoped: true,
    run: async (token) => {
      const { recordAttempt } = await gqlData(token, RECORD_ATTEMPT, { input: outcomeInput(ownProject) });
      if (recordAttempt.__typename === 'RecordAttemptSuccess') return 'allowed';
      expect(recordAttempt.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'recordAttempts',
    role: 'recorder',
    scoped: true,
    run: async (token) => {
      const { recordAttempts } = await gqlData(
        token,
        graphql(`mutation AccessRecordAttempts($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename
           ... on RecordAttemptsSuccess { results { result { __typename } } } } }`),
        { inputs: [outcomeInput(ownProject)] },
      );
      if (recordAttempts.__typename === 'ForbiddenError') return 'denied';
      const item = expectTypename(recordAttempts, 'RecordAttemptsSuccess').results[0]!.result.__typename;
      expect(['RecordAttemptSuccess', 'ForbiddenError']).toContain(item);
      return item === 'RecordAttemptSuccess' ? 'allowed' : 'denied';
    },
  },
  {
    name: 'appendAdjudication',
    role: 'adjudicator',
    scoped: true,
    run: async (token) => {
      const { appendAdjudication } = await gqlData(token, APPEND_ADJUDICATION, {
        input: { attemptId: fixture.attemptId, idempotencyKey: `acc-${randomUUID()}`, kind: 'HUMAN_ACCEPTED' },
      });
      if (appendAdjudication.__typename === 'AppendAdjudicationSuccess') return 'allowed';
      // wrong role: Forbidden; another project's attempt: as if it did not exist
      expect(['ForbiddenError', 'NotFoundError']).toContain(appendAdjudication.__typename);
      return 'denied';
    },
  },
  {
    name: 'storeAnnotation',
    role: ['recorder', 'adjudicator', 'admin'], // whoever writes reasons or feedback
    scoped: true,
    run: async (token) => {
      const { storeAnnotation } = await gqlData(
        token,
        graphql(`mutation AccessStoreAnnotation($p: String!, $t: String!) { storeAnnotation(projectId: $p, text: $t) { __typename } }`),
        {
          p: ownProject,
          t: `note ${randomUUID()}`,
        },
      );
      if (storeAnnotation.__typename === 'StoreAnnotationSuccess') return 'allowed';
      expect(storeAnnotation.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'annotation',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (
        await gqlData(
          token,
          graphql(`query AccessAnnotation($p: String!, $d: String!) { annotation(projectId: $p, digest: $d) { digest } }`),
          {
            p: ownProject,
            d: fixture.annotationDigest,
          },
        )
      ).annotation
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'redactAnnotation',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      const { redactAnnotation } = await gqlData(
        token,
        graphql(`mutation AccessRedactAnnotation($p: String!, $d: String!) { redactAnnotation(projectId: $p, digest: $d) { __typename } }`),
        {
          p: ownProject,
          d: fixture.redactableDigest,
        },
      );
      if (redactAnnotation.__typename === 'RedactAnnotationSuccess') return 'allowed';
      expect(redactAnnotation.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'registerRubric',
    role: 'admin',
    scoped: false, // rubrics are global
    run: async (token) => {
      const { registerRubric } = await gqlData(token, REGISTER_RUBRIC, { input: { ...fixture.rubric, version: `v-${randomUUID()}` } });
      if (registerRubric.__typename === 'RegisterRubricSuccess') return 'allowed';
      expect(registerRubric.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'rubrics',
    role: 'reader',
    scoped: false,
    run: async (token) =>
      (await gqlData(token, graphql(`query AccessRubrics { rubrics { edges { node { digest } } } }`), {})).rubrics.edges.length > 0
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'rubric',
    role: 'reader',
    scoped: false,
    run: async (token) =>
      (
        await gqlData(token, graphql(`query AccessRubric($d: String!) { rubric(digest: $d) { digest criteria { id } } }`), {
          d: fixture.rubricDigest,
        })
      ).rubric
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'recordGradedVerification',
    role: 'adjudicator',
    scoped: true,
    run: async (token) => {
      const { recordGradedVerification } = await gqlData(token, RECORD_GRADED, {
        input: {
          attemptId: fixture.attemptId,
          rubricDigest: fixture.rubricDigest,
          graderRef: 'grader-bot',
          graderModel: 'judge-1',
          round: 0,
          scores: scoresOf({ grounding: 3 }),
        },
      });
      if (recordGradedVerification.__typename === 'RecordGradedVerificationSuccess') return 'allowed';
      // wrong role (a recorder-only token included): Forbidden; another project's attempt: as if it did not exist
      expect(['ForbiddenError', 'NotFoundError']).toContain(recordGradedVerification.__typename);
      return 'denied';
    },
  },
  {
    name: 'gradedSummary',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { gradedSummary } = await gqlData(token, GRADED_SUMMARY, {
        cohortId: fixture.cohortId,
        rubricDigest: fixture.rubricDigest,
        minSamples: 1,
      });
      if (gradedSummary === null) return 'denied';
      expect(gradedSummary.__typename).toBe('GradedSummary');
      return 'allowed';
    },
  },
  {
    name: 'registerVerifier',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      const { registerVerifier } = await gqlData(token, REGISTER_VERIFIER, {
        input: { projectId: ownProject, verifierRef: `v-${randomUUID().slice(0, 8)}`, kind: 'DETERMINISTIC_CHECK' },
      });
      if (registerVerifier.__typename === 'RegisterVerifierSuccess') return 'allowed';
      expect(registerVerifier.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'withdrawVerifierTrust',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      // A verifier of its own for each case, registered as the owner would, and a reason of the project.
      const verifierRef = `w-${randomUUID().slice(0, 8)}`;
      await ledger.owner.query(
        `INSERT INTO verifier (project_id, verifier_ref, kind, actor_ref, content_digest) VALUES ($1, $2, 'DETERMINISTIC_CHECK', 'admin', repeat('d', 64))`,
        [ownProject, verifierRef],
      );
      const { withdrawVerifierTrust } = await gqlData(token, WITHDRAW_VERIFIER_TRUST, {
        input: { projectId: ownProject, verifierRef, reasonDigest: fixture.annotationDigest },
      });
      if (withdrawVerifierTrust.__typename === 'WithdrawVerifierTrustSuccess') return 'allowed';
      expect(withdrawVerifierTrust.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'withdrawalImpact',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(
        token,
        graphql(
          `query AccessWithdrawalImpact($id: ID!) { withdrawalImpact(withdrawalId: $id, minSamples: 1) { __typename ... on WithdrawalImpact { cohorts { cohortId } } } }`,
        ),
        {
          id: fixture.withdrawalId,
        },
      );
      if (data.withdrawalImpact === null) return 'denied';
      expect(expectTypename(data.withdrawalImpact, 'WithdrawalImpact').cohorts.length).toBeGreaterThan(0);
      return 'allowed';
    },
  },
  {
    name: 'setProjectLabel',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      const { setProjectLabel } = await gqlData(token, SET_PROJECT_LABEL, {
        input: { projectId: ownProject, label: 'access-fixture', idempotencyKey: `k-${randomUUID().slice(0, 8)}` },
      });
      if (setProjectLabel.__typename === 'SetProjectLabelSuccess') return 'allowed';
      expect(setProjectLabel.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    // a display name, read by whoever holds a token of the project, whatever its role
    name: 'projectLabels',
    role: null,
    scoped: true,
    run: async (token) => {
      const { projectLabels } = await gqlData(token, PROJECT_LABELS, { projectIds: [ownProject] });
      return expectTypename(projectLabels, 'ProjectLabels').labels.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    // only hashes of the whole log: any authenticated caller
    name: 'transparencyKey',
    role: null,
    scoped: false,
    run: async (token) =>
      (await gqlData(token, graphql(`query AccessTransparencyKey { transparencyKey { keyId } }`), {})).transparencyKey
        ? 'allowed'
        : 'denied',
  },
  {
    name: 'checkpoint',
    role: null,
    scoped: false,
    run: async (token) =>
      (await gqlData(token, graphql(`query AccessCheckpoint { checkpoint { treeSize rootHash } }`), {})).checkpoint ? 'allowed' : 'denied',
  },
  {
    // witnesses' names and keys: public, like the log's own key
    name: 'witnesses',
    role: null,
    scoped: false,
    run: async (token) =>
      Array.isArray((await gqlData(token, graphql(`query AccessWitnesses { witnesses { name } }`), {})).witnesses) ? 'allowed' : 'denied',
  },
  {
    // any authenticated caller may deliver a cosignature; the witness's key authenticates it
    // (a line no registered witness signed reaches validation and is refused there)
    name: 'addCosignature',
    role: null,
    scoped: false,
    run: async (token) => {
      const { addCosignature } = await gqlData(
        token,
        graphql(`mutation AccessAddCosignature($s: Int!) { addCosignature(treeSize: $s, cosignature: "— nobody AAAA") { __typename } }`),
        { s: fixture.treeSize },
      );
      return addCosignature.__typename === 'ValidationError' ? 'allowed' : 'denied';
    },
  },
  {
    name: 'consistencyProof',
    role: null,
    scoped: false,
    run: async (token) =>
      (
        await gqlData(token, graphql(`query AccessConsistencyProof($s: Int!) { consistencyProof(fromSize: $s, toSize: $s) { proof } }`), {
          s: fixture.treeSize,
        })
      ).consistencyProof
        ? 'allowed'
        : 'denied',
  },
  {
    // names one attempt: that attempt's rules (reader, its project)
    name: 'inclusionProof',
    role: 'reader',
    scoped: true,
    run: async (token) =>
      (
        await gqlData(token, graphql(`query AccessInclusionProof($k: String!) { inclusionProof(table: ATTEMPT, key: $k) { leafIndex } }`), {
          k: fixture.attemptUuid,
        })
      ).inclusionProof
        ? 'allowed'
        : 'denied',
  },
  {
    // a cohort's report with its rows: the report's rules (reader, the cohort's project)
    name: 'evidenceBundle',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { evidenceBundle } = await gqlData(
        token,
        graphql(`query AccessEvidenceBundle($id: ID!, $v: DateTime!) { evidenceBundle(cohortId: $id, validUntil: $v) { __typename } }`),
        {
          id: fixture.cohortId,
          v: new Date(Date.now() + 86_400_000).toISOString(),
        },
      );
      if (evidenceBundle === null) return 'denied';
      // rows written by the cases before this one may not be in a checkpoint yet: still an answer only a reader of the project gets
      expect(['EvidenceBundle', 'CheckpointPendingError']).toContain(evidenceBundle.__typename);
      return 'allowed';
    },
  },
  {
    // one worker's evidence of a capability: the rules of workerEvidence (reader, the project)
    name: 'workerEvidenceBundle',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { workerEvidenceBundle } = await gqlData(
        token,
        graphql(
          `query AccessWorkerEvidenceBundle($p: String!, $v: DateTime!) { workerEvidenceBundle(projectId: $p, workerRef: "worker-alpha", capabilityKey: "code.edit.typescript", validUntil: $v) { __typename } }`,
        ),
        { p: ownProject, v: new Date(Date.now() + 86_400_000).toISOString() },
      );
      if (workerEvidenceBundle === null) return 'denied';
      expect(['EvidenceBundle', 'CheckpointPendingError']).toContain(workerEvidenceBundle.__typename);
      return 'allowed';
    },
  },
  {
    name: 'createAlertRule',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      const { createAlertRule } = await gqlData(
        token,
        graphql(`mutation AccessCreateAlertRule($i: CreateAlertRuleInput!) { createAlertRule(input: $i) { __typename } }`),
        {
          i: { projectId: ownProject, kind: 'CRITICAL_FAILURE', capabilityKey: `access.c${randomUUID().slice(0, 8)}` },
        },
      );
      if (createAlertRule.__typename === 'CreateAlertRuleSuccess') return 'allowed';
      expect(createAlertRule.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'retireAlertRule',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      // A rule of its own for each case, created as the owner would.
      const digest = randomUUID().replaceAll('-', '').padEnd(64, '0');
      await ledger.owner.query(
        `INSERT INTO alert_rule (digest, project_id, kind, parameters, actor_ref) VALUES ($1, $2, 'REWORK_REQUESTED', '{}', 'admin')`,
        [digest, ownProject],
      );
      const { retireAlertRule } = await gqlData(
        token,
        graphql(`mutation AccessRetireAlertRule($i: RetireAlertRuleInput!) { retireAlertRule(input: $i) { __typename } }`),
        {
          i: { projectId: ownProject, ruleDigest: digest },
        },
      );
      if (retireAlertRule.__typename === 'RetireAlertRuleSuccess') return 'allowed';
      expect(retireAlertRule.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'alertRules',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { alertRules } = await gqlData(
        token,
        graphql(
          `query AccessAlertRules($p: String!) { alertRules(projectId: $p) { __typename ... on AlertRulesSuccess { data { digest projectId } } } }`,
        ),
        { p: ownProject },
      );
      return expectTypename(alertRules, 'AlertRulesSuccess').data.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'alerts',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { alerts } = await gqlData(
        token,
        graphql(
          `query AccessAlerts($p: String!) { alerts(projectId: $p) { __typename ... on AlertConnection { edges { node { ledgerId projectId } } } } }`,
        ),
        { p: ownProject },
      );
      return expectTypename(alerts, 'AlertConnection').edges.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'reworkQueue',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { reworkQueue } = await gqlData(
        token,
        graphql(
          `query AccessReworkQueue($p: String!) { reworkQueue(projectId: $p) { __typename ... on ReworkRequestConnection { edges { node { ledgerId projectId } } } } }`,
        ),
        { p: ownProject },
      );
      return expectTypename(reworkQueue, 'ReworkRequestConnection').edges.length > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'assignRework',
    role: ['adjudicator', 'admin'], // a lead is an adjudicator
    scoped: true,
    run: async (token) => {
      // A request of its own for each case, as the grading trigger appends it (one per attempt and rubric).
      const { rows } = await ledger.owner.query<{ id: string }>(
        `INSERT INTO rework_request (project_id, attempt_id, rubric_digest, grading_id, grading_digest, criterion_ids, feedback_digests)
         VALUES ($1, $2, md5(random()::text) || md5(random()::text), gen_random_uuid(), repeat('f', 64), '{grounding}', ARRAY[repeat('b', 64)]) RETURNING id`,
        [ownProject, fixture.attemptUuid],
      );
      const { assignRework } = await gqlData(
        token,
        graphql(`mutation AccessAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }`),
        {
          i: { projectId: ownProject, requestId: rows[0]!.id, ownerRef: 'lead-access' },
        },
      );
      if (assignRework.__typename === 'AssignReworkSuccess') return 'allowed';
      expect(assignRework.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'createCheckpoint',
    role: 'admin',
    scoped: false, // the log covers every project, and a checkpoint reveals none
    run: async (token) => {
      const { createCheckpoint } = await gqlData(token, graphql(`mutation AccessCreateCheckpoint { createCheckpoint { __typename } }`), {});
      if (createCheckpoint.__typename === 'CreateCheckpointSuccess') return 'allowed';
      expect(createCheckpoint.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  // Webhooks (docs/webhooks.md): admin of the project, for every operation.
  {
    name: 'createWebhookEndpoint',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      // A public address literal: nothing resolves it, and no delivery runs in this file.
      const { createWebhookEndpoint } = await gqlData(token, CREATE_WEBHOOK_ENDPOINT, {
        input: { projectId: ownProject, url: `https://8.8.8.8/access-${randomUUID().slice(0, 8)}`, kinds: ['CRITICAL_FAILURE'] },
      });
      if (createWebhookEndpoint.__typename === 'CreateWebhookEndpointSuccess') return 'allowed';
      expect(createWebhookEndpoint.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'retireWebhookEndpoint',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      const endpointId = await ownerEndpoint();
      const { retireWebhookEndpoint } = await gqlData(token, RETIRE_WEBHOOK_ENDPOINT, { input: { projectId: ownProject, endpointId } });
      if (retireWebhookEndpoint.__typename === 'RetireWebhookEndpointSuccess') return 'allowed';
      expect(retireWebhookEndpoint.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'webhookEndpoints',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      const { webhookEndpoints } = await gqlData(token, WEBHOOK_ENDPOINTS, { projectId: ownProject });
      if (webhookEndpoints.__typename === 'WebhookEndpointsSuccess') return 'allowed';
      expect(webhookEndpoints.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'webhookDeliveries',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      const { webhookDeliveries } = await gqlData(token, WEBHOOK_DELIVERIES, { projectId: ownProject });
      if (webhookDeliveries.__typename === 'WebhookDeliveryConnection') return 'allowed';
      expect(webhookDeliveries.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'redeliverWebhook',
    role: 'admin',
    scoped: true,
    run: async (token) => {
      // A delivery of its own for each case: an endpoint, a rule and an alert, as the owner (the evaluator) appends them.
      const endpointId = await ownerEndpoint();
      const rule = await insertRule(ledger.owner, ownProject);
      await insertAlert(ledger.owner, ownProject, rule, `cohort-${randomUUID().slice(0, 8)}`);
      const { rows } = await ledger.owner.query<{ id: string }>('SELECT id FROM webhook_delivery WHERE endpoint_id = $1', [endpointId]);
      const { redeliverWebhook } = await gqlData(token, REDELIVER_WEBHOOK, { input: { projectId: ownProject, deliveryId: rows[0]!.id } });
      if (redeliverWebhook.__typename === 'RedeliverWebhookSuccess') return 'allowed';
      expect(redeliverWebhook.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
];

/** An endpoint of the own project, created as the owner would (no HTTP call, no address check). */
async function ownerEndpoint(): Promise<string> {
  const { rows } = await ledger.owner.query<{ id: string }>(
    `SELECT id FROM crl_create_webhook_endpoint($1, $2, ARRAY['CRITICAL_FAILURE']::"AlertKind"[], 'admin', 'whsec_' || repeat('A', 43) || '=')`,
    [ownProject, `https://8.8.8.8/owner-${randomUUID().slice(0, 8)}`],
  );
  return rows[0]!.id;
}

const CASES = accessCases(OPERATIONS);

describe('every operation against every role and project', () => {
  it.each(CASES)('%s as %s on its %s: %s', async (_name, role, project, expected, operation) => {
    const token = await ledger.token({ roles: [role], projects: [project === 'own project' ? ownProject : otherProject] });
    expect(await operation.run(token.token)).toBe(expected);
  });

  it('covers every root field of the schema', async () => {
    const admin = await ledger.token({ roles: ['reader', 'admin'], allProjects: true });
    const ROOT_FIELDS = graphql(`
      query AccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }
    `);
    const { __schema: schema } = (await ledger.gql(admin.token, ROOT_FIELDS, {})).data;
    const rootFields = [...(schema.queryType.fields ?? []), ...(schema.mutationType?.fields ?? [])].map((field) => field.name);
    const covered = new Set([...OPERATIONS.map((operation) => operation.name), ...EXTERNALLY_COVERED]);
    expect(rootFields.filter((name: string) => !covered.has(name))).toEqual([]);
  });
});

/** Root fields whose access matrix lives in their module's own test file. */
const EXTERNALLY_COVERED: string[] = [
  // test/integration/agreements-access.test.ts
  'agreementDecision',
  'agreementDecisions',
  'agreementRates',
  'agreementConfidenceCurve',
  'designatedProperties',
  'publishedAgreements',
  'recordAgreementEvent',
  'designateProperty',
  'withdrawPropertyDesignation',
  // test/integration/witnesses.test.ts: admins of every project only, which no token of
  // this matrix is (each is scoped to its projects)
  'registerWitness',
];

// ---------------------------------------------------------------------------
// At every depth: each field that returns records, reached from every root field
// that leads to it, for every role on its own and on another project.
// ---------------------------------------------------------------------------

/** How each record-returning field below the root is guarded (docs/access.md). A new one fails the coverage test until it is classified here. */
const NESTED_ACCESS: Record<string, NestedAccess> = {
  'RecordAttemptSuccess.attempts': 'payload',
  'RecordAttemptsSuccess.results': 'payload',
  'RecordAttemptsItem.result': 'payload',
  'AppendAdjudicationSuccess.adjudication': 'payload',
  'StoreAnnotationSuccess.annotation': 'payload',
  'RedactAnnotationSuccess.annotation': 'payload',
  'RecordAgreementEventSuccess.decision': 'payload',
  'Attempt.cohort': 'reference',
  'Adjudication.attempt': 'reference',
  'CohortLineage.cohort': 'reference',
  'CohortRelative.cohort': 'reference',
  'ReliabilityReport.cohort': 'reference',
  'ReliabilitySeries.cohort': 'reference',
  // Both reports of a comparison are of cohorts the root field found readable.
  'CohortComparison.a': 'reference',
  'CohortComparison.b': 'reference',
  'PairedComparison.report': 'reference',
  'PairedComparison.otherReport': 'reference',
  'GradedSummary.cohort': 'reference',
  // a cohort the root field found the worker's attempts in, within a readable project, and its report
  'WorkerCohortEvidence.cohort': 'reference',
  'WorkerCohortEvidence.report': 'reference',
  'RecordGradedVerificationSuccess.gradedVerification': 'payload',
  'CreateAlertRuleSuccess.rule': 'payload',
  'RetireAlertRuleSuccess.rule': 'payload',
  // the root field's own answer in its result union (guarded, like the root, by the matrix above)
  'AlertRulesSuccess.data': 'payload',
  // the request assignRework wrote or replayed (guarded, like the root, by the matrix above)
  'AssignReworkSuccess.request': 'payload',
  // the subscription's own alert: alertRaised checks the role and the project when it subscribes (alerts.test.ts)
  'AlertRaisedEvent.alert': 'payload',
  'Subscription.alertRaised': 'payload',
  'Attempt.gradedVerifications': 'list',
  'ReliabilityReport.criticalFailures': 'reference',
  'Attempt.adjudications': 'list',
  'Cohort.attempts': 'list',
  'CohortLineage.relatives': 'list',
  'CriticalFailures.attempts': 'list',
};
/** Scalar fields that count records: they count nothing without the reader role, like the lists. */
const NESTED_COUNTS = ['Cohort.attemptCount'];
const HOPS = 3;

interface WalkEntry {
  name: string;
  roles: TokenRole[];
  /** The record type the entry lands on. */
  lands: string;
  /** How many record fields deep to walk from there (default HOPS; less where the entry itself is deep). */
  hops?: number;
  document(selection: string): string;
  variables(): Record<string, unknown>;
}

const since = () => new Date(Date.now() - 2 * 86_400_000).toISOString();
const WALK_ENTRIES: WalkEntry[] = [
  {
    name: 'cohorts',
    roles: ['reader'],
    lands: 'Cohort',
    document: (s) => `query($p: String) { cohorts(projectId: $p, first: 3) { edges { node { ${s} } } } }`,
    variables: () => ({ p: null }),
  },
  {
    name: 'cohort',
    roles: ['reader'],
    lands: 'Cohort',
    document: (s) => `query($id: ID!) { cohort(id: $id) { ${s} } }`,
    variables: () => ({ id: fixture.cohortId }),
  },
  {
    name: 'attempts',
    roles: ['reader'],
    lands: 'Attempt',
    document: (s) => `query { attempts(first: 3) { edges { node { ${s} } } } }`,
    variables: () => ({}),
  },
  {
    name: 'adjudications',
    roles: ['reader'],
    lands: 'Adjudication',
    document: (s) => `query { adjudications(first: 3) { edges { node { ${s} } } } }`,
    variables: () => ({}),
  },
  {
    name: 'attempt',
    roles: ['reader'],
    lands: 'Attempt',
    document: (s) => `query($id: ID!) { attempt(id: $id) { ${s} } }`,
    variables: () => ({ id: fixture.attemptId }),
  },
  {
    name: 'node',
    roles: ['reader'],
    lands: 'Attempt',
    document: (s) => `query($id: ID!) { node(id: $id) { ... on Attempt { ${s} } } }`,
    variables: () => ({ id: fixture.attemptId }),
  },
  {
    name: 'cohortLineage',
    roles: ['reader'],
    lands: 'CohortLineage',
    document: (s) => `query($id: ID!) { cohortLineage(cohortId: $id) { ${s} } }`,
    variables: () => ({ id: fixture.cohortId }),
  },
  {
    name: 'reliability',
    roles: ['reader'],
    lands: 'ReliabilityReport',
    document: (s) => `query($id: ID!) { reliability(cohortId: $id) { ... on ReliabilityReport { ${s} } } }`,
    variables: () => ({ id: fixture.cohortId }),
  },
  {
    name: 'reliabilityOverview',
    roles: ['reader'],
    lands: 'ReliabilityReport',
    document: (s) =>
      `query($p: String!) { reliabilityOverview(projectId: $p) { ... on ReliabilityOverviewConnection { edges { node { ${s} } } } } }`,
    variables: () => ({ p: ownProject }),
  },
  {
    name: 'workerEvidence',
    roles: ['reader'],
    lands: 'WorkerCohortEvidence',
    document: (s) =>
      `query($p: String!) { workerEvidence(projectId: $p, workerRef: "worker-alpha") { ... on WorkerEvidenceConnection { edges { node { ${s} } } } } }`,
    variables: () => ({ p: ownProject }),
  },
  {
    name: 'reliabilitySeries',
    roles: ['reader'],
    lands: 'ReliabilitySeries',
    document: (s) =>
      `query($id: ID!, $from: DateTime!) { reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) { ... on ReliabilitySeries { ${s} } } }`,
    variables: () => ({ id: fixture.cohortId, from: since() }),
  },
  {
    name: 'cohortComparison',
    roles: ['reader'],
    lands: 'CohortComparison',
    document: (s) => `query($id: ID!) { cohortComparison(a: $id, b: $id) { ... on CohortComparison { ${s} } } }`,
    variables: () => ({ id: fixture.cohortId }),
  },
  {
    name: 'pairedComparison',
    roles: ['reader'],
    lands: 'PairedComparison',
    document: (s) =>
      `query($id: ID!) { pairedComparison(cohortId: $id, otherCohortId: $id, margin: 0.1) { ... on PairedComparison { ${s} } } }`,
    variables: () => ({ id: fixture.cohortId }),
  },
  {
    name: 'gradedSummary',
    roles: ['reader'],
    lands: 'GradedSummary',
    document: (s) => `query($id: ID!, $r: String!) { gradedSummary(cohortId: $id, rubricDigest: $r) { ... on GradedSummary { ${s} } } }`,
    variables: () => ({ id: fixture.cohortId, r: fixture.rubricDigest }),
  },
  {
    name: 'recordAttempt',
    roles: ['recorder'],
    lands: 'Attempt',
    document: (s) => `mutation($i: RecordAttemptInput!) { recordAttempt(input: $i) { ... on RecordAttemptSuccess { attempts { ${s} } } } }`,
    variables: () => ({ i: outcomeInput(ownProject) }),
  },
  {
    name: 'recordAttempts',
    roles: ['recorder'],
    lands: 'Attempt',
    hops: 2,
    document: (s) =>
      `mutation($i: [RecordAttemptInput!]!) { recordAttempts(inputs: $i) { ... on RecordAttemptsSuccess { results { result { ... on RecordAttemptSuccess { attempts { ${s} } } } } } } }`,
    variables: () => ({ i: [outcomeInput(ownProject)] }),
  },
  {
    name: 'appendAdjudication',
    roles: ['adjudicator'],
    lands: 'Adjudication',
    document: (s) =>
      `mutation($i: AppendAdjudicationInput!) { appendAdjudication(input: $i) { ... on AppendAdjudicationSuccess { adjudication { ${s} } } } }`,
    variables: () => ({ i: { attemptId: fixture.attemptId, idempotencyKey: `walk-${randomUUID()}`, kind: 'HUMAN_ACCEPTED' } }),
  },
];

let shape: SchemaShape;
const exercised = new Set<string>();
const WALK_CASES = WALK_ENTRIES.flatMap((entry) =>
  ROLES.flatMap((role) => [true, false].map((own) => [entry.name, role, own ? 'own project' : 'other project', entry] as const)),
);

describe('every record-returning field at every depth, for every role and project', () => {
  beforeAll(async () => {
    const admin = await ledger.token({ roles: ['reader'], allProjects: true });
    shape = schemaShape(await gqlData(admin.token, SCHEMA_QUERY, {}));
  });

  it('classifies every field below the root that returns records', () => {
    expect(nestedRecordFields(shape)).toEqual(Object.keys(NESTED_ACCESS).sort());
  });

  it.each(WALK_CASES)('from %s as %s on its %s', async (_name, role, project, entry) => {
    const projectId = project === 'own project' ? ownProject : otherProject;
    const token = await ledger.token({ roles: [role], projects: [projectId] });
    const document = entry.document(walkSelection(shape, NESTED_ACCESS, NESTED_COUNTS, entry.lands, entry.hops ?? HOPS, exercised));
    const response = await ledger.gql(token.token, document, entry.variables());
    expect(response.errors, response.text).toBeUndefined();
    const findings = walkFindings(response.data);
    // every record at every depth is of the token's project
    expect([...findings.projects].filter((id) => id !== projectId)).toEqual([]);
    const entered = entry.roles.includes(role) && project === 'own project';
    if (!entered) {
      expect(findings.projects.size, response.text).toBe(0);
      return;
    }
    expect(findings.projects.size).toBeGreaterThan(0);
    expect(findings.nullReferences).toEqual([]);
    // lists and counts below the root need the reader role, exactly like the root queries
    if (role === 'reader') expect(findings.nonEmptyLists.length).toBeGreaterThan(0);
    else expect(findings.nonEmptyLists, response.text).toEqual([]);
  });

  it('walked every reference, list and count from some entry', () => {
    const walkable = [
      ...Object.entries(NESTED_ACCESS)
        .filter(([, access]) => access !== 'payload')
        .map(([field]) => field),
      ...NESTED_COUNTS,
    ];
    expect(walkable.filter((field) => !exercised.has(field))).toEqual([]);
  });

  it('walks from every root field whose answer leads to a reference or list field', () => {
    const walked = new Set(WALK_ENTRIES.map((entry) => entry.name));
    const guarded = new Set(
      Object.entries(NESTED_ACCESS)
        .filter(([, access]) => access !== 'payload')
        .map(([field]) => field),
    );
    const missing: string[] = [];
    for (const root of shape.roots) {
      for (const field of shape.types.get(root)!.fields ?? []) {
        if (walked.has(field.name)) continue;
        const reachable = reachableFields(shape, namedType(field.type).name);
        if ([...reachable].some((key) => guarded.has(key) || NESTED_COUNTS.includes(key))) missing.push(field.name);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('authentication', () => {
  it('answers a request without a token with 401 and a clear message', async () => {
    const response = await ledger.gql(null, '{ cohorts { edges { node { id } } } }');
    expect(response.status).toBe(401);
    expect(response.errors?.[0]?.message).toMatch(/authentication required/);
    expect(response.data).toBeUndefined();
  });

  it('answers an unknown or malformed token with 401', async () => {
    for (const token of ['crl_unknown', 'not-a-token']) {
      const response = await ledger.gql(token, '{ cohorts { edges { node { id } } } }');
      expect(response.status).toBe(401);
    }
  });

  it('refuses a revoked token; revocation is an appended record', async () => {
    const token = await ledger.token({ roles: ['reader'], projects: [ownProject] });
    expect((await ledger.gql(token.token, '{ cohorts { edges { node { id } } } }')).status).toBe(200);
    expect(await revokeToken(ledger.db.pool, token.id, 'test-admin', ledger.db.tokens)).toBe(true);
    expect((await ledger.gql(token.token, '{ cohorts { edges { node { id } } } }')).status).toBe(401);
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM api_token WHERE id = $1', [token.id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('stores tokens only as SHA-256 hashes', async () => {
    const token = await ledger.token({ roles: ['reader'], projects: [ownProject] });
    const { rows } = await ledger.owner.query<{ token_hash: string }>('SELECT * FROM api_token WHERE id = $1', [token.id]);
    expect(JSON.stringify(rows[0])).not.toContain(token.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a token that is both recorder and adjudicator, in the database too', async () => {
    await expect(ledger.token({ roles: ['recorder', 'adjudicator'], projects: [ownProject] })).rejects.toThrow(/api_token_roles_check/);
  });
});

describe('error masking', () => {
  it('answers an unexpected database failure with "Unexpected error." and no SQL, stack or path', async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [ownProject] });
    // Make the database itself fail the request: take the read privilege away for a moment.
    await ledger.owner.query('REVOKE SELECT ON attempt FROM crl_app');
    try {
      const response = await ledger.gql(reader.token, `query { attempts(first: 5) { edges { node { id } } } }`);
      expect(response.errors?.[0]?.message).toBe('Unexpected error.');
      expect(response.text).not.toMatch(/permission|denied|SELECT|attempt"|stack|\/work\/|node_modules|prisma|postgres/i);
    } finally {
      await ledger.owner.query('GRANT SELECT ON attempt TO crl_app');
    }
  });
});
