// The direct write path: a trusted write of attempts (`recordAttempt`, and the batch
// `recordAttempts` through the same code, sent by the hash of a document of the
// trusted-documents manifest) answered straight from node:http, without
// Yoga's generic layers (its Request and Response objects, the envelop orchestrator,
// the parse and validation caches, the plugins' hooks). What a plugin decides from the
// request is decided here from the same facts with the same functions, or the request
// is handed to the GraphQL app as it came; what a plugin records for an executed
// operation is recorded here the same way.
//
// Prepared once, at start, per manifest document whose one operation is a mutation of
// one field of DIRECT_WRITE_FIELDS: the parsed and validated document, its graphql-jit executor (which
// holds the coercion plan of its variables), its name and its metrics label.
//
// A request takes this path only when everything the generic path would check before
// execution passes; otherwise it is handed to Yoga, and since nothing has executed, Yoga
// answers it exactly as it answers any other request:
//   - before the body is read (the request is handed on unread): POST of exactly
//     /graphql, Content-Type application/json, a Content-Length within MAX_REQUEST_BYTES
//     and no Transfer-Encoding (node:http frames the body by that length, as
//     streamedBodyLimit relies on), no Origin (CORS is Yoga's), no graphql-sse stream
//     token, an Accept for which Yoga's result processors pick JSON, and a bearer token
//     `authenticate` knows (the same cached lookup, revocation at once);
//   - after the body is read (the request is handed on as a Request of the same bytes):
//     a JSON object of `extensions.persistedQuery { version: 1, sha256Hash }` naming a
//     prepared document, `variables`, `operationName` naming its operation or absent,
//     and nothing else (no `query`: a token that runs trusted documents only may take
//     this path, since the document is the manifest's); the cost limit and the cursor
//     check (the plugins' own functions) pass; graphql-jit coerces the variables
//     (when they do not fit the document it answers without executing, and the request is
//     handed on).
// Then the operation runs once, with the context Yoga would build (caller, database,
// transparency log, outbound rules), and is answered here, never handed on: typed errors
// are data; an unexpected error is masked by the app's own mask (and logged, as Yoga logs
// it), and the answer's status, headers and body come from Yoga's own result processor.
//
// Not on this path, by configuration (the whole path is then off, and every request
// goes to Yoga): read replicas (READ_DATABASE_URL: a mutation's answer carries a
// consistency token, read routing's plugin) and tracing (OTEL_*: the operation span and
// its context around the statements' spans).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { processRegularResult } from 'graphql-yoga';
import type { Context } from '../builder.js';
import { MAX_COMPILED_FIELDS, selectedFieldCount } from './document-caches.js';
import type { Database } from '../db/database.js';
import { observeGraphQLHttp, observeOperation } from '../metrics.js';
import type { Caller } from '../modules/auth/caller.js';
import { authenticate, bearerTokenOf } from '../modules/auth/tokens.js';
import { costOf, MAX_OPERATION_COST } from '../modules/common/cost.js';
import { refusedCursor } from '../modules/common/cursors.js';
import type { TrustedDocumentManifest } from './trusted-documents.js';
import type { RequestRecord } from '../logger.js';

/** The root fields whose trusted mutations take the direct path. */
export const DIRECT_WRITE_FIELDS: ReadonlySet<string> = new Set(['recordAttempt', 'recordAttempts']);

/** The GraphQL endpoint (src/http/yoga.ts serves GraphQL there). */
const ENDPOINT = '/graphql';

interface PreparedWrite {
  document: DocumentNode;
  operationName: string;
  query: CompiledQuery;
  /**
   * The operation type envelop's Prometheus plugin labels its series with: it reads the
   * document's first definition, which in the client's documents is a fragment, so
   * their series say `unknown` (Yoga's HTTP histogram says `mutation`). The same series here.
   */
  envelopOperationType: string;
}

/** What the GraphQL app lends the direct path: its rules, so that both apply the same ones. */
export interface DirectWriteOptions {
  db: Database;
  schema: GraphQLSchema;
  manifest: TrustedDocumentManifest;
  maxRequestBytes: number;
  metrics: boolean;
  /** The context Yoga builds for a caller (src/http/yoga.ts). */
  contextOf(caller: Caller): Context;
  /** The app's mask (maskUnexpected, with Yoga's message), and where Yoga logs what it masked. */
  maskError(error: GraphQLError): GraphQLError;
  logMasked(error: GraphQLError): void;
  /** Headers every answer of the GraphQL app carries (`vary: Origin` when CORS origins are listed: varyByOrigin). */
  headers: Readonly<Record<string, string>>;
  /** Yoga's fetch API, for its result processor's Response. */
  fetchAPI: { Response: typeof Response };
  /**
   * The GraphQL app (its node adapter) for a request this path does not take: as it came,
   * or with `body` holding the bytes this path read, which the adapter then reads instead
   * of the spent stream.
   */
  generic(request: IncomingMessage, response: ServerResponse, record: RequestRecord): void;
}

export interface DirectWrites {
  /** Answers a request of the GraphQL app: directly when it is a trusted write this path takes, through the generic app otherwise. */
  serve(request: IncomingMessage, response: ServerResponse, record: RequestRecord): void;
  /** The hashes of the prepared documents (tests, the benchmark). */
  readonly hashes: ReadonlySet<string>;
  /** How many requests this path has answered itself (executed), in this process. */
  readonly answered: number;
}

/** The manifest's documents whose one operation is a mutation of one field of DIRECT_WRITE_FIELDS, prepared. */
export function prepareDirectWrites(schema: GraphQLSchema, manifest: TrustedDocumentManifest): Map<string, PreparedWrite> {
  const prepared = new Map<string, PreparedWrite>();
  for (const [hash, text] of manifest) {
    const document = parse(text);
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = operations.length === 1 ? operations[0]! : null;
    if (!operation || operation.operation !== 'mutation' || !operation.name) continue;
    const roots = operation.selectionSet.selections;
    if (roots.length !== 1 || roots[0]!.kind !== Kind.FIELD || !DIRECT_WRITE_FIELDS.has(roots[0]!.name.value)) continue;
    if (validate(schema, document).length) continue;
    if (selectedFieldCount(document, operation) > MAX_COMPILED_FIELDS) continue;
    const query = compileQuery(schema, document, operation.name.value);
    if (!isCompiledQuery(query)) continue;
    const firstDefinition = document.definitions[0]!;
    const envelopOperationType = firstDefinition.kind === Kind.OPERATION_DEFINITION ? firstDefinition.operation : 'unknown';
    prepared.set(hash, { document, operationName: operation.name.value, query, envelopOperationType });
  }
  return prepared;
}

/**
 * The media type Yoga's result processors answer a single result with, for this Accept
 * header (graphql-yoga's use-result-processor: the request's types in reverse order, the
 * last match wins); null when it would be another (a stream) or none (406).
 */
export function jsonMediaTypeFor(accept: string | undefined): 'application/json' | 'application/graphql-response+json' | null {
  const asked: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...parameters] = entry.split(';');
    const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
    if (mediaType === undefined || charset !== 'charset=utf-8') continue;
    asked.push(mediaType);
  }
  asked.reverse();
  const matches = (offered: string, wanted: string) => {
    const [offeredType, offeredSub] = offered.split('/');
    const [type, sub] = wanted.split('/');
    return (type === '*' || type === offeredType) && (sub === '*' || sub === offeredSub);
  };
  let chosen: string | null = null;
  for (const offers of [['text/event-stream'], ['multipart/mixed'], ['application/graphql-response+json', 'application/json']])
    for (const wanted of asked) for (const offered of offers) if (matches(offered, wanted)) chosen = offered;
  return chosen === 'application/json' || chosen === 'application/graphql-response+json' ? chosen : null;
}

const BODY_KEYS = new Set(['operationName', 'variables', 'extensions']);

interface DirectRequest {
  prepared: PreparedWrite;
  /** operationName as sent (what Yoga's request record keeps). */
  operationName: string | null;
  variables: Record<string, unknown>;
}

/** The body's request when it is one this path takes (see the top of this file), otherwise null. */
function directRequestOf(body: Buffer, prepared: ReadonlyMap<string, PreparedWrite>): DirectRequest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const params = parsed as Record<string, unknown>;
  for (const key of Object.keys(params)) if (!BODY_KEYS.has(key)) return null;
  const { extensions, variables, operationName } = params;
  if (!extensions || typeof extensions !== 'object' || Array.isArray(extensions) || Object.keys(extensions).length !== 1) return null;
  const persisted = (extensions as Record<string, unknown>).persistedQuery as Record<string, unknown> | undefined;
  if (
    !persisted ||
    typeof persisted !== 'object' ||
    Array.isArray(persisted) ||
    persisted.version !== 1 ||
    typeof persisted.sha256Hash !== 'string'
  )
    return null;
  if (Object.keys(persisted).length !== 2) return null;
  const write = prepared.get(persisted.sha256Hash);
  if (!write) return null;
  if (operationName !== undefined && operationName !== null && operationName !== write.operationName) return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return {
    prepared: write,
    operationName: (operationName as string | null | undefined) ?? null,
    variables: (variables ?? {}) as Record<string, unknown>,
  };
}

/**
 * jsonMediaTypeFor of the Accept headers met so far: a client sends the same one with every
 * request, and working it out costs more than the rest of the headers' checks together.
 * Bounded: cleared when it would hold more than ACCEPT_MEMO_SIZE headers.
 */
const acceptMemo = new Map<string | undefined, ReturnType<typeof jsonMediaTypeFor>>();
const ACCEPT_MEMO_SIZE = 64;
function mediaTypeOf(accept: string | undefined): ReturnType<typeof jsonMediaTypeFor> {
  let mediaType = acceptMemo.get(accept);
  if (mediaType === undefined) {
    if (acceptMemo.size >= ACCEPT_MEMO_SIZE) acceptMemo.clear();
    acceptMemo.set(accept, (mediaType = jsonMediaTypeFor(accept)));
  }
  return mediaType;
}

/** Whether the request's headers let it take this path (see the top of this file); its bearer token and answer's media type when they do. */
function directHeadersOf(
  request: IncomingMessage,
  maxRequestBytes: number,
): { token: string; mediaType: 'application/json' | 'application/graphql-response+json' } | null {
  const headers = request.headers;
  if (request.method !== 'POST' || request.url !== ENDPOINT) return null;
  const contentType = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return null;
  const length = headers['content-length'];
  if (
    length === undefined ||
    !/^\d+$/.test(length) ||
    Number(length) === 0 ||
    Number(length) > maxRequestBytes ||
    headers['transfer-encoding'] !== undefined
  )
    return null;
  if (headers.origin !== undefined || headers['x-graphql-event-stream-token'] !== undefined) return null;
  const answered = mediaTypeOf(headers.accept);
  if (answered === null) return null;
  const token = bearerTokenOf(headers.authorization ?? null);
  return token === null ? null : { token, mediaType: answered };
}

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    // The client went away: there is no one to answer.
    request.once('error', () => resolve(null));
    request.once('aborted', () => resolve(null));
  });
}

/** The direct write path over `options`' rules (see the top of this file). */
export function directWrites(options: DirectWriteOptions): DirectWrites {
  const { db, schema, maxRequestBytes } = options;
  const prepared = prepareDirectWrites(schema, options.manifest);
  let answered = 0;

  /** The request, read, through the generic app, with the bytes read (never empty: see directHeadersOf). */
  const handOn = (request: IncomingMessage, response: ServerResponse, record: RequestRecord, body: Buffer): void => {
    (request as IncomingMessage & { body?: Buffer }).body = body;
    options.generic(request, response, record);
  };

  const run = async (
    request: IncomingMessage,
    response: ServerResponse,
    record: RequestRecord,
    { token, mediaType }: { token: string; mediaType: 'application/json' | 'application/graphql-response+json' },
  ): Promise<void> => {
    const started = Date.now();
    // An unknown token, or a lookup that failed (the database away): the generic app
    // answers it (401, 503) as it answers any other.
    const caller = await authenticate(db, token).catch(() => null);
    if (!caller) return options.generic(request, response, record);
    const body = await readBody(request);
    if (body === null) return;
    const direct = directRequestOf(body, prepared);
    if (!direct) return handOn(request, response, record, body);
    const { document, operationName, query, envelopOperationType } = direct.prepared;
    // The cost plugin's and the cursor plugin's checks; a refusal (or a check that fails)
    // is the generic app's to answer.
    let admitted = false;
    try {
      const cost = costOf(schema, document, operationName, direct.variables);
      admitted = (cost === null || cost <= MAX_OPERATION_COST) && refusedCursor(schema, document, direct.variables) === null;
    } catch {
      admitted = false;
    }
    if (!admitted) return handOn(request, response, record, body);

    const executing = Date.now();
    let result = (await query.query(undefined, options.contextOf(caller), direct.variables)) as ExecutionResult;
    // Variables that do not fit the document: graphql-jit answered without executing.
    if (!('data' in result)) return handOn(request, response, record, body);
    const executeSeconds = (Date.now() - executing) / 1000;
    answered++;

    // What the ledger's plugins record of an executed operation (requestRecording,
    // metricsPlugins), from the result as they see it: before Yoga masks it.
    record.operationName = direct.operationName;
    record.actor = caller.actorRef;
    if (result.errors?.length) record.errorCodes = result.errors.map((error) => String(error.extensions?.code ?? 'INTERNAL'));
    const operation = { name: operationName, type: 'mutation' };
    if (options.metrics) observeOperation({ name: operationName, type: envelopOperationType }, executeSeconds, result.errors ?? []);

    if (!result.errors?.length) {
      const text = JSON.stringify(result);
      if (options.metrics) observeGraphQLHttp(operation, 'POST', 200, (Date.now() - started) / 1000);
      response.writeHead(200, {
        'content-type': `${mediaType}; charset=utf-8`,
        'content-length': Buffer.byteLength(text),
        ...options.headers,
      });
      response.end(text);
      return;
    }
    // Masked as Yoga masks (useMaskedErrors, after the plugins), logged as Yoga logs it.
    result = {
      ...result,
      errors: result.errors.map((error) => {
        const masked = options.maskError(error);
        if (masked !== error) options.logMasked(error);
        return masked;
      }),
    };
    const answer = processRegularResult(result, options.fetchAPI as never, mediaType);
    if (options.metrics) observeGraphQLHttp(operation, 'POST', answer.status, (Date.now() - started) / 1000);
    await writeResponse(response, answer, options.headers);
  };

  return {
    hashes: new Set(prepared.keys()),
    get answered() {
      return answered;
    },
    serve(request, response, record) {
      const direct = prepared.size ? directHeadersOf(request, maxRequestBytes) : null;
      if (direct === null) return options.generic(request, response, record);
      run(request, response, record, direct).catch((error: unknown) => {
        options.logMasked(error as GraphQLError);
        if (!response.headersSent) {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } }] }));
        } else response.destroy();
      });
    },
  };
}

/** A fetch Response onto node's response, as the GraphQL app's node adapter writes one. */
async function writeResponse(response: ServerResponse, answer: Response, extra: Readonly<Record<string, string>>): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string | string[]> = { ...extra };
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie') continue;
    headers[name] = value;
  }
  if (!('content-length' in headers) && answer.status !== 204 && answer.status !== 304) headers['content-length'] = String(body.length);
  response.writeHead(answer.status, answer.statusText || undefined, headers);
  response.end(body);
}
