// Where a request's CPU goes inside the API process, layer by layer, for the pages
// and the write of bench/requests.ts, in this one process on the same database:
//
//   execute   the document compiled once by graphql-jit (as the server runs it) and
//             executed with a ready context, then JSON.stringify of the result: the
//             resolvers, the store, `pg` and serialising; no HTTP, no Yoga;
//   yogaCore  `yoga.fetch` of the same request to a Yoga with only the schema and
//             graphql-jit (no plugin of the ledger): what Yoga itself adds;
//   yoga      `yoga.fetch` to the ledger's app (src/http/yoga.ts) with every plugin on as
//             the server runs them (authentication, limits, armor, trusted documents
//             in 'off' mode, metrics, request recording, masking).
//
// bench/request-cpu.ts measures the last layer, the same documents over `node:http`
// in a process of their own. The difference between two layers is what the outer one
// adds per request. The two Yoga modes hand `yoga.fetch` the server context a
// `node:http` request has, an IncomingMessage whose Content-Length framed the body, so
// the ledger's body limit takes the path it takes on a socket (src/http/yoga.ts,
// streamedBodyLimit). Modes alternate their order every round; a round's figure is
// process.cpuUsage (user + system) over a fixed number of requests, 10 in flight, as
// µs per request; the table gives the median of the rounds. Every answer of the
// warm-up is parsed and checked; in the rounds an answer is checked by its opening
// and size only, so that the measurement does not parse JSON the server never would.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench_requests npx tsx bench/request-layers.ts
//
// The database must hold bench/requests.ts's seed. Knobs: BENCH_ROUNDS (6),
// BENCH_REQUESTS per workload, mode and round (600), BENCH_WORKLOADS
// (recordAttempt,attemptsPage,cohortsPage), BENCH_MODES (execute,yogaCore,yoga).
import { useGraphQlJit } from '@envelop/graphql-jit';
import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { createYoga } from 'graphql-yoga';
import pg from 'pg';
import type { Context } from '../src/builder.js';
import { openServerDatabase } from '../src/db/login.js';
import { authenticate } from '../src/modules/auth/tokens.js';
import { schema } from '../src/schema.js';
import { createLedgerYoga } from '../src/http/yoga.js';
import { ATTEMPTS_PAGE, COHORTS_PAGE, READ_PROJECT, RECORD_ATTEMPT, seededBenchCaller, singleWriteInput } from './floor-server.js';
import { intSetting } from './harness.js';
import { median } from './statistics.js';

const log = (line: string) => process.stderr.write(`${line}\n`);
const IN_FLIGHT = 10;
const MODES = ['execute', 'yogaCore', 'yoga'] as const;
type Mode = (typeof MODES)[number];

interface Workload {
  name: string;
  operationName: string;
  document: string;
  variables: () => Record<string, unknown>;
  /** Throws unless the answer is the one expected (parsed: the warm-up's check). */
  check: (text: string) => void;
  /** How every answer of the rounds must begin. */
  opening: string;
}

/** µs of this process's CPU per request over `count` requests, IN_FLIGHT at a time. */
async function cpuPerRequest(count: number, send: () => Promise<void>): Promise<number> {
  let sent = 0;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (sent < count) {
        sent++;
        await send();
      }
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

/** The server context of a request node:http framed by its Content-Length (what streamedBodyLimit looks for). */
function framedBy(body: string): { req: IncomingMessage } {
  const req = new IncomingMessage(new Socket());
  req.headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
  return { req };
}

/** What a page's answer is read for: the number of edges under the field asked for. */
interface PageAnswer {
  data?: Record<string, { edges?: unknown[] } | null> | null;
}

/** What a single write's answer is read for. */
interface RecordAttemptAnswer {
  data?: { recordAttempt?: { __typename: string } | null } | null;
}

async function main(): Promise<void> {
  const ownerUrl = process.env.DATABASE_URL?.trim();
  if (!ownerUrl) throw new Error('set DATABASE_URL to a database seeded by bench/requests.ts');
  const rounds = intSetting('BENCH_ROUNDS', 6, 1);
  const requests = intSetting('BENCH_REQUESTS', 600, 10);
  const wanted = (process.env.BENCH_WORKLOADS?.trim() || 'recordAttempt,attemptsPage,cohortsPage').split(',').map((name) => name.trim());
  const modes = (process.env.BENCH_MODES?.trim() || MODES.join(',')).split(',').map((name) => name.trim()) as Mode[];
  const unknown = modes.filter((mode) => !MODES.includes(mode));
  if (unknown.length) throw new Error(`unknown modes: ${unknown.join(', ')} (known: ${MODES.join(', ')})`);

  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  const { db } = await openServerDatabase({ ownerUrl, poolSize: 10 });
  try {
    const { cohorts, writeProject, token } = await seededBenchCaller(owner);
    const caller = await authenticate(db, token);
    if (!caller) throw new Error('the benchmark token did not authenticate');
    const context: Context = { caller, db, outbound: { allowPrivate: false } };
    const ledger = createLedgerYoga({ db, graphiql: false, logErrors: true });
    const core = createYoga({
      schema,
      plugins: [useGraphQlJit()],
      context: () => ({ ...context }),
      graphiql: false,
      landingPage: false,
      maskedErrors: false,
      maxRequestBodySize: false,
    });

    let written = 0;
    let nextCohort = 0;
    const finishedAt = new Date(Date.now() - 60_000);
    const pageOf = (field: string) => (text: string) => {
      if ((JSON.parse(text) as PageAnswer).data?.[field]?.edges?.length !== 50) throw new Error(`not a page of 50: ${text.slice(0, 300)}`);
    };
    const workloads: Workload[] = [
      {
        name: 'recordAttempt',
        operationName: 'RecordAttempt',
        document: RECORD_ATTEMPT,
        variables: () => ({
          input: singleWriteInput(`layers-${written++}-${randomUUID()}`, writeProject, 'bench.layers.write', finishedAt),
        }),
        check: (text: string) => {
          if ((JSON.parse(text) as RecordAttemptAnswer).data?.recordAttempt?.__typename !== 'RecordAttemptSuccess')
            throw new Error(text.slice(0, 300));
        },
        opening: '{"data":{"recordAttempt":{"__typename":"RecordAttemptSuccess"',
      },
      {
        name: 'attemptsPage',
        operationName: 'AttemptsPage',
        document: ATTEMPTS_PAGE,
        variables: () => ({ cohortId: cohorts[nextCohort++ % cohorts.length], first: 50 }),
        check: pageOf('attempts'),
        opening: '{"data":{"attempts":{"pageInfo":',
      },
      {
        name: 'cohortsPage',
        operationName: 'CohortsPage',
        document: COHORTS_PAGE,
        variables: () => ({ projectId: READ_PROJECT, first: 50 }),
        check: pageOf('cohorts'),
        opening: '{"data":{"cohorts":{"pageInfo":',
      },
    ].filter((workload) => wanted.includes(workload.name));

    let checking = true;
    const accept = (workload: Workload, text: string) => {
      if (checking) workload.check(text);
      else if (!text.startsWith(workload.opening) || text.length < 200) throw new Error(`${workload.name}: ${text.slice(0, 300)}`);
    };
    const overYoga =
      (yoga: { fetch: (url: string, init: RequestInit, serverContext: object) => Promise<Response> | Response }) =>
      (workload: Workload) =>
      async () => {
        const body = JSON.stringify({ query: workload.document, operationName: workload.operationName, variables: workload.variables() });
        const response = await yoga.fetch(
          'http://ledger.bench/graphql',
          { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body },
          framedBy(body),
        );
        accept(workload, await response.text());
      };
    const senderOf: Record<Mode, (workload: Workload) => () => Promise<void>> = {
      execute: (workload) => {
        const compiled = compileQuery(schema, parse(workload.document), workload.operationName);
        if (!isCompiledQuery(compiled)) throw new Error(`${workload.name} did not compile: ${JSON.stringify(compiled)}`);
        return async () => accept(workload, JSON.stringify(await compiled.query(undefined, { ...context }, workload.variables())));
      },
      yogaCore: overYoga(core),
      yoga: overYoga(ledger),
    };
    const senders = new Map(workloads.map((workload) => [workload.name, new Map(modes.map((mode) => [mode, senderOf[mode](workload)]))]));

    // Warm-up: every document compiled, every statement prepared, the JIT warm, every answer checked.
    for (const workload of workloads) for (const mode of modes) await cpuPerRequest(300, senders.get(workload.name)!.get(mode)!);
    checking = false;

    const perRequest = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? modes : [...modes].reverse();
      for (const workload of workloads)
        for (const mode of order) {
          const key = `${workload.name}/${mode}`;
          perRequest.set(key, [...(perRequest.get(key) ?? []), await cpuPerRequest(requests, senders.get(workload.name)!.get(mode)!)]);
        }
      log(`round ${round + 1}/${rounds} done`);
    }

    console.log(
      `CPU of this process per request (µs, median of ${rounds} rounds of ${requests} requests, ${IN_FLIGHT} in flight; range in brackets)`,
    );
    console.log(['workload', ...modes].join('\t'));
    for (const workload of workloads)
      console.log(
        [
          workload.name,
          ...modes.map((mode) => {
            const values = perRequest.get(`${workload.name}/${mode}`)!;
            return `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
          }),
        ].join('\t'),
      );
  } finally {
    await db.close();
    await owner.end();
  }
}

await main();
