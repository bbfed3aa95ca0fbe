// Access to the agreement log (docs/specification.md §10): every agreement query and mutation
// against every role, with and without the right project. Proposals and post-merge
// outcomes need recorder, reviews adjudicator, reads reader, designations admin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCases, type Operation, type Verdict } from '../helpers/access.js';
import { graphql, type RecordAgreementEventInput, type TypedDocumentString } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import {
  AGREEMENT_CONFIDENCE_CURVE,
  AGREEMENT_RATES,
  RECORD_AGREEMENT_EVENT,
  newDecisionId,
  postMergeEvent,
  proposedEvent,
  reviewedEvent,
} from '../helpers/agreements.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
const ownProject = newProjectId();
const otherProject = newProjectId();
const PROPERTY = 'access-published';
let fixtureDecision: string;

async function record(token: TestToken, input: RecordAgreementEventInput) {
  const response = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
  expect(response.data.recordAgreementEvent.__typename).toBe('RecordAgreementEventSuccess');
}

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [ownProject] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [ownProject] });
  fixtureDecision = newDecisionId();
  await record(recorder, proposedEvent(ownProject, fixtureDecision, { property: PROPERTY }));
  await record(adjudicator, reviewedEvent(ownProject, fixtureDecision));
  const admin = await ledger.token({ roles: ['admin'], allProjects: true });
  await ledger.gql(admin.token, `mutation { designateProperty(property: "${PROPERTY}") { __typename } }`);
});
afterAll(() => ledger?.close());

const gqlData = async <TResult, TVariables>(token: string, document: TypedDocumentString<TResult, TVariables>, variables: TVariables) => {
  const response = await ledger.gql(token, document, variables);
  expect(response.errors, response.text).toBeUndefined();
  return response.data;
};

const DECISION = graphql(`
  query AgreementsAccessDecision($p: String!, $d: String!) { agreementDecision(projectId: $p, decisionId: $d) { __typename } }
`);
const DECISIONS = graphql(`
  query AgreementsAccessDecisions {
    agreementDecisions(first: 5) { __typename ... on AgreementDecisionsConnection { totalCount } }
  }
`);
const PUBLISHED = graphql(`
  query AgreementsAccessPublished {
    publishedAgreements(first: 5) { __typename ... on PublishedAgreementsConnection { totalCount } }
  }
`);
const DESIGNATED_PROPERTIES = graphql(`
  query AgreementsAccessDesignatedProperties { designatedProperties }
`);
const ROOT_FIELDS = graphql(`
  query AgreementsAccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }
`);

/** Records an event; a refusal must be a ForbiddenError, never anything else. */
async function recordAs(token: string, input: RecordAgreementEventInput): Promise<Verdict> {
  const { recordAgreementEvent } = await gqlData(token, RECORD_AGREEMENT_EVENT, { input });
  if (recordAgreementEvent.__typename === 'RecordAgreementEventSuccess') return 'allowed';
  expect(recordAgreementEvent.__typename).toBe('ForbiddenError');
  return 'denied';
}

const OPERATIONS: Operation[] = [
  {
    name: 'agreementDecision',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const data = await gqlData(token, DECISION, { p: ownProject, d: fixtureDecision });
      return data.agreementDecision ? 'allowed' : 'denied';
    },
  },
  {
    name: 'agreementDecisions',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { agreementDecisions } = await gqlData(token, DECISIONS, {});
      return agreementDecisions.__typename === 'AgreementDecisionsConnection' && agreementDecisions.totalCount > 0 ? 'allowed' : 'denied';
    },
  },
  {
    name: 'publishedAgreements',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { publishedAgreements } = await gqlData(token, PUBLISHED, {});
      return publishedAgreements.__typename === 'PublishedAgreementsConnection' && publishedAgreements.totalCount > 0
        ? 'allowed'
        : 'denied';
    },
  },
  {
    name: 'agreementRates',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { agreementRates } = await gqlData(token, AGREEMENT_RATES, { projectId: ownProject });
      if (agreementRates.__typename === 'AgreementRatesReport') return 'allowed';
      expect(agreementRates.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'agreementConfidenceCurve',
    role: 'reader',
    scoped: true,
    run: async (token) => {
      const { agreementConfidenceCurve } = await gqlData(token, AGREEMENT_CONFIDENCE_CURVE, {
        projectId: ownProject,
        lane: 'lane-docs',
        targetFalsePassUpper: 0.1,
      });
      if (agreementConfidenceCurve.__typename === 'AgreementConfidenceCurve') return 'allowed';
      expect(agreementConfidenceCurve.__typename).toBe('ForbiddenError');
      return 'denied';
    },
  },
  {
    name: 'designatedProperties',
    role: 'reader',
    scoped: false,
    run: async (token) =>
      (await gqlData(token, DESIGNATED_PROPERTIES, {})).designatedProperties.includes(PROPERTY) ? 'allowed' : 'denied',
  },
  {
    name: 'recordAgreementEvent',
    role: 'recorder',
    scoped: true,
    run: (token) => recordAs(token, proposedEvent(ownProject, newDecisionId())),
  },
  {
    name: 'recordAgreementEvent (REVIEWED)',
    role: 'adjudicator',
    scoped: true,
    run: async (token) => {
      const decisionId = newDecisionId();
      await record(recorder, proposedEvent(ownProject, decisionId));
      return recordAs(token, reviewedEvent(ownProject, decisionId));
    },
  },
  {
    name: 'recordAgreementEvent (POST_MERGE_OUTCOME)',
    role: 'recorder',
    scoped: true,
    run: async (token) => {
      const decisionId = newDecisionId();
      await record(recorder, proposedEvent(ownProject, decisionId));
      await record(adjudicator, reviewedEvent(ownProject, decisionId));
      return recordAs(token, postMergeEvent(ownProject, decisionId));
    },
  },
  ...(['designateProperty', 'withdrawPropertyDesignation'] as const).map(
    (name): Operation => ({
      name,
      role: 'admin',
      scoped: false, // the allowlist is global, not per project
      run: async (token) => {
        const property = `prop-${randomUUID().slice(0, 8)}`;
        const response = await ledger.gql(
          token,
          `mutation($p: String!) { ${name}(property: $p) { __typename ... on Error { message } } }`,
          {
            p: property,
          },
        );
        expect(response.errors, response.text).toBeUndefined();
        // built at run time for either mutation: its answer under its own name
        const data = response.data as Record<typeof name, { __typename: string }>;
        if (data[name].__typename === 'PropertyDesignationChange') return 'allowed';
        expect(data[name].__typename).toBe('ForbiddenError');
        return 'denied';
      },
    }),
  ),
];

/**
 * The root fields this file holds the access matrix for (see EXTERNALLY_COVERED in access.test.ts). Their
 * nested fields are walked there too: access.test.ts derives every record-returning field from the schema
 * and fails if an agreement type gains one that is not classified.
 */
const AGREEMENT_ROOT_FIELDS = [...new Set(OPERATIONS.map((operation) => operation.name.split(' ')[0]!))];

const CASES = accessCases(OPERATIONS);

describe('agreement log access: every operation against every role and project', () => {
  it.each(CASES)('%s as %s on its %s: %s', async (_name, role, project, expected, operation) => {
    const token = await ledger.token({ roles: [role], projects: [project === 'own project' ? ownProject : otherProject] });
    expect(await operation.run(token.token)).toBe(expected);
  });

  it('covers every agreement root field of the schema', async () => {
    const reader = await ledger.token({ roles: ['reader'], allProjects: true });
    const data = await gqlData(reader.token, ROOT_FIELDS, {});
    const names = [...data.__schema.queryType.fields!, ...data.__schema.mutationType!.fields!].map((field) => field.name);
    const agreementFields = names.filter((name) => /agreement|designat/i.test(name));
    expect([...agreementFields].sort()).toEqual([...AGREEMENT_ROOT_FIELDS].sort());
  });
});
