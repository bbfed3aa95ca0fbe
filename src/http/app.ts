// The app a serving process runs, built from its configuration in one place, so the
// single-process server and every worker serve exactly the same thing: health
// (src/http/health.ts), Prometheus metrics (src/metrics.ts), the browser dashboard under
// /dashboard (static files, src/http/dashboard.ts), and everything else to the GraphQL
// app. Every request gets an id (the `x-request-id` header) and one log line.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import { dashboardListener, loadDashboardAssets } from './dashboard.js';
import type { Database } from '../db/database.js';
import { listMigrations } from '../db/migrate.js';
import { readiness } from './health.js';
import { log, type Logger, type RequestRecord } from '../logger.js';
import { observeHttpRequest, registry, watchPool } from '../metrics.js';
import { loadTrustedDocuments } from './trusted-documents.js';
import { loadOrCreateSigner } from '../modules/transparency/keys.js';
import { createLedgerGraphQL } from './yoga.js';

/** The GraphQL app as the configuration asks for it. */
export function ledgerYogaFor(config: Config, db: Database, logger: Logger = log()) {
  return ledgerGraphQLFor(config, db, logger).yoga;
}

/** The GraphQL app as the configuration asks for it, and its direct write path (src/http/direct-writes.ts) unless DIRECT_WRITES=false. */
export function ledgerGraphQLFor(config: Config, db: Database, logger: Logger = log()) {
  return createLedgerGraphQL({
    directWrites: config.DIRECT_WRITES,
    db,
    logger,
    maxRequestBytes: config.MAX_REQUEST_BYTES,
    graphiql: config.NODE_ENV !== 'production',
    introspection: config.INTROSPECTION,
    corsOrigins: config.CORS_ORIGINS,
    metrics: config.METRICS,
    trustedDocuments: config.TRUSTED_DOCUMENTS,
    ...(config.TRUSTED_DOCUMENTS_MANIFEST ? { trustedDocumentManifest: loadTrustedDocuments(config.TRUSTED_DOCUMENTS_MANIFEST) } : {}),
    // created by the service before any process serves (src/process/service.ts)
    signer: loadOrCreateSigner(config.signingKeyFile),
    checkpointFile: config.checkpointFile,
    webhookAllowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
  });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

/** A client's own request id is kept when it is short and plain; otherwise one is made. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** /metrics: off when METRICS is off; behind `Authorization: Bearer METRICS_TOKEN` when that is set. */
async function serveMetrics(config: Config, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (!config.METRICS) return json(response, 404, { error: 'not found' });
  if (config.METRICS_TOKEN && request.headers.authorization !== `Bearer ${config.METRICS_TOKEN}`)
    return json(
      response,
      401,
      { error: 'metrics need Authorization: Bearer <METRICS_TOKEN>' },
      { 'www-authenticate': 'Bearer realm="ledger-metrics"' },
    );
  response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  response.end(await registry.metrics());
}

/** A Host a URL can be built on: a name or an IPv4/IPv6 address, and a port. */
const HOST_HEADER = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Whether a request's target is one the app serves: origin-form (`/path?query`, RFC 9112
 * §3.2.1) on a well-formed Host. Absolute-form (`GET http://host/graphql`), `OPTIONS *`
 * and a malformed Host are the client's mistake; handed on, the GraphQL adapter would
 * fail to build the request's URL and answer 500 with its stack.
 */
export function servableTarget(request: IncomingMessage): boolean {
  const target = request.url ?? '';
  const host = request.headers.host ?? 'localhost';
  if (!target.startsWith('/') || !HOST_HEADER.test(host)) return false;
  try {
    new URL(`http://${host}${target}`);
    return true;
  } catch {
    return false;
  }
}

/** Health probes and the metrics scrape: their request lines are logged at debug. */
const PROBE_PATHS = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

/** The request listener of a serving process. */
export function ledgerAppFor(
  config: Config,
  db: Database,
  logger: Logger = log(),
  graphql = ledgerGraphQLFor(config, db, logger),
): RequestListener {
  const { yoga, direct } = graphql;
  // The dashboard sends its documents by the hashes of the client package's manifest.
  const dashboard = dashboardListener(loadDashboardAssets());
  watchPool(db.pool);
  // The server started on a migrated database (src/db/boot.ts); files added since (an
  // upgrade pulled without a restart) make it not ready.
  const migrations = listMigrations().map((migration) => migration.name);
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const record: RequestRecord = { id: requestIdOf(request) };
    const path = (request.url ?? '/').split('?')[0]!;
    response.setHeader('x-request-id', record.id);
    response.once('close', () => {
      if (config.METRICS) observeHttpRequest(path, request.method, response.statusCode, (performance.now() - started) / 1000);
      const line = {
        reqId: record.id,
        method: request.method,
        path,
        status: response.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(record.operationName !== undefined ? { operationName: record.operationName } : {}),
        ...(record.actor ? { actor: record.actor } : {}),
        ...(record.errorCodes ? { errors: record.errorCodes } : {}),
      };
      // Probes come every few seconds from orchestrators and scrapers: their lines would drown the rest.
      if (PROBE_PATHS.has(path)) logger.debug(line, 'request');
      else if (response.statusCode >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    const fail = (error: unknown) => {
      logger.error({ reqId: record.id, err: error }, 'request failed');
      if (!response.headersSent) json(response, 500, { error: 'internal error' });
    };
    if (!servableTarget(request)) {
      response.setHeader('connection', 'close');
      return json(response, 400, { error: 'bad request: the target must be a path (/graphql, /dashboard/, …) and Host a host[:port]' });
    }
    if (request.method === 'GET' && (path === '/health' || path === '/health/live')) return json(response, 200, { status: 'live' });
    if (request.method === 'GET' && path === '/health/ready') {
      void readiness(db.pool, migrations).then(
        (state) =>
          state.ready ? json(response, 200, { status: 'ready' }) : json(response, 503, { status: 'not ready', reason: state.reason }),
        fail,
      );
      return;
    }
    if (path === '/metrics') {
      serveMetrics(config, request, response).catch(fail);
      return;
    }
    if (dashboard(request, response)) return;
    if (direct) direct.serve(request, response, record);
    else void yoga(request, response, { ledgerRequest: record });
  };
}
