// Backups of the embedded database (docs/operations.md, "Backups"). The embedded
// PostgreSQL ships no client tools, and an older pg_dump refuses a newer server, so the
// backup is PostgreSQL's own online, non-exclusive base backup: a copy of the data files
// taken between pg_backup_start and pg_backup_stop, with the WAL that makes it
// consistent, while writes go on. A temporary replication slot held by the backup's
// session keeps that WAL from being recycled during the copy. The restored folder
// replays it on its first start and holds every transaction committed before the
// backup began (and, usually, more: everything up to the backup's end).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runningEmbeddedPostgres } from './embedded.js';

/** The PostgreSQL data directory inside a ledger data folder (src/db/embedded.ts). */
const CLUSTER_DIR = 'postgres';
export const BACKUP_MANIFEST = 'backup.json';

/**
 * Contents PostgreSQL rebuilds at start, or that describe the running server only: left
 * out of the copy, the directories kept empty (the PostgreSQL manual, "Making a Base
 * Backup Using the Low Level API"). pg_wal is copied after pg_backup_stop.
 */
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

export interface BackupManifest {
  format: 'crl-embedded-base-backup/1';
  label: string;
  startLsn: string;
  stopLsn: string;
  startedAt: string;
  finishedAt: string;
  serverVersion: string;
}

function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Copies `from` into `to` recursively; files that vanish while copying (PostgreSQL removed them) are skipped. */
function copyTree(from: string, to: string, skip: (relative: string, isDir: boolean) => 'copy' | 'skip' | 'empty', relative = ''): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  let names: string[];
  try {
    names = readdirSync(from);
  } catch (error) {
    if (missing(error)) return;
    throw error;
  }
  for (const name of names) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const rel = relative ? `${relative}/${name}` : name;
    let stats;
    try {
      stats = lstatSync(source);
    } catch (error) {
      if (missing(error)) continue;
      throw error;
    }
    const decision = skip(rel, stats.isDirectory());
    if (decision === 'skip') continue;
    if (stats.isDirectory()) {
      if (decision === 'empty') mkdirSync(target, { recursive: true, mode: 0o700 });
      else copyTree(source, target, skip, rel);
      continue;
    }
    if (!stats.isFile()) continue; // sockets, and the symlinks of tablespaces the ledger never creates
    try {
      copyFileSync(source, target);
      chmodSync(target, stats.mode & 0o777);
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }
}

/**
 * An online backup of the embedded cluster of `dataDir`, running or not, into `targetDir`
 * (new or empty): the data folder's own files (passwords, the transparency key and its
 * checkpoint file), then the cluster's. Writes go on meanwhile.
 */
export async function backupEmbedded(dataDir: string, targetDir: string): Promise<BackupManifest> {
  if (!isEmptyOrMissing(targetDir)) throw new Error(`${targetDir} is not empty: back up into a new folder`);
  if (!existsSync(path.join(dataDir, CLUSTER_DIR, 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded PostgreSQL cluster`);
  const running = runningEmbeddedPostgres(dataDir);
  mkdirSync(targetDir, { recursive: true, mode: 0o700 });
  chmodSync(targetDir, 0o700);
  const startedAt = new Date().toISOString();
  // The folder's files first: a checkpoint is appended to CHECKPOINT_FILE after its row
  // commits, so every checkpoint copied now is in the cluster copied after it.
  copyTree(dataDir, targetDir, (relative) => (relative === CLUSTER_DIR ? 'skip' : 'copy'));
  const clusterSource = path.join(dataDir, CLUSTER_DIR);
  const clusterTarget = path.join(targetDir, CLUSTER_DIR);
  const clusterFilter = (relative: string, isDir: boolean) => {
    const top = relative.split('/')[0]!;
    if (isDir && EMPTIED_DIRS.has(relative)) return 'empty';
    if (!relative.includes('/') && SKIPPED_FILES.has(relative)) return 'skip';
    if (path.basename(relative).startsWith('pgsql_tmp') || top === 'pg_internal.init') return 'skip';
    return 'copy';
  };
  const label = `crl-backup-${randomUUID()}`;
  if (!running) {
    // A stopped cluster: its files are consistent as they are.
    copyTree(clusterSource, clusterTarget, (relative, isDir) => (relative === 'pg_wal' && isDir ? 'copy' : clusterFilter(relative, isDir)));
    const manifest: BackupManifest = {
      format: 'crl-embedded-base-backup/1',
      label,
      startLsn: '',
      stopLsn: '',
      startedAt,
      finishedAt: new Date().toISOString(),
      serverVersion: '',
    };
    writeFileSync(path.join(targetDir, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  }
  const client = new pg.Client({ connectionString: running.urlFor('postgres') });
  await client.connect();
  try {
    const slot = `crl_backup_${randomUUID().replaceAll('-', '')}`.slice(0, 63);
    // Temporary: dropped with this session, whatever happens to the command.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const version = (await client.query<{ v: string }>('SHOW server_version')).rows[0]!.v;
    const start = await client.query<{ lsn: string }>('SELECT pg_backup_start($1, true)::text AS lsn', [label]);
    copyTree(clusterSource, clusterTarget, clusterFilter);
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    // Completes the segment holding the backup's end, so the copy below holds all of it.
    await client.query('SELECT pg_switch_wal()');
    const { labelfile, spcmapfile } = stop.rows[0]!;
    writeFileSync(path.join(clusterTarget, 'backup_label'), labelfile, { mode: 0o600 });
    if (spcmapfile) writeFileSync(path.join(clusterTarget, 'tablespace_map'), spcmapfile, { mode: 0o600 });
    copyTree(path.join(clusterSource, 'pg_wal'), path.join(clusterTarget, 'pg_wal'), (relative, isDir) => (isDir ? 'skip' : 'copy'));
    const manifest: BackupManifest = {
      format: 'crl-embedded-base-backup/1',
      label,
      startLsn: start.rows[0]!.lsn,
      stopLsn: stop.rows[0]!.lsn,
      startedAt,
      finishedAt: new Date().toISOString(),
      serverVersion: version,
    };
    writeFileSync(path.join(targetDir, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup of backupEmbedded into `dataDir` (new or empty). The next server
 * start on that folder replays the backup's WAL and serves the restored ledger.
 */
export function restoreEmbedded(backupDir: string, dataDir: string): BackupManifest {
  const manifestFile = path.join(backupDir, BACKUP_MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${backupDir} is not a ledger backup (no ${BACKUP_MANIFEST})`);
  if (!isEmptyOrMissing(dataDir)) throw new Error(`${dataDir} is not empty: restore into a new data folder`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  copyTree(backupDir, dataDir, (relative) => (relative === BACKUP_MANIFEST ? 'skip' : 'copy'));
  const cluster = path.join(dataDir, CLUSTER_DIR);
  chmodSync(cluster, 0o700);
  // Started by root, the embedded PostgreSQL runs as the postgres OS user, which must own its files.
  if (userInfo().uid === 0) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) chownTree(cluster, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
  }
  return manifest;
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (lstatSync(entry).isDirectory()) chownTree(entry, uid, gid);
    else chownSync(entry, uid, gid);
  }
}
