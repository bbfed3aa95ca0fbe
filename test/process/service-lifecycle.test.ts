// The server as an operator runs it (docs/running.md): a real process of the server's
// entry with an embedded PostgreSQL in a data folder of its own. SIGTERM lets a
// request in flight finish, stops the database cleanly, and the next start works;
// a dead worker is logged and replaced; workers that keep dying stop the service
// with a clear message; a busy port is one clear line, not a stack trace.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD_FILE, SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { serverLoginRoleFor } from '../../src/db/login.js';
import { freePort } from '../../src/db/urls.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { ROOT, startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { CLI } from '../helpers/compiled.js';

const execFileAsync = promisify(execFile);

const RECORD_MANY = /* GraphQL */ `
  mutation RecordMany($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) {
      __typename
      ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } }
    }
  }
`;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A data folder and port of the test's own, removed at the end. */
async function dataFolder(): Promise<{ dataDir: string; env: Record<string, string> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-lifecycle-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir, env: { LEDGER_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) } };
}

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  cleanups.push(() => server.stop());
  return server;
}

/** A recorder token, issued through the embedded database's owner (the CLI's own path). */
async function recorderToken(dataDir: string, port: string, projectId: string): Promise<string> {
  const password = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
  const owner = new pg.Pool({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ledger', max: 1 });
  try {
    return (await issueToken(owner, { actorRef: 'harness-lifecycle', roles: ['recorder'], allProjects: false, projectIds: [projectId], createdBy: 'test' })).token;
  } finally {
    await owner.end();
  }
}

/** Resolves once a backend of the embedded database runs the batch's statement (at most 30 s). */
async function untilWriting(dataDir: string, port: string): Promise<void> {
  const password = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ledger' });
  await client.connect();
  try {
    for (let waited = 0; waited < 30_000; waited += 5) {
      const { rowCount } = await client.query(
        `SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE '%crl_record_attempts%'`,
      );
      if (rowCount) return;
      await sleep(5);
    }
    throw new Error('the batch never started writing');
  } finally {
    await client.end();
  }
}

function recordMany(url: string, token: string, inputs: unknown[]) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: RECORD_MANY, variables: { inputs } }),
  });
}

/** The process ids of a server's workers: its children running this Node binary (not PostgreSQL). */
function workerPids(server: ServerProcess): number[] {
  let out: string;
  try {
    // args, not comm: newer Node releases name their main thread, which changes comm
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.child.pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when the process has no children
  }
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, executable]) => executable === process.execPath)
    .map(([pid]) => Number(pid));
}

describe('SIGTERM', () => {
  it('lets a request in flight finish, stops the embedded PostgreSQL cleanly, and the next start works', async () => {
    const { dataDir, env } = await dataFolder();
    const server = await started(env);
    const projectId = newProjectId();
    const token = await recorderToken(dataDir, env.EMBEDDED_PG_PORT!, projectId);
    const inputs = Array.from({ length: 500 }, () => outcomeInput(projectId, { capabilities: ['code.edit.typescript', 'code.review'] }));

    const inFlight = recordMany(server.url, token, inputs);
    // The signal arrives while the batch is being written: its statement is running. (A
    // connection whose request the server has not begun to read is idle, and closing idle
    // connections is what a shutdown does first; a fixed pause could not tell the two apart
    // on a loaded machine.)
    await untilWriting(dataDir, env.EMBEDDED_PG_PORT!);
    server.child.kill('SIGTERM');
    const response = await inFlight;
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.data.recordAttempts.recordedCount).toBe(500);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: shutting down/);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // The next start on the same folder serves at once, with everything acknowledged kept.
    const again = await started(env);
    const replay = await (await recordMany(again.url, token, inputs)).json();
    expect(replay.data.recordAttempts.recordedCount).toBe(0);
    expect(replay.data.recordAttempts.results.every((item: any) => item.result.replayed === true)).toBe(true);
    await again.stop();
    expect(await again.exited).toBe(0);
  });
});

describe('LEDGER_WORKERS', () => {
  it('logs and replaces a worker that dies, and keeps serving', { timeout: 180_000 }, async () => {
    const { dataDir, env } = await dataFolder();
    const server = await started({ ...env, LEDGER_WORKERS: '2' });
    const projectId = newProjectId();
    const token = await recorderToken(dataDir, env.EMBEDDED_PG_PORT!, projectId);
    const before = workerPids(server);
    expect(before).toHaveLength(2);

    process.kill(before[0]!, 'SIGKILL');
    // A replacement loads every module first: slow on a busy machine.
    for (let waited = 0; waited < 90_000 && !/replacement server worker listening/.test(server.output()); waited += 100) await sleep(100);
    expect(server.output()).toContain(`server worker ${before[0]} exited (signal SIGKILL); starting a replacement`);
    expect(server.output()).toMatch(/replacement server worker listening/);
    const after = workerPids(server);
    expect(after, server.output()).toHaveLength(2);
    expect(after).not.toContain(before[0]);

    for (let i = 0; i < 6; i++) {
      const response = await recordMany(server.url, token, [outcomeInput(projectId)]);
      expect(response.status).toBe(200);
    }
    expect(server.alive()).toBe(true);
  });

  it('stops the service with a clear message when workers keep dying', { timeout: 180_000 }, async () => {
    const { env } = await dataFolder();
    const server = await started({ ...env, LEDGER_WORKERS: '2' });
    for (let kills = 0; kills < 8 && server.alive(); kills++) {
      const [pid] = workerPids(server);
      if (pid) process.kill(pid, 'SIGKILL');
      await sleep(300);
    }
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/server workers keep exiting \(5 in 60 s/);
  });
});

describe('commands beside a running server', () => {
  it('use the server\'s embedded PostgreSQL, found from the data folder, instead of starting a second one', async () => {
    const { dataDir, env } = await dataFolder();
    const server = await started(env);
    const projectId = newProjectId();
    // A different EMBEDDED_PG_PORT proves the port is read from the running cluster, not the setting.
    const cli = (...args: string[]) =>
      execFileAsync(process.execPath, [CLI, ...args], {
        cwd: ROOT,
        env: { ...process.env, LEDGER_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(Number(env.EMBEDDED_PG_PORT) + 1), DATABASE_URL: '' },
      });
    const created = await cli('token', 'create', '--actor', 'harness-beside', '--role', 'recorder', '--project', projectId);
    const token = /token:\s+(crl_\S+)/.exec(created.stdout)![1]!;
    const recorded = await (await recordMany(server.url, token, [outcomeInput(projectId)])).json();
    expect(recorded.data.recordAttempts.recordedCount).toBe(1);
    const listed = await cli('token', 'list');
    expect(listed.stdout).toContain('harness-beside');
    expect((await cli('migrate')).stdout).toContain('database is up to date');
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/restarting it/);
  });
});

describe('commands beside a running server, however the database is named', () => {
  it('leave the server\'s login as it is, so it keeps serving, sequencing and signing', { timeout: 180_000 }, async () => {
    const { dataDir, env } = await dataFolder();
    const server = await started({ ...env, SEQUENCE_INTERVAL_MS: '50' });
    const projectId = newProjectId();
    const port = Number(env.EMBEDDED_PG_PORT);
    const superuser = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
    const ownerUrl = `postgresql://postgres:${encodeURIComponent(superuser)}@127.0.0.1:${port}/ledger`;
    // The server logged in with its own role and the data folder's password; a new
    // connection of its pool (or of its sequencer) logs in the same way.
    const serverLogin = { host: '127.0.0.1', port, user: serverLoginRoleFor('ledger'), password: readFileSync(path.join(dataDir, LOGIN_PASSWORD_FILE), 'utf8').trim(), database: 'ledger' };
    const loginStillWorks = async () => {
      const client = new pg.Client(serverLogin);
      await client.connect();
      await client.end();
    };
    await loginStillWorks();
    const owner = new pg.Pool({ connectionString: ownerUrl, max: 1 });
    cleanups.push(() => owner.end());
    const cli = (extraEnv: Record<string, string>, ...args: string[]) =>
      execFileAsync(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, APP_DATABASE_URL: '', ...extraEnv } });
    const namings: Record<string, Record<string, string>> = {
      'the data folder': { LEDGER_DATA_DIR: dataDir, DATABASE_URL: '' },
      'DATABASE_URL, the owner\'s address': { LEDGER_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crl-other-folder-')), DATABASE_URL: ownerUrl },
    };
    let recorded = 0;
    for (const [naming, cliEnv] of Object.entries(namings)) {
      const created = await cli(cliEnv, 'token', 'create', '--actor', `harness-${recorded}`, '--role', 'recorder', '--project', projectId);
      const token = /token:\s+(crl_\S+)/.exec(created.stdout)![1]!;
      await expect(loginStillWorks(), naming).resolves.toBeUndefined();
      const answer = await (await recordMany(server.url, token, [outcomeInput(projectId)])).json();
      expect(answer.data.recordAttempts.recordedCount, naming).toBe(1);
      recorded += 1;
      // the sequencer logs the new row
      let logged = 0;
      for (let round = 0; round < 300 && logged < recorded; round += 1) {
        await sleep(100);
        const { rows } = await owner.query(`SELECT count(*)::int AS n FROM transparency_leaf l JOIN attempt a ON l.table_name = 'attempt' AND l.row_key = a.id::text WHERE a.project_id = $1`, [projectId]);
        logged = rows[0].n;
      }
      expect(logged, `${naming}: ${server.output().slice(-2000)}`).toBe(recorded);
    }
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});

describe('a port that is taken', () => {
  it('is one clear line and exit code 1, and leaves no database running', async () => {
    const first = await dataFolder();
    const server = await started(first.env);
    const port = new URL(server.url).port;
    const second = await dataFolder();
    await expect(startServerProcess({ ...second.env, PORT: port })).rejects.toThrow(/exited while starting \(1\)/);
    const output = await startServerProcess({ ...second.env, PORT: port }).catch((error: Error) => error.message);
    expect(output).toContain(`the ledger could not start: port ${port} on 127.0.0.1 is already in use`);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
    expect(existsSync(path.join(second.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
