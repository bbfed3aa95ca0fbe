// Backups of the embedded database (docs/operations.md, "Backups"), as an operator takes
// them: `npm run backup` while a real server process keeps acknowledging writes,
// `npm run restore` into a new data folder, a second server started on the copy. The
// copy serves, verifies against its own transparency log, and holds every write
// acknowledged before the backup began.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { freePort } from '../../src/db/urls.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { graphqlBody, type RecordAttemptMutation } from '../helpers/graphql.js';
import { ROOT, startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { CLI } from '../helpers/compiled.js';

const run = promisify(execFile);
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function folder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function serve(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  cleanups.push(() => server.stop());
  return server;
}

function ownerPool(dataDir: string, port: string): pg.Pool {
  const password = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
  const pool = new pg.Pool({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ledger', max: 1 });
  cleanups.push(() => pool.end());
  return pool;
}

function cli(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', APP_DATABASE_URL: '', ...env } }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: `${error.stdout}${error.stderr}` }),
  );
}

describe('npm run backup and npm run restore', () => {
  it('take an online backup during writes that restores into a serving, verifying ledger with every write acknowledged before it', {
    timeout: 420_000,
  }, async () => {
    const dataDir = folder('crl-backup-source-');
    const env = {
      LEDGER_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SEQUENCE_INTERVAL_MS: '50',
      CHECKPOINT_INTERVAL_MS: '1000',
    };
    const server = await serve(env);
    const projectId = newProjectId();
    const owner = ownerPool(dataDir, env.EMBEDDED_PG_PORT);
    const token = (
      await issueToken(owner, {
        actorRef: 'harness-backup',
        roles: ['recorder'],
        allProjects: false,
        projectIds: [projectId],
        createdBy: 'test',
      })
    ).token;

    // Writes go on, one at a time, for the whole test; each acknowledged outcome id is kept.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const input = outcomeInput(projectId);
        const response = await fetch(server.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: RECORD_ATTEMPT, variables: { input } }),
        });
        const body = await graphqlBody<RecordAttemptMutation>(response);
        if (body.data?.recordAttempt?.__typename === 'RecordAttemptSuccess') acknowledged.push(input.outcomeId);
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 50));

    const backupDir = path.join(folder('crl-backup-target-'), 'backup');
    const ackedBeforeBackup = [...acknowledged];
    const backup = await cli(env, 'backup', backupDir);
    expect(backup.code, backup.stdout).toBe(0);
    const ackedDuringBackup = acknowledged.length - ackedBeforeBackup.length;
    writing = false;
    await writer;
    expect(ackedDuringBackup, 'writes went on during the backup').toBeGreaterThan(0);
    expect(server.alive()).toBe(true);

    // Restore into a new folder and serve it on another port, beside the original.
    const restoredDir = folder('crl-backup-restored-');
    const restore = await cli({}, 'restore', backupDir, '--data-dir', restoredDir);
    expect(restore.code, restore.stdout).toBe(0);
    expect((await cli({}, 'restore', backupDir, '--data-dir', restoredDir)).stdout).toMatch(/not empty: restore into a new data folder/);
    const restoredEnv = { LEDGER_DATA_DIR: restoredDir, EMBEDDED_PG_PORT: String(await freePort()), SEQUENCE_INTERVAL_MS: '50' };
    const restored = await serve(restoredEnv);
    const copy = ownerPool(restoredDir, restoredEnv.EMBEDDED_PG_PORT);
    const { rows } = await copy.query<{ outcome_id: string }>('SELECT outcome_id FROM attempt WHERE project_id = $1', [projectId]);
    const held = new Set(rows.map((row) => row.outcome_id));
    expect(ackedBeforeBackup.filter((id) => !held.has(id))).toEqual([]);
    expect(held.size).toBeLessThanOrEqual(acknowledged.length);

    // The copy serves: the same token records on it.
    const answer = await graphqlBody<RecordAttemptMutation>(
      await fetch(restored.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: RECORD_ATTEMPT, variables: { input: outcomeInput(projectId) } }),
      }),
    );
    expect(answer.data?.recordAttempt.__typename).toBe('RecordAttemptSuccess');

    // and verifies: its log, its checkpoints and the checkpoint file restored beside it
    const verified = await cli({ LEDGER_DATA_DIR: restoredDir }, 'verify');
    expect(verified.code, verified.stdout).toBe(0);
    expect(verified.stdout).toMatch(/the ledger is what the log recorded and the checkpoints signed/);
    expect(verified.stdout).toContain(path.join(restoredDir, 'transparency', 'checkpoints.jsonl'));
  });

  it('refuse to back up into a folder that is not empty, and with DATABASE_URL name the tools to use instead', {
    timeout: 180_000,
  }, async () => {
    const notEmpty = folder('crl-backup-busy-');
    writeFileSync(path.join(notEmpty, 'something'), 'kept');
    const dataDir = folder('crl-backup-none-');
    const refused = await cli({ LEDGER_DATA_DIR: dataDir }, 'backup', notEmpty);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/is not empty: back up into a new folder/);
    expect((await cli({ LEDGER_DATA_DIR: dataDir }, 'backup', path.join(notEmpty, 'new'))).stdout).toMatch(
      /holds no embedded PostgreSQL cluster/,
    );
    const withUrl = await cli({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' }, 'backup', path.join(notEmpty, 'x'));
    expect(withUrl.code).toBe(2);
    expect(withUrl.stdout).toMatch(/pg_dump of its major version or newer/);
  });
});
