// Witnessed checkpoints (docs/tamper-evidence.md, "Witnesses"): a witness cosigns a ledger's
// checkpoints only along one consistent history; two databases signing with one key (a split
// view) get the second history refused by the witness and by a bundle verifier with a witness
// policy; the ledger stores only valid cosignatures of registered witnesses and serves them
// with its checkpoints and bundles.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceBundleStatement } from '../../src/domain/bundle.js';
import { COSIGNATURE_ED25519, formatVkey, parseVkey, splitNote } from '../../src/domain/note.js';
import { EVIDENCE_BUNDLE_TYPE, signEnvelope, type DsseEnvelope } from '../../src/domain/signing.js';
import { verifyBundle } from '../../src/modules/transparency/bundle-verify.js';
import { graphqlLedger, witnessRound, type WitnessedLedger } from '../../src/modules/transparency/witness.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { settledAsOf } from '../helpers/reliability.js';
import { expectTypename, graphql, type WitnessesAddCosignatureMutation } from '../helpers/graphql.js';

const CHECKPOINT = graphql(`
  mutation WitnessesCreateCheckpoint {
    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash note cosignatures } } }
  }
`);
const KEY = graphql(`
  query WitnessesTransparencyKey { transparencyKey { noteVkey } }
`);
const REGISTER = graphql(`
  mutation WitnessesRegister($vkey: String!) {
    registerWitness(vkey: $vkey) { __typename ... on Witness { name vkey } ... on Error { message } }
  }
`);
const COSIGN = graphql(`
  mutation WitnessesAddCosignature($size: Int!, $line: String!) {
    addCosignature(treeSize: $size, cosignature: $line) { __typename ... on Cosignature { witness line } ... on Error { message } }
  }
`);
const BUNDLE = graphql(`
  query WitnessesEvidenceBundle($id: ID!, $validUntil: DateTime!, $asOf: DateTime) {
    evidenceBundle(cohortId: $id, validUntil: $validUntil, asOf: $asOf, minSamples: 1) {
      __typename ... on EvidenceBundle { envelope } ... on Error { message }
    }
  }
`);
const SERVED_CHECKPOINT = graphql(`
  query WitnessesServedCheckpoint { checkpoint { treeSize note cosignatures } }
`);

let a: TestLedger;
let b: TestLedger;
const dir = mkdtempSync(path.join(tmpdir(), 'crl-witness-'));
const witnessKey = generateKeyPairSync('ed25519').privateKey;
const witness = { name: 'witness.example.org/w1', privateKey: witnessKey };
const witnessVkey = formatVkey(witness.name, COSIGNATURE_ED25519, witnessKey);
const tokens = new Map<TestLedger, { admin: string; recorder: string; reader: string; projectId: string }>();

async function setUp(ledger: TestLedger) {
  const projectId = newProjectId();
  const admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  tokens.set(ledger, { admin: admin.token, recorder: recorder.token, reader: reader.token, projectId });
  const registered = await ledger.gql(admin.token, REGISTER, { vkey: witnessVkey });
  expect(registered.data.registerWitness).toEqual({ __typename: 'Witness', name: witness.name, vkey: witnessVkey });
}

async function grow(ledger: TestLedger, attempts: number, overrides: Record<string, unknown> = {}): Promise<string> {
  const { recorder, projectId } = tokens.get(ledger)!;
  let cohortId = '';
  for (let i = 0; i < attempts; i++) {
    const recorded = await ledger.gql(recorder, RECORD_ATTEMPT, { input: outcomeInput(projectId, overrides) });
    cohortId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.cohort.ledgerId;
  }
  await settledAsOf(ledger);
  return cohortId;
}

/** The message of a cosignature the ledger refused (the test fails here when it stored it). */
const refusal = (answer: { data: WitnessesAddCosignatureMutation }) =>
  expectTypename(answer.data.addCosignature, 'ValidationError').message;

async function checkpoint(ledger: TestLedger) {
  const answer = await ledger.gql(tokens.get(ledger)!.admin, CHECKPOINT, {});
  return expectTypename(answer.data.createCheckpoint, 'CreateCheckpointSuccess').checkpoint!;
}

/** The ledger through its GraphQL API, as `npm run witness` reads it. */
const apiOf = (ledger: TestLedger): WitnessedLedger =>
  graphqlLedger('http://ledger.test/graphql', tokens.get(ledger)!.reader, (async (url, init) =>
    ledger.yoga.fetch(new URL(String(url)), init ?? {})) as typeof fetch);

beforeAll(async () => {
  a = await createTestLedger();
  b = await createTestLedger({ signer: a.signer }); // one key, two histories
  await setUp(a);
  await setUp(b);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('a witness', () => {
  it('cosigns a genuine extension, refuses the second history of a split view, and the ledger serves what it cosigned', async () => {
    const state = path.join(dir, 'state.json');
    const log = parseVkey((await a.gql(tokens.get(a)!.reader, KEY, {})).data.transparencyKey!.noteVkey);

    await grow(a, 2);
    const first = await checkpoint(a);
    const round1 = await witnessRound(apiOf(a), log, witness, state);
    expect(round1).toMatchObject({ kind: 'cosigned', previous: null, checkpoint: { treeSize: first.treeSize, rootHash: first.rootHash } });
    expect(await witnessRound(apiOf(a), log, witness, state)).toMatchObject({ kind: 'unchanged' });

    await grow(a, 2);
    const second = await checkpoint(a);
    const round2 = await witnessRound(apiOf(a), log, witness, state);
    expect(round2).toMatchObject({ kind: 'cosigned', previous: { treeSize: first.treeSize }, checkpoint: { treeSize: second.treeSize } });
    // The ledger stored the cosignature and serves it inside its checkpoint note.
    const served = (await a.gql(tokens.get(a)!.reader, SERVED_CHECKPOINT, {})).data.checkpoint!;
    const line = 'line' in round2 ? round2.line : undefined;
    expect(served.cosignatures).toEqual([line]);
    expect(splitNote(served.note!)!.signatures.map((signature) => signature.line)).toContain(line);

    // The other database, signed with the same key: another history of the same log.
    await grow(b, 5, { taskRef: 'task-elsewhere' });
    await checkpoint(b);
    const saved = readFileSync(state, 'utf8');
    const refused = await witnessRound(apiOf(b), log, witness, state);
    expect(refused.kind).toBe('refused');
    expect('reason' in refused ? refused.reason : undefined).toMatch(/split view|did not see|rollback/);
    expect(readFileSync(state, 'utf8')).toBe(saved); // nothing cosigned, nothing forgotten
    expect((await b.gql(tokens.get(b)!.reader, SERVED_CHECKPOINT, {})).data.checkpoint!.cosignatures).toEqual([]);
  });

  it("the ledger refuses cosignatures that are not a registered witness's valid cosignature of its own checkpoint", async () => {
    const cp = await checkpoint(b);
    const { reader, admin } = tokens.get(b)!;
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const { cosign } = await import('../../src/domain/note.js');
    const { checkpointNoteText } = await import('../../src/domain/note.js');
    const text = checkpointNoteText({ treeSize: cp.treeSize, rootHash: cp.rootHash, keyId: b.signer.keyId });
    const now = Math.floor(Date.now() / 1000);
    const ask = (line: string, size = cp.treeSize) => b.gql(reader, COSIGN, { size, line });
    expect((await ask('not a line')).data.addCosignature.__typename).toBe('ValidationError');
    expect(refusal(await ask(cosign(text, 'witness.example.org/other', stranger, now)))).toMatch(/no witness named/);
    expect(refusal(await ask(cosign(text, witness.name, stranger, now)))).toMatch(/not a valid cosignature/);
    expect(refusal(await ask(cosign(text.replace(String(cp.treeSize), String(cp.treeSize - 1)), witness.name, witnessKey, now)))).toMatch(
      /not a valid cosignature/,
    );
    expect(refusal(await ask(cosign(text, witness.name, witnessKey, now), cp.treeSize + 1000))).toMatch(/no checkpoint/);
    expect(await b.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_cosignature').then((r) => r.rows[0]!.n)).toBe(0);
    // A valid one is stored once; the witness sending another is answered the stored line.
    const line = cosign(text, witness.name, witnessKey, now);
    expect((await ask(line)).data.addCosignature).toEqual({ __typename: 'Cosignature', witness: witness.name, line });
    expect(expectTypename((await ask(cosign(text, witness.name, witnessKey, now + 5))).data.addCosignature, 'Cosignature').line).toBe(line);
    // Registering: admins of every project only; a cosigner key only; one key per name.
    expect((await b.gql(reader, REGISTER, { vkey: witnessVkey })).data.registerWitness.__typename).toBe('ForbiddenError');
    const projectAdmin = (await b.token({ roles: ['admin'], projects: [tokens.get(b)!.projectId] })).token;
    expect((await b.gql(projectAdmin, REGISTER, { vkey: witnessVkey })).data.registerWitness.__typename).toBe('ForbiddenError');
    const noteKey = formatVkey('witness.example.org/w2', 0x01, stranger);
    const refusedKey = async (vkey: string) =>
      expectTypename((await b.gql(admin, REGISTER, { vkey })).data.registerWitness, 'ValidationError').message;
    expect(await refusedKey(noteKey)).toMatch(/cosigner key/);
    expect(await refusedKey(formatVkey(witness.name, COSIGNATURE_ED25519, stranger))).toMatch(/another key/);
    await expect(b.owner.query('DELETE FROM transparency_cosignature')).rejects.toThrow(/append-only/);
  });
});

describe('a bundle verifier with a witness policy', () => {
  it("accepts a bundle of the witnessed history and refuses one of the split view, even carrying the other history's cosignatures", async () => {
    const policy = { keys: [parseVkey(witnessVkey)], required: 1 };
    const validUntil = new Date(Date.now() + 86_400_000).toISOString();
    // A: a bundle on a checkpoint the witness cosigned.
    const cohortA = await grow(a, 1);
    await checkpoint(a);
    const state = path.join(dir, 'state.json');
    const log = parseVkey((await a.gql(tokens.get(a)!.reader, KEY, {})).data.transparencyKey!.noteVkey);
    expect((await witnessRound(apiOf(a), log, witness, state)).kind).toBe('cosigned');
    const bundleA = expectTypename(
      (await a.gql(tokens.get(a)!.reader, BUNDLE, { id: cohortA, validUntil })).data.evidenceBundle,
      'EvidenceBundle',
    );
    const envelopeA = JSON.parse(bundleA.envelope) as DsseEnvelope;
    const statementA = JSON.parse(Buffer.from(envelopeA.payload, 'base64').toString('utf8')) as EvidenceBundleStatement;
    expect(statementA.cosignatures).toHaveLength(1);
    expect(statementA.rulesVersion).toBe(1);
    const okA = verifyBundle(envelopeA, [a.signer.publicKey], { witnesses: policy });
    expect(okA).toMatchObject({ ok: true, witnessed: [`${witness.name}+${witnessVkey.split('+')[1]}`] });
    // Without a policy the same bundle verifies as before.
    expect(verifyBundle(envelopeA, [a.signer.publicKey]).ok).toBe(true);

    // B: a bundle of the other history, signed with the same key.
    const cohortB = await grow(b, 1, { taskRef: 'task-elsewhere' });
    await checkpoint(b);
    const bundleB = expectTypename(
      (await b.gql(tokens.get(b)!.reader, BUNDLE, { id: cohortB, validUntil })).data.evidenceBundle,
      'EvidenceBundle',
    );
    const envelopeB = JSON.parse(bundleB.envelope) as DsseEnvelope;
    expect(verifyBundle(envelopeB, [a.signer.publicKey]).ok).toBe(true); // the key alone cannot tell
    const refusedB = verifyBundle(envelopeB, [a.signer.publicKey], { witnesses: policy });
    expect(refusedB).toMatchObject({ ok: false });
    expect('reason' in refusedB ? refusedB.reason : undefined).toMatch(/cosigned by 0 of the trusted witnesses, the policy needs 1/);
    // The operator, holding the key, copies A's cosignatures into B's bundle: they do not sign B's tree.
    const statementB = JSON.parse(Buffer.from(envelopeB.payload, 'base64').toString('utf8')) as EvidenceBundleStatement;
    const forged = signEnvelope(a.signer.privateKey, EVIDENCE_BUNDLE_TYPE, { ...statementB, cosignatures: statementA.cosignatures });
    const refusedForged = verifyBundle(forged, [a.signer.publicKey], { witnesses: policy });
    expect('reason' in refusedForged ? refusedForged.reason : undefined).toMatch(/cosigned by 0/);
  });
});
