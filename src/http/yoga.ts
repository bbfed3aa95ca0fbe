// The GraphQL application: schema, per-request caller, and the security defaults
// (masked errors, bearer authentication before the body is read, JSON-only POSTs,
// limits on body size, depth, aliases and tokens, the cost with the variables, cursor checks, introspection
// off in production). `src/http/app.ts` builds it from the configuration; tests call `yoga.fetch` in-process.
// Each of the ledger's own Yoga plugins is a file of src/http/plugins/; this file puts them in order.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Context } from '../builder.js';
import { boundedJit, parsedDocumentCaches } from './document-caches.js';
import type { Database } from '../db/database.js';
import { GRAPHIQL_DEFAULT_QUERY, GRAPHIQL_HEADERS, graphiqlApp } from './graphiql.js';
import { log, type Logger } from '../logger.js';
import { answeredCode, maskUnexpected, serverLog } from './masking.js';
import { metricsPlugins } from '../metrics.js';
import type { Caller } from '../modules/auth/caller.js';
import { operationCostPlugin } from '../modules/common/cost.js';
import { cursorArgumentsPlugin } from '../modules/common/cursors.js';
import { distinctConnectionsOnly } from '../modules/live/sse-modes.js';
import type { Signer } from '../modules/transparency/keys.js';
import { TransparencyLog } from '../modules/transparency/store.js';
import { schema } from '../schema.js';
import { operationTracingPlugins } from '../tracing.js';
import { otlpTraces } from '../otlp/http.js';
import { directWrites } from './direct-writes.js';
import { bearerAuthentication, unauthenticated } from './plugins/bearer-authentication.js';
import { corsFor, varyByOrigin } from './plugins/cors.js';
import { graphiqlFiles } from './plugins/graphiql-files.js';
import { jsonRequestsOnly } from './plugins/json-requests-only.js';
import { readRouting } from './plugins/read-routing.js';
import { requestRecording } from './plugins/request-record.js';
import { requestSizeLimit } from './plugins/request-size-limit.js';
import { streamedBodyLimit } from './plugins/streamed-body-limit.js';
import { loadTrustedDocuments, trustedDocuments, type TrustedDocumentManifest, type TrustedDocumentMode } from './trusted-documents.js';

export interface LedgerYogaOptions {
  db: Database;
  /** GraphiQL in the browser; off unless asked for (src/http/app.ts asks outside production). */
  graphiql?: boolean;
  /** `__schema` and `__type` queries; on unless turned off (src/http/app.ts follows INTROSPECTION). */
  introspection?: boolean;
  maxRequestBytes?: number;
  /** Log unexpected (masked) errors to the server's own log; on by default. */
  logErrors?: boolean;
  /** The server's log (src/logger.ts); the process's logger unless given. */
  logger?: Logger;
  /** Origins allowed to call from a browser on another origin (CORS_ORIGINS); none unless listed. */
  corsOrigins?: readonly string[];
  /** Request/operation/error metrics on the registry of src/metrics.ts (served by src/http/app.ts). */
  metrics?: boolean;
  /** Which requests must run a trusted document (TRUSTED_DOCUMENTS); off unless asked for. */
  trustedDocuments?: TrustedDocumentMode;
  /** The manifest of trusted documents; the client's (src/http/trusted-documents.ts) unless given. */
  trustedDocumentManifest?: TrustedDocumentManifest;
  /** The transparency log's signing key: its public half is served, receipts and on-demand checkpoints are signed with it. */
  signer?: Signer;
  /** Where checkpoints signed on demand are also appended (CHECKPOINT_FILE). */
  checkpointFile?: string;
  /** WEBHOOK_ALLOW_PRIVATE: endpoints on private, loopback and link-local addresses; refused unless true. */
  webhookAllowPrivate?: boolean;
}

export function createLedgerYoga(options: LedgerYogaOptions) {
  return createLedgerGraphQL(options).yoga;
}

/**
 * The GraphQL app, and beside it the direct write path (src/http/direct-writes.ts) over the
 * same rules, context and manifest: null when `directWrites` is false, and when the
 * process reads from replicas or traces (the two plugins that path does not carry).
 */
export function createLedgerGraphQL(options: LedgerYogaOptions & { directWrites?: boolean }) {
  const { db } = options;
  const manifest = options.trustedDocumentManifest ?? loadTrustedDocuments();
  const graphiql = options.graphiql ? graphiqlApp() : null;
  const authentication = bearerAuthentication(db);
  const outbound = { allowPrivate: options.webhookAllowPrivate === true };
  const transparency = options.signer ? new TransparencyLog(db.pool, options.signer, options.checkpointFile ?? null) : undefined;
  const contextOf = (caller: Caller): Context => ({ caller, db, outbound, ...(transparency ? { transparency } : {}) });
  const logger = options.logErrors === false ? false : serverLog(options.logger ?? log());
  const tracing = operationTracingPlugins(answeredCode);
  const yoga = createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    maskedErrors: { maskError: maskUnexpected, isDev: false },
    // Parsed documents kept within a bound of heap, not a count (src/http/document-caches.ts).
    parserAndValidationCache: parsedDocumentCaches(),
    logging: logger,
    cors: corsFor(options.corsOrigins ?? []),
    // Counted by streamedBodyLimit (below), only where node:http has not framed the body.
    maxRequestBodySize: false,
    multipart: false,
    // GraphiQL from the installed package, so the page works with no internet.
    ...(graphiql ? { renderGraphiQL: (graphiqlOptions?: Record<string, unknown>) => graphiql.page(graphiqlOptions) } : {}),
    graphiql: options.graphiql
      ? { title: 'Capability Reliability Ledger', headers: GRAPHIQL_HEADERS, defaultQuery: GRAPHIQL_DEFAULT_QUERY }
      : false,
    plugins: [
      ...(graphiql ? [graphiqlFiles(graphiql)] : []),
      ...(options.corsOrigins?.length ? [varyByOrigin()] : []),
      requestRecording(),
      ...(options.metrics === false ? [] : metricsPlugins(manifest.values())),
      // POST /v1/traces, OTLP/HTTP, answered in OTLP's own formats (src/otlp/http.ts).
      otlpTraces({ db, logger: options.logger ?? log(), maxRequestBytes: options.maxRequestBytes ?? 4 * 1024 * 1024 }) as Plugin,
      requestSizeLimit(options.maxRequestBytes ?? 4 * 1024 * 1024),
      authentication.plugin,
      distinctConnectionsOnly(),
      jsonRequestsOnly(),
      trustedDocuments({
        mode: options.trustedDocuments ?? 'off',
        manifest,
        callerOf: authentication.callerOf,
      }),
      // Belt and braces behind the two above: a request a browser sends without a
      // preflight (GET, or a form/text body) must carry this header to be served.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      ...(options.introspection === false ? [useDisableIntrospection()] : []),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 30 },
        maxDirectives: { n: 30 },
        maxTokens: { n: 20_000 },
        // Armor's cost rule runs at validation, without the variables: a page size sent as
        // a variable was not counted. The cost is computed below, with them.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: true },
      }),
      // Before anything executes, with the request's variables (src/modules/common/cost.ts).
      operationCostPlugin(),
      cursorArgumentsPlugin(),
      ...(db.reads ? [readRouting(db) as Plugin] : []),
      // Queries and mutations on graphql-jit, compiled documents kept within a bound of
      // heap (src/http/document-caches.ts); subscriptions and the largest documents on graphql-js.
      boundedJit(),
      // A span per operation when this process traces (src/tracing.ts); after the
      // executor's plugin, so the span's context surrounds whichever executor runs.
      ...tracing,
      // Last, as Yoga's own limit sits after the app's plugins: it wraps whichever request parser was chosen.
      streamedBodyLimit(options.maxRequestBytes ?? 4 * 1024 * 1024),
    ],
    context: ({ request }): Context => {
      const caller = authentication.callerOf(request);
      // Unreachable through HTTP (the request was authenticated before parsing); kept so
      // that a context built any other way never runs without a caller.
      if (!caller) throw unauthenticated('authentication required: send Authorization: Bearer <token>');
      return contextOf(caller);
    },
  });
  const direct =
    options.directWrites === false || db.reads || tracing.length
      ? null
      : directWrites({
          db,
          schema,
          manifest,
          maxRequestBytes: options.maxRequestBytes ?? 4 * 1024 * 1024,
          metrics: options.metrics !== false,
          contextOf,
          maskError: (error) => maskUnexpected(error, 'Unexpected error.') as GraphQLError,
          logMasked: (error) => {
            if (logger) logger.error(error);
          },
          headers: options.corsOrigins?.length ? { vary: 'Origin' } : {},
          fetchAPI: yoga.fetchAPI,
          generic: (request, response, record) => void yoga(request, response, { ledgerRequest: record }),
        });
  return { yoga, direct };
}

export type LedgerYoga = ReturnType<typeof createLedgerYoga>;
