// Health for orchestrators and load balancers, no token needed and nothing revealed
// (no versions, no SQL): /health/live (and /health) is 200 while the process serves;
// /health/ready is 200 only when the database answers within READY_BOUND_MS and
// every migration file in prisma/migrations is applied, else 503 with a short reason.
import type pg from 'pg';
import { listMigrations } from '../db/migrate.js';

export const READY_BOUND_MS = 1_000;

export interface Readiness {
  ready: boolean;
  reason?: string;
}

/**
 * The database answers, and the migrations it records are the files shipped with
 * this server. The application role cannot read `_prisma_migrations`, so the
 * server's own view is used: the start applied every file or refused to start
 * (src/db/boot.ts), and `migrationsApplied` is what it applied or found.
 */
export async function readiness(pool: pg.Pool, migrationsApplied: readonly string[] | null): Promise<Readiness> {
  if (migrationsApplied) {
    const files = listMigrations().map((migration) => migration.name);
    const applied = new Set(migrationsApplied);
    if (files.length !== applied.size || files.some((name) => !applied.has(name))) return { ready: false, reason: 'migrations pending' };
  }
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_BOUND_MS)));
  const probe = pool.query('SELECT 1').then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  const outcome = await Promise.race([probe, bound]);
  clearTimeout(timer);
  if (outcome === 'ok') return { ready: true };
  return { ready: false, reason: outcome === 'timeout' ? `database did not answer within ${READY_BOUND_MS} ms` : 'database unavailable' };
}
