// The cost limit (src/modules/common/cost.ts, docs/security.md) is computed with the
// request's variables: every list at its largest documented page, with every field of
// its node, is served whether the page size is written in the document or sent as a
// variable; lists of pages inside lists of pages are refused either way, over POST, GET
// and as a trusted document sent by hash, with nothing executed (no statement reaches
// the database, no write happens).
import { createHash } from 'node:crypto';
import { parse, type GraphQLField } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_OPERATION_COST, MAX_PAGE_SIZE, operationCost } from '../../src/modules/common/cost.js';
import { ATTEMPTS_TO_DECISION_COST } from '../../src/modules/reliability/report-graphql.js';
import { schema } from '../../src/schema.js';
import { loadTrustedDocuments } from '../../src/http/trusted-documents.js';
import { createLedgerYoga, type LedgerYoga } from '../../src/http/yoga.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { everyField, pageNodeOf } from '../helpers/selections.js';
import { expectTypename, type AnswerError } from '../helpers/graphql.js';

let ledger: TestLedger;
let admin: TestToken;
let recorder: TestToken;
let trusted: LedgerYoga;
const projectId = newProjectId();
let attemptId: string;
let cohortId: string;

/** Lists of pages inside lists of pages, at their largest pages. */
const NESTED = /* GraphQL */ `
  query Nested($cohorts: Int, $attempts: Int, $adjudications: Int) {
    cohorts(first: $cohorts) { edges { node { id attempts(first: $attempts) { edges { node { id adjudications(first: $adjudications) { edges { node { id kind } } } } } } } } }
  }
`;
const NESTED_LITERAL = NESTED.replace(/\(\$cohorts[^)]*\)/, '').replace(/first: \$\w+/g, 'first: 100');
const AT_MAX = { cohorts: 100, attempts: 100, adjudications: 100 };

/** A write whose answer asks for lists of pages: refused before the write happens. */
const NESTED_WRITE = /* GraphQL */ `
  mutation NestedWrite($input: RecordAttemptInput!, $n: Int) {
    recordAttempt(input: $input) {
      __typename
      ... on RecordAttemptSuccess { attempts { id cohort { attempts(first: $n) { edges { node { id adjudications(first: $n) { edges { node { id } } } } } } } } }
    }
  }
`;

const hashOf = (document: string) => createHash('sha256').update(document).digest('hex');

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = await ledger.token({ roles: ['admin', 'reader', 'recorder'], projects: [projectId] });
  recorder = await ledger.token({ roles: ['recorder', 'reader'], projects: [projectId] });
  const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
  attemptId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.id;
  cohortId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.cohort.id;
  const manifest = new Map(loadTrustedDocuments());
  manifest.set(hashOf(NESTED), NESTED);
  trusted = createLedgerYoga({ db: ledger.db, logErrors: false, trustedDocuments: 'all', trustedDocumentManifest: manifest });
}, 60_000);

afterAll(async () => {
  await ledger?.close();
});

interface Answer {
  status: number;
  /** The answer's data: each test names what it reads of it. */
  body: { data?: unknown; errors?: AnswerError[] };
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: JSON.parse(await response.text()) as Answer['body'] };
}

const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' });

async function post(yoga: LedgerYoga, token: string, body: Record<string, unknown>): Promise<Answer> {
  return answer(await yoga.fetch('http://ledger.test/graphql', { method: 'POST', headers: headers(token), body: JSON.stringify(body) }));
}

async function get(yoga: LedgerYoga, token: string, params: Record<string, unknown>): Promise<Answer> {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return answer(
    await yoga.fetch(`http://ledger.test/graphql?${search}`, {
      headers: { authorization: headers(token).authorization, 'x-graphql-yoga-csrf': '1' },
    }),
  );
}

/** The answer and how many statements reached the database for it, less token lookups. */
async function statementsOf(send: () => Promise<Answer>): Promise<{ answer: Answer; statements: number }> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await send();
    const textOf = (statement: unknown) =>
      typeof statement === 'string' ? statement : ((statement as { text?: string } | null)?.text ?? '');
    const tokenLookups = spy.mock.calls.filter(([statement]) => /\bFROM api_token\b/.test(textOf(statement))).length;
    return { answer: result, statements: spy.mock.calls.length - tokenLookups };
  } finally {
    spy.mockRestore();
  }
}

function expectRefused(result: { answer: Answer; statements: number }, how: string) {
  const { answer: refused, statements } = result;
  expect(refused.status, how).toBe(400);
  expect(refused.body.data ?? null, how).toBeNull();
  expect(
    refused.body.errors?.map((error) => error.extensions?.code),
    how,
  ).toEqual(['COST_LIMIT_EXCEEDED']);
  expect(refused.body.errors![0]!.extensions!.cost as number, how).toBeGreaterThan(MAX_OPERATION_COST);
  expect(statements, `${how}: statements sent to the database`).toBe(0);
}

function expectServed(served: Answer, how: string) {
  expect(served.body.errors, `${how}: ${JSON.stringify(served.body.errors)?.slice(0, 300)}`).toBeUndefined();
  expect(served.status, how).toBe(200);
}

// Every root list, by its `first` argument.
const ROOT_PAGES = Object.values(schema.getQueryType()!.getFields()).filter((field) =>
  field.args.some((argument) => argument.name === 'first'),
);

/** The root list at `first` (literal or variable), with every field of its node down to two levels of objects. */
function rootPage(field: GraphQLField<unknown, unknown>, first: string): { query: string; variables: Record<string, unknown> } {
  const page = pageNodeOf(schema, field);
  const required: Record<string, unknown> = { projectId, workerRef: 'worker-1' };
  const args = field.args
    .filter((argument) => String(argument.type).endsWith('!'))
    .map((argument) => `${argument.name}: $${argument.name}`);
  const definitions = field.args
    .filter((argument) => String(argument.type).endsWith('!'))
    .map((argument) => `$${argument.name}: ${String(argument.type)}`);
  if (first.startsWith('$')) definitions.push('$first: Int');
  const query = `query Page${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field.name}(${[...args, `first: ${first}`].join(', ')}) ${page.wrap(everyField(schema, page.type, { levels: 2 }))} }`;
  const variables = Object.fromEntries(
    field.args.filter((argument) => String(argument.type).endsWith('!')).map((argument) => [argument.name, required[argument.name]]),
  );
  return { query, variables: first.startsWith('$') ? { ...variables, first: MAX_PAGE_SIZE } : variables };
}

describe('every list at its largest page, with every field of its node', () => {
  it('covers every root list', () => {
    expect(ROOT_PAGES.map((field) => field.name).sort()).toEqual(
      [
        'adjudications',
        'agreementDecisions',
        'alerts',
        'attempts',
        'cohorts',
        'publishedAgreements',
        'reliabilityOverview',
        'reworkQueue',
        'rubrics',
        'webhookDeliveries',
        'workerEvidence',
      ].sort(),
    );
  });

  it.each(ROOT_PAGES.map((field) => [field.name, field] as const))(
    '%s(first: 100) is served as a literal and as a variable, over POST and GET',
    async (_name, field) => {
      for (const first of [String(MAX_PAGE_SIZE), '$first']) {
        const { query, variables } = rootPage(field, first);
        expect(operationCost(schema, parse(query), null, variables), query).toBeLessThanOrEqual(MAX_OPERATION_COST);
        expectServed(await post(ledger.yoga, admin.token, { query, variables }), `POST ${field.name}(first: ${first})`);
        expectServed(await get(ledger.yoga, admin.token, { query, variables }), `GET ${field.name}(first: ${first})`);
      }
    },
  );

  // A page of a record's own list, at its largest, with every field of its node.
  const NESTED_PAGES: [string, string, (selection: string) => string][] = [
    [
      'Attempt.adjudications',
      'Attempt',
      (page) => `query($id: ID!, $first: Int) { attempt(id: $id) { id adjudications(first: $first) ${page} } }`,
    ],
    ['Cohort.attempts', 'Cohort', (page) => `query($id: ID!, $first: Int) { cohort(id: $id) { id attempts(first: $first) ${page} } }`],
    [
      'ReliabilityReport.explain',
      'ReliabilityReport',
      (page) =>
        `query($id: ID!, $first: Int) { reliability(cohortId: $id) { __typename ... on ReliabilityReport { explain(first: $first) ${page} } } }`,
    ],
  ];
  it.each(NESTED_PAGES)('%s(first: 100) is served as a literal and as a variable', async (name, parent, documentOf) => {
    const field = (schema.getType(parent) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[
      name.split('.')[1]!
    ]!;
    const page = pageNodeOf(schema, field).wrap(everyField(schema, pageNodeOf(schema, field).type, { levels: 2 }));
    const id = parent === 'Attempt' ? attemptId : cohortId;
    const asVariable = documentOf(page);
    const asLiteral = asVariable.replace('first: $first', `first: ${MAX_PAGE_SIZE}`).replace(', $first: Int', '');
    expectServed(
      await post(ledger.yoga, admin.token, { query: asVariable, variables: { id, first: MAX_PAGE_SIZE } }),
      `${name} as a variable`,
    );
    expectServed(await post(ledger.yoga, admin.token, { query: asLiteral, variables: { id } }), `${name} as a literal`);
  });

  it("every document of the client's manifest fits with its page variables at their largest", () => {
    const over: string[] = [];
    for (const document of loadTrustedDocuments().values()) {
      const parsed = parse(document);
      for (const definition of parsed.definitions) {
        if (definition.kind !== 'OperationDefinition') continue;
        const variables = Object.fromEntries(
          (definition.variableDefinitions ?? []).map((variable) => [
            variable.variable.name.value,
            variable.variable.name.value === 'first' ? MAX_PAGE_SIZE : undefined,
          ]),
        );
        const cost = operationCost(schema, parsed, definition.name?.value, variables);
        if (cost > MAX_OPERATION_COST) over.push(`${definition.name?.value}: ${cost}`);
      }
    }
    expect(over).toEqual([]);
  });
});

describe('lists of pages inside lists of pages', () => {
  it('are refused as literals and as variables, over POST and GET, before any statement', async () => {
    expectRefused(await statementsOf(() => post(ledger.yoga, admin.token, { query: NESTED, variables: AT_MAX })), 'POST, variables');
    expectRefused(await statementsOf(() => post(ledger.yoga, admin.token, { query: NESTED_LITERAL })), 'POST, literals');
    expectRefused(await statementsOf(() => get(ledger.yoga, admin.token, { query: NESTED, variables: AT_MAX })), 'GET, variables');
    expectRefused(await statementsOf(() => get(ledger.yoga, admin.token, { query: NESTED_LITERAL })), 'GET, literals');
    // The same document with small pages is served: the variables decide.
    expectServed(
      await post(ledger.yoga, admin.token, { query: NESTED, variables: { cohorts: 5, attempts: 5, adjudications: 5 } }),
      'small pages',
    );
    // A cost kept for the document's small pages is not the cost of its large ones.
    expectRefused(
      await statementsOf(() =>
        post(ledger.yoga, admin.token, { query: NESTED, variables: { cohorts: 100, attempts: 100, adjudications: 100 } }),
      ),
      'POST, variables again',
    );
  });

  it('are refused as a trusted document sent by hash (POST and GET), and served with small pages', async () => {
    const persisted = { persistedQuery: { version: 1, sha256Hash: hashOf(NESTED) } };
    expectRefused(
      await statementsOf(() => post(trusted, admin.token, { extensions: persisted, variables: AT_MAX })),
      'trusted document, POST',
    );
    expectRefused(
      await statementsOf(() => get(trusted, admin.token, { extensions: persisted, variables: AT_MAX })),
      'trusted document, GET',
    );
    const small = await post(trusted, admin.token, { extensions: persisted, variables: { cohorts: 2, attempts: 2, adjudications: 2 } });
    expectServed(small, 'trusted document, small pages');
    expect((small.body.data as { cohorts: { edges: unknown[] } }).cohorts.edges.length).toBeGreaterThan(0);
  });

  it('in the answer of a write are refused before the write, as literals and as variables', async () => {
    const attempts = async () =>
      (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId])).rows[0]!.n;
    const before = await attempts();
    const input = (outcomeId: string) => ({ ...outcomeInput(projectId), outcomeId });
    expectRefused(
      await statementsOf(() =>
        post(ledger.yoga, recorder.token, { query: NESTED_WRITE, variables: { input: input('cost-variables'), n: 100 } }),
      ),
      'write, variables',
    );
    const literal = NESTED_WRITE.replaceAll('first: $n', 'first: 100').replace(', $n: Int', '');
    expectRefused(
      await statementsOf(() => post(ledger.yoga, recorder.token, { query: literal, variables: { input: input('cost-literal') } })),
      'write, literals',
    );
    expect(await attempts()).toBe(before);
    // Small pages: the write happens.
    const served = await post(ledger.yoga, recorder.token, { query: NESTED_WRITE, variables: { input: input('cost-small'), n: 3 } });
    expectServed(served, 'write, small pages');
    expect((served.body.data as { recordAttempt: { __typename: string } }).recordAttempt.__typename).toBe('RecordAttemptSuccess');
    expect(await attempts()).toBe(before + 1);
  });
});

describe('a field that computes', () => {
  // attemptsToDecision's search costs ATTEMPTS_TO_DECISION_COST: a request cannot ask it of a whole page of reports.
  const decisions = (count: number) => /* GraphQL */ `
    query Decisions($cohortId: ID!) {
      reliability(cohortId: $cohortId) {
        ... on ReliabilityReport {
          ${Array.from({ length: count }, (_, i) => `d${i}: attemptsToDecision(rate: independentlyVerifiedPassRate, threshold: ${(0.5 + i / 100).toFixed(2)}) { outcome attempts }`).join('\n          ')}
        }
      }
    }`;
  it('costs what it declares: a few are served, enough to fill the limit are refused before any statement', async () => {
    const fits = Math.floor(MAX_OPERATION_COST / ATTEMPTS_TO_DECISION_COST) - 1;
    const served = await post(ledger.yoga, admin.token, { query: decisions(fits), variables: { cohortId } });
    expectServed(served, `${fits} attemptsToDecision`);
    expect((served.body.data as { reliability: { d0: { outcome: string } } }).reliability.d0.outcome).toBeTypeOf('string');
    expectRefused(
      await statementsOf(() => post(ledger.yoga, admin.token, { query: decisions(fits + 2), variables: { cohortId } })),
      `${fits + 2} attemptsToDecision`,
    );
  });
});
