// Evidence bundles (docs/specification.md §14): a bundle fetched through GraphQL verifies
// offline, by the library and by `npm run verify -- --bundle` as its own process, after
// the ledger is closed; a flipped byte, a dropped row, an altered proof, an expired
// validUntil, a checkpoint inconsistent with a kept one and another key each fail with
// their own message; the report recomputed from a bundle's rows equals the API's byte for
// byte over seeded random histories; bad input is a ValidationError with nothing written,
// and rows not yet in a checkpoint a CheckpointPendingError.
import { execFile } from 'node:child_process';
import { createPublicKey, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleFoldOf,
  bundleReportOf,
  MAX_BUNDLE_ROWS,
  MAX_BUNDLE_VALIDITY_DAYS,
  type EvidenceBundleStatement,
  type LeafData,
} from '../../src/domain/bundle.js';
import { canonicalJson, digestOf } from '../../src/domain/canonical.js';
import type { AdjudicationKind, OutcomeCode, VerificationMode, VerificationResult } from '../../src/domain/enums.js';
import {
  CHECKPOINT_TYPE,
  EVIDENCE_BUNDLE_TYPE,
  keyIdOf,
  LOG_ORIGIN,
  pae,
  RECEIPT_TYPE,
  signEnvelope,
  type DsseEnvelope,
} from '../../src/domain/signing.js';
import { DAY_MS, type Window } from '../../src/domain/window.js';
import { reliabilityOfCohort } from '../../src/modules/reliability/store.js';
import { verifyBundle } from '../../src/modules/transparency/bundle-verify.js';
import { generateSigner } from '../../src/modules/transparency/keys.js';
import type { CheckpointRecord } from '../../src/modules/transparency/store.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import {
  insertAdjudication,
  insertAttempt,
  insertCohort,
  insertVerifier,
  insertWithdrawal,
  ledgerNow,
  type AttemptSpec,
} from '../helpers/reliability.js';
import { ROOT } from '../helpers/server-process.js';
import type { OpenStatement } from '../helpers/bundle-forgery.js';
import { newLog, rowCount, sequenceAll } from '../helpers/transparency.js';
import { CLI } from '../helpers/compiled.js';
import { randomEffort } from '../helpers/random-history.js';
import {
  expectTypename,
  graphql,
  type EvidenceBundlesBundleQuery,
  type EvidenceBundlesBundleQueryVariables,
  type EvidenceBundlesWorkerQueryVariables,
} from '../helpers/graphql.js';

const run = promisify(execFile);

const BUNDLE = graphql(`
  query EvidenceBundlesBundle($id: ID!, $validUntil: DateTime!, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $kept: [Int!]) {
    evidenceBundle(cohortId: $id, validUntil: $validUntil, window: $window, asOf: $asOf, minSamples: $minSamples, consistencyFrom: $kept) {
      __typename
      ... on EvidenceBundle { envelope keyId issuedAt validUntil rowCount attemptCount evidenceDigests checkpoint { treeSize rootHash issuedAt keyId envelope } }
      ... on ValidationError { message issues { path message } }
      ... on CheckpointPendingError { message code latestTreeSize }
    }
  }`);

// An effort figure's fields, spread by the report documents here (each document's text carries the definition).
graphql(`
  fragment EvidenceBundlesEffort on EffortPerVerifiedSuccess {
    measure status estimate lower upper variance total currency currencies verifiedPasses attempts unknownAttempts tasks
  }`);

const REPORT = graphql(`
  query EvidenceBundlesReport($id: ID!) {
    reliability(cohortId: $id, minSamples: 1) {
      __typename
      ... on ReliabilityReport {
        evidenceDigest sampleSize asOf passK { k estimate lower upper tasks }
        costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }
      }
    }
  }`);

const KEY = graphql(`
  query EvidenceBundlesKey { transparencyKey { publicKeyPem } }`);

const ATTEMPT_EFFORT = graphql(`
  query EvidenceBundlesAttemptEffort($id: ID!) {
    node(id: $id) { __typename ... on Attempt { ledgerId effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } } }
  }`);

/** The variables of a bundle request: validUntil defaults to a week ahead. */
type BundleVariables = Omit<EvidenceBundlesBundleQueryVariables, 'validUntil'> &
  Partial<Pick<EvidenceBundlesBundleQueryVariables, 'validUntil'>>;
/** What a bundle's checkpoint is in the answer: its envelope as JSON text. */
type CheckpointAnswer = Extract<NonNullable<EvidenceBundlesBundleQuery['evidenceBundle']>, { __typename: 'EvidenceBundle' }>['checkpoint'];

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const decode = (envelope: DsseEnvelope) => JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as EvidenceBundleStatement;
const checkpointOf = (answer: CheckpointAnswer): CheckpointRecord => ({ ...answer, envelope: JSON.parse(answer.envelope) as DsseEnvelope });

/** The effort the fixture's attempts state through the API: the second states none (unknown, never zero), the fourth a cost of 0. */
const FIXTURE_EFFORT = [
  { inputTokens: 1200, outputTokens: 300, cost: { micros: 1_250_000, currency: 'USD' }, harnessWallTimeMs: 95_000 },
  null,
  { inputTokens: 800, outputTokens: 150, cost: { micros: 2_000_000, currency: 'USD' } },
  { cost: { micros: 0, currency: 'USD' } },
];

/** A cohort written through the API: attempts (with FIXTURE_EFFORT), a rejection, a verifier's verdicts; sequenced and checkpointed. */
async function apiFixture(ledger: TestLedger, attempts = 4) {
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  const ids: string[] = [];
  let cohortId = '';
  for (let i = 0; i < attempts; i += 1) {
    const effort = FIXTURE_EFFORT[i % FIXTURE_EFFORT.length];
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId, effort ? { effort } : {}) });
    const attempt = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
    ids.push(attempt.id);
    cohortId = attempt.cohort.id;
  }
  await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
    input: { attemptId: ids[0], idempotencyKey: 'reject', kind: 'HUMAN_REJECTED' },
  });
  await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
    input: { attemptId: ids[1], idempotencyKey: 'rollback', kind: 'ROLLBACK_RECORDED' },
  });
  await insertVerifier(ledger.owner, { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null });
  const { log, checkpointFile } = newLog(ledger);
  await sequenceAll(ledger, log);
  const checkpoint = (await log.checkpoint())!;
  return { projectId, cohortId, reader, adjudicator, recorder, log, checkpointFile, checkpoint, attemptIds: ids };
}

async function fetchBundle(ledger: TestLedger, token: string, variables: BundleVariables) {
  const { data, errors } = await ledger.gql(token, BUNDLE, { validUntil: inDays(7), ...variables });
  expect(errors).toBeUndefined();
  return data.evidenceBundle;
}

const cli = (args: string[]) =>
  run(process.execPath, [CLI, 'verify', ...args], {
    cwd: ROOT,
    // Offline: no database anywhere, no signing key of its own.
    env: {
      ...process.env,
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
      APP_DATABASE_URL: '',
      SIGNING_KEY_FILE: '/nonexistent/key.pem',
      CHECKPOINT_FILE: '/nonexistent/checkpoints.jsonl',
    },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

describe('an evidence bundle fetched through GraphQL', () => {
  it('verifies offline after the ledger is closed, by the library and by npm run verify -- --bundle as a process', async () => {
    const created = await createTestLedger();
    let closed = false;
    const own = {
      ...created,
      close: async () => {
        if (!closed) await created.close();
        closed = true;
      },
    } as TestLedger;
    const dir = mkdtempSync(path.join(tmpdir(), 'crl-bundle-'));
    try {
      const fixture = await apiFixture(own);
      const bundle = expectTypename(
        await fetchBundle(own, fixture.reader.token, { id: fixture.cohortId, minSamples: 1 }),
        'EvidenceBundle',
      );
      const report = expectTypename(
        (await own.gql(fixture.reader.token, REPORT, { id: fixture.cohortId })).data.reliability,
        'ReliabilityReport',
      );
      expect(bundle.evidenceDigests).toEqual([report.evidenceDigest]);
      expect(bundle.attemptCount).toBe(4);
      // cohort, 4 attempts, 2 adjudications, 1 verifier
      expect(bundle.rowCount).toBe(8);
      expect(bundle.checkpoint.treeSize).toBe(fixture.checkpoint.treeSize);
      const key = (await own.gql(fixture.reader.token, KEY, {})).data.transparencyKey!.publicKeyPem;
      const envelope = JSON.parse(bundle.envelope) as DsseEnvelope;
      expect(envelope.payloadType).toBe(EVIDENCE_BUNDLE_TYPE);
      const statement = decode(envelope);
      expect(statement.version).toBe(2);
      expect(statement.subject).toEqual({
        kind: 'cohort',
        cohortId: statement.reports[0]!.cohortId,
        projectId: fixture.projectId,
        capabilityKey: 'code.edit.typescript',
      });
      const rejected = statement.attempts.find(
        (attempt) =>
          attempt.attemptId ===
          statement.rows
            .find((row) => row.table === 'adjudication' && (JSON.parse(row.leafData) as LeafData).row.kind === 'HUMAN_REJECTED')!
            .leafData.match(/"attempt_id":"([^"]+)"/)![1],
      )!;
      expect(rejected).toMatchObject({ humanRejected: true, humanDecision: 'REJECTED', verifiedPass: false });
      expect(statement.attempts.filter((attempt) => attempt.rolledBack)).toHaveLength(1);
      expect(statement.attempts[0]!.verifications[0]).toMatchObject({ seq: 0 });
      // Each attempt's effort as it recorded it (null where it stated none, a field null where unknown) …
      const effortOf = new Map<string, unknown>();
      for (const id of fixture.attemptIds) {
        const { data: found } = await own.gql(fixture.reader.token, ATTEMPT_EFFORT, { id });
        const attempt = expectTypename(found.node, 'Attempt');
        effortOf.set(attempt.ledgerId, attempt.effort);
      }
      expect(statement.attempts.map((attempt) => canonicalJson(attempt.effort))).toEqual(
        statement.attempts.map((attempt) => canonicalJson(effortOf.get(attempt.attemptId))),
      );
      expect(statement.attempts.map((attempt) => attempt.effort?.cost?.micros ?? null).sort()).toEqual([0, 1_250_000, 2_000_000, null]);
      // … and pass^k and the effort per verified success exactly as the API's report states them.
      for (const name of ['passK', 'costPerVerifiedSuccess', 'tokensPerVerifiedSuccess', 'timePerVerifiedSuccess'] as const)
        expect(canonicalJson(statement.reports[0]!.report[name]), name).toBe(canonicalJson(report[name]));
      expect(report.costPerVerifiedSuccess).toMatchObject({ status: 'UNKNOWN_EFFORT', unknownAttempts: 1, attempts: 4 });
      writeFileSync(path.join(dir, 'bundle.json'), JSON.stringify({ data: { evidenceBundle: bundle } }));
      writeFileSync(path.join(dir, 'ledger.pub'), key);
      writeFileSync(path.join(dir, 'kept.jsonl'), readFileSync(fixture.checkpointFile));
      const flipped = Buffer.from(envelope.payload, 'base64');
      flipped.writeUInt8(flipped.readUInt8(10) ^ 0x20, 10);
      const tampered = { ...envelope, payload: flipped.toString('base64') };
      writeFileSync(path.join(dir, 'tampered.json'), JSON.stringify(tampered));
      await own.close();

      const checked = verifyBundle(envelope, [createPublicKey(key)], { kept: [checkpointOf(bundle.checkpoint)] });
      expect(checked).toMatchObject({ ok: true, rows: 8, attempts: 4, treeSize: fixture.checkpoint.treeSize, keptChecked: 1 });
      const [good, bad] = await Promise.all([
        cli([
          '--bundle',
          path.join(dir, 'bundle.json'),
          '--public-key',
          path.join(dir, 'ledger.pub'),
          '--checkpoints',
          path.join(dir, 'kept.jsonl'),
        ]),
        cli(['--bundle', path.join(dir, 'tampered.json'), '--public-key', path.join(dir, 'ledger.pub')]),
      ]);
      expect(good.stdout).toMatch(/^bundle valid: 8 rows proven in the checkpoint of size \d+, consistent with 1 kept checkpoint/);
      expect(good.stdout).toContain(report.evidenceDigest);
      expect(good.code).toBe(0);
      expect(bad.stdout).toMatch(/^bundle NOT valid: signature: no valid signature by a trusted key/);
      expect(bad.code).toBe(1);
    } finally {
      await own.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a bundle that is not what the ledger signed', () => {
  let ledger: TestLedger;
  let fixture: Awaited<ReturnType<typeof apiFixture>>;
  let envelope: DsseEnvelope;
  let statement: EvidenceBundleStatement;
  let first: CheckpointRecord;
  let keys: ReturnType<typeof createPublicKey>[];
  beforeAll(async () => {
    ledger = await createTestLedger();
    // A first checkpoint, then more rows and a second one: the bundle's is the second.
    const early = await apiFixture(ledger, 2);
    first = early.checkpoint;
    fixture = await apiFixture(ledger, 4);
    const bundle = expectTypename(
      await fetchBundle(ledger, fixture.reader.token, { id: fixture.cohortId, minSamples: 1, kept: [first.treeSize] }),
      'EvidenceBundle',
    );
    envelope = JSON.parse(bundle.envelope) as DsseEnvelope;
    statement = decode(envelope);
    keys = [ledger.signer.publicKey];
  });
  afterAll(() => ledger?.close());

  /** The statement changed and signed again with the ledger's own key: only the checks after the signature can catch it. */
  const resigned = (change: (copy: EvidenceBundleStatement) => void) => {
    const copy = structuredClone(statement);
    change(copy);
    return signEnvelope(ledger.signer.privateKey, EVIDENCE_BUNDLE_TYPE, copy);
  };
  const reasonOf = (result: ReturnType<typeof verifyBundle>) => (result.ok ? 'ok' : result.reason);

  it('verifies as served, consistent with the earlier kept checkpoint', () => {
    expect(statement.checkpoint.treeSize).toBeGreaterThan(first.treeSize);
    expect(statement.consistency.map((item) => item.treeSize)).toEqual([first.treeSize]);
    expect(reasonOf(verifyBundle(envelope, keys, { kept: [first, fixture.checkpoint] }))).toBe('ok');
  });

  it('a flipped byte of the payload breaks the signature', () => {
    const bytes = Buffer.from(envelope.payload, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length >> 1) ^ 0x01, bytes.length >> 1);
    expect(reasonOf(verifyBundle({ ...envelope, payload: bytes.toString('base64') }, keys))).toBe(
      'signature: no valid signature by a trusted key',
    );
  });

  it('a signature by another key, or the right signature checked against another key, fails', () => {
    const other = generateSigner();
    expect(reasonOf(verifyBundle(signEnvelope(other.privateKey, EVIDENCE_BUNDLE_TYPE, statement), keys))).toBe(
      'signature: no valid signature by a trusted key',
    );
    expect(reasonOf(verifyBundle(envelope, [other.publicKey]))).toBe('signature: no valid signature by a trusted key');
    expect(reasonOf(verifyBundle(signEnvelope(ledger.signer.privateKey, RECEIPT_TYPE, statement), keys))).toBe(
      `signature: payload type is not ${EVIDENCE_BUNDLE_TYPE}`,
    );
  });

  it('a dropped row: the report recomputed from the rows is not the one stated', () => {
    const rejection = statement.rows.findIndex(
      (row) => row.table === 'adjudication' && (JSON.parse(row.leafData) as LeafData).row.kind === 'HUMAN_REJECTED',
    );
    expect(rejection).toBeGreaterThanOrEqual(0);
    expect(
      reasonOf(
        verifyBundle(
          resigned((copy) => copy.rows.splice(rejection, 1)),
          keys,
        ),
      ),
    ).toBe("the report recomputed from the bundle's rows is not the report it states");
    const attempt = statement.rows.findIndex((row) => row.table === 'attempt');
    expect(
      reasonOf(
        verifyBundle(
          resigned((copy) => copy.rows.splice(attempt, 1)),
          keys,
        ),
      ),
    ).toMatch(/^the bundle's rows: an adjudication of attempt |^the report recomputed/);
  });

  it('an altered proof, or an altered leaf, does not lead to the checkpoint root', () => {
    const at = statement.rows.findIndex((row) => row.table === 'attempt' && row.auditPath.length > 0);
    const row = statement.rows[at]!;
    const altered = resigned(
      (copy) => (copy.rows[at]!.auditPath[0] = copy.rows[at]!.auditPath[0]!.replace(/^./, (c) => (c === '0' ? '1' : '0'))),
    );
    expect(reasonOf(verifyBundle(altered, keys))).toBe(
      `the inclusion proof of attempt ${row.key} (leaf ${row.leafIndex}) does not lead to the root of the checkpoint of size ${statement.checkpoint.treeSize}`,
    );
    const leaf = resigned(
      (copy) => (copy.rows[at]!.leafData = copy.rows[at]!.leafData.replace('"human_override":false', '"human_override":true')),
    );
    expect(reasonOf(verifyBundle(leaf, keys))).toMatch(/^the inclusion proof of attempt /);
    const moved = resigned((copy) => (copy.rows[at]!.leafIndex += 1));
    // a leaf index moved onto its neighbour's, or past it, leaves the rows out of log order (§14 step 1)
    expect(reasonOf(verifyBundle(moved, keys))).toMatch(
      /^the inclusion proof of attempt |^payload: rows\[\d+\] is not in order \(leafIndex \d+ after \d+\)$/,
    );
  });

  it('rows out of log order, or consistency proofs out of size order, are refused at step 1 (payload)', () => {
    const swapped = resigned((copy) => ([copy.rows[0], copy.rows[1]] = [copy.rows[1]!, copy.rows[0]!]));
    expect(reasonOf(verifyBundle(swapped, keys))).toBe(
      `payload: rows[1] is not in order (leafIndex ${statement.rows[0]!.leafIndex} after ${statement.rows[1]!.leafIndex})`,
    );
    const twice = resigned((copy) => copy.consistency.push(copy.consistency[0]!));
    expect(reasonOf(verifyBundle(twice, keys))).toBe(
      `payload: consistency[1] is not in order (treeSize ${statement.consistency[0]!.treeSize} after ${statement.consistency[0]!.treeSize})`,
    );
  });

  it('an instant in another ISO form, or a hash that is not 64 lowercase hex digits, is refused at step 1 (payload)', () => {
    const instant = resigned((copy) => (copy.attempts[0]!.recordedAt = copy.attempts[0]!.recordedAt.replace('Z', '+00:00')));
    expect(reasonOf(verifyBundle(instant, keys))).toMatch(
      /^payload: attempts\[0\]\.recordedAt is not what §14 lists \(an ISO instant YYYY-MM-DDTHH:MM:SS\.sssZ\)$/,
    );
    const asOf = resigned((copy) => (copy.query.asOf = copy.query.asOf.replace(/\.\d{3}Z$/, 'Z')));
    expect(reasonOf(verifyBundle(asOf, keys))).toMatch(/^payload: query\.asOf is not what §14 lists/);
    const digest = resigned((copy) => (copy.reports[0]!.report.evidenceDigest = copy.reports[0]!.report.evidenceDigest.toUpperCase()));
    expect(reasonOf(verifyBundle(digest, keys))).toMatch(
      /^payload: reports\[0\]\.report\.evidenceDigest is not what §14 lists \(64 lowercase hex digits\)$/,
    );
  });

  it('a changed attempt entry is not what the rows give', () => {
    expect(
      reasonOf(
        verifyBundle(
          resigned((copy) => (copy.attempts[0]!.workerRef = 'someone-else')),
          keys,
        ),
      ),
    ).toBe("the attempts recomputed from the bundle's rows are not the ones it states");
  });

  it('a member §14 does not list, at the top or at any depth, is refused at step 1 (payload)', async () => {
    const extra = (change: (copy: OpenStatement) => void) =>
      reasonOf(
        verifyBundle(
          resigned((copy) => change(copy as OpenStatement)),
          keys,
        ),
      );
    expect(extra((copy) => (copy.note = 'signed, but not §14'))).toBe('payload: the payload has a member §14 does not list: note');
    const nested: [string, (copy: OpenStatement) => void][] = [
      ['subject', (copy) => (copy.subject.label = 'x')],
      ['query', (copy) => (copy.query.filter = null)],
      ['checkpoint', (copy) => (copy.checkpoint.extra = 1)],
      ['checkpoint.envelope', (copy) => (copy.checkpoint.envelope.comment = 'x')],
      ['checkpoint.envelope.signatures[0]', (copy) => (copy.checkpoint.envelope.signatures[0]!.cert = 'x')],
      ['rows[0]', (copy) => (copy.rows[0]!.note = 'x')],
      ['attempts[0]', (copy) => (copy.attempts[0]!.note = 'x')],
      ['attempts[0].verifications[0]', (copy) => (copy.attempts[0]!.verifications[0]!.note = 'x')],
      ['reports[0]', (copy) => (copy.reports[0]!.note = 'x')],
      ['reports[0].report', (copy) => (copy.reports[0]!.report.note = 'x')],
      ['reports[0].report.rates', (copy) => (copy.reports[0]!.report.rates.note = 'x')],
      ['reports[0].report.rates.overrideRate', (copy) => (copy.reports[0]!.report.rates.overrideRate.note = 'x')],
      ['reports[0].report.evidenceFreshness', (copy) => (copy.reports[0]!.report.evidenceFreshness.note = 'x')],
      ['reports[0].report.criticalFailures', (copy) => (copy.reports[0]!.report.criticalFailures.note = 'x')],
      [
        'reports[0].report.verificationsNotCountedIndependent',
        (copy) => (copy.reports[0]!.report.verificationsNotCountedIndependent.note = 0),
      ],
    ];
    for (const [path, change] of nested)
      expect(extra(change), path).toBe(
        `payload: ${path} has a member §14 does not list: ${path === 'query' ? 'filter' : path.startsWith('subject') ? 'label' : path === 'checkpoint' ? 'extra' : path === 'checkpoint.envelope' ? 'comment' : path.endsWith('signatures[0]') ? 'cert' : 'note'}`,
      );
    // A window, whose two forms are a union: the member is refused, naming where.
    expect(extra((copy) => (copy.query.window.lastHours = 1))).toBe('payload: query.window has a member §14 does not list: lastHours');
    expect(extra((copy) => (copy.reports[0]!.report.window.lastHours = 1))).toBe(
      'payload: reports[0].report.window has a member §14 does not list: lastHours',
    );
    // A member of the wrong kind is named too (a string where §14 lists a number, on purpose).
    expect(extra((copy) => (copy.rows[0]!.leafIndex = '0' as unknown as number))).toMatch(
      /^payload: rows\[0\]\.leafIndex is not what §14 lists \(/,
    );
    // The same refusal from npm run verify -- --bundle, as its own process.
    const dir = mkdtempSync(path.join(tmpdir(), 'crl-bundle-'));
    try {
      writeFileSync(
        path.join(dir, 'extra.json'),
        JSON.stringify(resigned((copy) => ((copy as OpenStatement).reports[0]!.report.rates.overrideRate.note = 'x'))),
      );
      writeFileSync(path.join(dir, 'ledger.pub'), ledger.signer.publicKey.export({ type: 'spki', format: 'pem' }));
      const refused = await cli(['--bundle', path.join(dir, 'extra.json'), '--public-key', path.join(dir, 'ledger.pub')]);
      expect(refused.stdout.trim()).toBe(
        'bundle NOT valid: payload: reports[0].report.rates.overrideRate has a member §14 does not list: note',
      );
      expect(refused.code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a payload that is not RFC 8785 canonical JSON is refused at step 1 (payload), though signed', () => {
    const text = Buffer.from(envelope.payload, 'base64').toString('utf8');
    const signedBytes = (payload: string): DsseEnvelope => {
      const bytes = Buffer.from(payload, 'utf8');
      const sig = sign(null, pae(EVIDENCE_BUNDLE_TYPE, bytes), ledger.signer.privateKey);
      return {
        payloadType: EVIDENCE_BUNDLE_TYPE,
        payload: bytes.toString('base64'),
        signatures: [{ keyid: keyIdOf(ledger.signer.privateKey), sig: sig.toString('base64') }],
      };
    };
    // The same bytes signed this way verify: only the encoding differs below.
    expect(reasonOf(verifyBundle(signedBytes(text), keys))).toBe('ok');
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    const encodings: [string, string][] = [
      ['whitespace', JSON.stringify(JSON.parse(text), null, 1)],
      ['a trailing newline', `${text}\n`],
      ['member order', JSON.stringify(reversed(JSON.parse(text)))],
      ['number form', text.replace('"attemptNumber":1,', '"attemptNumber":1.0,')],
      ['exponent', text.replace(/"version":(\d)}$/, '"version":$1e0}')],
      ['string escape', text.replace('"origin":', '"\\u006frigin":')],
      [
        'a duplicated member',
        text.replace('{"attempts":', `{"version":${(JSON.parse(text) as EvidenceBundleStatement).version},"attempts":`),
      ],
    ];
    for (const [form, payload] of encodings) {
      expect(payload, form).not.toBe(text);
      expect(JSON.parse(payload), form).toEqual(JSON.parse(text));
      expect(reasonOf(verifyBundle(signedBytes(payload), keys)), form).toMatch(/^payload: not RFC 8785 canonical JSON \(byte \d+ is /);
    }
  });

  it('an expired validUntil fails', () => {
    const after = new Date(Date.parse(statement.validUntil) + 1);
    expect(reasonOf(verifyBundle(envelope, keys, { now: after }))).toBe(
      `the bundle expired: validUntil ${statement.validUntil} has passed`,
    );
    expect(reasonOf(verifyBundle(envelope, keys, { now: new Date(Date.parse(statement.validUntil)) }))).toBe('ok');
  });

  it("a kept checkpoint the bundle's is not consistent with fails, as does one it holds no proof for", () => {
    // A fork: the same size as the kept one, another root, signed by the same key.
    const forkStatement = { origin: LOG_ORIGIN, treeSize: first.treeSize, rootHash: 'ab'.repeat(32), issuedAt: first.issuedAt };
    const fork: CheckpointRecord = {
      ...first,
      rootHash: forkStatement.rootHash,
      envelope: signEnvelope(ledger.signer.privateKey, CHECKPOINT_TYPE, forkStatement),
    };
    expect(reasonOf(verifyBundle(envelope, keys, { kept: [fork] }))).toBe(
      `the bundle's checkpoint (tree size ${statement.checkpoint.treeSize}) is not consistent with the kept checkpoint of size ${first.treeSize}`,
    );
    const sameSize: CheckpointRecord = {
      ...fixture.checkpoint,
      rootHash: fork.rootHash,
      envelope: signEnvelope(ledger.signer.privateKey, CHECKPOINT_TYPE, {
        ...forkStatement,
        treeSize: fixture.checkpoint.treeSize,
        issuedAt: fixture.checkpoint.issuedAt,
      }),
    };
    expect(reasonOf(verifyBundle(envelope, keys, { kept: [sameSize] }))).toMatch(/another root at the same size$/);
    const withoutProof = decode(envelope);
    expect(
      reasonOf(
        verifyBundle(
          resigned((copy) => (copy.consistency = [])),
          keys,
          { kept: [first] },
        ),
      ),
    ).toBe(
      `the bundle has no consistency proof for the kept checkpoint of size ${first.treeSize} (ask for the bundle with consistencyFrom: [${first.treeSize}])`,
    );
    expect(withoutProof.consistency).toHaveLength(1);
    const forged: CheckpointRecord = {
      ...first,
      envelope: signEnvelope(generateSigner().privateKey, CHECKPOINT_TYPE, {
        origin: LOG_ORIGIN,
        treeSize: first.treeSize,
        rootHash: first.rootHash,
        issuedAt: first.issuedAt,
      }),
    };
    expect(reasonOf(verifyBundle(envelope, keys, { kept: [forged] }))).toBe(
      `the kept checkpoint of size ${first.treeSize} is not valid: no valid signature by a trusted key`,
    );
  });

  it('a bundle checkpoint not signed by the key fails', () => {
    const other = generateSigner();
    const changed = resigned(
      (copy) =>
        (copy.checkpoint.envelope = signEnvelope(
          other.privateKey,
          CHECKPOINT_TYPE,
          decode(copy.checkpoint.envelope as Parameters<typeof decode>[0]),
        )),
    );
    expect(reasonOf(verifyBundle(changed, keys))).toBe(
      `the bundle's checkpoint (tree size ${statement.checkpoint.treeSize}): no valid signature by a trusted key`,
    );
  });

  it('bad input is a ValidationError and writes nothing', async () => {
    const before = {
      rows: await rowCount(ledger),
      checkpoints: (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_checkpoint')).rows[0]!.n,
    };
    const cases: [Partial<BundleVariables>, string, RegExp][] = [
      [{ validUntil: new Date(Date.now() - 1000).toISOString() }, 'validUntil', /not in the future/],
      [{ validUntil: inDays(MAX_BUNDLE_VALIDITY_DAYS + 1) }, 'validUntil', new RegExp(`more than ${MAX_BUNDLE_VALIDITY_DAYS} days`)],
      [{ kept: Array.from({ length: 17 }, (_, i) => i + 1) }, 'consistencyFrom', /at most 16/],
      [{ kept: [0] }, 'consistencyFrom.0', /1/],
      [{ kept: [first.treeSize + 1] }, 'consistencyFrom.0', /no checkpoint of size/],
      [{ asOf: inDays(1) }, 'asOf', /after the ledger's clock/],
      [{ window: { lastDays: 0 } }, 'window.lastDays', /./],
      [{ minSamples: -1 }, 'minSamples', /./],
    ];
    for (const [variables, field, message] of cases) {
      const answer = await fetchBundle(ledger, fixture.reader.token, { id: fixture.cohortId, ...variables });
      expect(answer?.__typename, field).toBe('ValidationError');
      const { issues } = expectTypename(answer, 'ValidationError');
      expect(issues[0]?.path, JSON.stringify(issues)).toBe(field);
      expect(issues[0]?.message).toMatch(message);
    }
    const after = {
      rows: await rowCount(ledger),
      checkpoints: (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_checkpoint')).rows[0]!.n,
    };
    expect(after).toEqual(before);
  });

  it(`a report that follows from more than ${MAX_BUNDLE_ROWS} rows is refused, naming the window`, async () => {
    const projectId = newProjectId();
    const cohortId = await insertCohort(ledger.owner, { projectId, capabilityKey: 'bundle.large', model: 'acme-coder-2' });
    // MAX_BUNDLE_ROWS attempts in one statement: with the cohort row, one more than a bundle holds.
    await ledger.owner.query(
      `INSERT INTO attempt (id, cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref, agent_run_ref, worker_ref,
          outcome_code, stop_reason_code, attempt_number, started_at, finished_at, verification_mode, verification_result, acceptance_criteria_total,
          acceptance_criteria_met, validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
          rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
       SELECT id, $1, $2, 'bundle.large', id, 1, 'outcome-' || n, 'task-1', 'run-1', 'worker-alpha', 'SUCCEEDED', 'COMPLETED', 1,
              now() - interval '2 hours', now() - interval '1 hour', 'NONE', 'NOT_RUN', 1, 1, 1, 1, 0, false, false, false, 'NORMAL', '{}', '{}',
              repeat('a', 64), encode(sha256(id::text::bytea), 'hex'), 'harness-1'
         FROM (SELECT gen_random_uuid() AS id, n FROM generate_series(1, $3::int) AS n) AS g`,
      [cohortId, projectId, MAX_BUNDLE_ROWS],
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const answer = expectTypename(await fetchBundle(ledger, reader.token, { id: cohortId }), 'ValidationError');
    expect(answer.issues[0]).toEqual({
      path: 'window',
      message: `the report follows from ${MAX_BUNDLE_ROWS + 1} rows, more than the ${MAX_BUNDLE_ROWS} of one bundle: ask a shorter window`,
    });
    const smaller = await fetchBundle(ledger, reader.token, { id: cohortId, window: { lastAttempts: 10 } });
    expect(smaller?.__typename).toBe('CheckpointPendingError');
  });

  it('rows not in the latest checkpoint yet are a CheckpointPendingError; after the next checkpoint the bundle is served', async () => {
    await ledger.gql(fixture.recorder.token, RECORD_ATTEMPT, { input: outcomeInput(fixture.projectId) });
    await sequenceAll(ledger, fixture.log);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const pending = await fetchBundle(ledger, fixture.reader.token, { id: fixture.cohortId, minSamples: 1 });
    expect(pending).toMatchObject({
      __typename: 'CheckpointPendingError',
      code: 'CHECKPOINT_PENDING',
      latestTreeSize: statement.checkpoint.treeSize,
    });
    expect(expectTypename(pending, 'CheckpointPendingError').message).toMatch(
      /^attempt [0-9a-f-]{36} is not in the latest checkpoint \(tree size \d+\) yet: ask again after the next checkpoint$/,
    );
    await fixture.log.checkpoint();
    const served = expectTypename(
      await fetchBundle(ledger, fixture.reader.token, { id: fixture.cohortId, minSamples: 1 }),
      'EvidenceBundle',
    );
    expect(served.attemptCount).toBe(5);
    expect(verifyBundle(JSON.parse(served.envelope) as DsseEnvelope, keys).ok).toBe(true);
  });

  it("another project's cohort, or a token without the reader role, gets null", async () => {
    const stranger = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    expect(await fetchBundle(ledger, stranger.token, { id: fixture.cohortId })).toBeNull();
    expect(await fetchBundle(ledger, fixture.recorder.token, { id: fixture.cohortId })).toBeNull();
    expect(await fetchBundle(ledger, fixture.reader.token, { id: randomUUID() })).toBeNull();
  });
});

describe('the worker form', () => {
  const WORKER_BUNDLE = graphql(`
    query EvidenceBundlesWorker($p: String!, $w: String!, $c: String!, $v: DateTime!, $m: Int) {
      workerEvidenceBundle(projectId: $p, workerRef: $w, capabilityKey: $c, validUntil: $v, minSamples: $m) {
        __typename
        ... on EvidenceBundle { envelope rowCount attemptCount evidenceDigests }
        ... on ValidationError { issues { path message } }
      }
    }`);
  const WORKER_EVIDENCE = graphql(`
    query EvidenceBundlesWorkerEvidence($p: String!, $a: DateTime) {
      workerEvidence(projectId: $p, workerRef: "worker-alpha", capabilityKey: "code.edit.typescript", minSamples: 1, asOf: $a) {
        __typename
        ... on WorkerEvidenceConnection { edges { node { cohort { ledgerId } report { sampleSize evidenceDigest state } } } }
      }
    }`);
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await createTestLedger();
  });
  afterAll(() => ledger?.close());

  it("bundles each cohort's report restricted to the worker, as workerEvidence answers it, and verifies offline", async () => {
    const projectId = newProjectId();
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    for (const [workerRef, model] of [
      ['worker-alpha', 'acme-coder-2'],
      ['worker-alpha', 'acme-coder-3'],
      ['worker-beta', 'acme-coder-2'],
      ['worker-alpha', 'acme-coder-2'],
    ] as const)
      await ledger.gql(recorder.token, RECORD_ATTEMPT, {
        input: outcomeInput(projectId, { workerRef, runtime: { provider: 'acme', model, runtimeVersion: '2026.11' } }),
      });
    const { log } = newLog(ledger);
    await sequenceAll(ledger, log);
    await log.checkpoint();
    const { data, errors } = await ledger.gql(reader.token, WORKER_BUNDLE, {
      p: projectId,
      w: 'worker-alpha',
      c: 'code.edit.typescript',
      v: inDays(30),
      m: 1,
    });
    expect(errors).toBeUndefined();
    const bundle = expectTypename(data.workerEvidenceBundle, 'EvidenceBundle');
    // two cohorts (two models), the worker's three attempts; worker-beta's attempt is not in it
    expect(bundle.attemptCount).toBe(3);
    expect(bundle.rowCount).toBe(5);
    const envelope = JSON.parse(bundle.envelope) as DsseEnvelope;
    const checked = verifyBundle(envelope, [ledger.signer.publicKey]);
    expect(checked.ok ? 'ok' : checked.reason).toBe('ok');
    const statement = decode(envelope);
    expect(statement.subject).toEqual({ kind: 'worker', projectId, workerRef: 'worker-alpha', capabilityKey: 'code.edit.typescript' });
    expect(statement.attempts.every((attempt) => attempt.workerRef === 'worker-alpha')).toBe(true);
    const answered = await ledger.gql(reader.token, WORKER_EVIDENCE, { p: projectId, a: statement.query.asOf });
    const { edges } = expectTypename(answered.data.workerEvidence, 'WorkerEvidenceConnection');
    expect(statement.reports.map((entry) => entry.cohortId)).toEqual(edges.map((edge) => edge.node.cohort.ledgerId));
    expect(statement.reports.map((entry) => [entry.report.sampleSize, entry.report.evidenceDigest, entry.report.state])).toEqual(
      edges.map((edge) => [edge.node.report.sampleSize, edge.node.report.evidenceDigest, edge.node.report.state]),
    );
    expect(bundle.evidenceDigests).toEqual(edges.map((edge) => edge.node.report.evidenceDigest));
    // Another worker's attempt slipped in and signed: rows that are not of the worker's evidence are refused.
    const other = await ledger.gql(reader.token, WORKER_BUNDLE, {
      p: projectId,
      w: 'worker-beta',
      c: 'code.edit.typescript',
      v: inDays(30),
      m: 1,
    });
    const beta = decode(JSON.parse(expectTypename(other.data.workerEvidenceBundle, 'EvidenceBundle').envelope) as DsseEnvelope);
    const mixed = structuredClone(statement);
    mixed.rows.push(...beta.rows.filter((row) => row.table === 'attempt'));
    mixed.rows.sort((a, b) => a.leafIndex - b.leafIndex);
    const verdict = verifyBundle(signEnvelope(ledger.signer.privateKey, EVIDENCE_BUNDLE_TYPE, mixed), [ledger.signer.publicKey]);
    expect(verdict.ok ? 'ok' : verdict.reason).toMatch(
      /^the bundle's rows: cohort [0-9a-f-]{36}: the bundle holds rows that are not of the worker's evidence$/,
    );
  });

  it('another project, no reader role or bad input: null or a ValidationError', async () => {
    const projectId = newProjectId();
    const stranger = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    for (const token of [stranger.token, recorder.token]) {
      const { data } = await ledger.gql(token, WORKER_BUNDLE, { p: projectId, w: 'worker-alpha', c: 'code.edit.typescript', v: inDays(1) });
      expect(data.workerEvidenceBundle).toBeNull();
    }
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const cases: [Partial<EvidenceBundlesWorkerQueryVariables>, string][] = [
      [{ w: 'not a ref!' }, 'workerRef'],
      [{ c: '' }, 'capabilityKey'],
      [{ p: 'nope' }, 'projectId'],
      [{ v: inDays(91) }, 'validUntil'],
    ];
    for (const [variables, field] of cases) {
      const { data } = await ledger.gql(reader.token, WORKER_BUNDLE, {
        p: projectId,
        w: 'worker-alpha',
        c: 'code.edit.typescript',
        v: inDays(1),
        ...variables,
      });
      expect(data.workerEvidenceBundle?.__typename, field).toBe('ValidationError');
      expect(expectTypename(data.workerEvidenceBundle, 'ValidationError').issues[0]?.path).toBe(field);
    }
  });
});

describe('the report recomputed from a bundle', () => {
  const RECOMPUTED_REPORT = graphql(`
    query EvidenceBundlesRecomputedReport($id: ID!, $w: WindowInput, $a: DateTime, $m: Int) {
      reliability(cohortId: $id, window: $w, asOf: $a, minSamples: $m) {
        __typename
        ... on ReliabilityReport {
          ...ReliabilityReportFields
          costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }
        }
      }
    }`);
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await createTestLedger();
  });
  afterAll(() => ledger?.close());

  const MODEL = 'acme-coder-2';
  const verification = fc.constantFrom<[VerificationMode, VerificationResult, string | null, string | null]>(
    ['NONE', 'NOT_RUN', null, null],
    ['SELF_REPORTED', 'PASSED', 'worker-alpha', null],
    ['DETERMINISTIC_CHECK', 'PASSED', 'ci-runner', null],
    ['DETERMINISTIC_CHECK', 'FAILED', 'ci-runner', null],
    ['DETERMINISTIC_CHECK', 'PASSED', 'worker-alpha', null],
    ['DETERMINISTIC_CHECK', 'PASSED', 'unregistered-check', null],
  );
  const agentVerdict = fc.constantFrom<[VerificationMode, VerificationResult, string | null, string | null]>(
    ['INDEPENDENT_AGENT', 'PASSED', 'reviewer-bot', 'other-model'],
    ['INDEPENDENT_AGENT', 'FAILED', 'reviewer-bot', 'other-model'],
    ['INDEPENDENT_AGENT', 'PASSED', 'reviewer-bot', MODEL],
  );
  const KINDS: AdjudicationKind[] = [
    'VERIFICATION_RECORDED',
    'HUMAN_ACCEPTED',
    'HUMAN_REJECTED',
    'REWORK_REQUESTED',
    'ROLLBACK_RECORDED',
    'OVERRIDE_RECORDED',
    'CRITICAL_FAILURE_RECORDED',
    'DRIFT_DETECTED',
    'DRIFT_RESOLVED',
  ];
  const history = fc.record({
    attempts: fc.array(
      fc.record({
        task: fc.integer({ min: 0, max: 3 }),
        days: fc.integer({ min: 0, max: 9 }),
        minutes: fc.integer({ min: 1, max: 600 }),
        outcomeCode: fc.constantFrom<OutcomeCode>('SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY'),
        attemptNumber: fc.integer({ min: 1, max: 3 }),
        verification,
        humanOverride: fc.boolean(),
        humanRejected: fc.boolean(),
        rolledBack: fc.boolean(),
        critical: fc.boolean(),
        adjudications: fc.array(fc.record({ kind: fc.constantFrom(...KINDS), verdict: fc.oneof(verification, agentVerdict) }), {
          maxLength: 3,
        }),
        effort: randomEffort(),
      }),
      { minLength: 1, maxLength: 14 },
    ),
    registered: fc.subarray(['ci-runner', 'reviewer-bot']),
    withdrawn: fc.boolean(),
    window: fc.oneof(
      fc.integer({ min: 1, max: 10 }).map((lastDays): Window => ({ lastDays })),
      fc.integer({ min: 1, max: 10 }).map((lastAttempts): Window => ({ lastAttempts })),
    ),
    minSamples: fc.integer({ min: 1, max: 6 }),
  });

  it("equals the API's report byte for byte (canonical JSON) over 14 seeded random histories", async () => {
    const histories = fc.sample(history, { seed: 20261201, numRuns: 14 });
    const cases: { cohortId: string; window: Window; minSamples: number }[] = [];
    for (const [n, spec] of histories.entries()) {
      const projectId = randomUUID();
      if (spec.registered.includes('ci-runner'))
        await insertVerifier(ledger.owner, { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null });
      if (spec.registered.includes('reviewer-bot'))
        await insertVerifier(ledger.owner, { projectId, verifierRef: 'reviewer-bot', kind: 'INDEPENDENT_AGENT', model: 'other-model' });
      const cohortId = await insertCohort(ledger.owner, { projectId, capabilityKey: `bundle.c${n}`, model: MODEL });
      const now = (await ledgerNow(ledger)).getTime();
      for (const [index, attempt] of spec.attempts.entries()) {
        const id = randomUUID();
        const [verificationMode, verificationResult, verifierRef, verifierModel] = attempt.verification;
        const row: AttemptSpec = {
          id,
          cohortId,
          projectId,
          capabilityKey: `bundle.c${n}`,
          outcomeId: `outcome-${index}`,
          taskRef: `task-${attempt.task}`,
          attemptNumber: attempt.attemptNumber,
          outcomeCode: attempt.outcomeCode,
          stopReasonCode: attempt.outcomeCode === 'BLOCKED_BY_POLICY' ? 'POLICY_BLOCKED' : 'COMPLETED',
          workerRef: 'worker-alpha',
          recordedBy: 'harness-1',
          verificationMode,
          verificationResult,
          verifierRef,
          verifierModel,
          humanOverride: attempt.humanOverride,
          humanRejected: attempt.humanRejected,
          rolledBack: attempt.rolledBack,
          severity: attempt.critical ? 'CRITICAL' : 'NORMAL',
          finishedAt: now - attempt.days * DAY_MS - attempt.minutes * 60_000,
          contentDigest: digestOf({ attempt: id }),
          ...(attempt.effort ? { effort: attempt.effort } : {}),
        };
        await insertAttempt(ledger.owner, row);
        for (const [position, adjudication] of attempt.adjudications.entries()) {
          const verdict = adjudication.kind === 'VERIFICATION_RECORDED' ? adjudication.verdict : [null, null, null, null];
          // An independent verdict comes from its verifier's own credential, never the worker's.
          const ownCredential = verdict[0] === 'DETERMINISTIC_CHECK' || verdict[0] === 'INDEPENDENT_AGENT';
          if (ownCredential && verdict[2] === 'worker-alpha') continue;
          await insertAdjudication(ledger.owner, {
            attemptId: id,
            kind: adjudication.kind,
            actorRef: ownCredential ? verdict[2]! : 'reviewer-kim',
            verificationMode: verdict[0] as VerificationMode | null,
            verificationResult: verdict[1] as VerificationResult | null,
            verifierRef: verdict[2],
            verifierModel: verdict[3],
            contentDigest: digestOf({ adjudication: id, position }),
          });
        }
      }
      if (spec.withdrawn && spec.registered.includes('ci-runner'))
        await insertWithdrawal(ledger.owner, { projectId, verifierRef: 'ci-runner', verdictsFrom: null, verdictsUntil: null });
      cases.push({ cohortId, window: spec.window, minSamples: spec.minSamples });
    }
    const { log } = newLog(ledger);
    await sequenceAll(ledger, log);
    await log.checkpoint();
    const reader = await ledger.token({ roles: ['reader'], allProjects: true });
    let attempts = 0;
    for (const { cohortId, window, minSamples } of cases) {
      const bundle = expectTypename(await fetchBundle(ledger, reader.token, { id: cohortId, window, minSamples }), 'EvidenceBundle');
      const envelope = JSON.parse(bundle.envelope) as DsseEnvelope;
      const checked = verifyBundle(envelope, [ledger.signer.publicKey]);
      expect(checked.ok ? 'ok' : checked.reason).toBe('ok');
      const statement = decode(envelope);
      const asOf = new Date(statement.query.asOf);
      // Recomputed from the bundle's rows alone, with the one fold …
      const {
        reports: [recomputed],
      } = bundleFoldOf(
        statement.rows.map((row) => JSON.parse(row.leafData) as LeafData),
        statement.subject,
        { window: statement.query.window, asOf: asOf.getTime(), minSamples: statement.query.minSamples },
      );
      // … it is the report the API's own loader computes, byte for byte,
      const api = await reliabilityOfCohort(ledger.db.pool, cohortId, { window, asOf, minSamples }, undefined);
      expect(canonicalJson(recomputed!.report)).toBe(canonicalJson(bundleReportOf(api!)));
      // … and the report GraphQL answers for that instant.
      const { data } = await ledger.gql(reader.token, RECOMPUTED_REPORT, {
        id: cohortId,
        w: window,
        a: statement.query.asOf,
        m: minSamples,
      });
      const reliability = expectTypename(data.reliability, 'ReliabilityReport');
      expect(reliability.evidenceDigest).toBe(recomputed!.report.evidenceDigest);
      expect(reliability.evidenceRowCount).toBe(recomputed!.report.evidenceRowCount);
      expect(reliability.state).toBe(recomputed!.report.state);
      expect(reliability.sampleSize).toBe(recomputed!.report.sampleSize);
      expect(reliability.independentlyVerifiedPassRate.numerator).toBe(recomputed!.report.rates.independentlyVerifiedPassRate.numerator);
      expect(reliability.verificationsNotCountedIndependent).toEqual(recomputed!.report.verificationsNotCountedIndependent);
      for (const name of ['passK', 'costPerVerifiedSuccess', 'tokensPerVerifiedSuccess', 'timePerVerifiedSuccess'] as const)
        expect(canonicalJson(reliability[name]), name).toBe(canonicalJson(recomputed!.report[name]));
      attempts += statement.attempts.length;
    }
    expect(attempts).toBeGreaterThan(cases.length);
  }, 120_000);
});

describe('the bundle verifier', () => {
  it('imports nothing of the database or the server', () => {
    const seen = new Set<string>();
    const forbidden: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
        const target = match[1]!;
        if (target.startsWith('.')) walk(path.resolve(path.dirname(file), target.replace(/\.js$/, '.ts')));
        else if (!target.startsWith('node:') && !['canonicalize', 'zod'].includes(target))
          forbidden.push(`${path.relative(ROOT, file)} imports ${target}`);
      }
      if (/\/src\/(db|modules\/(?!transparency\/(bundle-verify|checkpoints)\.ts))/.test(file) && !file.endsWith('bundle-verify.ts'))
        forbidden.push(path.relative(ROOT, file));
    };
    walk(path.join(ROOT, 'src/modules/transparency/bundle-verify.ts'));
    expect(forbidden).toEqual([]);
    expect([...seen].map((file) => path.relative(ROOT, file)).sort()).toContain('src/domain/reliability.ts');
  });
});
