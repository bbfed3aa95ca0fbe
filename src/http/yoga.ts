// The GraphQL application: schema, per-request caller, and the security defaults
// (masked errors, bearer authentication before the body is read, JSON-only POSTs,
// limits on body size, depth, aliases and tokens, the cost with the variables, cursor checks, introspection
// off in production). `src/http/app.ts` builds it from the configuration; tests call `yoga.fetch` in-process.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { PothosValidationError } from '@pothos/core';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { IncomingMessage } from 'node:http';
import { getOperationAST, GraphQLError } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Context } from '../builder.js';
import { databaseFailureMessage, databaseFailureOf } from '../db/availability.js';
import { boundedJit, parsedDocumentCaches } from './document-caches.js';
import type { Database } from '../db/database.js';
import { CONSISTENCY_EXTENSION, CONSISTENCY_HEADER, parseLsn } from '../db/replicas.js';
import { LedgerError, ValidationError, type ErrorCode } from '../errors.js';
import { GRAPHIQL_ASSETS_PATH, GRAPHIQL_DEFAULT_QUERY, GRAPHIQL_HEADERS, GRAPHIQL_PAGE_HEADERS, graphiqlApp, type GraphiQLApp } from './graphiql.js';
import { log, type Logger } from '../logger.js';
import { metricsPlugins } from '../metrics.js';
import type { Caller } from '../modules/auth/caller.js';
import { authenticate, bearerTokenOf } from '../modules/auth/tokens.js';
import { operationCostPlugin } from '../modules/common/cost.js';
import { cursorArgumentsPlugin } from '../modules/common/cursors.js';
import { distinctConnectionsOnly } from '../modules/live/sse-modes.js';
import type { Signer } from '../modules/transparency/keys.js';
import { TransparencyLog } from '../modules/transparency/store.js';
import { schema } from '../schema.js';
import { operationTracingPlugins } from '../tracing.js';
import { otlpTraces } from '../otlp/http.js';
import { directWrites } from './direct-writes.js';
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

/**
 * What src/http/app.ts keeps of a request for its log line, filled in as Yoga goes: the
 * operation's name, the caller's actor and the codes of the errors answered. Never
 * the token, never the variables.
 */
export interface RequestRecord {
  id: string;
  operationName?: string | null;
  actor?: string;
  errorCodes?: string[];
}


/**
 * Mutations return typed errors as data. A typed error raised where no union can
 * carry it (a bad filter on a list query) keeps its message and gets a code;
 * everything else is masked as "Unexpected error." with nothing of its internals.
 * Whatever NODE_ENV says: Yoga's development mode would add the original error
 * (message, stack, SQL) to the answer; developers read those in the server log.
 */
function maskUnexpected(error: unknown, message: string): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  const failure = databaseFailureOf(original);
  if (failure) {
    return new GraphQLError(databaseFailureMessage(failure), {
      extensions: { code: 'UNAVAILABLE' satisfies ErrorCode, http: { status: 503, headers: { 'Retry-After': '1' } } },
    });
  }
  if (original instanceof LedgerError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original instanceof ValidationError) extensions.issues = original.issues;
    return new GraphQLError(original.message, {
      extensions,
      ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
    });
  }
  // Pothos's own argument checks (a negative `first`, a malformed global id) are the client's input.
  if (original instanceof PothosValidationError && error instanceof GraphQLError) {
    (error.extensions as Record<string, unknown>).code ??= 'BAD_USER_INPUT' satisfies ErrorCode;
    return error;
  }
  const masked = maskError(error, message, false);
  if (!(masked instanceof GraphQLError)) return masked;
  // The compiled executor's own errors (a variable of the wrong type) carry no
  // extensions object: answered as graphql-js answers them.
  if (!masked.extensions) return new GraphQLError(masked.message, { nodes: masked.nodes, path: masked.path, extensions: {} });
  // Yoga's request parser names the JSON parser's complaint in `originalError`.
  delete (masked.extensions as Record<string, unknown>).originalError;
  // Yoga names a masked failure INTERNAL_SERVER_ERROR; the ledger's one code for it is
  // INTERNAL (src/errors.ts), the code clients are told to expect.
  if (masked.extensions.code === 'INTERNAL_SERVER_ERROR') (masked.extensions as Record<string, unknown>).code = 'INTERNAL' satisfies ErrorCode;
  return masked;
}

/** The code an error is answered with, once masked. */
function answeredCode(error: GraphQLError): string {
  const masked = maskUnexpected(error, 'Unexpected error.');
  const code = masked instanceof GraphQLError ? masked.extensions?.code : undefined;
  return typeof code === 'string' ? code : ('INTERNAL' satisfies ErrorCode);
}

/** A client's own mistake: answered with its message and code, not a fault of the server. */
function isClientError(error: unknown): boolean {
  // A GraphQL error with no exception under it is about the request itself: its syntax,
  // validity or variables.
  if (error instanceof GraphQLError && error.originalError == null) return true;
  const original = error instanceof GraphQLError ? error.originalError : error;
  return original instanceof LedgerError || original instanceof PothosValidationError;
}

/**
 * Yoga's log into the server's logger, without client mistakes: bad input must not be
 * a way to flood the log. A masked error is logged here with its detail (message,
 * stack), which the client never sees.
 */
function serverLog(logger: Logger): YogaLogger {
  const line = (level: 'debug' | 'info' | 'warn' | 'error') => (...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    const text = args.filter((arg) => typeof arg === 'string').join(' ') || (err instanceof Error ? err.message : 'graphql');
    logger[level](err ? { err } : {}, text);
  };
  return {
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: (...args: unknown[]) => {
      if (!args.some(isClientError)) line('error')(...args);
    },
  };
}

/** Fills in the request's record for its log line (see RequestRecord). */
function requestRecording(): Plugin<{ ledgerRequest?: RequestRecord; caller?: Caller }> {
  return {
    onExecute({ args }) {
      const record = args.contextValue.ledgerRequest;
      if (record) {
        record.operationName = args.operationName ?? null;
        record.actor = args.contextValue.caller?.actorRef;
      }
      return {
        onExecuteDone({ result }) {
          if (record && 'errors' in result && result.errors?.length)
            record.errorCodes = result.errors.map((error) => String(error.extensions?.code ?? ('INTERNAL' satisfies ErrorCode)));
        },
      };
    },
  };
}

/**
 * With read replicas (src/db/replicas.ts): a query is read from a replica (after the
 * wait for its consistency token, if it sent one), a mutation and every read inside it
 * from the primary, and a mutation's response carries the token of what it committed
 * in `extensions.consistencyToken`. Without replicas this plugin is not installed.
 */
function readRouting(db: Database): Plugin<Context & { request: Request }> {
  const reads = db.reads!;
  return {
    async onExecute({ args, extendContext, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      if (operation === 'query') {
        const header = args.contextValue.request?.headers.get(CONSISTENCY_HEADER) ?? null;
        const token = header === null ? null : parseLsn(header);
        if (header !== null && token === null) {
          setResultAndStopExecution({
            errors: [new GraphQLError(`${CONSISTENCY_HEADER} must be a consistency token from a mutation's response`, { extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode } })],
          });
          return;
        }
        extendContext({ db: await reads.forQuery(token) });
        return;
      }
      if (operation !== 'mutation') return;
      return {
        async onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          // Read after the mutation's transactions committed: at or past their commit records.
          const token = await reads.consistencyToken();
          setResult({ ...result, extensions: { ...result.extensions, [CONSISTENCY_EXTENSION]: token } });
        },
      };
    },
  };
}

/** CORS for the listed origins only; no credentials (the ledger authenticates by header, never by cookie). */
function corsFor(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false as const;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'x-graphql-yoga-csrf', CONSISTENCY_HEADER],
      exposedHeaders: ['x-request-id'],
      maxAge: 600,
    };
  };
}

/**
 * With origins listed, every answer depends on the request's Origin (a listed one gets
 * access-control-* headers, any other or none gets none), preflights included: caches
 * must key them by Origin, or one origin's answer is served to another.
 */
function varyByOrigin(): Plugin {
  return {
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      const names = vary ? vary.split(',').map((name) => name.trim()) : [];
      if (!names.some((name) => name.toLowerCase() === 'origin' || name === '*')) response.headers.set('vary', [...names, 'Origin'].join(', '));
    },
  };
}

/**
 * GraphiQL's files under /graphql/assets/ (src/http/graphiql.ts), answered before anything
 * else: hashed names, so cached for good. The page itself (rendered by Yoga for a GET
 * of /graphql that accepts HTML) gets the same headers and is revalidated every time.
 */
function graphiqlFiles(app: GraphiQLApp): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(GRAPHIQL_ASSETS_PATH)) return;
      const asset = app.assets.get(url.pathname.slice(GRAPHIQL_ASSETS_PATH.length));
      const plain = { ...GRAPHIQL_PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return endResponse(new fetchAPI.Response('method not allowed\n', { status: 405, headers: { ...plain, allow: 'GET, HEAD' } }));
      if (!asset) return endResponse(new fetchAPI.Response('not found\n', { status: 404, headers: plain }));
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : new Uint8Array(asset.body), {
          status: 200,
          headers: { ...GRAPHIQL_PAGE_HEADERS, 'content-type': asset.contentType, 'content-length': String(asset.body.length), 'cache-control': 'public, max-age=31536000, immutable' },
        }),
      );
    },
    onResponse({ response }) {
      if (!response.headers.get('content-type')?.startsWith('text/html')) return;
      for (const [name, value] of Object.entries(GRAPHIQL_PAGE_HEADERS)) response.headers.set(name, value);
      response.headers.set('cache-control', 'no-cache');
    },
  };
}

function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED' satisfies ErrorCode,
      http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="capability-reliability-ledger"' } },
    },
  });
}

/** The caller of a request, from its bearer token; throws 401 answers. */
async function authenticateRequest(db: Database, request: Request): Promise<Caller> {
  const header = request.headers.get('authorization');
  if (!header) throw unauthenticated('authentication required: send Authorization: Bearer <token>');
  const token = bearerTokenOf(header);
  const caller = token ? await authenticate(db, token) : null;
  if (!caller) throw unauthenticated('the bearer token is unknown or revoked');
  return caller;
}

/**
 * Authenticates before the body is read, parsed or validated, so an anonymous client
 * costs one header check (or one token lookup), whatever document it sends. The
 * caller is kept for the context factory.
 */
function bearerAuthentication(db: Database) {
  const callers = new WeakMap<Request, Caller>();
  const plugin: Plugin = {
    async onRequestParse({ request }) {
      callers.set(request, await authenticateRequest(db, request));
    },
  };
  return { plugin, callerOf: (request: Request) => callers.get(request) };
}

function refusal(fetchAPI: { Response: typeof Response }, status: number, message: string, headers: Record<string, string> = {}): Response {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Refusals answered before the body was read: the connection closes, so the rest is never read. */
const REFUSED_UNREAD = new Set([401, 403, 413, 415]);

/**
 * Bodies above the limit get 413. A declared length is refused before anything else;
 * a chunked or mislabelled body is counted as it streams (Yoga's maxRequestBodySize).
 */
function requestSizeLimit(maxBytes: number): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null && /^\d+$/.test(length) && Number(length) > maxBytes)
        endResponse(refusal(fetchAPI, 413, `request body exceeds ${maxBytes} bytes`));
    },
    onResponse({ response }) {
      if (REFUSED_UNREAD.has(response.status)) response.headers.set('connection', 'close');
    },
  };
}

/**
 * The count of a body as it streams (Yoga's maxRequestBodySize, which the app turns
 * off for this), only where the body can be longer than the limit allows: a body
 * node:http read with a Content-Length (at most the limit, or requestSizeLimit has
 * refused it) is exactly that long, since node's parser frames it by that length and
 * refuses a Content-Length beside chunked framing. A chunked body, or a Request handed
 * to yoga.fetch, is piped through the counter, which fails it with 413 once it passes
 * the limit. Yoga pipes every body through a stream transform (an AbortController, a
 * DOMException and a second Request per request); a framed one skips it.
 */
function streamedBodyLimit(maxBytes: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, serverContext, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!/^\d+$/.test(length))
          throw new GraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
        if (Number(length) > maxBytes)
          throw new GraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });
      }
      if (!requestParser) return;
      const incoming = (serverContext as { req?: unknown } | undefined)?.req;
      if (length !== null && incoming instanceof IncomingMessage && incoming.headers['content-length'] === length && incoming.headers['transfer-encoding'] === undefined)
        return;
      if (request.body == null) return;
      setRequestParser((parsed) => requestParser(countedBody(parsed, maxBytes, fetchAPI)));
    },
  };
}

/** `request` with its body failed with 413 once more than `maxBytes` have streamed (as Yoga counts it). */
function countedBody(request: Request, maxBytes: number, fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream }): Request {
  const body = request.body!;
  // A native stream (yoga.fetch of a native Request) pipes into a native transform only.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const counted = body.pipeThrough(
    new Transform({
      transform(chunk: Uint8Array, controller) {
        bytesRead += chunk.byteLength;
        if (bytesRead > maxBytes) {
          controller.error(new GraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } }));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body: counted, duplex: 'half' } as RequestInit);
}

/**
 * GraphQL over HTTP: POST bodies are `application/json`, GET carries queries only
 * (Yoga refuses a mutation over GET with 405). Form, multipart and text bodies are
 * what a cross-site page can send without a preflight, so they are refused outright.
 * A body that is missing or not JSON is 400 whatever the client accepts: Yoga marks
 * those errors as 400 only for `application/graphql-response+json`, and a client
 * asking for `application/json` would otherwise read a 200 (docs/clients.md).
 */
function jsonRequestsOnly(): Plugin {
  return {
    onRequestParse({ request, endResponse, fetchAPI, requestParser, setRequestParser }) {
      if (request.method !== 'POST') return;
      const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json') {
        endResponse(refusal(fetchAPI, 415, 'send the request as application/json', { 'accept-post': 'application/json' }));
        return;
      }
      if (!requestParser) return;
      setRequestParser(async (parsed) => {
        try {
          return await requestParser(parsed);
        } catch (error) {
          if (error instanceof GraphQLError && error.extensions.code === 'BAD_REQUEST')
            throw new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' satisfies ErrorCode, http: { status: 400 } } });
          throw error;
        }
      });
    },
  };
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
    graphiql: options.graphiql ? { title: 'Capability Reliability Ledger', headers: GRAPHIQL_HEADERS, defaultQuery: GRAPHIQL_DEFAULT_QUERY } : false,
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
