// The two ways in besides GraphQL: the HTTP server as `npm start` runs it (first-start
// admin token, real port, graceful close) and the token command line.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { startService } from '../../src/process/service.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { CLI } from '../helpers/compiled.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

const COHORTS = JSON.stringify({ query: '{ cohorts { edges { node { id } } } }' });

describe('the server', () => {
  it('hands a local admin token over once on an empty ledger (a 0600 file when stdout is no terminal), serves HTTP with it, and closes cleanly', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'crl-first-token-'));
    const tokenFile = path.join(folder, 'first-token.txt');
    try {
      const config = loadConfig({
        DATABASE_URL: ledger.ownerUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        FIRST_TOKEN_FILE: tokenFile,
      });
      const server = await startService(config);
      const token = readFileSync(tokenFile, 'utf8').match(/crl_[A-Za-z0-9_-]{43}/)?.[0];
      expect(token).toBeDefined();
      expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: COHORTS,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { cohorts: { edges: [] } } });
      const anonymous = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: COHORTS });
      expect(anonymous.status).toBe(401);
      await server.close();

      rmSync(tokenFile);
      const again = await startService(config);
      expect(existsSync(tokenFile)).toBe(false);
      await again.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('runs several worker processes on one port with LEDGER_WORKERS, and stops them all on close', async () => {
    const cluster = (await import('node:cluster')).default;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const admin = await ledger.token({ roles: ['reader'], allProjects: true });
    const config = loadConfig({ DATABASE_URL: ledger.ownerUrl, PORT: '0', LEDGER_WORKERS: '2', NODE_ENV: 'test' });
    const server = await startService(config);
    try {
      expect(Object.keys(cluster.workers ?? {})).toHaveLength(2);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(server.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
            body: COHORTS,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    } finally {
      await server.close();
      log.mockRestore();
    }
    expect(Object.keys(cluster.workers ?? {})).toHaveLength(0);
  });

  it('serves GraphiQL to a browser without a token, with an Authorization header ready to fill in', async () => {
    const config = loadConfig({ DATABASE_URL: ledger.ownerUrl, PORT: '0', NODE_ENV: 'development' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startService(config);
    try {
      const response = await fetch(server.url, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page.includes('GraphiQL')).toBe(true);
      expect(page.includes('Bearer PASTE_YOUR_TOKEN_HERE')).toBe(true);
      // served from the installed package: no script or style from another host
      expect(page.match(/<(script|link)[^>]+(src|href)="https?:\/\/[^"]+"/g)).toBeNull();
      // A small page under a strict policy; its script, styles and icon are files of this origin.
      expect(page.length).toBeLessThan(50_000);
      expect(page).not.toMatch(/<style|<script>|<script(?![^>]*(src=|type="application\/json"))/);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const files = [...page.matchAll(/(?:src|href)="(\/graphql\/assets\/[^"]+)"/g)].map((match) => match[1]!);
      expect(files.length).toBe(3);
      for (const file of files) {
        const asset = await fetch(new URL(file, server.url));
        expect(asset.status, file).toBe(200);
        expect(asset.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
        expect(asset.headers.get('x-content-type-options'), file).toBe('nosniff');
        await asset.arrayBuffer();
      }
      expect((await fetch(new URL('/graphql/assets/graphiql-0000.js', server.url))).status).toBe(404);
    } finally {
      await server.close();
      log.mockRestore();
    }
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const config = loadConfig({ DATABASE_URL: ledger.ownerUrl, PORT: '0', MAX_REQUEST_BYTES: '2048', NODE_ENV: 'test' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startService(config);
    try {
      const body = JSON.stringify({ query: `{ cohorts { edges { node { id } } } } #${'x'.repeat(4096)}` });
      const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(413);
    } finally {
      await server.close();
      log.mockRestore();
    }
  });
});

describe('npm run token', () => {
  const cli = (...args: string[]) =>
    run(process.execPath, [CLI, 'token', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: ledger.ownerUrl } });

  it('creates a token that works at once, and revokes it', async () => {
    const projectId = newProjectId();
    const created = await cli('create', '--actor', 'cli-reader', '--role', 'reader', '--project', projectId);
    const token = created.stdout.match(/token:\s+(crl_\S+)/)?.[1];
    const tokenId = created.stdout.match(/token id:\s+(\S+)/)?.[1];
    expect(token).toBeDefined();
    expect((await ledger.gql(token!, '{ cohorts { edges { node { id } } } }')).status).toBe(200);
    const { rows } = await ledger.owner.query(
      'SELECT actor_ref, roles::text[] AS roles, project_ids::text[] AS projects FROM api_token WHERE id = $1',
      [tokenId],
    );
    expect(rows[0]).toEqual({ actor_ref: 'cli-reader', roles: ['reader'], projects: [projectId] });

    const revoked = await cli('revoke', tokenId!);
    expect(revoked.stdout).toContain(`revoked ${tokenId}`);
    // Revoked in another process: this server hears of it by notice, within a second at most.
    let status = 0;
    for (const since = Date.now(); Date.now() - since < 1_000; await new Promise((resolve) => setTimeout(resolve, 20)))
      if ((status = (await ledger.gql(token!, '{ cohorts { edges { node { id } } } }')).status) === 401) break;
    expect(status).toBe(401);
  });

  it('issues tokens that expire: valid until then, 401 after', async () => {
    const projectId = newProjectId();
    const issued = await issueToken(ledger.owner, {
      actorRef: 'short-lived',
      roles: ['reader'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test-suite',
      expiresInSeconds: 1,
    });
    expect((await ledger.gql(issued.token, '{ cohorts { edges { node { id } } } }')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await ledger.gql(issued.token, '{ cohorts { edges { node { id } } } }');
    expect(expired.status).toBe(401);
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists tokens with everything but the secret, and refuses a malformed expiry', async () => {
    const projectId = newProjectId();
    const created = await cli('create', '--actor', 'cli-listed', '--role', 'reader', '--project', projectId, '--expires-in', '12h');
    const token = created.stdout.match(/token:\s+(crl_\S+)/)![1]!;
    const tokenId = created.stdout.match(/token id:\s+(\S+)/)![1]!;
    const listed = await cli('list');
    const line = listed.stdout.split('\n').find((row) => row.startsWith(tokenId))!;
    expect(line).toMatch(new RegExp(`^${tokenId}\\s+cli-listed\\s+reader\\s+${projectId}\\s+\\S+Z\\s+\\S+Z\\s+no\\s+-$`));
    expect(listed.stdout).not.toContain(token);
    expect(listed.stdout).not.toContain(token.slice(4, 20));
    // pg parses an interval into an object of its parts (postgres-interval).
    const { rows } = await ledger.owner.query<{ valid: { hours?: number } }>(
      `SELECT expires_at - created_at AS valid FROM api_token WHERE id = $1`,
      [tokenId],
    );
    expect(rows[0]!.valid.hours).toBe(12);
    const malformed = await cli('create', '--actor', 'x', '--role', 'reader', '--all-projects', '--expires-in', 'soon').catch(
      (error) => error,
    );
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('--expires-in is a duration');
  });

  it('takes --expires-in up to the longest lifetime its help names, and refuses one unit more with the same range', async () => {
    const help = (await cli('--help')).stdout.replace(/\s+/g, ' ');
    const [range, most, unit] = /at least \d+[mhd], at most (\d+)([mhd])/.exec(help) ?? [];
    expect(range, help).toBeDefined();
    const longest = await cli('create', '--actor', 'cli-longest', '--role', 'reader', '--all-projects', '--expires-in', `${most}${unit}`);
    expect(longest.stdout).toMatch(/token id:/);
    const tooLong = await cli(
      'create',
      '--actor',
      'x',
      '--role',
      'reader',
      '--all-projects',
      '--expires-in',
      `${Number(most) + 1}${unit}`,
    ).catch((error) => error);
    expect(tooLong.code).toBe(2);
    expect(tooLong.stderr).toContain(`(${range})`);
  });

  it('creates the credential of a registered verifier with --verifier: its actor is the verifier, and only where it is registered', async () => {
    const projectId = newProjectId();
    const unregistered = await cli('create', '--verifier', 'judge-cli', '--role', 'adjudicator', '--project', projectId).catch(
      (error) => error,
    );
    expect(unregistered.code).toBe(2);
    expect(unregistered.stderr).toContain(`verifier judge-cli is not registered in project ${projectId}`);
    const reader = await cli('create', '--verifier', 'judge-cli', '--role', 'reader', '--project', projectId).catch((error) => error);
    expect(reader.code).toBe(2);
    expect(reader.stderr).toContain('the one role adjudicator');
    const { rows: before } = await ledger.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api_token WHERE actor_ref = 'judge-cli'`,
    );
    expect(before[0]!.n).toBe(0);

    await ledger.owner.query(
      `INSERT INTO verifier (project_id, verifier_ref, kind, model, actor_ref, content_digest) VALUES ($1, 'judge-cli', 'INDEPENDENT_AGENT', 'judge-1', 'admin', repeat('d', 64))`,
      [projectId],
    );
    const created = await cli('create', '--verifier', 'judge-cli', '--role', 'adjudicator', '--project', projectId);
    const tokenId = created.stdout.match(/token id:\s+(\S+)/)![1]!;
    const { rows } = await ledger.owner.query(
      'SELECT actor_ref, roles::text[] AS roles, project_ids::text[] AS projects FROM api_token WHERE id = $1',
      [tokenId],
    );
    expect(rows[0]).toEqual({ actor_ref: 'judge-cli', roles: ['adjudicator'], projects: [projectId] });
  }, 90_000);

  it('creates a token held to trusted documents with --trusted-only', async () => {
    const created = await cli('create', '--actor', 'cli-engine', '--role', 'reader', '--project', newProjectId(), '--trusted-only');
    const tokenId = created.stdout.match(/token id:\s+(\S+)/)![1]!;
    const { rows } = await ledger.owner.query<{ trusted_documents_only: boolean }>(
      'SELECT trusted_documents_only FROM api_token WHERE id = $1',
      [tokenId],
    );
    expect(rows[0]!.trusted_documents_only).toBe(true);
    const listed = await cli('list');
    expect(listed.stdout.split('\n').find((row) => row.startsWith(tokenId))).toMatch(/\s+yes\s+-$/);
  });

  it('answers --help for every command, and an unknown option with a clear message', async () => {
    for (const command of ['serve', 'migrate', 'token', 'report', 'retention']) {
      const help = await run(process.execPath, [CLI, command, '--help'], { cwd: ROOT });
      expect(help.stdout, command).toMatch(/^usage: npm /);
    }
    const unknown = await cli('create', '--colour', 'red').catch((error) => error);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--colour'");
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
    // Six CLI processes start one after another: on a busy 2-core machine that alone has
    // taken a minute.
  }, 180_000);

  it('refuses a recorder that adjudicates, with a clear message and exit code 2', async () => {
    const failure = await cli('create', '--actor', 'x', '--role', 'recorder', '--role', 'adjudicator', '--all-projects').catch(
      (error) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('a recording credential cannot adjudicate');
  });
});
