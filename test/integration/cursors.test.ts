// Malformed cursors on every connection are the client's input errors (BAD_USER_INPUT,
// or the field's typed ValidationError where its result is a union), never a masked
// "Unexpected error." with a stack in the server log (docs/specification.md §10).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLedgerYoga, type LedgerYoga } from '../../src/http/yoga.js';
import { RECORD_AGREEMENT_EVENT, newDecisionId, proposedEvent } from '../helpers/agreements.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, type AnswerError } from '../helpers/graphql.js';

let ledger: TestLedger;
/** The app with its error log on, as a server runs it, so the log can be watched. */
let logged: LedgerYoga;
let reader: TestToken;
let cohortId: string;
const projectId = newProjectId();

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const NIL = '00000000-0000-0000-0000-000000000000';

/** Cursors the ledger never issues, each aimed at a decoder's blind spot. */
const MALFORMED: Record<string, string> = {
  garbage: 'garbage',
  'not base64': '!!!!',
  empty: '',
  'very long': 'A'.repeat(10_000),
  'Pothos envelope, id not a UUID': b64('GPC:S:not-a-uuid'),
  'Pothos envelope, a number': b64('GPC:N:5'),
  'Pothos envelope, a date': b64('GPC:D:1'),
  'Pothos envelope, JSON': b64('GPC:O:{"id":1}'),
  'overview shape, id not a UUID': b64url(JSON.stringify(['cap.x', 'not-a-uuid'])),
  'overview shape, NUL in the key': b64url(JSON.stringify(['cap\u0000x', NIL])),
  'decision shape, micros beyond bigint': b64url(`agreement-decision:9999999999999999999:${NIL}`),
  'decision shape, micros beyond any instant': b64url(`agreement-decision:9000000000000000000:${NIL}`),
};

interface Connection {
  name: string;
  document: (argument: 'after' | 'before') => string;
  /** Union results answer with their typed ValidationError; the others with BAD_USER_INPUT. */
  union: boolean;
}

const CONNECTIONS: Connection[] = [
  {
    name: 'cohorts',
    union: false,
    document: (a) => `query($c: String) { cohorts(${a}: $c, ${a === 'before' ? 'last' : 'first'}: 2) { edges { cursor node { id } } } }`,
  },
  {
    name: 'attempts',
    union: false,
    document: (a) => `query($c: String) { attempts(${a}: $c, ${a === 'before' ? 'last' : 'first'}: 2) { edges { cursor node { id } } } }`,
  },
  {
    name: 'Cohort.attempts',
    union: false,
    document: (a) =>
      `query($c: String) { cohort(id: "${cohortId}") { attempts(${a}: $c, ${a === 'before' ? 'last' : 'first'}: 2) { edges { cursor } } } }`,
  },
  {
    name: 'reliabilityOverview',
    union: true,
    // The overview pages forward only.
    document: () =>
      `query($c: String) { reliabilityOverview(projectId: "${projectId}", after: $c) { __typename ... on ValidationError { message issues { path } } ... on ReliabilityOverviewConnection { edges { cursor } } } }`,
  },
  {
    name: 'agreementDecisions',
    union: true,
    document: (a) =>
      `query($c: String) { agreementDecisions(${a}: $c, ${a === 'before' ? 'last' : 'first'}: 2) { __typename ... on ValidationError { message issues { path } } ... on AgreementDecisionsConnection { edges { cursor } } } }`,
  },
  {
    name: 'publishedAgreements',
    union: true,
    document: (a) =>
      `query($c: String) { publishedAgreements(${a}: $c, ${a === 'before' ? 'last' : 'first'}: 2) { __typename ... on ValidationError { message issues { path } } ... on PublishedAgreementsConnection { edges { cursor } } } }`,
  },
];

/**
 * What a list answers, read as JSON: the documents are plain strings, built per connection
 * and per cursor argument (after/before), so no generated type fits all of them.
 */
interface ListPage {
  __typename?: string;
  edges: { cursor: string }[];
  issues?: { path: string }[];
}
interface Answer {
  data?: Record<string, ListPage | null | undefined> & { cohort?: { attempts: ListPage } | null };
  errors?: AnswerError[];
}

async function ask(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: Answer }> {
  const response = await logged.fetch('http://ledger.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const fieldOf = (data: Answer['data'], name: string): ListPage | undefined =>
  name === 'Cohort.attempts' ? data?.cohort?.attempts : (data?.[name] ?? undefined);

beforeAll(async () => {
  ledger = await createTestLedger();
  logged = createLedgerYoga({ db: ledger.db, graphiql: false, logErrors: true });
  const writer = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  for (const [index, capability] of ['cursor.a', 'cursor.b', 'cursor.c'].entries()) {
    const input = { ...outcomeInput(projectId, { capabilities: [capability] }), outcomeId: `cursor-${index}` };
    const recorded = await ledger.gql(writer.token, RECORD_ATTEMPT, { input });
    cohortId ??= expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.cohort.id;
    const again = { ...input, outcomeId: `cursor-${index}-again`, attemptNumber: 2 };
    expect((await ledger.gql(writer.token, RECORD_ATTEMPT, { input: again })).errors).toBeUndefined();
    const event = await ledger.gql(writer.token, RECORD_AGREEMENT_EVENT, { input: proposedEvent(projectId, newDecisionId()) });
    expect(event.errors).toBeUndefined();
  }
});
afterAll(() => ledger?.close());

describe('a malformed cursor is an input error, and nothing is logged', () => {
  for (const connection of CONNECTIONS) {
    for (const argument of ['after', 'before'] as const) {
      if (connection.name === 'reliabilityOverview' && argument === 'before') continue;
      it(`${connection.name}(${argument}:)`, async () => {
        const log = vi.spyOn(console, 'error');
        const warn = vi.spyOn(console, 'warn');
        try {
          for (const [label, cursor] of Object.entries(MALFORMED)) {
            const { status, body } = await ask(connection.document(argument), { c: cursor });
            const context = `${label}: ${JSON.stringify(body).slice(0, 300)}`;
            expect(status, context).toBe(200);
            if (connection.union) {
              expect(fieldOf(body.data, connection.name), context).toMatchObject({
                __typename: 'ValidationError',
                issues: [{ path: argument }],
              });
            } else {
              expect(body.errors, context).toHaveLength(1);
              expect(body.errors?.[0]?.extensions, context).toMatchObject({ code: 'BAD_USER_INPUT' });
              expect(body.errors?.[0]?.message, context).toContain(argument);
            }
            expect(JSON.stringify(body), context).not.toMatch(/Unexpected error|"INTERNAL"|INTERNAL_SERVER_ERROR/);
          }
          expect(log).not.toHaveBeenCalled();
          expect(warn).not.toHaveBeenCalled();
        } finally {
          log.mockRestore();
          warn.mockRestore();
        }
      });
    }
  }
});

describe('the cursors the ledger issues still page', () => {
  for (const connection of CONNECTIONS) {
    it(connection.name, async () => {
      const first = await ask(connection.document('after'), { c: null });
      expect(first.body.errors).toBeUndefined();
      const edges = fieldOf(first.body.data, connection.name)?.edges ?? [];
      if (connection.name !== 'publishedAgreements') expect(edges.length).toBeGreaterThan(0);
      for (const edge of edges) {
        const next = await ask(connection.document('after'), { c: edge.cursor });
        expect(next.body.errors).toBeUndefined();
        expect(fieldOf(next.body.data, connection.name)?.__typename ?? 'connection').not.toBe('ValidationError');
      }
    });
  }

  it('a cursor of the right shape naming no row gives an empty page, not an error', async () => {
    const { body } = await ask(CONNECTIONS[0]!.document('after'), { c: b64(`GPC:S:${NIL}`) });
    expect(body).toEqual({ data: { cohorts: { edges: [] } } });
    const latest = await ask(CONNECTIONS[4]!.document('after'), { c: b64url(`agreement-decision:8640000000000000000:${NIL}`) });
    expect(latest.body.errors).toBeUndefined();
  });
});

describe('other list arguments', () => {
  it('a negative page size or a malformed filter is BAD_USER_INPUT, and not logged', async () => {
    const log = vi.spyOn(console, 'error');
    try {
      for (const query of ['{ cohorts(first: -1) { edges { cursor } } }', '{ cohorts(capabilityKey: "Not Valid") { edges { cursor } } }']) {
        const { body } = await ask(query);
        expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      }
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
