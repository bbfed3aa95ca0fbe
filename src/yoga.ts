// The GraphQL application: schema, per-request caller, and the security defaults
// (masked errors, bearer authentication, limits on depth, cost, aliases, tokens
// and body size). `server.ts` only listens; tests call `yoga.fetch` in-process.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Context } from './builder.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './db/availability.js';
import type { Database } from './db/client.js';
import { LedgerError, ValidationError } from './errors.js';
import { authenticate } from './modules/auth/tokens.js';
import { schema } from './schema.js';

export interface LedgerYogaOptions {
  db: Database;
  /** GraphiQL in the browser; on by default outside production. */
  graphiql?: boolean;
  maxRequestBytes?: number;
  /** Log unexpected (masked) errors to the server's own log; on by default. */
  logErrors?: boolean;
}

/**
 * Mutations return typed errors as data. A typed error raised where no union can
 * carry it (a bad filter on a list query) keeps its message and gets a code;
 * everything else is masked as "Unexpected error." with nothing of its internals.
 */
function maskUnexpected(error: unknown, message: string, isDev?: boolean): Error {
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
  return maskError(error, message, isDev);
}

function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="capability-reliability-ledger"' } },
    },
  });
}

/** Refuses bodies larger than the limit before they are read. */
function requestSizeLimit(maxBytes: number): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const length = Number(request.headers.get('content-length') ?? '0');
      if (length > maxBytes)
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message: `request body exceeds ${maxBytes} bytes` }] }), {
            status: 413,
            headers: { 'content-type': 'application/json' },
          }),
        );
    },
  };
}

export function createLedgerYoga(options: LedgerYogaOptions) {
  const { db } = options;
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    maskedErrors: { maskError: maskUnexpected },
    logging: options.logErrors === false ? false : 'warn',
    graphiql: (options.graphiql ?? process.env.NODE_ENV !== 'production')
      ? {
          title: 'Capability Reliability Ledger',
          headers: JSON.stringify({ Authorization: 'Bearer <your token>' }, null, 2),
          defaultQuery: '{\n  cohorts(first: 10) {\n    edges { node { ledgerId capabilityKey model attemptCount } }\n  }\n}\n',
        }
      : false,
    plugins: [
      requestSizeLimit(options.maxRequestBytes ?? 4 * 1024 * 1024),
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
    ],
    context: async ({ request }): Promise<Context> => {
      const header = request.headers.get('authorization');
      if (!header) throw unauthenticated('authentication required: send Authorization: Bearer <token>');
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const caller = match ? await authenticate(db.pool, match[1]!) : null;
      if (!caller) throw unauthenticated('the bearer token is unknown or revoked');
      return { caller, db };
    },
  });
}

export type LedgerYoga = ReturnType<typeof createLedgerYoga>;
