// Bringing up the database the server or a command uses: the server named by
// DATABASE_URL, or else an embedded PostgreSQL in the local data folder (restarted
// by this process if it dies); then the migrations; then the application pool on
// the server's own login role, refused if that role could do more than append.
import type { Config } from '../config.js';
import type { Database } from './database.js';
import {
  embeddedOwnerAlive,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
  stopOrphanedPostgres,
  type EmbeddedCluster,
} from './embedded.js';
import { log } from '../logger.js';
import { openServerDatabase } from './login.js';
import { ensureDatabase, migrate } from './migrate.js';

export const EMBEDDED_DATABASE_NAME = 'ledger';

export interface BootedDatabase {
  db: Database;
  ownerUrl: string;
  /** The server's own login (a member of crl_app only): what worker processes get. */
  appUrl: string;
  embedded: EmbeddedCluster | null;
  /** Migrations applied by this boot. */
  migrated: string[];
  shutdown(): Promise<void>;
}

export interface BootOptions {
  /**
   * For commands beside a running server (token, report, retention, migrate): use
   * the embedded PostgreSQL the server already runs in the data folder instead of
   * starting a second one on it. The server itself always owns its database.
   */
  attach?: boolean;
}

export async function bootDatabase(config: Config, options: BootOptions = {}): Promise<BootedDatabase> {
  let embedded: EmbeddedCluster | null = null;
  let ownerUrl = config.DATABASE_URL;
  let loginPassword: string | undefined;
  if (!ownerUrl) {
    const running = runningEmbeddedPostgres(config.dataDir);
    if (running && options.attach) {
      ownerUrl = running.urlFor(EMBEDDED_DATABASE_NAME);
      loginPassword = running.loginPassword;
    } else {
      if (running && embeddedOwnerAlive(config.dataDir, running))
        throw new Error(
          `another ledger server already runs the embedded PostgreSQL in ${config.dataDir} (pid ${running.pid}, port ${running.port}): ` +
            'stop it first, or give this one its own LEDGER_DATA_DIR',
        );
      if (running) {
        // Its owner died without stopping it (SIGKILL, out of memory): stop it cleanly and start it as ours.
        log().warn(
          { pid: running.pid, port: running.port },
          `the embedded PostgreSQL in ${config.dataDir} (pid ${running.pid}) was left running by a ledger process that is gone: stopping it and starting it again`,
        );
        await stopOrphanedPostgres(config.dataDir, running);
      }
      embedded = await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT);
      embedded.supervise((line) => log().warn(line));
      await ensureDatabase(embedded.urlFor('postgres'), EMBEDDED_DATABASE_NAME);
      ownerUrl = embedded.urlFor(EMBEDDED_DATABASE_NAME);
      loginPassword = embedded.loginPassword;
    }
  }
  try {
    const migrated = await migrate(ownerUrl);
    const { db, appUrl } = await openServerDatabase({
      ownerUrl,
      appUrl: config.APP_DATABASE_URL,
      loginPassword,
      poolSize: config.DB_POOL_SIZE,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      readUrls: config.READ_DATABASE_URL,
      consistencyWaitMs: config.READ_CONSISTENCY_WAIT_MS,
      maxSubscriptions: config.MAX_SUBSCRIPTIONS,
    });
    return {
      db,
      ownerUrl,
      appUrl,
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
