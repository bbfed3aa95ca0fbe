// Bearer authentication (docs/access.md, "Tokens"): a request to the GraphQL app names a
// token of the ledger, looked up before its body is read; none, or an unknown one, is 401.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Database } from '../../db/database.js';
import type { ErrorCode } from '../../errors.js';
import type { Caller } from '../../modules/auth/caller.js';
import { BEARER_CHALLENGE, callerOfAuthorization } from '../../modules/auth/tokens.js';

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED' satisfies ErrorCode,
      http: { status: 401, headers: { 'WWW-Authenticate': BEARER_CHALLENGE } },
    },
  });
}

/** The caller of a request, from its bearer token; throws 401 answers. */
async function authenticateRequest(db: Database, request: Request): Promise<Caller> {
  const { caller, refusal } = await callerOfAuthorization(db, request.headers.get('authorization'));
  if (!caller) throw unauthenticated(refusal);
  return caller;
}

/**
 * Authenticates before the body is read, parsed or validated, so an anonymous client
 * costs one header check (or one token lookup), whatever document it sends. The
 * caller is kept for the context factory.
 */
export function bearerAuthentication(db: Database) {
  const callers = new WeakMap<Request, Caller>();
  const plugin: Plugin = {
    async onRequestParse({ request }) {
      callers.set(request, await authenticateRequest(db, request));
    },
  };
  return { plugin, callerOf: (request: Request) => callers.get(request) };
}
