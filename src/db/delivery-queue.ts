// graphile-worker's schema (the job queue of webhook deliveries, docs/webhooks.md):
// installed and migrated by the database owner at migration time, as our own
// migrations are, never by the serving roles. Its migrations are idempotent and take
// their own advisory lock; afterwards the delivery role gets what working the queue
// needs, on graphile_worker only. crl_app gets nothing there: jobs are added only by
// the SECURITY DEFINER functions of the webhook migration.
import type pg from 'pg';
import { Logger, runMigrations } from 'graphile-worker';
import { DELIVERY_ROLE } from './client.js';
import { log } from '../logger.js';

export { DELIVERY_ROLE };
export const QUEUE_SCHEMA = 'graphile_worker';

/**
 * graphile-worker's log lines, into the server's own JSON log (one stream; src/logger.ts)
 * with `component: "graphile-worker"` and its scope (worker, task, job). Its info and debug
 * chatter (a worker connected, a job started) is the queue's own, not ours: debug and trace.
 * Its meta (a job with its payload) stays out; an error in it is logged as `err`.
 */
const QUEUE_LEVELS = { error: 'error', warning: 'warn', info: 'debug', debug: 'trace' } as const;
export const queueLogger = new Logger((scope) => {
  let logger: ReturnType<typeof log> | undefined; // made at its first line, not at import
  return (level, message, meta) => {
    logger ??= log().child({ component: 'graphile-worker', ...scope });
    const pinoLevel = QUEUE_LEVELS[level as keyof typeof QUEUE_LEVELS] ?? 'warn';
    if (logger.isLevelEnabled(pinoLevel)) logger[pinoLevel](meta?.error instanceof Error ? { err: meta.error } : {}, message);
  };
});

export async function installDeliveryQueue(ownerUrl: string, owner: pg.Client): Promise<void> {
  await runMigrations({ connectionString: ownerUrl, schema: QUEUE_SCHEMA, logger: queueLogger });
  await owner.query(`GRANT USAGE ON SCHEMA ${QUEUE_SCHEMA} TO ${DELIVERY_ROLE};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${QUEUE_SCHEMA} TO ${DELIVERY_ROLE};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${QUEUE_SCHEMA} TO ${DELIVERY_ROLE};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${QUEUE_SCHEMA} TO ${DELIVERY_ROLE};
    REVOKE ALL ON SCHEMA ${QUEUE_SCHEMA} FROM PUBLIC;`);
  // graphile-worker turns row-level security on for its private tables (with no policy,
  // so only their owner works them); the delivery role gets a policy of its own there.
  await owner.query(`DO $$
    DECLARE queue_table record;
    BEGIN
      FOR queue_table IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                          WHERE n.nspname = '${QUEUE_SCHEMA}' AND c.relkind = 'r' AND c.relrowsecurity
      LOOP
        IF NOT EXISTS (SELECT 1 FROM pg_policies p WHERE p.schemaname = '${QUEUE_SCHEMA}' AND p.tablename = queue_table.relname AND p.policyname = '${DELIVERY_ROLE}') THEN
          EXECUTE format('CREATE POLICY ${DELIVERY_ROLE} ON ${QUEUE_SCHEMA}.%I TO ${DELIVERY_ROLE} USING (true) WITH CHECK (true)', queue_table.relname);
        END IF;
      END LOOP;
    END $$`);
  // graphile-worker says "jobs:insert" when a job is added, but not when a named queue is
  // released (its job completed or failed), so the next job of an endpoint's queue waited
  // for a poll. Its release says so too, once the completion commits (the payload names the
  // queue: identical notices in one transaction would fold into one).
  await owner.query(`CREATE OR REPLACE FUNCTION ${QUEUE_SCHEMA}.crl_queue_released() RETURNS trigger
      LANGUAGE plpgsql SET search_path TO pg_catalog, pg_temp
      AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM ${QUEUE_SCHEMA}._private_jobs j WHERE j.job_queue_id = NEW.id AND j.run_at <= now() AND j.locked_at IS NULL) THEN
        PERFORM pg_notify('jobs:insert', '{"count":1,"queue":' || NEW.id::text || '}');
      END IF;
      RETURN NULL;
    END $$;
    CREATE OR REPLACE TRIGGER crl_queue_released AFTER UPDATE OF locked_by ON ${QUEUE_SCHEMA}._private_job_queues
      FOR EACH ROW WHEN (OLD.locked_by IS NOT NULL AND NEW.locked_by IS NULL) EXECUTE FUNCTION ${QUEUE_SCHEMA}.crl_queue_released();`);
}
