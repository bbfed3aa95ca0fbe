// The typed client (client/) against the real server, and trusted documents: the
// client's manifest runs by hash in every mode; with TRUSTED_DOCUMENTS on, any other
// document is refused before anything executes.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgreementConfidenceCurveDocument,
  AgreementRatesDocument,
  AppendAdjudicationDocument,
  CohortComparisonDocument,
  CohortReliabilityDocument,
  CohortsDocument,
  createLedgerClient,
  documentHash,
  LedgerRequestError,
  RecordAgreementEventDocument,
  RecordAttemptDocument,
  RecordAttemptsDocument,
  RegisterVerifierDocument,
  WithdrawalImpactDocument,
  WithdrawVerifierTrustDocument,
  ReliabilityOverviewDocument,
  ReliabilityExplainDocument,
  WorkerEvidenceDocument,
  type RecordAttemptInput,
} from '../../client/index.js';
import * as generated from '../../client/generated/graphql.js';
import { ledgerYogaFor } from '../../src/http/app.js';
import { loadConfig } from '../../src/config.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { DEFAULT_MANIFEST_PATH, loadTrustedDocuments } from '../../src/http/trusted-documents.js';
import { createLedgerYoga, type LedgerYoga } from '../../src/http/yoga.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { newDecisionId, postMergeEvent, proposedEvent, reviewedEvent } from '../helpers/agreements.js';
import { STORE_ANNOTATION } from '../helpers/grading.js';
import { expectTypename } from '../helpers/graphql.js';

let ledger: TestLedger;
const projectId = newProjectId();
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;

const url = 'http://ledger.test/graphql';
const clientOf = (yoga: LedgerYoga, token: string, send: 'hash' | 'document' = 'hash') =>
  createLedgerClient({
    url,
    token,
    send,
    fetch: (input, init) => Promise.resolve(yoga.fetch(String(input), init as Parameters<typeof yoga.fetch>[1])),
  });
const outcome = (overrides: Record<string, unknown> = {}) => outcomeInput(projectId, overrides);

async function attemptsOf(outcomeId: string): Promise<number> {
  const result = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE outcome_id = $1', [outcomeId]);
  return result.rows[0]!.n;
}

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder', 'reader'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator', 'reader'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
});
afterAll(async () => ledger?.close());

describe('the generated client and its manifest', () => {
  it('registers a verifier, withdraws its trust and reads the blast radius through the typed operations', async () => {
    const admin = await ledger.token({ roles: ['admin', 'reader'], projects: [projectId] });
    const adminClient = clientOf(ledger.yoga, admin.token);
    const registered = await adminClient.request(RegisterVerifierDocument, {
      input: { projectId, verifierRef: 'client-ci', kind: 'DETERMINISTIC_CHECK' },
    });
    expect(registered.registerVerifier.__typename).toBe('RegisterVerifierSuccess');
    const written = await clientOf(ledger.yoga, recorder.token).request(RecordAttemptDocument, {
      input: outcome({ verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED', verifierRef: 'client-ci' } }),
    });
    if (written.recordAttempt.__typename !== 'RecordAttemptSuccess') throw new Error(written.recordAttempt.__typename);
    const reason = await ledger.gql(admin.token, STORE_ANNOTATION, { p: projectId, t: 'client-ci skipped its tests' });
    const withdrawn = await adminClient.request(WithdrawVerifierTrustDocument, {
      input: {
        projectId,
        verifierRef: 'client-ci',
        reasonDigest: expectTypename(reason.data.storeAnnotation, 'StoreAnnotationSuccess').annotation.digest,
      },
    });
    if (withdrawn.withdrawVerifierTrust.__typename !== 'WithdrawVerifierTrustSuccess')
      throw new Error(withdrawn.withdrawVerifierTrust.__typename);
    const impact = await clientOf(ledger.yoga, reader.token).request(WithdrawalImpactDocument, {
      withdrawalId: withdrawn.withdrawVerifierTrust.withdrawal.ledgerId,
      minSamples: 1,
    });
    if (impact.withdrawalImpact?.__typename !== 'WithdrawalImpact') throw new Error(String(impact.withdrawalImpact?.__typename));
    expect(impact.withdrawalImpact.cohorts.map((cohort) => cohort.cohortId)).toContain(written.recordAttempt.attempts[0]!.cohort.id);
  });

  it('records a post-merge revision and reads the rates at a confidence cutoff and the confidence curve through the typed operations', async () => {
    const agreementRecorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const recorderClient = clientOf(ledger.yoga, agreementRecorder.token);
    const decisionId = newDecisionId();
    const proposed = await recorderClient.request(RecordAgreementEventDocument, {
      input: proposedEvent(projectId, decisionId, { lane: 'lane-client' }),
    });
    expect(proposed.recordAgreementEvent.__typename).toBe('RecordAgreementEventSuccess');
    const reviewed = await clientOf(ledger.yoga, adjudicator.token).request(RecordAgreementEventDocument, {
      input: reviewedEvent(projectId, decisionId),
    });
    expect(reviewed.recordAgreementEvent.__typename).toBe('RecordAgreementEventSuccess');
    await recorderClient.request(RecordAgreementEventDocument, { input: postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-1') });
    const revised = await recorderClient.request(RecordAgreementEventDocument, {
      input: postMergeEvent(projectId, decisionId, 'REGRESSION', 'ci-2'),
    });
    if (revised.recordAgreementEvent.__typename !== 'RecordAgreementEventSuccess') throw new Error(revised.recordAgreementEvent.__typename);
    expect(revised.recordAgreementEvent.revision).toBe(2);
    expect(revised.recordAgreementEvent.decision.postMergeRevisions.map((r) => r.outcome)).toEqual(['CLEAN', 'REGRESSION']);
    const asOf = revised.recordAgreementEvent.recordedAt;
    const rates = await clientOf(ledger.yoga, reader.token).request(AgreementRatesDocument, {
      projectId,
      lane: 'lane-client',
      asOf,
      minSamples: 1,
      minGuardrailConfidence: 0.5,
    });
    if (rates.agreementRates.__typename !== 'AgreementRatesReport') throw new Error(rates.agreementRates.__typename);
    expect(rates.agreementRates.lanes[0]!.allTiers.postMerge.regression).toBe(1);
    const curve = await clientOf(ledger.yoga, reader.token).request(AgreementConfidenceCurveDocument, {
      projectId,
      lane: 'lane-client',
      asOf,
      targetFalsePassUpper: 0.99,
    });
    if (curve.agreementConfidenceCurve.__typename !== 'AgreementConfidenceCurve')
      throw new Error(curve.agreementConfidenceCurve.__typename);
    expect(curve.agreementConfidenceCurve.points.map((point) => point.minGuardrailConfidence)).toEqual([0.82]);
    expect(curve.agreementConfidenceCurve.recommendedCutoff).toBe(0.82);
  });

  it('has every generated document in the manifest, under the SHA-256 of its manifest text', () => {
    const manifest = JSON.parse(readFileSync(DEFAULT_MANIFEST_PATH, 'utf8')) as Record<string, string>;
    const documents = (Object.values(generated) as unknown[]).filter(
      (value): value is generated.TypedDocumentString<unknown, unknown> =>
        value instanceof generated.TypedDocumentString && value.__meta__?.hash !== undefined,
    );
    // The client's: recordAttempt, recordAttempts, appendAdjudication, registerVerifier, withdrawVerifierTrust,
    // reliability, its explanation, the gate's read (reliability with attemptsToDecision), reliabilityOverview, workerEvidence, evidenceBundle, workerEvidenceBundle, cohortComparison, pairedComparison, withdrawalImpact, cohorts, attempts, adjudications,
    // recordAgreementEvent, agreementDecision, agreementRates, agreementConfidenceCurve, gradedSummary, reworkQueue,
    // assignRework and four subscriptions (alertRaised among them); and the dashboard's sixteen (dashboard/operations.graphql).
    expect(documents.length).toBe(45);
    expect(documents.filter((document) => /^\s*query Dashboard/m.test(String(document)))).toHaveLength(16);
    for (const document of documents) {
      const hash = documentHash(document);
      expect(manifest[`sha256:${hash}`]).toBeDefined();
      expect(createHash('sha256').update(manifest[`sha256:${hash}`]!).digest('hex')).toBe(hash);
    }
    expect(Object.keys(manifest)).toHaveLength(documents.length);
    expect(loadTrustedDocuments().size).toBe(documents.length);
  });
});

describe('the typed client against the server (trusted documents off)', () => {
  it('records, adjudicates and reads, with the error unions typed', async () => {
    const client = clientOf(ledger.yoga, recorder.token);
    const input = outcome();
    const recorded = await client.request(RecordAttemptDocument, { input });
    if (recorded.recordAttempt.__typename !== 'RecordAttemptSuccess') throw new Error(`not recorded: ${recorded.recordAttempt.__typename}`);
    expect(recorded.recordAttempt.replayed).toBe(false);
    const attempt = recorded.recordAttempt.attempts[0]!;
    expect(attempt.outcomeId).toBe(input.outcomeId);

    const conflict = await client.request(RecordAttemptDocument, { input: { ...input, taskRef: 'another-task' } });
    expect(conflict.recordAttempt.__typename).toBe('IdempotencyConflictError');
    if (conflict.recordAttempt.__typename === 'IdempotencyConflictError')
      expect(conflict.recordAttempt.existingDigest).toMatch(/^[0-9a-f]{64}$/);

    const batch = await client.request(RecordAttemptsDocument, { inputs: [outcome(), outcome({ taskRef: 'not a reference!' })] });
    if (batch.recordAttempts.__typename !== 'RecordAttemptsSuccess') throw new Error(batch.recordAttempts.__typename);
    expect(batch.recordAttempts.recordedCount).toBe(1);
    const bad = batch.recordAttempts.results[1]!.result;
    expect(bad.__typename).toBe('ValidationError');
    if (bad.__typename === 'ValidationError') expect(bad.issues.map((issue) => issue.path)).toContain('inputs.1.taskRef');

    const judged = await clientOf(ledger.yoga, adjudicator.token).request(AppendAdjudicationDocument, {
      input: {
        attemptId: attempt.id,
        idempotencyKey: 'client-1',
        kind: 'VERIFICATION_RECORDED',
        verification: { mode: 'HUMAN_REVIEW', result: 'PASSED', verifierRef: 'reviewer-1' },
      },
    });
    if (judged.appendAdjudication.__typename !== 'AppendAdjudicationSuccess') throw new Error(judged.appendAdjudication.__typename);
    expect(judged.appendAdjudication.adjudication.kind).toBe('VERIFICATION_RECORDED');

    const reading = clientOf(ledger.yoga, reader.token);
    const cohorts = await reading.request(CohortsDocument, { projectId, first: 10 });
    expect(cohorts.cohorts.edges.map((edge) => edge.node.id)).toContain(attempt.cohort.id);

    const report = await reading.request(CohortReliabilityDocument, { cohortId: attempt.cohort.id, minSamples: 1 });
    if (report.reliability?.__typename !== 'ReliabilityReport') throw new Error(String(report.reliability?.__typename));
    expect(report.reliability.cohort.projectId).toBe(projectId);
    expect(report.reliability.evidenceDigest).toMatch(/^[0-9a-f]{64}$/);

    const overview = await reading.request(ReliabilityOverviewDocument, { projectId, minSamples: 1 });
    if (overview.reliabilityOverview.__typename !== 'ReliabilityOverviewConnection')
      throw new Error(overview.reliabilityOverview.__typename);
    expect(overview.reliabilityOverview.edges.map((edge) => edge.node.cohortId)).toContain(attempt.cohort.id);

    const explained = await reading.request(ReliabilityExplainDocument, { cohortId: attempt.cohort.id, minSamples: 1, first: 10 });
    if (explained.reliability?.__typename !== 'ReliabilityReport') throw new Error(String(explained.reliability?.__typename));
    const entries = explained.reliability.explain.edges.map((edge) => edge.node);
    expect(entries.filter((entry) => entry.inWindow)).toHaveLength(explained.reliability.sampleSize);
    expect(entries.filter((entry) => entry.independentlyVerifiedPassRate.numerator)).toHaveLength(
      report.reliability.independentlyVerifiedPassRate.numerator,
    );

    const worker = await reading.request(WorkerEvidenceDocument, { projectId, workerRef: 'worker-alpha', minSamples: 1 });
    if (worker.workerEvidence.__typename !== 'WorkerEvidenceConnection') throw new Error(worker.workerEvidence.__typename);
    expect(worker.workerEvidence.edges.map((edge) => edge.node.cohort.id)).toContain(attempt.cohort.id);

    // The task-clustered interval is typed beside the Wilson interval, and null where the value is.
    const pass = report.reliability.independentlyVerifiedPassRate;
    expect(pass.clusteredLowerBound === null).toBe(pass.value === null);
    expect(pass.clusteredUpperBound === null).toBe(pass.value === null);

    const compared = await reading.request(CohortComparisonDocument, { a: attempt.cohort.id, b: attempt.cohort.id, minSamples: 1 });
    if (compared.cohortComparison.__typename !== 'CohortComparison') throw new Error(compared.cohortComparison.__typename);
    expect(compared.cohortComparison.independentlyVerifiedPassRate.difference).toBe(pass.value === null ? null : 0);
    expect(compared.cohortComparison.a.state).toBe(report.reliability.state);
    expect(compared.cohortComparison.b.evidenceDigest).toBe(compared.cohortComparison.a.evidenceDigest);
    const unknown = await reading.request(CohortComparisonDocument, { a: attempt.cohort.id, b: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.cohortComparison.__typename).toBe('NotFoundError');

    const invalid = await reading.request(CohortReliabilityDocument, { cohortId: attempt.cohort.id, minSamples: -1 });
    expect(invalid.reliability?.__typename).toBe('ValidationError');
  });

  it('sends the document text when asked, and reports HTTP errors as LedgerRequestError', async () => {
    const cohorts = await clientOf(ledger.yoga, reader.token, 'document').request(CohortsDocument, { projectId });
    expect(cohorts.cohorts.edges.length).toBeGreaterThan(0);
    const refused = await clientOf(ledger.yoga, 'crl_unknown')
      .request(CohortsDocument, { projectId })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LedgerRequestError);
    expect((refused as LedgerRequestError).status).toBe(401);
    expect((refused as LedgerRequestError).codes).toEqual(['UNAUTHENTICATED']);
  });
});

/**
 * A raw request: its documents are plain strings (outside the manifest, or sent by hash only), and the answer is
 * read only for what the tests check of it.
 */
async function post(yoga: LedgerYoga, token: string, body: unknown) {
  const response = await yoga.fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { cohorts?: { edges: unknown[] }; __typename?: string };
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe('TRUSTED_DOCUMENTS=all', () => {
  let strict: LedgerYoga;
  beforeAll(() => {
    strict = createLedgerYoga({ db: ledger.db, logErrors: false, trustedDocuments: 'all' });
  });

  it('refuses a document that is not sent by hash, with 403 and nothing executed', async () => {
    const input = outcome();
    const arbitrary = await post(strict, recorder.token, {
      query: 'mutation($i: RecordAttemptInput!) { recordAttempt(input: $i) { __typename } }',
      variables: { i: input },
    });
    expect(arbitrary.status).toBe(403);
    expect(arbitrary.body.data).toBeUndefined();
    expect(arbitrary.body.errors?.map((error) => error.extensions?.code)).toEqual(['TRUSTED_DOCUMENTS_ONLY']);
    expect(await attemptsOf(input.outcomeId)).toBe(0);
    // The manifest's own text is refused too: trusted documents are accepted by hash only.
    const asText = await clientOf(strict, recorder.token, 'document')
      .request(RecordAttemptDocument, { input })
      .catch((error: unknown) => error);
    expect((asText as LedgerRequestError).status).toBe(403);
    expect(await attemptsOf(input.outcomeId)).toBe(0);
  });

  it('refuses an unknown hash, and still authenticates first', async () => {
    const unknown = await post(strict, reader.token, { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.map((error) => error.extensions?.code)).toEqual(['TRUSTED_DOCUMENT_NOT_FOUND']);
    const anonymous = await strict.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('runs the manifest documents by hash', async () => {
    const input = outcome();
    const recorded = await clientOf(strict, recorder.token).request(RecordAttemptDocument, { input });
    expect(recorded.recordAttempt.__typename).toBe('RecordAttemptSuccess');
    expect(await attemptsOf(input.outcomeId)).toBe(1);
    const cohorts = await clientOf(strict, reader.token).request(CohortsDocument, { projectId });
    expect(cohorts.cohorts.edges.length).toBeGreaterThan(0);
  });
});

describe('TRUSTED_DOCUMENTS=flagged', () => {
  it('holds only tokens created with --trusted-only to the manifest', async () => {
    const flaggedYoga = createLedgerYoga({ db: ledger.db, logErrors: false, trustedDocuments: 'flagged' });
    const flagged = await issueToken(ledger.db.pool, {
      actorRef: 'engine-1',
      roles: ['reader'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test-suite',
      trustedDocumentsOnly: true,
    });
    const query = { query: '{ cohorts(first: 1) { edges { node { id } } } }' };
    const refused = await post(flaggedYoga, flagged.token, query);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.map((error) => error.extensions?.code)).toEqual(['TRUSTED_DOCUMENTS_ONLY']);
    const byHash = await clientOf(flaggedYoga, flagged.token).request(CohortsDocument, { projectId });
    expect(byHash.cohorts.edges.length).toBeGreaterThan(0);
    const other = await post(flaggedYoga, reader.token, query);
    expect(other.status).toBe(200);
    expect(other.body.data?.cohorts?.edges.length).toBe(1);
    // With the mode off, the flag changes nothing.
    expect((await post(ledger.yoga, flagged.token, query)).status).toBe(200);
  });
});

describe('the configuration of trusted documents', () => {
  it('validates TRUSTED_DOCUMENTS and wires it and the manifest into the app', async () => {
    expect(() => loadConfig({ TRUSTED_DOCUMENTS: 'sometimes' })).toThrow(/TRUSTED_DOCUMENTS/);
    expect(loadConfig({}).TRUSTED_DOCUMENTS).toBe('off');
    const strict = ledgerYogaFor(loadConfig({ DATABASE_URL: ledger.ownerUrl, TRUSTED_DOCUMENTS: 'all', LOG_LEVEL: 'silent' }), ledger.db);
    expect((await post(strict, reader.token, { query: '{ __typename }' })).status).toBe(403);

    // A manifest of its own: only its documents run.
    const folder = mkdtempSync(path.join(tmpdir(), 'crl-manifest-'));
    try {
      const document = 'query OnlyThis { __typename }';
      const hash = createHash('sha256').update(document).digest('hex');
      const manifest = path.join(folder, 'manifest.json');
      writeFileSync(manifest, JSON.stringify({ [`sha256:${hash}`]: document }));
      const own = ledgerYogaFor(
        loadConfig({ DATABASE_URL: ledger.ownerUrl, TRUSTED_DOCUMENTS: 'all', TRUSTED_DOCUMENTS_MANIFEST: manifest, LOG_LEVEL: 'silent' }),
        ledger.db,
      );
      const ran = await post(own, reader.token, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
      expect(ran).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
      const clientDocument = await clientOf(own, reader.token)
        .request(CohortsDocument, { projectId })
        .catch((error: unknown) => error);
      expect((clientDocument as LedgerRequestError).codes).toEqual(['TRUSTED_DOCUMENT_NOT_FOUND']);
      writeFileSync(manifest, JSON.stringify({ 'md5:abc': document }));
      expect(() => ledgerYogaFor(loadConfig({ DATABASE_URL: ledger.ownerUrl, TRUSTED_DOCUMENTS_MANIFEST: manifest }), ledger.db)).toThrow(
        /sha256/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
