// Bringing up the database the server or a command uses: the server named by
// DATABASE_URL, or else an embedded PostgreSQL in the local data folder; then the
// migrations; then the application pool acting as crl_app.
import type { Config } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded.js';
import { ensureDatabase, migrate } from './migrate.js';

export const EMBEDDED_DATABASE_NAME = 'ledger';

export interface BootedDatabase {
  db: Database;
  ownerUrl: string;
  embedded: EmbeddedCluster | null;
  /** Migrations applied by this boot. */
  migrated: string[];
  shutdown(): Promise<void>;
}

export async function bootDatabase(config: Config): Promise<BootedDatabase> {
  let embedded: EmbeddedCluster | null = null;
  let ownerUrl = config.DATABASE_URL;
  if (!ownerUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT);
    await ensureDatabase(embedded.urlFor('postgres'), EMBEDDED_DATABASE_NAME);
    ownerUrl = embedded.urlFor(EMBEDDED_DATABASE_NAME);
  }
  try {
    const migrated = await migrate(ownerUrl);
    const db = openDatabase({
      ownerUrl,
      appUrl: config.APP_DATABASE_URL,
      poolSize: config.DB_POOL_SIZE,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
    return {
      db,
      ownerUrl,
      embedded,
      migrated,
      async shutdown() {
        await db.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
