// The lists clients page most (`attempts`, `cohorts`) are read in one SQL statement
// (src/db/keyset-pages.ts), not through Prisma. They must page exactly as a Prisma
// connection does: the same rows in the same order (newest first, then id), the same
// cursors and pageInfo, forwards and backwards, with the token's projects applied.
// The nested `Cohort.attempts` is still a Prisma connection, so it is the reference.
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldsOf, type ModelName } from '../../src/db/columns.js';
import { storedFieldsOf } from '../../src/modules/common/pages.js';
import { schema } from '../../src/schema.js';
import { createTestLedger, type GraphQLResponse, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { RECORD_GRADED, registerTestRubric, scoresOf, storeFeedback } from '../helpers/grading.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
let reader: TestToken;
const projectId = newProjectId();
const otherProjectId = newProjectId();
/** Cohort ledger ids of the project, by capability key. */
const cohorts: Record<string, string> = {};
let otherCohort: string;

async function record(project: string, capability: string, model = 'acme-coder-2'): Promise<string> {
  const recorder = await ledger.token({ roles: ['recorder'], projects: [project] });
  const input = outcomeInput(project, { capabilities: [capability], runtime: { provider: 'acme', model, runtimeVersion: '2026.11' } });
  const answer = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
  expect(answer.data?.recordAttempt.__typename, answer.text).toBe('RecordAttemptSuccess');
  return expectTypename(answer.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.cohort.ledgerId as string;
}

beforeAll(async () => {
  ledger = await createTestLedger();
  for (let index = 0; index < 7; index += 1) cohorts['code.edit.typescript'] = await record(projectId, 'code.edit.typescript');
  for (let index = 0; index < 3; index += 1) cohorts['code.review'] = await record(projectId, 'code.review');
  for (const model of ['m-1', 'm-2', 'm-3']) cohorts[`docs.write/${model}`] = await record(projectId, 'docs.write', model);
  otherCohort = await record(otherProjectId, 'code.edit.typescript');
  await record(otherProjectId, 'code.edit.typescript');
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
});

afterAll(async () => {
  await ledger?.close();
});

interface Page {
  edges: { cursor: string; node: { ledgerId: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** A page's arguments. */
interface PageArgs {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

const ATTEMPTS_PAGE = graphql(`
  query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {
    attempts(cohortId: $cohortId, first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);
const COHORT_ATTEMPTS_PAGE = graphql(`
  query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    cohort(id: $cohortId) {
      attempts(first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
`);
const COHORTS_PAGE = graphql(`
  query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {
    cohorts(projectId: $projectId, first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

async function attemptsPage(token: string, cohortId: string, args: PageArgs): Promise<Page> {
  const answer = await ledger.gql(token, ATTEMPTS_PAGE, { cohortId, ...args });
  expect(answer.errors, answer.text).toBeUndefined();
  return answer.data.attempts;
}

/** The same page through the Prisma connection nested under the cohort. */
async function prismaAttemptsPage(token: string, cohortId: string, args: PageArgs): Promise<Page> {
  const answer = await ledger.gql(token, COHORT_ATTEMPTS_PAGE, { cohortId, ...args });
  expect(answer.errors, answer.text).toBeUndefined();
  expect(answer.data.cohort).not.toBeNull();
  return answer.data.cohort!.attempts;
}

async function cohortsPage(token: string, args: PageArgs): Promise<Page> {
  const answer = await ledger.gql(token, COHORTS_PAGE, { projectId, ...args });
  expect(answer.errors, answer.text).toBeUndefined();
  return answer.data.cohorts;
}

const argsOf = (size: number, direction: 'forward' | 'backward', cursor: string | null): PageArgs =>
  direction === 'forward' ? { first: size, ...(cursor ? { after: cursor } : {}) } : { last: size, ...(cursor ? { before: cursor } : {}) };

/** Every page of a list, walked from one end; the ids in list order. */
async function walk(
  read: (args: PageArgs) => Promise<Page>,
  size: number,
  direction: 'forward' | 'backward',
): Promise<{ ids: string[]; pages: Page[] }> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await read(argsOf(size, direction, cursor));
    pages.push(page);
    const more = direction === 'forward' ? page.pageInfo.hasNextPage : page.pageInfo.hasPreviousPage;
    cursor = direction === 'forward' ? page.pageInfo.endCursor : page.pageInfo.startCursor;
    if (!more) break;
    expect(pages.length).toBeLessThan(20);
  }
  const ids = (direction === 'forward' ? pages : [...pages].reverse()).flatMap((page) => page.edges.map((edge) => edge.node.ledgerId));
  return { ids, pages };
}

describe('attempts, read in one statement', () => {
  it('pages forwards and backwards in ledger order, exactly as the Prisma connection does', async () => {
    const cohortId = cohorts['code.edit.typescript']!;
    const truth = (
      await ledger.owner.query<{ id: string }>('SELECT id FROM attempt WHERE cohort_id = $1 ORDER BY recorded_at DESC, id DESC', [cohortId])
    ).rows.map((row) => row.id);
    expect(truth).toHaveLength(7);
    for (const size of [1, 2, 3, 7, 10]) {
      for (const direction of ['forward', 'backward'] as const) {
        const walked = await walk((args) => attemptsPage(reader.token, cohortId, args), size, direction);
        expect(walked.ids, `${direction} by ${size}`).toEqual(truth);
        const reference = await walk((args) => prismaAttemptsPage(reader.token, cohortId, args), size, direction);
        expect(walked.pages, `${direction} by ${size}`).toEqual(reference.pages);
      }
    }
  });

  it('answers a page from the middle exactly as the Prisma connection does, both ways', async () => {
    const cohortId = cohorts['code.edit.typescript']!;
    const all = await attemptsPage(reader.token, cohortId, { first: 7 });
    for (const edge of all.edges) {
      for (const args of [
        { first: 2, after: edge.cursor },
        { last: 2, before: edge.cursor },
        { first: 0, after: edge.cursor },
      ]) {
        expect(await attemptsPage(reader.token, cohortId, args), JSON.stringify(args)).toEqual(
          await prismaAttemptsPage(reader.token, cohortId, args),
        );
      }
    }
  });

  it("shows only the token's projects, and nothing to a token without the reader role", async () => {
    expect((await attemptsPage(reader.token, otherCohort, { first: 10 })).edges).toEqual([]);
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    expect((await attemptsPage(recorder.token, cohorts['code.review']!, { first: 10 })).edges).toEqual([]);
    const everyProject = await ledger.token({ roles: ['reader'], allProjects: true });
    expect((await attemptsPage(everyProject.token, otherCohort, { first: 10 })).edges).toHaveLength(2);
    const BY_PROJECT = graphql(`
      query PagesAttemptsOfProject($projectId: String) { attempts(projectId: $projectId, first: 10) { edges { node { ledgerId } } } }
    `);
    const byProject = await ledger.gql(reader.token, BY_PROJECT, { projectId: otherProjectId });
    expect(byProject.data.attempts.edges).toEqual([]);
  });

  it("gives no rows after a cursor of another project's attempt", async () => {
    const everyProject = await ledger.token({ roles: ['reader'], allProjects: true });
    const foreign = await attemptsPage(everyProject.token, otherCohort, { first: 1 });
    const AFTER = graphql(`
      query PagesAttemptsAfter($after: String) { attempts(first: 5, after: $after) { edges { node { projectId } } } }
    `);
    const page = await ledger.gql(reader.token, AFTER, { after: foreign.edges[0]?.cursor });
    expect(page.errors, page.text).toBeUndefined();
    for (const edge of page.data.attempts.edges) expect(edge.node.projectId).toBe(projectId);
  });

  it('serves nested fields of the rows it read (cohort, evidence)', async () => {
    const NESTED = graphql(`
      query PagesAttemptsNested($cohortId: ID) {
        attempts(cohortId: $cohortId, first: 2) { edges { node { capabilityKey evidence { kind digest } cohort { ledgerId attemptCount } } } }
      }
    `);
    const answer = await ledger.gql(reader.token, NESTED, { cohortId: cohorts['code.review'] });
    expect(answer.errors, answer.text).toBeUndefined();
    for (const edge of answer.data.attempts.edges) {
      expect(edge.node).toMatchObject({ capabilityKey: 'code.review', cohort: { ledgerId: cohorts['code.review'], attemptCount: 3 } });
      expect(edge.node.evidence).toHaveLength(1);
    }
  });
});

/**
 * A request's answer, and the names the page's own statement selects (captured from the pool), in their order.
 * The document is a plain string: the tests build its selection from the schema's fields.
 */
async function pageColumns(query: string): Promise<{ answer: GraphQLResponse<unknown>; columns: string[] }> {
  const spy = vi.spyOn(ledger.db.pool, 'query');
  try {
    const answer = await ledger.gql(reader.token, query);
    const pages = spy.mock.calls
      .map(([statement]) => (typeof statement === 'string' ? statement : ((statement as { text?: string }).text ?? '')))
      .filter((text) => /^SELECT .* FROM (attempt a|adjudication j|cohort c) /.test(text) && text.includes(' ORDER BY '));
    expect(pages, query).toHaveLength(1);
    // The list ends at the statement's own FROM, after the last `AS "field"` (a count's subquery has a FROM of its own).
    const list = pages[0]!.slice('SELECT '.length, pages[0]!.search(/" FROM (attempt a|adjudication j|cohort c) /) + 1);
    return { answer, columns: [...list.matchAll(/ AS "(\w+)"/g)].map((match) => match[1]!) };
  } finally {
    spy.mockRestore();
  }
}

describe('the columns a page reads', () => {
  /** Every field of Attempt but the nested lists, through a named fragment and an inline one. */
  graphql(`
    fragment PagesEverything on Attempt {
      id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef workerRef
      outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef verifierModel
      acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed validationCommandsFailed
      humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest contentDigest recordedBy recordedAt
      ... on Attempt { cohort { ledgerId model } }
    }
  `);
  const EVERY_FIELD_ROOT = graphql(`
    query PagesEveryFieldRoot($cohortId: ID) { attempts(cohortId: $cohortId, first: 5) { edges { node { ...PagesEverything } } } }
  `);
  const EVERY_FIELD_NESTED = graphql(`
    query PagesEveryFieldNested($cohortId: ID!) { cohort(id: $cohortId) { attempts(first: 5) { edges { node { ...PagesEverything } } } } }
  `);

  it("are those the selected fields need, whatever the selection: every field equals the Prisma connection's", async () => {
    const cohortId = cohorts['code.review']!;
    const root = await ledger.gql(reader.token, EVERY_FIELD_ROOT, { cohortId });
    const nested = await ledger.gql(reader.token, EVERY_FIELD_NESTED, { cohortId });
    expect(root.errors, root.text).toBeUndefined();
    expect(root.data.attempts.edges).toHaveLength(3);
    expect(root.data.attempts).toEqual(nested.data.cohort?.attempts);
  });

  it("serve a relation list (adjudications) from the row's id", async () => {
    const { answer, columns } = await pageColumns(
      `{ attempts(cohortId: "${cohorts['code.review']}", first: 1) { edges { node { __typename outcomeCode adjudications(first: 1) { edges { cursor } } } } } }`,
    );
    expect(answer.errors, answer.text).toBeUndefined();
    expect(answer.data).toMatchObject({
      attempts: { edges: [{ node: { __typename: 'Attempt', outcomeCode: 'SUCCEEDED', adjudications: { edges: [] } } }] },
    });
    expect(columns).toEqual(['id', 'outcomeCode']);
  });

  /** The paged lists, their node types and models. */
  const LISTS = [
    { query: 'attempts', model: 'Attempt' },
    { query: 'adjudications', model: 'Adjudication' },
    { query: 'cohorts', model: 'Cohort' },
  ] as const satisfies readonly { query: string; model: ModelName }[];

  function nodeTypeOf(query: string): GraphQLObjectType {
    const connection = getNamedType(schema.getQueryType()!.getFields()[query]!.type);
    const edge = isObjectType(connection) ? getNamedType(connection.getFields().edges!.type) : undefined;
    const node = isObjectType(edge) ? getNamedType(edge.getFields().node!.type) : undefined;
    if (!isObjectType(node)) throw new Error(`${query} is not a connection`);
    return node;
  }

  it('are declared by every field of every paged node type, each naming stored fields of its model', () => {
    for (const { query, model } of LISTS) {
      const stored = fieldsOf(model) as string[];
      for (const field of Object.values(nodeTypeOf(query).getFields())) {
        const needs = storedFieldsOf(field);
        expect(needs, `${model}.${field.name}`).toBeDefined();
        for (const name of needs!) expect(stored, `${model}.${field.name}`).toContain(name);
      }
    }
  });

  it("are, for a page asking for one field, the row's id and what that field declares: never every column", async () => {
    for (const { query, model } of LISTS) {
      const all = fieldsOf(model) as string[];
      for (const field of Object.values(nodeTypeOf(query).getFields())) {
        const selection = isObjectType(getNamedType(field.type)) ? `${field.name} { __typename }` : field.name;
        const { answer, columns } = await pageColumns(
          `{ ${query}(projectId: "${projectId}", first: 2) { edges { node { ${selection} } } } }`,
        );
        expect(answer.errors, `${model}.${field.name}: ${answer.text}`).toBeUndefined();
        const expected = new Set(['id', ...storedFieldsOf(field)!]);
        // A count is not a column: the cohorts page counts in its own statement.
        if (model === 'Cohort' && field.name === 'attemptCount') expected.add('attemptCount');
        expect(columns, `${model}.${field.name}`).toEqual(
          all.filter((name) => expected.has(name)).concat(expected.has('attemptCount') ? ['attemptCount'] : []),
        );
        // At most the id and two columns, unless the field declares more (an attempt's effort
        // is five): never every column of the row.
        if (all.length > 3) expect(columns.length, `${model}.${field.name}`).toBeLessThanOrEqual(Math.max(3, expected.size));
        expect(columns.length, `${model}.${field.name}`).toBeLessThan(all.length);
      }
    }
    // What a few of them read, spelled out.
    const read = async (query: string, node: string) =>
      (await pageColumns(`{ ${query}(projectId: "${projectId}", first: 2) { edges { node { ${node} } } } }`)).columns;
    expect(await read('attempts', 'ledgerId')).toEqual(['id']);
    expect(await read('attempts', 'evidence { kind }')).toEqual(['id', 'evidenceKinds', 'evidenceDigests']);
    expect(await read('attempts', 'cohort { id }')).toEqual(['id', 'cohortId']);
    expect(await read('adjudications', 'attempt { id }')).toEqual(['id', 'attemptId']);
    expect(await read('cohorts', 'model attemptCount')).toEqual(['id', 'model', 'attemptCount']);
  });

  it('serve cohorts with only the selected fields, and their counts', async () => {
    const COUNTED = graphql(`
      query PagesCohortsCounted($projectId: String) { cohorts(projectId: $projectId, capabilityKey: "code.review", first: 1) { edges { node { model attemptCount } } } }
    `);
    const answer = await ledger.gql(reader.token, COUNTED, { projectId });
    expect(answer.data.cohorts.edges).toEqual([{ node: { model: 'acme-coder-2', attemptCount: 3 } }]);
  });
});

describe('cohorts, read in one statement', () => {
  it('pages forwards and backwards in ledger order', async () => {
    const truth = (
      await ledger.owner.query<{ id: string }>('SELECT id FROM cohort WHERE project_id = $1 ORDER BY created_at DESC, id DESC', [projectId])
    ).rows.map((row) => row.id);
    expect(truth).toHaveLength(5);
    for (const size of [1, 2, 4, 5, 9]) {
      for (const direction of ['forward', 'backward'] as const) {
        const walked = await walk((args) => cohortsPage(reader.token, args), size, direction);
        expect(walked.ids, `${direction} by ${size}`).toEqual(truth);
        const first = walked.pages[0]!;
        if (direction === 'forward') expect(first.pageInfo.hasPreviousPage).toBe(false);
        else expect(first.pageInfo.hasNextPage).toBe(false);
      }
    }
  });

  it("counts each cohort's attempts, and filters by capability and project", async () => {
    const BY_CAPABILITY = graphql(`
      query PagesCohortsByCapability { cohorts(capabilityKey: "code.edit.typescript", first: 10) { edges { node { ledgerId projectId attemptCount } } } }
    `);
    const answer = await ledger.gql(reader.token, BY_CAPABILITY, {});
    expect(answer.data.cohorts.edges).toEqual([{ node: { ledgerId: cohorts['code.edit.typescript'], projectId, attemptCount: 7 } }]);
    const foreign = await ledger.gql(reader.token, COHORTS_PAGE, { projectId: otherProjectId, first: 10 });
    expect(foreign.data.cohorts.edges).toEqual([]);
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    expect((await cohortsPage(recorder.token, { first: 10 })).edges).toEqual([]);
  });
});

// #28: a page's rows are SQL rows; the relations their nodes select are loaded for the
// whole page at once, never row by row, so a page costs the same statements at any size.
describe('relations of a page', () => {
  const relationsProject = newProjectId();
  let relationsReader: TestToken;

  /** Every relation of an attempt, and the fields read from the row beside them. */
  const ATTEMPT_RELATIONS = `
    fragment Related on Attempt {
      id ledgerId outcomeCode evidence { kind digest }
      cohort { id ledgerId model attemptCount }
      adjudications(first: 2) { totalCount edges { cursor node { id seq kind actorRef } } pageInfo { hasNextPage hasPreviousPage endCursor } }
      gradedVerifications { ledgerId round graderRef independent rubricDigest scores { criterionId score } }
    }`;
  const ADJUDICATION_RELATIONS = 'fragment Related on Adjudication { id seq kind attempt { id ledgerId outcomeCode evidence { digest } } }';
  const COHORT_RELATIONS = `
    fragment Related on Cohort {
      id model attemptCount
      attempts(first: 3) { edges { cursor node { ledgerId evidence { kind } } } pageInfo { hasNextPage endCursor } }
    }`;

  beforeAll(async () => {
    // 20 attempts in two cohorts of the project, the oldest and the newest with adjudications and gradings.
    const attempts: string[] = [];
    const recorder = await ledger.token({ roles: ['recorder'], projects: [relationsProject] });
    for (let index = 0; index < 20; index += 1) {
      const input = outcomeInput(relationsProject, {
        runtime: { provider: 'acme', model: index % 2 ? 'model-odd' : 'model-even', runtimeVersion: '2026.11' },
      });
      const answer = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
      expect(answer.data?.recordAttempt.__typename, answer.text).toBe('RecordAttemptSuccess');
      attempts.push(expectTypename(answer.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.id as string);
    }
    const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [relationsProject] });
    for (const [position, count] of [
      [0, 3],
      [5, 1],
      [18, 3],
      [19, 1],
    ] as const)
      for (let seq = 0; seq < count; seq += 1) {
        const answer = await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
          input: { attemptId: attempts[position], idempotencyKey: `k-${seq}`, kind: seq % 2 ? 'HUMAN_REJECTED' : 'HUMAN_ACCEPTED' },
        });
        expect(answer.data?.appendAdjudication.__typename, answer.text).toBe('AppendAdjudicationSuccess');
      }
    const admin = await ledger.token({ roles: ['admin'], allProjects: true });
    const rubricDigest = await registerTestRubric(ledger, admin.token, { criteria: [{ id: 'grounding' }] });
    await storeFeedback(ledger, adjudicator.token, relationsProject, ['grounding']);
    for (const position of [1, 5, 17]) {
      const answer = await ledger.gql(adjudicator.token, RECORD_GRADED, {
        input: {
          attemptId: attempts[position],
          rubricDigest,
          graderRef: 'grader-bot',
          graderModel: 'judge-1',
          round: 0,
          scores: scoresOf({ grounding: 3 }),
        },
      });
      expect(answer.data?.recordGradedVerification.__typename, answer.text).toBe('RecordGradedVerificationSuccess');
    }
    relationsReader = await ledger.token({ roles: ['reader'], projects: [relationsProject] });
  });

  /** What the relation tests read of an attempt (their documents are strings: each test's list, fragment and page arguments vary). */
  interface RelatedAttempt {
    id: string;
    adjudications: { totalCount: number; edges: { cursor: string }[]; pageInfo: { hasNextPage: boolean } };
    gradedVerifications: unknown[];
    cohort: { model: string };
  }
  type AttemptsAnswer = { attempts: { edges: { node: RelatedAttempt }[] } };

  /**
   * A request's answer and how many statements the server sent for it (every statement of
   * every connection), less the token's lookup: the verified token is kept for a second
   * (src/db/verified-tokens.ts), so on a slow machine the lookup falls into one page's
   * request and not the other's, and it is no statement of the page.
   */
  async function statementsOf<T>(token: string, query: string): Promise<{ answer: GraphQLResponse<T>; statements: number }> {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const answer = (await ledger.gql(token, query)) as GraphQLResponse<T>;
      const textOf = (statement: unknown) =>
        typeof statement === 'string' ? statement : ((statement as { text?: string } | null)?.text ?? '');
      const tokenLookups = spy.mock.calls.filter(([statement]) => /\bFROM api_token\b/.test(textOf(statement))).length;
      return { answer, statements: spy.mock.calls.length - tokenLookups };
    } finally {
      spy.mockRestore();
    }
  }

  /**
   * A small and a large page of `list` selecting the fragment `Related` of `fragment`: the
   * large one must cost no more statements than the small one, and each node must equal the
   * same row read alone through Prisma (`single`).
   */
  async function checkPages<T extends Record<string, { edges: { node: { id: string } }[] }>>(
    list: string,
    fragment: string,
    sizes: [number, number],
    single: (id: string) => string,
  ) {
    const page = (size: number) =>
      `${fragment} { ${list}(projectId: "${relationsProject}", first: ${size}) { edges { cursor node { ...Related } } } }`;
    await ledger.gql(relationsReader.token, page(sizes[0])); // the token is then known: its lookup is no page's statement
    const small = await statementsOf<T>(relationsReader.token, page(sizes[0]));
    const large = await statementsOf<T>(relationsReader.token, page(sizes[1]));
    expect(small.answer.errors, small.answer.text).toBeUndefined();
    expect(large.answer.errors, large.answer.text).toBeUndefined();
    const edges = large.answer.data[list]?.edges;
    expect(edges).toHaveLength(sizes[1]);
    expect(small.answer.data[list]?.edges).toEqual(edges?.slice(0, sizes[0]));
    for (const edge of edges ?? []) {
      const alone = (await ledger.gql(relationsReader.token, `${fragment} query($id: ID!) { ${single('$id')} }`, {
        id: edge.node.id,
      })) as GraphQLResponse<Record<string, unknown>>;
      expect(alone.errors, alone.text).toBeUndefined();
      expect(edge.node).toEqual(Object.values(alone.data)[0]);
    }
    expect(large.statements, `${list}: ${sizes[0]} rows cost ${small.statements} statements, ${sizes[1]} rows ${large.statements}`).toBe(
      small.statements,
    );
    return { small, large };
  }

  it('of attempts (cohort, adjudications, gradings, evidence) cost the same statements for 5 rows as for 20, and answer as each attempt read alone', async () => {
    const { small, large } = await checkPages<AttemptsAnswer>(
      'attempts',
      ATTEMPT_RELATIONS,
      [5, 20],
      (id) => `attempt(id: ${id}) { ...Related }`,
    );
    // Both pages hold adjudications and gradings, so each relation is loaded on both.
    for (const { answer } of [small, large]) {
      const nodes = answer.data.attempts.edges.map((edge) => edge.node);
      expect(nodes.some((node) => node.adjudications.totalCount === 3 && node.adjudications.pageInfo.hasNextPage)).toBe(true);
      expect(nodes.some((node) => node.gradedVerifications.length === 1)).toBe(true);
      expect(new Set(nodes.map((node) => node.cohort.model))).toEqual(new Set(['model-even', 'model-odd']));
    }
    // The project's attempts, counted and listed once each.
    expect(large.answer.data.attempts.edges.reduce((sum, edge) => sum + edge.node.adjudications.totalCount, 0)).toBe(8);
  });

  it("of attempts keep each list relation's own page arguments, a cursor into one attempt's adjudications included", async () => {
    const FIRST_ADJUDICATIONS = graphql(`
      query PagesFirstAdjudications($projectId: String) { attempts(projectId: $projectId, first: 20) { edges { node { adjudications(first: 1) { edges { cursor } } } } } }
    `);
    const first = await ledger.gql(relationsReader.token, FIRST_ADJUDICATIONS, { projectId: relationsProject });
    const cursor = first.data.attempts.edges.map((edge) => edge.node.adjudications.edges[0]?.cursor).find(Boolean);
    for (const args of [`first: 1, after: "${cursor}"`, `last: 1`, `last: 2, before: "${cursor}"`, 'first: 0']) {
      const fragment = `fragment Related on Attempt { id adjudications(${args}) { totalCount edges { cursor node { seq } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
      const page = (await ledger.gql(
        relationsReader.token,
        `${fragment} { attempts(projectId: "${relationsProject}", first: 20) { edges { node { ...Related } } } }`,
      )) as GraphQLResponse<AttemptsAnswer>;
      expect(page.errors, page.text).toBeUndefined();
      for (const edge of page.data.attempts.edges) {
        const alone = (await ledger.gql(relationsReader.token, `${fragment} query($id: ID!) { attempt(id: $id) { ...Related } }`, {
          id: edge.node.id,
        })) as GraphQLResponse<{ attempt: RelatedAttempt | null }>;
        expect(edge.node, args).toEqual(alone.data.attempt);
      }
    }
  });

  it('of adjudications (attempt) cost the same statements for 2 rows as for 8', async () => {
    await checkPages('adjudications', ADJUDICATION_RELATIONS, [2, 8], (id) => `node(id: ${id}) { ...Related }`);
  });

  it('of cohorts (attempts) cost the same statements for 1 row as for 2', async () => {
    await checkPages('cohorts', COHORT_RELATIONS, [1, 2], (id) => `cohort(id: ${id}) { ...Related }`);
  });

  it('show a token without the reader role nothing, and a reader of another project nothing', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [relationsProject] });
    const stranger = await ledger.token({ roles: ['reader'], projects: [projectId] });
    for (const token of [recorder, stranger]) {
      const answer = (await ledger.gql(
        token.token,
        `${ATTEMPT_RELATIONS} { attempts(projectId: "${relationsProject}", first: 20) { edges { node { ...Related } } } }`,
      )) as GraphQLResponse<AttemptsAnswer>;
      expect(answer.errors, answer.text).toBeUndefined();
      expect(answer.data.attempts.edges).toEqual([]);
    }
  });
});
