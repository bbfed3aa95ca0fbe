// No environment value exposes internals (docs/specification.md §10): with NODE_ENV
// development, production and test alike, unexpected failures (the database refusing
// a read, a write or the token lookup) and malformed requests are answered without a
// stack, a file path, SQL or the original error; developers read those in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerYoga, type LedgerYoga } from '../../src/http/yoga.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';

let ledger: TestLedger;
let token: TestToken;
const projectId = newProjectId();
const savedNodeEnv = process.env.NODE_ENV;

/** What must never reach a client: stacks, paths, SQL, driver and database internals. */
const INTERNALS =
  /stack|originalError|\/work\/|node_modules|file:\/\/|\.[cm]?[jt]s\b|\bat (async )?[\w.<>]+ \(|SELECT|INSERT|permission|denied|relation|postgres|prisma|aclchk|routine|SyntaxError: Unexpected token/i;

beforeAll(async () => {
  ledger = await createTestLedger();
  token = await ledger.token({ roles: ['reader', 'recorder'], projects: [projectId] });
  const recorded = await ledger.gql(token.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
  expect(recorded.errors).toBeUndefined();
});
afterAll(async () => {
  process.env.NODE_ENV = savedNodeEnv;
  await ledger?.close();
});

interface Answer {
  status: number;
  text: string;
}

async function post(yoga: LedgerYoga, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await yoga.fetch('http://ledger.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const query = (yoga: LedgerYoga, document: string, variables?: Record<string, unknown>) =>
  post(yoga, JSON.stringify({ query: document, variables }));

/** Runs `provoke` while the application role lacks `privilege`. */
async function withoutPrivilege<T>(privilege: string, provoke: () => Promise<T>): Promise<T> {
  await ledger.owner.query(`REVOKE ${privilege} FROM crl_app`);
  try {
    return await provoke();
  } finally {
    await ledger.owner.query(`GRANT ${privilege} TO crl_app`);
  }
}

/** Each provocation returns the answer the client saw and the message it must carry. */
const PROVOCATIONS: Record<string, (yoga: LedgerYoga) => Promise<Answer & { expected: RegExp }>> = {
  'a Prisma read the database refuses': async (yoga) => ({
    ...(await withoutPrivilege('SELECT ON attempt', () => query(yoga, '{ attempts(first: 5) { edges { node { id } } } }'))),
    expected: /Unexpected error\./,
  }),
  'a SQL read the database refuses': async (yoga) => ({
    ...(await withoutPrivilege('SELECT ON cohort', () => query(yoga, `{ reliabilityOverview(projectId: "${projectId}") { __typename } }`))),
    expected: /Unexpected error\./,
  }),
  'a write the database refuses': async (yoga) => ({
    ...(await withoutPrivilege('INSERT ON attempt', () =>
      query(yoga, String(RECORD_ATTEMPT), { input: { ...outcomeInput(projectId), outcomeId: `masked-${Math.random()}` } }),
    )),
    expected: /Unexpected error\./,
  }),
  'a token lookup the database refuses': async (yoga) => {
    // A token this server has never verified, so it is looked up (verified ones are kept a moment).
    const fresh = await ledger.token({ roles: ['reader'], projects: [projectId] });
    return {
      ...(await withoutPrivilege('SELECT ON api_token', () =>
        post(yoga, JSON.stringify({ query: '{ cohorts { edges { cursor } } }' }), { authorization: `Bearer ${fresh.token}` }),
      )),
      expected: /Unexpected error\./,
    };
  },
  'a body that is not JSON': async (yoga) => ({ ...(await post(yoga, '{"query": "{ cohorts')), expected: /invalid JSON/ }),
  'a GET with variables that are not JSON': async (yoga) => {
    const search = new URLSearchParams({ query: 'query($c: String) { cohorts(after: $c) { edges { cursor } } }', variables: '{"c":' });
    const response = await yoga.fetch(`http://ledger.test/graphql?${search}`, {
      headers: { authorization: `Bearer ${token.token}`, 'x-graphql-yoga-csrf': '1' },
    });
    return { status: response.status, text: await response.text(), expected: /./ };
  },
  'a document that does not parse': async (yoga) => ({ ...(await query(yoga, '{ cohorts { edges ')), expected: /Syntax Error/ }),
  'a variable of the wrong type': async (yoga) => ({
    ...(await query(yoga, 'query($n: Int) { cohorts(first: $n) { edges { cursor } } }', { n: 'many' })),
    expected: /Int/,
  }),
  'a field that does not exist': async (yoga) => ({ ...(await query(yoga, '{ cohorts { nope } }')), expected: /nope/ }),
};

for (const nodeEnv of ['development', 'production', 'test']) {
  describe(`with NODE_ENV=${nodeEnv}`, () => {
    let yoga: LedgerYoga;
    beforeAll(() => {
      process.env.NODE_ENV = nodeEnv;
      // Built after NODE_ENV is set, as a server started with it would be.
      yoga = createLedgerYoga({ db: ledger.db, graphiql: false, logErrors: false });
    });
    afterAll(() => {
      process.env.NODE_ENV = savedNodeEnv;
    });

    for (const [name, provoke] of Object.entries(PROVOCATIONS)) {
      it(`answers ${name} with no internals`, async () => {
        process.env.NODE_ENV = nodeEnv;
        const answer = await provoke(yoga);
        expect(answer.text).toMatch(answer.expected);
        expect(answer.text).not.toMatch(INTERNALS);
        const { errors } = JSON.parse(answer.text) as { errors: { message: string; extensions?: { code?: string } }[] };
        expect(errors.length).toBeGreaterThan(0);
        // A masked failure carries the one code clients are told to expect (docs/clients.md).
        for (const error of errors) if (error.message === 'Unexpected error.') expect(error.extensions?.code).toBe('INTERNAL');
      });
    }
  });
}
