// POST /v1/traces: OTLP/HTTP trace export into the ledger (docs/specification.md §15,
// docs/clients.md "OpenTelemetry"). A plugin of the GraphQL app, so the one app every
// serving process runs (and the tests' yoga.fetch) serves it, behind the same bearer
// tokens and body limit as /graphql. Answers follow OTLP/HTTP: 200 with an
// ExportTraceServiceResponse (its partialSuccess naming each refused span and why), or a
// google.rpc.Status with 400, 401, 403, 405, 413, 415, 500 or 503; only 503 is one an
// exporter retries. Never an internal detail: what failed unexpectedly is logged.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'graphql-yoga';
import type { Database } from '../db/database.js';
import { databaseFailureMessage, databaseFailureOf } from '../db/availability.js';
import type { Logger, RequestRecord } from '../logger.js';
import { hasRole, type Caller } from '../modules/auth/caller.js';
import { BEARER_CHALLENGE, callerOfAuthorization } from '../modules/auth/tokens.js';
import { evidenceItemsOf, ingestSpans, MAX_EVIDENCE_ITEMS } from './ingest.js';
import { CONTENT_TYPES, decodeRequest, encodeResponse, encodeStatus, MalformedRequest, type OtlpEncoding } from './wire.js';

export const OTLP_TRACES_PATH = '/v1/traces';

const gunzipAsync = promisify(gunzip);

/** The gRPC status code of each HTTP status answered (google.rpc.Status.code). */
const GRPC_CODES: Record<number, number> = { 400: 3, 401: 16, 403: 7, 405: 12, 413: 8, 415: 3, 500: 13, 503: 14 };

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function encodingOf(request: Request): OtlpEncoding | null {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return mediaType === CONTENT_TYPES.protobuf ? 'protobuf' : mediaType === CONTENT_TYPES.json ? 'json' : null;
}

/** The body, at most `maxBytes` as sent and, gzip-compressed, at most `maxBytes` once inflated. */
async function bodyOf(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new Refusal(413, `request body exceeds ${maxBytes} bytes`);
  const length = request.headers.get('content-length');
  if (length !== null && /^\d+$/.test(length) && Number(length) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks);
  const coding = request.headers.get('content-encoding')?.trim().toLowerCase() ?? 'identity';
  if (coding === 'identity') return body;
  if (coding !== 'gzip') throw new Refusal(415, 'send the body uncompressed or gzip-compressed', { 'accept-encoding': 'gzip, identity' });
  try {
    return await gunzipAsync(body, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new Refusal(413, `request body exceeds ${maxBytes} bytes once inflated`);
    throw new Refusal(400, 'the body is not valid gzip');
  }
}

/**
 * The request's caller, by the same bearer tokens as /graphql. A token held to trusted
 * documents (caller.trustedDocumentsOnly, or any token under TRUSTED_DOCUMENTS=all) is
 * accepted on purpose: this endpoint runs no document, only the fixed writes of
 * recordAttempts and appendAdjudication, under the same roles (docs/security.md).
 */
async function callerOf(db: Database, request: Request): Promise<Caller> {
  const { caller, refusal } = await callerOfAuthorization(db, request.headers.get('authorization'));
  if (!caller) throw new Refusal(401, refusal, { 'www-authenticate': BEARER_CHALLENGE });
  if (!hasRole(caller, 'recorder') && !hasRole(caller, 'adjudicator'))
    throw new Refusal(403, 'exporting traces needs the recorder role (agent spans) or the adjudicator role (evaluations)');
  return caller;
}

/** One span's refusal, as a line of the answer's errorMessage. */
function refusalLine(refusal: { traceId: string | null; spanId: string | null; reason: string }): string {
  return `span ${refusal.traceId ?? '(no trace id)'}/${refusal.spanId ?? '(no span id)'}: ${refusal.reason}`;
}

export interface OtlpOptions {
  db: Database;
  logger: Logger;
  maxRequestBytes: number;
}

/** Answers POST /v1/traces; every other path goes on to the GraphQL app. */
export function otlpTraces(options: OtlpOptions): Plugin<{ ledgerRequest?: RequestRecord }> {
  const answer = async (
    request: Request,
    record: RequestRecord | undefined,
  ): Promise<{ status: number; encoding: OtlpEncoding; body: Uint8Array; headers: Record<string, string> }> => {
    const encoding = encodingOf(request) ?? 'json';
    try {
      if (request.method !== 'POST') throw new Refusal(405, `${OTLP_TRACES_PATH} takes POST only`, { allow: 'POST' });
      if (!encodingOf(request))
        throw new Refusal(415, `send the request as ${CONTENT_TYPES.protobuf} or ${CONTENT_TYPES.json}`, {
          'accept-post': `${CONTENT_TYPES.protobuf}, ${CONTENT_TYPES.json}`,
        });
      // Authenticated before the body is read, as /graphql is.
      const caller = await callerOf(options.db, request);
      if (record) record.actor = caller.actorRef;
      let spans;
      try {
        spans = decodeRequest(await bodyOf(request, options.maxRequestBytes), encoding);
      } catch (error) {
        if (error instanceof MalformedRequest) throw new Refusal(400, error.message);
        throw error;
      }
      const items = evidenceItemsOf(spans);
      if (items > MAX_EVIDENCE_ITEMS)
        throw new Refusal(
          400,
          `at most ${MAX_EVIDENCE_ITEMS} evidence items per request (invoke_agent spans and evaluation events), this one has ${items}: ` +
            'export in smaller batches',
        );
      const result = await ingestSpans(options.db, caller, spans);
      return {
        status: 200,
        encoding,
        body: encodeResponse(encoding, result.refused.length, result.refused.map(refusalLine).join('\n')),
        headers: {},
      };
    } catch (error) {
      if (error instanceof Refusal)
        return {
          status: error.status,
          encoding,
          body: encodeStatus(encoding, GRPC_CODES[error.status]!, error.message),
          headers: error.headers,
        };
      const failure = databaseFailureOf(error);
      if (failure)
        return {
          status: 503,
          encoding,
          body: encodeStatus(encoding, GRPC_CODES[503]!, databaseFailureMessage(failure)),
          headers: { 'retry-after': '1' },
        };
      options.logger.error({ reqId: record?.id, err: error }, 'OTLP export failed');
      return { status: 500, encoding, body: encodeStatus(encoding, GRPC_CODES[500]!, 'internal error'), headers: {} };
    }
  };
  return {
    async onRequest({ request, url, endResponse, fetchAPI, serverContext }) {
      if (url.pathname !== OTLP_TRACES_PATH) return;
      const record = (serverContext as { ledgerRequest?: RequestRecord } | undefined)?.ledgerRequest;
      if (record) record.operationName = 'otlp.traces';
      const { status, encoding, body, headers } = await answer(request, record);
      // A refusal before the body was read closes the connection, so the rest is never read (as /graphql does).
      const closing: Record<string, string> =
        status === 401 || status === 403 || status === 413 || status === 415 ? { connection: 'close' } : {};
      endResponse(
        new fetchAPI.Response(new Uint8Array(body), {
          status,
          headers: { 'content-type': CONTENT_TYPES[encoding], 'cache-control': 'no-store', ...closing, ...headers },
        }),
      );
    },
  };
}
