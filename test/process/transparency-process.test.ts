// The transparency log as an operator runs it (docs/tamper-evidence.md): a real server
// process sequences and checkpoints on its own, keeps its key in a 0600 file outside
// the database, stops cleanly; `npm run verify` checks the result from the database
// or from an export, and names the first bad index once history was changed.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { ROOT, startServerProcess } from '../helpers/server-process.js';
import { leafIndexOf, rowCount, SERVED_CHECKPOINT, tamper } from '../helpers/transparency.js';
import { CLI } from '../helpers/compiled.js';

const run = promisify(execFile);
/** Each `npm run verify` starts a process that compiles the CLI: several per test take a minute on a loaded machine. */
const CLI_TIMEOUT = 180_000;
let ledger: TestLedger;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  ledger = await createTestLedger();
  dir = mkdtempSync(path.join(tmpdir(), 'crl-transparency-'));
  env = {
    DATABASE_URL: ledger.ownerUrl,
    APP_DATABASE_URL: '',
    SIGNING_KEY_FILE: path.join(dir, 'keys', 'signing-key.pem'),
    CHECKPOINT_FILE: path.join(dir, 'keys', 'checkpoints.jsonl'),
    SEQUENCE_INTERVAL_MS: '20',
    CHECKPOINT_INTERVAL_MS: '1000',
  };
});
afterAll(async () => {
  await ledger?.close();
  rmSync(dir, { recursive: true, force: true });
});

function cli(args: string[]) {
  return run(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('the server and npm run verify', () => {
  it('sequence and checkpoint in the background, with the key in a 0600 file, and stop cleanly', async () => {
    const projectId = newProjectId();
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    for (let i = 0; i < 3; i += 1) await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
    const server = await startServerProcess(env);
    try {
      let covered = 0;
      for (let round = 0; round < 200 && covered < (await rowCount(ledger)); round += 1) {
        await sleep(50);
        const { rows } = await ledger.owner.query<{ n: number }>(
          'SELECT coalesce(max(tree_size), 0)::int AS n FROM transparency_checkpoint',
        );
        covered = rows[0]!.n;
      }
      expect(covered, server.output()).toBe(await rowCount(ledger));
      expect(statSync(env.SIGNING_KEY_FILE!).mode & 0o777).toBe(0o600);
      // The checkpoint's line is appended to the file after its row commits: wait for it too.
      const lines = () =>
        existsSync(env.CHECKPOINT_FILE!) ? readFileSync(env.CHECKPOINT_FILE!, 'utf8').trim().split('\n').filter(Boolean).length : 0;
      for (let round = 0; round < 200 && lines() === 0; round += 1) await sleep(50);
      expect(lines()).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)[^\n]*transparency/);
  });

  it(
    'verify from the database and from an export, then find the first bad index after a change',
    async () => {
      const ok = await cli(['verify']);
      expect(ok.stdout).toMatch(/the ledger is what the log recorded/);
      expect(ok.code).toBe(0);

      const exportFile = path.join(dir, 'export.jsonl');
      const publicKey = path.join(dir, 'public.pem');
      writeFileSync(publicKey, ledger.signer.publicKeyPem); // another key: the server's own is in SIGNING_KEY_FILE
      expect((await cli(['verify', '--write-export', exportFile])).code).toBe(0);
      const otherKey = await cli(['verify', '--export', exportFile, '--public-key', publicKey]);
      expect(otherKey.code).toBe(1);
      expect(otherKey.stdout).toMatch(/no valid signature by a trusted key/);

      const { rows } = await ledger.owner.query<{ row_key: string }>(
        `SELECT row_key FROM transparency_leaf WHERE table_name = 'attempt' ORDER BY log_index LIMIT 1 OFFSET 1`,
      );
      const index = await leafIndexOf(ledger, 'attempt', rows[0]!.row_key);
      await tamper(ledger, ['attempt'], `UPDATE attempt SET task_ref = 'rewritten' WHERE id = $1`, [rows[0]!.row_key]);
      const bad = await cli(['verify']);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toContain(`first bad log index: ${index}`);
      // the export taken before the change still verifies on its own
      expect((await cli(['verify', '--export', exportFile])).code).toBe(0);
    },
    CLI_TIMEOUT,
  );

  it(
    "verify --checkpoints takes a client's saved checkpoint query answers and stops at a line that is not one",
    async () => {
      const exportFile = path.join(dir, 'export.jsonl'); // written by the test above, before its change
      // The forms of docs/tamper-evidence.md, "What --checkpoints accepts": the whole GraphQL response, and the answer alone.
      const reader = await ledger.token({ roles: ['reader'], allProjects: true });
      const saved = path.join(dir, 'saved-checkpoints.jsonl');
      const served = await ledger.gql(reader.token, SERVED_CHECKPOINT, {});
      writeFileSync(saved, `${served.text}\n${JSON.stringify(served.data.checkpoint)}\n`);
      const withSaved = await cli(['verify', '--export', exportFile, '--checkpoints', saved]);
      expect(withSaved.stdout).toContain(`kept outside the database: ${env.CHECKPOINT_FILE}, ${saved}`);
      expect(withSaved.code, withSaved.stdout).toBe(0);
      writeFileSync(saved, `${served.text}\n{"tree_size": 1}\n`);
      const refused = await cli(['verify', '--export', exportFile, '--checkpoints', saved]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${saved}, line 2: not a checkpoint`);
    },
    CLI_TIMEOUT,
  );
});
