// The designation guard (docs/specification.md §7): publishedAgreements returns only rows
// whose property is on the designated-property allowlist, which only an admin
// changes, one appended row per change. No response of the publish path (rows,
// counts, cursors, errors) may carry a non-designated property or its rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import {
  type AgreementsPublishPublishedQueryVariables,
  expectTypename,
  graphql,
  type RecordAgreementEventInput,
} from '../helpers/graphql.js';
import { RECORD_AGREEMENT_EVENT, newDecisionId, proposedEvent, reviewedEvent } from '../helpers/agreements.js';

let ledger: TestLedger;
let admin: TestToken;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();

const DESIGNATED = 'public-handbook';
/** A name that must never appear in anything the publish path answers. */
const SECRET = 'confidential-roadmap-q3';
const designatedDecisions: string[] = [];
const secretDecisions: string[] = [];

// Every field of a decision (AgreementsDecisionFields of test/helpers/agreements.ts): no field of any row may carry a secret.
const PUBLISHED = graphql(`
  query AgreementsPublishPublished($projectId: String, $lane: String, $property: String, $first: Int, $after: String, $last: Int, $before: String) {
    publishedAgreements(projectId: $projectId, lane: $lane, property: $property, first: $first, after: $after, last: $last, before: $before) {
      __typename
      ... on PublishedAgreementsConnection {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { ...AgreementsDecisionFields } }
      }
      ... on ValidationError { message issues { path message } }
    }
  }
`);

const DESIGNATE = graphql(`
  mutation AgreementsPublishDesignate($property: String!) {
    designateProperty(property: $property) {
      __typename
      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }
      ... on Error { message }
    }
  }
`);

const WITHDRAW = graphql(`
  mutation AgreementsPublishWithdraw($property: String!) {
    withdrawPropertyDesignation(property: $property) {
      __typename
      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }
      ... on Error { message }
    }
  }
`);

const DESIGNATED_PROPERTIES = graphql(`
  query AgreementsPublishDesignatedProperties { designatedProperties }
`);

async function record(token: TestToken, input: RecordAgreementEventInput) {
  const response = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
  expect(response.data.recordAgreementEvent.__typename).toBe('RecordAgreementEventSuccess');
}

async function designationRows() {
  const result = await ledger.owner.query(
    'SELECT property, action::text AS action, actor_ref FROM property_designation ORDER BY recorded_at, id',
  );
  return result.rows;
}

/** Everything a client could read from a response: its text and whatever its cursors decode to. */
function readable(text: string): string {
  const cursors = [...text.matchAll(/"(?:cursor|startCursor|endCursor)":"([^"]*)"/g)].map((match) =>
    Buffer.from(match[1]!, 'base64url').toString('utf8'),
  );
  return [text, ...cursors].join('\n');
}

/** The published page, asserted to be one (a ValidationError fails here: `publishedAnswer` reads that). */
async function published(variables: AgreementsPublishPublishedQueryVariables, token: TestToken = reader) {
  const { answer, text } = await publishedAnswer(variables, token);
  return { result: expectTypename(answer, 'PublishedAgreementsConnection'), text };
}

async function publishedAnswer(variables: AgreementsPublishPublishedQueryVariables, token: TestToken = reader) {
  const response = await ledger.gql(token.token, PUBLISHED, { projectId, ...variables });
  expect(response.errors).toBeUndefined();
  return { answer: response.data.publishedAgreements, text: response.text };
}

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  // interleave the two properties so pages and cursors cross from one to the other
  for (let i = 0; i < 4; i++) {
    for (const [property, ids] of [
      [DESIGNATED, designatedDecisions],
      [SECRET, secretDecisions],
    ] as const) {
      const decisionId = newDecisionId();
      await record(recorder, proposedEvent(projectId, decisionId, { property, lane: 'lane-pub' }));
      await record(adjudicator, reviewedEvent(projectId, decisionId));
      ids.push(decisionId);
    }
  }
});
afterAll(() => ledger?.close());

describe('designations', () => {
  it('refuses designation changes from non-admin tokens, writing nothing', async () => {
    for (const token of [reader, recorder, adjudicator]) {
      const designate = (await ledger.gql(token.token, DESIGNATE, { property: DESIGNATED })).data.designateProperty;
      const withdraw = (await ledger.gql(token.token, WITHDRAW, { property: DESIGNATED })).data.withdrawPropertyDesignation;
      for (const result of [designate, withdraw]) expect(expectTypename(result, 'ForbiddenError').message).toContain('admin');
    }
    expect(await designationRows()).toEqual([]);
  });

  it('refuses a property outside the label grammar', async () => {
    const response = await ledger.gql(admin.token, DESIGNATE, { property: 'not a label' });
    expectTypename(response.data.designateProperty, 'ValidationError');
  });

  it('appends one row per change; the latest row decides; repeating a change writes nothing', async () => {
    const first = await ledger.gql(admin.token, DESIGNATE, { property: 'scratch-prop' });
    expect(first.data.designateProperty).toMatchObject({
      property: 'scratch-prop',
      action: 'DESIGNATE',
      designated: true,
      changed: true,
      recordedBy: admin.actorRef,
    });
    const again = await ledger.gql(admin.token, DESIGNATE, { property: 'scratch-prop' });
    expect(again.data.designateProperty).toMatchObject({ designated: true, changed: false, recordedAt: null });
    expect((await ledger.gql(reader.token, DESIGNATED_PROPERTIES, {})).data.designatedProperties).toContain('scratch-prop');

    const withdrawn = await ledger.gql(admin.token, WITHDRAW, { property: 'scratch-prop' });
    expect(withdrawn.data.withdrawPropertyDesignation).toMatchObject({ action: 'WITHDRAW', designated: false, changed: true });
    expect((await ledger.gql(reader.token, DESIGNATED_PROPERTIES, {})).data.designatedProperties).not.toContain('scratch-prop');
    const never = await ledger.gql(admin.token, WITHDRAW, { property: 'never-designated' });
    expect(expectTypename(never.data.withdrawPropertyDesignation, 'PropertyDesignationChange').changed).toBe(false);

    expect(await designationRows()).toEqual([
      { property: 'scratch-prop', action: 'DESIGNATE', actor_ref: admin.actorRef },
      { property: 'scratch-prop', action: 'WITHDRAW', actor_ref: admin.actorRef },
    ]);
  });

  it('serialises concurrent changes: alternating designate/withdraw leaves a consistent history', async () => {
    const property = 'contended-prop';
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? ledger.gql(admin.token, DESIGNATE, { property }) : ledger.gql(admin.token, WITHDRAW, { property }),
      ),
    );
    const rows = (await designationRows()).filter((row) => row.property === property);
    // every appended row changes the state, so the actions strictly alternate, starting with DESIGNATE
    rows.forEach((row, index) => expect(row.action).toBe(index % 2 === 0 ? 'DESIGNATE' : 'WITHDRAW'));
    const listed = (await ledger.gql(reader.token, DESIGNATED_PROPERTIES, {})).data.designatedProperties.includes(property);
    expect(listed).toBe(rows.at(-1)?.action === 'DESIGNATE');
  });
});

describe('publishedAgreements', () => {
  beforeAll(async () => {
    const response = await ledger.gql(admin.token, DESIGNATE, { property: DESIGNATED });
    expect(expectTypename(response.data.designateProperty, 'PropertyDesignationChange').designated).toBe(true);
  });

  it("returns the designated property's rows and nothing of the others", async () => {
    const { result, text } = await published({ first: 50 });
    expect(result.totalCount).toBe(designatedDecisions.length);
    expect(result.edges.map((edge) => edge.node.decisionId).sort()).toEqual([...designatedDecisions].sort());
    expect(result.edges.every((edge) => edge.node.proposal.property === DESIGNATED)).toBe(true);
    expect(readable(text)).not.toContain(SECRET);
    for (const id of secretDecisions) expect(readable(text)).not.toContain(id);
  });

  it('reveals nothing of a non-designated property in any response of the publish path', async () => {
    const texts: string[] = [];
    // every page, both directions, with filters, naming the secret property outright, and a bad cursor
    let after: string | null = null;
    for (;;) {
      const { result, text } = await published({ first: 1, after });
      texts.push(text);
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    texts.push((await published({ last: 3 })).text);
    texts.push((await published({ lane: 'lane-pub', first: 2 })).text);
    const named = await published({ property: SECRET, first: 10 });
    expect(named.result.totalCount).toBe(0);
    expect(named.result.edges).toEqual([]);
    texts.push(named.text);
    const badCursor = await publishedAnswer({ first: 1, after: Buffer.from(`agreement-decision:${SECRET}`).toString('base64url') });
    expectTypename(badCursor.answer, 'ValidationError');
    texts.push(badCursor.text);
    // a cursor from the unguarded list, pointing at a secret row, only seeks past it
    const UNGUARDED = graphql(`
      query AgreementsPublishUnguarded($projectId: String) {
        agreementDecisions(projectId: $projectId, first: 1) { __typename ... on AgreementDecisionsConnection { edges { cursor node { proposal { property } } } } }
      }
    `);
    const unguarded = await ledger.gql(reader.token, UNGUARDED, { projectId });
    const [secretEdge] = expectTypename(unguarded.data.agreementDecisions, 'AgreementDecisionsConnection').edges;
    expect(secretEdge?.node.proposal.property).toBe(SECRET);
    const seeking = await published({ first: 50, after: secretEdge?.cursor });
    expect(seeking.result.edges.every((edge) => edge.node.proposal.property === DESIGNATED)).toBe(true);
    texts.push(seeking.text);
    texts.push((await ledger.gql(reader.token, DESIGNATED_PROPERTIES, {})).text);

    for (const text of texts) {
      expect(readable(text)).not.toContain(SECRET);
      for (const id of secretDecisions) expect(readable(text)).not.toContain(id);
    }
  });

  it("drops a property's rows as soon as its designation is withdrawn, and restores them on re-designation", async () => {
    expect(
      expectTypename(
        (await ledger.gql(admin.token, WITHDRAW, { property: DESIGNATED })).data.withdrawPropertyDesignation,
        'PropertyDesignationChange',
      ).changed,
    ).toBe(true);
    const gone = await published({ first: 50 });
    expect(gone.result.totalCount).toBe(0);
    expect(gone.result.edges).toEqual([]);
    expect(readable(gone.text)).not.toContain(DESIGNATED);
    expect(
      expectTypename(
        (await ledger.gql(admin.token, DESIGNATE, { property: DESIGNATED })).data.designateProperty,
        'PropertyDesignationChange',
      ).changed,
    ).toBe(true);
    expect((await published({ first: 50 })).result.totalCount).toBe(designatedDecisions.length);
  });

  it("publishes only the token's projects and nothing to a token without the reader role", async () => {
    const otherProject = newProjectId();
    const otherRecorder = await ledger.token({ roles: ['recorder'], projects: [otherProject] });
    await record(otherRecorder, proposedEvent(otherProject, newDecisionId(), { property: DESIGNATED }));
    const everywhere = await ledger.gql(reader.token, PUBLISHED, { first: 50 });
    expect(expectTypename(everywhere.data.publishedAgreements, 'PublishedAgreementsConnection').totalCount).toBe(
      designatedDecisions.length,
    );
    const foreign = await ledger.gql(reader.token, PUBLISHED, { projectId: otherProject, first: 50 });
    expect(expectTypename(foreign.data.publishedAgreements, 'PublishedAgreementsConnection').totalCount).toBe(0);
    const noReader = await published({ first: 50 }, recorder);
    expect(noReader.result.totalCount).toBe(0);
  });

  it('still shows every property on the unguarded reader list, which is not a publish path', async () => {
    const UNGUARDED_COUNT = graphql(`
      query AgreementsPublishUnguardedCount($projectId: String) {
        agreementDecisions(projectId: $projectId, first: 50) { __typename ... on AgreementDecisionsConnection { totalCount } }
      }
    `);
    const response = await ledger.gql(reader.token, UNGUARDED_COUNT, { projectId });
    expect(expectTypename(response.data.agreementDecisions, 'AgreementDecisionsConnection').totalCount).toBe(
      designatedDecisions.length + secretDecisions.length,
    );
  });
});
