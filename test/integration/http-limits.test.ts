// Request limits that hold however a request is sent (docs/specification.md §10):
// body size over a real socket (chunked, lying and declared lengths), JSON-only POSTs
// and query-only GETs with CSRF prevention, authentication before the document is
// parsed, and introspection switched by configuration.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ledgerYogaFor } from '../../src/http/app.js';
import { createLedgerYoga } from '../../src/http/yoga.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, graphqlBody, type RecordAttemptMutation } from '../helpers/graphql.js';

const LIMIT = 64 * 1024;
const COHORTS = '{ cohorts(first: 1) { edges { node { id } } } }';

let ledger: TestLedger;
let server: Server;
let port: number;
let recorder: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder', 'reader'], projects: [projectId] });
  server = createServer(createLedgerYoga({ db: ledger.db, graphiql: false, logErrors: false, maxRequestBytes: LIMIT }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await ledger?.close();
});

const url = () => `http://127.0.0.1:${port}/graphql`;

interface RawExchange {
  /** The first response's status line and headers. */
  head: string;
  status: number;
  /** Body bytes the client had written when the response arrived. */
  writtenBeforeResponse: number;
  /** Body bytes the client managed to write in all, before the connection ended. */
  written: number;
  /** True when the server closed the connection (rather than reading on). */
  closedByServer: boolean;
}

/** A body source that yields `data` once. */
function only(data: Buffer): () => Buffer {
  let sent = false;
  return () => (sent ? Buffer.alloc(0) : ((sent = true), data));
}

/**
 * Sends `head` and then body bytes from `nextChunk`, over a plain TCP socket so
 * nothing rewrites the framing, until the server closes the connection, the chunks
 * run out (an empty one) or `maxBytes` are written; then waits 2 s for the server.
 */
function rawExchange(head: string, nextChunk: () => Buffer, maxBytes: number): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let written = 0;
    let writtenBeforeResponse = -1;
    let finished = false;
    const finish = (closedByServer: boolean) => {
      if (finished) return;
      finished = true;
      socket.destroy();
      const headEnd = received.indexOf('\r\n\r\n');
      const responseHead = headEnd >= 0 ? received.slice(0, headEnd) : received;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(responseHead)?.[1] ?? 0);
      resolve({ head: responseHead, status, writtenBeforeResponse, written, closedByServer });
    };
    socket.on('data', (data) => {
      if (writtenBeforeResponse < 0) writtenBeforeResponse = written;
      received += data.toString('latin1');
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('end', () => finish(true));
    socket.write(head);
    const pump = () => {
      while (!finished && written < maxBytes) {
        const chunk = nextChunk();
        if (chunk.length === 0) break;
        written += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      if (!finished) setTimeout(() => finish(false), 2_000);
    };
    socket.once('connect', pump);
    setTimeout(() => reject(new Error('no answer within 30 s')), 30_000).unref();
  });
}

const requestHead = (headers: string[]) =>
  [
    `POST /graphql HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Authorization: Bearer ${recorder.token}`,
    ...headers,
    '',
    '',
  ].join('\r\n');

describe('request body size', () => {
  const MiB = 1024 * 1024;

  it('refuses a chunked body with no content-length once it passes the limit, and stops reading it', async () => {
    const piece = Buffer.alloc(16 * 1024, 'a');
    let first = true;
    const chunk = () => {
      const data = first ? Buffer.concat([Buffer.from(`{"query":"${COHORTS}","extensions":{"pad":"`), piece]) : piece;
      first = false;
      return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    };
    const exchange = await rawExchange(requestHead(['Transfer-Encoding: chunked']), chunk, 24 * MiB);
    expect(exchange.status).toBe(413);
    expect(exchange.head).toMatch(/connection: close/i);
    // The server hung up: the client could not push the 24 MB it was ready to send
    // (what it did write before the end sat mostly in the sockets' kernel buffers).
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.written).toBeLessThan(12 * MiB);
    console.log(
      `chunked: 413 after ${exchange.writtenBeforeResponse} bytes sent, connection closed after ${exchange.written} (limit ${LIMIT})`,
    );
  });

  it('refuses a declared length above the limit before any of the body is sent', async () => {
    const exchange = await rawExchange(requestHead([`Content-Length: ${24 * MiB}`]), () => Buffer.alloc(0), 24 * MiB);
    expect(exchange.status).toBe(413);
    expect(exchange.writtenBeforeResponse).toBe(0);
    expect(exchange.closedByServer).toBe(true);
  });

  it('does not serve a body longer than its (small) content-length', async () => {
    const body = Buffer.from(`{"query":"${COHORTS}","extensions":{"pad":"${'a'.repeat(5 * MiB)}"}}`);
    const exchange = await rawExchange(requestHead([`Content-Length: 100`]), only(body), body.length);
    expect(exchange.status).toBe(400);
    expect(exchange.closedByServer).toBe(true);
  });

  it('refuses a content-length beside chunked framing (a smuggling shape)', async () => {
    const data = Buffer.from(`{"query":"${COHORTS}"}`);
    const exchange = await rawExchange(
      requestHead(['Content-Length: 10', 'Transfer-Encoding: chunked']),
      only(Buffer.from(`${data.length.toString(16)}\r\n${data}\r\n0\r\n\r\n`)),
      1024,
    );
    expect(exchange.status).toBe(400);
  });

  it('serves a body of exactly the limit under its content-length (framed by node:http, not counted again)', async () => {
    const head = `{"query":"${COHORTS}","extensions":{"pad":"`;
    const body = Buffer.from(`${head}${'a'.repeat(LIMIT - head.length - 3)}"}}`);
    expect(body.length).toBe(LIMIT);
    const exchange = await rawExchange(requestHead([`Content-Length: ${body.length}`, 'Connection: close']), only(body), body.length);
    expect(exchange.status).toBe(200);
  });

  it('counts a body handed to yoga.fetch whatever content-length it declares, and refuses it past the limit', async () => {
    const yoga = createLedgerYoga({ db: ledger.db, graphiql: false, logErrors: false, maxRequestBytes: LIMIT });
    const piece = new TextEncoder().encode('a'.repeat(16 * 1024));
    const pieces = [
      new TextEncoder().encode(`{"query":"${COHORTS}","extensions":{"pad":"`),
      ...Array.from({ length: 8 }, () => piece),
      new TextEncoder().encode('"}}'),
    ];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pieces.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await yoga.fetch('http://ledger.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100', authorization: `Bearer ${recorder.token}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('still serves a chunked body under the limit', async () => {
    const data = Buffer.from(JSON.stringify({ query: COHORTS }));
    const exchange = await rawExchange(
      requestHead(['Transfer-Encoding: chunked', 'Connection: close']),
      only(Buffer.from(`${data.length.toString(16)}\r\n${data}\r\n0\r\n\r\n`)),
      1024,
    );
    expect(exchange.status).toBe(200);
  });
});

describe('GraphQL over HTTP: JSON POSTs, query-only GETs', () => {
  const attemptsOf = async () =>
    (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId])).rows[0]!.n;
  const mutation = (outcomeId: string) => ({
    query: String(RECORD_ATTEMPT),
    variables: { input: { ...outcomeInput(projectId), outcomeId } },
  });
  const auth = () => ({ authorization: `Bearer ${recorder.token}` });

  it('refuses a mutation sent form-encoded, as text/plain, as multipart or as application/graphql, and writes nothing', async () => {
    const before = await attemptsOf();
    const { query, variables } = mutation('csrf-form');
    const form = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query, variables }));
    const answers = await Promise.all([
      fetch(url(), { method: 'POST', headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }),
      fetch(url(), { method: 'POST', headers: { ...auth(), 'content-type': 'text/plain' }, body: JSON.stringify({ query, variables }) }),
      fetch(url(), { method: 'POST', headers: auth(), body: multipart }),
      fetch(url(), { method: 'POST', headers: { ...auth(), 'content-type': 'application/graphql' }, body: query }),
      // No content type at all is not JSON either.
      fetch(url(), { method: 'POST', headers: auth(), body: new Blob([JSON.stringify({ query, variables })]) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([415, 415, 415, 415, 415]);
    expect(await attemptsOf()).toBe(before);
  });

  it('refuses a mutation over GET, and writes nothing', async () => {
    const before = await attemptsOf();
    const { query, variables } = mutation('csrf-get');
    const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    const answer = await fetch(`${url()}?${search}`, { headers: { ...auth(), 'x-graphql-yoga-csrf': '1' } });
    expect(answer.status).toBe(405);
    expect(await attemptsOf()).toBe(before);
  });

  it('serves a query over GET only with the CSRF header', async () => {
    const search = new URLSearchParams({ query: COHORTS });
    const bare = await fetch(`${url()}?${search}`, { headers: auth() });
    expect(bare.status).toBe(403);
    const marked = await fetch(`${url()}?${search}`, { headers: { ...auth(), 'x-graphql-yoga-csrf': '1' } });
    expect(marked.status).toBe(200);
    // the plain-string document's answer, as far as it is read here
    expect((await graphqlBody<{ cohorts: { edges: unknown[] } }>(marked)).data?.cohorts.edges).toBeInstanceOf(Array);
  });

  it('executes the same mutation as a JSON POST', async () => {
    const before = await attemptsOf();
    const answer = await fetch(url(), {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(mutation('json-post')),
    });
    expect(answer.status).toBe(200);
    const recorded = (await graphqlBody<RecordAttemptMutation>(answer)).data?.recordAttempt;
    expect(expectTypename(recorded, 'RecordAttemptSuccess').attempts).toHaveLength(1);
    expect(await attemptsOf()).toBe(before + 1);
  });
});

describe('authentication comes before the document', () => {
  const deep = `{ ${'cohorts { edges { node { attempts { edges { node { cohort { '.repeat(6)}id${' } } } } } } }'.repeat(6)} }`;
  const documents = {
    'a syntax error': '{ cohorts { edges { node { id } ',
    'a document over the depth limit': deep,
    'a document over the token limit': `{ ${'a '.repeat(21_000)}}`,
  };

  for (const [name, query] of Object.entries(documents)) {
    it(`answers 401, not 400, to an anonymous request with ${name}`, async () => {
      const post = (headers: Record<string, string>) =>
        fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
      const anonymous = await post({});
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="capability-reliability-ledger"');
      const unknown = await post({ authorization: 'Bearer crl_not-a-token' });
      expect(unknown.status).toBe(401);
      // With a token the same document is read, and refused for what it is.
      const known = await post({ authorization: `Bearer ${recorder.token}` });
      expect(known.status).not.toBe(401);
      expect((await graphqlBody(known)).errors?.[0]?.message).toMatch(/Syntax Error|depth|Token limit/i);
    });
  }

  it('answers 401 to an anonymous oversized chunked body without reading it', async () => {
    const piece = Buffer.alloc(16 * 1024, 'a');
    const chunk = () => Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    const head = [
      `POST /graphql HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    const exchange = await rawExchange(head, chunk, 24 * 1024 * 1024);
    expect(exchange.status).toBe(401);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.written).toBeLessThan(12 * 1024 * 1024);
  });
});

describe('introspection', () => {
  const INTROSPECTIONS = ['{ __schema { queryType { name } } }', '{ __type(name: "Cohort") { name } }'];

  const ask = async (yoga: ReturnType<typeof ledgerYogaFor>, query: string) => {
    const response = await yoga.fetch('http://ledger.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${recorder.token}` },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: await graphqlBody(response) };
  };

  it('is refused in production (__schema and __type), and GraphiQL is off', async () => {
    const yoga = ledgerYogaFor(loadConfig({ DATABASE_URL: ledger.ownerUrl, NODE_ENV: 'production' }), ledger.db);
    for (const query of INTROSPECTIONS) {
      const answer = await ask(yoga, query);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await ask(yoga, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });
    const page = await yoga.fetch('http://ledger.test/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('GraphiQL');
  });

  it('is answered in development, and in production when INTROSPECTION=true', async () => {
    for (const environment of [{ NODE_ENV: 'development' }, { NODE_ENV: 'production', INTROSPECTION: 'true' }]) {
      const yoga = ledgerYogaFor(loadConfig({ DATABASE_URL: ledger.ownerUrl, ...environment }), ledger.db);
      expect((await ask(yoga, INTROSPECTIONS[0]!)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect((await ask(yoga, INTROSPECTIONS[1]!)).body.data).toEqual({ __type: { name: 'Cohort' } });
    }
  });

  it('is refused outside production when INTROSPECTION=false', async () => {
    const yoga = ledgerYogaFor(loadConfig({ DATABASE_URL: ledger.ownerUrl, NODE_ENV: 'development', INTROSPECTION: 'false' }), ledger.db);
    for (const query of INTROSPECTIONS) expect((await ask(yoga, query)).body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
