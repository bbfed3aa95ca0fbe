// Prometheus metrics of the ledger (served at /metrics by src/http/app.ts): Yoga's request
// and operation durations (@graphql-yoga/plugin-prometheus), GraphQL errors by code,
// the connection pool, and the ledger's own counters, incremented where those things
// happen. One registry per process; a worker serves its own process's figures.
//
// Every label value comes from a bounded set the server chooses: the route (never the
// request target, which carries GET documents, variables and whatever else a client
// puts in a query string), the operation name of a trusted-manifest document (every
// other document is `other`), the operation type, the method, the status, an error code.
import { createCounter, createHistogram, usePrometheus } from '@graphql-yoga/plugin-prometheus';
import { Kind, parse } from 'graphql';
import type pg from 'pg';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
// prom-client's default names already begin with their family (process_, nodejs_): the prefix adds only `ledger_`.
collectDefaultMetrics({ register: registry, prefix: 'ledger_' });

export const attemptsRecorded = new Counter({
  name: 'ledger_attempts_recorded_total',
  help: 'Attempts written by recordAttempt/recordAttempts.',
  registers: [registry],
});
export const replays = new Counter({
  name: 'ledger_replays_total',
  help: 'Writes answered from the ledger because the same key and content were already recorded.',
  registers: [registry],
});
export const conflicts = new Counter({
  name: 'ledger_idempotency_conflicts_total',
  help: 'Writes refused because the key was recorded with other content.',
  registers: [registry],
});
export const driftDetected = new Counter({
  name: 'ledger_drift_detected_total',
  help: 'DRIFT_DETECTED adjudications appended (docs/specification.md §5).',
  registers: [registry],
});
export const reportsServed = new Counter({
  name: 'ledger_reports_served_total',
  help: 'Reliability reports served, by evidence state.',
  labelNames: ['state'] as const,
  registers: [registry],
});
export const alertsRaised = new Counter({
  name: 'ledger_alerts_raised_total',
  help: 'Alerts raised by the alert evaluator of this process, by kind (docs/alerts.md).',
  labelNames: ['kind'] as const,
  registers: [registry],
});
export const graphqlErrors = new Counter({
  name: 'ledger_graphql_errors_total',
  help: 'Errors in GraphQL answers, by code (masked ones are INTERNAL).',
  labelNames: ['code'] as const,
  registers: [registry],
});

const pools = new Set<pg.Pool>();
/** The pool whose usage /metrics reports (the serving process's one pool). */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool);
}
const sum = (read: (pool: pg.Pool) => number) => [...pools].reduce((total, pool) => total + read(pool), 0);
new Gauge({
  name: 'ledger_db_pool_total',
  help: 'Connections open in the pool.',
  registers: [registry],
  collect() {
    this.set(sum((p) => p.totalCount));
  },
});
new Gauge({
  name: 'ledger_db_pool_idle',
  help: 'Idle connections in the pool.',
  registers: [registry],
  collect() {
    this.set(sum((p) => p.idleCount));
  },
});
new Gauge({
  name: 'ledger_db_pool_waiting',
  help: 'Requests waiting for a connection.',
  registers: [registry],
  collect() {
    this.set(sum((p) => p.waitingCount));
  },
});

/** The label of anything outside a bounded set: a document not in the manifest, an unknown route. */
export const OTHER_LABEL = 'other';
/** The routes a serving process has (src/http/app.ts); any other path is labelled `other`. */
export const ROUTES = ['/graphql', '/dashboard', '/health', '/metrics'] as const;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const methodLabel = (method: string | undefined): string => (method && METHODS.has(method) ? method : OTHER_LABEL);
const OPERATION_TYPES = new Set(['query', 'mutation', 'subscription']);

/** The route of a path: `/graphql`, `/dashboard`, … or `other`; never the rest of the target. */
export function routeOf(pathname: string): string {
  return ROUTES.find((route) => pathname === route || pathname.startsWith(`${route}/`)) ?? OTHER_LABEL;
}

export const httpRequests = new Histogram({
  name: 'ledger_http_request_duration_seconds',
  help: 'Every HTTP request a serving process answered (refusals included), by route, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

/** Counts one answered request under bounded labels (src/http/app.ts, when the response closes). */
export function observeHttpRequest(pathname: string, method: string | undefined, status: number, seconds: number): void {
  httpRequests.observe({ route: routeOf(pathname), method: methodLabel(method), status: String(status) }, seconds);
}

/** A manifest's documents → the names of their operations (unnamed ones are left out). */
function operationNamesOf(documents: Iterable<string>): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const text of documents) {
    const operations = new Set<string>();
    for (const definition of parse(text).definitions)
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operations.add(definition.name.value);
    names.set(text, operations);
  }
  return names;
}

/** The operation label of each request, set by the app whose manifest it was checked against. */
const operationLabels = new WeakMap<Request, string>();

function operationLabelOf(context: { request?: Request } | undefined): string {
  return (context?.request && operationLabels.get(context.request)) ?? OTHER_LABEL;
}

function operationTypeOf(type: string | undefined): string {
  return type && OPERATION_TYPES.has(type) ? type : 'unknown';
}

/**
 * Labels a request with the name of the operation it runs when its document is one of
 * `manifest` (sent by hash, or as the very text), and `other` otherwise: operation
 * names a client makes up never become label values.
 */
function operationLabelling(manifest: Iterable<string>): Plugin {
  const names = operationNamesOf(manifest);
  return {
    onParse({ context }) {
      const { request, params } = context as { request?: Request; params?: { query?: unknown; operationName?: unknown } };
      if (!request) return;
      const operations = typeof params?.query === 'string' ? names.get(params.query) : undefined;
      const wanted = typeof params?.operationName === 'string' && params.operationName !== '' ? params.operationName : null;
      const label = !operations
        ? OTHER_LABEL
        : wanted
          ? operations.has(wanted)
            ? wanted
            : OTHER_LABEL
          : operations.size === 1
            ? [...operations][0]!
            : OTHER_LABEL;
      operationLabels.set(request, label);
    },
  };
}

const operationLabelsFn = (params: { operationType?: string }, context: { request?: Request }) => ({
  operationName: operationLabelOf(context),
  operationType: operationTypeOf(params.operationType),
});
const OPERATION_LABELS = ['operationName', 'operationType'] as const;
const EXECUTION = ['execute', 'subscribe'] as ['execute', 'subscribe'];

let prometheus: Plugin | null = null;
/** Yoga's request/operation metrics, with the ledger's bounded labels, on the ledger's registry. */
function prometheusPlugin(): Plugin {
  prometheus ??= usePrometheus({
    registry,
    endpoint: false,
    metrics: {
      graphql_yoga_http_duration: createHistogram({
        registry,
        histogram: {
          name: 'graphql_yoga_http_duration',
          help: 'Time spent on HTTP connection',
          labelNames: ['operationName', 'operationType', 'method', 'statusCode', 'route'] as const,
        },
        fillLabelsFn: (params, context) => ({
          ...operationLabelsFn(params, context),
          method: methodLabel(context.request.method),
          statusCode: context.response.status,
          route: routeOf(new URL(context.request.url).pathname),
        }),
      }),
      graphql_envelop_request_duration: createHistogram({
        registry,
        histogram: {
          name: 'graphql_envelop_request_duration',
          help: 'Time spent on running the GraphQL operation from parse to execute',
          labelNames: OPERATION_LABELS,
        },
        fillLabelsFn: operationLabelsFn,
        phases: EXECUTION,
      }),
      graphql_envelop_phase_execute: createHistogram({
        registry,
        histogram: {
          name: 'graphql_envelop_phase_execute',
          help: 'Time spent on running the GraphQL "execute" function',
          labelNames: OPERATION_LABELS,
        },
        fillLabelsFn: operationLabelsFn,
        phases: ['execute'],
      }),
      // Without the `path` label: a response path holds the client's aliases and list indexes.
      graphql_envelop_error_result: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_error_result',
          help: 'Counts the amount of errors reported from all phases',
          labelNames: [...OPERATION_LABELS, 'phase'] as const,
        },
        fillLabelsFn: (params, context) => ({ ...operationLabelsFn(params, context), phase: params.errorPhase ?? 'unknown' }),
        phases: ['parse', 'validate', 'context', 'execute', 'subscribe'],
      }),
      graphql_envelop_request: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_request',
          help: 'Counts the amount of GraphQL requests executed through Envelop',
          labelNames: OPERATION_LABELS,
        },
        fillLabelsFn: operationLabelsFn,
        phases: EXECUTION,
      }),
      // The plugin's other metrics are on unless turned off; they are not served.
      graphql_envelop_deprecated_field: false,
      graphql_envelop_request_time_summary: false,
      graphql_envelop_phase_parse: false,
      graphql_envelop_phase_validate: false,
      graphql_envelop_phase_context: false,
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_schema_change: false,
    },
  });
  return prometheus;
}

/** An error code as a label: the ledger's codes are upper-case words; anything else is `other`. */
function codeLabel(code: unknown): string {
  if (code === undefined || code === null) return 'INTERNAL';
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : OTHER_LABEL;
}

/**
 * Yoga's request/operation metrics and the error-code counter, on the ledger's
 * registry; operations are named only when their document is in `manifest` (the
 * document texts of the GraphQL app's trusted-documents manifest).
 */
export function metricsPlugins(manifest: Iterable<string>): Plugin[] {
  const errorCodes: Plugin = {
    onExecute() {
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors) graphqlErrors.inc({ code: codeLabel(error.extensions?.code) });
        },
      };
    },
  };
  return [operationLabelling(manifest), prometheusPlugin(), errorCodes];
}

/** An operation as the metrics label it: the name of its trusted document's operation, and its type. */
export interface OperationLabels {
  name: string;
  type: string;
}

function metric<T>(name: string): T | undefined {
  return registry.getSingleMetric(name) as T | undefined;
}

/**
 * What metricsPlugins records of an executed operation, recorded for one the direct write
 * path ran (src/http/direct-writes.ts): the envelop request counter and durations, and, per
 * error of the result as the plugins see it (before masking), the error counters.
 */
export function observeOperation(
  operation: OperationLabels,
  executeSeconds: number,
  errors: readonly { extensions?: Record<string, unknown> }[],
): void {
  const labels = { operationName: operation.name, operationType: operationTypeOf(operation.type) };
  for (const error of errors) {
    metric<Counter>('graphql_envelop_error_result')?.inc({ ...labels, phase: 'execute' });
    graphqlErrors.inc({ code: codeLabel(error.extensions?.code) });
  }
  metric<Histogram>('graphql_envelop_phase_execute')?.observe(labels, executeSeconds);
  metric<Histogram>('graphql_envelop_request_duration')?.observe(labels, executeSeconds);
  metric<Counter>('graphql_envelop_request')?.inc(labels);
}

/** Yoga's HTTP duration of a GraphQL request the direct write path answered (src/http/direct-writes.ts). */
export function observeGraphQLHttp(operation: OperationLabels, method: string, status: number, seconds: number): void {
  metric<Histogram>('graphql_yoga_http_duration')?.observe(
    {
      operationName: operation.name,
      operationType: operationTypeOf(operation.type),
      method: methodLabel(method),
      statusCode: status,
      route: '/graphql',
    },
    seconds,
  );
}

/** Webhook delivery attempts, by what each ended as (src/modules/webhooks/runner.ts). */
export const webhookDeliveries = new Counter({
  name: 'ledger_webhook_deliveries_total',
  help: 'Webhook delivery attempts of this process, by outcome: DELIVERED, FAILED (retried later) or DEAD_LETTERED.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const webhookQueues = new Set<pg.Pool>();
/** The delivery pool whose queue /metrics reports; returns the function that stops watching it. */
export function watchWebhookQueue(pool: pg.Pool): () => void {
  webhookQueues.add(pool);
  return () => webhookQueues.delete(pool);
}
new Gauge({
  name: 'ledger_webhook_oldest_pending_seconds',
  help: 'Age of the oldest webhook delivery not yet delivered or dead-lettered (0 when none); reported by the process that delivers.',
  registers: [registry],
  async collect() {
    const pool = [...webhookQueues][0];
    if (!pool) return;
    try {
      const { rows } = await pool.query<{ age: number | null }>(
        `SELECT extract(epoch FROM now() - min(d.created_at))::float8 AS age FROM webhook_delivery d
          WHERE NOT EXISTS (SELECT 1 FROM webhook_delivery_attempt t WHERE t.delivery_id = d.id AND t.outcome IN ('DELIVERED', 'DEAD_LETTERED'))`,
      );
      this.set(rows[0]?.age ?? 0);
    } catch {
      // the database is away: the gauge keeps its last value
    }
  },
});
