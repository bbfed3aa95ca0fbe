// A server killed outright (SIGKILL: nothing of it runs on) leaves its embedded PostgreSQL
// behind; the next start in the same data folder takes it over (docs/operations.md, "After a
// crash") and serves every write the killed server acknowledged, while a start beside a
// live server is still refused. Real processes, a data folder and port of the test's own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { freePort } from '../../src/db/urls.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { graphql, graphqlBody, type TypedDocumentString } from '../helpers/graphql.js';

const RECORD_MANY = graphql(`
  mutation CrashRestartRecordMany($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }
  }
`);
const ATTEMPTS = graphql(`
  query CrashRestartAttempts($projectId: String!) { attempts(projectId: $projectId, first: 100) { edges { node { outcomeId } } } }
`);

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The process runs: it exists and is not a zombie (an orphan's exit is reaped by whatever adopted it, which may never happen in a container). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

async function gql<R, V>(url: string, token: string, query: TypedDocumentString<R, V>, variables: V) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await graphqlBody<R>(response) };
}

describe('a start after the server was killed', () => {
  it('takes the orphaned embedded PostgreSQL over and serves every acknowledged write; a live server still holds it', {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { LEDGER_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
    const servers: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const server of servers) await server.stop();
    });

    const first = await startServerProcess(env);
    servers.push(first);
    const projectId = newProjectId();
    const password = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
    const owner = new pg.Pool({
      host: '127.0.0.1',
      port: Number(env.EMBEDDED_PG_PORT),
      user: 'postgres',
      password,
      database: 'ledger',
      max: 1,
    });
    const { token } = await issueToken(owner, {
      actorRef: 'harness-crash',
      roles: ['recorder', 'reader'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test',
    });
    await owner.end();

    const acknowledged: string[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const inputs = Array.from({ length: 4 }, () => outcomeInput(projectId));
      const answer = await gql(first.url, token, RECORD_MANY, { inputs });
      const recorded = answer.body.data?.recordAttempts;
      expect(recorded?.__typename === 'RecordAttemptsSuccess' ? recorded.recordedCount : recorded, JSON.stringify(answer.body)).toBe(4);
      acknowledged.push(...inputs.map((input) => input.outcomeId));
    }

    // A second start while the first serves is refused, and harms nothing.
    await expect(startServerProcess(env)).rejects.toThrow(/another ledger server already runs the embedded PostgreSQL/);
    expect(first.alive()).toBe(true);

    const orphan = postmasterPid(dataDir);
    // Whatever happens below, no PostgreSQL of this test outlives it.
    cleanups.push(() => {
      if (exists(orphan)) process.kill(orphan, 'SIGINT');
    });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(exists(orphan), 'the killed server left its PostgreSQL running').toBe(true);

    const second = await startServerProcess(env);
    servers.push(second);
    expect(second.output()).toContain('was left running by a ledger process that is gone');
    expect(exists(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);

    const listed = await gql(second.url, token, ATTEMPTS, { projectId });
    const outcomeIds = listed.body.data?.attempts.edges.map((edge) => edge.node.outcomeId);
    expect(outcomeIds, JSON.stringify(listed.body)).toBeDefined();
    expect([...(outcomeIds ?? [])].sort()).toEqual([...acknowledged].sort());

    // The new server holds it now: another start is refused again.
    await expect(startServerProcess(env)).rejects.toThrow(/another ledger server already runs the embedded PostgreSQL/);
    expect(second.alive()).toBe(true);
    await second.stop();
  });
});
