// Commands of the command line run beside a running server as an operator runs them
// (docs/running.md): they find the server's embedded PostgreSQL from its data folder, or
// reach it by DATABASE_URL, and leave the server's login as it is, so the server keeps
// serving, sequencing and signing.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD_FILE, SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { serverLoginRoleFor } from '../../src/db/login.js';
import { CLI } from '../helpers/compiled.js';
import { embeddedServices, recordMany, recordManyAnswer, sleep } from '../helpers/embedded-service.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { ROOT } from '../helpers/server-process.js';
import { expectTypename } from '../helpers/graphql.js';

const execFileAsync = promisify(execFile);
const { cleanups, dataFolder, started } = embeddedServices();

describe('commands beside a running server', () => {
  it("use the server's embedded PostgreSQL, found from the data folder, instead of starting a second one", async () => {
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
    const recorded = await recordManyAnswer(await recordMany(server.url, token, [outcomeInput(projectId)]));
    expect(expectTypename(recorded.data.recordAttempts, 'RecordAttemptsSuccess').recordedCount).toBe(1);
    const listed = await cli('token', 'list');
    expect(listed.stdout).toContain('harness-beside');
    expect((await cli('migrate')).stdout).toContain('database is up to date');
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/restarting it/);
  });
});

describe('commands beside a running server, however the database is named', () => {
  it("leave the server's login as it is, so it keeps serving, sequencing and signing", { timeout: 180_000 }, async () => {
    const { dataDir, env } = await dataFolder();
    const server = await started({ ...env, SEQUENCE_INTERVAL_MS: '50' });
    const projectId = newProjectId();
    const port = Number(env.EMBEDDED_PG_PORT);
    const superuser = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
    const ownerUrl = `postgresql://postgres:${encodeURIComponent(superuser)}@127.0.0.1:${port}/ledger`;
    // The server logged in with its own role and the data folder's password; a new
    // connection of its pool (or of its sequencer) logs in the same way.
    const serverLogin = {
      host: '127.0.0.1',
      port,
      user: serverLoginRoleFor('ledger'),
      password: readFileSync(path.join(dataDir, LOGIN_PASSWORD_FILE), 'utf8').trim(),
      database: 'ledger',
    };
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
      "DATABASE_URL, the owner's address": {
        LEDGER_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crl-other-folder-')),
        DATABASE_URL: ownerUrl,
      },
    };
    let recorded = 0;
    for (const [naming, cliEnv] of Object.entries(namings)) {
      const created = await cli(cliEnv, 'token', 'create', '--actor', `harness-${recorded}`, '--role', 'recorder', '--project', projectId);
      const token = /token:\s+(crl_\S+)/.exec(created.stdout)![1]!;
      await expect(loginStillWorks(), naming).resolves.toBeUndefined();
      const answer = await recordManyAnswer(await recordMany(server.url, token, [outcomeInput(projectId)]));
      expect(expectTypename(answer.data.recordAttempts, 'RecordAttemptsSuccess').recordedCount, naming).toBe(1);
      recorded += 1;
      // the sequencer logs the new row
      let logged = 0;
      for (let round = 0; round < 300 && logged < recorded; round += 1) {
        await sleep(100);
        const { rows } = await owner.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM transparency_leaf l JOIN attempt a ON l.table_name = 'attempt' AND l.row_key = a.id::text WHERE a.project_id = $1`,
          [projectId],
        );
        logged = rows[0]!.n;
      }
      expect(logged, `${naming}: ${server.output().slice(-2000)}`).toBe(recorded);
    }
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
