// The server as an operator runs it (docs/running.md): a real process of the server's
// entry with an embedded PostgreSQL in a data folder of its own. SIGTERM lets a
// request in flight finish, stops the database cleanly, and the next start works;
// a dead worker is logged and replaced; workers that keep dying stop the service
// with a clear message; a busy port is one clear line, not a stack trace. Commands run
// beside such a server: service-commands.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { embeddedServices, recordMany, recordManyAnswer, sleep } from '../helpers/embedded-service.js';
import { expectTypename } from '../helpers/graphql.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const { dataFolder, started } = embeddedServices();

/** A recorder token, issued through the embedded database's owner (the CLI's own path). */
async function recorderToken(dataDir: string, port: string, projectId: string): Promise<string> {
  const password = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
  const owner = new pg.Pool({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ledger', max: 1 });
  try {
    return (
      await issueToken(owner, {
        actorRef: 'harness-lifecycle',
        roles: ['recorder'],
        allProjects: false,
        projectIds: [projectId],
        createdBy: 'test',
      })
    ).token;
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
  // Two starts of a fresh embedded cluster (initdb, migrations) and a 500-outcome batch: on a
  // loaded 2-core machine that has taken 54 s, so the same bound as the worker tests.
  it('lets a request in flight finish, stops the embedded PostgreSQL cleanly, and the next start works', { timeout: 180_000 }, async () => {
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
    const body = await recordManyAnswer(response);
    expect(response.status).toBe(200);
    expect(expectTypename(body.data.recordAttempts, 'RecordAttemptsSuccess').recordedCount).toBe(500);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: shutting down/);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // The next start on the same folder serves at once, with everything acknowledged kept.
    const again = await started(env);
    const replay = expectTypename(
      (await recordManyAnswer(await recordMany(again.url, token, inputs))).data.recordAttempts,
      'RecordAttemptsSuccess',
    );
    expect(replay.recordedCount).toBe(0);
    expect(replay.results.every(({ result }) => result.__typename === 'RecordAttemptSuccess' && result.replayed === true)).toBe(true);
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
