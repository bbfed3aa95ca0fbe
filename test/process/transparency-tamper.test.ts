// Tamper evidence (docs/tamper-evidence.md): what the append-only triggers cannot stop
// — the database owner switching them off and rewriting history — the verifier finds,
// every time, and names the first log index (or checkpoint) that is no longer true.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateSigner } from '../../src/modules/transparency/keys.js';
import { readCheckpointFile, readSnapshot, verifySnapshot } from '../../src/modules/transparency/verify.js';
import { signEnvelope, CHECKPOINT_TYPE, LOG_ORIGIN } from '../../src/domain/signing.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { leafIndexOf, logFixture, SERVED_CHECKPOINT, sequenceAll, tamper, type LogFixture } from '../helpers/transparency.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { ROOT } from '../helpers/server-process.js';
import { CLI } from '../helpers/compiled.js';

let ledger: TestLedger | undefined;
afterEach(async () => {
  await ledger?.close();
  ledger = undefined;
});

async function setUp(): Promise<LogFixture> {
  ledger = await createTestLedger();
  const fixture = await logFixture(ledger);
  const before = verifySnapshot(
    await readSnapshot(ledger.ownerUrl),
    [fixture.signer.publicKey],
    readCheckpointFile(fixture.checkpointFile),
  );
  expect(before, JSON.stringify(before.problems)).toMatchObject({ ok: true, firstBadIndex: null, firstBadCheckpoint: null });
  return fixture;
}

const verify = async (fixture: LogFixture) =>
  verifySnapshot(await readSnapshot(ledger!.ownerUrl), [fixture.signer.publicKey], readCheckpointFile(fixture.checkpointFile));

describe('the verifier detects what the database owner did', () => {
  it('an attempt whose column was updated', async () => {
    const fixture = await setUp();
    const target = fixture.attempts[2]!.ledgerId;
    await tamper(ledger!, ['attempt'], `UPDATE attempt SET outcome_code = 'FAILED' WHERE id = $1`, [target]);
    const report = await verify(fixture);
    expect(report.ok).toBe(false);
    expect(report.firstBadIndex).toBe(await leafIndexOf(ledger!, 'attempt', target));
  });

  it('a deleted adjudication', async () => {
    const fixture = await setUp();
    const target = fixture.adjudications[1]!;
    const index = await leafIndexOf(ledger!, 'adjudication', target);
    await tamper(ledger!, ['adjudication'], 'DELETE FROM adjudication WHERE id = $1', [target]);
    const report = await verify(fixture);
    expect(report.ok).toBe(false);
    expect(report.firstBadIndex).toBe(index);
  });

  it('a back-dated row', async () => {
    const fixture = await setUp();
    // stamped one microsecond before the second attempt: it sorts just before that attempt's group
    const { rows } = await ledger!.owner.query<{ at: Date }>(
      `SELECT stamp - interval '1 microsecond' AS at FROM transparency_leaf WHERE table_name = 'attempt' AND row_key = $1`,
      [fixture.attempts[1]!.ledgerId],
    );
    const { rows: before } = await ledger!.owner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transparency_leaf WHERE stamp <= $1',
      [rows[0]!.at],
    );
    await tamper(
      ledger!,
      ['property_designation'],
      `INSERT INTO property_designation (property, action, actor_ref, recorded_at) VALUES ('backdated', 'DESIGNATE', 'intruder', $1)`,
      [rows[0]!.at],
    );
    const report = await verify(fixture);
    expect(report.ok).toBe(false);
    expect(report.firstBadIndex).toBe(before[0]!.n);
  });

  it('two rows whose order was swapped', async () => {
    const fixture = await setUp();
    const [a, b] = [fixture.attempts[1]!.ledgerId, fixture.attempts[2]!.ledgerId];
    const first = Math.min(await leafIndexOf(ledger!, 'attempt', a), await leafIndexOf(ledger!, 'attempt', b));
    await tamper(
      ledger!,
      ['attempt'],
      `UPDATE attempt SET recorded_at = CASE id WHEN $1::uuid THEN (SELECT recorded_at FROM attempt WHERE id = $2::uuid) ELSE (SELECT recorded_at FROM attempt WHERE id = $1::uuid) END WHERE id IN ($1::uuid, $2::uuid)`,
      [a, b],
    );
    const report = await verify(fixture);
    expect(report.ok).toBe(false);
    expect(report.firstBadIndex).toBe(first);
  });

  it('a replaced checkpoint: re-signed with another key, or its root changed under a valid signature', async () => {
    const fixture = await setUp();
    const { rows } = await ledger!.owner.query<{ size: number; root_hash: string }>(
      'SELECT tree_size::int AS size, root_hash FROM transparency_checkpoint ORDER BY tree_size DESC LIMIT 1',
    );
    const size = rows[0]!.size;
    const forgedRoot = 'f'.repeat(64);
    const intruder = generateSigner();
    const forged = signEnvelope(intruder.privateKey, CHECKPOINT_TYPE, {
      origin: LOG_ORIGIN,
      treeSize: size,
      rootHash: forgedRoot,
      issuedAt: new Date().toISOString(),
    });
    await tamper(
      ledger!,
      ['transparency_checkpoint'],
      'UPDATE transparency_checkpoint SET root_hash = $2, key_id = $3, envelope = $4 WHERE tree_size = $1',
      [size, forgedRoot, intruder.keyId, JSON.stringify(forged)],
    );
    const report = await verify(fixture);
    expect(report.ok).toBe(false);
    expect(report.firstBadCheckpoint).toBe(size);
    expect(report.problems.map((problem) => problem.message).join('\n')).toMatch(/no valid signature by a trusted key/);

    // even without the copy kept outside the database
    const alone = verifySnapshot(await readSnapshot(ledger!.ownerUrl), [fixture.signer.publicKey]);
    expect(alone.ok).toBe(false);
    expect(alone.firstBadCheckpoint).toBe(size);

    await tamper(
      ledger!,
      ['transparency_checkpoint'],
      'UPDATE transparency_checkpoint SET root_hash = $2, key_id = $3, envelope = $4 WHERE tree_size = $1',
      [
        size,
        rows[0]!.root_hash.replace(/^./, (c: string) => (c === '0' ? '1' : '0')),
        fixture.signer.keyId,
        JSON.stringify((await readCheckpointFile(fixture.checkpointFile)).at(-1)!.envelope),
      ],
    );
    const changed = verifySnapshot(await readSnapshot(ledger!.ownerUrl), [fixture.signer.publicKey]);
    expect(changed.firstBadCheckpoint).toBe(size);
    expect(changed.problems.map((problem) => problem.message).join('\n')).toMatch(/differ from what is signed/);
  });

  it('an older backup restored over a newer ledger', async () => {
    const fixture = await setUp();
    const { rows } = await ledger!.owner.query<{ at: Date; n: number }>(
      'SELECT max(stamp) AS at, count(*)::int AS n FROM transparency_leaf',
    );
    const [backupAt, backupSize] = [rows[0]!.at, rows[0]!.n];
    // an operator keeps a copy of CHECKPOINT_FILE as it was at the backup
    const keptDir = mkdtempSync(path.join(tmpdir(), 'crl-kept-'));
    const olderCopy = path.join(keptDir, 'checkpoints-at-backup.jsonl');
    copyFileSync(fixture.checkpointFile, olderCopy);
    // the ledger goes on: more rows, sequenced and checkpointed
    const recorder = await ledger!.token({ roles: ['recorder'], projects: [fixture.projectId] });
    for (let i = 0; i < 3; i += 1) await ledger!.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(fixture.projectId) });
    await ledger!.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(newProjectId()) });
    await sequenceAll(ledger!, fixture.log);
    expect((await fixture.log.checkpoint())!.treeSize).toBeGreaterThan(backupSize);
    // a client keeps the latest checkpoint the API served it
    const client = await ledger!.token({ roles: ['reader'], projects: [fixture.projectId] });
    const served = (await ledger!.gql(client.token, SERVED_CHECKPOINT, {})).data.checkpoint!;
    const clientFile = path.join(mkdtempSync(path.join(tmpdir(), 'crl-client-')), 'kept.jsonl');
    writeFileSync(clientFile, `${JSON.stringify(served)}\n`);
    // then the database is put back as it was at the backup: every table, the log and its checkpoints
    const tables = ['attempt', 'cohort', 'api_token', 'transparency_leaf', 'transparency_checkpoint'];
    await tamper(
      ledger!,
      tables,
      `DELETE FROM attempt WHERE recorded_at > $1; DELETE FROM cohort WHERE created_at > $1; DELETE FROM api_token WHERE created_at > $1;
       DELETE FROM transparency_leaf WHERE log_index >= ${backupSize}; DELETE FROM transparency_checkpoint WHERE tree_size > ${backupSize}`.replaceAll(
        '$1',
        `'${backupAt.toISOString()}'::timestamptz`,
      ),
    );
    // the database alone agrees with itself: a restored backup is a consistent older ledger
    expect(verifySnapshot(await readSnapshot(ledger!.ownerUrl), [fixture.signer.publicKey]).ok).toBe(true);
    // the checkpoints kept outside it do not
    const report = await verify(fixture);
    expect(report.ok).toBe(false);
    expect(report.firstBadIndex).toBe(backupSize);
    // and so does the client's own copy, on its own
    const byClient = verifySnapshot(await readSnapshot(ledger!.ownerUrl), [fixture.signer.publicKey], readCheckpointFile(clientFile));
    expect(byClient).toMatchObject({ ok: false, firstBadIndex: backupSize, firstBadCheckpoint: served.treeSize });

    // npm run verify uses CHECKPOINT_FILE and every --checkpoints file together: the
    // copy saved at the backup agrees with the restored ledger, the server's file does not.
    const publicKey = path.join(keptDir, 'public.pem');
    writeFileSync(publicKey, fixture.signer.publicKeyPem);
    const cli = (checkpointFile: string, args: string[]) =>
      promisify(execFile)(process.execPath, [CLI, 'verify', '--public-key', publicKey, ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: ledger!.ownerUrl, APP_DATABASE_URL: '', CHECKPOINT_FILE: checkpointFile },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const olderAlone = await cli(path.join(keptDir, 'none.jsonl'), ['--checkpoints', olderCopy]);
    expect(olderAlone.code, olderAlone.stdout).toBe(0);
    const both = await cli(fixture.checkpointFile, ['--checkpoints', olderCopy]);
    expect(both.code, both.stdout).toBe(1);
    expect(both.stdout).toContain(`first bad log index: ${backupSize}`);
    expect(both.stdout).toContain(`kept outside the database: ${fixture.checkpointFile}, ${olderCopy}`);
  }, 120_000);
});
