// Reading the ledger (docs/specification.md §3.2, §11): cohorts, attempts, lineage, node and
// the scope fingerprint preview, with Relay cursor pagination, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeFingerprint } from '../../src/domain/fingerprints.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, type RecordAttemptInput } from '../helpers/graphql.js';

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
    const response = await ledger.gql(reader.token, `query($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }`, {
      p: projectId,
      c: 'lineage.cap',
    });
    const nodes = response.data.cohorts.edges.map((edge: any) => edge.node);
    expect(nodes).toHaveLength(4);
    expect(nodes.every((node: any) => node.capabilityKey === 'lineage.cap')).toBe(true);
  });

  it('refuses a malformed filter with a clear error', async () => {
    const response = await ledger.gql(reader.token, `{ cohorts(capabilityKey: "Not Valid") { edges { node { id } } } }`);
    expect(response.errors?.[0]?.message).toMatch(/capabilityKey/);
  });

  it('pages with cursors, newest first', async () => {
    const first = await ledger.gql(reader.token, `{ cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }`);
    const page1 = first.data.cohorts;
    expect(page1.edges).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await ledger.gql(reader.token, `query($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }`, {
      after: page1.pageInfo.endCursor,
    });
    const all = [...page1.edges, ...second.data.cohorts.edges].map((edge: any) => edge.node);
    expect(all).toHaveLength(5);
    expect(new Set(all.map((node: any) => node.ledgerId)).size).toBe(5);
    const times = all.map((node: any) => Date.parse(node.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('attempts', () => {
  it('lists newest first and filters by cohort and by outcome id', async () => {
    const all = await ledger.gql(reader.token, `{ attempts(first: 10) { edges { node { outcomeId } } } }`);
    expect(all.data.attempts.edges.map((edge: any) => edge.node.outcomeId)).toEqual(recorded.map((r) => r.outcomeId).reverse());
    const byCohort = await ledger.gql(reader.token, `query($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }`, {
      c: recorded[1]!.cohortId,
    });
    expect(byCohort.data.attempts.edges.map((edge: any) => edge.node.outcomeId)).toEqual([recorded[1]!.outcomeId]);
    const byOutcome = await ledger.gql(reader.token, `query($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }`, {
      o: recorded[2]!.outcomeId,
    });
    expect(byOutcome.data.attempts.edges).toHaveLength(1);
  });

  it('reads one attempt by global id or ledger id, with its cohort and evidence', async () => {
    const query = `query($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }`;
    const byGlobal = await ledger.gql(reader.token, query, { id: recorded[0]!.attemptId });
    const byLedger = await ledger.gql(reader.token, query, { id: byGlobal.data.attempt.ledgerId });
    expect(byLedger.data.attempt).toEqual(byGlobal.data.attempt);
    expect(byGlobal.data.attempt.evidence).toEqual([{ kind: 'LOG', digest: base.evidence![0]!.digest }]);
    expect(byGlobal.data.attempt.cohort.capabilityKey).toBe('lineage.cap');
  });

  it('answers null for an unknown or malformed id', async () => {
    const response = await ledger.gql(reader.token, `{ a: attempt(id: "00000000-0000-4000-8000-000000000000") { id } b: attempt(id: "junk") { id } }`);
    expect(response.data).toEqual({ a: null, b: null });
  });
});

describe('node', () => {
  it('refetches cohorts and attempts by their global id', async () => {
    const response = await ledger.gql(reader.token, `query($a: ID!, $c: ID!) {
      a: node(id: $a) { __typename id ... on Attempt { outcomeId } }
      c: node(id: $c) { __typename id ... on Cohort { capabilityKey } } }`, { a: recorded[0]!.attemptId, c: recorded[0]!.cohortId });
    expect(response.data.a).toMatchObject({ __typename: 'Attempt', id: recorded[0]!.attemptId, outcomeId: recorded[0]!.outcomeId });
    expect(response.data.c).toMatchObject({ __typename: 'Cohort', capabilityKey: 'lineage.cap' });
  });
});

describe('cohortLineage', () => {
  it('lists the other cohorts of the project and capability and names what differs', async () => {
    const response = await ledger.gql(reader.token, `query($id: ID!) { cohortLineage(cohortId: $id) {
      cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } } }`, { id: recorded[0]!.cohortId });
    const lineage = response.data.cohortLineage;
    expect(lineage.relatives.map((relative: any) => relative.differsIn)).toEqual([['RUNTIME'], ['POLICY'], ['SCOPE', 'RUNTIME']]);
    expect(lineage.relatives.every((relative: any) => relative.cohort.attemptCount === 1)).toBe(true);
  });
});

describe('scopeFingerprint', () => {
  it('previews the fingerprint and the normalised scope without storing anything', async () => {
    const scope = { rootRef: 'repo', paths: ['b/', 'a', 'a//'], resources: ['db'] };
    const response = await ledger.gql(reader.token, `query($s: ScopeInput!) { scopeFingerprint(scope: $s) {
      __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } } }`, { s: scope });
    expect(response.data.scopeFingerprint).toEqual({
      __typename: 'ScopeFingerprintPreview',
      fingerprint: scopeFingerprint(scope),
      paths: ['a', 'b'],
      resources: ['db'],
      rootRef: 'repo',
    });
  });

  it('answers a ValidationError for a bad root reference', async () => {
    const response = await ledger.gql(reader.token, `{ scopeFingerprint(scope: { rootRef: "has space" }) { __typename ... on ValidationError { issues { path } } } }`);
    expect(response.data.scopeFingerprint).toEqual({ __typename: 'ValidationError', issues: [{ path: 'scope.rootRef' }] });
  });
});

describe('query limits', () => {
  it('accepts the largest dashboard page, a full reliability report for 100 cohorts, written literally', async () => {
    const rate = 'numerator denominator value lower upper';
    const rates = ['firstAttemptSuccessRate', 'independentlyVerifiedPassRate', 'unverifiedCompletionRate', 'repairRetryRate',
      'humanRejectionRate', 'rollbackRate', 'policyBlockRate', 'falseSuccessRate', 'overrideRate'].map((name) => `${name} { ${rate} }`);
    const response = await ledger.gql(reader.token, `{ reliabilityOverview(projectId: "${projectId}", first: 100) {
      __typename ... on ReliabilityOverviewConnection { edges { node { cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses
        evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }
        ${rates.join(' ')} } } } } }`);
    expect(response.errors).toBeUndefined();
    expect(response.data.reliabilityOverview.edges).toHaveLength(5);
  });

  it('refuses a query nested deeper than the limit', async () => {
    const deep = `{ cohorts { edges { node { attempts { edges { node { cohort { attempts { edges { node { cohort { attempts { edges { node { id } } } } } } } } } } } } } } }`;
    const response = await ledger.gql(reader.token, deep);
    expect(response.errors?.[0]?.message).toMatch(/depth/i);
    expect(response.data).toBeUndefined();
  });
});
