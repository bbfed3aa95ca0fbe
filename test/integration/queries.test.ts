// Reading the ledger (docs/specification.md §3.2, §11): cohorts, attempts, lineage, node and
// the scope fingerprint preview, with Relay cursor pagination, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeFingerprint } from '../../src/domain/fingerprints.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, type RecordAttemptInput, graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
let reader: TestToken;
const projectId = newProjectId();
const recorded: { outcomeId: string; attemptId: string; cohortId: string; capability: string }[] = [];
let base: RecordAttemptInput;

beforeAll(async () => {
  ledger = await createTestLedger();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  base = outcomeInput(projectId, { capabilities: ['lineage.cap'] });
  const variants: RecordAttemptInput[] = [
    base,
    { ...base, runtime: { ...base.runtime, model: 'acme-coder-3' } },
    { ...base, policy: { ...base.policy, policyVersion: 'policy-8' } },
    { ...base, scope: { ...base.scope, paths: ['docs'] }, runtime: { ...base.runtime, model: 'acme-coder-3' } },
    outcomeInput(projectId, { capabilities: ['other.cap'] }),
  ];
  for (const [i, variant] of variants.entries()) {
    const input: RecordAttemptInput = { ...variant, outcomeId: `q-outcome-${i}` };
    // each in its own transaction, so recordedAt orders them
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
    recorded.push({ outcomeId: input.outcomeId, attemptId: attempt.id, cohortId: attempt.cohort.id, capability: input.capabilities[0]! });
  }
});
afterAll(() => ledger?.close());

describe('cohorts', () => {
  it('filters by project and capability key', async () => {
    const COHORTS = graphql(`
      query QueriesCohortsFiltered($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }
    `);
    const response = await ledger.gql(reader.token, COHORTS, { p: projectId, c: 'lineage.cap' });
    const nodes = response.data.cohorts.edges.map((edge) => edge.node);
    expect(nodes).toHaveLength(4);
    expect(nodes.every((node) => node.capabilityKey === 'lineage.cap')).toBe(true);
  });

  it('refuses a malformed filter with a clear error', async () => {
    const MALFORMED = graphql(`
      query QueriesCohortsMalformedFilter { cohorts(capabilityKey: "Not Valid") { edges { node { id } } } }
    `);
    const response = await ledger.gql(reader.token, MALFORMED, {});
    expect(response.errors?.[0]?.message).toMatch(/capabilityKey/);
  });

  it('pages with cursors, newest first', async () => {
    const FIRST = graphql(`
      query QueriesCohortsFirstPage { cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }
    `);
    const NEXT = graphql(`
      query QueriesCohortsNextPage($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }
    `);
    const first = await ledger.gql(reader.token, FIRST, {});
    const page1 = first.data.cohorts;
    expect(page1.edges).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await ledger.gql(reader.token, NEXT, { after: page1.pageInfo.endCursor });
    const all = [...page1.edges, ...second.data.cohorts.edges].map((edge) => edge.node);
    expect(all).toHaveLength(5);
    expect(new Set(all.map((node) => node.ledgerId)).size).toBe(5);
    const times = all.map((node) => Date.parse(node.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('attempts', () => {
  it('lists newest first and filters by cohort and by outcome id', async () => {
    const ALL = graphql(`
      query QueriesAttemptsAll { attempts(first: 10) { edges { node { outcomeId } } } }
    `);
    const BY_COHORT = graphql(`
      query QueriesAttemptsByCohort($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }
    `);
    const BY_OUTCOME = graphql(`
      query QueriesAttemptsByOutcome($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }
    `);
    const all = await ledger.gql(reader.token, ALL, {});
    expect(all.data.attempts.edges.map((edge) => edge.node.outcomeId)).toEqual(recorded.map((r) => r.outcomeId).reverse());
    const byCohort = await ledger.gql(reader.token, BY_COHORT, { c: recorded[1]!.cohortId });
    expect(byCohort.data.attempts.edges.map((edge) => edge.node.outcomeId)).toEqual([recorded[1]!.outcomeId]);
    const byOutcome = await ledger.gql(reader.token, BY_OUTCOME, { o: recorded[2]!.outcomeId });
    expect(byOutcome.data.attempts.edges).toHaveLength(1);
  });

  it('reads one attempt by global id or ledger id, with its cohort and evidence', async () => {
    const ATTEMPT = graphql(`
      query QueriesAttempt($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }
    `);
    const byGlobal = (await ledger.gql(reader.token, ATTEMPT, { id: recorded[0]!.attemptId })).data.attempt;
    expect(byGlobal).not.toBeNull();
    const byLedger = await ledger.gql(reader.token, ATTEMPT, { id: byGlobal!.ledgerId });
    expect(byLedger.data.attempt).toEqual(byGlobal);
    expect(byGlobal?.evidence).toEqual([{ kind: 'LOG', digest: base.evidence![0]!.digest }]);
    expect(byGlobal?.cohort.capabilityKey).toBe('lineage.cap');
  });

  it('answers null for an unknown or malformed id', async () => {
    const UNKNOWN = graphql(`
      query QueriesAttemptUnknown { a: attempt(id: "00000000-0000-4000-8000-000000000000") { id } b: attempt(id: "junk") { id } }
    `);
    const response = await ledger.gql(reader.token, UNKNOWN, {});
    expect(response.data).toEqual({ a: null, b: null });
  });
});

describe('node', () => {
  it('refetches cohorts and attempts by their global id', async () => {
    const NODES = graphql(`
      query QueriesNode($a: ID!, $c: ID!) {
        a: node(id: $a) { __typename id ... on Attempt { outcomeId } }
        c: node(id: $c) { __typename id ... on Cohort { capabilityKey } }
      }
    `);
    const response = await ledger.gql(reader.token, NODES, { a: recorded[0]!.attemptId, c: recorded[0]!.cohortId });
    expect(expectTypename(response.data.a, 'Attempt')).toMatchObject({ id: recorded[0]!.attemptId, outcomeId: recorded[0]!.outcomeId });
    expect(expectTypename(response.data.c, 'Cohort')).toMatchObject({ capabilityKey: 'lineage.cap' });
  });
});

describe('cohortLineage', () => {
  it('lists the other cohorts of the project and capability and names what differs', async () => {
    const LINEAGE = graphql(`
      query QueriesCohortLineage($id: ID!) {
        cohortLineage(cohortId: $id) { cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } }
      }
    `);
    const response = await ledger.gql(reader.token, LINEAGE, { id: recorded[0]!.cohortId });
    const lineage = response.data.cohortLineage;
    expect(lineage?.relatives.map((relative) => relative.differsIn)).toEqual([['RUNTIME'], ['POLICY'], ['SCOPE', 'RUNTIME']]);
    expect(lineage?.relatives.every((relative) => relative.cohort.attemptCount === 1)).toBe(true);
  });
});

describe('scopeFingerprint', () => {
  it('previews the fingerprint and the normalised scope without storing anything', async () => {
    const PREVIEW = graphql(`
      query QueriesScopeFingerprint($s: ScopeInput!) {
        scopeFingerprint(scope: $s) { __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } }
      }
    `);
    const scope = { rootRef: 'repo', paths: ['b/', 'a', 'a//'], resources: ['db'] };
    const response = await ledger.gql(reader.token, PREVIEW, { s: scope });
    expect(expectTypename(response.data.scopeFingerprint, 'ScopeFingerprintPreview')).toEqual({
      __typename: 'ScopeFingerprintPreview',
      fingerprint: scopeFingerprint(scope),
      paths: ['a', 'b'],
      resources: ['db'],
      rootRef: 'repo',
    });
  });

  it('answers a ValidationError for a bad root reference', async () => {
    const BAD_ROOT = graphql(`
      query QueriesScopeFingerprintBadRoot { scopeFingerprint(scope: { rootRef: "has space" }) { __typename ... on ValidationError { issues { path } } } }
    `);
    const response = await ledger.gql(reader.token, BAD_ROOT, {});
    expect(expectTypename(response.data.scopeFingerprint, 'ValidationError')).toEqual({
      __typename: 'ValidationError',
      issues: [{ path: 'scope.rootRef' }],
    });
  });
});

describe('query limits', () => {
  it('accepts the largest dashboard page, a full reliability report for 100 cohorts, written literally', async () => {
    const LARGEST = graphql(`
      query QueriesLargestOverview($projectId: String!) {
        reliabilityOverview(projectId: $projectId, first: 100) {
          __typename
          ... on ReliabilityOverviewConnection {
            edges {
              node {
                cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses
                evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }
                firstAttemptSuccessRate { numerator denominator value lower upper }
                independentlyVerifiedPassRate { numerator denominator value lower upper }
                unverifiedCompletionRate { numerator denominator value lower upper }
                repairRetryRate { numerator denominator value lower upper }
                humanRejectionRate { numerator denominator value lower upper }
                rollbackRate { numerator denominator value lower upper }
                policyBlockRate { numerator denominator value lower upper }
                falseSuccessRate { numerator denominator value lower upper }
                overrideRate { numerator denominator value lower upper }
              }
            }
          }
        }
      }
    `);
    const response = await ledger.gql(reader.token, LARGEST, { projectId });
    expect(response.errors).toBeUndefined();
    expect(expectTypename(response.data.reliabilityOverview, 'ReliabilityOverviewConnection').edges).toHaveLength(5);
  });

  it('refuses a query nested deeper than the limit', async () => {
    // Deliberately deeper than the server allows: a plain string, answered with errors only.
    const deep = `{ cohorts { edges { node { attempts { edges { node { cohort { attempts { edges { node { cohort { attempts { edges { node { id } } } } } } } } } } } } } } }`;
    const response = await ledger.gql(reader.token, deep);
    expect(response.errors?.[0]?.message).toMatch(/depth/i);
    expect(response.data).toBeUndefined();
  });
});
