// The direct write path (src/http/direct-writes.ts) against the generic one: the same corpus
// of requests (writes, replays, conflicts, invalid input of every layer, every kind of
// token trouble, requests the path must hand to Yoga) sent over HTTP to two serving apps
// on two ledgers, one with DIRECT_WRITES on and one with it off. Every answer must be
// the same (status, content type, the headers a client acts on, the body once the
// ledger's own fresh ids and clock readings are numbered in order of appearance), and
// both databases must end up with the same rows. The direct side must have answered
// exactly the requests this path takes.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordAttemptDocument, RecordAttemptsDocument } from '../../client/generated/graphql.js';
import { documentHash } from '../../client/index.js';
import { ledgerAppFor, ledgerGraphQLFor } from '../../src/http/app.js';
import { loadConfig } from '../../src/config.js';
import { listen, type Listener } from '../../src/http/listener.js';
import { createLedgerLogger } from '../../src/logger.js';
import { issueToken, revokeToken } from '../../src/modules/auth/tokens.js';
import { loadTrustedDocuments } from '../../src/http/trusted-documents.js';
import { registry } from '../../src/metrics.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';

const LIMIT = 16 * 1024;
/** Where the apps' signing keys go (LEDGER_DATA_DIR), not the working tree's .data. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-direct-writes-'));
const HASH = documentHash(RecordAttemptDocument);
const BATCH_HASH = documentHash(RecordAttemptsDocument);
const DOCUMENT_TEXT = loadTrustedDocuments().get(HASH)!;

interface Side {
  ledger: TestLedger;
  server: Listener;
  answered: () => number;
  logLines: () => Record<string, unknown>[];
  tokens: Record<string, string>;
}

/** A table row read whole as `to_jsonb(t) AS row`. */
interface JsonRow {
  row: Record<string, unknown>;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers: Record<string, string | number> = { ...options.headers };
    if (body && !options.chunked) headers['content-length'] = body.length;
    if (body && options.chunked) headers['transfer-encoding'] = 'chunked';
    const request = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'POST', path: options.path ?? '/graphql', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (body) request.end(body);
    else request.end();
  });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The value with what each ledger makes up for itself numbered in order of appearance:
 * row ids (and the global ids made of them) and the clock's readings that are not the
 * client's own. Everything else stays as it is.
 */
function normalised(value: unknown, keep: ReadonlySet<string>): unknown {
  const ids = new Map<string, string>();
  const id = (uuid: string) => (keep.has(uuid) ? uuid : (ids.get(uuid) ?? (ids.set(uuid, `<id ${ids.size}>`), ids.get(uuid)!)));
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (INSTANT.test(node) && !keep.has(node)) return '<instant>';
      const decoded = /^[A-Za-z0-9+/]+=*$/.test(node) && node.length >= 40 ? Buffer.from(node, 'base64').toString('utf8') : '';
      if (/^[A-Za-z]+:[0-9a-f-]{36}$/.test(decoded)) return `${decoded.split(':')[0]}:${id(decoded.split(':')[1]!)}`;
      return node.replace(UUID, id);
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    return node;
  };
  return walk(value);
}

function comparable(answer: Answer, keep: ReadonlySet<string>) {
  let body: unknown;
  try {
    body = normalised(JSON.parse(answer.body), keep);
  } catch {
    // Not JSON (an event stream): the JSON of each `data:` line, the rest as text.
    body = answer.body.split('\n').map((line) => (line.startsWith('data: {') ? normalised(JSON.parse(line.slice(6)), keep) : line));
  }
  const header = (name: string) => answer.headers[name];
  return {
    status: answer.status,
    contentType: header('content-type'),
    body,
    // Every header but the clock's and the request id (compared below for its presence); framing included.
    headers: Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => name !== 'date' && name !== 'x-request-id')
        .map(([name, value]) => [name, name === 'content-length' ? '<length>' : value]),
    ),
    requestId: typeof header('x-request-id'),
  };
}

const projectId = newProjectId();
/** The outcome whose write fails after its row was inserted (a trigger of each side's ledger, below). */
const FAILS_AFTER_WRITE = 'direct-fails-after-write';
/** Its capability, of no other case: the write would have created its cohort too. */
const FAILS_AFTER_WRITE_CAPABILITY = 'code.fails.after.write';
const otherProject = newProjectId();
const keep = new Set<string>([projectId, otherProject]);
const sides: Side[] = [];

async function sideOf(direct: boolean): Promise<Side> {
  const ledger = await createTestLedger();
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({
    DATABASE_URL: ledger.ownerUrl,
    NODE_ENV: 'test',
    LEDGER_DATA_DIR: dataDir,
    TRUSTED_DOCUMENTS: 'flagged',
    MAX_REQUEST_BYTES: String(LIMIT),
    DIRECT_WRITES: String(direct),
    CORS_ORIGINS: 'https://dashboard.example',
  });
  const logger = createLedgerLogger('info', sink);
  const graphql = ledgerGraphQLFor(config, ledger.db, logger);
  expect(graphql.direct === null).toBe(!direct);
  const server = await listen(ledgerAppFor(config, ledger.db, logger, graphql), { port: 0, host: '127.0.0.1', graceMs: 1_000 });
  // The same actors on both sides, so that recorders' names (and the digests) agree.
  const token = (name: string, roles: ('recorder' | 'adjudicator')[], projects: string[], trustedDocumentsOnly = false) =>
    issueToken(ledger.db.pool, {
      actorRef: `actor-${name}`,
      roles,
      allProjects: false,
      projectIds: projects,
      createdBy: 'test-suite',
      trustedDocumentsOnly,
    });
  // A failure after the write statement has inserted its row, as a database that runs out
  // of disk at the end of the statement gives it: a trigger of this test's ledger alone,
  // fired by one outcome id, after the attempt row is in the table. Not a refusal of the
  // data (SQLSTATE class 53, not 22 or 23): the statement fails as a whole and rolls back.
  await ledger.owner.query(`CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
  await ledger.owner.query(`CREATE TRIGGER test_disk_full AFTER INSERT ON attempt FOR EACH ROW
    WHEN (NEW.outcome_id = '${FAILS_AFTER_WRITE}') EXECUTE FUNCTION test_disk_full()`);
  const recorder = await token('recorder', ['recorder'], [projectId]);
  const adjudicator = await token('adjudicator', ['adjudicator'], [projectId]);
  const elsewhere = await token('elsewhere', ['recorder'], [otherProject]);
  const revoked = await token('revoked', ['recorder'], [projectId]);
  const trusted = await token('trusted', ['recorder'], [projectId], true);
  await revokeToken(ledger.db.pool, revoked.id, 'test-suite', ledger.db.tokens);
  return {
    ledger,
    server,
    answered: () => graphql.direct?.answered ?? 0,
    logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    tokens: {
      recorder: recorder.token,
      adjudicator: adjudicator.token,
      elsewhere: elsewhere.token,
      revoked: revoked.token,
      trusted: trusted.token,
    },
  };
}

beforeAll(async () => {
  sides.push(await sideOf(true), await sideOf(false));
}, 120_000);
afterAll(async () => {
  for (const side of sides) {
    await side.server.close();
    await side.ledger.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const byHash = (variables: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ operationName: 'RecordAttempt', variables, extensions: { persistedQuery: { version: 1, sha256Hash: HASH } }, ...extra });
const json = (token: string | null, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

/** One case of the corpus: the request as a function of a side's tokens, and whether the direct path answers it itself. */
interface Case {
  name: string;
  direct: boolean;
  request(tokens: Record<string, string>): Parameters<typeof send>[1];
}

/** One input per set of overrides, the same for both sides (outcomeInput draws run ids and reads the clock). */
const inputs = new Map<string, Record<string, unknown>>();
function input(overrides: Record<string, unknown>): Record<string, unknown> {
  const key = JSON.stringify(overrides);
  if (!inputs.has(key)) inputs.set(key, outcomeInput(projectId, overrides));
  return inputs.get(key)!;
}
const first = input({ outcomeId: 'direct-first' });
const cases: Case[] = [
  { name: 'a valid write', direct: true, request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: first }) }) },
  { name: 'its replay', direct: true, request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: first }) }) },
  {
    name: 'a conflicting replay',
    direct: true,
    request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: { ...first, taskRef: 'another-task' } }) }),
  },
  {
    name: 'two capabilities, without operationName',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!),
      body: JSON.stringify({
        variables: { input: input({ outcomeId: 'direct-two', capabilities: ['code.edit.typescript', 'code.review'] }) },
        extensions: { persistedQuery: { version: 1, sha256Hash: HASH } },
      }),
    }),
  },
  {
    name: 'Accept: application/graphql-response+json',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!, { accept: 'application/graphql-response+json' }),
      body: byHash({ input: input({ outcomeId: 'direct-accept-1' }) }),
    }),
  },
  {
    name: 'Accept: both JSON types',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!, { accept: 'application/graphql-response+json, application/json;q=0.9' }),
      body: byHash({ input: input({ outcomeId: 'direct-accept-2' }) }),
    }),
  },
  {
    name: 'Accept: */*',
    direct: true,
    request: (t) => ({ headers: json(t.recorder!, { accept: '*/*' }), body: byHash({ input: input({ outcomeId: 'direct-accept-3' }) }) }),
  },
  {
    name: 'a request id of the client',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!, { 'x-request-id': 'client-id-1' }),
      body: byHash({ input: input({ outcomeId: 'direct-rid' }) }),
    }),
  },
  // The batch, through the same path: good items, a bad one, a replayed one.
  {
    name: 'a batch with a bad item and a replay',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!),
      body: JSON.stringify({
        operationName: 'RecordAttempts',
        variables: {
          inputs: [
            input({ outcomeId: 'direct-batch-1' }),
            input({ outcomeId: 'direct batch bad' }),
            first,
            input({ outcomeId: 'direct-batch-2', capabilities: ['code.review'] }),
          ],
        },
        extensions: { persistedQuery: { version: 1, sha256Hash: BATCH_HASH } },
      }),
    }),
  },
  // Invalid input the ledger refuses as data.
  {
    name: 'an identifier outside its grammar',
    direct: true,
    request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: input({ outcomeId: 'has spaces in it' }) }) }),
  },
  {
    name: 'a credential in a reference',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: input({ outcomeId: 'direct-secret', taskRef: 'ghp_0123456789abcdefghijABCDEFGHIJ0123456789' }) }),
    }),
  },
  {
    name: 'finished before started',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: input({ outcomeId: 'direct-times', startedAt: '2026-11-01T10:00:00Z', finishedAt: '2026-11-01T09:00:00Z' }) }),
    }),
  },
  {
    name: 'no capability',
    direct: true,
    request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: input({ outcomeId: 'direct-nocap', capabilities: [] }) }) }),
  },
  {
    name: 'a bad evidence digest',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: input({ outcomeId: 'direct-digest', evidence: [{ kind: 'LOG', digest: 'xyz' }] }) }),
    }),
  },
  // An unexpected failure after the statement wrote its rows: the same masked error, nothing stored.
  {
    name: 'a failure after the write ran',
    direct: true,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: input({ outcomeId: FAILS_AFTER_WRITE, capabilities: [FAILS_AFTER_WRITE_CAPABILITY] }) }),
    }),
  },
  // Tokens: the role and the project are the resolver's (data); the rest is refused before.
  {
    name: 'a token without the role',
    direct: true,
    request: (t) => ({ headers: json(t.adjudicator!), body: byHash({ input: input({ outcomeId: 'direct-role' }) }) }),
  },
  {
    name: 'a token of another project',
    direct: true,
    request: (t) => ({ headers: json(t.elsewhere!), body: byHash({ input: input({ outcomeId: 'direct-project' }) }) }),
  },
  {
    name: 'no token',
    direct: false,
    request: () => ({ headers: json(null), body: byHash({ input: input({ outcomeId: 'direct-anon' }) }) }),
  },
  {
    name: 'a revoked token',
    direct: false,
    request: (t) => ({ headers: json(t.revoked!), body: byHash({ input: input({ outcomeId: 'direct-revoked' }) }) }),
  },
  {
    name: 'an unknown token',
    direct: false,
    request: () => ({ headers: json('crl_unknown0000000000000000000000000000000'), body: byHash({ input: first }) }),
  },
  {
    name: 'another authorization scheme',
    direct: false,
    request: (t) => ({ headers: json(null, { authorization: `Basic ${t.recorder}` }), body: byHash({ input: first }) }),
  },
  // GraphQL's own coercion of the variables: nothing executes, Yoga answers.
  {
    name: 'a value outside an enum',
    direct: false,
    request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: input({ outcomeId: 'direct-enum', outcomeCode: 'MAYBE' }) }) }),
  },
  {
    name: 'a missing required field',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: { ...input({ outcomeId: 'direct-missing' }), taskRef: undefined } }),
    }),
  },
  {
    name: 'a number as a string',
    direct: false,
    request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: input({ outcomeId: 'direct-number', attemptNumber: 'one' }) }) }),
  },
  { name: 'no variables', direct: false, request: (t) => ({ headers: json(t.recorder!), body: byHash(undefined) }) },
  { name: 'variables that are not an object', direct: false, request: (t) => ({ headers: json(t.recorder!), body: byHash([1, 2]) }) },
  // Requests of another shape: handed to Yoga.
  {
    name: 'another operation name',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: input({ outcomeId: 'direct-opname' }) }, { operationName: 'Other' }),
    }),
  },
  {
    name: 'an unknown hash',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!),
      body: JSON.stringify({
        variables: { input: first },
        extensions: { persistedQuery: { version: 1, sha256Hash: fakeDigest('nothing') } },
      }),
    }),
  },
  {
    name: 'a hash and a query',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: input({ outcomeId: 'direct-both' }) }, { query: '{ __typename }' }),
    }),
  },
  {
    name: 'an unknown parameter',
    direct: false,
    request: (t) => ({ headers: json(t.recorder!), body: byHash({ input: input({ outcomeId: 'direct-param' }) }, { other: 1 }) }),
  },
  {
    name: 'a batched request',
    direct: false,
    request: (t) => ({ headers: json(t.recorder!), body: `[${byHash({ input: input({ outcomeId: 'direct-batch' }) })}]` }),
  },
  { name: 'a body that is not JSON', direct: false, request: (t) => ({ headers: json(t.recorder!), body: '{"variables":' }) },
  { name: 'an empty body', direct: false, request: (t) => ({ headers: json(t.recorder!), body: '' }) },
  {
    name: 'the document as text (an ad hoc request)',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!),
      body: JSON.stringify({ query: DOCUMENT_TEXT, variables: { input: input({ outcomeId: 'direct-text' }) } }),
    }),
  },
  {
    name: 'an ad hoc document from a trusted-only token',
    direct: false,
    request: (t) => ({
      headers: json(t.trusted!),
      body: JSON.stringify({
        query: 'mutation R($input: RecordAttemptInput!) { recordAttempt(input: $input) { __typename } }',
        variables: { input: input({ outcomeId: 'direct-adhoc' }) },
      }),
    }),
  },
  {
    name: 'the trusted document from a trusted-only token',
    direct: true,
    request: (t) => ({ headers: json(t.trusted!), body: byHash({ input: input({ outcomeId: 'direct-trusted' }) }) }),
  },
  // HTTP: limits, media types, methods.
  {
    name: 'a declared body over the limit',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!),
      body: byHash({ input: input({ outcomeId: 'direct-big', agentRunRef: 'x'.repeat(LIMIT) }) }),
    }),
  },
  {
    name: 'a chunked body over the limit',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!),
      chunked: true,
      body: byHash({ input: input({ outcomeId: 'direct-big-chunked', agentRunRef: 'x'.repeat(LIMIT) }) }),
    }),
  },
  {
    name: 'a chunked write within the limit',
    direct: false,
    request: (t) => ({ headers: json(t.recorder!), chunked: true, body: byHash({ input: input({ outcomeId: 'direct-chunked' }) }) }),
  },
  {
    name: 'a text/plain body',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!, { 'content-type': 'text/plain' }),
      body: byHash({ input: input({ outcomeId: 'direct-text-plain' }) }),
    }),
  },
  {
    name: 'a form body',
    direct: false,
    request: (t) => ({ headers: json(t.recorder!, { 'content-type': 'application/x-www-form-urlencoded' }), body: 'a=b' }),
  },
  {
    name: 'Accept: text/event-stream',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!, { accept: 'text/event-stream' }),
      body: byHash({ input: input({ outcomeId: 'direct-sse' }) }),
    }),
  },
  {
    name: 'Accept: text/html only',
    direct: false,
    request: (t) => ({ headers: json(t.recorder!, { accept: 'text/html' }), body: byHash({ input: input({ outcomeId: 'direct-html' }) }) }),
  },
  {
    name: 'an Origin header',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!, { origin: 'https://elsewhere.example' }),
      body: byHash({ input: input({ outcomeId: 'direct-origin' }) }),
    }),
  },
  {
    name: 'a listed Origin',
    direct: false,
    request: (t) => ({
      headers: json(t.recorder!, { origin: 'https://dashboard.example' }),
      body: byHash({ input: input({ outcomeId: 'direct-listed-origin' }) }),
    }),
  },
  {
    name: 'a query string',
    direct: false,
    request: (t) => ({ path: '/graphql?x=1', headers: json(t.recorder!), body: byHash({ input: input({ outcomeId: 'direct-qs' }) }) }),
  },
  {
    name: 'GET of the mutation',
    direct: false,
    request: (t) => ({
      method: 'GET',
      path: `/graphql?operationName=RecordAttempt&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: HASH } }))}&variables=${encodeURIComponent(JSON.stringify({ input: input({ outcomeId: 'direct-get' }) }))}`,
      headers: { authorization: `Bearer ${t.recorder}`, 'x-graphql-yoga-csrf': '1' },
    }),
  },
];

describe('the direct write path against the generic one', () => {
  it("prepares the client's RecordAttempt and RecordAttempts documents", () => {
    expect(DOCUMENT_TEXT).toContain('recordAttempt(input: $input)');
    const graphql = ledgerGraphQLFor(
      loadConfig({ DATABASE_URL: sides[0]!.ledger.ownerUrl, NODE_ENV: 'test', LEDGER_DATA_DIR: dataDir }),
      sides[0]!.ledger.db,
    );
    expect([...graphql.direct!.hashes].sort()).toEqual([HASH, BATCH_HASH].sort());
  });

  it.each(cases.map((entry, index) => [index, entry.name] as const))('case %i: %s', async (index) => {
    const entry = cases[index]!;
    const [direct, generic] = sides as [Side, Side];
    const before = direct.answered();
    const fast = await send(direct.server.port, entry.request(direct.tokens));
    const taken = direct.answered() - before;
    const slow = await send(generic.server.port, entry.request(generic.tokens));
    expect(comparable(fast, keep), `${entry.name}: ${fast.body.slice(0, 300)}`).toEqual(comparable(slow, keep));
    if (entry.name === 'a failure after the write ran') {
      // Masked: the ledger's one code for a failure of its own, nothing of the database's message.
      const body = JSON.parse(fast.body) as { data: unknown; errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors.map((error) => [error.message, error.extensions.code])).toEqual([['Unexpected error.', 'INTERNAL']]);
      expect(fast.body).not.toMatch(/space|extend|disk/i);
    }
    expect(taken, `${entry.name}: answered by the direct path`).toBe(entry.direct ? 1 : 0);
    expect(generic.answered()).toBe(0);
  });

  it('moves the same Prometheus series by the same counts', async () => {
    // The series a request moves: counters by their value, histograms by their count.
    const series = async () => {
      const counts = new Map<string, number>();
      for (const metric of (await registry.getMetricsAsJSON()) as unknown as { name: string; type: string; values: unknown[] }[])
        for (const value of metric.values as { value: number; labels: Record<string, unknown>; metricName?: string }[]) {
          if (metric.type === 'histogram' && !value.metricName?.endsWith('_count')) continue;
          if (
            (metric.type !== 'histogram' && metric.type !== 'counter') ||
            metric.name.startsWith('ledger_process_') ||
            metric.name.startsWith('ledger_nodejs_')
          )
            continue;
          counts.set(`${value.metricName ?? metric.name}${JSON.stringify(value.labels)}`, value.value);
        }
      return counts;
    };
    const moved = async (side: Side, request: Parameters<typeof send>[1]) => {
      const before = await series();
      const lines = side.logLines().length;
      await send(side.server.port, request);
      // The HTTP histogram is observed when the response closes, with the request's log line, just after the client read it.
      while (side.logLines().length === lines) await new Promise((resolve) => setImmediate(resolve));
      const after = await series();
      return Object.fromEntries(
        [...after].filter(([key, value]) => value !== (before.get(key) ?? 0)).map(([key, value]) => [key, value - (before.get(key) ?? 0)]),
      );
    };
    const [direct, generic] = sides as [Side, Side];
    for (const overrides of [{ outcomeId: 'direct-metrics' }, { outcomeId: 'direct-metrics-invalid', taskRef: 'has spaces' }]) {
      const body = byHash({ input: input(overrides) });
      const fast = await moved(direct, { headers: json(direct.tokens.recorder!), body });
      const slow = await moved(generic, { headers: json(generic.tokens.recorder!), body });
      expect(Object.keys(fast).some((key) => key.startsWith('graphql_envelop_request{'))).toBe(true);
      expect(fast).toEqual(slow);
    }
  });

  it('leaves the same rows in both databases', async () => {
    const rows = async (side: Side) => {
      const attempts = await side.ledger.owner.query<JsonRow>(
        `SELECT to_jsonb(a) AS row FROM attempt a WHERE project_id = $1 ORDER BY outcome_id, capability_key`,
        [projectId],
      );
      const adjudications = await side.ledger.owner.query<JsonRow>(
        `SELECT to_jsonb(j) AS row FROM adjudication j WHERE project_id = $1 ORDER BY idempotency_key, seq`,
        [projectId],
      );
      const cohorts = await side.ledger.owner.query<JsonRow>(
        `SELECT to_jsonb(c) AS row FROM cohort c WHERE project_id = $1 ORDER BY fingerprint`,
        [projectId],
      );
      // An adjudication's content digest covers its attempt's id, which each database draws itself.
      const adjudicationRows = adjudications.rows.map(({ row }) => {
        expect(row.content_digest).toMatch(/^[0-9a-f]{64}$/);
        return { ...row, content_digest: '<digest over the attempt id>' };
      });
      return normalised(
        { attempts: attempts.rows.map((r) => r.row), adjudications: adjudicationRows, cohorts: cohorts.rows.map((r) => r.row) },
        keep,
      ) as {
        attempts: unknown[];
      };
    };
    const [direct, generic] = await Promise.all(sides.map(rows));
    // The write that failed after its insert left nothing: no attempt, no cohort, on either side.
    for (const side of sides) {
      const { rows: left } = await side.ledger.owner.query(
        `SELECT (SELECT count(*)::int FROM attempt WHERE outcome_id = $1) AS attempts, (SELECT count(*)::int FROM cohort WHERE capability_key = $2) AS cohorts`,
        [FAILS_AFTER_WRITE, FAILS_AFTER_WRITE_CAPABILITY],
      );
      expect(left).toEqual([{ attempts: 0, cohorts: 0 }]);
    }
    expect(direct!.attempts.length).toBeGreaterThan(5);
    expect((direct as unknown as { adjudications: unknown[] }).adjudications.length).toBeGreaterThan(0);
    expect(direct).toEqual(generic);
  });

  it('logs one line per request with the same operation, actor and error codes', () => {
    const summary = (side: Side) =>
      side
        .logLines()
        .filter((line) => line.msg === 'request' && line.path === '/graphql')
        .map((line) => ({
          status: line.status,
          method: line.method,
          operationName: line.operationName,
          actor: line.actor,
          errors: line.errors,
          reqId: line.reqId === 'client-id-1' ? line.reqId : typeof line.reqId,
        }));
    expect(summary(sides[0]!)).toEqual(summary(sides[1]!));
    expect(summary(sides[0]!).length).toBe(cases.length + 2);
  });
});
