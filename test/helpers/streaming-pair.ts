// A real PostgreSQL primary and a streaming standby of it on loopback, in a temp
// folder, from the machine's PostgreSQL binaries (initdb, pg_ctl, pg_basebackup).
// As root the servers run as the `postgres` OS user, as src/db/embedded.ts does.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import os, { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/db/urls.js';

/** Where the binaries are looked for; PG_BINDIR overrides. */
export const POSTGRES_BINDIR = process.env.PG_BINDIR?.trim() || '/usr/lib/postgresql/15/bin';
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** Null when the pair can be started here; otherwise why not. */
export function streamingPairUnavailable(): string | null {
  const missing = TOOLS.filter((tool) => !existsSync(path.join(POSTGRES_BINDIR, tool)));
  if (missing.length > 0) return `PostgreSQL binaries not found in ${POSTGRES_BINDIR} (${missing.join(', ')}); set PG_BINDIR`;
  if (userInfo().uid === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root without a "postgres" OS user';
  return null;
}

export interface StreamingPair {
  /** Superuser URLs of the database `name` on each server. */
  primaryUrl: string;
  standbyUrl: string;
  /** The standby's URL without a user: the server logs in with its own role. */
  standbyUrlWithoutUser: string;
  /** Waits until the standby has replayed everything the primary has written so far. */
  catchUp(): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Crashes the primary (`pg_ctl stop -m immediate`: no shutdown checkpoint) and starts it again: it replays its WAL. */
  crashPrimary(): Promise<void>;
  /** Promotes the standby: it leaves recovery and follows the primary no more. */
  promoteStandby(): Promise<void>;
  stop(): Promise<void>;
}

function run(tool: string, args: string[]): void {
  const command = path.join(POSTGRES_BINDIR, tool);
  const asRoot = userInfo().uid === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
}

export async function startStreamingPair(name: string): Promise<StreamingPair> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'crl-pair-'));
  if (userInfo().uid === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(root, uid, gid);
  }
  const primaryDir = path.join(root, 'primary');
  const standbyDir = path.join(root, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse()) {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already gone
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${root}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        'synchronous_commit = on',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    run('pg_ctl', ['-D', primaryDir, '-l', path.join(root, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    const admin = new pg.Client({ host: '127.0.0.1', port: primaryPort, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    await admin.end();
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    appendFileSync(path.join(standbyDir, 'postgresql.conf'), `port = ${standbyPort}\nhot_standby = on\n`);
    run('pg_ctl', ['-D', standbyDir, '-l', path.join(root, 'standby.log'), '-w', 'start']);
    started.push(standbyDir);
  } catch (error) {
    await stop();
    throw error;
  }
  const primaryUrl = `postgresql://postgres@127.0.0.1:${primaryPort}/${name}`;
  const standbyUrl = `postgresql://postgres@127.0.0.1:${standbyPort}/${name}`;
  const onStandby = async <R extends pg.QueryResultRow = Record<string, unknown>>(sql: string) => {
    const client = new pg.Client({ connectionString: standbyUrl });
    await client.connect();
    try {
      return (await client.query<R>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl,
    standbyUrl,
    standbyUrlWithoutUser: `postgresql://127.0.0.1:${standbyPort}/${name}`,
    async catchUp() {
      const client = new pg.Client({ connectionString: primaryUrl });
      await client.connect();
      const { rows } = await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      await client.end();
      for (let attempt = 0; attempt < 600; attempt++) {
        const [row] = await onStandby<{ done: boolean }>(`SELECT pg_last_wal_replay_lsn() >= '${rows[0]!.lsn}'::pg_lsn AS done`);
        if (row!.done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the standby did not catch up within 30 s');
    },
    async pauseReplay() {
      await onStandby('SELECT pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await onStandby('SELECT pg_wal_replay_resume()');
    },
    async crashPrimary() {
      run('pg_ctl', ['-D', primaryDir, '-m', 'immediate', '-w', 'stop']);
      run('pg_ctl', ['-D', primaryDir, '-l', path.join(root, 'primary.log'), '-w', 'start']);
    },
    async promoteStandby() {
      run('pg_ctl', ['-D', standbyDir, '-w', 'promote']);
    },
    stop,
  };
}
