// What a client reads of an error, and what the server's log keeps of it: typed errors keep
// their message and code, a database that cannot be reached is 503 UNAVAILABLE, and
// everything else is masked as "Unexpected error." (its detail goes to the log, never to
// the client). src/http/yoga.ts hands these to Yoga (its maskedErrors and logging), to the
// operation spans (the code an error is answered with) and to the direct write path.
import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { maskError, type YogaLogger } from 'graphql-yoga';
import { databaseFailureMessage, databaseFailureOf } from '../db/availability.js';
import { LedgerError, ValidationError, type ErrorCode } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * Mutations return typed errors as data. A typed error raised where no union can
 * carry it (a bad filter on a list query) keeps its message and gets a code;
 * everything else is masked as "Unexpected error." with nothing of its internals.
 * Whatever NODE_ENV says: Yoga's development mode would add the original error
 * (message, stack, SQL) to the answer; developers read those in the server log.
 */
export function maskUnexpected(error: unknown, message: string): Error {
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
  if (masked.extensions.code === 'INTERNAL_SERVER_ERROR')
    (masked.extensions as Record<string, unknown>).code = 'INTERNAL' satisfies ErrorCode;
  return masked;
}

/** The code an error is answered with, once masked. */
export function answeredCode(error: GraphQLError): string {
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
export function serverLog(logger: Logger): YogaLogger {
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
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
