// Prometheus metrics of the ledger (served at /metrics by src/app.ts): Yoga's request
// and operation durations (@graphql-yoga/plugin-prometheus), GraphQL errors by code,
// the connection pool, and the ledger's own counters, incremented where those things
// happen. One registry per process; a worker serves its own process's figures.
import { usePrometheus } from '@graphql-yoga/plugin-prometheus';
import type pg from 'pg';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'ledger_process_' });

export const attemptsRecorded = new Counter({ name: 'ledger_attempts_recorded_total', help: 'Attempts written by recordAttempt/recordAttempts.', registers: [registry] });
export const replays = new Counter({ name: 'ledger_replays_total', help: 'Writes answered from the ledger because the same key and content were already recorded.', registers: [registry] });
export const conflicts = new Counter({ name: 'ledger_idempotency_conflicts_total', help: 'Writes refused because the key was recorded with other content.', registers: [registry] });
export const driftDetected = new Counter({ name: 'ledger_drift_detected_total', help: 'DRIFT_DETECTED adjudications appended (docs/specification.md §5).', registers: [registry] });
export const reportsServed = new Counter({ name: 'ledger_reports_served_total', help: 'Reliability reports served, by evidence state.', labelNames: ['state'] as const, registers: [registry] });
export const graphqlErrors = new Counter({ name: 'ledger_graphql_errors_total', help: 'Errors in GraphQL answers, by code (masked ones are INTERNAL).', labelNames: ['code'] as const, registers: [registry] });

const pools = new Set<pg.Pool>();
/** The pool whose usage /metrics reports (the serving process's one pool). */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool);
}
const sum = (read: (pool: pg.Pool) => number) => [...pools].reduce((total, pool) => total + read(pool), 0);
new Gauge({ name: 'ledger_db_pool_total', help: 'Connections open in the pool.', registers: [registry], collect() { this.set(sum((p) => p.totalCount)); } });
new Gauge({ name: 'ledger_db_pool_idle', help: 'Idle connections in the pool.', registers: [registry], collect() { this.set(sum((p) => p.idleCount)); } });
new Gauge({ name: 'ledger_db_pool_waiting', help: 'Requests waiting for a connection.', registers: [registry], collect() { this.set(sum((p) => p.waitingCount)); } });

let prometheus: Plugin | null = null;
/** Yoga's request/operation metrics and the error-code counter, on the ledger's registry. */
export function metricsPlugins(): Plugin[] {
  prometheus ??= usePrometheus({
    registry,
    endpoint: false,
    metrics: {
      graphql_yoga_http_duration: true,
      graphql_envelop_request_duration: true,
      graphql_envelop_phase_execute: true,
      graphql_envelop_error_result: true,
      graphql_envelop_request: true,
    },
  });
  const errorCodes: Plugin = {
    onExecute() {
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors) graphqlErrors.inc({ code: String(error.extensions?.code ?? 'INTERNAL') });
        },
      };
    },
  };
  return [prometheus, errorCodes];
}
