// The ledger's typed client: the generated operations (client/generated, from
// client/operations and schema.graphql) and one function that runs them over HTTP.
// Results are typed, error unions included, so a caller switches on `__typename`.
// By default an operation is sent as its trusted-document hash (the manifest in
// client/generated/persisted-documents.json), which every server accepts; a server
// with TRUSTED_DOCUMENTS on accepts nothing else (docs/clients.md).
import type { TypedDocumentString } from './generated/graphql.js';

export * from './generated/graphql.js';

export interface LedgerClientOptions {
  /** The GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  /** A bearer token (crl_…). */
  token: string;
  /** `hash` (default): send the trusted document's hash; `document`: send the document's text. */
  send?: 'hash' | 'document';
  fetch?: typeof fetch;
  /** How a request whose retry is a replay is tried again (see RetryPolicy); `false`: one try only. */
  retry?: Partial<RetryPolicy> | false;
}

/**
 * When a request is tried again, and after how long: `attempts` tries in all; the n-th retry
 * waits min(maxDelayMs, initialDelayMs × multiplier^(n−1)), or the server's Retry-After
 * (seconds) capped at maxDelayMs. The Python client's RetryPolicy, in milliseconds.
 */
export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
  multiplier: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  attempts: 5,
  initialDelayMs: 200,
  multiplier: 2,
  maxDelayMs: 10_000,
});

/** 503 is the ledger's UNAVAILABLE (nothing written, with Retry-After); 502 and 504 come from a proxy in front of it. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * The mutations whose retry is a replay: each names its idempotency key (an outcome id, an
 * `idempotencyKey`, a decision's event, a request's owner, a verifier's ref), so a try that
 * was written is answered `replayed: true` and never written twice. Any other mutation
 * (createWebhookEndpoint shows its secret once) is sent once; every query may be retried.
 */
export const REPLAYABLE_MUTATIONS: readonly string[] = [
  'RecordAttempt',
  'RecordAttempts',
  'AppendAdjudication',
  'RecordAgreementEvent',
  'AssignRework',
  'RegisterVerifier',
  'WithdrawVerifierTrust',
];

/** The wait before the `retry`-th retry (1 for the first), in milliseconds. */
export function retryDelayMs(policy: RetryPolicy, retry: number, retryAfter: string | null): number {
  if (retryAfter !== null && /^\s*\d+(\.\d+)?\s*$/.test(retryAfter)) return Math.min(policy.maxDelayMs, Number(retryAfter) * 1000);
  // An HTTP date, or nothing: the backoff.
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.multiplier ** (retry - 1));
}

/** Whether a generated operation may be sent again: a query, or a mutation of REPLAYABLE_MUTATIONS. */
export function isRetryable(document: string): boolean {
  const text = document.replace(/#[^\n]*/g, '');
  if (/^\s*\{/.test(text)) return true; // the query shorthand
  const operation = /\b(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/.exec(text);
  return operation?.[1] === 'query' || (operation?.[1] === 'mutation' && REPLAYABLE_MUTATIONS.includes(operation[2] ?? ''));
}

/** An answer that is not data: HTTP status, and the GraphQL errors (codes in `extensions.code`). */
export class LedgerRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[],
  ) {
    super(
      `ledger request failed (HTTP ${status}): ${errors.map((error) => `${String(error.extensions?.code ?? 'ERROR')}: ${error.message}`).join('; ')}`,
    );
    this.name = 'LedgerRequestError';
  }

  get codes(): string[] {
    return this.errors.map((error) => String(error.extensions?.code ?? 'ERROR'));
  }
}

/** The trusted-document hash of a generated operation (the manifest's key, without its `sha256:` prefix). */
export function documentHash(document: { __meta__?: Record<string, unknown> | undefined }): string {
  const hash = document.__meta__?.hash;
  if (typeof hash !== 'string' || !hash.startsWith('sha256:')) throw new Error('this document is not in the trusted-documents manifest');
  return hash.slice('sha256:'.length);
}

/** The name of the (single) operation of a generated document. */
function operationName(document: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

/** The JSON body of a GraphQL request for a generated operation. */
export function requestBody<TVariables>(
  document: TypedDocumentString<unknown, TVariables>,
  variables: TVariables,
  send: 'hash' | 'document' = 'hash',
) {
  const text = document.toString();
  return send === 'hash'
    ? { operationName: operationName(text), variables, extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(document) } } }
    : { operationName: operationName(text), variables, query: text };
}

export interface LedgerClient {
  /** Runs an operation; resolves with its typed data, or rejects with a LedgerRequestError. */
  request<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult>;
  /**
   * Starts a subscription over Server-Sent Events; resolves once the server listens
   * (events written from then on are delivered). Iterate it for typed events; an
   * error answer rejects (or throws from the iteration) with a LedgerRequestError;
   * close() (or breaking out of the loop) ends it.
   */
  subscribe<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
  ): Promise<LedgerSubscription<TResult>>;
}

export interface LedgerSubscription<T> extends AsyncIterable<T> {
  close(): void;
}

type Payload = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/**
 * The `data:` payloads of a text/event-stream, one per event (`event: next`, or unnamed).
 * It takes the body's reader, not the body: the caller locks the stream when the response
 * arrives. fetch (undici) cancels the unlocked, unread body of a Response it has garbage
 * collected, so a subscription waiting for its first event, holding only the body, could
 * otherwise be closed under it.
 */
async function* serverSentEvents(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split(/\r?\n/)) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length > 0 || event !== 'message') yield { event, data: data.join('\n') };
      }
    }
  } finally {
    reader.releaseLock();
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createLedgerClient(options: LedgerClientOptions): LedgerClient {
  const doFetch = options.fetch ?? fetch;
  const policy: RetryPolicy =
    options.retry === false ? { ...DEFAULT_RETRY_POLICY, attempts: 1 } : { ...DEFAULT_RETRY_POLICY, ...options.retry };
  /** POSTs `body` up to `attempts` times: again after no answer or a 502/503/504, never after another answer. */
  async function post(body: string, attempts: number): Promise<Response> {
    let answer: Response | undefined;
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1) await sleep(retryDelayMs(policy, attempt - 1, answer?.headers.get('retry-after') ?? null));
      try {
        answer = await doFetch(options.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
          },
          body,
        });
      } catch (error) {
        // No answer (refused, reset, cut): the request may or may not have arrived.
        if (attempt >= attempts) throw error;
        answer = undefined;
        continue;
      }
      if (!RETRYABLE_STATUSES.includes(answer.status) || attempt >= attempts) return answer;
      await answer.body?.cancel();
    }
  }
  return {
    async request(document, variables) {
      // Serialised once: every try sends these bytes, so a retry of a written try is a replay.
      const sent = JSON.stringify(requestBody(document, variables, options.send));
      const response = await post(sent, isRetryable(document.toString()) ? Math.max(1, policy.attempts) : 1);
      const text = await response.text();
      let body: Payload;
      try {
        body = JSON.parse(text) as Payload;
      } catch {
        throw new LedgerRequestError(response.status, [{ message: text.slice(0, 200) || response.statusText }]);
      }
      if (body.errors?.length || body.data == null) throw new LedgerRequestError(response.status, body.errors ?? [{ message: 'no data' }]);
      return body.data as never;
    },

    async subscribe(document, variables) {
      const abort = new AbortController();
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify(requestBody(document, variables, options.send)),
        signal: abort.signal,
      });
      if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        const text = await response.text();
        let errors: Payload['errors'];
        try {
          errors = (JSON.parse(text) as Payload).errors;
        } catch {
          errors = undefined;
        }
        throw new LedgerRequestError(response.status, errors ?? [{ message: text.slice(0, 200) || response.statusText }]);
      }
      const events = serverSentEvents(response.body.getReader());
      const status = response.status;
      async function* results() {
        try {
          for await (const { event, data } of events) {
            if (event === 'complete') return;
            if (!data) continue;
            const payload = JSON.parse(data) as Payload;
            if (payload.errors?.length || payload.data == null)
              throw new LedgerRequestError(status, payload.errors ?? [{ message: 'no data' }]);
            yield payload.data as never;
          }
        } catch (error) {
          if (abort.signal.aborted) return;
          throw error;
        } finally {
          abort.abort();
        }
      }
      const iterator = results();
      return {
        [Symbol.asyncIterator]: () => iterator,
        close: () => {
          abort.abort();
          void iterator.return(undefined);
        },
      };
    },
  };
}
