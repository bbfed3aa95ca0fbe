// One place for running a unit of work in a transaction on the application pool,
// retried when Postgres reports a serialization failure or deadlock (the work is
// idempotent by construction, so a retry can never duplicate a row).
import type pg from 'pg';

const RETRYABLE = new Set(['40001', '40P01']);

/** Tries `work` up to `attempts` times while Postgres asks for a retry (serialization failure, deadlock). */
export async function retryingWhenAsked<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt < attempts && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
      throw error;
    }
  }
}

export interface TransactionOptions {
  /** Tries in all when the database asks for a retry; default 3. */
  attempts?: number;
  /** A read-only transaction: every statement sees one snapshot and none can write. */
  readOnly?: boolean;
  /** Settings for this transaction only (SET LOCAL), e.g. { jit: 'off' }. */
  local?: Readonly<Record<string, string>>;
}

/** SET LOCAL statements for `settings` (names are the caller's constants; values are quoted). */
export function setLocalStatements(settings: Readonly<Record<string, string>>): string[] {
  return Object.entries(settings).map(([name, value]) => `SET LOCAL ${name} = '${value.replaceAll("'", "''")}'`);
}

export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const begin = [options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN', ...setLocalStatements(options.local ?? {})].join('; ');
  return retryingWhenAsked(async () => {
    const client = await pool.connect();
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }, options.attempts ?? 3);
}
