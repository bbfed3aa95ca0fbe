// Report attestations (docs/tamper-evidence.md, "Report attestations"): a reliability
// report signed with the served key states exactly what the report answered and the
// latest checkpoint; forged ones (another key, an altered payload, another payload
// type) are refused by the library and by `npm run verify -- --attestation`; the
// attestation is reachable only through a report the caller may read, and is null on a
// server without a signing key.
import { execFile } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTESTATION_TYPE, RECEIPT_TYPE, signEnvelope, type AttestationStatement, type DsseEnvelope } from '../../src/domain/signing.js';
import { generateSigner } from '../../src/modules/transparency/keys.js';
import { verifyAttestation } from '../../src/modules/transparency/verify.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { createLedgerYoga } from '../../src/http/yoga.js';
import { rfcLeafHash, verifyInclusion } from '../helpers/rfc9162.js';
import { ROOT } from '../helpers/server-process.js';
import { leafIndexOf, logFixture, sequenceAll, type LogFixture } from '../helpers/transparency.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { CLI } from '../helpers/compiled.js';
import { type AttestationReportQuery, expectTypename, graphql } from '../helpers/graphql.js';

const run = promisify(execFile);
let ledger: TestLedger;
let fixture: LogFixture;
let cohortId: string;
let dir: string;

const REPORT = graphql(`
  query AttestationReport($id: ID!, $asOf: DateTime) {
    reliability(cohortId: $id, minSamples: 1, asOf: $asOf) {
      __typename
      ... on ReliabilityReport {
        cohortId asOf settledThrough final state minSamples sampleSize evidenceDigest evidenceRowCount window { lastDays lastAttempts }
        attestation { issuedAt keyId envelope checkpoint { treeSize rootHash issuedAt keyId } }
      }
    }
  }
`);
const SERVED = graphql(`
  query AttestationServedKey { transparencyKey { keyId publicKeyPem } checkpoint { treeSize rootHash issuedAt keyId } }
`);
const INCLUSION = graphql(`
  query AttestationInclusion($table: LedgerTable!, $key: String!, $size: Int) {
    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }
  }
`);
const CREATE_CHECKPOINT = graphql(`
  mutation AttestationCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } } }
`);

beforeAll(async () => {
  ledger = await createTestLedger();
  fixture = await logFixture(ledger, 3);
  const { rows } = await ledger.owner.query<{ cohort_id: string }>('SELECT cohort_id FROM attempt WHERE id = $1', [
    fixture.attempts[0]!.ledgerId,
  ]);
  cohortId = rows[0]!.cohort_id;
  dir = mkdtempSync(path.join(tmpdir(), 'crl-attestation-'));
});
afterAll(async () => {
  await ledger?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const decode = (envelope: { payload: string }) =>
  JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as AttestationStatement;
const encode = (statement: unknown) => Buffer.from(JSON.stringify(statement)).toString('base64');

async function attestedReport(token: string, asOf?: string) {
  const { data, errors } = await ledger.gql(token, REPORT, { id: cohortId, asOf });
  expect(errors).toBeUndefined();
  const report = expectTypename(data.reliability, 'ReliabilityReport');
  return { ...report, attestation: report.attestation! };
}

describe('report attestations', () => {
  it('verify with the served key and state the report exactly as it answered, with the latest checkpoint', async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [fixture.projectId] });
    const report = await attestedReport(reader.token);
    expect(report.final).toBe(true);
    expect(report.sampleSize).toBe(3);
    const served = (await ledger.gql(reader.token, SERVED, {})).data;
    const servedKey = served.transparencyKey!;
    const envelope = JSON.parse(report.attestation.envelope) as DsseEnvelope;
    expect(envelope.payloadType).toBe(ATTESTATION_TYPE);
    expect(envelope.signatures[0]?.keyid).toBe(servedKey.keyId);
    expect(report.attestation.keyId).toBe(servedKey.keyId);
    const checked = verifyAttestation(envelope, [createPublicKey(servedKey.publicKeyPem)]);
    expect(checked.ok).toBe(true);
    const statement = checked.ok ? checked.statement : {};
    expect(statement).toEqual({
      origin: 'crl-ledger/transparency/v1',
      cohortId,
      window: { lastDays: report.window.lastDays },
      asOf: report.asOf,
      settledThrough: report.settledThrough,
      final: report.final,
      state: report.state,
      minSamples: report.minSamples,
      sampleSize: report.sampleSize,
      evidenceDigest: report.evidenceDigest,
      evidenceRowCount: report.evidenceRowCount,
      checkpoint: served.checkpoint,
      issuedAt: report.attestation.issuedAt,
    });
    expect(report.attestation.checkpoint).toEqual(served.checkpoint);
    expect(report.cohortId).toBeTruthy();

    // What a verifier does next: every evidence row is in the attested tree.
    const { treeSize, rootHash } = statement.checkpoint as { treeSize: number; rootHash: string };
    for (const [table, key] of [
      ...fixture.attempts.map((a) => ['ATTEMPT', a.ledgerId] as const),
      ...fixture.adjudications.map((id) => ['ADJUDICATION', id] as const),
    ]) {
      const proof = (await ledger.gql(reader.token, INCLUSION, { table, key, size: treeSize })).data.inclusionProof!;
      expect(proof.checkpoint.rootHash).toBe(rootHash);
      expect(verifyInclusion(proof.leafIndex, proof.treeSize, rfcLeafHash(proof.leafData), proof.auditPath, rootHash)).toBe(true);
    }
  });

  it('are refused when forged: another key, final flipped, evidenceDigest changed, another payload type', async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [fixture.projectId] });
    const envelope = JSON.parse((await attestedReport(reader.token)).attestation.envelope) as DsseEnvelope;
    const keys = [ledger.signer.publicKey];
    const statement = decode(envelope);
    expect(verifyAttestation(envelope, keys)).toMatchObject({ ok: true });
    expect(verifyAttestation(envelope, [generateSigner().publicKey])).toEqual({ ok: false, reason: 'no valid signature by a trusted key' });
    expect(verifyAttestation({ ...envelope, payload: encode({ ...statement, final: !statement.final }) }, keys)).toMatchObject({
      ok: false,
    });
    expect(verifyAttestation({ ...envelope, payload: encode({ ...statement, evidenceDigest: '0'.repeat(64) }) }, keys)).toMatchObject({
      ok: false,
    });
    expect(verifyAttestation({ ...envelope, payloadType: RECEIPT_TYPE }, keys)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/payload type/),
    });
    // Signed by the right key, but as a receipt: a signature never crosses types.
    expect(verifyAttestation(signEnvelope(ledger.signer.privateKey, RECEIPT_TYPE, statement), keys)).toMatchObject({ ok: false });
    // Resigned by another key under the right type: refused unless that key is trusted.
    const other = generateSigner();
    const resigned = signEnvelope(other.privateKey, ATTESTATION_TYPE, { ...statement, final: !statement.final });
    expect(verifyAttestation(resigned, keys)).toMatchObject({ ok: false });
  });

  it('are null on a server without a signing key, the report unchanged', async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [fixture.projectId] });
    const unsigned = createLedgerYoga({ db: ledger.db, graphiql: false });
    const response = await unsigned.fetch('http://ledger.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ query: String(REPORT), variables: { id: cohortId } }),
    });
    const body = (await response.json()) as { data: AttestationReportQuery; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    const signed = await attestedReport(reader.token, expectTypename(body.data.reliability, 'ReliabilityReport').asOf);
    expect(body.data.reliability).toEqual({ ...signed, attestation: null });
  });

  it('are reachable only through a report the caller may read', async () => {
    const stranger = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    expect((await ledger.gql(stranger.token, REPORT, { id: cohortId })).data.reliability).toBeNull();
    const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    expect((await ledger.gql(recorder.token, REPORT, { id: cohortId })).data.reliability).toBeNull();
  });

  it('npm run verify -- --attestation accepts a good one and refuses a forged one', async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [fixture.projectId] });
    const envelope = JSON.parse((await attestedReport(reader.token)).attestation.envelope) as DsseEnvelope;
    const publicKey = path.join(dir, 'ledger.pub');
    writeFileSync(publicKey, ledger.signer.publicKeyPem);
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(envelope));
    const forged = path.join(dir, 'forged.json');
    writeFileSync(forged, JSON.stringify({ ...envelope, payload: encode({ ...decode(envelope), final: false }) }));
    const cli = (file: string) =>
      run(process.execPath, [CLI, 'verify', '--attestation', file, '--public-key', publicKey], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: ledger.ownerUrl, APP_DATABASE_URL: '', SIGNING_KEY_FILE: path.join(dir, 'none.pem') },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const [ok, bad] = await Promise.all([cli(good), cli(forged)]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^attestation valid: /);
    expect((JSON.parse(ok.stdout.replace('attestation valid: ', '')) as AttestationStatement).evidenceDigest).toBe(
      decode(envelope).evidenceDigest,
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/attestation NOT valid/);
  });

  it('name a checkpoint holding every evidence row when asked again for the same asOf after a checkpoint', async () => {
    const reader = await ledger.token({ roles: ['reader'], projects: [fixture.projectId] });
    const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    const admin = await ledger.token({ roles: ['admin'], allProjects: true });
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(fixture.projectId) });
    const attempt = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
    expect(attempt.cohort.ledgerId).toBe(cohortId);
    await sequenceAll(ledger, fixture.log); // a leaf now, but in no checkpoint yet
    const before = await attestedReport(reader.token);
    expect(before.final).toBe(true);
    expect(before.sampleSize).toBe(4); // the new attempt is evidence of the report
    const index = await leafIndexOf(ledger, 'attempt', attempt.ledgerId);
    const older = decode(JSON.parse(before.attestation.envelope) as DsseEnvelope);
    expect(older.checkpoint?.treeSize).toBeLessThanOrEqual(index);
    const made = expectTypename((await ledger.gql(admin.token, CREATE_CHECKPOINT, {})).data.createCheckpoint, 'CreateCheckpointSuccess')
      .checkpoint!;
    expect(made.treeSize).toBeGreaterThan(index);
    const again = await attestedReport(reader.token, before.asOf);
    const newer = decode(JSON.parse(again.attestation.envelope) as DsseEnvelope);
    expect(verifyAttestation(JSON.parse(again.attestation.envelope) as DsseEnvelope, [ledger.signer.publicKey])).toMatchObject({
      ok: true,
    });
    expect({ ...newer, checkpoint: null, issuedAt: null }).toEqual({ ...older, checkpoint: null, issuedAt: null });
    expect(newer.evidenceDigest).toBe(before.evidenceDigest);
    expect(newer.checkpoint?.treeSize).toBe(made.treeSize);
  });
});
