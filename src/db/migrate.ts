// Applies the hand-written migrations in prisma/migrations, in order, each in its
// own transaction, and records them in `_prisma_migrations` in Prisma's own format
// (id, SHA-256 checksum of the file, timestamps, applied_steps_count), so that
// `prisma migrate status` and `deploy` agree with it on machines that have Prisma's
// schema engine. Runs as the database owner, never as the application role.
//
// The first migration is the baseline of release 0.1.0, the whole schema in one file.
// A migration is never edited once it can have been applied: a change to the schema is
// a new migration after the last. An applied migration whose file has changed, or a
// history naming migrations this release does not have, stops the migration before it
// writes anything.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { installDeliveryQueue } from './delivery-queue.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** The advisory lock key Prisma Migrate itself uses, so the two never run at once. */
const PRISMA_MIGRATE_LOCK = 72707369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(directory = MIGRATIONS_DIR): Migration[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(directory, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(directory, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export async function migrate(ownerUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const appliedByName = new Map(applied.rows.map((row) => [row.migration_name, row.checksum]));
    const migrations = listMigrations();
    refuseForeignHistory([...appliedByName.keys()], migrations);
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      const checksum = appliedByName.get(migration.name);
      if (checksum !== undefined) {
        if (checksum === migration.checksum) continue;
        throw new Error(`migration ${migration.name} was changed after it was applied; add a new migration instead`);
      }
      await client.query('BEGIN');
      try {
        const startedAt = new Date();
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
          [randomUUID(), migration.checksum, migration.name, startedAt],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
      }
      newlyApplied.push(migration.name);
    }
    // The job queue webhook deliveries run through: its own schema, installed by the owner after ours.
    await installDeliveryQueue(ownerUrl, client);
    return newlyApplied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/**
 * A database whose history names a migration this release does not have was migrated by
 * another line of migrations (a pre-release schema, or a newer release): applying ours on
 * top of it would fail halfway or, worse, succeed on a schema the code does not describe.
 */
export function refuseForeignHistory(applied: readonly string[], migrations: readonly Migration[]): void {
  const known = new Set(migrations.map((migration) => migration.name));
  const foreign = applied.filter((name) => !known.has(name)).sort();
  if (foreign.length === 0) return;
  throw new Error(
    `the database records ${foreign.length} migration(s) this release does not have (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''}); ` +
      'it was migrated by another release of the ledger, and this one cannot migrate it further: serve it with that release, or start this one on a new database',
  );
}

/** Creates `database` on the server of `maintenanceUrl` unless it exists. */
export async function ensureDatabase(maintenanceUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // created concurrently
  } finally {
    await client.end();
  }
}
