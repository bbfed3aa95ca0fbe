// `npm run witness` as an operator runs it (docs/tamper-evidence.md, "Witnesses"): the
// compiled command against real server processes. Two servers on two databases sign with
// one key (a split view). The witness cosigns the first history, keeps its state file,
// refuses a rollback and the split view with exit 1 and its reason, and leaves the state
// as it was; the ledger serves the cosignature with its checkpoint. `npm run verify` with
// a witness policy then accepts the witnessed history and refuses the other one, from the
// database, from an export and from a worker bundle (the whole GraphQL response), and holds
// the checkpoints a client saved (--checkpoints) to it: cosigned by the lines saved with them.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteOriginOf, splitNote } from '../../src/domain/note.js';
import type { WitnessState } from '../../src/modules/transparency/witness.js';
import type { TypedDocumentString } from '../generated/graphql.js';
import { expectTypename, graphql } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { settledAsOf } from '../helpers/reliability.js';
import { CLI, compiledEntry, ROOT } from '../helpers/compiled.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const run = promisify(execFile);
const WITNESS = compiledEntry('src/witness.ts');
/** Each command is a process of its own on a shared machine. */
const TIMEOUT = 240_000;
const WITNESS_NAME = 'witness.example.org/w1';

const TRANSPARENCY_KEY = graphql(`
  query WitnessProcessKey { transparencyKey { noteVkey } }
`);
const CREATE_CHECKPOINT = graphql(`
  mutation WitnessProcessCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash } } } }
`);
const REGISTER_WITNESS = graphql(`
  mutation WitnessProcessRegisterWitness($v: String!) { registerWitness(vkey: $v) { __typename ... on Witness { name } } }
`);
const CHECKPOINT = graphql(`
  query WitnessProcessCheckpoint { checkpoint { treeSize note cosignatures } }
`);
const WORKER_BUNDLE = graphql(`
  query WitnessProcessWorkerBundle($p: String!, $v: DateTime!) {
    workerEvidenceBundle(projectId: $p, workerRef: "worker-alpha", capabilityKey: "code.edit.typescript", validUntil: $v, minSamples: 1) {
      __typename ... on EvidenceBundle { envelope } } }
`);
/** A checkpoint as a query built at run time selects it: the note and the cosignatures only where asked for. */
interface CheckpointAnswer {
  checkpoint: {
    treeSize: number;
    rootHash: string;
    issuedAt: string;
    keyId: string;
    envelope: string;
    note?: string;
    cosignatures?: string[];
  };
}

interface Side {
  ledger: TestLedger;
  server: ServerProcess;
  admin: string;
  recorder: string;
  reader: string;
  projectId: string;
  checkpointFile: string;
}

let dir: string;
let keyFile: string;
let publicKeyFile: string;
let a: Side;
let b: Side;
let logVkey: string;
let witnessVkey: string;

/** Sends `document` (typed: its variables checked and its data typed; or text) to a side's server process; an answer with errors throws. */
async function ask<TResult, TVariables>(
  side: Side,
  token: string,
  document: TypedDocumentString<TResult, TVariables> | string,
  variables: NoInfer<TVariables>,
): Promise<{ data: TResult; text: string }> {
  const response = await fetch(side.server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: String(document), variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data: TResult; errors?: unknown[] };
  if (body.errors) throw new Error(text);
  return { data: body.data, text };
}

async function side(ledger: TestLedger, name: string): Promise<Side> {
  const projectId = newProjectId();
  const admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  const checkpointFile = path.join(dir, `${name}-checkpoints.jsonl`);
  // Sequencing and checkpoints only when asked (createCheckpoint), so every size is known.
  const server = await startServerProcess({
    DATABASE_URL: ledger.ownerUrl,
    SIGNING_KEY_FILE: keyFile,
    CHECKPOINT_FILE: checkpointFile,
    SEQUENCE_INTERVAL_MS: '0',
    CHECKPOINT_INTERVAL_MS: '86400000',
  });
  return { ledger, server, admin: admin.token, recorder: recorder.token, reader: reader.token, projectId, checkpointFile };
}

/** Records attempts and signs a checkpoint covering them, through the server process. */
async function grow(s: Side, attempts: number): Promise<{ treeSize: number; rootHash: string }> {
  for (let i = 0; i < attempts; i += 1) await s.ledger.gql(s.recorder, RECORD_ATTEMPT, { input: outcomeInput(s.projectId) });
  await settledAsOf(s.ledger);
  const { data } = await ask(s, s.admin, CREATE_CHECKPOINT, {});
  return expectTypename(data.createCheckpoint, 'CreateCheckpointSuccess').checkpoint!;
}

function command(file: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, [file, ...args], { cwd: ROOT, env: { ...process.env, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

const witnessKeyFile = () => path.join(dir, 'witness', 'witness.pem');
const stateFile = () => path.join(dir, 'witness', 'state.json');
const witness = (s: Side) =>
  command(
    WITNESS,
    ['--ledger', s.server.url, '--log-key', logVkey, '--name', WITNESS_NAME, '--key', witnessKeyFile(), '--state', stateFile()],
    { LEDGER_TOKEN: s.reader },
  );
const verify = (s: Side, args: string[]) =>
  command(CLI, ['verify', ...args], {
    DATABASE_URL: s.ledger.ownerUrl,
    APP_DATABASE_URL: '',
    SIGNING_KEY_FILE: keyFile,
    CHECKPOINT_FILE: s.checkpointFile,
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'crl-witness-process-'));
  const first = await createTestLedger();
  const second = await createTestLedger({ signer: first.signer }); // one key, two histories
  keyFile = path.join(dir, 'signing-key.pem');
  writeFileSync(keyFile, first.signer.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  publicKeyFile = path.join(dir, 'public.pem');
  writeFileSync(publicKeyFile, first.signer.publicKeyPem);
  a = await side(first, 'a');
  b = await side(second, 'b');
}, TIMEOUT);
afterAll(async () => {
  await a?.server.stop();
  await b?.server.stop();
  await a?.ledger.close();
  await b?.ledger.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run witness', () => {
  it(
    'cosigns one history, keeps its state, refuses a rollback and a split view, and the ledger serves the cosignature',
    async () => {
      logVkey = (await ask(a, a.reader, TRANSPARENCY_KEY, {})).data.transparencyKey!.noteVkey;
      expect(logVkey.startsWith(`${noteOriginOf(a.ledger.signer.keyId)}+`)).toBe(true);

      // The key is created on first use, readable by its owner only; the vkey is registered with ledger A.
      const printed = await command(WITNESS, ['--print-vkey', '--name', WITNESS_NAME, '--key', witnessKeyFile()]);
      expect(printed.code, printed.stderr).toBe(0);
      witnessVkey = printed.stdout.trim();
      expect(witnessVkey).toMatch(new RegExp(`^${WITNESS_NAME.replace(/\./g, '\\.')}\\+[0-9a-f]{8}\\+[A-Za-z0-9+/]+=*$`));
      expect(statSync(witnessKeyFile()).mode & 0o777).toBe(0o600);
      const registered = await ask(a, a.admin, REGISTER_WITNESS, { v: witnessVkey });
      expect(registered.data.registerWitness).toEqual({ __typename: 'Witness', name: WITNESS_NAME });

      // First round: the first checkpoint this witness sees.
      const first = await grow(a, 2);
      const round1 = await witness(a);
      expect(round1.code, round1.stderr).toBe(0);
      expect(round1.stdout).toContain(`cosigned size ${first.treeSize}, root ${first.rootHash} (the first checkpoint this witness saw)`);
      const state1 = JSON.parse(readFileSync(stateFile(), 'utf8'));
      expect(state1).toMatchObject({ origin: noteOriginOf(a.ledger.signer.keyId), treeSize: first.treeSize, rootHash: first.rootHash });
      expect(statSync(stateFile()).mode & 0o777).toBe(0o600);
      const again = await witness(a);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(`already cosigned: size ${first.treeSize}`);

      // Second round: a consistent extension, cosigned and served by the ledger.
      const second = await grow(a, 2);
      const round2 = await witness(a);
      expect(round2.code, round2.stderr).toBe(0);
      expect(round2.stdout).toContain(
        `cosigned size ${second.treeSize}, root ${second.rootHash} (consistent with size ${first.treeSize} cosigned before)`,
      );
      const line = round2.stdout.trim().split('\n').at(-1)!;
      expect(line.startsWith(`— ${WITNESS_NAME} `)).toBe(true);
      const served = (await ask(a, a.reader, CHECKPOINT, {})).data.checkpoint!;
      expect(served.treeSize).toBe(second.treeSize);
      expect(served.cosignatures).toEqual([line]);
      expect(splitNote(served.note!)!.signatures.map((signature) => signature.line)).toContain(line);
      const saved = readFileSync(stateFile(), 'utf8');
      expect(JSON.parse(saved)).toMatchObject({ treeSize: second.treeSize, rootHash: second.rootHash });

      // Ledger B, signed with the same key, shows a smaller tree: a rollback.
      const older = await grow(b, 1);
      expect(older.treeSize).toBeLessThan(second.treeSize);
      const rollback = await witness(b);
      expect(rollback.code).toBe(1);
      expect(rollback.stderr).toContain(
        `REFUSED: the ledger's checkpoint (size ${older.treeSize}) is older than the one this witness cosigned (size ${second.treeSize}): a rollback`,
      );
      expect(readFileSync(stateFile(), 'utf8')).toBe(saved);

      // B grows to A's size (one row an attempt): another root at the size the witness cosigned.
      let other = older;
      while (other.treeSize < second.treeSize) other = await grow(b, 1);
      expect(other.treeSize).toBe(second.treeSize);
      expect(other.rootHash).not.toBe(second.rootHash);
      const sameSize = await witness(b);
      expect(sameSize.code).toBe(1);
      expect(sameSize.stderr).toContain(
        `REFUSED: the ledger shows another root at size ${second.treeSize} than the one this witness cosigned: a split view`,
      );
      expect(readFileSync(stateFile(), 'utf8')).toBe(saved);
      // And past it: B's own consistency proof from that size does not lead from A's root.
      const beyond = await grow(b, 1);
      const split = await witness(b);
      expect(split.code).toBe(1);
      expect(split.stderr).toContain(
        `REFUSED: the checkpoint of size ${beyond.treeSize} does not extend the one of size ${second.treeSize} this witness cosigned: a split view`,
      );
      expect(readFileSync(stateFile(), 'utf8')).toBe(saved);
      expect((await b.ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_cosignature')).rows[0]!.n).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'verify with a witness policy accepts the witnessed history and refuses the other, from the database, an export and a worker bundle',
    async () => {
      const policy = ['--witness-key', witnessVkey, '--witnesses-required', '1'];
      const witnessedSize = (JSON.parse(readFileSync(stateFile(), 'utf8')) as WitnessState).treeSize;

      const fromA = await verify(a, policy);
      expect(fromA.code, fromA.stdout).toBe(0);
      expect(fromA.stdout).toContain(
        `witnessed through tree size ${witnessedSize}: cosigned by 1 trusted witness(es) (${WITNESS_NAME}+${witnessVkey.split('+')[1]}), 1 required`,
      );
      const fromB = await verify(b, policy);
      expect(fromB.code).toBe(1);
      expect(fromB.stdout).toContain(
        'PROBLEM no checkpoint of the log is cosigned by 1 of the 1 trusted witnesses: a history no witness saw (a split view?)',
      );
      // Without the policy, B is a valid log of that key: only witnesses tell the histories apart.
      expect((await verify(b, [])).code).toBe(0);
      // A policy that cannot be met, or a key that is not a witness's, stops the command before it reads anything.
      const unmeetable = await verify(a, ['--witness-key', witnessVkey, '--witnesses-required', '2']);
      expect(unmeetable.code).toBe(2);
      expect(unmeetable.stderr).toContain('--witnesses-required must be a whole number from 1 to the 1 --witness-key given');
      const noteKey = await verify(a, ['--witness-key', logVkey]);
      expect(noteKey.code).toBe(2);
      expect(noteKey.stderr).toContain(`--witness-key ${logVkey}: not a cosigner key (signature type 0x04)`);

      // An export carries the cosignatures the ledger collected.
      const exportFile = path.join(dir, 'a-export.jsonl');
      expect((await verify(a, ['--write-export', exportFile])).code).toBe(0);
      expect(readFileSync(exportFile, 'utf8')).toContain('{"cosignature":{');
      const fromExport = await verify(a, ['--export', exportFile, '--public-key', publicKeyFile, ...policy]);
      expect(fromExport.code, fromExport.stdout).toBe(0);
      expect(fromExport.stdout).toContain(`witnessed through tree size ${witnessedSize}`);

      // Worker bundles, saved as the whole GraphQL response, on each ledger's latest checkpoint.
      const validUntil = new Date(Date.now() + 86_400_000).toISOString();
      for (const [s, expected] of [
        [a, { code: 0, text: `cosigned by 1 trusted witness(es) (${WITNESS_NAME}+${witnessVkey.split('+')[1]}), 1 required` }],
        [b, { code: 1, text: `is cosigned by 0 of the trusted witnesses, the policy needs 1` }],
      ] as const) {
        const answer = await ask(s, s.reader, WORKER_BUNDLE, { p: s.projectId, v: validUntil });
        expectTypename(answer.data.workerEvidenceBundle, 'EvidenceBundle');
        const file = path.join(dir, `worker-bundle-${s === a ? 'a' : 'b'}.json`);
        writeFileSync(file, answer.text);
        const checked = await verify(s, ['--bundle', file, '--public-key', publicKeyFile, ...policy]);
        expect(checked.stdout, checked.stderr).toContain(expected.text);
        expect(checked.code).toBe(expected.code);
      }
    },
    TIMEOUT,
  );

  it(
    'verify with a witness policy refuses a saved checkpoint no witness cosigned: one of the split view, one saved without its cosignatures',
    async () => {
      const policy = ['--witness-key', witnessVkey, '--witnesses-required', '1'];
      const witnessedSize = (JSON.parse(readFileSync(stateFile(), 'utf8')) as WitnessState).treeSize;
      const named = `${WITNESS_NAME}+${witnessVkey.split('+')[1]}`;
      const save = (name: string, lines: string[]) => {
        const file = path.join(dir, `saved-${name}.jsonl`);
        writeFileSync(file, `${lines.join('\n')}\n`);
        return file;
      };
      const FIELDS = 'treeSize rootHash issuedAt keyId envelope';
      const at = (s: Side, extra: string) =>
        ask<CheckpointAnswer, { n: number }>(s, s.reader, `query($n: Int) { checkpoint(treeSize: $n) { ${FIELDS} ${extra} } }`, {
          n: witnessedSize,
        });
      // A's cosigned checkpoint saved three ways: the whole response with cosignatures, the answer with its note, and without either.
      const withLines = await at(a, 'cosignatures');
      expect(withLines.data.checkpoint.cosignatures).toHaveLength(1);
      const cosigned = save('a-cosignatures', [withLines.text]);
      const noted = save('a-note', [JSON.stringify((await at(a, 'note')).data.checkpoint)]);
      const bare = save('a-bare', [JSON.stringify((await at(a, '')).data.checkpoint)]);
      // B's checkpoint at the same size (the split view's), saved with A's cosignature copied in: it signs A's root, not B's.
      const fromB = (await at(b, 'cosignatures')).data.checkpoint;
      expect(fromB.rootHash).not.toBe(withLines.data.checkpoint.rootHash);
      const split = save('b-copied', [JSON.stringify({ ...fromB, cosignatures: withLines.data.checkpoint.cosignatures })]);
      const shortfall = (size: number) =>
        `the kept checkpoint of size ${size} is cosigned by 0 of the trusted witnesses, the policy needs 1: a history no witness saw (a split view?) or one not yet witnessed`;

      // From the database: the cosigned files pass; the server's own CHECKPOINT_FILE is not held to the policy.
      for (const file of [cosigned, noted]) {
        const ok = await verify(a, ['--checkpoints', file, ...policy]);
        expect(ok.code, ok.stdout).toBe(0);
        expect(ok.stdout).toContain(
          `witnessed through tree size ${witnessedSize}: cosigned by 1 trusted witness(es) (${named}), 1 required`,
        );
      }
      const refusedBare = await verify(a, ['--checkpoints', bare, ...policy]);
      expect(refusedBare.code).toBe(1);
      expect(refusedBare.stdout).toContain(`PROBLEM ${shortfall(witnessedSize)}`);
      expect((await verify(a, ['--checkpoints', bare])).code).toBe(0); // without a policy the same file is a valid checkpoint
      // The split view's checkpoint against its own history: valid under the key alone, refused under the policy.
      expect((await verify(b, ['--checkpoints', split])).code).toBe(0);
      const refusedSplit = await verify(b, ['--checkpoints', split, ...policy]);
      expect(refusedSplit.code).toBe(1);
      expect(refusedSplit.stdout).toContain(`PROBLEM ${shortfall(witnessedSize)}`);

      // From an export, and with a bundle: the same policy over the same files, the same words.
      const exportFile = path.join(dir, 'a-export.jsonl');
      expect((await verify(a, ['--export', exportFile, '--public-key', publicKeyFile, '--checkpoints', cosigned, ...policy])).code).toBe(0);
      const exported = await verify(a, ['--export', exportFile, '--public-key', publicKeyFile, '--checkpoints', bare, ...policy]);
      expect(exported.code).toBe(1);
      expect(exported.stdout).toContain(`PROBLEM ${shortfall(witnessedSize)}`);
      const bundle = path.join(dir, 'worker-bundle-a.json');
      const bundled = await verify(a, ['--bundle', bundle, '--public-key', publicKeyFile, '--checkpoints', noted, ...policy]);
      expect(bundled.code, bundled.stdout).toBe(0);
      expect(bundled.stdout).toContain('consistent with 1 kept checkpoint(s)');
      const bundledBare = await verify(a, ['--bundle', bundle, '--public-key', publicKeyFile, '--checkpoints', bare, ...policy]);
      expect(bundledBare.code).toBe(1);
      expect(bundledBare.stdout).toContain(`bundle NOT valid: ${shortfall(witnessedSize)}`);
    },
    TIMEOUT,
  );
});
