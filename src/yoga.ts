// The GraphQL application: schema, per-request caller, and the security defaults
// (masked errors, bearer authentication before the body is read, JSON-only POSTs,
// limits on body size, depth, cost, aliases and tokens, cursor checks, introspection
// off in production). `src/app.ts` builds it from the configuration; tests call `yoga.fetch` in-process.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { PothosValidationError } from '@pothos/core';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError } from 'graphql';
import { createLogger, createYoga, maskError, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Context } from './builder.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './db/availability.js';
import type { Database } from './db/client.js';
import { LedgerError, ValidationError } from './errors.js';
import type { Caller } from './modules/auth/caller.js';
import { authenticate } from './modules/auth/tokens.js';
import { cursorArgumentsPlugin } from './modules/common/cursors.js';
import { schema } from './schema.js';

export interface LedgerYogaOptions {
  db: Database;
  /** GraphiQL in the browser; off unless asked for (src/app.ts asks outside production). */
  graphiql?: boolean;
  /** `__schema` and `__type` queries; on unless turned off (src/app.ts follows INTROSPECTION). */
  introspection?: boolean;
  maxRequestBytes?: number;
  /** Log unexpected (masked) errors to the server's own log; on by default. */
  logErrors?: boolean;
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
  if (isDatabaseUnavailable(original)) {
    return new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: 'UNAVAILABLE', http: { status: 503, headers: { 'Retry-After': '1' } } } });
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
    (error.extensions as Record<string, unknown>).code ??= 'BAD_USER_INPUT';
    return error;
  }
  const masked = maskError(error, message, false);
  // Yoga's request parser names the JSON parser's complaint in `originalError`.
  if (masked instanceof GraphQLError) delete (masked.extensions as Record<string, unknown>).originalError;
  return masked;
}

/** A client's own mistake: answered with its message and code, not a fault of the server. */
function isClientError(error: unknown): boolean {
  const original = error instanceof GraphQLError ? error.originalError : error;
  return original instanceof LedgerError || original instanceof PothosValidationError;
}

/** Yoga's log at `warn`, without client mistakes: bad input must not be a way to flood the log. */
function serverLog(): YogaLogger {
  const log = createLogger('warn');
  return {
    ...log,
    error: (...args: unknown[]) => {
      if (!args.some(isClientError)) log.error(...args);
    },
  };
}

function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="capability-reliability-ledger"' } },
    },
  });
}

/** The caller of a request, from its bearer token; throws 401 answers. */
async function authenticateRequest(db: Database, request: Request): Promise<Caller> {
  const header = request.headers.get('authorization');
  if (!header) throw unauthenticated('authentication required: send Authorization: Bearer <token>');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const caller = match ? await authenticate(db.pool, match[1]!) : null;
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
 * GraphQL over HTTP: POST bodies are `application/json`, GET carries queries only
 * (Yoga refuses a mutation over GET with 405). Form, multipart and text bodies are
 * what a cross-site page can send without a preflight, so they are refused outright.
 */
function jsonRequestsOnly(): Plugin {
  return {
    onRequestParse({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json')
        endResponse(refusal(fetchAPI, 415, 'send the request as application/json', { 'accept-post': 'application/json' }));
    },
  };
}

export function createLedgerYoga(options: LedgerYogaOptions) {
  const { db } = options;
  const authentication = bearerAuthentication(db);
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    maskedErrors: { maskError: maskUnexpected, isDev: false },
    logging: options.logErrors === false ? false : serverLog(),
    maxRequestBodySize: options.maxRequestBytes ?? 4 * 1024 * 1024,
    multipart: false,
    graphiql: options.graphiql
      ? {
          title: 'Capability Reliability Ledger',
          headers: JSON.stringify({ Authorization: 'Bearer <your token>' }, null, 2),
          defaultQuery: '{\n  cohorts(first: 10) {\n    edges { node { ledgerId capabilityKey model attemptCount } }\n  }\n}\n',
        }
      : false,
    plugins: [
      requestSizeLimit(options.maxRequestBytes ?? 4 * 1024 * 1024),
      authentication.plugin,
      jsonRequestsOnly(),
      // Belt and braces behind the two above: a request a browser sends without a
      // preflight (GET, or a form/text body) must carry this header to be served.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      ...(options.introspection === false ? [useDisableIntrospection()] : []),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 30 },
        maxDirectives: { n: 30 },
        maxTokens: { n: 20_000 },
        // A dashboard's largest legitimate page, reliabilityOverview(first: 100) with every
        // report field, is estimated at about 60,000; the pages themselves are capped at
        // 100 by the resolvers, which also bounds a page size sent as a variable.
        costLimit: { maxCost: 100_000 },
        blockFieldSuggestion: { enabled: true },
      }),
      cursorArgumentsPlugin(),
    ],
    context: ({ request }): Context => {
      const caller = authentication.callerOf(request);
      // Unreachable through HTTP (the request was authenticated before parsing); kept so
      // that a context built any other way never runs without a caller.
      if (!caller) throw unauthenticated('authentication required: send Authorization: Bearer <token>');
      return { caller, db };
    },
  });
}

export type LedgerYoga = ReturnType<typeof createLedgerYoga>;
