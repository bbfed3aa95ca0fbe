// Versioned metric rules (docs/specification.md §6, "Finality"): a ledger upgraded across a
// rule change (version 2: default minSamples 30 instead of 20) answers every report as of an
// instant before the activation byte for byte as before the upgrade, with rulesVersion 1 and
// the evidence digest's baseline form; reports as of the activation or later apply version 2
// and name it in their digest. The activation is an append-only ledger row that can never
// take effect before it is recorded.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_RULES, rulesAsOf, rulesOfVersion } from '../../src/domain/rules.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { ledgerNow, settledAsOf, waitForLedgerClock } from '../helpers/reliability.js';
import {
  expectTypename,
  graphql,
  type RuleVersionsReportQuery,
  type RuleVersionsReportQueryVariables,
  type TypedDocumentString,
} from '../helpers/graphql.js';

const REPORT = graphql(`
  query RuleVersionsReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {
    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on ReliabilityReport { rulesVersion ...ReliabilityReportFields }
    }
  }
`);
/** The same report as a client that never asks for rulesVersion reads it. */
const REPORT_WITHOUT_VERSION = graphql(`
  query RuleVersionsReportWithoutVersion($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {
    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on ReliabilityReport { ...ReliabilityReportFields }
    }
  }
`);
const COMPARISON = graphql(`
  query RuleVersionsPair($a: ID!, $asOf: DateTime) {
    cohortComparison(a: $a, b: $a, asOf: $asOf) {
      __typename
      ... on CohortComparison { a { rulesVersion minSamples state evidenceDigest } }
    }
  }
`);

let ledger: TestLedger;
let recorder: TestToken;
let reader: TestToken;
const projectId = newProjectId();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
});
afterAll(() => ledger?.close());

async function record(): Promise<string> {
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
  expect(response.data.recordAttempt.__typename).toBe('RecordAttemptSuccess');
  return expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.cohort.ledgerId;
}

describe('a rule upgrade', () => {
  it('leaves every report as of an earlier instant byte-identical, and applies the new version from its activation on', async () => {
    // 25 attempts: between the two versions' default minSamples (20 and 30), so the change shows.
    let cohortId = '';
    const instants: Date[] = [];
    for (let i = 1; i <= 25; i++) {
      cohortId = await record();
      if (i % 5 === 0) instants.push(await settledAsOf(ledger));
    }
    const query = <T>(document: TypedDocumentString<T, RuleVersionsReportQueryVariables>, asOf: Date | null, minSamples?: number) =>
      ledger.gql(reader.token, document, {
        cohortId,
        ...(asOf ? { asOf: asOf.toISOString() } : {}),
        ...(minSamples ? { minSamples } : {}),
      });

    // Before the upgrade: every report, as a client with and one without rulesVersion reads it.
    const before = new Map<string, string>();
    for (const asOf of instants)
      for (const [name, text] of [
        ['with', REPORT],
        ['without', REPORT_WITHOUT_VERSION],
      ] as const) {
        const response = await query(text, asOf);
        expect(expectTypename(response.data.reliability, 'ReliabilityReport').final).toBe(true);
        before.set(`${name} ${asOf.toISOString()}`, response.text);
      }
    const stored = JSON.parse(before.get(`with ${instants.at(-1)!.toISOString()}`)!) as { data: RuleVersionsReportQuery };
    const last = expectTypename(stored.data.reliability, 'ReliabilityReport');
    expect(last).toMatchObject({ rulesVersion: 1, minSamples: 20, sampleSize: 25, state: 'OK' });
    const { rows: digests } = await ledger.owner.query<{ content_digest: string }>(
      'SELECT content_digest FROM attempt WHERE cohort_id = $1 ORDER BY content_digest',
      [cohortId],
    );
    const contentDigests = `[${digests.map((row) => `"${row.content_digest}"`).join(',')}]`;
    expect(last.evidenceDigest).toBe(sha256(contentDigests)); // the baseline form, as before rule versions

    // An activation in the past is refused by the database itself (it could change final reports).
    await expect(
      ledger.db.pool.query(
        "INSERT INTO rule_version_activation (version, activates_at, actor_ref) VALUES (2, now() - interval '1 second', 'ops')",
      ),
    ).rejects.toThrow(/rule_version_activation_future_check/);
    // The upgrade: version 2 from a moment ahead, recorded with the server's own role (as `npm run rules` does).
    const activatesAt = new Date((await ledgerNow(ledger)).getTime() + 300);
    await ledger.db.pool.query('INSERT INTO rule_version_activation (version, activates_at, actor_ref) VALUES (2, $1, $2)', [
      activatesAt,
      'ops',
    ]);
    await expect(
      ledger.db.pool.query('INSERT INTO rule_version_activation (version, activates_at, actor_ref) VALUES (3, $1, $2)', [
        activatesAt,
        'ops',
      ]),
    ).rejects.toThrow(/does not follow/);
    await expect(ledger.owner.query("UPDATE rule_version_activation SET activates_at = activates_at + interval '1 day'")).rejects.toThrow(
      /append-only/,
    );
    await expect(ledger.db.pool.query('DELETE FROM rule_version_activation')).rejects.toThrow(/permission denied|append-only/);
    await waitForLedgerClock(ledger, new Date(activatesAt.getTime() + 5));

    // Every earlier report, byte for byte.
    for (const asOf of instants)
      for (const [name, text] of [
        ['with', REPORT],
        ['without', REPORT_WITHOUT_VERSION],
      ] as const)
        expect((await query(text, asOf)).text).toBe(before.get(`${name} ${asOf.toISOString()}`));
    // The last instant before the activation is still version 1.
    const justBefore = (await query(REPORT, new Date(activatesAt.getTime() - 1))).data.reliability;
    expect(justBefore).toMatchObject({ rulesVersion: 1, minSamples: 20, state: 'OK', evidenceDigest: last.evidenceDigest });

    // From the activation on: version 2, its default minSamples, and the digest naming the version.
    const after = expectTypename((await query(REPORT, activatesAt)).data.reliability, 'ReliabilityReport');
    expect(after).toMatchObject({ rulesVersion: 2, minSamples: 30, sampleSize: 25, state: 'INSUFFICIENT_EVIDENCE' });
    expect(after.evidenceDigest).toBe(sha256(`{"contentDigests":${contentDigests},"rulesVersion":2}`));
    const latest = (await query(REPORT, null)).data.reliability;
    expect(latest).toMatchObject({ rulesVersion: 2, minSamples: 30 });
    // A minSamples the caller gives still applies under either version.
    expect((await query(REPORT, activatesAt, 20)).data.reliability).toMatchObject({ rulesVersion: 2, minSamples: 20, state: 'OK' });
    // Every report root applies the same rules: the comparison of the cohort with itself.
    const pair = await ledger.gql(reader.token, COMPARISON, { a: cohortId, asOf: activatesAt.toISOString() });
    expect(expectTypename(pair.data.cohortComparison, 'CohortComparison').a).toEqual({
      rulesVersion: 2,
      minSamples: 30,
      state: 'INSUFFICIENT_EVIDENCE',
      evidenceDigest: after.evidenceDigest,
    });
    const pairBefore = await ledger.gql(reader.token, COMPARISON, { a: cohortId, asOf: instants.at(-1)!.toISOString() });
    expect(expectTypename(pairBefore.data.cohortComparison, 'CohortComparison').a).toEqual({
      rulesVersion: 1,
      minSamples: 20,
      state: 'OK',
      evidenceDigest: last.evidenceDigest,
    });

    // The rows name only versions the code knows.
    const { rows } = await ledger.owner.query<{ version: number }>('SELECT version FROM rule_version_activation');
    for (const row of rows) expect(rulesOfVersion(row.version)).not.toBeNull();
  });
});

describe('rulesAsOf', () => {
  it('picks the latest activation at or before asOf, the baseline before the first, and fails closed on an unknown version', () => {
    const activations = [
      { version: 2, activatesAt: 1_000 },
      { version: 3, activatesAt: 2_000 },
    ];
    expect(rulesAsOf([], 5_000).version).toBe(1);
    expect(rulesAsOf(activations.slice(0, 1), 999).version).toBe(1);
    expect(rulesAsOf(activations.slice(0, 1), 1_000)).toEqual(METRIC_RULES[1]);
    expect(() => rulesAsOf(activations, 2_000)).toThrow(/version 3.*does not know/);
    expect(rulesAsOf(activations, 1_999).version).toBe(2);
  });
});
