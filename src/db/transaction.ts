// One place for running a unit of work in a transaction on the application pool,
// retried when Postgres reports a serialization failure or deadlock (the work is
// idempotent by construction, so a retry can never duplicate a row).
import type pg from 'pg';

const RETRYABLE = new Set(['40001', '40P01']);

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (attempt < attempts && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
      throw error;
    } finally {
      client.release();
    }
  }
}
